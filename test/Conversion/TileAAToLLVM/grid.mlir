// get_program_id / get_num_programs are the CTA index and grid size along
// x, y, z.
//
// RUN: tileiras-opt %s --tileiras-assign-tile-layouts --tileiras-convert-tileaa-to-llvm | FileCheck %s

// CHECK-NOT: __tileiras_scratch
// CHECK-LABEL: llvm.func @grid(
// CHECK-SAME: %[[OUT:.*]]: !llvm.ptr<1>)
// CHECK-SAME: attributes {nvvm.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 128, 1, 1>}
// CHECK-DAG: %[[X:.*]] = nvvm.read.ptx.sreg.ctaid.x : i32
// CHECK-DAG: %[[Y:.*]] = nvvm.read.ptx.sreg.ctaid.y : i32
// CHECK-DAG: %[[Z:.*]] = nvvm.read.ptx.sreg.ctaid.z : i32
// CHECK-DAG: %[[NX:.*]] = nvvm.read.ptx.sreg.nctaid.x : i32
// CHECK-DAG: %[[NY:.*]] = nvvm.read.ptx.sreg.nctaid.y : i32
// CHECK-DAG: %[[NZ:.*]] = nvvm.read.ptx.sreg.nctaid.z : i32
// CHECK: %[[A:.*]] = llvm.mul %[[X]], %[[NY]] : i32
// CHECK: %[[B:.*]] = llvm.add %[[A]], %[[Y]] : i32
// CHECK: %[[C:.*]] = llvm.mul %[[B]], %[[NZ]] : i32
// CHECK: %[[D:.*]] = llvm.add %[[C]], %[[Z]] : i32
// CHECK: %[[E:.*]] = llvm.mul %[[D]], %[[NX]] : i32
// CHECK: llvm.store %[[E]], %[[OUT]] {alignment = 4 : i64} : i32, !llvm.ptr<1>
func.func @grid(%out: !nv_tileaa.ptr<i32>) attributes {nv_tileaa.kernel} {
  %x = nv_tileaa.get_program_id 0
  %y = nv_tileaa.get_program_id 1
  %z = nv_tileaa.get_program_id 2
  %nx = nv_tileaa.get_num_programs 0
  %ny = nv_tileaa.get_num_programs 1
  %nz = nv_tileaa.get_num_programs 2
  %a = arith.muli %x, %ny : i32
  %b = arith.addi %a, %y : i32
  %c = arith.muli %b, %nz : i32
  %d = arith.addi %c, %z : i32
  %e = arith.muli %d, %nx : i32
  %t = nv_tileaa.store %e, %out : i32, !nv_tileaa.ptr<i32>
  return
}
