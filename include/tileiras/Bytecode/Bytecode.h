//===- Bytecode.h - cuda_tile bytecode reader and writer --------*- C++ -*-===//
//
// The TileIR bytecode container (magic "\x7fTileIR\0", versions 13.1-13.5):
// reading into a `cuda_tile.module`, writing one back, and a structural dump.
//
// The reader takes a plain byte buffer and never trusts a field: every count
// is bounded by the bytes that remain, every index is range-checked, and the
// first problem is reported as (byte offset, message). This makes
// `readBytecode` directly callable from a libFuzzer target.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_BYTECODE_BYTECODE_H
#define TILEIRAS_BYTECODE_BYTECODE_H

#include "mlir/IR/OwningOpRef.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace mlir {
class MLIRContext;
class Operation;
namespace cuda_tile {
class ModuleOp;
} // namespace cuda_tile
} // namespace mlir

namespace tileiras::bytecode {

/// A bytecode version as stored in the header (u8 major, u8 minor, u16 tag).
struct Version {
  uint8_t major = 13;
  uint8_t minor = 4;
  uint16_t tag = 0;

  /// `major*100 + minor`, e.g. 1304; the tag never changes the encoding.
  unsigned key() const { return major * 100u + minor; }
  bool atLeast(unsigned k) const { return key() >= k; }
  std::string str() const; // "13.4" (or "13.4.2" with a nonzero tag)
};

/// "13.4" for the version key 1304.
std::string versionName(unsigned key);

/// The versions this implementation reads and writes.
constexpr unsigned kMinVersion = 1301;
constexpr unsigned kMaxVersion = 1305;

/// Parses "13.x" (optionally "13.x.t"); nullopt when malformed or unsupported.
std::optional<Version> parseVersion(llvm::StringRef text);

/// True when `bytes` starts with the TileIR magic.
bool hasMagic(llvm::ArrayRef<uint8_t> bytes);

/// The first problem found in a malformed file.
struct ReadError {
  uint64_t offset = 0;
  std::string message;
};

struct ReadOptions {
  /// Run the MLIR verifier on the result. Verifier diagnostics go through the
  /// context's diagnostic engine (they have real source locations), and the
  /// reader then fails with `ReadError::message` empty.
  bool verify = true;
  /// Read function records without the entry flag as `testing$func` (the
  /// test-only function op) instead of rejecting them. The writer emits
  /// `testing$func` that way; NVIDIA's release readers reject such records.
  bool allowTestOps = false;
  /// A preview feature is enabled (`tileiras --preview=simt`): a 13.5 file
  /// whose header advertises preview content is read (NVIDIA 13.5 refuses it
  /// otherwise). Its preview ops are still refused (docs/bytecode.md).
  bool preview = false;
  /// When set, receives the absolute byte offset of every op's record (the
  /// opcode of an op, the name of a function or global), so that tools can
  /// point at the bytes of an op that has no debug location
  /// (tileiras-validate).
  llvm::DenseMap<mlir::Operation *, uint64_t> *opOffsets = nullptr;
};

/// Reads a bytecode buffer into a new `cuda_tile.module @kernels`. On failure
/// returns null and fills `error` (unless verification failed, see above).
mlir::OwningOpRef<mlir::cuda_tile::ModuleOp>
readBytecode(llvm::ArrayRef<uint8_t> bytes, mlir::MLIRContext *context,
             ReadError &error, const ReadOptions &options = {});

/// Writes `module` at `version`. Anything the version cannot express (an op,
/// a type, an attribute or a field value) is reported through the op's
/// location and makes the call fail; `os` then holds nothing useful.
mlir::LogicalResult writeBytecode(mlir::cuda_tile::ModuleOp module,
                                  llvm::raw_ostream &os, Version version = {});

/// Prints every section, record and field of `bytes` with its byte offset.
/// Stops at the first malformed field, which is reported in `error`.
mlir::LogicalResult dumpBytecode(llvm::ArrayRef<uint8_t> bytes,
                                 llvm::raw_ostream &os, ReadError &error);

/// Registers the translations `--tilebc-to-mlir`, `--mlir-to-tilebc` (with
/// `--bytecode-version`) and `--tilebc-dump`.
void registerBytecodeTranslations();

} // namespace tileiras::bytecode

#endif // TILEIRAS_BYTECODE_BYTECODE_H
