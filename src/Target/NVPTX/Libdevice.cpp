//===- Libdevice.cpp - link libdevice into the LLVM module ----------------===//
//
// The lowering calls libdevice (`__nv_expf`, ...) for math without a PTX
// instruction. Only the functions the module declares are linked
// (LinkOnlyNeeded pulls in their callees too) and they are internalized, so
// that after inlining nothing of libdevice is left as a symbol of the PTX.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include "tileiras/Target/NVPTX/PtxEmitter.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Transforms/IPO/Internalize.h"

using namespace mlir;

static bool isLibdeviceName(llvm::StringRef name) {
  return name.starts_with("__nv_");
}

std::string tileiras::nvptx::libdeviceUnder(llvm::StringRef toolkitRoot) {
  llvm::SmallString<256> path(toolkitRoot);
  llvm::sys::path::append(path, "nvvm", "libdevice", "libdevice.10.bc");
  return std::string(path);
}

LogicalResult
tileiras::nvptx::checkLibdeviceAvailable(ModuleOp module,
                                         llvm::StringRef libdevicePath) {
  if (!libdevicePath.empty())
    return success();
  for (auto func : module.getOps<LLVM::LLVMFuncOp>()) {
    if (func.isExternal() && isLibdeviceName(func.getSymName()))
      return func.emitError()
             << "'" << func.getSymName()
             << "' is a libdevice function, but no libdevice path was given";
  }
  return success();
}

/// libdevice asks `__nvvm_reflect` for the IEEE-ness of sqrt (and, in other
/// builds, div). NVVMReflect in LLVM 22 only knows __CUDA_FTZ (from the
/// module flag) and __CUDA_ARCH, and folds every other key to 0, which would
/// make `__nv_sqrtf` an approximation while `llvm.sqrt.f32` is IEEE
/// (`sqrt.rn.f32`). Answer 1 here, before NVVMReflect runs, as nvcc does by
/// default.
static void resolvePrecisionReflects(llvm::Module &module) {
  llvm::Function *reflect = module.getFunction("__nvvm_reflect");
  if (!reflect)
    return;
  for (llvm::User *user : llvm::make_early_inc_range(reflect->users())) {
    auto *call = llvm::dyn_cast<llvm::CallInst>(user);
    if (!call || call->getCalledFunction() != reflect)
      continue;
    auto *global = llvm::dyn_cast<llvm::GlobalVariable>(
        call->getArgOperand(0)->stripPointerCasts());
    if (!global || !global->hasInitializer())
      continue;
    auto *data =
        llvm::dyn_cast<llvm::ConstantDataSequential>(global->getInitializer());
    if (!data || !data->isCString())
      continue;
    llvm::StringRef key = data->getAsCString();
    if (key != "__CUDA_PREC_SQRT" && key != "__CUDA_PREC_DIV")
      continue;
    call->replaceAllUsesWith(llvm::ConstantInt::get(call->getType(), 1));
    call->eraseFromParent();
  }
}

LogicalResult tileiras::nvptx::linkLibdevice(llvm::Module &llvmModule,
                                             llvm::StringRef libdevicePath,
                                             ModuleOp module) {
  Location loc = module.getLoc();
  auto needsLibdevice = [](const llvm::Function &f) {
    return f.isDeclaration() && isLibdeviceName(f.getName());
  };
  if (llvm::none_of(llvmModule.functions(), needsLibdevice))
    return success();

  llvm::SMDiagnostic diag;
  std::unique_ptr<llvm::Module> libdevice =
      llvm::getLazyIRFileModule(libdevicePath, diag, llvmModule.getContext());
  if (!libdevice)
    return emitError(loc) << "cannot load libdevice '" << libdevicePath
                          << "': " << diag.getMessage();
  // libdevice says `nvptx64-nvidia-gpulibs` and an older data layout; take
  // ours so that the linker has nothing to warn about.
  libdevice->setTargetTriple(llvmModule.getTargetTriple());
  libdevice->setDataLayout(llvmModule.getDataLayout());

  auto internalizeLinked = [](llvm::Module &m,
                              const llvm::StringSet<> &linked) {
    llvm::internalizeModule(m, [&](const llvm::GlobalValue &gv) {
      return !gv.hasName() || !linked.contains(gv.getName());
    });
  };
  if (llvm::Linker::linkModules(llvmModule, std::move(libdevice),
                                llvm::Linker::LinkOnlyNeeded,
                                internalizeLinked))
    return emitError(loc) << "cannot link libdevice '" << libdevicePath << "'";

  // A name libdevice does not define stays a declaration: PTX would call an
  // undefined function and only ptxas would notice.
  for (const llvm::Function &f : llvmModule.functions()) {
    if (!needsLibdevice(f))
      continue;
    Operation *decl = SymbolTable::lookupSymbolIn(module, f.getName());
    return emitError(decl ? decl->getLoc() : loc)
           << "'" << f.getName() << "' is not defined in libdevice '"
           << libdevicePath << "'";
  }
  resolvePrecisionReflects(llvmModule);
  return success();
}
