//===- CudaTileAttrs.cpp - cuda_tile attributes ----------------------------===//

#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"
#include "tileiras/Target/TargetInfo.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::cuda_tile;

//===----------------------------------------------------------------------===//
// div_by<D[, every E along A]>
//===----------------------------------------------------------------------===//

Attribute DivByAttr::parse(AsmParser &parser, Type) {
  uint64_t divisor;
  std::optional<int64_t> every, along;
  if (parser.parseLess())
    return {};
  SMLoc loc = parser.getCurrentLocation();
  OptionalParseResult parsedDivisor = parser.parseOptionalInteger(divisor);
  if (!parsedDivisor.has_value() || failed(*parsedDivisor)) {
    parser.emitError(loc, "failed to parse parameter 'divisor' which is expected to be an "
                          "integer");
    return {};
  }
  // `every` and `along` parse independently so that the verifier, not the
  // parser, reports a lone one (NVIDIA's message names both).
  if (succeeded(parser.parseOptionalComma())) {
    int64_t value;
    bool any = false;
    if (succeeded(parser.parseOptionalKeyword("every"))) {
      if (parser.parseInteger(value))
        return {};
      every = value;
      any = true;
    }
    if (succeeded(parser.parseOptionalKeyword("along"))) {
      if (parser.parseInteger(value))
        return {};
      along = value;
      any = true;
    }
    if (!any) {
      parser.emitError(parser.getCurrentLocation(), "expected 'every' or 'along'");
      return {};
    }
  }
  if (parser.parseGreater())
    return {};
  return DivByAttr::get(parser.getContext(), divisor, every, along);
}

void DivByAttr::print(AsmPrinter &printer) const {
  printer << "<" << getDivisor();
  if (getEvery() || getAlong())
    printer << ",";
  if (getEvery())
    printer << " every " << *getEvery();
  if (getAlong())
    printer << " along " << *getAlong();
  printer << ">";
}

static bool isIntOrPointerTile(Type type) {
  auto tile = dyn_cast<TileType>(type);
  return tile && isa<IntegerType, PointerType>(tile.getElementType());
}

LogicalResult DivByAttr::verifyWithAssumeOp(Operation *op, Type type) const {
  constexpr StringLiteral name = "'cuda_tile.div_by' ";
  uint64_t divisor = getDivisor();
  if (!llvm::isPowerOf2_64(divisor))
    return op->emitOpError() << name << "divisor must be a power of 2";
  if (divisor > (uint64_t(1) << 62))
    return op->emitOpError() << name << "divisor is too large";
  if (getEvery().has_value() != getAlong().has_value())
    return op->emitOpError() << name << "'every'/'along' must be used in combination";
  bool hasEvery = getEvery().has_value();
  if (isa<TensorViewType>(type)) {
    if (hasEvery)
      return op->emitOpError()
             << name << "'every'/'along' cannot be used if the constrained value is a "
                        "tensor_view";
    return success();
  }
  if (!isIntOrPointerTile(type))
    return op->emitOpError()
           << name << "is valid only for tile of integer/pointer or tensor_view values";
  auto tile = cast<TileType>(type);
  if (!hasEvery)
    return success();
  if (tile.getRank() == 0)
    return op->emitOpError()
           << name << "'every'/'along' cannot be used if the constrained value is a 0D tile";
  int64_t along = *getAlong();
  if (along < 0 || along >= tile.getRank())
    return op->emitOpError() << name << "every_dim (" << along
                             << ") must be >= 0 and < tile rank (" << tile.getRank() << ")";
  int64_t every = *getEvery();
  if (every < 0 || every > tile.getShape()[along])
    return op->emitOpError() << "expected 'cuda_tile.div_by' every_dim to be within 0 and "
                                "the size of the respective dimension ("
                             << tile.getShape()[along] << ")";
  return success();
}

//===----------------------------------------------------------------------===//
// same_elements<[c0, c1, ...]>
//===----------------------------------------------------------------------===//

LogicalResult SameElementsAttr::verifyWithAssumeOp(Operation *op, Type type) const {
  if (!isIntOrPointerTile(type))
    return op->emitOpError()
           << "'cuda_tile.same_elements' is valid only for tile of integer/pointer values";
  auto tile = cast<TileType>(type);
  ArrayRef<int64_t> values = getValues().asArrayRef();
  if (static_cast<int64_t>(values.size()) != tile.getRank())
    return op->emitOpError() << "expected number of values in 'cuda_tile.same_elements' ("
                             << values.size() << ") to match rank of constrained tile ("
                             << tile.getRank() << ")";
  for (auto [i, v] : llvm::enumerate(values))
    if (v < 0 || v > tile.getShape()[i])
      return op->emitOpError() << "expected 'cuda_tile.same_elements' value " << i
                               << " to be within 0 and the size of the respective dimension ("
                               << tile.getShape()[i] << ")";
  return success();
}

//===----------------------------------------------------------------------===//
// bounded<lb|?, ub|?>
//===----------------------------------------------------------------------===//

static ParseResult parseOptionalBound(AsmParser &parser, std::optional<int64_t> &bound) {
  if (succeeded(parser.parseOptionalQuestion()))
    return success();
  int64_t value;
  if (parser.parseInteger(value))
    return failure();
  bound = value;
  return success();
}

Attribute BoundedAttr::parse(AsmParser &parser, Type) {
  std::optional<int64_t> lb, ub;
  if (parser.parseLess() || parseOptionalBound(parser, lb) || parser.parseComma() ||
      parseOptionalBound(parser, ub) || parser.parseGreater())
    return {};
  return BoundedAttr::get(parser.getContext(), lb, ub);
}

void BoundedAttr::print(AsmPrinter &printer) const {
  auto printBound = [&](std::optional<int64_t> b) {
    if (b)
      printer << *b;
    else
      printer << "?";
  };
  printer << "<";
  printBound(getLb());
  printer << ", ";
  printBound(getUb());
  printer << ">";
}

LogicalResult BoundedAttr::verifyWithAssumeOp(Operation *op, Type type) const {
  auto tile = dyn_cast<TileType>(type);
  auto intType = tile ? dyn_cast<IntegerType>(tile.getElementType()) : IntegerType();
  if (!intType)
    return op->emitOpError() << "'cuda_tile.bounded' is valid only for tile of integer values";
  unsigned width = intType.getWidth();
  int64_t min = width >= 64 ? std::numeric_limits<int64_t>::min()
                            : -(int64_t(1) << (width - 1));
  int64_t max = width >= 64 ? std::numeric_limits<int64_t>::max()
                            : (int64_t(1) << (width - 1)) - 1;
  if (width == 1) {
    min = -1;
    max = 0;
  }
  auto check = [&](std::optional<int64_t> bound, StringRef which) -> LogicalResult {
    if (bound && (*bound < min || *bound > max))
      return op->emitOpError() << "'cuda_tile.bounded' expects " << which
                               << " to be within [" << min << ", " << max << "]";
    return success();
  };
  if (failed(check(getLb(), "lower bound")) || failed(check(getUb(), "upper bound")))
    return failure();
  if (getLb() && getUb() && *getLb() > *getUb())
    return op->emitOpError()
           << "'cuda_tile.bounded' expects lower bound to be less than or equal to upper "
              "bound";
  return success();
}

//===----------------------------------------------------------------------===//
// optimization_hints<arch = {key = value, ...}, ...>
//===----------------------------------------------------------------------===//

/// Architecture keys of bytecode 13.1-13.4 (13.2 added sm_86-89, 13.3 `default`).
/// A fact of the format, not of the targets: sm_107 is a target without a key.
static bool isKnownHintArch(StringRef key) {
  return llvm::is_contained({"sm_80", "sm_86", "sm_87", "sm_88", "sm_89", "sm_90", "sm_100",
                             "sm_103", "sm_110", "sm_120", "sm_121", "default"},
                            key);
}

Attribute OptimizationHintsAttr::parse(AsmParser &parser, Type) {
  MLIRContext *ctx = parser.getContext();
  SmallVector<NamedAttribute> entries;
  if (parser.parseLess())
    return {};
  if (failed(parser.parseOptionalGreater())) {
    auto parseEntry = [&]() -> ParseResult {
      SMLoc loc = parser.getCurrentLocation();
      StringRef key;
      if (parser.parseKeyword(&key))
        return failure();
      if (!isKnownHintArch(key))
        return parser.emitError(loc) << "unallowed key " << key;
      if (llvm::any_of(entries, [&](NamedAttribute e) { return e.getName() == key; }))
        return parser.emitError(loc) << "duplicate optimization_hints key `" << key << "`";
      Attribute value;
      if (parser.parseEqual())
        return failure();
      SMLoc valueLoc = parser.getCurrentLocation();
      if (parser.parseAttribute(value))
        return failure();
      if (!isa<DictionaryAttr>(value))
        return parser.emitError(valueLoc)
               << "expected dictionary attribute for optimization_hints entry `" << key
               << "` got value=" << value;
      entries.push_back(NamedAttribute(StringAttr::get(ctx, key), value));
      return success();
    };
    if (parser.parseCommaSeparatedList(parseEntry) || parser.parseGreater())
      return {};
  }
  // A dictionary sorts its keys, as NVIDIA's printer shows them.
  return OptimizationHintsAttr::get(ctx, DictionaryAttr::get(ctx, entries));
}

void OptimizationHintsAttr::print(AsmPrinter &printer) const {
  printer << "<";
  llvm::interleaveComma(getValue().getValue(), printer, [&](NamedAttribute entry) {
    printer << entry.getName().getValue() << " = ";
    auto dict = dyn_cast<DictionaryAttr>(entry.getValue());
    if (!dict) {
      printer.printAttribute(entry.getValue());
      return;
    }
    // Like an op's attribute dictionary: `: i64` is elided, as in NVIDIA's output.
    printer << "{";
    llvm::interleaveComma(dict.getValue(), printer, [&](NamedAttribute param) {
      printer << param.getName().getValue() << " = ";
      auto intAttr = dyn_cast<IntegerAttr>(param.getValue());
      if (intAttr && intAttr.getType().isInteger(64))
        printer << intAttr.getValue();
      else
        printer.printAttribute(param.getValue());
    });
    printer << "}";
  });
  printer << ">";
}

DictionaryAttr OptimizationHintsAttr::lookupForArch(StringRef arch) const {
  auto specific = getValue().getAs<DictionaryAttr>(arch);
  auto fallback = getValue().getAs<DictionaryAttr>("default");
  if (!specific || !fallback)
    return specific ? specific : fallback;
  // Key by key: NVIDIA's tileiras takes `occupancy` from `default` when the
  // target's entry only sets `num_cta_in_cga`.
  NamedAttrList merged(fallback);
  for (NamedAttribute hint : specific)
    merged.set(hint.getName(), hint.getValue());
  return merged.getDictionary(getContext());
}

LogicalResult OptimizationHintsAttr::verifyForOp(Operation *op) const {
  bool isEntry = op->getName().getStringRef() == "cuda_tile.entry";
  bool isView = isa<LoadViewTkoOp, StoreViewTkoOp>(op);
  auto fail = [&](const Twine &message) {
    op->emitOpError(message);
    return failure();
  };
  for (NamedAttribute archEntry : getValue()) {
    StringRef arch = archEntry.getName().getValue();
    auto params = dyn_cast<DictionaryAttr>(archEntry.getValue());
    if (!params)
      return fail("expected dictionary attribute for optimization_hints entry `" + arch +
                  "`");
    for (NamedAttribute param : params) {
      StringRef key = param.getName().getValue();
      Attribute value = param.getValue();
      std::string where = (arch + "." + key).str();
      // Hint integers are plain (i64) in the dialect and i32 on the wire; any
      // other width could not survive a bytecode round trip.
      auto intValue = [&]() -> std::optional<int64_t> {
        if (auto i = dyn_cast<IntegerAttr>(value))
          if (i.getType().isInteger(64))
            return i.getInt();
        return std::nullopt;
      };
      if (key == "num_cta_in_cga" || key == "occupancy" || key == "num_worker_warps_per_cta") {
        if (!isEntry)
          return fail(key + " is not allowed for current Operation");
        std::optional<int64_t> v = intValue();
        if (!v)
          return fail("integer value expected for " + where);
        if (key == "num_cta_in_cga") {
          if (*v <= 0 || *v > 16 || !llvm::isPowerOf2_64(*v))
            return fail("expected power-of-two \u2264 16 for " + where);
          // More than one CTA per CGA needs clusters (sm_90 on).
          const tileiras::TargetInfo *target = tileiras::lookupTarget(arch);
          if (target && !target->hasClusters() && *v != 1)
            return fail("expected 1 for " + where);
        } else if (key == "occupancy") {
          if (*v < 1 || *v > 32)
            return fail("integer value in the range [1, 32] is expected for " + where);
        } else if (*v <= 0 || *v > 32 || !llvm::isPowerOf2_64(*v)) {
          return fail("expected power-of-two \u2264 32 for " + where);
        }
      } else if (key == "allow_tma") {
        if (!isView)
          return fail(key + " is not allowed for current Operation");
        if (!isa<BoolAttr>(value))
          return fail("boolean value expected for " + where);
      } else if (key == "latency") {
        if (isEntry)
          return fail(key + " is not allowed for current Operation");
        std::optional<int64_t> v = intValue();
        if (!v)
          return fail("integer value expected for " + where);
        if (*v < 1 || *v > 10)
          return fail("integer value in the range [1, 10] is expected for " + where);
      } else {
        return fail("unknown param " + key + " for " + arch);
      }
    }
  }
  return success();
}

//===----------------------------------------------------------------------===//
// di_loc<LOC in SCOPE>
//===----------------------------------------------------------------------===//

Attribute DILocAttr::parse(AsmParser &parser, Type) {
  // LOC is written `loc("f.py":1:4)`, `loc(#alias)` or, as NVIDIA prints it,
  // a bare `#alias`; all three parse as attributes.
  Attribute loc, scope;
  SMLoc locLoc, scopeLoc;
  if (parser.parseLess())
    return {};
  locLoc = parser.getCurrentLocation();
  if (parser.parseAttribute(loc) || parser.parseKeyword("in"))
    return {};
  scopeLoc = parser.getCurrentLocation();
  if (parser.parseAttribute(scope) || parser.parseGreater())
    return {};
  auto fileLoc = dyn_cast<FileLineColLoc>(loc);
  if (!fileLoc || !isStrictFileLineColLoc(fileLoc)) {
    parser.emitError(locLoc, "expected a file:line:column location, but got ") << loc;
    return {};
  }
  return getChecked([&] { return parser.emitError(scopeLoc); }, parser.getContext(),
                    fileLoc, scope);
}

void DILocAttr::print(AsmPrinter &printer) const {
  printer << "<";
  printer.printAttribute(getLoc());
  printer << " in ";
  printer.printAttribute(getScope());
  printer << ">";
}

LogicalResult DILocAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                FileLineColLoc, Attribute scope) {
  if (!isa<DISubprogramAttr, DILexicalBlockAttr>(scope))
    return emitError() << "expected '#cuda_tile.di_subprogram' or "
                          "'#cuda_tile.di_lexical_block' scope, but got "
                       << scope;
  return success();
}

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

#include "tileiras/Dialect/CudaTile/IR/CudaTileAttrInterfaces.cpp.inc"
#include "tileiras/Dialect/CudaTile/IR/CudaTileEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "tileiras/Dialect/CudaTile/IR/CudaTileAttrs.cpp.inc"

void CudaTileDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "tileiras/Dialect/CudaTile/IR/CudaTileAttrs.cpp.inc"
      >();
}
