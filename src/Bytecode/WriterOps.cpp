//===- WriterOps.cpp - globals, entries and op records ---------------------===//
//
// Walks the module and emits records through the OpTable. Anything the target
// version cannot express is an error at the op, naming what and the version
// that introduced it; defaults of version-gated fields are dropped silently.
//
//===----------------------------------------------------------------------===//

#include "Writer.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace tileiras::bytecode;
namespace ct = mlir::cuda_tile;

InFlightDiagnostic Writer::needsVersion(Operation *op, const llvm::Twine &what,
                                        unsigned since) {
  return op->emitError() << what << " requires bytecode version "
                         << versionName(since) << ", but the target is "
                         << version.str();
}

LogicalResult Writer::global(Operation *op) {
  auto g = cast<ct::GlobalOp>(op);
  uint64_t name = str(g.getSymName());
  FailureOr<uint64_t> t = type(g.getValue().getType(), op);
  if (failed(t))
    return failure();
  FailureOr<uint64_t> c = constant(g.getValue(), op);
  if (failed(c))
    return failure();
  bool isPrivate = g.getSymbolVisibility() == ct::SymbolVisibility::Private;
  if (!version.atLeast(1303) && (g.getConstant() || isPrivate))
    return needsVersion(op, g.getConstant() ? "'constant' on a global"
                                            : "a private global",
                        1303);
  globalSection.varint(name);
  globalSection.varint(*t);
  globalSection.varint(*c);
  globalSection.varint(g.getAlignment());
  if (version.atLeast(1303)) {
    globalSection.varint(isPrivate ? 1 : 0);
    globalSection.varint(g.getConstant() ? 1 : 0);
  }
  ++numGlobals;
  return success();
}

LogicalResult Writer::function(Operation *op) {
  // testing$func (test-only) is a function record without the entry flag.
  auto entry = dyn_cast<ct::EntryOp>(op);
  auto testFunc = dyn_cast<ct::TestingFuncOp>(op);
  if (!entry && !testFunc)
    return op->emitError("only cuda_tile.entry and cuda_tile.global can be "
                         "written as bytecode");
  Region &bodyRegion = entry ? entry.getBody() : testFunc.getBody();
  std::vector<uint64_t> locs;
  locs.push_back(debugLocation(op->getLoc()));
  uint64_t name = str(entry ? entry.getSymName() : testFunc.getSymName());
  FailureOr<uint64_t> sig =
      type(entry ? entry.getFunctionType() : testFunc.getFunctionType(), op);
  if (failed(sig))
    return failure();
  auto hints = entry ? entry.getOptimizationHintsAttr()
                     : ct::OptimizationHintsAttr();
  ArrayAttr argAttrs = entry ? entry.getArgAttrsAttr() : testFunc.getArgAttrsAttr();
  // 13.5: an entry always carries hints (empty when it has none), then the
  // argument attributes (an empty array when it has none), as cuTile does.
  bool v135 = version.atLeast(1305);
  // NVIDIA's 13.5 reader (and ours) takes only rank-0 tiles as entry
  // arguments; 13.4 also took tokens and views.
  if (entry && v135)
    for (auto [argNo, argType] :
         llvm::enumerate(entry.getFunctionType().getInputs())) {
      auto tile = dyn_cast<ct::TileType>(argType);
      if (!tile || tile.getRank() != 0)
        return op->emitError("entry argument #")
               << argNo << " of type " << argType
               << " cannot be written at bytecode version " << version.str()
               << ", whose entries take only rank-0 tiles";
    }
  bool writeHints = v135 ? bool(entry) : hints && !hints.getValue().empty();
  if (argAttrs && !v135 &&
      llvm::any_of(argAttrs, [](Attribute a) {
        return !cast<DictionaryAttr>(a).empty();
      }))
    return op->emitError("argument attributes require bytecode version 13.5, "
                         "but the target is ")
           << version.str();
  ByteBuffer header;
  header.varint(name);
  header.varint(*sig);
  header.byte((entry ? FuncEntry : 0) |
              (writeHints && !v135 ? FuncHasHints : 0));
  header.varint(debugPerFunction.size() + 1);
  if (writeHints) {
    if (!hints)
      hints = ct::OptimizationHintsAttr::get(ctx, DictionaryAttr::get(ctx));
    if (failed(selfContained(hints, header, op)))
      return failure();
  }
  if (v135 && failed(selfContained(argAttrs ? Attribute(argAttrs)
                                            : ArrayAttr::get(ctx, {}),
                                   header, op)))
    return failure();

  ByteBuffer body;
  llvm::DenseMap<Value, uint64_t> values;
  uint64_t nextValue = 0;
  if (!bodyRegion.empty()) {
    for (BlockArgument arg : bodyRegion.front().getArguments())
      values[arg] = nextValue++;
    for (Operation &inner : bodyRegion.front())
      if (failed(opRecord(&inner, body, values, nextValue, locs)))
        return failure();
  }
  funcSection.append(header.bytes());
  funcSection.varint(body.size());
  funcSection.append(body.bytes());
  debugPerFunction.push_back(std::move(locs));
  ++numFunctions;
  return success();
}

template <typename AttrT, typename EnumT>
static uint64_t enumOr(Attribute attr, int8_t def) {
  if (auto a = dyn_cast_or_null<AttrT>(attr))
    return uint64_t(a.getValue());
  return uint64_t(def);
}

LogicalResult Writer::opAttr(Operation *op, const FieldDesc &f, Attribute attr,
                             ByteBuffer &out) {
  auto wrongKind = [&]() {
    return op->emitError("attribute '")
           << f.name << "' has an unexpected kind for the bytecode: " << attr;
  };
  switch (f.attr) {
  case AttrKind::Rounding:
    out.varint(enumOr<ct::RoundingModeAttr, ct::RoundingMode>(attr,
                                                              f.defaultVal));
    return success();
  case AttrKind::Overflow:
    out.varint(enumOr<ct::IntegerOverflowAttr, ct::IntegerOverflow>(
        attr, f.defaultVal));
    return success();
  case AttrKind::Signedness:
    out.varint(enumOr<ct::SignednessAttr, ct::Signedness>(attr, f.defaultVal));
    return success();
  case AttrKind::CmpPredicate:
    out.varint(enumOr<ct::ComparisonPredicateAttr, ct::ComparisonPredicate>(
        attr, f.defaultVal));
    return success();
  case AttrKind::CmpOrdering:
    out.varint(enumOr<ct::ComparisonOrderingAttr, ct::ComparisonOrdering>(
        attr, f.defaultVal));
    return success();
  case AttrKind::MultimemReduction:
    out.varint(enumOr<ct::MultimemReductionKindAttr, ct::MultimemReductionKind>(
        attr, f.defaultVal));
    return success();
  case AttrKind::MemOrdering:
  case AttrKind::MemScope:
  case AttrKind::AtomicMode:
  case AttrKind::I64:
  case AttrKind::I32: {
    auto i = dyn_cast_or_null<IntegerAttr>(attr);
    if (!i)
      return attr ? wrongKind()
                  : op->emitError("missing attribute '") << f.name << "'";
    out.varint(f.attr == AttrKind::I32 ? uint64_t(uint32_t(i.getInt()))
                                       : uint64_t(i.getInt()));
    return success();
  }
  case AttrKind::Bool: {
    auto b = dyn_cast_or_null<BoolAttr>(attr);
    out.byte(b && b.getValue());
    return success();
  }
  case AttrKind::Str: {
    auto s = dyn_cast_or_null<StringAttr>(attr);
    if (!s)
      return wrongKind();
    out.varint(str(s.getValue()));
    return success();
  }
  case AttrKind::SymRef: {
    auto s = dyn_cast_or_null<FlatSymbolRefAttr>(attr);
    if (!s)
      return wrongKind();
    out.varint(str(s.getValue()));
    return success();
  }
  case AttrKind::Unit:
    return success();
  case AttrKind::DenseI32Array: {
    auto a = dyn_cast_or_null<DenseI32ArrayAttr>(attr);
    if (!a)
      return wrongKind();
    out.varint(a.size());
    for (int32_t v : a.asArrayRef())
      out.le<int32_t>(v);
    return success();
  }
  case AttrKind::DenseBoolArray: {
    auto a = dyn_cast_or_null<DenseBoolArrayAttr>(attr);
    if (!a) {
      // Absent means all false; producers write one entry per index.
      out.varint(indexCount);
      for (uint64_t i = 0; i < indexCount; ++i)
        out.byte(0);
      return success();
    }
    out.varint(a.size());
    for (bool v : a.asArrayRef())
      out.byte(v);
    return success();
  }
  case AttrKind::DenseConst: {
    FailureOr<uint64_t> c = constant(attr, op);
    if (failed(c))
      return failure();
    out.varint(*c);
    return success();
  }
  case AttrKind::Predicate:
    if (!attr)
      return wrongKind();
    return selfContained(attr, out, op);
  case AttrKind::TaggedArray: {
    auto a = dyn_cast_or_null<ArrayAttr>(attr);
    if (!a)
      return wrongKind();
    out.varint(a.size());
    for (Attribute e : a)
      if (failed(selfContained(e, out, op, true)))
        return failure();
    return success();
  }
  case AttrKind::Hints: {
    auto h = dyn_cast_or_null<ct::OptimizationHintsAttr>(attr);
    if (!h)
      return wrongKind();
    return hintsBody(h, out, op);
  }
  }
  return success();
}

bool tileiras::bytecode::isDefaultFieldValue(const FieldDesc &f,
                                             Attribute attr) {
  if (!attr)
    return true;
  if (f.attr == AttrKind::Unit)
    return false;
  if (auto a = dyn_cast<DenseBoolArrayAttr>(attr))
    return llvm::none_of(a.asArrayRef(), [](bool b) { return b; });
  uint64_t v = ~uint64_t(0);
  if (auto r = dyn_cast<ct::RoundingModeAttr>(attr))
    v = uint64_t(r.getValue());
  else if (auto o = dyn_cast<ct::IntegerOverflowAttr>(attr))
    v = uint64_t(o.getValue());
  return v == uint64_t(f.defaultVal);
}

LogicalResult Writer::opRecord(Operation *op, ByteBuffer &out,
                               llvm::DenseMap<Value, uint64_t> &values,
                               uint64_t &nextValue,
                               std::vector<uint64_t> &locs) {
  if (op->getDialect() == nullptr ||
      op->getDialect()->getNamespace() != "cuda_tile")
    return op->emitError("only ops from the 'cuda_tile' dialect are allowed "
                         "in bytecode");
  llvm::StringRef mnemonic = op->getName().stripDialect();
  const OpDesc *desc = lookupOp(mnemonic);
  if (!desc)
    return op->emitError("op '") << op->getName()
                                 << "' has no bytecode encoding";
  if (!version.atLeast(desc->since))
    return needsVersion(op, "op '" + op->getName().getStringRef() + "'",
                        desc->since);
  locs.push_back(debugLocation(op->getLoc()));
  out.varint(desc->opcode);

  // Results; 13.1 print has none.
  unsigned numResults = op->getNumResults();
  if (mnemonic == "print_tko" && !version.atLeast(1302)) {
    if (!op->use_empty())
      return needsVersion(op, "using the token of 'cuda_tile.print_tko'",
                          1302);
    numResults = 0;
  }
  if (desc->variadicResults)
    out.varint(numResults);
  else if (numResults != desc->numResults)
    return op->emitError("expected ")
           << unsigned(desc->numResults) << " results for the bytecode, got "
           << numResults;
  for (unsigned i = 0; i < numResults; ++i) {
    FailureOr<uint64_t> t = type(op->getResult(i).getType(), op);
    if (failed(t))
      return failure();
    out.varint(*t);
  }

  // Operand segments: ODS segments in declaration order.
  llvm::SmallVector<int32_t> segments;
  if (desc->segments) {
    auto attr = op->getAttrOfType<DenseI32ArrayAttr>("operandSegmentSizes");
    if (!attr)
      return op->emitError("missing operandSegmentSizes");
    segments.assign(attr.asArrayRef().begin(), attr.asArrayRef().end());
  } else {
    // One implicit segment per operand field; the only optional one (the gdc
    // token) is present when the op has an operand.
    for (const FieldDesc &f : desc->fields) {
      if (f.kind == FieldKind::Operand)
        segments.push_back(1);
      else if (f.kind == FieldKind::OptOperand)
        segments.push_back(op->getNumOperands() ? 1 : 0);
      else if (f.kind == FieldKind::AllOperands ||
               f.kind == FieldKind::VarOperands)
        segments.push_back(op->getNumOperands());
    }
  }

  // The optional-field bitfield.
  uint64_t flags = 0;
  unsigned seg = 0;
  for (const FieldDesc &f : desc->fields) {
    bool isOperand = f.kind == FieldKind::Operand ||
                     f.kind == FieldKind::OptOperand ||
                     f.kind == FieldKind::VarOperands ||
                     f.kind == FieldKind::AllOperands;
    if (f.flagBit >= 0) {
      bool present = isOperand ? seg < segments.size() && segments[seg] > 0
                               : bool(op->getAttr(f.name));
      if (present)
        flags |= uint64_t(1) << f.flagBit;
    }
    if (isOperand)
      ++seg;
  }
  if (seg != segments.size())
    return op->emitError("operand segments do not match the bytecode layout");
  indexCount = 0;
  seg = 0;
  for (const FieldDesc &f : desc->fields) {
    if (f.kind == FieldKind::Attr || f.kind == FieldKind::Flags)
      continue;
    if (llvm::StringRef(f.name) == "index")
      indexCount = segments[seg];
    ++seg;
  }

  llvm::SmallVector<uint64_t> operandIds;
  for (Value v : op->getOperands()) {
    auto it = values.find(v);
    if (it == values.end())
      return op->emitError("operand is not defined in an enclosing scope of "
                           "the function");
    operandIds.push_back(it->second);
  }

  unsigned operandPos = 0;
  seg = 0;
  for (const FieldDesc &f : desc->fields) {
    switch (f.kind) {
    case FieldKind::Flags:
      if (version.atLeast(f.since)) {
        out.varint(flags);
      } else if (flags) {
        for (const FieldDesc &g : desc->fields)
          if (g.flagBit >= 0 && ((flags >> g.flagBit) & 1))
            return needsVersion(op,
                                "'" + llvm::Twine(g.name) + "' on '" +
                                    op->getName().getStringRef() + "'",
                                f.since);
      }
      break;
    case FieldKind::Attr: {
      Attribute attr = op->getAttr(f.name);
      if (!version.atLeast(f.since)) {
        if (!isDefaultFieldValue(f, attr))
          return needsVersion(op,
                              "attribute '" + llvm::Twine(f.name) + "' of '" +
                                  op->getName().getStringRef() + "'",
                              f.since);
        break;
      }
      if (f.flagBit >= 0 && !attr)
        break;
      if (failed(opAttr(op, f, attr, out)))
        return failure();
      break;
    }
    case FieldKind::Operand:
    case FieldKind::OptOperand:
    case FieldKind::VarOperands:
    case FieldKind::AllOperands: {
      int32_t n = segments[seg++];
      if (f.kind == FieldKind::VarOperands || f.kind == FieldKind::AllOperands)
        out.varint(n);
      else if (f.kind == FieldKind::Operand && n != 1)
        return op->emitError("operand '") << f.name << "' is missing";
      for (int32_t i = 0; i < n; ++i)
        out.varint(operandIds[operandPos++]);
      break;
    }
    }
  }

  if (desc->numRegions) {
    if (op->getNumRegions() != desc->numRegions)
      return op->emitError("expected ") << unsigned(desc->numRegions)
                                        << " regions";
    out.varint(op->getNumRegions());
    for (Region &region : op->getRegions()) {
      out.varint(region.getBlocks().size());
      for (Block &block : region) {
        uint64_t mark = nextValue;
        out.varint(block.getNumArguments());
        for (BlockArgument arg : block.getArguments()) {
          FailureOr<uint64_t> t = type(arg.getType(), op);
          if (failed(t))
            return failure();
          out.varint(*t);
          values[arg] = nextValue++;
        }
        out.varint(block.getOperations().size());
        for (Operation &inner : block)
          if (failed(opRecord(&inner, out, values, nextValue, locs)))
            return failure();
        nextValue = mark;
      }
    }
  }
  for (unsigned i = 0; i < numResults; ++i)
    values[op->getResult(i)] = nextValue++;
  return success();
}

LogicalResult Writer::write(ct::ModuleOp module, llvm::raw_ostream &os) {
  // NVIDIA's producers reserve the first two type ids for i1 and i32.
  (void)type(IntegerType::get(ctx, 1), module);
  (void)type(IntegerType::get(ctx, 32), module);
  for (Operation &op : *module.getBody()) {
    if (isa<ct::GlobalOp>(op)) {
      if (failed(global(&op)))
        return failure();
    } else if (failed(function(&op))) {
      return failure();
    }
  }
  assemble(os, module.getProducerAttr());
  return success();
}

LogicalResult tileiras::bytecode::writeBytecode(ct::ModuleOp module,
                                                llvm::raw_ostream &os,
                                                Version version) {
  if (version.key() < kMinVersion || version.key() > kMaxVersion)
    return module.emitError("unsupported bytecode version ")
           << version.str() << ": the supported versions are [13.1 - 13.4]";
  Writer writer(module.getContext(), version);
  return writer.write(module, os);
}
