// RUN: tileiras-opt %s --no-implicit-module | tileiras-opt --no-implicit-module | FileCheck %s
// RUN: tileiras-opt %s --no-implicit-module --mlir-print-op-generic | tileiras-opt --no-implicit-module | FileCheck %s

// View construction, shape queries and view loads/stores.

cuda_tile.module @views {
  // CHECK-LABEL: testing$func @tensor_view_static
  testing$func @tensor_view_static(%p: tile<ptr<f32>>) {
    // No dynamic operand: only the result type is printed.
    // CHECK: make_tensor_view %{{.*}}, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %0 = make_tensor_view %p, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    // CHECK: make_tensor_view %{{.*}}, shape = [], strides = [] : tensor_view<f32>
    %1 = make_tensor_view %p, shape = [], strides = [] : tensor_view<f32>
    // CHECK: make_tensor_view %{{.*}}, shape = [32, 64], strides = [64, 1] : tensor_view<32x64xf32, strides=[64,1]>
    %2 = make_tensor_view %p, shape = [32, 64], strides = [64, 1] : tensor_view<32x64xf32, strides=[64,1]>
    return
  }

  // CHECK-LABEL: testing$func @tensor_view_dynamic
  testing$func @tensor_view_dynamic(%p: tile<ptr<f16>>, %m: tile<i32>, %n: tile<i32>, %s: tile<i32>,
                                    %q: tile<ptr<i8>>, %l: tile<i64>) {
    // CHECK: make_tensor_view %{{.*}}, shape = [%{{.*}}, %{{.*}}], strides = [%{{.*}}, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %0 = make_tensor_view %p, shape = [%m, %n], strides = [%s, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    // Dynamic strides only, and 64-bit dynamic values.
    // CHECK: make_tensor_view %{{.*}}, shape = [8, 16], strides = [%{{.*}}, %{{.*}}] : tile<i64> -> tensor_view<8x16xi8, strides=[?,?]>
    %1 = make_tensor_view %q, shape = [8, 16], strides = [%l, %l] : tile<i64> -> tensor_view<8x16xi8, strides=[?,?]>
    // CHECK: make_tensor_view %{{.*}}, shape = [4, %{{.*}}, 8], strides = [%{{.*}}, 8, 1] : tile<i32> -> tensor_view<4x?x8xf16, strides=[?,8,1]>
    %2 = make_tensor_view %p, shape = [4, %m, 8], strides = [%s, 8, 1] : tile<i32> -> tensor_view<4x?x8xf16, strides=[?,8,1]>
    return
  }

  // CHECK-LABEL: testing$func @partition_views
  testing$func @partition_views(%t: tensor_view<?x?xf32, strides=[?,1]>) {
    // CHECK: make_partition_view %{{.*}} : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,1]>>
    %0 = make_partition_view %t : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,1]>>
    // CHECK: make_partition_view %{{.*}} : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %1 = make_partition_view %t : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    // CHECK: make_partition_view %{{.*}} : partition_view<tile=(64x8), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>
    %2 = make_partition_view %t : partition_view<tile=(64x8), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>
    return
  }

  // CHECK-LABEL: testing$func @other_views
  testing$func @other_views(%t: tensor_view<?x?xf32, strides=[?,1]>) {
    // CHECK: make_strided_view %{{.*}} : strided_view<tile=(16x16), traversal_strides=[8, 16], tensor_view<?x?xf32, strides=[?,1]>>
    %0 = make_strided_view %t : strided_view<tile=(16x16), traversal_strides=[8, 16], tensor_view<?x?xf32, strides=[?,1]>>
    // CHECK: make_gather_scatter_view %{{.*}} : gather_scatter_view<tile=(8x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=0>
    %1 = make_gather_scatter_view %t : gather_scatter_view<tile=(8x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=0>
    return
  }

  // A gather/scatter access takes a 1-D tile of row indices at sparse_dim and
  // scalar tiles elsewhere; the index types print one per index.
  // CHECK-LABEL: testing$func @gather_access
  testing$func @gather_access(%t: tensor_view<?x?xf32, strides=[?,1]>, %rows: tile<8xi32>, %j: tile<i32>) {
    %v = make_gather_scatter_view %t : gather_scatter_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=0>
    // CHECK: load_view_tko weak %{{.*}}[%{{.*}}, %{{.*}}] : gather_scatter_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x32xf32>, token
    %x, %t0 = load_view_tko weak %v[%rows, %j] : gather_scatter_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> tile<8x32xf32>, token
    // CHECK: store_view_tko weak %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] token = %{{.*}} : tile<8x32xf32>, gather_scatter_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> token
    %t1 = store_view_tko weak %x, %v[%rows, %j] token = %t0 : tile<8x32xf32>, gather_scatter_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,1]>, sparse_dim=0>, tile<8xi32>, tile<i32> -> token
    return
  }

  // CHECK-LABEL: testing$func @shapes
  testing$func @shapes(%t: tensor_view<?x64xf32, strides=[64,1]>,
                       %v: partition_view<tile=(512), tensor_view<?xf32, strides=[1]>>,
                       %w: partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>>) -> (tile<i32>, tile<i64>, tile<i32>) {
    // CHECK: %{{.*}}:2 = get_tensor_shape %{{.*}} : tensor_view<?x64xf32, strides=[64,1]> -> tile<i32>
    %0:2 = get_tensor_shape %t : tensor_view<?x64xf32, strides=[64,1]> -> tile<i32>
    // CHECK: get_tensor_shape %{{.*}} : tensor_view<?x64xf32, strides=[64,1]> -> tile<i64>
    %1:2 = get_tensor_shape %t : tensor_view<?x64xf32, strides=[64,1]> -> tile<i64>
    // CHECK: get_index_space_shape %{{.*}} : partition_view<tile=(512), tensor_view<?xf32, strides=[1]>> -> tile<i32>
    %2 = get_index_space_shape %v : partition_view<tile=(512), tensor_view<?xf32, strides=[1]>> -> tile<i32>
    // CHECK: %{{.*}}:2 = get_index_space_shape %{{.*}} : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>> -> tile<i16>
    %3:2 = get_index_space_shape %w : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>> -> tile<i16>
    return %0#0, %1#1, %2 : tile<i32>, tile<i64>, tile<i32>
  }

  // CHECK-LABEL: testing$func @loads
  testing$func @loads(%v: partition_view<tile=(16x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>,
                      %i: tile<i32>, %j: tile<i32>, %k: tile<i64>, %tok: token) {
    // CHECK: %{{.*}}, %{{.*}} = load_view_tko weak %{{.*}}[%{{.*}}, %{{.*}}] : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x64xf32>, token
    %a, %t0 = load_view_tko weak %v[%i, %j] : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x64xf32>, token
    // CHECK: load_view_tko relaxed tl_blk %{{.*}}[%{{.*}}, %{{.*}}] token = %{{.*}} :
    %b, %t1 = load_view_tko relaxed tl_blk %v[%i, %j] token = %tok : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x64xf32>, token
    // CHECK: load_view_tko acquire device %{{.*}}[%{{.*}}, %{{.*}}] token = %{{.*}} :
    %c, %t2 = load_view_tko acquire device %v[%i, %j] token = %t1 : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x64xf32>, token
    // CHECK: load_view_tko acquire sys
    %d, %t3 = load_view_tko acquire sys %v[%i, %j] : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x64xf32>, token
    // 64-bit indices.
    // CHECK: load_view_tko weak %{{.*}}[%{{.*}}, %{{.*}}] : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i64> -> tile<16x64xf32>, token
    %e, %t4 = load_view_tko weak %v[%k, %k] : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i64> -> tile<16x64xf32>, token
    // Hints and inbounds come after the token clause, in this order.
    // CHECK: load_view_tko weak %{{.*}}[%{{.*}}, %{{.*}}] token = %{{.*}} optimization_hints = <sm_100 = {allow_tma = false, latency = 3}, sm_90 = {latency = 8}> inbounds = [true, false] :
    %f, %t5 = load_view_tko weak %v[%i, %j] token = %tok optimization_hints = <sm_90 = {latency = 8}, sm_100 = {latency = 3, allow_tma = false}> inbounds = [true, false] : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x64xf32>, token
    // An all-false inbounds vector is not printed.
    // CHECK: load_view_tko weak %{{.*}}[%{{.*}}, %{{.*}}] : partition_view
    %g, %t6 = load_view_tko weak %v[%i, %j] inbounds = [false, false] : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x64xf32>, token
    return
  }

  // CHECK-LABEL: testing$func @stores
  testing$func @stores(%v: partition_view<tile=(128), tensor_view<?xi8, strides=[1]>>,
                       %x: tile<128xi8>, %i: tile<i32>, %tok: token) -> token {
    // CHECK: store_view_tko weak %{{.*}}, %{{.*}}[%{{.*}}] : tile<128xi8>, partition_view<tile=(128), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    %0 = store_view_tko weak %x, %v[%i] : tile<128xi8>, partition_view<tile=(128), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    // CHECK: store_view_tko relaxed device %{{.*}}, %{{.*}}[%{{.*}}] token = %{{.*}} :
    %1 = store_view_tko relaxed device %x, %v[%i] token = %0 : tile<128xi8>, partition_view<tile=(128), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    // CHECK: store_view_tko release sys %{{.*}}, %{{.*}}[%{{.*}}] token = %{{.*}} optimization_hints = <sm_120 = {allow_tma = true}> inbounds = [true] :
    %2 = store_view_tko release sys %x, %v[%i] token = %1 optimization_hints = <sm_120 = {allow_tma = true}> inbounds = [true] : tile<128xi8>, partition_view<tile=(128), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    // CHECK: store_view_tko release tl_blk
    %3 = store_view_tko release tl_blk %x, %v[%i] token = %2 : tile<128xi8>, partition_view<tile=(128), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return %3 : token
  }

  // dim_map permutes which tensor dimension each tile dimension walks.
  // CHECK-LABEL: testing$func @dim_map_access
  testing$func @dim_map_access(%t: tensor_view<?x?xf16, strides=[?,1]>, %i: tile<i32>) {
    %v = make_partition_view %t : partition_view<tile=(8x32), tensor_view<?x?xf16, strides=[?,1]>, dim_map=[1, 0]>
    // CHECK: load_view_tko weak %{{.*}}[%{{.*}}, %{{.*}}] : partition_view<tile=(8x32), tensor_view<?x?xf16, strides=[?,1]>, dim_map=[1, 0]>, tile<i32> -> tile<8x32xf16>, token
    %a, %t0 = load_view_tko weak %v[%i, %i] : partition_view<tile=(8x32), tensor_view<?x?xf16, strides=[?,1]>, dim_map=[1, 0]>, tile<i32> -> tile<8x32xf16>, token
    // CHECK: store_view_tko weak %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] token = %{{.*}} : tile<8x32xf16>
    %t1 = store_view_tko weak %a, %v[%i, %i] token = %t0 : tile<8x32xf16>, partition_view<tile=(8x32), tensor_view<?x?xf16, strides=[?,1]>, dim_map=[1, 0]>, tile<i32> -> token
    return
  }

  // CHECK-LABEL: testing$func @strided_access
  testing$func @strided_access(%v: strided_view<tile=(16x16), traversal_strides=[8, 16], tensor_view<?x?xf32, strides=[?,1]>>,
                               %i: tile<i32>) {
    // CHECK: load_view_tko weak %{{.*}}[%{{.*}}, %{{.*}}] : strided_view<tile=(16x16), traversal_strides=[8, 16], tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x16xf32>, token
    %a, %t = load_view_tko weak %v[%i, %i] : strided_view<tile=(16x16), traversal_strides=[8, 16], tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x16xf32>, token
    return
  }

  // The vector add of guide B §9.1, as an entry.
  // CHECK-LABEL: entry @vadd
  entry @vadd(%a: tile<ptr<f32>>, %c: tile<ptr<f32>>, %n: tile<i32>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    // CHECK: %[[TA:.*]] = make_tensor_view
    %ta = make_tensor_view %a, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %tc = make_tensor_view %c, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    // CHECK: %[[PA:.*]] = make_partition_view %[[TA]]
    %pa = make_partition_view %ta : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %pc = make_partition_view %tc : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>
    // CHECK: %[[X:.*]], %{{.*}} = load_view_tko weak %[[PA]]
    %x, %t0 = load_view_tko weak %pa[%bx] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    // CHECK: store_view_tko weak %[[X]]
    %t1 = store_view_tko weak %x, %pc[%bx] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
