// Grid dependency control: griddepcontrol from sm_90 on (the wait as inline
// PTX with a memory clobber, so that LLVM keeps the grid's loads after it:
// the intrinsic is IntrNoMem), nothing before sm_90, where a grid starts
// only once its prerequisites completed. The target comes from the module's
// tileiras.target, or the pass's gpu-name override; without either the ops
// are kept.
//
// RUN: tileiras-opt %s --tileiras-assign-tile-layouts --tileiras-convert-tileaa-to-llvm=gpu-name=sm_90 | FileCheck %s
// RUN: tileiras-opt %s --tileiras-assign-tile-layouts --tileiras-convert-tileaa-to-llvm | FileCheck %s
// RUN: tileiras-opt %s --tileiras-assign-tile-layouts --tileiras-convert-tileaa-to-llvm=gpu-name=sm_80 | FileCheck %s --check-prefix=SM80
// RUN: tileiras-opt %s --tileiras-set-target=gpu-name=sm_86 --tileiras-assign-tile-layouts --tileiras-convert-tileaa-to-llvm | FileCheck %s --check-prefix=SM80
// RUN: tileiras-opt %s --tileiras-set-target=gpu-name=sm_120 --tileiras-assign-tile-layouts --tileiras-convert-tileaa-to-llvm | FileCheck %s
// RUN: tileiras-opt %s --tileiras-assign-tile-layouts --tileiras-convert-tileaa-to-llvm=gpu-name=sm_90 | mlir-translate-22 --mlir-to-llvmir | llc-22 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90a -mattr=+ptx80 | FileCheck %s --check-prefix=PTX

// CHECK-LABEL: llvm.func @pdl(
// CHECK: llvm.inline_asm has_side_effects "griddepcontrol.wait;", "~{memory}"
// CHECK: llvm.load
// CHECK: nvvm.griddepcontrol launch_dependents
// SM80-LABEL: llvm.func @pdl(
// SM80-NOT: griddepcontrol
// SM80: llvm.return
// PTX-LABEL: .entry pdl(
// PTX: griddepcontrol.wait;
// PTX: ld.global
// PTX: griddepcontrol.launch_dependents;
func.func @pdl(%p: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
  %t0 = nv_tileaa.griddep_wait
  %x, %t1 = nv_tileaa.load %p token(%t0) : !nv_tileaa.ptr<f32> -> f32
  %t2 = nv_tileaa.griddep_launch_dependents token(%t1)
  %y = arith.addf %x, %x : f32
  %t3 = nv_tileaa.store %y, %p token(%t2) : f32, !nv_tileaa.ptr<f32>
  return
}
