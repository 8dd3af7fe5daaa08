//===- WriterTables.cpp - string, type, constant and debug tables ----------===//
//
// Table entries and the final section layout. The layout follows NVIDIA's
// producers: Func, Global (only with globals), Constant, Debug, Type,
// Producer (13.3+, only with a producer), String, End; tables are
// `count pad offsets data` with 0xCB padding.
//
//===----------------------------------------------------------------------===//

#include "HintIntegers.h"
#include "Writer.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Location.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace tileiras::bytecode;
namespace ct = mlir::cuda_tile;

uint64_t Writer::str(llvm::StringRef s) {
  return strings.intern(
      llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(s.data()),
                              s.size()));
}

/// `none` needs 13.4; `unicast` and `multicast` 13.5.
static LogicalResult checkPtrAttr(ct::PtrAttr attr, Type t, Operation *where,
                                  Version version) {
  if (!attr)
    return success();
  unsigned since = attr.getValue() == ct::PtrAttrValue::None ? 1304 : 1305;
  if (version.atLeast(since))
    return success();
  return where->emitError("the pointer attribute of ")
         << t << " requires bytecode version " << since / 100 << "."
         << since % 100 << ", but the target is " << version.str();
}

FailureOr<uint64_t> Writer::type(Type t, Operation *where) {
  auto it = typeIds.find(t);
  if (it != typeIds.end())
    return it->second;
  ByteBuffer b;
  auto simple = [&](uint64_t tag) -> LogicalResult {
    unsigned since = typeTagSince(tag);
    if (!version.atLeast(since))
      return where->emitError("type ")
             << t << " requires bytecode version " << versionName(since)
             << ", but the target is " << version.str();
    b.varint(tag);
    return success();
  };
  auto sub = [&](Type s) -> LogicalResult {
    FailureOr<uint64_t> id = type(s, where);
    if (failed(id))
      return failure();
    b.varint(*id);
    return success();
  };
  auto i64Array = [&](llvm::ArrayRef<int64_t> values) {
    b.varint(values.size());
    for (int64_t v : values)
      b.le<int64_t>(v);
  };
  auto i32Array = [&](llvm::ArrayRef<int32_t> values) {
    b.varint(values.size());
    for (int32_t v : values)
      b.le<int32_t>(v);
  };
  LogicalResult ok = success();
  if (auto it = dyn_cast<IntegerType>(t); it && it.isSignless()) {
    switch (it.getWidth()) {
    case 1: ok = simple(TagI1); break;
    case 4: ok = simple(TagI4); break;
    case 8: ok = simple(TagI8); break;
    case 16: ok = simple(TagI16); break;
    case 32: ok = simple(TagI32); break;
    case 64: ok = simple(TagI64); break;
    default: ok = where->emitError("type ") << t << " has no bytecode encoding";
    }
  } else if (isa<Float16Type>(t)) {
    ok = simple(TagF16);
  } else if (isa<BFloat16Type>(t)) {
    ok = simple(TagBF16);
  } else if (isa<Float32Type>(t)) {
    ok = simple(TagF32);
  } else if (isa<FloatTF32Type>(t)) {
    ok = simple(TagTF32);
  } else if (isa<Float64Type>(t)) {
    ok = simple(TagF64);
  } else if (isa<Float8E4M3FNType>(t)) {
    ok = simple(TagF8E4M3FN);
  } else if (isa<Float8E5M2Type>(t)) {
    ok = simple(TagF8E5M2);
  } else if (isa<Float8E8M0FNUType>(t)) {
    ok = simple(TagF8E8M0FNU);
  } else if (isa<Float4E2M1FNType>(t)) {
    ok = simple(TagF4E2M1FN);
  } else if (isa<ct::Float8E5M3FNUType>(t)) {
    ok = simple(TagFNV8E5M3FNU);
  } else if (isa<ct::TokenType>(t)) {
    ok = simple(TagToken);
  } else if (auto p = dyn_cast<ct::PointerType>(t)) {
    // Dependencies first, so the entry's id comes after theirs.
    if (failed(type(p.getPointeeType(), where)))
      return failure();
    if (failed(checkPtrAttr(p.getPtrAttr(), t, where, version)))
      return failure();
    b.varint(TagPointer);
    if (version.atLeast(1304))
      b.varint(p.getPtrAttr() ? 1 : 0); // optional-parameter bitfield
    ok = sub(p.getPointeeType());
    if (p.getPtrAttr())
      b.byte(uint8_t(p.getPtrAttr().getValue()));
  } else if (auto tile = dyn_cast<ct::TileType>(t)) {
    if (failed(type(tile.getElementType(), where)))
      return failure();
    b.varint(TagTile);
    ok = sub(tile.getElementType());
    i64Array(tile.getShape());
  } else if (auto tv = dyn_cast<ct::TensorViewType>(t)) {
    if (failed(type(tv.getElementType(), where)))
      return failure();
    if (failed(checkPtrAttr(tv.getPtrAttr(), t, where, version)))
      return failure();
    b.varint(TagTensorView);
    if (version.atLeast(1304))
      b.varint(tv.getPtrAttr() ? 1 : 0);
    ok = sub(tv.getElementType());
    i64Array(tv.getShape());
    i64Array(tv.getStrides());
    if (tv.getPtrAttr())
      b.byte(uint8_t(tv.getPtrAttr().getValue()));
  } else if (isa<ct::PartitionViewType, ct::StridedViewType,
                 ct::GatherScatterViewType>(t)) {
    ct::TensorViewType tensorView;
    ct::PaddingValueAttr padding;
    llvm::ArrayRef<int32_t> tileShape;
    uint64_t tag;
    if (auto pv = dyn_cast<ct::PartitionViewType>(t)) {
      tag = TagPartitionView;
      tensorView = pv.getTensorView();
      padding = pv.getPaddingValue();
      tileShape = pv.getTileShape().asArrayRef();
    } else if (auto sv = dyn_cast<ct::StridedViewType>(t)) {
      tag = TagStridedView;
      tensorView = sv.getTensorView();
      padding = sv.getPaddingValue();
      tileShape = sv.getTileShape().asArrayRef();
    } else {
      auto gv = cast<ct::GatherScatterViewType>(t);
      tag = TagGatherScatterView;
      tensorView = gv.getTensorView();
      padding = gv.getPaddingValue();
      tileShape = gv.getTileShape().asArrayRef();
    }
    if (failed(type(tensorView, where)) || failed(simple(tag)))
      return failure();
    bool unified = version.atLeast(1303);
    if (unified)
      b.varint(padding ? 1 : 0);
    i32Array(tileShape);
    if (auto sv = dyn_cast<ct::StridedViewType>(t)) {
      llvm::SmallVector<int32_t> strides;
      for (int64_t s : sv.getTraversalStrides()) {
        if (s < INT32_MIN || s > INT32_MAX)
          return where->emitError("traversal stride ")
                 << s << " of " << t << " does not fit in 32 bits";
        strides.push_back(int32_t(s));
      }
      i32Array(strides);
    }
    if (failed(sub(tensorView)))
      return failure();
    if (auto gv = dyn_cast<ct::GatherScatterViewType>(t)) {
      b.varint(uint64_t(uint32_t(gv.getSparseDim())));
    } else if (auto pv = dyn_cast<ct::PartitionViewType>(t)) {
      i32Array(pv.getDimMap());
    } else {
      i32Array(cast<ct::StridedViewType>(t).getDimMap());
    }
    if (!unified)
      b.varint(padding ? 1 : 0);
    if (padding)
      b.varint(uint64_t(padding.getValue()));
  } else if (auto fn = dyn_cast<FunctionType>(t)) {
    for (Type s : fn.getInputs())
      if (failed(type(s, where)))
        return failure();
    for (Type s : fn.getResults())
      if (failed(type(s, where)))
        return failure();
    b.varint(TagFunction);
    b.varint(fn.getNumInputs());
    for (Type s : fn.getInputs())
      (void)sub(s);
    b.varint(fn.getNumResults());
    for (Type s : fn.getResults())
      (void)sub(s);
  } else {
    return where->emitError("unsupported type in bytecode writer: ") << t;
  }
  if (failed(ok))
    return failure();
  uint64_t id = types.intern(b.bytes());
  typeIds[t] = id;
  return id;
}

FailureOr<uint64_t> Writer::constant(Attribute value, Operation *where) {
  auto dense = dyn_cast<DenseIntOrFPElementsAttr>(value);
  if (!dense)
    return where->emitError("constant value must be dense int or float "
                            "elements, got ")
           << value;
  ByteBuffer b;
  Type elem = dense.getElementType();
  if (elem.isInteger(1)) {
    // NVIDIA's layout: a splat is one byte, 0xFF or 0x00; otherwise the
    // elements are packed as bits, element i in bit i%8 of byte i/8, and the
    // unused high bits of the last byte are zero.
    if (dense.isSplat()) {
      b.varint(1);
      b.byte(dense.getSplatValue<bool>() ? 0xff : 0);
    } else {
      llvm::SmallVector<uint8_t> packed((dense.getNumElements() + 7) / 8, 0);
      int64_t i = 0;
      for (bool v : dense.getValues<bool>()) {
        if (v)
          packed[i / 8] |= uint8_t(1u << (i % 8));
        ++i;
      }
      b.varint(packed.size());
      b.append(packed);
    }
  } else {
    llvm::ArrayRef<char> raw = dense.getRawData();
    b.varint(raw.size());
    b.append(llvm::ArrayRef<uint8_t>(
        reinterpret_cast<const uint8_t *>(raw.data()), raw.size()));
  }
  if (failed(type(dense.getType(), where)))
    return failure();
  return constants.intern(b.bytes());
}

//===----------------------------------------------------------------------===//
// Debug info
//===----------------------------------------------------------------------===//

uint64_t Writer::debugAttr(Attribute attr) {
  if (!attr)
    return 0;
  auto it = debugIds.find(attr);
  if (it != debugIds.end())
    return it->second;
  ByteBuffer b;
  if (auto file = dyn_cast<ct::DIFileAttr>(attr)) {
    b.varint(DebugFile);
    b.varint(str(file.getName().getValue()));
    b.varint(str(file.getDirectory().getValue()));
  } else if (auto cu = dyn_cast<ct::DICompileUnitAttr>(attr)) {
    uint64_t f = debugAttr(cu.getFile());
    b.varint(DebugCompileUnit);
    b.varint(f);
  } else if (auto sp = dyn_cast<ct::DISubprogramAttr>(attr)) {
    uint64_t f = debugAttr(sp.getFile());
    uint64_t cu = debugAttr(sp.getCompileUnit());
    b.varint(DebugSubprogram);
    b.varint(f);
    b.varint(sp.getLine());
    b.varint(str(sp.getName().getValue()));
    b.varint(str(sp.getLinkageName().getValue()));
    b.varint(cu);
    b.varint(sp.getScopeLine());
    if (version.atLeast(1305))
      b.varint(0); // subprogram flags (13.5), unused

  } else if (auto lb = dyn_cast<ct::DILexicalBlockAttr>(attr)) {
    uint64_t scope = debugAttr(lb.getScope());
    uint64_t f = debugAttr(lb.getFile());
    b.varint(DebugLexicalBlock);
    b.varint(scope);
    b.varint(f);
    b.varint(lb.getLine());
    b.varint(lb.getColumn());
  } else if (auto loc = dyn_cast<LocationAttr>(attr)) {
    return debugLocation(Location(loc));
  } else {
    return 0;
  }
  uint64_t id = debugAttrs.intern(b.bytes());
  debugIds[attr] = id;
  return id;
}

uint64_t Writer::debugLocation(Location loc) {
  auto it = debugIds.find(loc);
  if (it != debugIds.end())
    return it->second;
  ByteBuffer b;
  if (auto di = dyn_cast<ct::DILocAttr>(loc)) {
    uint64_t s = debugAttr(di.getScope());
    b.varint(DebugLoc);
    b.varint(s);
    b.varint(str(di.getLoc().getFilename().getValue()));
    b.varint(di.getLoc().getLine());
    b.varint(di.getLoc().getColumn());
  } else if (auto fused = dyn_cast<FusedLoc>(loc)) {
    // A di_loc spelled as one file:line:col with its scope as metadata.
    auto flc = fused.getLocations().size() == 1
                   ? dyn_cast<FileLineColLoc>(fused.getLocations().front())
                   : FileLineColLoc();
    Attribute scope = fused.getMetadata();
    if (!flc || !isa_and_nonnull<ct::DISubprogramAttr, ct::DILexicalBlockAttr>(
                    scope))
      return 0;
    uint64_t s = debugAttr(scope);
    b.varint(DebugLoc);
    b.varint(s);
    b.varint(str(flc.getFilename().getValue()));
    b.varint(flc.getLine());
    b.varint(flc.getColumn());
  } else if (auto cs = dyn_cast<CallSiteLoc>(loc)) {
    uint64_t callee = debugLocation(cs.getCallee());
    uint64_t caller = debugLocation(cs.getCaller());
    b.varint(DebugCallSite);
    b.varint(callee);
    b.varint(caller);
  } else if (auto name = dyn_cast<NameLoc>(loc)) {
    return debugLocation(name.getChildLoc());
  } else {
    // Unknown and bare file:line:col locations have no scope to attach to;
    // like NVIDIA's writer, store them as the reserved unknown entry.
    return 0;
  }
  uint64_t id = debugAttrs.intern(b.bytes());
  debugIds[loc] = id;
  return id;
}

//===----------------------------------------------------------------------===//
// Self-contained attributes
//===----------------------------------------------------------------------===//

LogicalResult Writer::dictionaryBody(DictionaryAttr dict, ByteBuffer &out,
                                     Operation *where) {
  out.varint(dict.size());
  for (NamedAttribute entry : dict) {
    out.varint(str(entry.getName().getValue()));
    if (failed(selfContained(entry.getValue(), out, where)))
      return failure();
  }
  return success();
}

LogicalResult Writer::hintsBody(ct::OptimizationHintsAttr hints,
                                ByteBuffer &out, Operation *where) {
  return dictionaryBody(retypeHintIntegers(hints.getValue(), 0, 32), out, where);
}

LogicalResult Writer::selfContained(Attribute attr, ByteBuffer &out,
                                    Operation *where, bool preferIntegerI1) {
  if (auto b = dyn_cast<BoolAttr>(attr); b && !preferIntegerI1) {
    out.varint(AttrBool);
    out.byte(b.getValue());
  } else if (auto i = dyn_cast<IntegerAttr>(attr);
             i && isa<IntegerType>(i.getType())) {
    FailureOr<uint64_t> t = type(i.getType(), where);
    if (failed(t))
      return failure();
    out.varint(AttrInteger);
    out.varint(*t);
    out.varint(i.getValue().getZExtValue());
  } else if (auto f = dyn_cast<FloatAttr>(attr)) {
    FailureOr<uint64_t> t = type(f.getType(), where);
    if (failed(t))
      return failure();
    APInt bits = f.getValue().bitcastToAPInt();
    if (bits.getBitWidth() > 64)
      return where->emitError("float attribute wider than 64 bits: ") << attr;
    out.varint(AttrFloat);
    out.varint(*t);
    if (bits.getBitWidth() <= 8)
      out.byte(uint8_t(bits.getZExtValue()));
    else
      out.svarint(int64_t(bits.getZExtValue()));
  } else if (auto t = dyn_cast<TypeAttr>(attr)) {
    FailureOr<uint64_t> id = type(t.getValue(), where);
    if (failed(id))
      return failure();
    out.varint(AttrType);
    out.varint(*id);
  } else if (auto s = dyn_cast<StringAttr>(attr)) {
    out.varint(AttrString);
    out.varint(str(s.getValue()));
  } else if (auto a = dyn_cast<ArrayAttr>(attr)) {
    out.varint(AttrArray);
    out.varint(a.size());
    for (Attribute e : a)
      if (failed(selfContained(e, out, where, true)))
        return failure();
  } else if (auto d = dyn_cast<DenseIntOrFPElementsAttr>(attr)) {
    FailureOr<uint64_t> t = type(d.getType(), where);
    if (failed(t))
      return failure();
    FailureOr<uint64_t> c = constant(d, where);
    if (failed(c))
      return failure();
    out.varint(AttrDenseElements);
    out.varint(*t);
    out.varint(*c);
  } else if (auto div = dyn_cast<ct::DivByAttr>(attr)) {
    out.varint(AttrDivBy);
    out.varint(div.getDivisor());
    out.byte((div.getEvery() ? 1 : 0) | (div.getAlong() ? 2 : 0));
    if (div.getEvery())
      out.svarint(*div.getEvery());
    if (div.getAlong())
      out.svarint(*div.getAlong());
  } else if (auto same = dyn_cast<ct::SameElementsAttr>(attr)) {
    out.varint(AttrSameElements);
    out.varint(same.getValues().size());
    for (int64_t v : same.getValues().asArrayRef())
      out.le<int64_t>(v);
  } else if (auto dict = dyn_cast<DictionaryAttr>(attr)) {
    out.varint(AttrDictionary);
    return dictionaryBody(dict, out, where);
  } else if (auto hints = dyn_cast<ct::OptimizationHintsAttr>(attr)) {
    out.varint(AttrOptimizationHints);
    return hintsBody(hints, out, where);
  } else if (auto bounded = dyn_cast<ct::BoundedAttr>(attr)) {
    out.varint(AttrBounded);
    out.byte((bounded.getLb() ? 1 : 0) | (bounded.getUb() ? 2 : 0));
    if (bounded.getLb())
      out.svarint(*bounded.getLb());
    if (bounded.getUb())
      out.svarint(*bounded.getUb());
  } else {
    return where->emitError("attribute ")
           << attr << " has no self-contained bytecode encoding";
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Layout
//===----------------------------------------------------------------------===//

static void writeTable(ByteBuffer &out, const std::vector<std::string> &items,
                       unsigned offsetSize) {
  out.varint(items.size());
  out.padTo(offsetSize);
  uint64_t offset = 0;
  for (const std::string &item : items) {
    if (offsetSize == 4)
      out.le<uint32_t>(uint32_t(offset));
    else
      out.le<uint64_t>(offset);
    offset += item.size();
  }
  for (const std::string &item : items)
    out.append(llvm::ArrayRef<uint8_t>(
        reinterpret_cast<const uint8_t *>(item.data()), item.size()));
}

static void writeSection(ByteBuffer &file, unsigned id, unsigned align,
                         const ByteBuffer &payload) {
  file.byte(id | (align > 1 ? 0x80 : 0));
  file.varint(payload.size());
  if (align > 1) {
    file.varint(align);
    file.padTo(align);
  }
  file.append(payload.bytes());
}

void Writer::assemble(llvm::raw_ostream &os, StringAttr producer) {
  ByteBuffer file;
  file.append(kMagic);
  file.byte(version.major);
  file.byte(version.minor);
  file.le<uint16_t>(version.tag);

  ByteBuffer funcs;
  funcs.varint(numFunctions);
  funcs.append(funcSection.bytes());
  writeSection(file, FuncSection, 8, funcs);

  if (numGlobals) {
    ByteBuffer globals;
    globals.varint(numGlobals);
    globals.append(globalSection.bytes());
    writeSection(file, GlobalSection, 1, globals);
  }

  ByteBuffer consts;
  writeTable(consts, constants.entries, 8);
  writeSection(file, ConstantSection, 8, consts);

  ByteBuffer debug;
  debug.varint(debugPerFunction.size());
  debug.padTo(4);
  uint64_t total = 0;
  for (const auto &list : debugPerFunction) {
    debug.le<uint32_t>(uint32_t(total));
    total += list.size();
  }
  debug.varint(total);
  debug.padTo(8);
  for (const auto &list : debugPerFunction)
    for (uint64_t id : list)
      debug.le<uint64_t>(id);
  // Readers reject an empty attribute table: keep one "unknown" entry.
  std::vector<std::string> diEntries = debugAttrs.entries;
  if (diEntries.empty())
    diEntries.push_back(std::string(1, '\0'));
  writeTable(debug, diEntries, 4);
  writeSection(file, DebugSection, 8, debug);

  ByteBuffer typeSec;
  writeTable(typeSec, types.entries, 4);
  writeSection(file, TypeSection, 4, typeSec);

  if (producer && version.atLeast(1303)) {
    ByteBuffer prod;
    prod.varint(str(producer.getValue()));
    writeSection(file, ProducerSection, 1, prod);
  }

  ByteBuffer strs;
  writeTable(strs, strings.entries, 4);
  writeSection(file, StringSection, 4, strs);
  file.byte(EndSection);
  os.write(reinterpret_cast<const char *>(file.bytes().data()), file.size());
}
