// Every nv_tileaa op, type and attribute parses, prints, and re-parses to the
// same text, in the custom and in the generic form.
//
// RUN: tileiras-opt %s | tileiras-opt | FileCheck %s
// RUN: tileiras-opt %s --mlir-print-op-generic | tileiras-opt | FileCheck %s
// RUN: tileiras-opt %s > %t.1.mlir
// RUN: tileiras-opt %t.1.mlir > %t.2.mlir
// RUN: diff %t.1.mlir %t.2.mlir
// RUN: tileiras-opt %s --mlir-print-op-generic > %t.g1.mlir
// RUN: tileiras-opt %t.g1.mlir --mlir-print-op-generic > %t.g2.mlir
// RUN: diff %t.g1.mlir %t.g2.mlir
// RUN: tileiras-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tileiras-opt %s --emit-bytecode | tileiras-opt > %t.bc.mlir
// RUN: diff %t.1.mlir %t.bc.mlir
//
// Scalar (0-d) forms of addptr, ptr_to_int, int_to_ptr and ptr_cast are in
// ops-scalar-pointers.mlir.

// CHECK-LABEL: func.func @types
// CHECK-SAME: !nv_tileaa.ptr<f32>
// CHECK-SAME: !nv_tileaa.ptr<!nv_tileaa.ptr<i8>>
// CHECK-SAME: !nv_tileaa.mem_token
// CHECK-SAME: !nv_tileaa.memref<f16, 3>
// CHECK-SAME: tensor<4x!nv_tileaa.ptr<bf16>>
// GENERIC-LABEL: sym_name = "types"
func.func @types(%a: !nv_tileaa.ptr<f32>, %b: !nv_tileaa.ptr<!nv_tileaa.ptr<i8>>,
                 %c: !nv_tileaa.mem_token, %d: !nv_tileaa.memref<f16, 3>,
                 %e: tensor<4x!nv_tileaa.ptr<bf16>>) {
  return
}

// CHECK-LABEL: func.func @grid
// CHECK: nv_tileaa.get_program_id 0
// CHECK: nv_tileaa.get_program_id 1
// CHECK: nv_tileaa.get_program_id 2
// CHECK: nv_tileaa.get_num_programs 0
// CHECK: nv_tileaa.get_num_programs 1
// CHECK: nv_tileaa.get_num_programs 2
// GENERIC-LABEL: sym_name = "grid"
// GENERIC: "nv_tileaa.get_program_id"() <{dim = 0 : i32}> : () -> i32
// GENERIC: "nv_tileaa.get_num_programs"() <{dim = 2 : i32}> : () -> i32
func.func @grid() -> (i32, i32, i32, i32, i32, i32) {
  %0 = nv_tileaa.get_program_id 0
  %1 = nv_tileaa.get_program_id 1
  %2 = nv_tileaa.get_program_id 2
  %3 = nv_tileaa.get_num_programs 0
  %4 = nv_tileaa.get_num_programs 1
  %5 = nv_tileaa.get_num_programs 2
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
}

// CHECK-LABEL: func.func @shape
// CHECK: nv_tileaa.splat %{{.*}} : f32 -> tensor<4x8xf32>
// CHECK: nv_tileaa.splat %{{.*}} : !nv_tileaa.ptr<f32> -> tensor<16x!nv_tileaa.ptr<f32>>
// CHECK: nv_tileaa.item %{{.*}} : tensor<1x1xf32> -> f32
// CHECK: nv_tileaa.item %{{.*}} : tensor<1x!nv_tileaa.ptr<f32>> -> !nv_tileaa.ptr<f32>
// CHECK: nv_tileaa.broadcast %{{.*}} : tensor<1x8xf32> -> tensor<4x8xf32>
// CHECK: nv_tileaa.reshape %{{.*}} : tensor<4x8xf32> -> tensor<32xf32>
// CHECK: nv_tileaa.permute %{{.*}} [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
// CHECK: nv_tileaa.extract %{{.*}}[%{{.*}}, %{{.*}}] : tensor<4x8xf32>[i32, i64] -> tensor<2x4xf32>
// CHECK: nv_tileaa.cat %{{.*}}, %{{.*}} dim = 1 : tensor<4x8xf32>, tensor<4x8xf32> -> tensor<4x16xf32>
// CHECK: nv_tileaa.make_range : tensor<32xi32>
// CHECK: nv_tileaa.make_range : tensor<16xi64>
// GENERIC-LABEL: sym_name = "shape"
// GENERIC: "nv_tileaa.permute"(%{{.*}}) <{permutation = array<i32: 1, 0>}>
// GENERIC: "nv_tileaa.cat"(%{{.*}}, %{{.*}}) <{dim = 1 : i32}>
func.func @shape(%s: f32, %p: !nv_tileaa.ptr<f32>, %one: tensor<1x1xf32>,
                 %onep: tensor<1x!nv_tileaa.ptr<f32>>, %row: tensor<1x8xf32>,
                 %i: i32, %j: i64) {
  %0 = nv_tileaa.splat %s : f32 -> tensor<4x8xf32>
  %1 = nv_tileaa.splat %p : !nv_tileaa.ptr<f32> -> tensor<16x!nv_tileaa.ptr<f32>>
  %2 = nv_tileaa.item %one : tensor<1x1xf32> -> f32
  %3 = nv_tileaa.item %onep : tensor<1x!nv_tileaa.ptr<f32>> -> !nv_tileaa.ptr<f32>
  %4 = nv_tileaa.broadcast %row : tensor<1x8xf32> -> tensor<4x8xf32>
  %5 = nv_tileaa.reshape %4 : tensor<4x8xf32> -> tensor<32xf32>
  %6 = nv_tileaa.permute %4 [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
  %7 = nv_tileaa.extract %4[%i, %j] : tensor<4x8xf32>[i32, i64] -> tensor<2x4xf32>
  %8 = nv_tileaa.cat %0, %4 dim = 1 : tensor<4x8xf32>, tensor<4x8xf32> -> tensor<4x16xf32>
  %9 = nv_tileaa.make_range : tensor<32xi32>
  %10 = nv_tileaa.make_range : tensor<16xi64>
  return
}

// CHECK-LABEL: func.func @pointers
// CHECK: nv_tileaa.addptr %{{.*}}, %{{.*}} : tensor<16x!nv_tileaa.ptr<f32>>, tensor<16xi32>
// CHECK: nv_tileaa.addptr %{{.*}}, %{{.*}} : tensor<16x!nv_tileaa.ptr<f32>>, tensor<16xi64>
// CHECK: nv_tileaa.ptr_to_int %{{.*}} : tensor<16x!nv_tileaa.ptr<f32>> -> tensor<16xi64>
// CHECK: nv_tileaa.int_to_ptr %{{.*}} : tensor<16xi64> -> tensor<16x!nv_tileaa.ptr<f32>>
// CHECK: nv_tileaa.ptr_cast %{{.*}} : tensor<16x!nv_tileaa.ptr<f32>> -> tensor<16x!nv_tileaa.ptr<i8>>
// GENERIC-LABEL: sym_name = "pointers"
// GENERIC: "nv_tileaa.addptr"
// GENERIC: "nv_tileaa.ptr_to_int"
// GENERIC: "nv_tileaa.int_to_ptr"
// GENERIC: "nv_tileaa.ptr_cast"
func.func @pointers(%p: tensor<16x!nv_tileaa.ptr<f32>>, %o: tensor<16xi32>,
                    %o64: tensor<16xi64>) {
  %0 = nv_tileaa.addptr %p, %o : tensor<16x!nv_tileaa.ptr<f32>>, tensor<16xi32>
  %1 = nv_tileaa.addptr %0, %o64 : tensor<16x!nv_tileaa.ptr<f32>>, tensor<16xi64>
  %2 = nv_tileaa.ptr_to_int %1 : tensor<16x!nv_tileaa.ptr<f32>> -> tensor<16xi64>
  %3 = nv_tileaa.int_to_ptr %2 : tensor<16xi64> -> tensor<16x!nv_tileaa.ptr<f32>>
  %4 = nv_tileaa.ptr_cast %3 : tensor<16x!nv_tileaa.ptr<f32>> -> tensor<16x!nv_tileaa.ptr<i8>>
  return
}

// CHECK-LABEL: func.func @views
// CHECK: nv_tileaa.make_memref %{{.*}}, sizes(%{{.*}}, %{{.*}}), strides(%{{.*}}, %{{.*}}) : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
// CHECK: nv_tileaa.get_dim_size %{{.*}}, 1 : !nv_tileaa.memref<f16, 2>
// CHECK: nv_tileaa.create_mem_token
// CHECK: nv_tileaa.tiled_load %{{.*}}[%{{.*}}, %{{.*}}] token(%{{.*}}) steps [16, 32] dim_map [0, 1] : !nv_tileaa.memref<f16, 2>[i32, i32] -> tensor<16x32xf16>
// CHECK: nv_tileaa.tiled_load %{{.*}}[%{{.*}}, %{{.*}}] steps [32, 16] dim_map [1, 0] padding 1.000000e+00 : f16 : !nv_tileaa.memref<f16, 2>[i32, i64] -> tensor<32x16xf16>
// CHECK: nv_tileaa.tiled_store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] token(%{{.*}}) steps [16, 32] dim_map [0, 1] : tensor<16x32xf16>, !nv_tileaa.memref<f16, 2>[i32, i32]
// CHECK: nv_tileaa.tiled_store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] steps [16, 32] dim_map [0, 1] : tensor<16x32xf16>, !nv_tileaa.memref<f16, 2>[i32, i32]
// CHECK: nv_tileaa.join_mem_token %{{.*}}, %{{.*}}, %{{.*}}
// CHECK: nv_tileaa.join_mem_token{{ *$}}
// GENERIC-LABEL: sym_name = "views"
// GENERIC: "nv_tileaa.make_memref"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 2, 2>}>
// GENERIC: "nv_tileaa.get_dim_size"(%{{.*}}) <{dim = 1 : i32}>
// GENERIC: "nv_tileaa.tiled_load"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{dim_map = array<i32: 0, 1>, operandSegmentSizes = array<i32: 1, 2, 1>, sem = #nv_tileaa.mem_semantic<weak>, steps = array<i64: 16, 32>}>
// GENERIC: "nv_tileaa.tiled_load"(%{{.*}}, %{{.*}}, %{{.*}}) <{dim_map = array<i32: 1, 0>, operandSegmentSizes = array<i32: 1, 2, 0>, padding = 1.000000e+00 : f16, sem = #nv_tileaa.mem_semantic<weak>, steps = array<i64: 32, 16>}>
func.func @views(%p: !nv_tileaa.ptr<f16>, %m: i64, %n: i64, %i: i32, %j: i32, %k: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %0 = nv_tileaa.make_memref %p, sizes(%m, %n), strides(%n, %c1) : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
  %1 = nv_tileaa.get_dim_size %0, 1 : !nv_tileaa.memref<f16, 2>
  %t0 = nv_tileaa.create_mem_token
  %x, %t1 = nv_tileaa.tiled_load %0[%i, %j] token(%t0) steps [16, 32] dim_map [0, 1] : !nv_tileaa.memref<f16, 2>[i32, i32] -> tensor<16x32xf16>
  %y, %t2 = nv_tileaa.tiled_load %0[%i, %k] steps [32, 16] dim_map [1, 0] padding 1.0 : f16 : !nv_tileaa.memref<f16, 2>[i32, i64] -> tensor<32x16xf16>
  %t3 = nv_tileaa.tiled_store %x, %0[%i, %j] token(%t1) steps [16, 32] dim_map [0, 1] : tensor<16x32xf16>, !nv_tileaa.memref<f16, 2>[i32, i32]
  %t4 = nv_tileaa.tiled_store %x, %0[%i, %j] steps [16, 32] dim_map [0, 1] : tensor<16x32xf16>, !nv_tileaa.memref<f16, 2>[i32, i32]
  %t5 = nv_tileaa.join_mem_token %t2, %t3, %t4
  %t6 = nv_tileaa.join_mem_token
  return %1 : i64
}

// CHECK-LABEL: func.func @memory
// CHECK: nv_tileaa.load %{{.*}} : tensor<16x!nv_tileaa.ptr<f32>> -> tensor<16xf32>
// CHECK: nv_tileaa.load %{{.*}} mask(%{{.*}} : tensor<16xi1>) other(%{{.*}} : tensor<16xf32>) token(%{{.*}}) : tensor<16x!nv_tileaa.ptr<f32>> -> tensor<16xf32>
// CHECK: nv_tileaa.load %{{.*}} token(%{{.*}}) {scope = #nv_tileaa.mem_scope<tl_blk>, sem = #nv_tileaa.mem_semantic<acquire>} : tensor<16x!nv_tileaa.ptr<f32>> -> tensor<16xf32>
// CHECK: nv_tileaa.load %{{.*}} mask(%{{.*}} : i1) : !nv_tileaa.ptr<f32> -> f32
// CHECK: nv_tileaa.load %{{.*}} {scope = #nv_tileaa.mem_scope<cluster>, sem = #nv_tileaa.mem_semantic<relaxed>} : !nv_tileaa.ptr<f32> -> f32
// CHECK: nv_tileaa.store %{{.*}}, %{{.*}} : tensor<16xf32>, tensor<16x!nv_tileaa.ptr<f32>>
// CHECK: nv_tileaa.store %{{.*}}, %{{.*}} mask(%{{.*}} : tensor<16xi1>) token(%{{.*}}) : tensor<16xf32>, tensor<16x!nv_tileaa.ptr<f32>>
// CHECK: nv_tileaa.store %{{.*}}, %{{.*}} {scope = #nv_tileaa.mem_scope<sys>, sem = #nv_tileaa.mem_semantic<release>} : f32, !nv_tileaa.ptr<f32>
// CHECK: nv_tileaa.store %{{.*}}, %{{.*}} mask(%{{.*}} : i1) : f32, !nv_tileaa.ptr<f32>
// The default `weak` ordering is not printed.
// CHECK-NOT: mem_semantic<weak>
// CHECK-LABEL: func.func @atomics
// GENERIC-LABEL: sym_name = "memory"
// GENERIC: "nv_tileaa.load"(%{{.*}}) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, sem = #nv_tileaa.mem_semantic<weak>}>
// GENERIC: "nv_tileaa.load"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, sem = #nv_tileaa.mem_semantic<weak>}>
func.func @memory(%p: tensor<16x!nv_tileaa.ptr<f32>>, %m: tensor<16xi1>,
                  %o: tensor<16xf32>, %sp: !nv_tileaa.ptr<f32>, %sm: i1, %s: f32) {
  %x0, %t0 = nv_tileaa.load %p : tensor<16x!nv_tileaa.ptr<f32>> -> tensor<16xf32>
  %x1, %t1 = nv_tileaa.load %p mask(%m : tensor<16xi1>) other(%o : tensor<16xf32>) token(%t0) : tensor<16x!nv_tileaa.ptr<f32>> -> tensor<16xf32>
  %x2, %t2 = nv_tileaa.load %p token(%t1) {sem = #nv_tileaa.mem_semantic<acquire>, scope = #nv_tileaa.mem_scope<tl_blk>} : tensor<16x!nv_tileaa.ptr<f32>> -> tensor<16xf32>
  %x3, %t3 = nv_tileaa.load %sp mask(%sm : i1) : !nv_tileaa.ptr<f32> -> f32
  %x4, %t4 = nv_tileaa.load %sp {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<cluster>} : !nv_tileaa.ptr<f32> -> f32
  %t5 = nv_tileaa.store %x0, %p : tensor<16xf32>, tensor<16x!nv_tileaa.ptr<f32>>
  %t6 = nv_tileaa.store %x1, %p mask(%m : tensor<16xi1>) token(%t5) : tensor<16xf32>, tensor<16x!nv_tileaa.ptr<f32>>
  %t7 = nv_tileaa.store %s, %sp {sem = #nv_tileaa.mem_semantic<release>, scope = #nv_tileaa.mem_scope<sys>} : f32, !nv_tileaa.ptr<f32>
  %t8 = nv_tileaa.store %s, %sp mask(%sm : i1) {sem = #nv_tileaa.mem_semantic<weak>} : f32, !nv_tileaa.ptr<f32>
  return
}

// CHECK: nv_tileaa.atomic_rmw {{ *}}add %{{.*}}, %{{.*}} {scope = #nv_tileaa.mem_scope<gpu>, sem = #nv_tileaa.mem_semantic<relaxed>} : tensor<16xi32>, tensor<16x!nv_tileaa.ptr<i32>>
// CHECK: nv_tileaa.atomic_rmw {{ *}}and %{{.*}}, %{{.*}} mask(%{{.*}} : tensor<16xi1>) token(%{{.*}}) {scope = #nv_tileaa.mem_scope<tl_blk>, sem = #nv_tileaa.mem_semantic<acquire>}
// CHECK: nv_tileaa.atomic_rmw {{ *}}or {{.*}}mem_scope<cluster>{{.*}}mem_semantic<release>
// CHECK: nv_tileaa.atomic_rmw {{ *}}xor {{.*}}mem_scope<sys>{{.*}}mem_semantic<acq_rel>
// CHECK: nv_tileaa.atomic_rmw {{ *}}xchg
// CHECK: nv_tileaa.atomic_rmw {{ *}}max
// CHECK: nv_tileaa.atomic_rmw {{ *}}min
// CHECK: nv_tileaa.atomic_rmw {{ *}}umax
// CHECK: nv_tileaa.atomic_rmw {{ *}}umin
// CHECK: nv_tileaa.atomic_rmw {{ *}}addf %{{.*}}, %{{.*}} {{.*}} : tensor<16xf32>, tensor<16x!nv_tileaa.ptr<f32>>
// CHECK: nv_tileaa.atomic_rmw {{ *}}addf %{{.*}}, %{{.*}} {{.*}} : f32, !nv_tileaa.ptr<f32>
// CHECK: nv_tileaa.atomic_cas %{{.*}}, %{{.*}}, %{{.*}} mask(%{{.*}} : tensor<16xi1>) token(%{{.*}}) {scope = #nv_tileaa.mem_scope<gpu>, sem = #nv_tileaa.mem_semantic<acq_rel>} : tensor<16xi32>, tensor<16x!nv_tileaa.ptr<i32>>
// CHECK: nv_tileaa.atomic_cas %{{.*}}, %{{.*}}, %{{.*}} {{.*}} : i64, !nv_tileaa.ptr<i64>
// GENERIC-LABEL: sym_name = "atomics"
// GENERIC: "nv_tileaa.atomic_rmw"(%{{.*}}, %{{.*}}) <{mode = #nv_tileaa<rmw_mode add>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, scope = #nv_tileaa.mem_scope<gpu>, sem = #nv_tileaa.mem_semantic<relaxed>}>
// GENERIC: "nv_tileaa.atomic_cas"
func.func @atomics(%p: tensor<16x!nv_tileaa.ptr<i32>>, %v: tensor<16xi32>, %m: tensor<16xi1>,
                   %fp: tensor<16x!nv_tileaa.ptr<f32>>, %fv: tensor<16xf32>,
                   %sp: !nv_tileaa.ptr<f32>, %sv: f32,
                   %lp: !nv_tileaa.ptr<i64>, %lv: i64) {
  %r0, %t0 = nv_tileaa.atomic_rmw add %v, %p {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<gpu>} : tensor<16xi32>, tensor<16x!nv_tileaa.ptr<i32>>
  %r1, %t1 = nv_tileaa.atomic_rmw and %v, %p mask(%m : tensor<16xi1>) token(%t0) {sem = #nv_tileaa.mem_semantic<acquire>, scope = #nv_tileaa.mem_scope<tl_blk>} : tensor<16xi32>, tensor<16x!nv_tileaa.ptr<i32>>
  %r2, %t2 = nv_tileaa.atomic_rmw or %v, %p {sem = #nv_tileaa.mem_semantic<release>, scope = #nv_tileaa.mem_scope<cluster>} : tensor<16xi32>, tensor<16x!nv_tileaa.ptr<i32>>
  %r3, %t3 = nv_tileaa.atomic_rmw xor %v, %p {sem = #nv_tileaa.mem_semantic<acq_rel>, scope = #nv_tileaa.mem_scope<sys>} : tensor<16xi32>, tensor<16x!nv_tileaa.ptr<i32>>
  %r4, %t4 = nv_tileaa.atomic_rmw xchg %v, %p {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<gpu>} : tensor<16xi32>, tensor<16x!nv_tileaa.ptr<i32>>
  %r5, %t5 = nv_tileaa.atomic_rmw max %v, %p {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<gpu>} : tensor<16xi32>, tensor<16x!nv_tileaa.ptr<i32>>
  %r6, %t6 = nv_tileaa.atomic_rmw min %v, %p {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<gpu>} : tensor<16xi32>, tensor<16x!nv_tileaa.ptr<i32>>
  %r7, %t7 = nv_tileaa.atomic_rmw umax %v, %p {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<gpu>} : tensor<16xi32>, tensor<16x!nv_tileaa.ptr<i32>>
  %r8, %t8 = nv_tileaa.atomic_rmw umin %v, %p {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<gpu>} : tensor<16xi32>, tensor<16x!nv_tileaa.ptr<i32>>
  %r9, %t9 = nv_tileaa.atomic_rmw addf %fv, %fp {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<gpu>} : tensor<16xf32>, tensor<16x!nv_tileaa.ptr<f32>>
  %r10, %t10 = nv_tileaa.atomic_rmw addf %sv, %sp {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<gpu>} : f32, !nv_tileaa.ptr<f32>
  %c0, %t11 = nv_tileaa.atomic_cas %v, %v, %p mask(%m : tensor<16xi1>) token(%t10) {sem = #nv_tileaa.mem_semantic<acq_rel>, scope = #nv_tileaa.mem_scope<gpu>} : tensor<16xi32>, tensor<16x!nv_tileaa.ptr<i32>>
  %c1, %t12 = nv_tileaa.atomic_cas %lv, %lv, %lp {sem = #nv_tileaa.mem_semantic<relaxed>, scope = #nv_tileaa.mem_scope<sys>} : i64, !nv_tileaa.ptr<i64>
  return
}

// CHECK-LABEL: func.func @aggregates
// CHECK: nv_tileaa.reduce %{{.*}} dim = 0 identities = [0.000000e+00 : f32] : tensor<64xf32> -> f32 {
// CHECK-NEXT: ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32):
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[A]], %[[B]] : f32
// CHECK-NEXT: nv_tileaa.yield %[[S]] : f32
// CHECK-NEXT: }
// CHECK: nv_tileaa.reduce %{{.*}}, %{{.*}} dim = 1 identities = [0xFF800000 : f32, 0 : i32] : tensor<8x64xf32>, tensor<8x64xi32> -> tensor<8xf32>, tensor<8xi32> {
// CHECK: nv_tileaa.yield %{{.*}}, %{{.*}} : f32, i32
// CHECK: nv_tileaa.reduce %{{.*}} dim = 0 identities = [1 : i32] attributes {nv_tileaa.tag} : tensor<64xi32> -> i32 {
// CHECK: nv_tileaa.scan %{{.*}} dim = 0 reverse = false identities = [0.000000e+00 : f32] : tensor<64xf32> -> tensor<64xf32> {
// CHECK: nv_tileaa.scan %{{.*}} dim = 1 reverse = true identities = [0 : i32] : tensor<8x64xi32> -> tensor<8x64xi32> {
// CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<16x32xf16>, tensor<32x8xf16> -> tensor<16x8xf32>
// CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} {lhs_unsigned, rhs_unsigned} : tensor<16x32xi8>, tensor<32x8xi8> -> tensor<16x8xi32>
// CHECK: nv_tileaa.dot %{{.*}}, %{{.*}}, %{{.*}} {lhs_unsigned} : tensor<2x16x32xi8>, tensor<2x32x8xi8> -> tensor<2x16x8xi32>
// GENERIC-LABEL: sym_name = "aggregates"
// GENERIC: "nv_tileaa.reduce"(%{{.*}}) <{dim = 0 : i32, identities = [0.000000e+00 : f32]}> ({
// GENERIC: "nv_tileaa.yield"(%{{.*}}) : (f32) -> ()
// GENERIC: "nv_tileaa.scan"(%{{.*}}) <{dim = 0 : i32, identities = [0.000000e+00 : f32], reverse = false}> ({
// GENERIC: "nv_tileaa.dot"(%{{.*}}, %{{.*}}, %{{.*}}) <{lhs_unsigned, rhs_unsigned}>
func.func @aggregates(%x: tensor<64xf32>, %y: tensor<8x64xf32>, %z: tensor<8x64xi32>,
                      %w: tensor<64xi32>,
                      %a: tensor<16x32xf16>, %b: tensor<32x8xf16>, %c: tensor<16x8xf32>,
                      %ai: tensor<16x32xi8>, %bi: tensor<32x8xi8>, %ci: tensor<16x8xi32>,
                      %a3: tensor<2x16x32xi8>, %b3: tensor<2x32x8xi8>, %c3: tensor<2x16x8xi32>) {
  %0 = nv_tileaa.reduce %x dim = 0 identities = [0.0 : f32] : tensor<64xf32> -> f32 {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    nv_tileaa.yield %s : f32
  }
  %1:2 = nv_tileaa.reduce %y, %z dim = 1 identities = [0xFF800000 : f32, 0 : i32] : tensor<8x64xf32>, tensor<8x64xi32> -> tensor<8xf32>, tensor<8xi32> {
  ^bb0(%v0: f32, %v1: f32, %i0: i32, %i1: i32):
    %gt = arith.cmpf ogt, %v1, %v0 : f32
    %v = arith.select %gt, %v1, %v0 : f32
    %i = arith.select %gt, %i1, %i0 : i32
    nv_tileaa.yield %v, %i : f32, i32
  }
  %2 = nv_tileaa.reduce %w dim = 0 identities = [1 : i32] attributes {nv_tileaa.tag} : tensor<64xi32> -> i32 {
  ^bb0(%p: i32, %q: i32):
    %s = arith.muli %p, %q : i32
    nv_tileaa.yield %s : i32
  }
  %3 = nv_tileaa.scan %x dim = 0 reverse = false identities = [0.0 : f32] : tensor<64xf32> -> tensor<64xf32> {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    nv_tileaa.yield %s : f32
  }
  %4 = nv_tileaa.scan %z dim = 1 reverse = true identities = [0 : i32] : tensor<8x64xi32> -> tensor<8x64xi32> {
  ^bb0(%p: i32, %q: i32):
    %s = arith.addi %p, %q : i32
    nv_tileaa.yield %s : i32
  }
  %5 = nv_tileaa.dot %a, %b, %c : tensor<16x32xf16>, tensor<32x8xf16> -> tensor<16x8xf32>
  %6 = nv_tileaa.dot %ai, %bi, %ci {lhs_unsigned, rhs_unsigned} : tensor<16x32xi8>, tensor<32x8xi8> -> tensor<16x8xi32>
  %7 = nv_tileaa.dot %a3, %b3, %c3 {lhs_unsigned} : tensor<2x16x32xi8>, tensor<2x32x8xi8> -> tensor<2x16x8xi32>
  return
}

// CHECK-LABEL: func.func @print
// CHECK: nv_tileaa.print "x=%f y=%d\0A", %{{.*}}, %{{.*}} : tensor<16xf32>, i32 token(%{{.*}})
// CHECK: nv_tileaa.print "hello"
// GENERIC-LABEL: sym_name = "print"
// GENERIC: "nv_tileaa.print"(%{{.*}}, %{{.*}}, %{{.*}}) <{format = "x=%f y=%d\0A", operandSegmentSizes = array<i32: 2, 1>}>
func.func @print(%x: tensor<16xf32>, %y: i32) {
  %t = nv_tileaa.create_mem_token
  %t1 = nv_tileaa.print "x=%f y=%d\n", %x, %y : tensor<16xf32>, i32 token(%t)
  %t2 = nv_tileaa.print "hello"
  return
}

// The unit attributes the lowering reads on func.func.
// CHECK-LABEL: func.func @kernel
// CHECK-SAME: attributes {nv_tileaa.kernel, nv_tileaa.num_warps = 8 : i32}
func.func @kernel() attributes {nv_tileaa.kernel, nv_tileaa.num_warps = 8 : i32} {
  return
}

// pack/unpack and the memref fields gather/scatter views address through.
// CHECK-LABEL: func.func @repack_and_fields
// CHECK: nv_tileaa.repack %{{.*}} : tensor<64xf16> -> tensor<128xi8>
// CHECK: nv_tileaa.repack %{{.*}} : tensor<128xi8> -> tensor<32xf32>
// CHECK: nv_tileaa.get_base %{{.*}} : !nv_tileaa.memref<f32, 2> -> !nv_tileaa.ptr<f32>
// CHECK: nv_tileaa.get_dim_stride %{{.*}}, 1 : !nv_tileaa.memref<f32, 2>
func.func @repack_and_fields(%h: tensor<64xf16>, %m: !nv_tileaa.memref<f32, 2>)
    -> (tensor<128xi8>, tensor<32xf32>, !nv_tileaa.ptr<f32>, i64) {
  %0 = nv_tileaa.repack %h : tensor<64xf16> -> tensor<128xi8>
  %1 = nv_tileaa.repack %0 : tensor<128xi8> -> tensor<32xf32>
  %2 = nv_tileaa.get_base %m : !nv_tileaa.memref<f32, 2> -> !nv_tileaa.ptr<f32>
  %3 = nv_tileaa.get_dim_stride %m, 1 : !nv_tileaa.memref<f32, 2>
  return %0, %1, %2, %3 : tensor<128xi8>, tensor<32xf32>, !nv_tileaa.ptr<f32>, i64
}
