//===- Translate.cpp - tileiras-translate registrations -------------------===//
//
// --tilebc-to-mlir, --mlir-to-tilebc (--bytecode-version=13.x) and
// --tilebc-dump. Reader errors are printed as
//   error: <file>: byte <offset>: <message>
// and fail the translation.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Bytecode/Bytecode.h"
#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace tileiras::bytecode;
namespace ct = mlir::cuda_tile;

static llvm::ArrayRef<uint8_t> mainBytes(llvm::SourceMgr &sm,
                                         llvm::StringRef &name) {
  const llvm::MemoryBuffer *buf = sm.getMemoryBuffer(sm.getMainFileID());
  name = buf->getBufferIdentifier();
  return llvm::ArrayRef<uint8_t>(
      reinterpret_cast<const uint8_t *>(buf->getBufferStart()),
      buf->getBufferSize());
}

static void printReadError(llvm::StringRef name, const ReadError &error) {
  if (error.message.empty())
    return; // Verifier diagnostics were already printed.
  llvm::errs() << "error: " << name << ": byte " << error.offset << ": "
               << error.message << "\n";
}

void tileiras::bytecode::registerBytecodeTranslations() {
  static llvm::cl::opt<std::string> versionOpt(
      "bytecode-version",
      llvm::cl::desc("Bytecode version written by --mlir-to-tilebc "
                     "(13.1, 13.2, 13.3, 13.4 or 13.5)"),
      llvm::cl::init("13.4"));
  static llvm::cl::opt<bool> allowTestOps(
      "tilebc-allow-test-ops",
      llvm::cl::desc("--tilebc-to-mlir: read non-entry function records as "
                     "cuda_tile.testing$func"),
      llvm::cl::init(false));

  static TranslateToMLIRRegistration toMLIR(
      "tilebc-to-mlir", "read TileIR bytecode into cuda_tile",
      [](llvm::SourceMgr &sm, MLIRContext *ctx) -> OwningOpRef<Operation *> {
        llvm::StringRef name;
        llvm::ArrayRef<uint8_t> bytes = mainBytes(sm, name);
        ReadError error;
        ReadOptions options;
        options.allowTestOps = allowTestOps;
        OwningOpRef<ct::ModuleOp> module =
            readBytecode(bytes, ctx, error, options);
        if (!module) {
          printReadError(name, error);
          return nullptr;
        }
        return OwningOpRef<Operation *>(module.release());
      },
      [](DialectRegistry &registry) {
        registry.insert<ct::CudaTileDialect>();
      });

  static TranslateFromMLIRRegistration fromMLIR(
      "mlir-to-tilebc", "write a cuda_tile.module as TileIR bytecode",
      [](Operation *op, llvm::raw_ostream &os) -> LogicalResult {
        std::optional<Version> version = parseVersion(versionOpt);
        if (!version)
          return op->emitError("invalid --bytecode-version '")
                 << versionOpt
                 << "': the supported versions are [13.1 - 13.5]";
        auto module = dyn_cast<ct::ModuleOp>(op);
        if (!module) {
          // Without --no-implicit-module the parser wraps the input.
          if (auto builtin = dyn_cast<mlir::ModuleOp>(op)) {
            auto inner = builtin.getOps<ct::ModuleOp>();
            if (!inner.empty() && std::next(inner.begin()) == inner.end())
              module = *inner.begin();
          }
        }
        if (!module)
          return op->emitError("expected exactly one cuda_tile.module to "
                               "write as bytecode");
        return writeBytecode(module, os, *version);
      },
      [](DialectRegistry &registry) {
        registry.insert<ct::CudaTileDialect>();
      });

  // Reads bytecode and writes it back in-process at the file's own version
  // (no text in between), for writer byte-identity checks.
  static TranslateRegistration roundTrip(
      "test-tilebc-roundtrip",
      "read TileIR bytecode and write it back at the file's version",
      [](const std::shared_ptr<llvm::SourceMgr> &sm, llvm::raw_ostream &os,
         MLIRContext *ctx) -> LogicalResult {
        llvm::StringRef name;
        llvm::ArrayRef<uint8_t> bytes = mainBytes(*sm, name);
        ctx->getOrLoadDialect<ct::CudaTileDialect>();
        ReadError error;
        OwningOpRef<ct::ModuleOp> module = readBytecode(bytes, ctx, error);
        if (!module) {
          printReadError(name, error);
          return failure();
        }
        Version version{bytes[8], bytes[9],
                        uint16_t(bytes[10] | (bytes[11] << 8))};
        return writeBytecode(*module, os, version);
      });

  static TranslateRegistration dump(
      "tilebc-dump",
      "list every section, record and field of TileIR bytecode with its "
      "byte offset",
      [](const std::shared_ptr<llvm::SourceMgr> &sm, llvm::raw_ostream &os,
         MLIRContext *) -> LogicalResult {
        llvm::StringRef name;
        llvm::ArrayRef<uint8_t> bytes = mainBytes(*sm, name);
        ReadError error;
        if (succeeded(dumpBytecode(bytes, os, error)))
          return success();
        os.flush();
        printReadError(name, error);
        return failure();
      });
}
