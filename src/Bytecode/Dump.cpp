//===- Dump.cpp - structural listing of a bytecode file --------------------===//
//
// Like llvm-bcanalyzer for producer authors: every section, table entry,
// record and field with its absolute byte offset. Tables are decoded with the
// reader (so types and attributes print as MLIR), op records are walked with
// the OpTable without building IR.
//
//===----------------------------------------------------------------------===//

#include "Reader.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace tileiras::bytecode;

namespace {
class Dumper {
public:
  Dumper(llvm::ArrayRef<uint8_t> bytes, MLIRContext *ctx, ReadError &error,
         llvm::raw_ostream &os)
      : r(bytes, ctx, error), os(os) {}

  bool run();

private:
  Reader r;
  llvm::raw_ostream &os;

  llvm::raw_ostream &line(size_t offset, unsigned indent) {
    os << llvm::format_hex_no_prefix(offset, 8) << " ";
    os.indent(indent * 2);
    return os;
  }
  std::string hex(size_t begin, size_t end, size_t limit = 24) {
    std::string s;
    llvm::raw_string_ostream ss(s);
    for (size_t i = begin; i < end && i < begin + limit; ++i)
      ss << llvm::format_hex_no_prefix(r.file[i], 2);
    if (end - begin > limit)
      ss << "...";
    return s;
  }
  std::string typeText(uint64_t idx) {
    Type t;
    if (!r.typeAt(idx, t, 0, 0))
      return "<invalid>";
    std::string s;
    llvm::raw_string_ostream ss(s);
    ss << t;
    return s;
  }
  bool typeRef(Cursor &c, unsigned indent, const char *what) {
    size_t at = c.offset();
    uint64_t idx;
    if (!c.index(idx, r.types.size(), what))
      return false;
    line(at, indent) << what << " type#" << idx << " " << typeText(idx)
                     << "\n";
    return true;
  }

  bool strings();
  bool typesTable();
  bool constantsTable();
  bool debug();
  bool globals();
  bool functions();
  bool op(Cursor &c, unsigned indent, uint64_t &nextValue);
};
} // namespace

bool Dumper::strings() {
  line(r.sections[StringSection].begin, 1)
      << "strings: " << r.strings.size() << "\n";
  for (size_t i = 0; i < r.strings.size(); ++i) {
    llvm::StringRef s;
    r.stringAt(i, s);
    line(r.strings.offsets[i], 2) << "#" << i << " \"";
    os.write_escaped(s) << "\"\n";
  }
  return true;
}

bool Dumper::typesTable() {
  if (!r.sections[TypeSection].present)
    return true;
  line(r.sections[TypeSection].begin, 1)
      << "types: " << r.types.size() << "\n";
  for (size_t i = 0; i < r.types.size(); ++i) {
    Cursor c(r.file, r.types.offsets[i], r.types.entryEnd(i), r.sink);
    uint64_t tag;
    if (!c.varint(tag, "type tag"))
      return false;
    const char *name = typeTagName(tag);
    line(r.types.offsets[i], 2)
        << "type#" << i << " tag " << tag << " (" << (name ? name : "?")
        << ") [" << hex(c.offset(), r.types.entryEnd(i)) << "] = ";
    Type t;
    if (!r.typeAt(i, t, r.types.offsets[i], 0))
      return false;
    os << t << "\n";
  }
  return true;
}

bool Dumper::constantsTable() {
  if (!r.sections[ConstantSection].present)
    return true;
  line(r.sections[ConstantSection].begin, 1)
      << "constants: " << r.constants.size() << "\n";
  for (size_t i = 0; i < r.constants.size(); ++i) {
    Cursor c(r.file, r.constants.offsets[i], r.constants.entryEnd(i), r.sink);
    uint64_t size;
    if (!c.varint(size, "constant size"))
      return false;
    line(r.constants.offsets[i], 2)
        << "const#" << i << " raw size " << size << " ["
        << hex(c.offset(), std::min(c.limit(), size_t(c.offset() + size)))
        << "]\n";
  }
  return true;
}

bool Dumper::debug() {
  if (!r.sections[DebugSection].present)
    return true;
  size_t base = r.sections[DebugSection].begin;
  line(base, 1) << "debug: " << r.diFuncStarts.size()
                << " functions, " << r.diIndicesNum << " indices, "
                << r.diAttrs.size() << " attributes\n";
  for (size_t f = 0; f < r.diFuncStarts.size(); ++f) {
    size_t end = f + 1 < r.diFuncStarts.size() ? r.diFuncStarts[f + 1]
                                               : r.diIndicesNum;
    line(base, 2) << "function debug#" << f + 1 << ": indices ["
                  << r.diFuncStarts[f] << ", " << end << ")\n";
  }
  for (uint64_t i = 0; i < r.diIndicesNum; ++i) {
    size_t at = r.diIndicesAt + 8 * i;
    uint64_t id = 0;
    for (unsigned k = 0; k < 8; ++k)
      id |= uint64_t(r.file[at + k]) << (8 * k);
    line(at, 2) << "index[" << i << "] = di#" << id << "\n";
  }
  for (size_t i = 0; i < r.diAttrs.size(); ++i) {
    Attribute a;
    if (!r.debugAttrAt(i + 1, a, r.diAttrs.offsets[i], 0))
      return false;
    line(r.diAttrs.offsets[i], 2)
        << "di#" << i + 1 << " [" << hex(r.diAttrs.offsets[i],
                                         r.diAttrs.entryEnd(i))
        << "] = " << a << "\n";
  }
  return true;
}

bool Dumper::globals() {
  if (!r.sections[GlobalSection].present)
    return true;
  Cursor c = r.sections[GlobalSection].cursor(r);
  uint64_t n;
  if (!c.count(n, 4, "number of globals"))
    return false;
  line(c.begin(), 1) << "globals: " << n << "\n";
  for (uint64_t i = 0; i < n; ++i) {
    size_t at = c.offset();
    llvm::StringRef name;
    uint64_t typeIdx, constIdx, align, vis = 0, isConst = 0;
    if (!r.readString(c, name, "global name") ||
        !c.index(typeIdx, r.types.size(), "global type") ||
        !c.index(constIdx, r.constants.size(), "global constant") ||
        !c.varint(align, "global alignment"))
      return false;
    if (r.version.atLeast(1303) &&
        (!c.varint(vis, "global visibility") ||
         !c.varint(isConst, "global constant flag")))
      return false;
    line(at, 2) << "global @" << name << " type#" << typeIdx << " "
                << typeText(typeIdx) << " const#" << constIdx
                << " alignment " << align;
    if (r.version.atLeast(1303))
      os << " visibility " << vis << " constant " << isConst;
    os << "\n";
  }
  return true;
}

bool Dumper::op(Cursor &c, unsigned indent, uint64_t &nextValue) {
  size_t at = c.offset();
  uint64_t opcode;
  if (!c.varint(opcode, "opcode"))
    return false;
  const OpDesc *desc =
      opcode <= UINT32_MAX ? lookupOp(uint32_t(opcode)) : nullptr;
  if (!desc)
    return c.failAt(at, "unknown or unimplemented opcode: " +
                            llvm::Twine(opcode));
  line(at, indent) << "op " << desc->mnemonic << " (opcode " << opcode
                   << ")\n";
  uint64_t numResults = desc->numResults;
  size_t rAt = c.offset();
  if (desc->variadicResults) {
    if (!c.count(numResults, 1, "result count"))
      return false;
    line(rAt, indent + 1) << "result count " << numResults << "\n";
  }
  for (uint64_t i = 0; i < numResults; ++i)
    if (!typeRef(c, indent + 1, "result"))
      return false;
  uint64_t flags = 0;
  llvm::SmallVector<Type> noTypes;
  for (const FieldDesc &f : desc->fields) {
    if (!r.version.atLeast(f.since))
      continue;
    bool flagged = f.flagBit < 0 || ((flags >> f.flagBit) & 1);
    size_t fAt = c.offset();
    switch (f.kind) {
    case FieldKind::Flags:
      if (!c.varint(flags, "flags"))
        return false;
      line(fAt, indent + 1) << "flags 0x" << llvm::utohexstr(flags) << "\n";
      break;
    case FieldKind::Attr: {
      if (!flagged || f.attr == AttrKind::Unit) {
        if (flagged)
          line(fAt, indent + 1) << "attr " << f.name << " (flag)\n";
        break;
      }
      NamedAttrList attrs;
      llvm::SmallVector<Type> types;
      if (f.attr == AttrKind::DenseConst) {
        // Typed by the result; print the pool index only.
        uint64_t idx;
        if (!c.index(idx, r.constants.size(), f.name))
          return false;
        line(fAt, indent + 1) << "attr " << f.name << " const#" << idx << "\n";
        break;
      }
      if (!r.readOpAttr(c, f, *desc, types, attrs))
        return false;
      line(fAt, indent + 1) << "attr " << f.name << " ["
                            << hex(fAt, c.offset()) << "]";
      if (Attribute a = attrs.get(f.name))
        os << " = " << a;
      os << "\n";
      break;
    }
    case FieldKind::Operand:
    case FieldKind::OptOperand: {
      if (!flagged)
        break;
      uint64_t idx;
      if (!c.index(idx, nextValue, f.name))
        return false;
      line(fAt, indent + 1) << "operand " << f.name << " %" << idx << "\n";
      break;
    }
    case FieldKind::VarOperands:
    case FieldKind::AllOperands: {
      uint64_t n;
      if (!c.count(n, 1, "operand count"))
        return false;
      line(fAt, indent + 1) << "operands " << f.name << " count " << n << ":";
      for (uint64_t i = 0; i < n; ++i) {
        uint64_t idx;
        if (!c.index(idx, nextValue, f.name))
          return false;
        os << " %" << idx;
      }
      os << "\n";
      break;
    }
    }
  }
  if (desc->numRegions) {
    size_t regAt = c.offset();
    uint64_t numRegions;
    if (!c.varint(numRegions, "region count"))
      return false;
    if (numRegions != desc->numRegions)
      return c.failAt(regAt, "unexpected region count " +
                                 llvm::Twine(numRegions));
    line(regAt, indent + 1) << "regions " << numRegions << "\n";
    for (uint64_t reg = 0; reg < numRegions; ++reg) {
      size_t bAt = c.offset();
      uint64_t numBlocks;
      if (!c.count(numBlocks, 2, "block count"))
        return false;
      line(bAt, indent + 2) << "region " << reg << ": " << numBlocks
                            << " blocks\n";
      for (uint64_t b = 0; b < numBlocks; ++b) {
        uint64_t mark = nextValue, numArgs, numOps;
        size_t aAt = c.offset();
        if (!c.count(numArgs, 1, "block argument count"))
          return false;
        line(aAt, indent + 3) << "block " << b << ": " << numArgs
                              << " arguments (%" << nextValue << "...)\n";
        for (uint64_t i = 0; i < numArgs; ++i) {
          if (!typeRef(c, indent + 4, "argument"))
            return false;
          ++nextValue;
        }
        size_t oAt = c.offset();
        if (!c.count(numOps, 1, "block operation count"))
          return false;
        line(oAt, indent + 3) << "operations " << numOps << "\n";
        if (indent > 3 * kMaxRegionDepth)
          return c.fail("regions nested too deeply");
        for (uint64_t i = 0; i < numOps; ++i)
          if (!op(c, indent + 4, nextValue))
            return false;
        nextValue = mark;
      }
    }
  }
  if (numResults)
    line(c.offset(), indent + 1) << "defines %" << nextValue << "..%"
                                 << nextValue + numResults - 1 << "\n";
  nextValue += numResults;
  return true;
}

bool Dumper::functions() {
  Cursor c = r.sections[FuncSection].cursor(r);
  uint64_t n;
  if (!c.count(n, 5, "number of functions"))
    return false;
  line(c.begin(), 1) << "functions: " << n << "\n";
  for (uint64_t i = 0; i < n; ++i) {
    size_t at = c.offset();
    llvm::StringRef name;
    uint64_t sigIdx, locIndex, bodyLength;
    uint8_t flags;
    if (!r.readString(c, name, "function name") ||
        !c.index(sigIdx, r.types.size(), "function signature") ||
        !c.byte(flags, "function flags") ||
        !c.varint(locIndex, "function debug index"))
      return false;
    line(at, 2) << "function @" << name << " signature type#" << sigIdx << " "
                << typeText(sigIdx) << " flags 0x"
                << llvm::utohexstr(flags) << " debug#" << locIndex << "\n";
    // 13.5: an entry always has hints, then every function its arg_attrs.
    bool v135 = r.version.atLeast(1305);
    if ((flags & FuncEntry) && (v135 || (flags & FuncHasHints))) {
      size_t hAt = c.offset();
      Attribute hints;
      if (!r.readSelfContained(c, hints, 0))
        return false;
      line(hAt, 3) << "hints " << hints << "\n";
    }
    if (v135) {
      size_t aAt = c.offset();
      Attribute argAttrs;
      if (!r.readSelfContained(c, argAttrs, 0))
        return false;
      line(aAt, 3) << "arg_attrs " << argAttrs << "\n";
    }
    size_t lAt = c.offset();
    if (!c.varint(bodyLength, "function body length"))
      return false;
    Cursor body = c;
    if (!c.sub(bodyLength, body, "function body"))
      return false;
    line(lAt, 3) << "body " << bodyLength << " bytes\n";
    Type sig;
    if (!r.typeAt(sigIdx, sig, at, 0))
      return false;
    auto fn = dyn_cast<FunctionType>(sig);
    uint64_t nextValue = fn ? fn.getNumInputs() : 0;
    while (!body.atEnd())
      if (!op(body, 4, nextValue))
        return false;
  }
  return true;
}

bool Dumper::run() {
  Cursor c(r.file, 0, r.file.size(), r.sink);
  if (!r.readHeader(c))
    return false;
  line(0, 0) << "magic 7f54696c65495200\n";
  line(8, 0) << "version " << unsigned(r.version.major) << "."
             << unsigned(r.version.minor) << "." << r.version.tag << "\n";
  if (!r.readSectionTable(c))
    return false;
  // Physical order, as a map of the file.
  llvm::SmallVector<unsigned> order;
  for (unsigned id = 1; id < 8; ++id)
    if (r.sections[id].present)
      order.push_back(id);
  llvm::sort(order, [&](unsigned a, unsigned b) {
    return r.sections[a].begin < r.sections[b].begin;
  });
  for (unsigned id : order)
    line(r.sections[id].begin, 0)
        << "section " << sectionName(id) << " (id " << id << ") payload "
        << r.sections[id].end - r.sections[id].begin << " bytes\n";
  line(r.file.size() - 1, 0) << "end\n";
  if (!r.readStringSection() || !r.readTypeSection() ||
      !r.readConstantSection() || !r.readDebugSection())
    return false;
  if (r.sections[ProducerSection].present) {
    Cursor pc = r.sections[ProducerSection].cursor(r);
    llvm::StringRef producer;
    if (!r.readString(pc, producer, "producer"))
      return false;
    line(pc.begin(), 0) << "producer \"" << producer << "\"\n";
  }
  // Logical order: the reader's processing order.
  line(r.sections[StringSection].begin, 0) << "section string\n";
  strings();
  line(r.sections[TypeSection].begin, 0) << "section type\n";
  if (!typesTable())
    return false;
  line(r.sections[ConstantSection].begin, 0) << "section constant\n";
  if (!constantsTable())
    return false;
  if (r.sections[GlobalSection].present) {
    line(r.sections[GlobalSection].begin, 0) << "section global\n";
    if (!globals())
      return false;
  }
  line(r.sections[FuncSection].begin, 0) << "section function\n";
  if (!functions())
    return false;
  line(r.sections[DebugSection].begin, 0) << "section debug\n";
  return debug();
}

LogicalResult tileiras::bytecode::dumpBytecode(llvm::ArrayRef<uint8_t> bytes,
                                               llvm::raw_ostream &os,
                                               ReadError &error) {
  MLIRContext ctx;
  ctx.getOrLoadDialect<mlir::cuda_tile::CudaTileDialect>();
  Dumper dumper(bytes, &ctx, error, os);
  return success(dumper.run());
}
