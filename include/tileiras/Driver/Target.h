//===- Target.h - GPU targets accepted by --gpu-name ------------*- C++ -*-===//
//
// The names NVIDIA's tileiras 13.4 accepts (bare `sm_NN`, which it compiles
// for the arch-specific `sm_NNa` from sm_90 on), plus the arch-specific and
// family targets it refuses, which this implementation accepts.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DRIVER_TARGET_H
#define TILEIRAS_DRIVER_TARGET_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

namespace tileiras::driver {

struct Target {
  /// The `--gpu-name` spelling.
  llvm::StringRef name;
  /// Compute capability times ten: sm_100 -> 100.
  unsigned sm;
  /// The `.target` of the PTX and the `-arch` given to ptxas.
  llvm::StringRef ptxTarget;
  /// The oldest PTX ISA that knows `ptxTarget`, as major*10+minor.
  unsigned minPtxIsa;
  /// True for the targets NVIDIA's tileiras 13.4 lists in `--help`.
  bool nvidiaAccepts;
  /// One line for `--help`.
  llvm::StringRef description;
};

/// Every target, in `--help` and `--list-gpus` order.
llvm::ArrayRef<Target> allTargets();

/// The target named `name`, or null.
const Target *lookupTarget(llvm::StringRef name);

} // namespace tileiras::driver

#endif // TILEIRAS_DRIVER_TARGET_H
