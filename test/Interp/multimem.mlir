// The 13.5 multimem ops. The interpreter models one device, so the multicast
// group of a view has one memory: load_reduce reads it, reduce is an atomic
// reduction into it, store writes it.
// RUN: rm -rf %t && mkdir -p %t
// RUN: python3 %S/Inputs/mknpy.py %t/a.npy i4 4 1,2,3,4
// RUN: python3 %S/Inputs/mknpy.py %t/b.npy i4 4 0,0,0,0
// RUN: python3 %S/Inputs/mknpy.py %t/f.npy f4 4 1.5,2,3,4
// RUN: tileiras-run %s --entry mm --arg %t/a.npy --arg %t/b.npy --arg %t/f.npy --print-results | FileCheck %s
//
// b = load_reduce(a) = [1, 2, 3, 4]; a = umax(a, [3, 3, 3, 3]) = [3, 3, 3, 4];
// a = xor(a, b) = [2, 1, 0, 0]; f = f + f (add reduction) = [3, 4, 6, 8].
// CHECK: a.npy = [2, 1, 0, 0]
// CHECK: b.npy = [1, 2, 3, 4]
// CHECK: f.npy = [3, 4, 6, 8]

cuda_tile.module @m {
  entry @mm(%a: tile<ptr<i32, <multicast>>>, %b: tile<ptr<i32, <multicast>>>, %f: tile<ptr<f32, <multicast>>>) {
    %z = constant <i32: 0> : tile<i32>
    %ta = make_tensor_view %a, shape = [4], strides = [1] : tile<ptr<i32, <multicast>>> -> tensor_view<4xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pa = make_partition_view %ta : partition_view<tile=(4), tensor_view<4xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %tb = make_tensor_view %b, shape = [4], strides = [1] : tile<ptr<i32, <multicast>>> -> tensor_view<4xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pb = make_partition_view %tb : partition_view<tile=(4), tensor_view<4xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %v, %t0 = multimem_load_reduce_view_tko relaxed sys %pa[%z]  : partition_view<tile=(4), tensor_view<4xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<4xi32>, token
    %t1 = multimem_store_view_tko weak %pb, %v[%z]  : partition_view<tile=(4), tensor_view<4xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<4xi32>, tile<i32> -> token
    %three = constant <i32: [3, 3, 3, 3]> : tile<4xi32>
    %t2 = multimem_reduce_view_tko relaxed sys %pa, %three[%z]  attributes {reduction = #cuda_tile.multimem_reduction_kind<umax>} : partition_view<tile=(4), tensor_view<4xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<4xi32>, tile<i32> -> token
    %t3 = multimem_reduce_view_tko relaxed sys %pa, %v[%z]  attributes {reduction = #cuda_tile.multimem_reduction_kind<xor>} : partition_view<tile=(4), tensor_view<4xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<4xi32>, tile<i32> -> token
    %tf = make_tensor_view %f, shape = [4], strides = [1] : tile<ptr<f32, <multicast>>> -> tensor_view<4xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pf = make_partition_view %tf : partition_view<tile=(4), tensor_view<4xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %w, %t4 = multimem_load_reduce_view_tko acquire device %pf[%z]  : partition_view<tile=(4), tensor_view<4xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<4xf32>, token
    %t5 = multimem_reduce_view_tko release device %pf, %w[%z]  : partition_view<tile=(4), tensor_view<4xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<4xf32>, tile<i32> -> token
    return
  }
}
