//===- Writer.h - bytecode writer internals ---------------------*- C++ -*-===//
//
// Tables are filled in first-use order with dependencies first, the way
// NVIDIA's producers do it, so files written here can match theirs byte for
// byte.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_LIB_BYTECODE_WRITER_H
#define TILEIRAS_LIB_BYTECODE_WRITER_H

#include "Encoding.h"
#include "OpTable.h"

#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"

#include <string>
#include <vector>

namespace tileiras::bytecode {

/// Entries deduplicated by their encoding, numbered from `first`.
struct BlobTable {
  llvm::StringMap<uint64_t> ids;
  std::vector<std::string> entries;
  uint64_t first = 0;

  uint64_t intern(llvm::ArrayRef<uint8_t> bytes) {
    llvm::StringRef key(reinterpret_cast<const char *>(bytes.data()),
                        bytes.size());
    auto [it, inserted] = ids.try_emplace(key, first + entries.size());
    if (inserted)
      entries.push_back(key.str());
    return it->second;
  }
};

class Writer {
public:
  Writer(mlir::MLIRContext *ctx, Version version)
      : ctx(ctx), version(version) {
    debugAttrs.first = 1; // 0 is the reserved "unknown location"
  }

  mlir::LogicalResult write(mlir::cuda_tile::ModuleOp module,
                            llvm::raw_ostream &os);

  mlir::MLIRContext *ctx;
  Version version;
  BlobTable strings, types, constants, debugAttrs;
  llvm::DenseMap<mlir::Type, uint64_t> typeIds;
  llvm::DenseMap<mlir::Attribute, uint64_t> debugIds;
  std::vector<std::vector<uint64_t>> debugPerFunction;
  ByteBuffer funcSection, globalSection;
  uint64_t numFunctions = 0, numGlobals = 0;
  uint64_t indexCount = 0; // index operands of the op being written

  //===--- Tables (WriterTables.cpp) --------------------------------------===//
  uint64_t str(llvm::StringRef s);
  mlir::FailureOr<uint64_t> type(mlir::Type t, mlir::Operation *where);
  mlir::FailureOr<uint64_t> constant(mlir::Attribute value,
                                     mlir::Operation *where);
  uint64_t debugLocation(mlir::Location loc);
  uint64_t debugAttr(mlir::Attribute attr);
  mlir::LogicalResult selfContained(mlir::Attribute attr, ByteBuffer &out,
                                    mlir::Operation *where,
                                    bool preferIntegerI1 = false);
  mlir::LogicalResult hintsBody(mlir::cuda_tile::OptimizationHintsAttr hints,
                                ByteBuffer &out, mlir::Operation *where);
  mlir::LogicalResult dictionaryBody(mlir::DictionaryAttr dict,
                                     ByteBuffer &out, mlir::Operation *where);
  void assemble(llvm::raw_ostream &os, mlir::StringAttr producer);

  //===--- Module contents (WriterOps.cpp) --------------------------------===//
  mlir::LogicalResult global(mlir::Operation *op);
  mlir::LogicalResult function(mlir::Operation *op);
  mlir::LogicalResult opRecord(mlir::Operation *op, ByteBuffer &out,
                               llvm::DenseMap<mlir::Value, uint64_t> &values,
                               uint64_t &nextValue,
                               std::vector<uint64_t> &locs);
  mlir::LogicalResult opAttr(mlir::Operation *op, const FieldDesc &f,
                             mlir::Attribute attr, ByteBuffer &out);
  mlir::InFlightDiagnostic needsVersion(mlir::Operation *op,
                                        const llvm::Twine &what,
                                        unsigned since);
};

} // namespace tileiras::bytecode

#endif // TILEIRAS_LIB_BYTECODE_WRITER_H
