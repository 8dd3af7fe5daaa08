//===- TranslateRegistration.cpp - the --mlir-to-ptx translation ----------===//
//
// Turns an LLVM/NVVM dialect module into PTX, as the driver does after the
// tileiras pipeline:
//   tileiras-translate --mlir-to-ptx [--ptx-chip=sm_90a] [--ptx-version=88]
//     [--ptx-opt-level=N] [--ptx-lineinfo] [--ptx-device-debug]
//     [--ptx-libdevice=PATH]
// Without --ptx-chip the chip is that of the module's `tileiras.target`;
// without --ptx-version the PTX ISA is the target's minimum raised for what
// the module uses (resolvePtxTarget), exactly as for `tileiras --gpu-name`.
//
//===----------------------------------------------------------------------===//

#include "tileiras/Target/NVPTX/Translation.h"

#include "tileiras/Target/NVPTX/PtxEmitter.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/NVVM/NVVMToLLVMIRTranslation.h"
#include "mlir/Tools/mlir-translate/Translation.h"

#include "llvm/Support/CommandLine.h"

using namespace mlir;

namespace {
/// Constructed on the first registration only, so that the options exist
/// in tileiras-translate and nowhere else.
struct PtxTranslateOptions {
  llvm::cl::opt<std::string> chip{
      "ptx-chip",
      llvm::cl::desc("PTX .target for --mlir-to-ptx (default: the chip of "
                     "the module's tileiras.target)"),
      llvm::cl::init("")};
  llvm::cl::opt<unsigned> version{
      "ptx-version",
      llvm::cl::desc("PTX ISA as major*10+minor (default: the target's "
                     "minimum, raised for what the module uses)"),
      llvm::cl::init(0)};
  llvm::cl::opt<unsigned> optLevel{"ptx-opt-level",
                                   llvm::cl::desc("optimization level 0..3"),
                                   llvm::cl::init(3)};
  llvm::cl::opt<bool> lineInfo{
      "ptx-lineinfo", llvm::cl::desc("emit .file/.loc from MLIR locations")};
  llvm::cl::opt<bool> deviceDebug{
      "ptx-device-debug",
      llvm::cl::desc("full debug info (honoured at --ptx-opt-level=0 only)")};
  llvm::cl::opt<std::string> libdevice{
      "ptx-libdevice", llvm::cl::desc("path to libdevice.10.bc"),
      llvm::cl::init("")};
};
} // namespace

void tileiras::nvptx::registerMlirToPtxTranslation() {
  static PtxTranslateOptions options;
  static TranslateFromMLIRRegistration registration(
      "mlir-to-ptx", "translate an LLVM/NVVM dialect module to PTX",
      [](ModuleOp module, llvm::raw_ostream &os) -> LogicalResult {
        PtxOptions ptx;
        ptx.chip = options.chip;
        ptx.ptxVersion = options.version;
        ptx.optLevel = options.optLevel;
        ptx.lineInfo = options.lineInfo;
        ptx.deviceDebug = options.deviceDebug;
        ptx.libdevicePath = options.libdevice;
        FailureOr<std::string> text = translateToPtx(module, ptx);
        if (failed(text))
          return failure();
        os << *text;
        return success();
      },
      [](DialectRegistry &registry) {
        registry.insert<LLVM::LLVMDialect, NVVM::NVVMDialect>();
        registerBuiltinDialectTranslation(registry);
        registerLLVMDialectTranslation(registry);
        registerNVVMDialectTranslation(registry);
      });
}
