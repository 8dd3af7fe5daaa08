// --tileiras-check-pipelines on a thread-private ring (persistent_scale's,
// as tileiras-pipeline-loads writes it): its waits have no CTA barrier,
// which holds only because each thread reads back exactly the parts it
// copied. The checker derives that from the IR (the copies' and the reads'
// one layout, without replicas), so:
// - the ring as written passes;
// - copied in another layout than it is read (#other), the same waits let
//   a thread read another's part before it landed;
// - without the wait in the loop, a thread reads its own part too early.
//
// RUN: tileiras-opt %s --tileiras-check-pipelines --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s
// CHECK: remark: pipeline protocol: 4 stages, 1 ring, trip counts 0..9, 2 threads, {{[0-9]+}} states, 0 violations
// RUN: sed 's/{tile = tensor<512xf32, #simt>}/{tile = tensor<512xf32, #other>}/' %s | not tileiras-opt --tileiras-check-pipelines --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=SHARED
// SHARED: error: pipeline protocol violated: (2) a stage is read before every thread's copy of its tile landed and became visible, at trip count 1 with 2 threads
// SHARED: note: counterexample: t0: copies it 0 into r0[0], {{.*}}, wait_group 2 (no barrier), commits, reads r0[0] in it 0: t1 has not issued its copy of it 0
// RUN: grep -v 'async_wait thread_private' %s | not tileiras-opt --tileiras-check-pipelines --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOWAIT
// NOWAIT: error: pipeline protocol violated: (2) a stage is read before every thread's copy of its tile landed and became visible, at trip count 1 with 2 threads
// NOWAIT: note: counterexample: t0: copies it 0 into r0[0], {{.*}}, reads r0[0] in it 0: t0's copy of it 0 has not landed

#other = #nv_tileas.simt<threads = 128, layout = "(128,4):(1,128)">
#simt = #nv_tileas.simt<threads = 128, layout = "(128,(4,1)):(4,(1,512))">
module attributes {tileiras.target = "sm_80"} {
  func.func @persistent(%arg0: !nv_tileaa.ptr<f32>, %arg1: !nv_tileaa.ptr<f32>, %arg2: i64, %arg3: i32, %arg4: f32) attributes {nv_tileaa.kernel} {
    %c1_i64 = arith.constant 1 : i64
    %0 = nv_tileaa.create_mem_token
    %1 = nv_tileaa.make_memref %arg0, sizes(%arg2), strides(%c1_i64) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
    %2 = nv_tileaa.make_memref %arg1, sizes(%arg2), strides(%c1_i64) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
    %3 = nv_tileaa.get_num_programs 0
    %4 = nv_tileaa.get_program_id 0
    %5 = nv_tileaa.splat %arg4 : f32 -> tensor<512xf32, #simt>
    %6 = nv_tileas.alloc_shared : !nv_tileas.smem<4, tensor<512xf32>>
    %c0_i32 = arith.constant 0 : i32
    %c3_i32 = arith.constant 3 : i32
    %c1_i32 = arith.constant 1 : i32
    scf.for %arg5 = %c0_i32 to %c3_i32 step %c1_i32  : i32 {
      %8 = arith.muli %arg5, %3 : i32
      %9 = arith.addi %4, %8 : i32
      %10 = arith.cmpi slt, %9, %arg3 : i32
      nv_tileas.async_tiled_copy %1[%9] into %6[%arg5] if %10 steps [512] dim_map [0] {tile = tensor<512xf32, #simt>} : !nv_tileaa.memref<f32, 1>[i32], !nv_tileas.smem<4, tensor<512xf32>>
      nv_tileas.async_commit
    }
    %c0_i32_0 = arith.constant 0 : i32
    %7 = scf.for %arg5 = %4 to %arg3 step %3 iter_args(%arg6 = %c0_i32_0) -> (i32)  : i32 {
      nv_tileas.async_wait thread_private {pending = 2 : i32}
      %c0_i32_1 = arith.constant 0 : i32
      %8 = arith.cmpi eq, %arg6, %c0_i32_1 : i32
      %c1_i32_2 = arith.constant 1 : i32
      %9 = arith.subi %arg6, %c1_i32_2 : i32
      %c3_i32_3 = arith.constant 3 : i32
      %10 = arith.select %8, %c3_i32_3, %9 : i32
      %c3_i32_4 = arith.constant 3 : i32
      %11 = arith.muli %3, %c3_i32_4 : i32
      %12 = arith.addi %arg5, %11 : i32
      %13 = arith.cmpi slt, %12, %arg3 : i32
      nv_tileas.async_tiled_copy %1[%12] into %6[%10] if %13 steps [512] dim_map [0] {tile = tensor<512xf32, #simt>} : !nv_tileaa.memref<f32, 1>[i32], !nv_tileas.smem<4, tensor<512xf32>>
      nv_tileas.async_commit
      %14 = nv_tileas.local_load %6[%arg6] : !nv_tileas.smem<4, tensor<512xf32>> -> tensor<512xf32, #simt>
      %15 = arith.mulf %14, %5 : tensor<512xf32, #simt>
      %16 = nv_tileaa.tiled_store %15, %2[%arg5] token(%0) steps [512] dim_map [0] : tensor<512xf32, #simt>, !nv_tileaa.memref<f32, 1>[i32]
      %c3_i32_5 = arith.constant 3 : i32
      %17 = arith.cmpi eq, %arg6, %c3_i32_5 : i32
      %c1_i32_6 = arith.constant 1 : i32
      %18 = arith.addi %arg6, %c1_i32_6 : i32
      %c0_i32_7 = arith.constant 0 : i32
      %19 = arith.select %17, %c0_i32_7, %18 : i32
      scf.yield %19 : i32
    } {nv_tileas.pipeline_ii = 44 : i64, nv_tileas.pipeline_stages = 4 : i64}
    return
  }
}

