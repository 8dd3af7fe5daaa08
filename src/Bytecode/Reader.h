//===- Reader.h - bytecode reader internals ---------------------*- C++ -*-===//
//
// The reader state shared by the section readers (ReaderSections.cpp) and the
// function/op readers (ReaderOps.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_LIB_BYTECODE_READER_H
#define TILEIRAS_LIB_BYTECODE_READER_H

#include "Encoding.h"
#include "OpTable.h"

#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Location.h"

#include <vector>

namespace tileiras::bytecode {

/// Bounds on recursion so a hostile file cannot exhaust the stack; real
/// producers stay far below them.
constexpr unsigned kMaxTypeDepth = 16;
constexpr unsigned kMaxAttrDepth = 64;
constexpr unsigned kMaxDebugDepth = 512;
constexpr unsigned kMaxRegionDepth = 256;

class Reader {
public:
  Reader(llvm::ArrayRef<uint8_t> file, mlir::MLIRContext *ctx,
         ReadError &error, bool allowTestOps = false)
      : file(file), ctx(ctx), sink{&error}, builder(ctx),
        allowTestOps(allowTestOps) {}

  mlir::OwningOpRef<mlir::cuda_tile::ModuleOp> read();
  /// Records `op`'s record offset when ReadOptions::opOffsets asks for it.
  void noteOffset(mlir::Operation *op, size_t at) {
    if (opOffsets)
      (*opOffsets)[op] = at;
  }

  //===--- State -----------------------------------------------------------===//
  struct SectionRange {
    bool present = false;
    size_t begin = 0, end = 0;
    uint64_t align = 1; // the header's alignment (1 without the flag)
    Cursor cursor(Reader &r) const { return Cursor(r.file, begin, end, r.sink); }
  };

  llvm::ArrayRef<uint8_t> file;
  mlir::MLIRContext *ctx;
  ErrorSink sink;
  mlir::OpBuilder builder;
  bool allowTestOps;
  /// ReadOptions::preview.
  bool previewEnabled = false;
  /// The 13.5 header's tag has its preview bit (public-preview content).
  bool previewContent = false;
  llvm::DenseMap<mlir::Operation *, uint64_t> *opOffsets = nullptr;
  Version version;
  SectionRange sections[8];

  OffsetTable<uint32_t> strings;
  OffsetTable<uint32_t> types;
  std::vector<mlir::Type> typeCache;
  std::vector<uint8_t> typeState; // 0 = unread, 1 = being read, 2 = done
  OffsetTable<uint64_t> constants;

  // Debug section: per-function slices of an index array of attribute ids.
  llvm::SmallVector<uint32_t> diFuncStarts;
  size_t diIndicesAt = 0; // absolute offset of the u64 index array
  uint64_t diIndicesNum = 0;
  OffsetTable<uint32_t> diAttrs;
  std::vector<mlir::Attribute> diCache;
  std::vector<uint8_t> diState;

  //===--- Sections (ReaderSections.cpp) ----------------------------------===//
  bool readHeader(Cursor &c);
  bool readSectionTable(Cursor &c);
  bool readStringSection();
  bool readTypeSection();
  bool readConstantSection();
  bool readDebugSection();

  bool readString(Cursor &c, llvm::StringRef &out, const char *what);
  bool stringAt(uint64_t index, llvm::StringRef &out);
  bool readType(Cursor &c, mlir::Type &out, const char *what);
  bool typeAt(uint64_t index, mlir::Type &out, size_t refAt, unsigned depth);
  bool parseTypeEntry(uint64_t index, mlir::Type &out, unsigned depth);
  bool readConstant(Cursor &c, mlir::Type type, mlir::Attribute &out,
                    const char *what);
  bool debugAttrAt(uint64_t id, mlir::Attribute &out, size_t refAt,
                   unsigned depth);
  bool readSelfContained(Cursor &c, mlir::Attribute &out, unsigned depth);
  mlir::Attribute makeHints(mlir::DictionaryAttr dict);
  bool readDictionaryBody(Cursor &c, mlir::DictionaryAttr &out,
                          unsigned depth);

  //===--- Functions and ops (ReaderOps.cpp) ------------------------------===//
  struct LocationStream {
    bool none = true;
    size_t next = 0, end = 0; // positions in the index array
  };
  bool nextLocation(Cursor &c, LocationStream &locs, mlir::Location &out);

  bool readGlobalSection(mlir::Block *body);
  bool readFunctionSection(mlir::Block *body);
  bool readOp(Cursor &c, mlir::Block *block,
              llvm::SmallVectorImpl<mlir::Value> &values,
              LocationStream &locs, unsigned depth);
  bool readOpAttr(Cursor &c, const FieldDesc &field, const OpDesc &desc,
                  llvm::ArrayRef<mlir::Type> resultTypes,
                  mlir::NamedAttrList &attrs);
  bool readBlock(Cursor &c, mlir::Region &region,
                 llvm::SmallVectorImpl<mlir::Value> &values,
                 LocationStream &locs, unsigned depth);
};

} // namespace tileiras::bytecode

#endif // TILEIRAS_LIB_BYTECODE_READER_H
