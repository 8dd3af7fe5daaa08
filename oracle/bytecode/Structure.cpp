//===- Structure.cpp - independent TileIR container decoder ---------------===//
//
// Listing format (one fact per line, offsets in hex, absolute):
//   header 13.4.0
//   section <name> id <n> payload <off> size <len>     (physical order)
//   end <off>
//   strings <n> / string#<i> <off>
//   types <n> / type#<i> <off> tag <tag>
//   constants <n> / const#<i> <off> size <rawSize>
//   globals <n> / global <name> type#<t> const#<c> align <a>
//   functions <n> / function <name> type#<t> flags <hex> debug#<d> body <off> size <len>
//   debug functions <f> indices <i> attributes <a>
//   producer <text>
//
//===----------------------------------------------------------------------===//

#include "Structure.h"

#include <cstdio>
#include <map>

using namespace tileiras::oracle;

namespace {

const char *const kSectionNames[] = {"end",      "string", "function",
                                     "debug",    "constant", "type",
                                     "global",   "producer"};

std::string hex(uint64_t V) {
  char Buf[32];
  std::snprintf(Buf, sizeof(Buf), "%llx", (unsigned long long)V);
  return Buf;
}

/// Bounds-checked little cursor over [Pos, End) of the whole file.
struct Cursor {
  const std::vector<uint8_t> &Bytes;
  size_t Pos, End;
  std::string &Error;

  bool fail(const std::string &What) {
    if (Error.empty())
      Error = "byte " + std::to_string(Pos) + ": " + What;
    return false;
  }
  bool byte(uint8_t &B) {
    if (Pos >= End)
      return fail("unexpected end of data");
    B = Bytes[Pos++];
    return true;
  }
  // LEB128, at most 10 bytes (guide A 2.1).
  bool varint(uint64_t &V) {
    V = 0;
    for (unsigned Shift = 0; Shift < 70; Shift += 7) {
      uint8_t B;
      if (!byte(B))
        return false;
      if (Shift < 64)
        V |= uint64_t(B & 0x7f) << Shift;
      if (!(B & 0x80))
        return true;
    }
    return fail("varint longer than 10 bytes");
  }
  bool svarint(int64_t &V) {
    uint64_t U;
    if (!varint(U))
      return false;
    V = int64_t(U >> 1) ^ -int64_t(U & 1);
    return true;
  }
  bool le(unsigned Width, uint64_t &V) {
    if (End - Pos < Width)
      return fail("unexpected end of data");
    V = 0;
    for (unsigned I = 0; I < Width; ++I)
      V |= uint64_t(Bytes[Pos + I]) << (8 * I);
    Pos += Width;
    return true;
  }
  bool skip(uint64_t N) {
    if (End - Pos < N)
      return fail("length " + std::to_string(N) + " exceeds the " +
                  std::to_string(End - Pos) + " remaining bytes");
    Pos += N;
    return true;
  }
  // Padding inside a payload is relative to the payload start.
  bool pad(size_t Base, unsigned Align) {
    return skip((Align - (Pos - Base) % Align) % Align);
  }
};

struct Section {
  bool Present = false;
  size_t Begin = 0, Size = 0;
};

/// An offset table: count, padding, offsets[count] of `Width`, data.
struct Table {
  std::vector<size_t> Starts; // absolute entry starts
  size_t DataEnd = 0;
};

class Decoder {
public:
  Decoder(const std::vector<uint8_t> &Bytes, std::vector<std::string> &Lines,
          std::string &Error)
      : Bytes(Bytes), Lines(Lines), Error(Error) {}

  bool run() {
    Cursor C = cursor(0, Bytes.size());
    static const uint8_t Magic[] = {0x7f, 'T', 'i', 'l', 'e', 'I', 'R', 0};
    for (unsigned I = 0; I < 8; ++I) {
      uint8_t B;
      if (!C.byte(B))
        return false;
      if (B != Magic[I])
        return C.fail("bad magic");
    }
    uint64_t Major, Minor, Tag;
    if (!C.le(1, Major) || !C.le(1, Minor) || !C.le(2, Tag))
      return false;
    Version = Major * 100 + Minor;
    if (Major != 13 || Minor < 1 || Minor > 5)
      return C.fail("unsupported version");
    Lines.push_back("header " + std::to_string(Major) + "." +
                    std::to_string(Minor) + "." + std::to_string(Tag));
    if (!sections(C))
      return false;
    if (!Sec[1].Present || !Sec[2].Present)
      return C.fail("string and function sections are mandatory");
    return strings() && types() && constants() && globals() && functions() &&
           debug() && producer();
  }

private:
  const std::vector<uint8_t> &Bytes;
  std::vector<std::string> &Lines;
  std::string &Error;
  unsigned Version = 0;
  Section Sec[8];
  Table Strings, Types;
  std::vector<uint64_t> TypeTags;

  Cursor cursor(size_t Begin, size_t End) {
    return Cursor{Bytes, Begin, End, Error};
  }
  Cursor payload(unsigned Id) {
    return cursor(Sec[Id].Begin, Sec[Id].Begin + Sec[Id].Size);
  }

  bool sections(Cursor &C) {
    while (true) {
      uint8_t IdByte;
      if (!C.byte(IdByte))
        return false;
      unsigned Id = IdByte & 0x7f;
      if (Id == 0) {
        if (IdByte & 0x80)
          return C.fail("end section with the alignment flag");
        if (C.Pos != C.End)
          return C.fail("bytes after the end section");
        Lines.push_back("end " + hex(C.Pos - 1));
        return true;
      }
      if (Id >= (Version >= 1303 ? 8u : 7u))
        return C.fail("unknown section id " + std::to_string(Id));
      uint64_t Len, Align = 1;
      if (!C.varint(Len))
        return false;
      if (IdByte & 0x80) {
        if (!C.varint(Align))
          return false;
        if (Align == 0 || (Align & (Align - 1)))
          return C.fail("alignment is not a power of two");
        if (!C.skip((Align - C.Pos % Align) % Align))
          return false;
      }
      if (Sec[Id].Present)
        return C.fail("duplicate section");
      Sec[Id] = {true, C.Pos, size_t(Len)};
      Lines.push_back(std::string("section ") + kSectionNames[Id] + " id " +
                      std::to_string(Id) + " payload " + hex(C.Pos) +
                      " size " + std::to_string(Len));
      if (!C.skip(Len))
        return false;
    }
  }

  bool table(unsigned Id, unsigned Width, unsigned PadTo, bool PadIfEmpty,
             Table &T, const char *Name) {
    T = Table();
    if (!Sec[Id].Present) {
      Lines.push_back(std::string(Name) + "s 0");
      return true;
    }
    Cursor C = payload(Id);
    uint64_t N;
    if (!C.varint(N))
      return false;
    if (N > C.End - C.Pos)
      return C.fail("count exceeds the payload");
    if ((N || PadIfEmpty) && !C.pad(Sec[Id].Begin, PadTo))
      return false;
    std::vector<uint64_t> Offsets(N);
    for (uint64_t &O : Offsets)
      if (!C.le(Width, O))
        return false;
    size_t Data = C.Pos;
    for (uint64_t I = 0; I < N; ++I) {
      uint64_t Next = I + 1 < N ? Offsets[I + 1] : C.End - Data;
      if (Offsets[I] > Next || Next > C.End - Data)
        return C.fail(std::string(Name) + " offsets out of order or range");
      T.Starts.push_back(Data + Offsets[I]);
    }
    T.DataEnd = C.End;
    Lines.push_back(std::string(Name) + "s " + std::to_string(N));
    return true;
  }
  size_t entryEnd(const Table &T, size_t I) {
    return I + 1 < T.Starts.size() ? T.Starts[I + 1] : T.DataEnd;
  }

  bool strings() {
    if (!table(1, 4, 4, true, Strings, "string"))
      return false;
    for (size_t I = 0; I < Strings.Starts.size(); ++I)
      Lines.push_back("string#" + std::to_string(I) + " " +
                      hex(Strings.Starts[I]));
    return true;
  }
  std::string str(uint64_t I) {
    if (I >= Strings.Starts.size())
      return "<bad string " + std::to_string(I) + ">";
    size_t B = Strings.Starts[I];
    return std::string(Bytes.begin() + B, Bytes.begin() + entryEnd(Strings, I));
  }

  bool types() {
    if (!table(5, 4, 4, true, Types, "type"))
      return false;
    for (size_t I = 0; I < Types.Starts.size(); ++I) {
      Cursor C = cursor(Types.Starts[I], entryEnd(Types, I));
      uint64_t Tag;
      if (!C.varint(Tag))
        return false;
      TypeTags.push_back(Tag);
      Lines.push_back("type#" + std::to_string(I) + " " + hex(Types.Starts[I]) +
                      " tag " + std::to_string(Tag));
    }
    return true;
  }

  bool constants() {
    Table T;
    if (!table(4, 8, 8, false, T, "constant"))
      return false;
    for (size_t I = 0; I < T.Starts.size(); ++I) {
      Cursor C = cursor(T.Starts[I], entryEnd(T, I));
      uint64_t Size;
      if (!C.varint(Size) || !C.skip(Size))
        return false;
      Lines.push_back("const#" + std::to_string(I) + " " + hex(T.Starts[I]) +
                      " size " + std::to_string(Size));
    }
    return true;
  }

  bool globals() {
    if (!Sec[6].Present)
      return true;
    Cursor C = payload(6);
    uint64_t N;
    if (!C.varint(N))
      return false;
    Lines.push_back("globals " + std::to_string(N));
    for (uint64_t I = 0; I < N; ++I) {
      uint64_t Name, Type, Const, Align, Vis, IsConst;
      if (!C.varint(Name) || !C.varint(Type) || !C.varint(Const) ||
          !C.varint(Align))
        return false;
      if (Version >= 1303 && (!C.varint(Vis) || !C.varint(IsConst)))
        return false;
      Lines.push_back("global " + str(Name) + " type#" + std::to_string(Type) +
                      " const#" + std::to_string(Const) + " align " +
                      std::to_string(Align));
    }
    return true;
  }

  /// Width in bits of a float type tag, for the APInt encoding of tag 2.
  unsigned floatWidth(uint64_t TypeIdx) {
    static const std::map<uint64_t, unsigned> Widths = {
        {5, 16}, {6, 16}, {7, 32}, {8, 19}, {9, 64}, {10, 8},
        {11, 8}, {18, 8}, {19, 4}};
    auto It = TypeIdx < TypeTags.size() ? Widths.find(TypeTags[TypeIdx])
                                        : Widths.end();
    return It == Widths.end() ? 0 : It->second;
  }

  // Self-contained attributes (guide A 2.10); only skipped, for the hints.
  bool attribute(Cursor &C, unsigned Depth, bool TagKnown = false,
                 uint64_t Tag = 0) {
    if (Depth > 64)
      return C.fail("attributes nested too deeply");
    if (!TagKnown && !C.varint(Tag))
      return false;
    uint64_t A, B, N;
    int64_t S;
    uint8_t Flags;
    switch (Tag) {
    case 1: // integer: type, value (i1: one byte)
      if (!C.varint(A))
        return false;
      if (A < TypeTags.size() && TypeTags[A] == 0)
        return C.byte(Flags);
      return C.varint(B);
    case 2: { // float: type, APInt
      if (!C.varint(A))
        return false;
      unsigned W = floatWidth(A);
      if (W == 0)
        return C.fail("float attribute of a non-float type");
      if (W <= 8)
        return C.byte(Flags);
      return C.svarint(S);
    }
    case 3: return C.byte(Flags);
    case 4: case 5: return C.varint(A);
    case 6: // array
      if (!C.varint(N))
        return false;
      for (uint64_t I = 0; I < N; ++I)
        if (!attribute(C, Depth + 1))
          return false;
      return true;
    case 7: return C.varint(A) && C.varint(B);
    case 8: // div_by
      if (!C.varint(A) || !C.byte(Flags))
        return false;
      return (!(Flags & 1) || C.svarint(S)) && (!(Flags & 2) || C.svarint(S));
    case 9: return C.varint(N) && C.skip(N * 8);
    case 10: case 11: // dictionary; hints carry no second tag
      if (!C.varint(N))
        return false;
      for (uint64_t I = 0; I < N; ++I)
        if (!C.varint(A) || !attribute(C, Depth + 1))
          return false;
      return true;
    case 12:
      if (!C.byte(Flags))
        return false;
      return (!(Flags & 1) || C.svarint(S)) && (!(Flags & 2) || C.svarint(S));
    default:
      return C.fail("unknown attribute tag " + std::to_string(Tag));
    }
  }

  bool functions() {
    Cursor C = payload(2);
    uint64_t N;
    if (!C.varint(N))
      return false;
    if (N > Sec[2].Size)
      return C.fail("more functions than payload bytes");
    Lines.push_back("functions " + std::to_string(N));
    for (uint64_t I = 0; I < N; ++I) {
      uint64_t Name, Sig, Loc, Len;
      uint8_t Flags;
      if (!C.varint(Name) || !C.varint(Sig) || !C.byte(Flags) ||
          !C.varint(Loc))
        return false;
      // Hints: a self-contained attribute, tag included (tag 11); from 13.5
      // every entry has them and bit 2 means something else.
      if ((Flags & 2) && (Version >= 1305 || (Flags & 4))) {
        uint64_t Tag;
        if (!C.varint(Tag))
          return false;
        if (Tag != 11)
          return C.fail("function hints are not an optimization_hints attribute");
        if (!attribute(C, 0, true, Tag))
          return false;
      }
      // 13.5: the argument attributes, any self-contained attribute.
      if (Version >= 1305) {
        uint64_t Tag;
        if (!C.varint(Tag) || !attribute(C, 0, true, Tag))
          return false;
      }
      size_t LenAt = C.Pos;
      if (!C.varint(Len) || !C.skip(Len))
        return false;
      Lines.push_back("function " + str(Name) + " type#" + std::to_string(Sig) +
                      " flags " + hex(Flags) + " debug#" + std::to_string(Loc) +
                      " body " + hex(LenAt) + " size " + std::to_string(Len));
    }
    return true;
  }

  bool debug() {
    if (!Sec[3].Present)
      return true;
    Cursor C = payload(3);
    size_t Base = Sec[3].Begin;
    uint64_t Funcs, Indices, Attrs, Ignored;
    if (!C.varint(Funcs) || !C.pad(Base, 4) || !C.skip(Funcs * 4) ||
        !C.varint(Indices) || !C.pad(Base, 8))
      return false;
    for (uint64_t I = 0; I < Indices; ++I)
      if (!C.le(8, Ignored))
        return false;
    if (!C.varint(Attrs) || !C.pad(Base, 4) || !C.skip(Attrs * 4))
      return false;
    Lines.push_back("debug functions " + std::to_string(Funcs) + " indices " +
                    std::to_string(Indices) + " attributes " +
                    std::to_string(Attrs));
    return true;
  }

  bool producer() {
    if (!Sec[7].Present)
      return true;
    Cursor C = payload(7);
    uint64_t S;
    if (!C.varint(S))
      return false;
    Lines.push_back("producer " + str(S));
    return true;
  }
};

} // namespace

bool tileiras::oracle::listStructure(const std::vector<uint8_t> &Bytes,
                                     std::vector<std::string> &Lines,
                                     std::string &Error) {
  Error.clear();
  return Decoder(Bytes, Lines, Error).run();
}
