//===- ReaderSections.cpp - header, section table and tables ---------------===//
//
// Reads the header, the section framing and the lazily decoded tables
// (strings, types, constants, debug attributes) plus self-contained
// attributes. Every index and count is checked before use.
//
//===----------------------------------------------------------------------===//

#include "HintIntegers.h"
#include "Reader.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace tileiras::bytecode;
namespace ct = mlir::cuda_tile;

const char *tileiras::bytecode::sectionName(unsigned id) {
  static const char *names[] = {"end",  "string",   "function", "debug",
                                "constant", "type", "global",   "producer"};
  return id < 8 ? names[id] : "unknown";
}

const char *tileiras::bytecode::typeTagName(uint64_t tag) {
  switch (tag) {
  case TagI1: return "i1";
  case TagI8: return "i8";
  case TagI16: return "i16";
  case TagI32: return "i32";
  case TagI64: return "i64";
  case TagF16: return "f16";
  case TagBF16: return "bf16";
  case TagF32: return "f32";
  case TagTF32: return "tf32";
  case TagF64: return "f64";
  case TagF8E4M3FN: return "f8E4M3FN";
  case TagF8E5M2: return "f8E5M2";
  case TagPointer: return "ptr";
  case TagTile: return "tile";
  case TagTensorView: return "tensor_view";
  case TagPartitionView: return "partition_view";
  case TagFunction: return "function";
  case TagToken: return "token";
  case TagF8E8M0FNU: return "f8E8M0FNU";
  case TagF4E2M1FN: return "f4E2M1FN";
  case TagGatherScatterView: return "gather_scatter_view";
  case TagStridedView: return "strided_view";
  case TagI4: return "i4";
  case TagFNV8E5M3FNU: return "fnv8E5M3FNU";
  default: return nullptr;
  }
}

unsigned tileiras::bytecode::typeTagSince(uint64_t tag) {
  if (tag <= TagToken)
    return 1301;
  switch (tag) {
  case TagF8E8M0FNU: return 1302;
  case TagF4E2M1FN:
  case TagGatherScatterView:
  case TagStridedView:
  case TagI4: return 1303;
  case TagFNV8E5M3FNU: return 1304;
  default: return 0;
  }
}

//===----------------------------------------------------------------------===//
// Header and section table
//===----------------------------------------------------------------------===//

bool Reader::readHeader(Cursor &c) {
  for (unsigned i = 0; i < 8; ++i) {
    uint8_t b;
    if (c.atEnd())
      return c.fail(i == 0 ? "empty input, expected the TileIR magic "
                             "\"\\x7fTileIR\\0\""
                           : "input ends inside the TileIR magic");
    size_t at = c.offset();
    c.byte(b, "magic");
    if (b != kMagic[i])
      return c.failAt(at, "invalid magic number: got 0x" +
                              llvm::utohexstr(b) + ", expected 0x" +
                              llvm::utohexstr(kMagic[i]) +
                              " (input does not correspond to Tile IR "
                              "bytecode)");
  }
  size_t at = c.offset();
  if (!c.byte(version.major, "version major") ||
      !c.byte(version.minor, "version minor") ||
      !c.le(version.tag, "version tag"))
    return false;
  if (version.key() < kMinVersion || version.key() > kMaxVersion)
    return c.failAt(at, "unsupported Tile version " +
                            llvm::Twine(unsigned(version.major)) + "." +
                            llvm::Twine(unsigned(version.minor)) + "." +
                            llvm::Twine(unsigned(version.tag)) +
                            ", this reader supports versions [13.1 - 13.5]");
  // 13.5 gives the tag meaning (NVIDIA 13.5's reader, its wording): bit 0
  // advertises public-preview content, which needs a preview feature, and
  // the other bits are refused. Earlier versions ignore the tag, as
  // NVIDIA 13.4 does.
  if (version.atLeast(1305)) {
    if (version.tag & ~uint16_t(1))
      return c.fail("header has unrecognized version tag bits (0x" +
                    llvm::utohexstr(version.tag & ~uint16_t(1)) + ")");
    previewContent = version.tag & 1;
    if (previewContent && !previewEnabled)
      return c.fail("public-preview bytecode requires at least one enabled "
                    "preview feature");
  }
  return true;
}

static unsigned requiredAlignment(unsigned id) {
  switch (id) {
  case StringSection:
  case TypeSection: return 4;
  case FuncSection:
  case DebugSection:
  case ConstantSection: return 8;
  default: return 1;
  }
}

bool Reader::readSectionTable(Cursor &c) {
  unsigned maxId = version.atLeast(1303) ? ProducerSection : GlobalSection;
  while (true) {
    size_t at = c.offset();
    if (c.atEnd())
      return c.fail("missing end-of-bytecode marker (section id 0)");
    uint8_t idByte;
    c.byte(idByte, "section id");
    unsigned id = idByte & 0x7f;
    bool hasAlign = idByte & 0x80;
    if (id == EndSection) {
      if (hasAlign)
        return c.failAt(at, "end section should not have alignment flag set");
      if (!c.atEnd())
        return c.failAt(at, "end section is not the last section (" +
                                llvm::Twine(c.remaining()) +
                                " bytes follow it)");
      break;
    }
    if (id > maxId)
      return c.failAt(at, "unknown section ID: " + llvm::Twine(id) +
                              (id == ProducerSection
                                   ? " (the producer section needs 13.3)"
                                   : ""));
    uint64_t length, align = 1;
    if (!c.varint(length, "section length"))
      return false;
    if (hasAlign) {
      size_t alignAt = c.offset();
      if (!c.varint(align, "section alignment"))
        return false;
      if (align == 0 || !llvm::isPowerOf2_64(align) || align > 4096)
        return c.failAt(alignAt,
                        "invalid alignment value: " + llvm::Twine(align));
      size_t padding = (align - c.offset() % align) % align;
      if (padding > c.remaining())
        return c.fail("section padding runs past the end of the file");
      llvm::ArrayRef<uint8_t> ignored;
      c.bytes(padding, ignored, "padding");
    }
    unsigned required = requiredAlignment(id);
    if (required > 1 && (!hasAlign || align % required))
      return c.failAt(at, llvm::Twine(sectionName(id)) +
                              " section must be aligned to a multiple of " +
                              llvm::Twine(required) + " bytes, but has " +
                              (hasAlign ? "alignment " + llvm::Twine(align)
                                        : llvm::Twine("no alignment")));
    if (length > c.remaining())
      return c.failAt(at, llvm::Twine(sectionName(id)) + " section length " +
                              llvm::Twine(length) +
                              " exceeds remaining data (" +
                              llvm::Twine(c.remaining()) + " bytes)");
    if (sections[id].present)
      return c.failAt(at, "duplicate " + llvm::Twine(sectionName(id)) +
                              " section");
    sections[id] = {true, c.offset(), size_t(c.offset() + length), align};
    llvm::ArrayRef<uint8_t> payload;
    c.bytes(length, payload, "section payload");
  }
  if (!sections[StringSection].present)
    return c.failAt(file.size(), "string section is mandatory");
  if (!sections[FuncSection].present)
    return c.failAt(file.size(), "function section is mandatory");
  return true;
}

//===----------------------------------------------------------------------===//
// Strings
//===----------------------------------------------------------------------===//

bool Reader::readStringSection() {
  Cursor c = sections[StringSection].cursor(*this);
  return strings.read(c, c.begin(), "string table", /*padWhenEmpty=*/true);
}

bool Reader::stringAt(uint64_t index, llvm::StringRef &out) {
  size_t b = strings.offsets[index], e = strings.entryEnd(index);
  out = llvm::StringRef(reinterpret_cast<const char *>(file.data()) + b, e - b);
  return true;
}

bool Reader::readString(Cursor &c, llvm::StringRef &out, const char *what) {
  uint64_t idx;
  if (!c.index(idx, strings.size(), what))
    return false;
  return stringAt(idx, out);
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

bool Reader::readTypeSection() {
  if (!sections[TypeSection].present)
    return true;
  Cursor c = sections[TypeSection].cursor(*this);
  if (!types.read(c, c.begin(), "type table", /*padWhenEmpty=*/true))
    return false;
  typeCache.assign(types.size(), Type());
  typeState.assign(types.size(), 0);
  // Decode every entry now (linear, cached) so a bad entry is reported even
  // when nothing refers to it.
  for (size_t i = 0; i < types.size(); ++i) {
    Type t;
    if (!typeAt(i, t, types.offsets[i], 0))
      return false;
  }
  return true;
}

bool Reader::readType(Cursor &c, Type &out, const char *what) {
  size_t at = c.offset();
  uint64_t idx;
  if (!c.index(idx, types.size(), what))
    return false;
  return typeAt(idx, out, at, 0);
}

bool Reader::typeAt(uint64_t index, Type &out, size_t refAt, unsigned depth) {
  if (index >= types.size())
    return sink.fail(refAt, "type index " + llvm::Twine(index) +
                                " out of range (table has " +
                                llvm::Twine(types.size()) + " entries)");
  if (typeState[index] == 2) {
    out = typeCache[index];
    return true;
  }
  if (typeState[index] == 1)
    return sink.fail(refAt, "type " + llvm::Twine(index) +
                                " refers to itself (cyclic type table)");
  if (depth > kMaxTypeDepth)
    return sink.fail(refAt, "types nested deeper than " +
                                llvm::Twine(kMaxTypeDepth));
  typeState[index] = 1;
  if (!parseTypeEntry(index, out, depth))
    return false;
  typeState[index] = 2;
  typeCache[index] = out;
  return true;
}

static bool readPadding(Reader &r, Cursor &c, bool unified, uint64_t flags,
                        ct::PaddingValueAttr &out) {
  uint64_t present = 0, value = 0;
  if (unified) {
    present = flags & 1;
  } else if (!c.varint(present, "padding presence")) {
    return false;
  }
  if (present > 1)
    return c.fail("padding presence must be 0 or 1, got " +
                  llvm::Twine(present));
  if (!present)
    return true;
  size_t at = c.offset();
  if (!c.varint(value, "padding value"))
    return false;
  auto sym = ct::symbolizePaddingValue(uint32_t(value));
  if (!sym || value > UINT32_MAX)
    return c.failAt(at, "invalid padding value " + llvm::Twine(value));
  out = ct::PaddingValueAttr::get(r.ctx, *sym);
  return true;
}

static bool readI32Shape(Cursor &c, llvm::SmallVectorImpl<int32_t> &out,
                         const char *what) {
  if (!c.leArray(out, what))
    return false;
  return true;
}

bool Reader::parseTypeEntry(uint64_t index, Type &out, unsigned depth) {
  Cursor c(file, types.offsets[index], types.entryEnd(index), sink);
  size_t at = c.offset();
  uint64_t tag;
  if (!c.varint(tag, "type tag"))
    return false;
  const char *name = typeTagName(tag);
  if (!name)
    return c.failAt(at, "unknown type tag " + llvm::Twine(tag));
  unsigned since = typeTagSince(tag);
  if (!version.atLeast(since))
    return c.failAt(at, "type " + llvm::Twine(name) + " (tag " +
                            llvm::Twine(tag) + ") requires bytecode version " +
                            versionName(since) + ", but the file is " +
                            version.str());

  std::string captured;
  auto emitError = [&]() -> InFlightDiagnostic {
    return mlir::emitError(UnknownLoc::get(ctx));
  };
  ScopedDiagnosticHandler capture(ctx, [&](Diagnostic &d) {
    if (captured.empty())
      captured = d.str();
    return success();
  });
  auto sub = [&](Type &t, const char *what) {
    size_t refAt = c.offset();
    uint64_t idx;
    if (!c.varint(idx, what))
      return false;
    return typeAt(idx, t, refAt, depth + 1);
  };
  auto checked = [&](Type t) {
    if (!t)
      return c.failAt(at, "invalid " + llvm::Twine(name) + " type: " +
                              (captured.empty() ? "rejected by the verifier"
                                                : captured));
    out = t;
    return true;
  };
  // 13.4 added an optional PtrAttr to ptr and tensor_view, flagged in a
  // leading bitfield and stored as a trailing byte.
  auto ptrAttrFlags = [&](uint64_t &flags) {
    flags = 0;
    if (!version.atLeast(1304))
      return true;
    size_t fAt = c.offset();
    if (!c.varint(flags, "optional-parameter bitfield"))
      return false;
    if (flags & ~uint64_t(1))
      return c.failAt(fAt, "unknown bits in the optional-parameter bitfield: " +
                               llvm::Twine(flags));
    return true;
  };
  auto ptrAttr = [&](uint64_t flags, ct::PtrAttr &attr) {
    if (!(flags & 1))
      return true;
    size_t pAt = c.offset();
    uint8_t v;
    if (!c.byte(v, "pointer attribute"))
      return false;
    auto sym = ct::symbolizePtrAttrValue(v);
    // 13.4 defines only `none` (0); 13.5 adds unicast (1) and multicast (2).
    if (!sym || (v > 0 && !version.atLeast(1305)))
      return c.failAt(pAt, "invalid pointer attribute value " +
                               llvm::Twine(unsigned(v)));
    attr = ct::PtrAttr::get(ctx, *sym);
    return true;
  };

  bool ok = true;
  switch (tag) {
  case TagI1: out = IntegerType::get(ctx, 1); break;
  case TagI4: out = IntegerType::get(ctx, 4); break;
  case TagI8: out = IntegerType::get(ctx, 8); break;
  case TagI16: out = IntegerType::get(ctx, 16); break;
  case TagI32: out = IntegerType::get(ctx, 32); break;
  case TagI64: out = IntegerType::get(ctx, 64); break;
  case TagF16: out = Float16Type::get(ctx); break;
  case TagBF16: out = BFloat16Type::get(ctx); break;
  case TagF32: out = Float32Type::get(ctx); break;
  case TagTF32: out = FloatTF32Type::get(ctx); break;
  case TagF64: out = Float64Type::get(ctx); break;
  case TagF8E4M3FN: out = Float8E4M3FNType::get(ctx); break;
  case TagF8E5M2: out = Float8E5M2Type::get(ctx); break;
  case TagF8E8M0FNU: out = Float8E8M0FNUType::get(ctx); break;
  case TagF4E2M1FN: out = Float4E2M1FNType::get(ctx); break;
  case TagFNV8E5M3FNU: out = ct::Float8E5M3FNUType::get(ctx); break;
  case TagToken: out = ct::TokenType::get(ctx); break;
  case TagPointer: {
    uint64_t flags;
    Type pointee;
    ct::PtrAttr attr;
    ok = ptrAttrFlags(flags) && sub(pointee, "pointee type") &&
         ptrAttr(flags, attr) &&
         checked(ct::PointerType::getChecked(emitError, pointee, attr));
    break;
  }
  case TagTile: {
    Type elem;
    llvm::SmallVector<int64_t> shape;
    ok = sub(elem, "tile element type") && c.leArray(shape, "tile shape") &&
         checked(ct::TileType::getChecked(emitError, llvm::ArrayRef<int64_t>(shape), elem));
    break;
  }
  case TagTensorView: {
    uint64_t flags;
    Type elem;
    llvm::SmallVector<int64_t> shape, strides;
    ct::PtrAttr attr;
    ok = ptrAttrFlags(flags) && sub(elem, "tensor_view element type") &&
         c.leArray(shape, "tensor_view shape") &&
         c.leArray(strides, "tensor_view strides") && ptrAttr(flags, attr) &&
         checked(ct::TensorViewType::getChecked(
             emitError, ctx, elem, llvm::ArrayRef<int64_t>(shape),
             llvm::ArrayRef<int64_t>(strides), attr));
    break;
  }
  case TagPartitionView:
  case TagGatherScatterView:
  case TagStridedView: {
    bool unified = version.atLeast(1303);
    uint64_t flags = 0;
    if (unified) {
      size_t fAt = c.offset();
      if (!c.varint(flags, "optional-parameter bitfield"))
        return false;
      if (flags & ~uint64_t(1))
        return c.failAt(fAt,
                        "unknown bits in the optional-parameter bitfield: " +
                            llvm::Twine(flags));
    }
    llvm::SmallVector<int32_t> tileShape, strides32, dimMap;
    Type tv;
    uint64_t sparseDim = 0;
    ct::PaddingValueAttr padding;
    if (!readI32Shape(c, tileShape, "tile shape"))
      return false;
    if (tag == TagStridedView && !readI32Shape(c, strides32, "traversal strides"))
      return false;
    size_t tvAt = c.offset();
    if (!sub(tv, "tensor_view type"))
      return false;
    auto tensorView = dyn_cast<ct::TensorViewType>(tv);
    if (!tensorView)
      return c.failAt(tvAt, llvm::Twine(name) +
                                " must refer to a tensor_view type");
    if (tag == TagGatherScatterView) {
      size_t sAt = c.offset();
      if (!c.varint(sparseDim, "sparse dimension"))
        return false;
      if (sparseDim > INT32_MAX)
        return c.failAt(sAt, "sparse dimension " + llvm::Twine(sparseDim) +
                                 " out of range");
    } else if (!readI32Shape(c, dimMap, "dimension map")) {
      return false;
    }
    if (!readPadding(*this, c, unified, flags, padding))
      return false;
    auto shapeAttr = DenseI32ArrayAttr::get(ctx, tileShape);
    if (tag == TagPartitionView) {
      ok = checked(ct::PartitionViewType::getChecked(emitError, ctx, shapeAttr,
                                                     tensorView,
                                                     llvm::ArrayRef<int32_t>(dimMap),
                                                     padding));
    } else if (tag == TagStridedView) {
      llvm::SmallVector<int64_t> strides(strides32.begin(), strides32.end());
      ok = checked(ct::StridedViewType::getChecked(
          emitError, ctx, shapeAttr, llvm::ArrayRef<int64_t>(strides), tensorView,
          llvm::ArrayRef<int32_t>(dimMap), padding));
    } else {
      ok = checked(ct::GatherScatterViewType::getChecked(
          emitError, ctx, shapeAttr, tensorView, int32_t(sparseDim), padding));
    }
    break;
  }
  case TagFunction: {
    llvm::SmallVector<Type> ins, outs;
    for (auto *list : {&ins, &outs}) {
      uint64_t n;
      if (!c.count(n, 1, list == &ins ? "number of parameters"
                                      : "number of results"))
        return false;
      for (uint64_t i = 0; i < n; ++i) {
        Type t;
        if (!sub(t, list == &ins ? "parameter type" : "result type"))
          return false;
        list->push_back(t);
      }
    }
    out = FunctionType::get(ctx, ins, outs);
    break;
  }
  default:
    return c.failAt(at, "unknown type tag " + llvm::Twine(tag));
  }
  if (!ok)
    return false;
  if (!c.atEnd())
    return c.fail(llvm::Twine(c.remaining()) +
                  " unexpected trailing bytes in type entry " +
                  llvm::Twine(index) + " (" + name + ")");
  return true;
}

//===----------------------------------------------------------------------===//
// Constants
//===----------------------------------------------------------------------===//

bool Reader::readConstantSection() {
  if (!sections[ConstantSection].present)
    return true;
  Cursor c = sections[ConstantSection].cursor(*this);
  if (!constants.read(c, c.begin(), "constant table", /*padWhenEmpty=*/false))
    return false;
  // Each entry's framing (size varint + that many bytes) is checked now, even
  // for constants no op uses, so an accepted file is well-formed throughout.
  for (size_t i = 0, e = constants.size(); i < e; ++i) {
    Cursor entry(file, constants.offsets[i], constants.entryEnd(i), sink);
    uint64_t rawSize;
    llvm::ArrayRef<uint8_t> raw;
    if (!entry.varint(rawSize, "constant size") ||
        !entry.bytes(rawSize, raw, "constant data"))
      return false;
  }
  return true;
}

bool Reader::readConstant(Cursor &c, Type type, Attribute &out,
                          const char *what) {
  size_t at = c.offset();
  uint64_t idx;
  if (!c.index(idx, constants.size(), what))
    return false;
  auto shaped = dyn_cast<ct::TileType>(type);
  if (!shaped || !(isa<IntegerType>(shaped.getElementType()) ||
                   isa<FloatType>(shaped.getElementType())))
    return c.failAt(at, "constant " + llvm::Twine(idx) +
                            " needs a tile of integers or floats, got " +
                            llvm::Twine(type ? "another type" : "no type"));
  Cursor e(file, constants.offsets[idx], constants.entryEnd(idx), sink);
  uint64_t rawSize;
  llvm::ArrayRef<uint8_t> raw;
  if (!e.varint(rawSize, "constant size") ||
      !e.bytes(rawSize, raw, "constant data"))
    return false;
  int64_t numElements = shaped.getNumElements();
  Type elem = shaped.getElementType();
  unsigned width = elem.getIntOrFloatBitWidth();
  if (width == 1) {
    // NVIDIA's layout (the writer's comment has it): ceil(n/8) bytes of
    // bits, LSB first; bits past the last element are ignored. One byte for
    // more than 8 elements is a splat, true when nonzero. (Both as NVIDIA's
    // tileirdisasm 13.4 reads them: test/Bytecode/nvidia-dense.test.)
    uint64_t packedBytes = (uint64_t(numElements) + 7) / 8;
    if (raw.size() != packedBytes && raw.size() == 1) {
      out = DenseElementsAttr::get(shaped, raw[0] != 0);
      return true;
    }
    if (raw.size() != packedBytes)
      return e.failAt(constants.offsets[idx],
                      "constant " + llvm::Twine(idx) + " has " +
                          llvm::Twine(raw.size()) + " bytes, expected " +
                          llvm::Twine(packedBytes) + " (" +
                          llvm::Twine(numElements) +
                          " i1 elements packed as bits) or 1 (splat)");
    llvm::SmallVector<bool> bits;
    bits.reserve(numElements);
    for (int64_t i = 0; i < numElements; ++i)
      bits.push_back((raw[i / 8] >> (i % 8)) & 1);
    out = DenseElementsAttr::get(shaped, bits);
    return true;
  }
  uint64_t elemBytes = (width + 7) / 8;
  if (raw.size() != elemBytes &&
      uint64_t(raw.size()) != elemBytes * uint64_t(numElements))
    return e.failAt(constants.offsets[idx],
                    "constant " + llvm::Twine(idx) + " has " +
                        llvm::Twine(raw.size()) + " bytes, expected " +
                        llvm::Twine(elemBytes) + " (splat) or " +
                        llvm::Twine(elemBytes * numElements));
  llvm::ArrayRef<char> chars(reinterpret_cast<const char *>(raw.data()),
                             raw.size());
  bool splat = false;
  if (!DenseElementsAttr::isValidRawBuffer(shaped, chars, splat))
    return e.failAt(constants.offsets[idx],
                    "constant " + llvm::Twine(idx) +
                        " is not a valid dense buffer for its type");
  out = DenseElementsAttr::getFromRawBuffer(shaped, chars);
  return true;
}

//===----------------------------------------------------------------------===//
// Debug section
//===----------------------------------------------------------------------===//

bool Reader::readDebugSection() {
  if (!sections[DebugSection].present)
    return true;
  Cursor c = sections[DebugSection].cursor(*this);
  size_t base = c.begin();
  uint64_t numFuncs;
  if (!c.count(numFuncs, 4, "number of functions with debug info") ||
      !c.pad(base, 4, "debug function offsets"))
    return false;
  if (numFuncs > c.remaining() / 4)
    return c.fail("debug function offsets run past the section");
  for (uint64_t i = 0; i < numFuncs; ++i) {
    uint32_t v;
    c.le(v, "debug function offset");
    diFuncStarts.push_back(v);
  }
  if (!c.count(diIndicesNum, 8, "number of debug indices") ||
      !c.pad(base, 8, "debug indices"))
    return false;
  if (diIndicesNum > c.remaining() / 8)
    return c.fail("debug indices run past the section");
  diIndicesAt = c.offset();
  llvm::ArrayRef<uint8_t> skipped;
  c.bytes(diIndicesNum * 8, skipped, "debug indices");
  for (size_t i = 0; i < diFuncStarts.size(); ++i)
    if (diFuncStarts[i] > diIndicesNum ||
        (i && diFuncStarts[i] < diFuncStarts[i - 1]))
      return sink.fail(base, "debug function offset " + llvm::Twine(i) +
                                 " (" + llvm::Twine(diFuncStarts[i]) +
                                 ") is out of order or past the " +
                                 llvm::Twine(diIndicesNum) + " indices");
  if (!diAttrs.read(c, base, "debug attribute table", /*padWhenEmpty=*/true))
    return false;
  diCache.assign(diAttrs.size(), Attribute());
  diState.assign(diAttrs.size(), 0);
  for (size_t i = 0; i < diAttrs.size(); ++i) {
    Attribute a;
    if (!debugAttrAt(i + 1, a, diAttrs.offsets[i], 0))
      return false;
  }
  return true;
}

bool Reader::debugAttrAt(uint64_t id, Attribute &out, size_t refAt,
                         unsigned depth) {
  if (id == 0) {
    out = UnknownLoc::get(ctx);
    return true;
  }
  uint64_t index = id - 1;
  if (index >= diAttrs.size())
    return sink.fail(refAt, "debug attribute " + llvm::Twine(id) +
                                " out of range (table has " +
                                llvm::Twine(diAttrs.size()) + " entries)");
  if (diState[index] == 2) {
    out = diCache[index];
    return true;
  }
  if (diState[index] == 1)
    return sink.fail(refAt, "debug attribute " + llvm::Twine(id) +
                                " refers to itself (cyclic debug info)");
  if (depth > kMaxDebugDepth)
    return sink.fail(refAt, "debug attributes nested deeper than " +
                                llvm::Twine(kMaxDebugDepth));
  diState[index] = 1;
  Cursor c(file, diAttrs.offsets[index], diAttrs.entryEnd(index), sink);
  size_t at = c.offset();
  uint64_t tag;
  if (!c.varint(tag, "debug attribute tag"))
    return false;
  auto ref = [&](Attribute &a, const char *what) {
    size_t r = c.offset();
    uint64_t v;
    return c.varint(v, what) && debugAttrAt(v, a, r, depth + 1);
  };
  auto u32 = [&](unsigned &v, const char *what) {
    size_t r = c.offset();
    uint64_t x;
    if (!c.varint(x, what))
      return false;
    if (x > UINT32_MAX)
      return c.failAt(r, llvm::Twine(what) + " " + llvm::Twine(x) +
                             " does not fit in 32 bits");
    v = unsigned(x);
    return true;
  };
  auto str = [&](StringAttr &s, const char *what) {
    llvm::StringRef v;
    if (!readString(c, v, what))
      return false;
    s = StringAttr::get(ctx, v);
    return true;
  };
  auto as = [&](Attribute a, auto &outT, size_t r, const char *what) {
    outT = dyn_cast_or_null<std::remove_reference_t<decltype(outT)>>(a);
    if (!outT)
      return c.failAt(r, llvm::Twine(what) + " refers to the wrong kind of "
                                              "debug attribute");
    return true;
  };
  bool ok = false;
  switch (tag) {
  case DebugUnknown:
    out = UnknownLoc::get(ctx);
    ok = true;
    break;
  case DebugFile: {
    StringAttr name, dir;
    ok = str(name, "file name") && str(dir, "directory");
    if (ok)
      out = ct::DIFileAttr::get(ctx, name, dir);
    break;
  }
  case DebugCompileUnit: {
    Attribute a;
    ct::DIFileAttr f;
    size_t r = c.offset();
    ok = ref(a, "compile unit file") && as(a, f, r, "compile unit file");
    if (ok)
      out = ct::DICompileUnitAttr::get(ctx, f);
    break;
  }
  case DebugLexicalBlock: {
    Attribute scope, fa;
    ct::DIFileAttr f;
    unsigned line, col;
    size_t r = c.offset();
    ok = ref(scope, "lexical block scope");
    size_t r2 = c.offset();
    ok = ok && ref(fa, "lexical block file") &&
         as(fa, f, r2, "lexical block file") && u32(line, "line") &&
         u32(col, "column");
    (void)r;
    if (ok)
      out = ct::DILexicalBlockAttr::get(ctx, scope, f, line, col);
    break;
  }
  case DebugLoc: {
    Attribute scope;
    StringAttr fileName;
    unsigned line, col;
    ok = ref(scope, "location scope") && str(fileName, "file name") &&
         u32(line, "line") && u32(col, "column");
    if (ok) {
      auto flc = FileLineColLoc::get(fileName, line, col);
      if (isa<UnknownLoc>(scope)) {
        out = flc;
      } else if (isa<ct::DISubprogramAttr, ct::DILexicalBlockAttr>(scope)) {
        out = ct::DILocAttr::get(flc, scope);
      } else {
        return c.failAt(at, "scope of debug location " + llvm::Twine(id) +
                                " is not a subprogram or lexical block");
      }
    }
    break;
  }
  case DebugSubprogram: {
    Attribute fa, cua;
    ct::DIFileAttr f;
    ct::DICompileUnitAttr cu;
    unsigned line, scopeLine;
    StringAttr name, linkage;
    size_t r1 = c.offset();
    ok = ref(fa, "subprogram file") && as(fa, f, r1, "subprogram file") &&
         u32(line, "line") && str(name, "subprogram name") &&
         str(linkage, "linkage name");
    size_t r2 = c.offset();
    ok = ok && ref(cua, "compile unit") && as(cua, cu, r2, "compile unit") &&
         u32(scopeLine, "scope line");
    // 13.5 appends a flags varint (cuTile writes 0). NVIDIA 13.5 knows bit 0,
    // `flags = declaration` in its -g output, which di_subprogram cannot
    // hold yet, and refuses other bits with this wording.
    if (ok && version.atLeast(1305)) {
      size_t fAt = c.offset();
      uint64_t spFlags;
      ok = c.varint(spFlags, "subprogram flags");
      if (ok && (spFlags & ~uint64_t(1)))
        ok = c.failAt(fAt, "unrecognized flag bits (0x" +
                               llvm::utohexstr(spFlags & ~uint64_t(1)) +
                               ") when parsing DISubprogramAttr");
      else if (ok && spFlags)
        ok = c.failAt(fAt, "subprogram flag 'declaration' is not supported yet");
    }
    if (ok)
      out = ct::DISubprogramAttr::get(ctx, f, line, name, linkage, cu,
                                      scopeLine);
    break;
  }
  case DebugCallSite: {
    Attribute callee, caller;
    LocationAttr le, lr;
    size_t r1 = c.offset();
    ok = ref(callee, "callee") && as(callee, le, r1, "callee");
    size_t r2 = c.offset();
    ok = ok && ref(caller, "caller") && as(caller, lr, r2, "caller");
    if (ok)
      out = CallSiteLoc::get(Location(le), Location(lr));
    break;
  }
  default:
    return c.failAt(at, "unknown debug attribute tag " + llvm::Twine(tag));
  }
  if (!ok)
    return false;
  if (!c.atEnd())
    return c.fail(llvm::Twine(c.remaining()) +
                  " unexpected trailing bytes in debug attribute " +
                  llvm::Twine(id));
  diState[index] = 2;
  diCache[index] = out;
  return true;
}

//===----------------------------------------------------------------------===//
// Self-contained attributes
//===----------------------------------------------------------------------===//

Attribute Reader::makeHints(DictionaryAttr dict) {
  return ct::OptimizationHintsAttr::get(ctx, retypeHintIntegers(dict, 32, 64));
}

bool Reader::readDictionaryBody(Cursor &c, DictionaryAttr &out,
                                unsigned depth) {
  uint64_t n;
  if (!c.count(n, 2, "dictionary size"))
    return false;
  NamedAttrList entries;
  llvm::StringSet<> seen;
  for (uint64_t i = 0; i < n; ++i) {
    size_t at = c.offset();
    llvm::StringRef key;
    if (!readString(c, key, "dictionary key"))
      return false;
    if (key.empty())
      return c.failAt(at, "invalid empty attribute name for dictionary "
                          "element " + llvm::Twine(i));
    if (!seen.insert(key).second)
      return c.failAt(at, "duplicate dictionary key '" + key + "'");
    Attribute value;
    if (!readSelfContained(c, value, depth + 1))
      return false;
    entries.append(key, value);
  }
  out = DictionaryAttr::get(ctx, entries);
  return true;
}

bool Reader::readSelfContained(Cursor &c, Attribute &out, unsigned depth) {
  size_t at = c.offset();
  if (depth > kMaxAttrDepth)
    return c.fail("attributes nested deeper than " +
                  llvm::Twine(kMaxAttrDepth));
  uint64_t tag;
  if (!c.varint(tag, "attribute tag"))
    return false;
  switch (tag) {
  case AttrInteger: {
    Type t;
    size_t tAt = c.offset();
    uint64_t v;
    if (!readType(c, t, "integer attribute type"))
      return false;
    auto it = dyn_cast<IntegerType>(t);
    if (!it)
      return c.failAt(tAt, "integer attribute needs an integer type");
    size_t vAt = c.offset();
    if (!c.varint(v, "integer value"))
      return false;
    unsigned w = it.getWidth();
    if (w < 64 && (v >> w))
      return c.failAt(vAt, "integer value " + llvm::Twine(v) +
                               " does not fit in i" + llvm::Twine(w));
    out = IntegerAttr::get(it, APInt(w, v));
    return true;
  }
  case AttrFloat: {
    Type t;
    size_t tAt = c.offset();
    if (!readType(c, t, "float attribute type"))
      return false;
    auto ft = dyn_cast<FloatType>(t);
    if (!ft)
      return c.failAt(tAt, "float attribute needs a float type");
    unsigned w = ft.getWidth();
    uint64_t bits;
    size_t vAt = c.offset();
    if (w <= 8) {
      uint8_t b;
      if (!c.byte(b, "float bits"))
        return false;
      bits = b;
    } else if (w <= 64) {
      int64_t s;
      if (!c.svarint(s, "float bits"))
        return false;
      bits = uint64_t(s);
    } else {
      return c.failAt(tAt, "float attributes wider than 64 bits are not "
                           "supported");
    }
    if (w < 64 && (bits >> w))
      return c.failAt(vAt, "float bit pattern does not fit in " +
                               llvm::Twine(w) + " bits");
    out = FloatAttr::get(ft, APFloat(ft.getFloatSemantics(), APInt(w, bits)));
    return true;
  }
  case AttrBool: {
    uint8_t b;
    if (!c.byte(b, "bool value"))
      return false;
    if (b > 1)
      return c.failAt(at + 1, "bool value must be 0 or 1, got " +
                                  llvm::Twine(unsigned(b)));
    out = BoolAttr::get(ctx, b);
    return true;
  }
  case AttrType: {
    Type t;
    if (!readType(c, t, "type attribute"))
      return false;
    out = TypeAttr::get(t);
    return true;
  }
  case AttrString: {
    llvm::StringRef s;
    if (!readString(c, s, "string attribute"))
      return false;
    out = StringAttr::get(ctx, s);
    return true;
  }
  case AttrArray: {
    uint64_t n;
    if (!c.count(n, 1, "array size"))
      return false;
    llvm::SmallVector<Attribute> elems;
    elems.reserve(n);
    for (uint64_t i = 0; i < n; ++i) {
      Attribute a;
      if (!readSelfContained(c, a, depth + 1))
        return false;
      elems.push_back(a);
    }
    out = ArrayAttr::get(ctx, elems);
    return true;
  }
  case AttrDenseElements: {
    Type t;
    return readType(c, t, "dense elements type") &&
           readConstant(c, t, out, "dense elements constant");
  }
  case AttrDivBy: {
    uint64_t divisor;
    uint8_t flags;
    int64_t every = 0, along = 0;
    if (!c.varint(divisor, "div_by divisor") ||
        !c.byte(flags, "div_by flags"))
      return false;
    if (flags & ~3u)
      return c.failAt(c.offset() - 1, "unknown div_by flag bits " +
                                          llvm::Twine(unsigned(flags)));
    if ((flags & 1) && !c.svarint(every, "div_by every"))
      return false;
    if ((flags & 2) && !c.svarint(along, "div_by along"))
      return false;
    out = ct::DivByAttr::get(
        ctx, divisor, (flags & 1) ? std::optional<int64_t>(every) : std::nullopt,
        (flags & 2) ? std::optional<int64_t>(along) : std::nullopt);
    return true;
  }
  case AttrSameElements: {
    llvm::SmallVector<int64_t> values;
    if (!c.leArray(values, "same_elements values"))
      return false;
    out = ct::SameElementsAttr::get(ctx, DenseI64ArrayAttr::get(ctx, values));
    return true;
  }
  case AttrDictionary:
  case AttrOptimizationHints: {
    DictionaryAttr dict;
    if (!readDictionaryBody(c, dict, depth))
      return false;
    out = tag == AttrDictionary ? Attribute(dict) : makeHints(dict);
    return true;
  }
  case AttrBounded: {
    uint8_t flags;
    int64_t lb = 0, ub = 0;
    if (!c.byte(flags, "bounded flags"))
      return false;
    if (flags & ~3u)
      return c.failAt(c.offset() - 1, "unknown bounded flag bits " +
                                          llvm::Twine(unsigned(flags)));
    if ((flags & 1) && !c.svarint(lb, "bounded lower bound"))
      return false;
    if ((flags & 2) && !c.svarint(ub, "bounded upper bound"))
      return false;
    out = ct::BoundedAttr::get(
        ctx, (flags & 1) ? std::optional<int64_t>(lb) : std::nullopt,
        (flags & 2) ? std::optional<int64_t>(ub) : std::nullopt);
    return true;
  }
  default:
    return c.failAt(at, "unsupported attribute tag " + llvm::Twine(tag) +
                            " for a self-contained attribute");
  }
}
