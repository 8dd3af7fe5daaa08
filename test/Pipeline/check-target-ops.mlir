// mmaf_scaled needs block-scaled MMA (sm_100 and newer in the target table);
// NVIDIA's tileiras 13.4 refuses it before, and so does the pipeline.
// RUN: not tileiras-opt %S/../Driver/Inputs/mmaf-scaled.mlir --tileiras-set-target=gpu-name=sm_90 --tileiras-check-target-ops 2>&1 | FileCheck %s --check-prefix=SM90
// RUN: tileiras-opt %S/../Driver/Inputs/mmaf-scaled.mlir --tileiras-set-target=gpu-name=sm_100 --tileiras-check-target-ops | FileCheck %s --check-prefix=SM100
// RUN: tileiras-opt %S/../Driver/Inputs/mmaf-scaled.mlir --tileiras-set-target=gpu-name=sm_120 --tileiras-check-target-ops | FileCheck %s --check-prefix=SM100
// Its scale type is what sm_90 lacks, and that is said first, in NVIDIA's words.
// SM90: mmaf-scaled.mlir:{{[0-9]+}}:{{[0-9]+}}: error: Incompatibility with architecture 'sm_90': unsupported type 'f8E8M0FNU'
// SM100: mmaf_scaled
