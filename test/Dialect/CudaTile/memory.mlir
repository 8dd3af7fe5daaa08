// RUN: tileiras-opt %s --no-implicit-module | tileiras-opt --no-implicit-module | FileCheck %s
// RUN: tileiras-opt %s --no-implicit-module --mlir-print-op-generic | tileiras-opt --no-implicit-module | FileCheck %s

// Pointer loads/stores, tokens, grid-dependency ops, fences and alloca.

cuda_tile.module @memory {
  // CHECK-LABEL: testing$func @tokens
  testing$func @tokens() -> token {
    // CHECK: %[[A:.*]] = make_token : token
    %a = make_token : token
    // CHECK: %[[B:.*]] = make_token : token
    %b = make_token : token
    // CHECK: join_tokens %[[A]], %[[B]] : token
    %c = join_tokens %a, %b : token
    // CHECK: join_tokens %[[A]], %[[B]], %{{.*}} : token
    %d = join_tokens %a, %b, %c : token
    return %d : token
  }

  // CHECK-LABEL: testing$func @load_ptr
  testing$func @load_ptr(%p: tile<128xptr<i32>>, %m: tile<128xi1>, %pad: tile<128xi32>, %tok: token,
                         %q: tile<ptr<f32>>) {
    // CHECK: load_ptr_tko weak %{{[^,]*}} : tile<128xptr<i32>> -> tile<128xi32>, token
    %a, %t0 = load_ptr_tko weak %p : tile<128xptr<i32>> -> tile<128xi32>, token
    // Mask only.
    // CHECK: load_ptr_tko weak %{{.*}}, %{{[^,]*}} : tile<128xptr<i32>>, tile<128xi1> -> tile<128xi32>, token
    %b, %t1 = load_ptr_tko weak %p, %m : tile<128xptr<i32>>, tile<128xi1> -> tile<128xi32>, token
    // Mask, padding and token (`token=` without spaces on pointer ops).
    // CHECK: load_ptr_tko weak %{{.*}}, %{{.*}}, %{{.*}} token=%{{.*}} : tile<128xptr<i32>>, tile<128xi1>, tile<128xi32> -> tile<128xi32>, token
    %c, %t2 = load_ptr_tko weak %p, %m, %pad token=%tok : tile<128xptr<i32>>, tile<128xi1>, tile<128xi32> -> tile<128xi32>, token
    // CHECK: load_ptr_tko relaxed device %{{.*}} token=%{{.*}} : tile<128xptr<i32>>
    %d, %t3 = load_ptr_tko relaxed device %p token=%t2 : tile<128xptr<i32>> -> tile<128xi32>, token
    // CHECK: load_ptr_tko acquire sys %{{.*}}, %{{.*}} :
    %e, %t4 = load_ptr_tko acquire sys %p, %m : tile<128xptr<i32>>, tile<128xi1> -> tile<128xi32>, token
    // CHECK: load_ptr_tko acquire tl_blk %{{.*}} optimization_hints = <sm_90 = {latency = 2}> : tile<ptr<f32>> -> tile<f32>, token
    %f, %t5 = load_ptr_tko acquire tl_blk %q optimization_hints = <sm_90 = {latency = 2}> : tile<ptr<f32>> -> tile<f32>, token
    return
  }

  // CHECK-LABEL: testing$func @store_ptr
  testing$func @store_ptr(%p: tile<64xptr<f16>>, %v: tile<64xf16>, %m: tile<64xi1>, %tok: token) -> token {
    // CHECK: store_ptr_tko weak %{{.*}}, %{{[^,]*}} : tile<64xptr<f16>>, tile<64xf16> -> token
    %0 = store_ptr_tko weak %p, %v : tile<64xptr<f16>>, tile<64xf16> -> token
    // CHECK: store_ptr_tko weak %{{.*}}, %{{.*}}, %{{.*}} token=%{{.*}} : tile<64xptr<f16>>, tile<64xf16>, tile<64xi1> -> token
    %1 = store_ptr_tko weak %p, %v, %m token=%0 : tile<64xptr<f16>>, tile<64xf16>, tile<64xi1> -> token
    // CHECK: store_ptr_tko relaxed tl_blk %{{.*}}, %{{.*}} token=%{{.*}} :
    %2 = store_ptr_tko relaxed tl_blk %p, %v token=%1 : tile<64xptr<f16>>, tile<64xf16> -> token
    // CHECK: store_ptr_tko release device %{{.*}}, %{{.*}}, %{{.*}} token=%{{.*}} optimization_hints = <sm_100 = {latency = 10}> :
    %3 = store_ptr_tko release device %p, %v, %m token=%2 optimization_hints = <sm_100 = {latency = 10}> : tile<64xptr<f16>>, tile<64xf16>, tile<64xi1> -> token
    return %3 : token
  }

  // Multi-dimensional gathers and 1-bit values.
  // CHECK-LABEL: testing$func @gather_2d
  testing$func @gather_2d(%p: tile<4x8xptr<i1>>, %m: tile<4x8xi1>) -> tile<4x8xi1> {
    // CHECK: load_ptr_tko weak %{{.*}}, %{{.*}}, %{{.*}} : tile<4x8xptr<i1>>, tile<4x8xi1>, tile<4x8xi1> -> tile<4x8xi1>, token
    %a, %t = load_ptr_tko weak %p, %m, %m : tile<4x8xptr<i1>>, tile<4x8xi1>, tile<4x8xi1> -> tile<4x8xi1>, token
    return %a : tile<4x8xi1>
  }

  // CHECK-LABEL: testing$func @gdc
  testing$func @gdc(%tok: token) {
    // CHECK: %[[W:.*]] = gdc_wait_tko -> token
    %0 = gdc_wait_tko -> token
    // CHECK: gdc_wait_tko token = %[[W]] -> token
    %1 = gdc_wait_tko token = %0 -> token
    // CHECK: gdc_launch_dependents_tko -> token
    %2 = gdc_launch_dependents_tko -> token
    // CHECK: gdc_launch_dependents_tko token = %{{.*}} -> token
    %3 = gdc_launch_dependents_tko token = %tok -> token
    // The fence prints no type at all.
    // CHECK: memory_fence_alias_tko %{{.*}}{{$}}
    %4 = memory_fence_alias_tko %3
    return
  }

  // CHECK-LABEL: testing$func @alloca
  testing$func @alloca() -> (tile<ptr<f32>>, tile<ptr<i64>>) {
    // CHECK: alloca num_elem = 256, alignment = 16 : tile<ptr<f32>>
    %0 = alloca num_elem = 256, alignment = 16 : tile<ptr<f32>>
    // CHECK: alloca global num_elem = 1, alignment = 8 : tile<ptr<i64>>
    %1 = alloca global num_elem = 1, alignment = 8 : tile<ptr<i64>>
    return %0, %1 : tile<ptr<f32>>, tile<ptr<i64>>
  }
}
