//===- ReaderOps.cpp - globals, functions, ops, regions --------------------===//
//
// Materialises the module: globals first, then entries, each body read as a
// flat list of op records interpreted through the OpTable. Values are
// numbered per function (arguments, then results in order); nested blocks
// push their values and pop them when they end.
//
//===----------------------------------------------------------------------===//

#include "Reader.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/StringExtras.h"
#include "mlir/IR/Verifier.h"

using namespace mlir;
using namespace tileiras::bytecode;
namespace ct = mlir::cuda_tile;

std::string Version::str() const {
  std::string s = std::to_string(major) + "." + std::to_string(minor);
  if (tag)
    s += "." + std::to_string(tag);
  return s;
}

std::string tileiras::bytecode::versionName(unsigned key) {
  return std::to_string(key / 100) + "." + std::to_string(key % 100);
}

//===----------------------------------------------------------------------===//
// Globals
//===----------------------------------------------------------------------===//

bool Reader::readGlobalSection(Block *body) {
  if (!sections[GlobalSection].present)
    return true;
  Cursor c = sections[GlobalSection].cursor(*this);
  uint64_t n;
  if (!c.count(n, 4, "number of globals"))
    return false;
  for (uint64_t i = 0; i < n; ++i) {
    size_t at = c.offset();
    llvm::StringRef name;
    Type type;
    Attribute value;
    uint64_t alignment, visibility = 0, constant = 0;
    if (!readString(c, name, "global name"))
      return false;
    if (name.empty())
      return c.failAt(at, "global " + llvm::Twine(i) + " has an empty name");
    if (!readType(c, type, "global type") ||
        !readConstant(c, type, value, "global constant index") ||
        !c.varint(alignment, "global alignment"))
      return false;
    if (version.atLeast(1303)) {
      size_t vAt = c.offset();
      if (!c.varint(visibility, "global visibility"))
        return false;
      if (visibility > 1)
        return c.failAt(vAt, "invalid symbol visibility value: " +
                                 llvm::Twine(visibility));
      size_t cAt = c.offset();
      if (!c.varint(constant, "global constant flag"))
        return false;
      if (constant > 1)
        return c.failAt(cAt, "global constant flag must be 0 or 1, got " +
                                 llvm::Twine(constant));
    }
    OperationState st(UnknownLoc::get(ctx), "cuda_tile.global");
    st.addAttribute("sym_name", StringAttr::get(ctx, name));
    st.addAttribute("value", value);
    st.addAttribute("alignment",
                    IntegerAttr::get(IntegerType::get(ctx, 64), alignment));
    if (constant)
      st.addAttribute("constant", UnitAttr::get(ctx));
    if (visibility)
      st.addAttribute("symbol_visibility",
                      ct::SymbolVisibilityAttr::get(
                          ctx, ct::SymbolVisibility::Private));
    Operation *global = Operation::create(st);
    noteOffset(global, at);
    body->push_back(global);
  }
  if (!c.atEnd())
    return c.fail(llvm::Twine(c.remaining()) +
                  " unexpected trailing bytes in the global section");
  return true;
}

//===----------------------------------------------------------------------===//
// Functions
//===----------------------------------------------------------------------===//

bool Reader::nextLocation(Cursor &c, LocationStream &locs, Location &out) {
  if (locs.none) {
    out = UnknownLoc::get(ctx);
    return true;
  }
  if (locs.next >= locs.end)
    return c.fail("function has more operations than debug locations");
  size_t at = diIndicesAt + 8 * locs.next++;
  uint64_t id = 0;
  for (unsigned i = 0; i < 8; ++i)
    id |= uint64_t(file[at + i]) << (8 * i);
  Attribute a;
  if (!debugAttrAt(id, a, at, 0))
    return false;
  auto loc = dyn_cast<LocationAttr>(a);
  if (!loc)
    return sink.fail(at, "debug attribute " + llvm::Twine(id) +
                             " used as a location is not a location");
  out = loc;
  return true;
}

bool Reader::readFunctionSection(Block *body) {
  Cursor c = sections[FuncSection].cursor(*this);
  uint64_t n;
  if (!c.count(n, 5, "number of functions"))
    return false;
  for (uint64_t i = 0; i < n; ++i) {
    size_t at = c.offset();
    llvm::StringRef name;
    Type sig;
    uint8_t flags;
    uint64_t locIndex, bodyLength;
    if (!readString(c, name, "function name"))
      return false;
    if (name.empty())
      return c.failAt(at, "function " + llvm::Twine(i) + " has an empty name");
    size_t sigAt = c.offset();
    if (!readType(c, sig, "function signature"))
      return false;
    auto fnType = dyn_cast<FunctionType>(sig);
    if (!fnType)
      return c.failAt(sigAt, "signature of function '" + name +
                                 "' is not a function type");
    size_t flagsAt = c.offset();
    if (!c.byte(flags, "function flags"))
      return false;
    if (flags & ~uint8_t(FuncPrivate | FuncEntry | FuncHasHints))
      return c.failAt(flagsAt, "unknown function flag bits " +
                                   llvm::Twine(unsigned(flags)));
    // 13.5 writes an entry's hints unconditionally and gives bit 2 to
    // preview$extern_impl functions (SIMT preview), which we do not read.
    bool v135 = version.atLeast(1305);
    if (v135 && (flags & FuncExternImpl))
      return c.failAt(flagsAt, "function '" + name +
                                   "' is an extern_impl function (SIMT "
                                   "preview), which is not supported yet");
    bool isEntry = flags & FuncEntry;
    bool hasHints = v135 ? isEntry : bool(flags & FuncHasHints);
    // NVIDIA's 13.5 reader takes only rank-0 tiles as entry arguments (13.4
    // also took tokens); its wording.
    if (v135 && isEntry)
      for (auto [argNo, argType] : llvm::enumerate(fnType.getInputs())) {
        auto tile = dyn_cast<ct::TileType>(argType);
        if (tile && tile.getRank() == 0)
          continue;
        std::string typeText;
        llvm::raw_string_ostream os(typeText);
        os << argType;
        return c.failAt(sigAt, "unsupported type in bytecode for entry argument #" +
                                   llvm::Twine(argNo) + ": '" + typeText +
                                   "'; expected a rank-0 !cuda_tile.tile type");
      }
    if (!isEntry && (!allowTestOps || hasHints))
      return c.failAt(flagsAt, "non-entry function '" + name +
                                   "' is not supported (flags " +
                                   llvm::Twine(unsigned(flags)) + ")");
    size_t locAt = c.offset();
    if (!c.varint(locIndex, "function debug index"))
      return false;
    LocationStream locs;
    if (locIndex) {
      if (locIndex > diFuncStarts.size())
        return c.failAt(locAt, "function debug index " +
                                   llvm::Twine(locIndex) +
                                   " out of range (debug section lists " +
                                   llvm::Twine(diFuncStarts.size()) +
                                   " functions)");
      locs.none = false;
      locs.next = diFuncStarts[locIndex - 1];
      locs.end = locIndex < diFuncStarts.size() ? diFuncStarts[locIndex]
                                                : diIndicesNum;
    }
    Attribute hints, argAttrs;
    if (hasHints) {
      size_t hAt = c.offset();
      if (!readSelfContained(c, hints, 0))
        return false;
      auto h = dyn_cast<ct::OptimizationHintsAttr>(hints);
      if (!h)
        return c.failAt(hAt, "optimization hints of function '" + name +
                                 "' are not an optimization_hints attribute");
      // 13.5 writes empty hints for an entry without any; NVIDIA prints none.
      if (v135 && h.getValue().empty())
        hints = {};
    }
    if (v135) {
      // Argument attributes (13.5): an array of dictionaries. Empty ones
      // (what cuTile writes) are dropped, as NVIDIA's reader does, whatever
      // their count; anything else goes to the entry's verifier.
      if (!readSelfContained(c, argAttrs, 0))
        return false;
      auto isEmpty = [](Attribute a) {
        auto d = dyn_cast<DictionaryAttr>(a);
        return d && d.empty();
      };
      auto array = dyn_cast<ArrayAttr>(argAttrs);
      if (isEmpty(argAttrs) || (array && llvm::all_of(array, isEmpty)))
        argAttrs = {};
    }
    if (!c.varint(bodyLength, "function body length"))
      return false;
    Cursor bodyCursor = c;
    if (!c.sub(bodyLength, bodyCursor, "function body"))
      return false;

    Location fnLoc = UnknownLoc::get(ctx);
    if (!nextLocation(bodyCursor, locs, fnLoc))
      return false;
    OperationState st(fnLoc,
                      isEntry ? "cuda_tile.entry" : "cuda_tile.testing$func");
    st.addAttribute("sym_name", StringAttr::get(ctx, name));
    st.addAttribute("function_type", TypeAttr::get(fnType));
    if (hints)
      st.addAttribute("optimization_hints", hints);
    if (argAttrs)
      st.addAttribute("arg_attrs", argAttrs);
    Region *region = st.addRegion();
    Block *entry = new Block();
    region->push_back(entry);
    llvm::SmallVector<Value> values;
    for (Type t : fnType.getInputs())
      values.push_back(entry->addArgument(t, fnLoc));
    while (!bodyCursor.atEnd())
      if (!readOp(bodyCursor, entry, values, locs, 0))
        return false;
    Operation *func = Operation::create(st);
    noteOffset(func, at);
    body->push_back(func);
  }
  // NVIDIA's public C++ writer pads the function section's payload to a
  // multiple of its alignment (with 0xCB); NVIDIA's reader skips whatever
  // follows the last function record. Accept that padding, nothing more.
  uint64_t align = sections[FuncSection].align;
  if (!c.atEnd() &&
      !(c.remaining() < align && c.limit() % align == 0))
    return c.fail(llvm::Twine(c.remaining()) +
                  " unexpected trailing bytes in the function section");
  return true;
}

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

template <typename EnumT>
static bool enumValue(Cursor &c, uint64_t v, size_t at,
                      std::optional<EnumT> sym, const FieldDesc &f,
                      EnumT &out) {
  if (!sym || v > UINT32_MAX)
    return c.failAt(at, "invalid " + llvm::Twine(attrKindName(f.attr)) +
                            " value " + llvm::Twine(v) + " for attribute '" +
                            f.name + "'");
  out = *sym;
  return true;
}

bool Reader::readOpAttr(Cursor &c, const FieldDesc &f, const OpDesc &desc,
                        llvm::ArrayRef<Type> resultTypes,
                        NamedAttrList &attrs) {
  size_t at = c.offset();
  Attribute attr;
  auto readEnum = [&](uint64_t &v) { return c.varint(v, f.name); };
  uint64_t v = 0;
  switch (f.attr) {
  case AttrKind::Rounding: {
    ct::RoundingMode e;
    if (!readEnum(v) ||
        !enumValue(c, v, at, ct::symbolizeRoundingMode(uint32_t(v)), f, e))
      return false;
    attr = ct::RoundingModeAttr::get(ctx, e);
    break;
  }
  case AttrKind::Overflow: {
    ct::IntegerOverflow e;
    if (!readEnum(v) ||
        !enumValue(c, v, at, ct::symbolizeIntegerOverflow(uint32_t(v)), f, e))
      return false;
    attr = ct::IntegerOverflowAttr::get(ctx, e);
    break;
  }
  case AttrKind::Signedness: {
    ct::Signedness e;
    if (!readEnum(v) ||
        !enumValue(c, v, at, ct::symbolizeSignedness(uint32_t(v)), f, e))
      return false;
    attr = ct::SignednessAttr::get(ctx, e);
    break;
  }
  case AttrKind::CmpPredicate: {
    ct::ComparisonPredicate e;
    if (!readEnum(v) ||
        !enumValue(c, v, at, ct::symbolizeComparisonPredicate(uint32_t(v)), f,
                   e))
      return false;
    attr = ct::ComparisonPredicateAttr::get(ctx, e);
    break;
  }
  case AttrKind::CmpOrdering: {
    ct::ComparisonOrdering e;
    if (!readEnum(v) ||
        !enumValue(c, v, at, ct::symbolizeComparisonOrdering(uint32_t(v)), f,
                   e))
      return false;
    attr = ct::ComparisonOrderingAttr::get(ctx, e);
    break;
  }
  case AttrKind::MultimemReduction: {
    ct::MultimemReductionKind e;
    if (!readEnum(v) ||
        !enumValue(c, v, at, ct::symbolizeMultimemReductionKind(uint32_t(v)),
                   f, e))
      return false;
    attr = ct::MultimemReductionKindAttr::get(ctx, e);
    break;
  }
  case AttrKind::MemOrdering: {
    ct::MemoryOrderingSemantics e;
    if (!readEnum(v) ||
        !enumValue(c, v, at,
                   ct::symbolizeMemoryOrderingSemantics(uint32_t(v)), f, e))
      return false;
    attr = ct::MemoryOrderingSemanticsAttr::get(ctx, e);
    break;
  }
  case AttrKind::MemScope: {
    ct::MemoryScope e;
    if (!readEnum(v) ||
        !enumValue(c, v, at, ct::symbolizeMemoryScope(uint32_t(v)), f, e))
      return false;
    attr = ct::MemoryScopeAttr::get(ctx, e);
    break;
  }
  case AttrKind::AtomicMode: {
    ct::AtomicRMWMode e;
    if (!readEnum(v) ||
        !enumValue(c, v, at, ct::symbolizeAtomicRMWMode(uint32_t(v)), f, e))
      return false;
    attr = ct::AtomicRMWModeAttr::get(ctx, e);
    break;
  }
  case AttrKind::I64:
    if (!c.varint(v, f.name))
      return false;
    attr = IntegerAttr::get(IntegerType::get(ctx, 64), int64_t(v));
    break;
  case AttrKind::I32:
    if (!c.varint(v, f.name))
      return false;
    if (v > UINT32_MAX)
      return c.failAt(at, "value " + llvm::Twine(v) + " of attribute '" +
                              f.name + "' does not fit in 32 bits");
    attr = IntegerAttr::get(IntegerType::get(ctx, 32), int32_t(uint32_t(v)));
    break;
  case AttrKind::Bool: {
    uint8_t b;
    if (!c.byte(b, f.name))
      return false;
    if (b > 1)
      return c.failAt(at, "bool attribute '" + llvm::Twine(f.name) +
                              "' must be 0 or 1, got " +
                              llvm::Twine(unsigned(b)));
    attr = BoolAttr::get(ctx, b);
    break;
  }
  case AttrKind::Str: {
    llvm::StringRef s;
    if (!readString(c, s, f.name))
      return false;
    attr = StringAttr::get(ctx, s);
    break;
  }
  case AttrKind::SymRef: {
    llvm::StringRef s;
    if (!readString(c, s, f.name))
      return false;
    if (s.empty())
      return c.failAt(at, "empty symbol reference is invalid");
    attr = FlatSymbolRefAttr::get(ctx, s);
    break;
  }
  case AttrKind::Unit:
    attr = UnitAttr::get(ctx);
    break;
  case AttrKind::DenseI32Array: {
    llvm::SmallVector<int32_t> values;
    if (!c.leArray(values, f.name))
      return false;
    attr = DenseI32ArrayAttr::get(ctx, values);
    break;
  }
  case AttrKind::DenseBoolArray: {
    uint64_t n;
    if (!c.count(n, 1, f.name))
      return false;
    llvm::SmallVector<bool> values;
    bool any = false;
    for (uint64_t i = 0; i < n; ++i) {
      uint8_t b;
      if (!c.byte(b, f.name))
        return false;
      // Any nonzero byte is true, as NVIDIA's readers (13.4 and 13.5) take it.
      values.push_back(b != 0);
      any |= b != 0;
    }
    // All-false is the default the writer emits for an absent attribute.
    if (!any)
      return true;
    attr = DenseBoolArrayAttr::get(ctx, values);
    break;
  }
  case AttrKind::DenseConst:
    if (resultTypes.empty())
      return c.failAt(at, "constant attribute without a result type");
    if (!readConstant(c, resultTypes.front(), attr, "constant index"))
      return false;
    break;
  case AttrKind::Predicate:
    if (!readSelfContained(c, attr, 0))
      return false;
    if (!isa<ct::AssumePredicateAttrInterface>(attr))
      return c.failAt(at, "attribute '" + llvm::Twine(f.name) +
                              "' is not an assume predicate");
    break;
  case AttrKind::TaggedArray: {
    uint64_t n;
    if (!c.count(n, 1, f.name))
      return false;
    llvm::SmallVector<Attribute> elems;
    for (uint64_t i = 0; i < n; ++i) {
      Attribute a;
      if (!readSelfContained(c, a, 1))
        return false;
      elems.push_back(a);
    }
    attr = ArrayAttr::get(ctx, elems);
    break;
  }
  case AttrKind::Hints: {
    DictionaryAttr dict;
    if (!readDictionaryBody(c, dict, 0))
      return false;
    attr = makeHints(dict);
    break;
  }
  }
  (void)desc;
  attrs.set(f.name, attr);
  return true;
}

bool Reader::readBlock(Cursor &c, Region &region,
                       llvm::SmallVectorImpl<Value> &values,
                       LocationStream &locs, unsigned depth) {
  uint64_t numArgs, numOps;
  if (!c.count(numArgs, 1, "block argument count"))
    return false;
  Block *block = new Block();
  region.push_back(block);
  size_t mark = values.size();
  for (uint64_t i = 0; i < numArgs; ++i) {
    Type t;
    if (!readType(c, t, "block argument type"))
      return false;
    values.push_back(block->addArgument(t, region.getParentOp()
                                               ? region.getParentOp()->getLoc()
                                               : UnknownLoc::get(ctx)));
  }
  if (!c.count(numOps, 1, "block operation count"))
    return false;
  for (uint64_t i = 0; i < numOps; ++i)
    if (!readOp(c, block, values, locs, depth + 1))
      return false;
  values.truncate(mark);
  return true;
}

bool Reader::readOp(Cursor &c, Block *block,
                    llvm::SmallVectorImpl<Value> &values, LocationStream &locs,
                    unsigned depth) {
  size_t at = c.offset();
  if (depth > kMaxRegionDepth)
    return c.fail("regions nested deeper than " +
                  llvm::Twine(kMaxRegionDepth));
  uint64_t opcode;
  if (!c.varint(opcode, "opcode"))
    return false;
  const OpDesc *desc = opcode <= UINT32_MAX ? lookupOp(uint32_t(opcode))
                                            : nullptr;
  // NVIDIA 13.5 keeps opcodes [0x4000, 0x5000) for public-preview ops
  // (preview$call is 0x4002); they need the header's preview bit.
  if (!desc && version.atLeast(1305) && opcode >= kFirstPreviewOpcode &&
      opcode < kEndPreviewOpcode) {
    if (!previewContent)
      return c.failAt(at, "malformed bytecode: encountered public-preview "
                          "opcode " +
                              llvm::Twine(opcode) +
                              " but the header does not advertise preview "
                              "content");
    return c.failAt(at, "public-preview opcode " + llvm::Twine(opcode) +
                            (opcode == kPreviewCallOpcode ? " (preview$call)"
                                                          : "") +
                            " is not supported by this tileiras yet");
  }
  if (!desc)
    return c.failAt(at, "unknown or unimplemented opcode: " +
                            llvm::Twine(opcode));
  if (!version.atLeast(desc->since))
    return c.failAt(at, "op 'cuda_tile." + llvm::Twine(desc->mnemonic) +
                            "' (opcode " + llvm::Twine(opcode) +
                            ") requires bytecode version " +
                            versionName(desc->since) + ", but the file is " +
                            version.str());
  std::string opName = std::string("cuda_tile.") + desc->mnemonic;
  Location loc = UnknownLoc::get(ctx);
  if (!nextLocation(c, locs, loc))
    return false;

  // Results.
  llvm::SmallVector<Type> resultTypes;
  uint64_t numResults = desc->numResults;
  if (desc->variadicResults && !c.count(numResults, 1, "result count"))
    return false;
  for (uint64_t i = 0; i < numResults; ++i) {
    Type t;
    if (!readType(c, t, "result type"))
      return false;
    resultTypes.push_back(t);
  }
  size_t fileResults = resultTypes.size();
  // 13.1 `print` had no token result; the 13.2+ op always has one.
  if (!version.atLeast(1302) && llvm::StringRef(desc->mnemonic) == "print_tko" &&
      resultTypes.empty())
    resultTypes.push_back(ct::TokenType::get(ctx));

  // Optional-field bitfield, attributes and operands in wire order.
  uint64_t flags = 0, allowed = 0;
  for (const FieldDesc &f : desc->fields)
    if (f.flagBit >= 0)
      allowed |= uint64_t(1) << f.flagBit;
  NamedAttrList attrs;
  llvm::SmallVector<Value> operands;
  llvm::SmallVector<int32_t> segments;
  auto operand = [&](const char *what) {
    size_t oAt = c.offset();
    uint64_t idx;
    if (!c.varint(idx, what))
      return false;
    if (idx >= values.size())
      return c.failAt(oAt, "operand index " + llvm::Twine(idx) + " of '" +
                               opName + "' out of range (" +
                               llvm::Twine(values.size()) +
                               " values defined)");
    operands.push_back(values[idx]);
    return true;
  };
  for (const FieldDesc &f : desc->fields) {
    if (!version.atLeast(f.since))
      continue;
    bool flagged = f.flagBit < 0 || ((flags >> f.flagBit) & 1);
    switch (f.kind) {
    case FieldKind::Flags: {
      size_t fAt = c.offset();
      if (!c.varint(flags, "flags"))
        return false;
      if (flags & ~allowed)
        return c.failAt(fAt, "unknown flag bits " + llvm::Twine(flags) +
                                 " for '" + opName + "'");
      break;
    }
    case FieldKind::Attr:
      if (!flagged)
        break;
      if (!readOpAttr(c, f, *desc, resultTypes, attrs))
        return false;
      break;
    case FieldKind::Operand:
      if (!operand(f.name))
        return false;
      segments.push_back(1);
      break;
    case FieldKind::OptOperand:
      if (flagged && !operand(f.name))
        return false;
      segments.push_back(flagged ? 1 : 0);
      break;
    case FieldKind::VarOperands:
    case FieldKind::AllOperands: {
      uint64_t n;
      if (!c.count(n, 1, "operand count"))
        return false;
      for (uint64_t i = 0; i < n; ++i)
        if (!operand(f.name))
          return false;
      segments.push_back(int32_t(n));
      break;
    }
    }
  }

  OperationState st(loc, opName);
  st.addTypes(resultTypes);
  st.addOperands(operands);
  st.addAttributes(attrs);
  if (desc->segments)
    st.addAttribute("operandSegmentSizes",
                    DenseI32ArrayAttr::get(ctx, segments));

  // Regions: values defined inside are popped again by readBlock.
  if (desc->numRegions) {
    size_t rAt = c.offset();
    uint64_t numRegions;
    if (!c.varint(numRegions, "region count"))
      return false;
    if (numRegions != desc->numRegions)
      return c.failAt(rAt, "'" + opName + "' expects " +
                               llvm::Twine(unsigned(desc->numRegions)) +
                               " regions, got " + llvm::Twine(numRegions));
    for (unsigned r = 0; r < desc->numRegions; ++r) {
      Region *region = st.addRegion();
      uint64_t numBlocks;
      if (!c.count(numBlocks, 2, "block count"))
        return false;
      for (uint64_t b = 0; b < numBlocks; ++b)
        if (!readBlock(c, *region, values, locs, depth))
          return false;
    }
  }

  Operation *op = Operation::create(st);
  noteOffset(op, at);
  block->push_back(op);
  for (size_t i = 0; i < fileResults; ++i)
    values.push_back(op->getResult(i));
  return true;
}

//===----------------------------------------------------------------------===//
// Entry point
//===----------------------------------------------------------------------===//

OwningOpRef<ct::ModuleOp> Reader::read() {
  Cursor c(file, 0, file.size(), sink);
  if (!readHeader(c) || !readSectionTable(c) || !readStringSection())
    return nullptr;
  llvm::StringRef producer;
  if (sections[ProducerSection].present) {
    Cursor pc = sections[ProducerSection].cursor(*this);
    if (!readString(pc, producer, "producer"))
      return nullptr;
    if (!pc.atEnd()) {
      pc.fail("unexpected trailing bytes in the producer section");
      return nullptr;
    }
  }
  if (!readTypeSection() || !readConstantSection() || !readDebugSection())
    return nullptr;

  OperationState st(UnknownLoc::get(ctx), "cuda_tile.module");
  ct::ModuleOp::build(builder, st, "kernels");
  if (sections[ProducerSection].present)
    st.addAttribute("producer", StringAttr::get(ctx, producer));
  OwningOpRef<ct::ModuleOp> module(cast<ct::ModuleOp>(Operation::create(st)));
  Block *body = &module->getBodyRegion().front();
  if (!readGlobalSection(body) || !readFunctionSection(body))
    return nullptr;
  return module;
}

OwningOpRef<ct::ModuleOp>
tileiras::bytecode::readBytecode(llvm::ArrayRef<uint8_t> bytes,
                                 MLIRContext *context, ReadError &error,
                                 const ReadOptions &options) {
  context->getOrLoadDialect<ct::CudaTileDialect>();
  OwningOpRef<ct::ModuleOp> module;
  {
    Reader reader(bytes, context, error, options.allowTestOps);
    reader.opOffsets = options.opOffsets;
    reader.previewEnabled = options.preview;
    module = reader.read();
    if (!module)
      return nullptr;
  }
  if (options.verify && failed(verify(*module))) {
    error = ReadError();
    return nullptr;
  }
  return module;
}

bool tileiras::bytecode::hasMagic(llvm::ArrayRef<uint8_t> bytes) {
  return bytes.size() >= 8 && std::equal(bytes.begin(), bytes.begin() + 8,
                                         std::begin(kMagic));
}

std::optional<Version> tileiras::bytecode::parseVersion(llvm::StringRef text) {
  llvm::SmallVector<llvm::StringRef> parts;
  text.split(parts, '.');
  if (parts.size() < 2 || parts.size() > 3)
    return std::nullopt;
  unsigned major, minor, tag = 0;
  if (parts[0].getAsInteger(10, major) || parts[1].getAsInteger(10, minor) ||
      (parts.size() == 3 && parts[2].getAsInteger(10, tag)) || major > 255 ||
      minor > 255 || tag > 65535)
    return std::nullopt;
  Version v{uint8_t(major), uint8_t(minor), uint16_t(tag)};
  if (v.key() < kMinVersion || v.key() > kMaxVersion)
    return std::nullopt;
  return v;
}
