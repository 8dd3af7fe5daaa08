// RUN: tileiras-opt %s --tileiras-convert-cuda-tile-to-tileaa | FileCheck %s

// Globals leave the cuda_tile.module as nv_tileaa.global next to the
// functions; alloca, memory_fence_alias_tko and atomic_red_view_tko map one
// to one (the view's tiling moves onto tiled_atomic_red, as for stores).

// CHECK: nv_tileaa.global @table = dense<[1, 2, 3, 4]> : tensor<4xi32> {alignment = 64 : i64}
// CHECK: nv_tileaa.global "private" @consts = dense<[1.500000e+00, 2.500000e+00]> : tensor<2xf32> {constant}
// CHECK-LABEL: func.func @f(
// CHECK-SAME: %[[P:.*]]: !nv_tileaa.ptr<f32>, %[[I:.*]]: i32, %[[X:.*]]: tensor<16xf32>)
cuda_tile.module @m {
  global @table alignment = 64 <i32: [1, 2, 3, 4]> : tile<4xi32>
  global private constant @consts <f32: [1.5, 2.5]> : tile<2xf32>
  testing$func @f(%p: tile<ptr<f32>>, %i: tile<i32>, %x: tile<16xf32>) {
    // CHECK: nv_tileaa.get_global @table : !nv_tileaa.ptr<i32>
    %g = get_global @table : tile<ptr<i32>>
    // CHECK: nv_tileaa.alloca num_elem = 32, alignment = 128 : !nv_tileaa.ptr<f32>
    %a = alloca global num_elem = 32, alignment = 128 : tile<ptr<f32>>
    %tv = make_tensor_view %p, shape = [100], strides = [1] : tensor_view<100xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<100xf32, strides=[1]>>
    // CHECK: %[[M:.*]] = nv_tileaa.make_memref %[[P]]
    // CHECK: %[[T0:.*]] = nv_tileaa.tiled_atomic_red addf %[[X]], %[[M]]{{\[}}%[[I]]] steps [16] dim_map [0] {scope = #nv_tileaa.mem_scope<gpu>} : tensor<16xf32>, !nv_tileaa.memref<f32, 1>[i32]
    %t0 = atomic_red_view_tko relaxed device %pv[%i], addf, %x : tile<16xf32>, partition_view<tile=(16), tensor_view<100xf32, strides=[1]>>, tile<i32> -> token
    // CHECK: %[[T1:.*]] = nv_tileaa.alias_fence token(%[[T0]])
    %t1 = memory_fence_alias_tko %t0
    // CHECK: nv_tileaa.tiled_atomic_red max %{{.*}} token(%[[T1]]) {{.*}}scope = #nv_tileaa.mem_scope<tl_blk>
    %tvi = make_tensor_view %g, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %pvi = make_partition_view %tvi : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>
    %c = constant <i32: [5, 0, 7, 1]> : tile<4xi32>
    %t2 = atomic_red_view_tko relaxed tl_blk %pvi[%i], max, %c token = %t1 : tile<4xi32>, partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}
