//===- Encoding.h - wire primitives shared by reader, writer, dump -*- C++ -*-===//
//
// LEB128 varints, zigzag, little-endian fixed fields and a bounds-checked
// cursor. The cursor reports absolute file offsets so every diagnostic can
// say "byte N".
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_LIB_BYTECODE_ENCODING_H
#define TILEIRAS_LIB_BYTECODE_ENCODING_H

#include "tileiras/Bytecode/Bytecode.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"

#include <cstring>

namespace tileiras::bytecode {

inline constexpr uint8_t kMagic[8] = {0x7f, 'T', 'i', 'l', 'e', 'I', 'R', 0};
inline constexpr uint8_t kPadByte = 0xcb;
/// Opcodes NVIDIA 13.5 keeps for public-preview ops, and preview$call's.
inline constexpr uint64_t kFirstPreviewOpcode = 0x4000;
inline constexpr uint64_t kEndPreviewOpcode = 0x5000;
inline constexpr uint64_t kPreviewCallOpcode = 0x4002;

enum SectionId : uint8_t {
  EndSection = 0,
  StringSection = 1,
  FuncSection = 2,
  DebugSection = 3,
  ConstantSection = 4,
  TypeSection = 5,
  GlobalSection = 6,
  ProducerSection = 7, // 13.3+
};
const char *sectionName(unsigned id);

enum TypeTag : uint64_t {
  TagI1 = 0, TagI8 = 1, TagI16 = 2, TagI32 = 3, TagI64 = 4,
  TagF16 = 5, TagBF16 = 6, TagF32 = 7, TagTF32 = 8, TagF64 = 9,
  TagF8E4M3FN = 10, TagF8E5M2 = 11, TagPointer = 12, TagTile = 13,
  TagTensorView = 14, TagPartitionView = 15, TagFunction = 16, TagToken = 17,
  TagF8E8M0FNU = 18,      // 13.2
  TagF4E2M1FN = 19,       // 13.3
  TagGatherScatterView = 20, // 13.3
  TagStridedView = 21,    // 13.3
  TagI4 = 22,             // 13.3
  TagFNV8E5M3FNU = 130,   // 13.4
};
/// The type-tag name for diagnostics and the dump; null when unknown.
const char *typeTagName(uint64_t tag);
/// First version (major*100+minor) that has `tag`; 0 when unknown.
unsigned typeTagSince(uint64_t tag);

enum AttrTag : uint64_t {
  AttrInteger = 1, AttrFloat = 2, AttrBool = 3, AttrType = 4, AttrString = 5,
  AttrArray = 6, AttrDenseElements = 7, AttrDivBy = 8, AttrSameElements = 9,
  AttrDictionary = 10, AttrOptimizationHints = 11, AttrBounded = 12,
};

enum DebugTag : uint64_t {
  DebugUnknown = 0, DebugCompileUnit = 1, DebugFile = 2, DebugLexicalBlock = 3,
  DebugLoc = 4, DebugSubprogram = 5, DebugCallSite = 6,
};

/// Function record flag bits. Bit 2 is "hints present" up to 13.4; from 13.5
/// an entry always carries hints and bit 2 marks a preview$extern_impl.
enum : uint8_t {
  FuncPrivate = 1, FuncEntry = 2, FuncHasHints = 4, FuncExternImpl = 4
};

//===----------------------------------------------------------------------===//
// Reading
//===----------------------------------------------------------------------===//

/// Records the first error; later ones are dropped so the report names the
/// root cause.
struct ErrorSink {
  ReadError *error;
  bool failed = false;
  bool fail(uint64_t offset, const llvm::Twine &message) {
    if (!failed) {
      failed = true;
      error->offset = offset;
      error->message = message.str();
    }
    return false;
  }
};

/// A window [pos, end) of the file; offsets are absolute.
class Cursor {
public:
  Cursor(llvm::ArrayRef<uint8_t> file, size_t begin, size_t end,
         ErrorSink &sink)
      : file(file), pos(begin), start(begin), end(end), sink(&sink) {}

  size_t offset() const { return pos; }
  size_t begin() const { return start; }
  size_t limit() const { return end; }
  size_t remaining() const { return end - pos; }
  bool atEnd() const { return pos >= end; }
  llvm::ArrayRef<uint8_t> fileBytes() const { return file; }
  ErrorSink &errors() const { return *sink; }

  bool fail(const llvm::Twine &message) { return sink->fail(pos, message); }
  bool failAt(size_t at, const llvm::Twine &message) {
    return sink->fail(at, message);
  }

  /// A sub-cursor over the next `n` bytes (consumed from this one).
  bool sub(size_t n, Cursor &out, const char *what) {
    if (n > remaining())
      return fail(llvm::Twine(what) + " of " + llvm::Twine(n) +
                  " bytes runs past the end of its container (" +
                  llvm::Twine(remaining()) + " bytes left)");
    out = Cursor(file, pos, pos + n, *sink);
    pos += n;
    return true;
  }

  bool byte(uint8_t &v, const char *what) {
    if (atEnd())
      return fail(llvm::Twine("unexpected end of data reading ") + what);
    v = file[pos++];
    return true;
  }

  bool varint(uint64_t &v, const char *what) {
    size_t at = pos;
    v = 0;
    for (unsigned shift = 0; shift < 70; shift += 7) {
      if (atEnd())
        return failAt(at, llvm::Twine("unexpected end of data reading ") +
                              what);
      uint8_t b = file[pos++];
      if (shift < 64)
        v |= uint64_t(b & 0x7f) << shift;
      if (!(b & 0x80))
        return true;
    }
    return failAt(at, llvm::Twine("varint for ") + what +
                          " is longer than 10 bytes");
  }

  bool svarint(int64_t &v, const char *what) {
    uint64_t u;
    if (!varint(u, what))
      return false;
    v = int64_t(u >> 1) ^ -int64_t(u & 1);
    return true;
  }

  /// A varint that must be below `bound` (an index into a table of `bound`).
  bool index(uint64_t &v, uint64_t bound, const char *what) {
    size_t at = pos;
    if (!varint(v, what))
      return false;
    if (v >= bound)
      return failAt(at, llvm::Twine(what) + " " + llvm::Twine(v) +
                            " out of range (table has " + llvm::Twine(bound) +
                            " entries)");
    return true;
  }

  /// A count of elements taking at least `minBytes` each: bounded by what
  /// remains, so no allocation is ever sized by an unchecked field.
  bool count(uint64_t &n, size_t minBytes, const char *what) {
    size_t at = pos;
    if (!varint(n, what))
      return false;
    if (minBytes && n > remaining() / minBytes)
      return failAt(at, llvm::Twine(what) + " " + llvm::Twine(n) +
                            " exceeds what the remaining " +
                            llvm::Twine(remaining()) + " bytes can hold");
    return true;
  }

  template <typename T> bool le(T &v, const char *what) {
    if (remaining() < sizeof(T))
      return fail(llvm::Twine("unexpected end of data reading ") + what);
    uint64_t acc = 0;
    for (size_t i = 0; i < sizeof(T); ++i)
      acc |= uint64_t(file[pos + i]) << (8 * i);
    pos += sizeof(T);
    v = static_cast<T>(acc);
    return true;
  }

  bool bytes(size_t n, llvm::ArrayRef<uint8_t> &out, const char *what) {
    if (n > remaining())
      return fail(llvm::Twine("unexpected end of data reading ") + what);
    out = file.slice(pos, n);
    pos += n;
    return true;
  }

  /// Skips padding up to a multiple of `align` relative to `base`.
  bool pad(size_t base, size_t align, const char *what) {
    size_t n = (align - (pos - base) % align) % align;
    if (n > remaining())
      return fail(llvm::Twine("unexpected end of data in padding before ") +
                  what);
    pos += n;
    return true;
  }

  /// Reads `count:varint` then `count` little-endian values of type T.
  template <typename T>
  bool leArray(llvm::SmallVectorImpl<T> &out, const char *what) {
    uint64_t n;
    if (!count(n, sizeof(T), what))
      return false;
    out.clear();
    out.reserve(n);
    for (uint64_t i = 0; i < n; ++i) {
      T v;
      le(v, what);
      out.push_back(v);
    }
    return true;
  }

private:
  llvm::ArrayRef<uint8_t> file;
  size_t pos, start, end;
  ErrorSink *sink;
};

/// Parses an offset table `n:varint pad offsets:uN[n] data`: entry i is
/// data[off[i], off[i+1]). Offsets must be non-decreasing and within data.
/// The string, type and debug-attribute tables pad after the count even when
/// it is 0; the constant table pads only before a non-empty offset list
/// (guide A §2.4-§2.6, §2.11).
template <typename OffT> struct OffsetTable {
  llvm::SmallVector<uint64_t> offsets; // absolute start of each entry
  size_t dataEnd = 0;

  size_t size() const { return offsets.size(); }
  size_t entryEnd(size_t i) const {
    return i + 1 < offsets.size() ? offsets[i + 1] : dataEnd;
  }

  bool read(Cursor &c, size_t padBase, const char *what, bool padWhenEmpty) {
    uint64_t n;
    if (!c.count(n, sizeof(OffT), what))
      return false;
    if ((n || padWhenEmpty) && !c.pad(padBase, sizeof(OffT), what))
      return false;
    if (n > c.remaining() / sizeof(OffT))
      return c.fail(llvm::Twine(what) + ": " + llvm::Twine(n) +
                    " offsets do not fit in the section");
    llvm::SmallVector<uint64_t> rel;
    rel.reserve(n);
    for (uint64_t i = 0; i < n; ++i) {
      OffT v;
      c.le(v, what);
      rel.push_back(v);
    }
    size_t dataStart = c.offset();
    dataEnd = c.limit();
    size_t dataSize = dataEnd - dataStart;
    offsets.reserve(n);
    for (uint64_t i = 0; i < n; ++i) {
      if (rel[i] > dataSize)
        return c.failAt(dataStart - (n - i) * sizeof(OffT),
                        llvm::Twine(what) + " entry " + llvm::Twine(i) +
                            " starts at " + llvm::Twine(rel[i]) +
                            ", past the end of the data (" +
                            llvm::Twine(dataSize) + " bytes)");
      if (i && rel[i] < rel[i - 1])
        return c.failAt(dataStart - (n - i) * sizeof(OffT),
                        llvm::Twine(what) + " entry " + llvm::Twine(i) +
                            " starts before entry " + llvm::Twine(i - 1));
      offsets.push_back(dataStart + rel[i]);
    }
    return true;
  }
};

//===----------------------------------------------------------------------===//
// Writing
//===----------------------------------------------------------------------===//

class ByteBuffer {
public:
  llvm::SmallVector<uint8_t, 0> data;

  size_t size() const { return data.size(); }
  void byte(uint8_t b) { data.push_back(b); }
  void varint(uint64_t v) {
    while (v >= 0x80) {
      data.push_back(uint8_t(v) | 0x80);
      v >>= 7;
    }
    data.push_back(uint8_t(v));
  }
  void svarint(int64_t v) {
    varint((uint64_t(v) << 1) ^ uint64_t(v >> 63));
  }
  template <typename T> void le(T v) {
    uint64_t u = static_cast<uint64_t>(v);
    for (size_t i = 0; i < sizeof(T); ++i)
      data.push_back(uint8_t(u >> (8 * i)));
  }
  void append(llvm::ArrayRef<uint8_t> bytes) {
    data.append(bytes.begin(), bytes.end());
  }
  void padTo(size_t align) {
    while (data.size() % align)
      data.push_back(kPadByte);
  }
  llvm::ArrayRef<uint8_t> bytes() const { return data; }
};

} // namespace tileiras::bytecode

#endif // TILEIRAS_LIB_BYTECODE_ENCODING_H
