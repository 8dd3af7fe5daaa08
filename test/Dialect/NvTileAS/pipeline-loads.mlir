// --tileiras-pipeline-loads: the loads that feed mma.sync dots in a loop
// are copied S-1 iterations ahead into rings of S stages.
//
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts --tileiras-pipeline-loads=mbarriers=false | FileCheck %s
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts --tileiras-pipeline-loads="stages=2 mbarriers=false" | FileCheck %s --check-prefix=TWO
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts --tileiras-pipeline-loads | FileCheck %s --check-prefix=MBAR
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts --tileiras-pipeline-loads=reserve-bytes=157760 | FileCheck %s --check-prefix=TIGHT
// RUN: tileiras-opt %s --split-input-file --tileiras-assign-tile-layouts --tileiras-pipeline-loads=reserve-bytes=163760 | FileCheck %s --check-prefix=NONE

// The corpus matmul's K loop (64x32 and 32x64 f16 tiles, 8 KiB a stage):
// the planner asks for four stages (sm_80's model: a copy starts three IIs
// before its dot), and four fit (the accumulator is stored as it is).
// CHECK-LABEL: func.func @matmul
// CHECK-DAG: %[[A:.*]] = nv_tileas.alloc_shared : !nv_tileas.smem<4, tensor<64x32xf16>>
// CHECK-DAG: %[[B:.*]] = nv_tileas.alloc_shared : !nv_tileas.smem<4, tensor<32x64xf16>>
// Prologue: iterations 0..2 into stages 0..2, each inside the trip count,
// one group each, as a loop.
// CHECK: %[[THREE:.*]] = arith.constant 3 : i32
// CHECK: scf.for %[[D:.*]] = %{{.*}} to %[[THREE]] step
// CHECK-NEXT: %[[OFF:.*]] = arith.muli %[[D]], %[[STEP:.*]] : i32
// CHECK-NEXT: %[[IVD:.*]] = arith.addi %[[LB:.*]], %[[OFF]] : i32
// CHECK-NEXT: %[[IN:.*]] = arith.cmpi slt, %[[IVD]], %[[UB:.*]] : i32
// CHECK-NEXT: nv_tileas.async_tiled_copy %{{.*}}[%{{.*}}, %[[IVD]]] into %[[A]][%[[D]]] if %[[IN]]
// CHECK-SAME: {tile = tensor<64x32xf16, #simt{{[0-9]*}}>}
// CHECK-NEXT: nv_tileas.async_tiled_copy %{{.*}}[%[[IVD]], %{{.*}}] into %[[B]][%[[D]]] if %[[IN]]
// CHECK-NEXT: nv_tileas.async_commit
// CHECK-NEXT: }
// CHECK: scf.for %[[IV:.*]] = %[[LB]] to %[[UB]] step %[[STEP]] iter_args(%{{.*}} = %{{.*}}, %[[READ:.*]] = %{{.*}})
// Wait for iteration i's group, then refill the stage iteration i-1 read
// with iteration i+3.
// CHECK-NEXT: nv_tileas.async_wait {pending = 2 : i32}
// CHECK: %[[FIRST:.*]] = arith.cmpi eq, %[[READ]], %{{.*}} : i32
// CHECK: %[[PREV:.*]] = arith.subi %[[READ]], %{{.*}} : i32
// CHECK: %[[WRITE:.*]] = arith.select %[[FIRST]], %{{.*}}, %[[PREV]] : i32
// CHECK: %[[THRICE:.*]] = arith.muli %[[STEP]], %{{.*}} : i32
// CHECK: %[[AHEAD:.*]] = arith.addi %[[IV]], %[[THRICE]] : i32
// CHECK: %[[INSIDE:.*]] = arith.cmpi slt, %[[AHEAD]], %[[UB]] : i32
// CHECK: nv_tileas.async_tiled_copy %{{.*}}[%{{.*}}, %[[AHEAD]]] into %[[A]][%[[WRITE]]] if %[[INSIDE]]
// CHECK: nv_tileas.async_tiled_copy %{{.*}}[%[[AHEAD]], %{{.*}}] into %[[B]][%[[WRITE]]] if %[[INSIDE]]
// CHECK-NEXT: nv_tileas.async_commit
// CHECK-NOT: nv_tileaa.tiled_load
// CHECK: %[[TA:.*]] = nv_tileas.local_load %[[A]][%[[READ]]]
// CHECK: %[[TB:.*]] = nv_tileas.local_load %[[B]][%[[READ]]]
// CHECK: nv_tileaa.dot %[[TA]], %[[TB]]
// CHECK: %[[WRAPS:.*]] = arith.cmpi eq, %[[READ]], %{{.*}} : i32
// CHECK: %[[NEXT:.*]] = arith.select %[[WRAPS]]
// CHECK: scf.yield %{{.*}}, %[[NEXT]]
// CHECK: } {nv_tileas.pipeline_ii = 176 : i64, nv_tileas.pipeline_stages = 4 : i64}

// By default the stages complete on mbarriers: a full and an empty one per
// stage, the read stage's parity carried beside it and flipped as it wraps;
// the planner's four stages still fit with two 8-byte mbarriers each.
// MBAR-LABEL: func.func @matmul
// MBAR: %[[P:.*]] = nv_tileas.create_pipeline threads(128) : !nv_tileas.pipeline<4>
// MBAR: scf.for %[[D:.*]] = %{{.*}} to %{{.*}} step
// MBAR: nv_tileas.async_tiled_copy
// MBAR-NEXT: nv_tileas.async_tiled_copy
// MBAR-NEXT: nv_tileas.producer_commit %[[P]][%[[D]]]
// MBAR-NEXT: }
// MBAR: scf.for %{{.*}} iter_args(%{{.*}} = %{{.*}}, %[[READ:.*]] = %{{.*}}, %[[PH:.*]] = %false)
// MBAR-NEXT: nv_tileas.consumer_wait %[[P]][%[[READ]]] parity %[[PH]]
// MBAR-NOT: nv_tileas.async_wait
// MBAR: %[[FIRST:.*]] = arith.cmpi eq, %[[READ]], %{{.*}} : i32
// MBAR: %[[WRITE:.*]] = arith.select %[[FIRST]]
// MBAR: %[[FLIPPED:.*]] = arith.xori %[[PH]], %{{.*}} : i1
// MBAR: %[[WPH:.*]] = arith.select %[[FIRST]], %[[FLIPPED]], %[[PH]] : i1
// MBAR: nv_tileas.producer_acquire %[[P]][%[[WRITE]]] parity %[[WPH]]
// MBAR: nv_tileas.async_tiled_copy {{.*}} into %{{.*}}[%[[WRITE]]]
// MBAR: nv_tileas.async_tiled_copy {{.*}} into %{{.*}}[%[[WRITE]]]
// MBAR-NEXT: nv_tileas.producer_commit %[[P]][%[[WRITE]]]
// MBAR: nv_tileaa.dot
// MBAR: %[[WRAPS:.*]] = arith.cmpi eq, %[[READ]], %{{.*}} : i32
// MBAR: %[[NEXT:.*]] = arith.select %[[WRAPS]]
// MBAR: %[[NPH:.*]] = arith.xori %[[PH]]
// MBAR: %[[NEXTPH:.*]] = arith.select %[[WRAPS]], %[[NPH]], %[[PH]] : i1
// MBAR-NEXT: nv_tileas.consumer_release %[[P]][%[[READ]]]
// MBAR-NEXT: scf.yield %{{.*}}, %[[NEXT]], %[[NEXTPH]]
// MBAR: } {nv_tileas.pipeline_ii = 176 : i64, nv_tileas.pipeline_stages = 4 : i64}

// With two stages the prologue is one copy of iteration 0 into stage 0.
// TWO-LABEL: func.func @matmul
// TWO: nv_tileas.alloc_shared : !nv_tileas.smem<2, tensor<64x32xf16>>
// TWO-NOT: scf.for
// TWO: nv_tileas.async_tiled_copy {{.*}} into %{{.*}}[%c0_i32{{.*}}] if
// TWO: nv_tileas.async_commit
// TWO: scf.for
// TWO-NEXT: nv_tileas.async_wait {pending = 0 : i32}

// With 157760 of sm_80's 166912 bytes kept for exchanges, two 8 KiB stages no longer fit, but
// two of A's 4 KiB do: B stays a load. With 163760, nothing fits.
// TIGHT-LABEL: func.func @matmul
// TIGHT: nv_tileas.alloc_shared : !nv_tileas.smem<2, tensor<64x32xf16>>
// TIGHT-NOT: nv_tileas.alloc_shared
// TIGHT: nv_tileaa.tiled_load %{{.*}} -> tensor<32x64xf16
// NONE-LABEL: func.func @matmul
// NONE-NOT: nv_tileas.alloc_shared
// NONE: nv_tileaa.tiled_load
module attributes {tileiras.target = "sm_80"} {
  func.func @matmul(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %m: i64, %n: i64, %k: i64, %tiles: i32, %out: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %one = arith.constant 1 : i64
    %zero = arith.constant 0.0 : f32
    %tok = nv_tileaa.create_mem_token
    %a = nv_tileaa.make_memref %pa, sizes(%m, %k), strides(%k, %one) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %b = nv_tileaa.make_memref %pb, sizes(%k, %n), strides(%n, %one) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %c = nv_tileaa.make_memref %out, sizes(%m, %n), strides(%n, %one) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
    %pm = nv_tileaa.get_program_id 0
    %pn = nv_tileaa.get_program_id 1
    %init = nv_tileaa.splat %zero : f32 -> tensor<64x64xf32>
    %acc = scf.for %kk = %c0 to %tiles step %c1 iter_args(%x = %init) -> (tensor<64x64xf32>) : i32 {
      %ta, %t1 = nv_tileaa.tiled_load %a[%pm, %kk] token(%tok) steps [64, 32] dim_map [0, 1] padding 0.0 : f16 : !nv_tileaa.memref<f16, 2>[i32, i32] -> tensor<64x32xf16>
      %tb, %t2 = nv_tileaa.tiled_load %b[%kk, %pn] token(%tok) steps [32, 64] dim_map [0, 1] padding 0.0 : f16 : !nv_tileaa.memref<f16, 2>[i32, i32] -> tensor<32x64xf16>
      %d = nv_tileaa.dot %ta, %tb, %x : tensor<64x32xf16>, tensor<32x64xf16> -> tensor<64x64xf32>
      scf.yield %d : tensor<64x64xf32>
    }
    %s = nv_tileaa.tiled_store %acc, %c[%pm, %pn] token(%tok) steps [64, 64] dim_map [0, 1] : tensor<64x64xf32>, !nv_tileaa.memref<f32, 2>[i32, i32]
    return
  }
}

// -----

// sm_90 runs this dot with wgmma, which reads its operands through matrix
// descriptors: A's ring holds it K-major, B's MN-major (a 16-byte copy of
// a row of B cannot transpose it), both in swizzle atoms of their 64- and
// 128-byte rows, and the wait fences the
// copies for the async proxy wgmma reads through. A loop nested in another
// one waits for its previous run's reads before the prologue (sm_80).
// CHECK-LABEL: func.func @warpgroup
// CHECK-DAG: %[[A:.*]] = nv_tileas.alloc_shared : !nv_tileas.smem<{{[0-9]}}, tensor<64x32xf16>, "swizzle_k">
// CHECK-DAG: %[[B:.*]] = nv_tileas.alloc_shared : !nv_tileas.smem<{{[0-9]}}, tensor<32x64xf16>, "swizzle_mn">
// CHECK: nv_tileas.async_wait async_proxy
// CHECK: nv_tileas.local_load %[[A]]
// CHECK: nv_tileas.local_load %[[B]]
// CHECK: nv_tileaa.dot
module attributes {tileiras.target = "sm_90"} {
  func.func @warpgroup(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %m: i64, %n: i64, %k: i64, %tiles: i32, %out: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %one = arith.constant 1 : i64
    %zero = arith.constant 0.0 : f32
    %tok = nv_tileaa.create_mem_token
    %a = nv_tileaa.make_memref %pa, sizes(%m, %k), strides(%k, %one) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %b = nv_tileaa.make_memref %pb, sizes(%k, %n), strides(%n, %one) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %c = nv_tileaa.make_memref %out, sizes(%m, %n), strides(%n, %one) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
    %pm = nv_tileaa.get_program_id 0
    %init = nv_tileaa.splat %zero : f32 -> tensor<64x64xf32>
    %acc = scf.for %kk = %c0 to %tiles step %c1 iter_args(%x = %init) -> (tensor<64x64xf32>) : i32 {
      %ta, %t1 = nv_tileaa.tiled_load %a[%pm, %kk] token(%tok) steps [64, 32] dim_map [0, 1] padding 0.0 : f16 : !nv_tileaa.memref<f16, 2>[i32, i32] -> tensor<64x32xf16>
      %tb, %t2 = nv_tileaa.tiled_load %b[%kk, %pm] token(%tok) steps [32, 64] dim_map [0, 1] padding 0.0 : f16 : !nv_tileaa.memref<f16, 2>[i32, i32] -> tensor<32x64xf16>
      %d = nv_tileaa.dot %ta, %tb, %x : tensor<64x32xf16>, tensor<32x64xf16> -> tensor<64x64xf32>
      scf.yield %d : tensor<64x64xf32>
    }
    %s = nv_tileaa.tiled_store %acc, %c[%pm, %pm] token(%tok) steps [64, 64] dim_map [0, 1] : tensor<64x64xf32>, !nv_tileaa.memref<f32, 2>[i32, i32]
    return
  }
}

// -----

// CHECK-LABEL: func.func @nested
// CHECK: scf.for
// CHECK: nv_tileas.async_wait {pending = 0 : i32}
// CHECK: scf.for
// CHECK: nv_tileas.async_tiled_copy
// CHECK: scf.for
// CHECK-NEXT: nv_tileas.async_wait {pending = 2 : i32}
// A nested loop keeps commit groups and barriers with mbarriers on too.
// MBAR-LABEL: func.func @nested
// MBAR-NOT: nv_tileas.create_pipeline
// MBAR: scf.for
// MBAR: nv_tileas.async_wait {pending = 0 : i32}
// MBAR: scf.for
// MBAR: nv_tileas.async_tiled_copy
// MBAR: scf.for
// MBAR-NEXT: nv_tileas.async_wait {pending = 2 : i32}
// A load that feeds an elementwise op (a SIMT loop accumulating tiles) gets
// a ring that only its copier reads (pipeline-loads-simt.mlir).
// CHECK-LABEL: func.func @not_a_dot_operand
// CHECK: nv_tileas.alloc_shared : !nv_tileas.smem<4, tensor<128xf32>>
// CHECK: nv_tileas.async_wait thread_private {pending = 2 : i32}
// CHECK-NOT: nv_tileaa.tiled_load
module attributes {tileiras.target = "sm_80"} {
  func.func @nested(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %m: i64, %n: i64, %k: i64, %tiles: i32, %out: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %one = arith.constant 1 : i64
    %zero = arith.constant 0.0 : f32
    %tok = nv_tileaa.create_mem_token
    %a = nv_tileaa.make_memref %pa, sizes(%m, %k), strides(%k, %one) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %b = nv_tileaa.make_memref %pb, sizes(%k, %n), strides(%n, %one) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %c = nv_tileaa.make_memref %out, sizes(%m, %n), strides(%n, %one) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
    %pn = nv_tileaa.get_program_id 1
    scf.for %pm = %c0 to %c4 step %c1 : i32 {
      %init = nv_tileaa.splat %zero : f32 -> tensor<64x64xf32>
      %acc = scf.for %kk = %c0 to %tiles step %c1 iter_args(%x = %init) -> (tensor<64x64xf32>) : i32 {
        %ta, %t1 = nv_tileaa.tiled_load %a[%pm, %kk] token(%tok) steps [64, 32] dim_map [0, 1] padding 0.0 : f16 : !nv_tileaa.memref<f16, 2>[i32, i32] -> tensor<64x32xf16>
        %tb, %t2 = nv_tileaa.tiled_load %b[%kk, %pn] token(%tok) steps [32, 64] dim_map [0, 1] padding 0.0 : f16 : !nv_tileaa.memref<f16, 2>[i32, i32] -> tensor<32x64xf16>
        %d = nv_tileaa.dot %ta, %tb, %x : tensor<64x32xf16>, tensor<32x64xf16> -> tensor<64x64xf32>
        scf.yield %d : tensor<64x64xf32>
      }
      %s = nv_tileaa.tiled_store %acc, %c[%pm, %pn] token(%tok) steps [64, 64] dim_map [0, 1] : tensor<64x64xf32>, !nv_tileaa.memref<f32, 2>[i32, i32]
    }
    return
  }

  func.func @not_a_dot_operand(%pa: !nv_tileaa.ptr<f32>, %m: i64, %tiles: i32) -> tensor<128xf32> attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %one = arith.constant 1 : i64
    %zero = arith.constant 0.0 : f32
    %tok = nv_tileaa.create_mem_token
    %a = nv_tileaa.make_memref %pa, sizes(%m), strides(%one) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 1>
    %init = nv_tileaa.splat %zero : f32 -> tensor<128xf32>
    %sum = scf.for %i = %c0 to %tiles step %c1 iter_args(%x = %init) -> (tensor<128xf32>) : i32 {
      %t, %t1 = nv_tileaa.tiled_load %a[%i] token(%tok) steps [128] dim_map [0] padding 0.0 : f32 : !nv_tileaa.memref<f32, 1>[i32] -> tensor<128xf32>
      %y = arith.addf %x, %t : tensor<128xf32>
      scf.yield %y : tensor<128xf32>
    }
    return %sum : tensor<128xf32>
  }
}

// -----

// Eight CTAs per SM (the occupancy hint) share sm_80's 163 KiB: 19840 bytes
// each (the accumulator is stored as it is, no exchange) leave room for two
// 8 KiB stages where one CTA per SM would take the planner's four.
// CHECK-LABEL: func.func @occupancy8
// CHECK: nv_tileas.alloc_shared : !nv_tileas.smem<2, tensor<64x32xf16>>
// CHECK: } {nv_tileas.pipeline_ii = {{[0-9]+}} : i64, nv_tileas.pipeline_stages = 2 : i64}
module attributes {tileiras.target = "sm_80"} {
  func.func @occupancy8(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %m: i64, %n: i64, %k: i64, %tiles: i32, %out: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel, nv_tileaa.occupancy = 8 : i32} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %one = arith.constant 1 : i64
    %zero = arith.constant 0.0 : f32
    %tok = nv_tileaa.create_mem_token
    %a = nv_tileaa.make_memref %pa, sizes(%m, %k), strides(%k, %one) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %b = nv_tileaa.make_memref %pb, sizes(%k, %n), strides(%n, %one) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %c = nv_tileaa.make_memref %out, sizes(%m, %n), strides(%n, %one) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
    %pm = nv_tileaa.get_program_id 0
    %pn = nv_tileaa.get_program_id 1
    %init = nv_tileaa.splat %zero : f32 -> tensor<64x64xf32>
    %acc = scf.for %kk = %c0 to %tiles step %c1 iter_args(%x = %init) -> (tensor<64x64xf32>) : i32 {
      %ta, %t1 = nv_tileaa.tiled_load %a[%pm, %kk] token(%tok) steps [64, 32] dim_map [0, 1] padding 0.0 : f16 : !nv_tileaa.memref<f16, 2>[i32, i32] -> tensor<64x32xf16>
      %tb, %t2 = nv_tileaa.tiled_load %b[%kk, %pn] token(%tok) steps [32, 64] dim_map [0, 1] padding 0.0 : f16 : !nv_tileaa.memref<f16, 2>[i32, i32] -> tensor<32x64xf16>
      %d = nv_tileaa.dot %ta, %tb, %x : tensor<64x32xf16>, tensor<32x64xf16> -> tensor<64x64xf32>
      scf.yield %d : tensor<64x64xf32>
    }
    %s = nv_tileaa.tiled_store %acc, %c[%pm, %pn] token(%tok) steps [64, 64] dim_map [0, 1] : tensor<64x64xf32>, !nv_tileaa.memref<f32, 2>[i32, i32]
    return
  }
}

// -----

// Two K loops in sequence: each loop's rings are sized as if alone, and the
// second loop's share the first's arrays (one arena per pair). Before the
// second loop's first copy, every thread waits for its copies and the CTA
// synchronizes, so no thread still reads a stage the next prologue fills.
// MBAR-LABEL: func.func @two_loops
// MBAR-NOT: nv_tileas.async_wait
// MBAR: nv_tileas.alloc_shared {arena = [[ARENA_A:[0-9]+]] : i64} : !nv_tileas.smem<4, tensor<64x32xf16>>
// MBAR-NEXT: nv_tileas.alloc_shared {arena = [[ARENA_B:[0-9]+]] : i64} : !nv_tileas.smem<4, tensor<32x64xf16>>
// MBAR-NOT: nv_tileas.async_wait
// MBAR: nv_tileas.consumer_release
// MBAR-NOT: nv_tileas.async_wait
// MBAR: nv_tileas.alloc_shared {arena = [[ARENA_A]] : i64} : !nv_tileas.smem<4, tensor<64x32xf16>>
// MBAR-NEXT: nv_tileas.alloc_shared {arena = [[ARENA_B]] : i64} : !nv_tileas.smem<4, tensor<32x64xf16>>
// MBAR-NOT: scf.for
// MBAR: nv_tileas.async_wait {pending = 0 : i32}
// MBAR-NEXT: scf.for
// MBAR-NOT: nv_tileas.async_wait
// MBAR: return
module attributes {tileiras.target = "sm_80"} {
  func.func @two_loops(%pa: !nv_tileaa.ptr<f16>, %pb: !nv_tileaa.ptr<f16>, %m: i64, %n: i64, %k: i64, %tiles: i32, %out: !nv_tileaa.ptr<f32>) attributes {nv_tileaa.kernel} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %one = arith.constant 1 : i64
    %zero = arith.constant 0.0 : f32
    %tok = nv_tileaa.create_mem_token
    %a = nv_tileaa.make_memref %pa, sizes(%m, %k), strides(%k, %one) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %b = nv_tileaa.make_memref %pb, sizes(%k, %n), strides(%n, %one) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f16> -> !nv_tileaa.memref<f16, 2>
    %c = nv_tileaa.make_memref %out, sizes(%m, %n), strides(%n, %one) {base_div_by = 16 : i64} : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
    %pm = nv_tileaa.get_program_id 0
    %pn = nv_tileaa.get_program_id 1
    %init = nv_tileaa.splat %zero : f32 -> tensor<64x64xf32>
    %acc = scf.for %kk = %c0 to %tiles step %c1 iter_args(%x = %init) -> (tensor<64x64xf32>) : i32 {
      %ta, %t1 = nv_tileaa.tiled_load %a[%pm, %kk] token(%tok) steps [64, 32] dim_map [0, 1] padding 0.0 : f16 : !nv_tileaa.memref<f16, 2>[i32, i32] -> tensor<64x32xf16>
      %tb, %t2 = nv_tileaa.tiled_load %b[%kk, %pn] token(%tok) steps [32, 64] dim_map [0, 1] padding 0.0 : f16 : !nv_tileaa.memref<f16, 2>[i32, i32] -> tensor<32x64xf16>
      %d = nv_tileaa.dot %ta, %tb, %x : tensor<64x32xf16>, tensor<32x64xf16> -> tensor<64x64xf32>
      scf.yield %d : tensor<64x64xf32>
    }
    %acc2 = scf.for %kk = %c0 to %tiles step %c1 iter_args(%x = %acc) -> (tensor<64x64xf32>) : i32 {
      %ta, %t1 = nv_tileaa.tiled_load %a[%pm, %kk] token(%tok) steps [64, 32] dim_map [0, 1] padding 0.0 : f16 : !nv_tileaa.memref<f16, 2>[i32, i32] -> tensor<64x32xf16>
      %tb, %t2 = nv_tileaa.tiled_load %b[%kk, %pn] token(%tok) steps [32, 64] dim_map [0, 1] padding 0.0 : f16 : !nv_tileaa.memref<f16, 2>[i32, i32] -> tensor<32x64xf16>
      %d = nv_tileaa.dot %ta, %tb, %x : tensor<64x32xf16>, tensor<32x64xf16> -> tensor<64x64xf32>
      scf.yield %d : tensor<64x64xf32>
    }
    %s = nv_tileaa.tiled_store %acc2, %c[%pm, %pn] token(%tok) steps [64, 64] dim_map [0, 1] : tensor<64x64xf32>, !nv_tileaa.memref<f32, 2>[i32, i32]
    return
  }
}
