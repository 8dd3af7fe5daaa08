// RUN: tileiras-opt %s --tileiras-convert-cuda-tile-to-tileaa | FileCheck %s

// View accesses keep their ordering and scope (`device` is gpu); a 2-D
// insert becomes nv_tileaa.insert, a 0-d one its source; gdc_* become
// griddep_* with their tokens.

cuda_tile.module @m {
  // CHECK-LABEL: func.func @ordered
  testing$func @ordered(%v: partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, %i: tile<i32>, %x: tile<16xf32>) {
    // CHECK: %[[X:.*]], %[[T:.*]] = nv_tileaa.tiled_load %{{.*}}[%{{.*}}] steps [16] dim_map [0] {scope = #nv_tileaa.mem_scope<gpu>, sem = #nv_tileaa.mem_semantic<acquire>}
    %t, %tok = load_view_tko acquire device %v[%i] : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    // CHECK: nv_tileaa.tiled_store %{{.*}}, %{{.*}}[%{{.*}}] token(%[[T]]) steps [16] dim_map [0] {scope = #nv_tileaa.mem_scope<sys>, sem = #nv_tileaa.mem_semantic<release>}
    %tok2 = store_view_tko release sys %x, %v[%i] token = %tok : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    // CHECK: nv_tileaa.tiled_load {{.*}} {scope = #nv_tileaa.mem_scope<tl_blk>, sem = #nv_tileaa.mem_semantic<relaxed>}
    %t3, %tok3 = load_view_tko relaxed tl_blk %v[%i] : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    // A weak access has no scope.
    // CHECK: nv_tileaa.tiled_store {{.*}} steps [16] dim_map [0] : tensor<16xf32>
    %tok4 = store_view_tko weak %x, %v[%i] : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }

  // CHECK-LABEL: func.func @insert
  // CHECK-SAME: (%[[A:.*]]: tensor<4x4xf32>, %[[B:.*]]: tensor<16x16xf32>, %[[I:.*]]: i32, %[[S:.*]]: f32, %[[D:.*]]: f32)
  testing$func @insert(%a: tile<4x4xf32>, %b: tile<16x16xf32>, %i: tile<i32>, %s: tile<f32>, %d: tile<f32>) -> (tile<16x16xf32>, tile<f32>) {
    // CHECK: %[[R:.*]] = nv_tileaa.insert %[[A]], %[[B]][%[[I]], %[[I]]] : tensor<4x4xf32>, tensor<16x16xf32>[i32, i32]
    %0 = insert %a, %b[%i, %i] : tile<4x4xf32>, tile<16x16xf32>
    %1 = insert %s, %d[] : tile<f32>, tile<f32>
    // CHECK: return %[[R]], %[[S]]
    return %0, %1 : tile<16x16xf32>, tile<f32>
  }

  // CHECK-LABEL: func.func @gdc
  // CHECK-SAME: (%[[T0:.*]]: !nv_tileaa.mem_token)
  testing$func @gdc(%t: token) {
    // CHECK: %[[W:.*]] = nv_tileaa.griddep_wait token(%[[T0]])
    %w = gdc_wait_tko token = %t -> token
    // CHECK: nv_tileaa.griddep_launch_dependents token(%[[W]])
    %l = gdc_launch_dependents_tko token = %w -> token
    // CHECK: nv_tileaa.griddep_launch_dependents{{$}}
    %l2 = gdc_launch_dependents_tko -> token
    return
  }
}
