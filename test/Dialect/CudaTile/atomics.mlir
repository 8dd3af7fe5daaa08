// RUN: tileiras-opt %s --no-implicit-module | tileiras-opt --no-implicit-module | FileCheck %s
// RUN: tileiras-opt %s --no-implicit-module --mlir-print-op-generic | tileiras-opt --no-implicit-module | FileCheck %s

// atomic_rmw_tko, atomic_cas_tko and atomic_red_view_tko.

cuda_tile.module @atomics {
  // CHECK-LABEL: testing$func @rmw_int
  testing$func @rmw_int(%p: tile<64xptr<i32>>, %v: tile<64xi32>, %m: tile<64xi1>, %tok: token) {
    // CHECK: atomic_rmw_tko relaxed device %{{.*}}, xchg, %{{.*}}, %{{.*}} token=%{{.*}} : tile<64xptr<i32>>, tile<64xi32>, tile<64xi1> -> tile<64xi32>, token
    %r0, %t0 = atomic_rmw_tko relaxed device %p, xchg, %v, %m token=%tok : tile<64xptr<i32>>, tile<64xi32>, tile<64xi1> -> tile<64xi32>, token
    // CHECK: atomic_rmw_tko acq_rel tl_blk %{{.*}}, min, %{{[^,]*}} : tile<64xptr<i32>>, tile<64xi32> -> tile<64xi32>, token
    %r1, %t1 = atomic_rmw_tko acq_rel tl_blk %p, min, %v : tile<64xptr<i32>>, tile<64xi32> -> tile<64xi32>, token
    // CHECK: atomic_rmw_tko release sys %{{.*}}, xor, %{{.*}}, %{{.*}} :
    %r2, %t2 = atomic_rmw_tko release sys %p, xor, %v, %m : tile<64xptr<i32>>, tile<64xi32>, tile<64xi1> -> tile<64xi32>, token
    // CHECK: atomic_rmw_tko acquire device %{{.*}}, and, %{{.*}} token=%{{.*}} :
    %r3, %t3 = atomic_rmw_tko acquire device %p, and, %v token=%t2 : tile<64xptr<i32>>, tile<64xi32> -> tile<64xi32>, token
    // CHECK: atomic_rmw_tko relaxed device %{{.*}}, or,
    %r4, %t4 = atomic_rmw_tko relaxed device %p, or, %v : tile<64xptr<i32>>, tile<64xi32> -> tile<64xi32>, token
    // CHECK: atomic_rmw_tko relaxed device %{{.*}}, add,
    %r5, %t5 = atomic_rmw_tko relaxed device %p, add, %v : tile<64xptr<i32>>, tile<64xi32> -> tile<64xi32>, token
    // CHECK: atomic_rmw_tko relaxed device %{{.*}}, max,
    %r6, %t6 = atomic_rmw_tko relaxed device %p, max, %v : tile<64xptr<i32>>, tile<64xi32> -> tile<64xi32>, token
    // CHECK: atomic_rmw_tko relaxed device %{{.*}}, umax,
    %r7, %t7 = atomic_rmw_tko relaxed device %p, umax, %v : tile<64xptr<i32>>, tile<64xi32> -> tile<64xi32>, token
    // CHECK: atomic_rmw_tko relaxed device %{{.*}}, umin,
    %r8, %t8 = atomic_rmw_tko relaxed device %p, umin, %v : tile<64xptr<i32>>, tile<64xi32> -> tile<64xi32>, token
    return
  }

  // CHECK-LABEL: testing$func @rmw_float
  testing$func @rmw_float(%p: tile<64xptr<f32>>, %v: tile<64xf32>, %h: tile<8xptr<f16>>, %hv: tile<8xf16>,
                          %q: tile<ptr<i64>>, %qv: tile<i64>, %d: tile<ptr<f64>>, %dv: tile<f64>) {
    // CHECK: atomic_rmw_tko acq_rel device %{{.*}}, addf, %{{[^,]*}} : tile<64xptr<f32>>, tile<64xf32> -> tile<64xf32>, token
    %r0, %t0 = atomic_rmw_tko acq_rel device %p, addf, %v : tile<64xptr<f32>>, tile<64xf32> -> tile<64xf32>, token
    // CHECK: atomic_rmw_tko relaxed tl_blk %{{.*}}, addf, %{{[^,]*}} : tile<8xptr<f16>>, tile<8xf16> -> tile<8xf16>, token
    %r1, %t1 = atomic_rmw_tko relaxed tl_blk %h, addf, %hv : tile<8xptr<f16>>, tile<8xf16> -> tile<8xf16>, token
    // xchg takes 32- and 64-bit floats and integers.
    // CHECK: atomic_rmw_tko relaxed sys %{{.*}}, xchg, %{{[^,]*}} : tile<64xptr<f32>>
    %r2, %t2 = atomic_rmw_tko relaxed sys %p, xchg, %v : tile<64xptr<f32>>, tile<64xf32> -> tile<64xf32>, token
    // CHECK: atomic_rmw_tko relaxed sys %{{.*}}, add, %{{[^,]*}} : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
    %r3, %t3 = atomic_rmw_tko relaxed sys %q, add, %qv : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
    // CHECK: atomic_rmw_tko relaxed sys %{{.*}}, xchg, %{{[^,]*}} : tile<ptr<f64>>, tile<f64> -> tile<f64>, token
    %r4, %t4 = atomic_rmw_tko relaxed sys %d, xchg, %dv : tile<ptr<f64>>, tile<f64> -> tile<f64>, token
    return
  }

  // bf16 atomic adds exist since 13.3.
  // CHECK-LABEL: testing$func @rmw_bf16
  testing$func @rmw_bf16(%p: tile<8xptr<bf16>>, %v: tile<8xbf16>) {
    // CHECK: atomic_rmw_tko relaxed device %{{.*}}, addf, %{{[^,]*}} : tile<8xptr<bf16>>, tile<8xbf16> -> tile<8xbf16>, token
    %r, %t = atomic_rmw_tko relaxed device %p, addf, %v : tile<8xptr<bf16>>, tile<8xbf16> -> tile<8xbf16>, token
    return
  }

  // CHECK-LABEL: testing$func @cas
  testing$func @cas(%p: tile<ptr<i32>>, %c: tile<i32>, %v: tile<i32>, %m: tile<i1>, %tok: token,
                    %fp: tile<4x4xptr<f64>>, %fc: tile<4x4xf64>) {
    // CHECK: atomic_cas_tko acquire device %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} token=%{{.*}} : tile<ptr<i32>>, tile<i32>, tile<i1> -> tile<i32>, token
    %r0, %t0 = atomic_cas_tko acquire device %p, %c, %v, %m token=%tok : tile<ptr<i32>>, tile<i32>, tile<i1> -> tile<i32>, token
    // CHECK: atomic_cas_tko release tl_blk %{{.*}}, %{{.*}}, %{{[^,]*}} : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %r1, %t1 = atomic_cas_tko release tl_blk %p, %c, %v : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    // CHECK: atomic_cas_tko acq_rel sys %{{.*}}, %{{.*}}, %{{[^,]*}} : tile<4x4xptr<f64>>, tile<4x4xf64> -> tile<4x4xf64>, token
    %r2, %t2 = atomic_cas_tko acq_rel sys %fp, %fc, %fc : tile<4x4xptr<f64>>, tile<4x4xf64> -> tile<4x4xf64>, token
    // CHECK: atomic_cas_tko relaxed device
    %r3, %t3 = atomic_cas_tko relaxed device %p, %c, %v : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    return
  }

  // CHECK-LABEL: testing$func @red_view
  testing$func @red_view(%v: partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>>,
                         %x: tile<16x16xf32>, %i: tile<i32>, %tok: token) -> token {
    // CHECK: atomic_red_view_tko relaxed device %{{.*}}[%{{.*}}, %{{.*}}], addf, %{{.*}} : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %0 = atomic_red_view_tko relaxed device %v[%i, %i], addf, %x : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    // CHECK: atomic_red_view_tko relaxed tl_blk %{{.*}}[%{{.*}}, %{{.*}}], max, %{{.*}} token = %{{.*}} :
    %1 = atomic_red_view_tko relaxed tl_blk %v[%i, %i], max, %x token = %0 : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return %1 : token
  }
}
