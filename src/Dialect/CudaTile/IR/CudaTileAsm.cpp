//===- CudaTileAsm.cpp - custom assembly directives -----------------------===//

#include "CudaTileAsm.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::cuda_tile;

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

ParseResult mlir::cuda_tile::parseCudaTileType(OpAsmParser &parser, Type &type) {
  return parseCudaTileType(static_cast<AsmParser &>(parser), type);
}

void mlir::cuda_tile::printCudaTileType(OpAsmPrinter &printer, Operation *,
                                        Type type) {
  printCudaTileType(static_cast<AsmPrinter &>(printer), type);
}

ParseResult mlir::cuda_tile::parseCudaTileTypeList(OpAsmParser &parser,
                                                   SmallVectorImpl<Type> &types) {
  return parser.parseCommaSeparatedList([&]() -> ParseResult {
    Type type;
    if (parseCudaTileType(parser, type))
      return failure();
    types.push_back(type);
    return success();
  });
}

void mlir::cuda_tile::printCudaTileTypeList(OpAsmPrinter &printer, Operation *,
                                            TypeRange types) {
  llvm::interleaveComma(types, printer,
                        [&](Type type) { printCudaTileType(printer, type); });
}

ParseResult mlir::cuda_tile::parseCudaTileTypeSplat(OpAsmParser &parser,
                                                    SmallVectorImpl<Type> &types) {
  Type type;
  if (parseCudaTileType(parser, type))
    return failure();
  types.append(parser.getNumResults(), type);
  return success();
}

void mlir::cuda_tile::printCudaTileTypeSplat(OpAsmPrinter &printer, Operation *,
                                             TypeRange types) {
  if (!types.empty())
    printCudaTileType(printer, types.front());
}

//===----------------------------------------------------------------------===//
// Rounding modes
//===----------------------------------------------------------------------===//

namespace {
/// The modes an op family accepts in `rounding<...>`, in the order the
/// parser's diagnostic lists them, and the default that is not printed.
struct RoundingFamily {
  ArrayRef<RoundingMode> allowed;
  RoundingMode defaultMode;
};

constexpr RoundingMode kIEEE[] = {RoundingMode::NearestEven, RoundingMode::Zero,
                                  RoundingMode::NegativeInf, RoundingMode::PositiveInf};
constexpr RoundingMode kDivF[] = {RoundingMode::NearestEven, RoundingMode::Zero,
                                  RoundingMode::NegativeInf, RoundingMode::PositiveInf,
                                  RoundingMode::Approx,      RoundingMode::Full};
constexpr RoundingMode kSqrt[] = {RoundingMode::NearestEven, RoundingMode::Zero,
                                  RoundingMode::NegativeInf, RoundingMode::PositiveInf,
                                  RoundingMode::Approx};
constexpr RoundingMode kApprox[] = {RoundingMode::Approx, RoundingMode::Full};
constexpr RoundingMode kInteger[] = {RoundingMode::Zero, RoundingMode::NegativeInf,
                                     RoundingMode::PositiveInf};
constexpr RoundingMode kFToI[] = {RoundingMode::NearestIntToZero};
constexpr RoundingMode kAny[] = {
    RoundingMode::NearestEven, RoundingMode::Zero,   RoundingMode::NegativeInf,
    RoundingMode::PositiveInf, RoundingMode::Approx, RoundingMode::Full,
    RoundingMode::NearestIntToZero, RoundingMode::NearestAway};
} // namespace

static ParseResult parseRounding(OpAsmParser &parser, RoundingModeAttr &attr,
                                 RoundingFamily family) {
  if (failed(parser.parseOptionalKeyword("rounding")))
    return success();
  if (parser.parseLess())
    return failure();
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return failure();
  std::optional<RoundingMode> mode = symbolizeRoundingMode(keyword);
  if (!mode || !llvm::is_contained(family.allowed, *mode)) {
    std::string list;
    llvm::raw_string_ostream os(list);
    llvm::interleaveComma(family.allowed, os, [&](RoundingMode m) {
      os << "'" << stringifyRoundingMode(m) << "'";
    });
    return parser.emitError(loc) << "expected rounding mode to be one of: " << list
                                 << ", got: '" << keyword << "'";
  }
  if (parser.parseGreater())
    return failure();
  attr = RoundingModeAttr::get(parser.getContext(), *mode);
  return success();
}

static void printRounding(OpAsmPrinter &printer, RoundingModeAttr attr,
                          RoundingMode defaultMode) {
  if (attr && attr.getValue() != defaultMode)
    printer << "rounding<" << stringifyRoundingMode(attr.getValue()) << ">";
}

#define TILEIRAS_DEFINE_ROUNDING(NAME, LIST, DEFAULT)                            \
  ParseResult mlir::cuda_tile::parse##NAME(OpAsmParser &parser,                   \
                                           RoundingModeAttr &attr) {              \
    return parseRounding(parser, attr, {LIST, DEFAULT});                          \
  }                                                                               \
  void mlir::cuda_tile::print##NAME(OpAsmPrinter &printer, Operation *,           \
                                    RoundingModeAttr attr) {                      \
    printRounding(printer, attr, DEFAULT);                                        \
  }
TILEIRAS_DEFINE_ROUNDING(IEEERoundingMode, kIEEE, RoundingMode::NearestEven)
TILEIRAS_DEFINE_ROUNDING(DivFRoundingMode, kDivF, RoundingMode::NearestEven)
TILEIRAS_DEFINE_ROUNDING(SqrtRoundingMode, kSqrt, RoundingMode::NearestEven)
TILEIRAS_DEFINE_ROUNDING(ApproxRoundingMode, kApprox, RoundingMode::Full)
TILEIRAS_DEFINE_ROUNDING(IntegerRoundingMode, kInteger, RoundingMode::Zero)
TILEIRAS_DEFINE_ROUNDING(FToIRoundingMode, kFToI, RoundingMode::NearestIntToZero)
TILEIRAS_DEFINE_ROUNDING(AnyRoundingMode, kAny, RoundingMode::NearestEven)
#undef TILEIRAS_DEFINE_ROUNDING

//===----------------------------------------------------------------------===//
// Bare-keyword enums
//===----------------------------------------------------------------------===//

ParseResult mlir::cuda_tile::parseSignedness(OpAsmParser &parser, SignednessAttr &attr) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (failed(parser.parseOptionalKeyword(&keyword, {"signed", "unsigned"})))
    return parser.emitError(loc, "expected signedness to be one of: {'signed', 'unsigned'}");
  attr = SignednessAttr::get(parser.getContext(), *symbolizeSignedness(keyword));
  return success();
}

void mlir::cuda_tile::printSignedness(OpAsmPrinter &printer, Operation *,
                                      SignednessAttr attr) {
  printer << stringifySignedness(attr.getValue());
}

ParseResult mlir::cuda_tile::parseComparisonPredicate(OpAsmParser &parser,
                                                      ComparisonPredicateAttr &attr) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  std::optional<ComparisonPredicate> value;
  if (succeeded(parser.parseOptionalKeyword(&keyword)))
    value = symbolizeComparisonPredicate(keyword);
  if (!value)
    return parser.emitError(
        loc, "expected 'comparison_predicate' to be one of: {'equal', 'not_equal', "
             "'less_than', 'less_than_or_equal', 'greater_than', "
             "'greater_than_or_equal'}");
  attr = ComparisonPredicateAttr::get(parser.getContext(), *value);
  return success();
}

void mlir::cuda_tile::printComparisonPredicate(OpAsmPrinter &printer, Operation *,
                                               ComparisonPredicateAttr attr) {
  printer << stringifyComparisonPredicate(attr.getValue());
}

ParseResult mlir::cuda_tile::parseComparisonOrdering(OpAsmParser &parser,
                                                     ComparisonOrderingAttr &attr) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  std::optional<ComparisonOrdering> value;
  if (succeeded(parser.parseOptionalKeyword(&keyword)))
    value = symbolizeComparisonOrdering(keyword);
  if (!value)
    return parser.emitError(
        loc, "expected 'comparison_ordering' to be one of: {'ordered', 'unordered'}");
  attr = ComparisonOrderingAttr::get(parser.getContext(), *value);
  return success();
}

void mlir::cuda_tile::printComparisonOrdering(OpAsmPrinter &printer, Operation *,
                                              ComparisonOrderingAttr attr) {
  printer << stringifyComparisonOrdering(attr.getValue());
}

//===----------------------------------------------------------------------===//
// Dense literals
//===----------------------------------------------------------------------===//

static bool isCudaTileNumberType(Type type) {
  if (auto intType = dyn_cast<IntegerType>(type))
    return intType.isSignless() && llvm::is_contained({1u, 4u, 8u, 16u, 32u, 64u},
                                                      intType.getWidth());
  return isa<Float16Type, BFloat16Type, Float32Type, FloatTF32Type, Float64Type,
             Float8E4M3FNType, Float8E5M2Type, Float8E8M0FNUType, Float4E2M1FNType,
             Float8E5M3FNUType>(type);
}

namespace {
/// Recursive-descent parser of nested literal lists; records the shape.
class LiteralParser {
public:
  LiteralParser(OpAsmParser &parser, DenseLiteral &literal)
      : parser(parser), literal(literal) {}

  ParseResult parseElement() {
    Type elt = literal.elementType;
    if (auto intType = dyn_cast<IntegerType>(elt)) {
      unsigned width = intType.getWidth();
      if (width == 1) {
        if (succeeded(parser.parseOptionalKeyword("true"))) {
          literal.ints.push_back(APInt(1, 1));
          return success();
        }
        if (succeeded(parser.parseOptionalKeyword("false"))) {
          literal.ints.push_back(APInt(1, 0));
          return success();
        }
      }
      SMLoc loc = parser.getCurrentLocation();
      // MLIR's integer parser also takes `true`/`false`; they are i1-only here.
      if (succeeded(parser.parseOptionalKeyword("true")) ||
          succeeded(parser.parseOptionalKeyword("false")))
        return parser.emitError(loc, "expected integer value");
      APInt value;
      OptionalParseResult parsed = parser.parseOptionalInteger(value);
      if (!parsed.has_value())
        return parser.emitError(loc, "expected integer value");
      if (failed(*parsed))
        return failure();
      // Accept the union of the signed and unsigned ranges (i8: [-128, 255]).
      bool negative = value.isNegative();
      unsigned needed = negative ? value.getSignificantBits() : value.getActiveBits();
      if (needed > width)
        return parser.emitError(loc, "integer constant out of range for type");
      literal.ints.push_back(value.sextOrTrunc(width));
      return success();
    }
    auto floatType = cast<FloatType>(elt);
    APFloat value(floatType.getFloatSemantics());
    if (parser.parseFloat(floatType.getFloatSemantics(), value))
      return failure();
    literal.floats.push_back(value);
    return success();
  }

  /// Parses a (possibly nested) list or one element; returns its shape.
  ParseResult parseValue(SmallVectorImpl<int64_t> &shape) {
    if (failed(parser.parseOptionalLSquare()))
      return parseElement();
    SmallVector<int64_t> innerShape;
    bool first = true;
    int64_t count = 0;
    if (succeeded(parser.parseOptionalRSquare())) {
      shape.push_back(0);
      return success();
    }
    do {
      SMLoc loc = parser.getCurrentLocation();
      SmallVector<int64_t> elementShape;
      if (parseValue(elementShape))
        return failure();
      if (first) {
        innerShape = elementShape;
        first = false;
      } else if (elementShape != innerShape) {
        return parser.emitError(
            loc, "tensor literal is invalid; ranks are not consistent between elements");
      }
      ++count;
    } while (succeeded(parser.parseOptionalComma()));
    if (parser.parseRSquare())
      return failure();
    shape.push_back(count);
    shape.append(innerShape.begin(), innerShape.end());
    return success();
  }

private:
  OpAsmParser &parser;
  DenseLiteral &literal;
};
} // namespace

ParseResult mlir::cuda_tile::parseDenseLiteral(OpAsmParser &parser, DenseLiteral &literal) {
  if (parser.parseLess())
    return failure();
  SMLoc typeLoc = parser.getCurrentLocation();
  if (parseCudaTileType(parser, literal.elementType) || parser.parseColon())
    return failure();
  // fnv8E5M3FNU is no builtin float, so no dense attribute can hold it.
  if (!isCudaTileNumberType(literal.elementType) ||
      isa<Float8E5M3FNUType>(literal.elementType))
    return parser.emitError(typeLoc)
           << "expect element type to be one of i1 or i8 or i16 or i32 or i64 or f16 or "
              "bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 values, but got "
           << literal.elementType;
  literal.loc = parser.getCurrentLocation();
  std::string hexText;
  if (succeeded(parser.parseOptionalString(&hexText))) {
    StringRef digits(hexText);
    std::string bytes;
    if (!digits.consume_front("0x") || digits.empty() ||
        !llvm::tryGetFromHex(digits, bytes))
      return parser.emitError(literal.loc,
                              "expected a hex string \"0x...\" of element bytes");
    literal.hex = std::move(bytes);
    literal.isScalar = false;
    return parser.parseGreater();
  }
  LiteralParser valueParser(parser, literal);
  if (valueParser.parseValue(literal.shape))
    return failure();
  literal.isScalar = literal.shape.empty();
  return parser.parseGreater();
}

/// A hex literal: the raw element bytes (one element's = a splat), except
/// that i1 takes one byte (0 or 1) per element, as NVIDIA prints it.
static ParseResult buildHexLiteral(OpAsmParser &parser,
                                   const DenseLiteral &literal,
                                   TileType tileType,
                                   DenseIntOrFPElementsAttr &attr) {
  auto shaped = cast<ShapedType>(tileType);
  StringRef bytes = *literal.hex;
  int64_t count = shaped.getNumElements();
  if (literal.elementType.isInteger(1)) {
    if (int64_t(bytes.size()) != count && bytes.size() != 1)
      return parser.emitError(literal.loc)
             << "hex literal has " << bytes.size() << " bytes, expected "
             << count << " (one per i1 element)";
    SmallVector<bool> bits;
    for (int64_t i = 0; i < count; ++i)
      bits.push_back(bytes[bytes.size() == 1 ? 0 : i] != 0);
    attr = cast<DenseIntOrFPElementsAttr>(DenseElementsAttr::get(shaped, bits));
    return success();
  }
  ArrayRef<char> raw(bytes.data(), bytes.size());
  bool splat = false;
  if (!DenseElementsAttr::isValidRawBuffer(shaped, raw, splat))
    return parser.emitError(literal.loc)
           << "hex literal has " << bytes.size()
           << " bytes, which is not a buffer of " << count << " "
           << literal.elementType << " elements";
  attr = cast<DenseIntOrFPElementsAttr>(
      DenseElementsAttr::getFromRawBuffer(shaped, raw));
  return success();
}

ParseResult mlir::cuda_tile::buildDenseLiteral(OpAsmParser &parser,
                                               const DenseLiteral &literal,
                                               Type resultType,
                                               DenseIntOrFPElementsAttr &attr) {
  auto tileType = dyn_cast<TileType>(resultType);
  if (!tileType || !isCudaTileNumberType(tileType.getElementType()))
    return parser.emitError(literal.loc)
           << "result #0 must be tile of i1 or i8 or i16 or i32 or i64 or f16 or bf16 or "
              "f32 or f64 or tf32 or f8E4M3FN or f8E5M2 values, but got "
           << resultType;
  if (tileType.getElementType() != literal.elementType)
    return parser.emitError(literal.loc)
           << "mismatch between the element type: " << literal.elementType
           << " and the tile element type " << tileType.getElementType();
  if (literal.hex)
    return buildHexLiteral(parser, literal, tileType, attr);
  size_t count = literal.ints.size() + literal.floats.size();
  if (count == 0)
    return parser.emitError(literal.loc, "dense attribute cannot be empty");
  if (!literal.isScalar && ArrayRef<int64_t>(literal.shape) != tileType.getShape()) {
    std::string got, want;
    llvm::raw_string_ostream gotOs(got), wantOs(want);
    llvm::interleaveComma(literal.shape, gotOs);
    llvm::interleaveComma(tileType.getShape(), wantOs);
    return parser.emitError(literal.loc)
           << "inferred shape of elements literal ([" << got
           << "]) does not match type ([" << want << "])";
  }
  auto shaped = cast<ShapedType>(tileType);
  if (!literal.ints.empty()) {
    if (literal.isScalar)
      attr = cast<DenseIntOrFPElementsAttr>(
          DenseElementsAttr::get(shaped, ArrayRef<APInt>(literal.ints)));
    else
      attr = cast<DenseIntOrFPElementsAttr>(DenseElementsAttr::get(shaped, literal.ints));
  } else {
    attr = cast<DenseIntOrFPElementsAttr>(DenseElementsAttr::get(shaped, literal.floats));
  }
  return success();
}

void mlir::cuda_tile::printDenseLiteral(OpAsmPrinter &printer,
                                        DenseIntOrFPElementsAttr attr) {
  printer << "<";
  printCudaTileType(static_cast<AsmPrinter &>(printer), attr.getElementType());
  printer << ": ";
  // Reuse the builtin dense printer and drop its `dense<...>` wrapper so the
  // literal syntax (hex floats for NaN, splats, nesting) is exactly MLIR's.
  std::string text;
  llvm::raw_string_ostream os(text);
  attr.print(os, /*elideType=*/true);
  StringRef body(text);
  body.consume_front("dense<");
  body.consume_back(">");
  // MLIR's hex form (large constants) dumps the storage, which packs i1 as
  // bits in LLVM 22; NVIDIA's printer writes one byte per i1 element there.
  if (attr.getElementType().isInteger(1) && body.starts_with("\"0x")) {
    printer << "\"0x";
    for (bool bit : attr.getValues<bool>())
      printer << (bit ? "01" : "00");
    printer << "\">";
    return;
  }
  printer << body << ">";
}

//===----------------------------------------------------------------------===//
// Assume predicates
//===----------------------------------------------------------------------===//

ParseResult mlir::cuda_tile::parseAssumePredicate(OpAsmParser &parser, Attribute &attr) {
  SMLoc loc = parser.getCurrentLocation();
  OptionalParseResult parsed = parser.parseOptionalAttribute(attr);
  if (parsed.has_value()) {
    if (failed(*parsed))
      return failure();
    if (!isa<AssumePredicateAttrInterface>(attr))
      return parser.emitError(loc, "expected assume predicate attribute");
    return success();
  }
  StringRef name;
  if (failed(parser.parseOptionalKeyword(&name)))
    return parser.emitError(loc, "expected attribute name");
  if (name == "div_by")
    attr = DivByAttr::parse(parser, Type());
  else if (name == "same_elements")
    attr = SameElementsAttr::parse(parser, Type());
  else if (name == "bounded")
    attr = BoundedAttr::parse(parser, Type());
  else
    return parser.emitError(loc) << "unknown assume predicate attribute: " << name
                                 << " (expected 'div_by', 'same_elements', or 'bounded')";
  return success(static_cast<bool>(attr));
}

void mlir::cuda_tile::printAssumePredicate(OpAsmPrinter &printer, Operation *,
                                           Attribute attr) {
  if (auto divBy = dyn_cast<DivByAttr>(attr)) {
    printer << "div_by";
    divBy.print(printer);
  } else if (auto same = dyn_cast<SameElementsAttr>(attr)) {
    printer << "same_elements";
    same.print(printer);
  } else if (auto bounded = dyn_cast<BoundedAttr>(attr)) {
    printer << "bounded";
    bounded.print(printer);
  } else {
    printer.printAttribute(attr);
  }
}
