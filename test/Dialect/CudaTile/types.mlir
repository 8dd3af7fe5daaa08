// RUN: tileiras-opt %s --no-implicit-module | tileiras-opt --no-implicit-module | FileCheck %s
// RUN: tileiras-opt %s --no-implicit-module --mlir-print-op-generic | tileiras-opt --no-implicit-module | FileCheck %s

// Every dialect type, spelled with and without the `!cuda_tile.` prefix; the
// printer always drops the prefix inside the module.

cuda_tile.module @types {
  // CHECK-LABEL: testing$func @scalars
  // CHECK-SAME: (%{{.*}}: tile<i1>, %{{.*}}: tile<i8>, %{{.*}}: tile<i16>, %{{.*}}: tile<i32>, %{{.*}}: tile<i64>)
  testing$func @scalars(%a: tile<i1>, %b: tile<i8>, %c: !cuda_tile.tile<i16>, %d: tile<i32>, %e: tile<i64>) {
    return
  }

  // CHECK-LABEL: testing$func @floats
  // CHECK-SAME: tile<2xf16>, %{{.*}}: tile<2xbf16>, %{{.*}}: tile<2xf32>, %{{.*}}: tile<2xtf32>, %{{.*}}: tile<2xf64>, %{{.*}}: tile<2xf8E4M3FN>, %{{.*}}: tile<2xf8E5M2>
  testing$func @floats(%a: tile<2xf16>, %b: tile<2xbf16>, %c: tile<2xf32>, %d: tile<2xtf32>,
                       %e: tile<2xf64>, %f: tile<2xf8E4M3FN>, %g: tile<2xf8E5M2>) {
    return
  }

  // Largest legal tile: 2^24 elements.
  // CHECK-LABEL: testing$func @shapes
  // CHECK-SAME: tile<1xf32>, %{{.*}}: tile<128x64xf16>, %{{.*}}: tile<2x4x8x16xi8>, %{{.*}}: tile<4096x4096xi8>
  testing$func @shapes(%a: tile<1xf32>, %b: tile<128x64xf16>, %c: tile<2x4x8x16xi8>, %d: tile<4096x4096xi8>) {
    return
  }

  // CHECK-LABEL: testing$func @pointers
  // CHECK-SAME: tile<ptr<f32>>, %{{.*}}: tile<8xptr<i64>>, %{{.*}}: tile<4x4xptr<f16>>
  testing$func @pointers(%a: tile<ptr<f32>>, %b: tile<8x!cuda_tile.ptr<i64>>, %c: !cuda_tile.tile<4x4xptr<f16>>) {
    return
  }

  // CHECK-LABEL: testing$func @tokens
  // CHECK-SAME: (%{{.*}}: token, %{{.*}}: token) -> token
  testing$func @tokens(%a: token, %b: !cuda_tile.token) -> token {
    return %a : token
  }

  // `?` marks dynamic sizes and strides; a 0-d view has no strides.
  // CHECK-LABEL: testing$func @tensor_views
  // CHECK-SAME: tensor_view<f32>
  // CHECK-SAME: tensor_view<128xf32, strides=[1]>
  // CHECK-SAME: tensor_view<?x?xf16, strides=[?,1]>
  // CHECK-SAME: tensor_view<4x?x8xi8, strides=[?,8,1]>
  // CHECK-SAME: tensor_view<1024x1024xbf16, strides=[1024,1]>
  testing$func @tensor_views(%a: tensor_view<f32>, %b: tensor_view<128xf32, strides=[1]>,
                             %c: tensor_view<?x?xf16, strides=[?,1]>,
                             %d: !cuda_tile.tensor_view<4x?x8xi8, strides=[?, 8, 1]>,
                             %e: tensor_view<1024x1024xbf16, strides=[1024,1]>) {
    return
  }

  // The identity dim_map is not printed; padding_value sits before the view.
  // CHECK-LABEL: testing$func @partition_views
  // CHECK-SAME: partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>
  // CHECK-SAME: partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xi32, strides=[?,1]>>
  // CHECK-SAME: partition_view<tile=(16x32), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>
  // CHECK-SAME: partition_view<tile=(8x8), tensor_view<64x64xf16, strides=[64,1]>>
  // CHECK-SAME: partition_view<tile=(2x4x8), padding_value = nan, tensor_view<?x?x?xf32, strides=[?,?,1]>, dim_map=[2, 0, 1]>
  testing$func @partition_views(
      %a: partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>,
      %b: partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xi32, strides=[?,1]>>,
      %c: partition_view<tile=(16x32), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>,
      %d: !cuda_tile.partition_view<tile=(8x8), tensor_view<64x64xf16, strides=[64,1]>, dim_map=[0, 1]>,
      %e: partition_view<tile=(2x4x8), padding_value = nan, tensor_view<?x?x?xf32, strides=[?,?,1]>, dim_map=[2, 0, 1]>) {
    return
  }

  // CHECK-LABEL: testing$func @padding_values
  // CHECK-SAME: padding_value = neg_zero
  // CHECK-SAME: padding_value = pos_inf
  testing$func @padding_values(
      %a: partition_view<tile=(4), padding_value = neg_zero, tensor_view<?xf16, strides=[1]>>,
      %b: partition_view<tile=(4), padding_value = pos_inf, tensor_view<?xbf16, strides=[1]>>) {
    return
  }

  // 13.3 views.
  // CHECK-LABEL: testing$func @other_views
  // CHECK-SAME: strided_view<tile=(16x16), traversal_strides=[8, 16], tensor_view<?x?xf32, strides=[?,1]>>
  // CHECK-SAME: strided_view<tile=(4), traversal_strides=[2], padding_value = zero, tensor_view<?xi32, strides=[1]>>
  // CHECK-SAME: gather_scatter_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=0>
  // CHECK-SAME: gather_scatter_view<tile=(8x32), padding_value = nan, tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=1>
  testing$func @other_views(
      %a: strided_view<tile=(16x16), traversal_strides=[8, 16], tensor_view<?x?xf32, strides=[?,1]>>,
      %b: strided_view<tile=(4), traversal_strides=[2], padding_value = zero, tensor_view<?xi32, strides=[1]>>,
      %c: gather_scatter_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=0>,
      %d: gather_scatter_view<tile=(8x32), padding_value = nan, tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=1>) {
    return
  }

  // i4 (13.3) is a storage element type: tiles, pointers and views may hold it.
  // CHECK-LABEL: testing$func @i4_values
  // CHECK-SAME: tile<8xi4>, %{{.*}}: tile<ptr<i4>>
  testing$func @i4_values(%a: tile<8xi4>, %p: tile<ptr<i4>>) {
    // CHECK: exti %{{.*}} signed : tile<8xi4> -> tile<8xi8>
    %0 = exti %a signed : tile<8xi4> -> tile<8xi8>
    return
  }

  // 13.4's pointer attribute: stripped inside `ptr<...>`, spelled out in a
  // tensor_view. A pointer with the attribute is a different type.
  // CHECK-LABEL: testing$func @ptr_attr
  // CHECK-SAME: (%[[P:.*]]: tile<ptr<f32, <none>>>, %{{.*}}: tile<4xptr<i8, <none>>>, %{{.*}}: tensor_view<f16, #cuda_tile.ptr_attr<none>>, %{{.*}}: tensor_view<?x8xf32, strides=[?,1], #cuda_tile.ptr_attr<none>>,
  testing$func @ptr_attr(%p: tile<ptr<f32, <none>>>, %q: tile<4xptr<i8, <none>>>,
                         %v0: !cuda_tile.tensor_view<f16, #cuda_tile.ptr_attr<none>>,
                         %v: tensor_view<?x8xf32, strides=[?,1], #cuda_tile.ptr_attr<none>>,
                         %n: tile<i32>) {
    // The base pointer's type is printed only when the view does not imply it.
    // CHECK: make_tensor_view %[[P]], shape = [128], strides = [1] : tile<ptr<f32, <none>>> -> tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<none>>
    %0 = make_tensor_view %p, shape = [128], strides = [1] : tile<ptr<f32, <none>>> -> tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<none>>
    // CHECK: make_tensor_view %[[P]], shape = [%{{.*}}], strides = [1] : tile<ptr<f32, <none>>>, tile<i32> -> tensor_view<?xf32, strides=[1]>
    %1 = make_tensor_view %p, shape = [%n], strides = [1] : tile<ptr<f32, <none>>>, tile<i32> -> tensor_view<?xf32, strides=[1]>
    // CHECK: ptr_to_ptr %[[P]] : tile<ptr<f32, <none>>> -> tile<ptr<i32, <none>>>
    %2 = ptr_to_ptr %p : tile<ptr<f32, <none>>> -> tile<ptr<i32, <none>>>
    %3 = ptr_to_int %2 : tile<ptr<i32, <none>>> -> tile<i64>
    // CHECK: make_tensor_view %{{.*}}, shape = [2], strides = [1] : tensor_view<2xf32, strides=[1], #cuda_tile.ptr_attr<none>>
    %plain = int_to_ptr %3 : tile<i64> -> tile<ptr<f32>>
    %4 = make_tensor_view %plain, shape = [2], strides = [1] : tensor_view<2xf32, strides=[1], #cuda_tile.ptr_attr<none>>
    // CHECK: load_ptr_tko weak %{{.*}} : tile<4xptr<i8, <none>>> -> tile<4xi8>, token
    %5, %t = load_ptr_tko weak %q : tile<4xptr<i8, <none>>> -> tile<4xi8>, token
    // CHECK: store_ptr_tko weak %{{.*}}, %{{.*}} : tile<4xptr<i8, <none>>>, tile<4xi8> -> token
    %6 = store_ptr_tko weak %q, %5 : tile<4xptr<i8, <none>>>, tile<4xi8> -> token
    return
  }
}
