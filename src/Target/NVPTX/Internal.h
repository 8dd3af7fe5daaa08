//===- Internal.h - helpers shared by the NVPTX emitter files ---*- C++ -*-===//

#ifndef TILEIRAS_TARGET_NVPTX_INTERNAL_H
#define TILEIRAS_TARGET_NVPTX_INTERNAL_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

namespace llvm {
class Module;
} // namespace llvm

namespace tileiras::nvptx {

/// Fails, at the op's location, when `module` declares a `__nv_*` function
/// and no libdevice is available to define it.
mlir::LogicalResult checkLibdeviceAvailable(mlir::ModuleOp module,
                                            llvm::StringRef libdevicePath);

/// Links the libdevice definitions that `llvmModule` needs (and only those)
/// and internalizes them, so the optimizer may drop or inline them. Fixes the
/// precision reflect keys that NVVMReflect would otherwise fold to 0.
/// A no-op when the module declares no `__nv_*` function. Errors go to the
/// location of the `llvm.func` in `module` they concern, else to `module`'s.
mlir::LogicalResult linkLibdevice(llvm::Module &llvmModule,
                                  llvm::StringRef libdevicePath,
                                  mlir::ModuleOp module);

} // namespace tileiras::nvptx

#endif // TILEIRAS_TARGET_NVPTX_INTERNAL_H
