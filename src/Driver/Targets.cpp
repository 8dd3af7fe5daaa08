//===- Targets.cpp - GPU targets accepted by --gpu-name -------------------===//
//
// NVIDIA's tileiras 13.4 compiles sm_90 and newer for the arch-specific
// variant (its ptxas command line says `-arch sm_100a` for `--gpu-name
// sm_100`), so the bare names map to `a` targets here too. The minimum PTX ISA
// per target comes from the PTX ISA release notes, except sm_107, which is
// not in them: ptxas 13.5 takes `.target sm_107a` from PTX 9.4 on (and LLVM
// 22 cannot target it, so the driver refuses it before code generation).
//
//===----------------------------------------------------------------------===//

#include "tileiras/Driver/Target.h"

using namespace tileiras::driver;

static const Target kTargets[] = {
    {"sm_80", 80, "sm_80", 70, true, "SM 80"},
    {"sm_86", 86, "sm_86", 71, true, "SM 86"},
    {"sm_87", 87, "sm_87", 74, true, "SM 87"},
    {"sm_88", 88, "sm_88", 90, true, "SM 88"},
    {"sm_89", 89, "sm_89", 78, true, "SM 89"},
    {"sm_90", 90, "sm_90a", 80, true, "SM 90"},
    {"sm_100", 100, "sm_100a", 86, true, "SM 100"},
    {"sm_103", 103, "sm_103a", 88, true, "SM 103"},
    {"sm_107", 107, "sm_107a", 94, true, "SM 107"},
    {"sm_110", 110, "sm_110a", 90, true, "SM 110"},
    {"sm_120", 120, "sm_120a", 87, true, "SM 120"},
    {"sm_121", 121, "sm_121a", 88, true, "SM 121"},
    // Explicit arch-specific and family targets: not accepted by NVIDIA's
    // tileiras 13.4, accepted here.
    {"sm_90a", 90, "sm_90a", 80, false, "SM 90, arch-specific (extension)"},
    {"sm_100a", 100, "sm_100a", 86, false, "SM 100, arch-specific (extension)"},
    {"sm_100f", 100, "sm_100f", 88, false, "SM 100 family (extension)"},
    {"sm_103a", 103, "sm_103a", 88, false, "SM 103, arch-specific (extension)"},
    {"sm_120a", 120, "sm_120a", 87, false, "SM 120, arch-specific (extension)"},
    {"sm_121a", 121, "sm_121a", 88, false, "SM 121, arch-specific (extension)"},
};

llvm::ArrayRef<Target> tileiras::driver::allTargets() { return kTargets; }

const Target *tileiras::driver::lookupTarget(llvm::StringRef name) {
  for (const Target &target : kTargets)
    if (target.name == name)
      return &target;
  return nullptr;
}
