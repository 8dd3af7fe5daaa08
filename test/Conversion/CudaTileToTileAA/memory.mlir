// RUN: tileiras-opt %s --tileiras-convert-cuda-tile-to-tileaa | FileCheck %s

// A tensor_view is an nv_tileaa.memref; partition and strided views are the
// same memref, their tiling moves onto tiled_load / tiled_store.

cuda_tile.module @m {
  // CHECK-LABEL: func.func @views
  // CHECK-SAME: (%[[P:.*]]: !nv_tileaa.ptr<f32>, %[[N:.*]]: i32, %[[S:.*]]: i32, %[[I:.*]]: i32, %[[J:.*]]: i32)
  testing$func @views(%p: tile<ptr<f32>>, %n: tile<i32>, %s: tile<i32>, %i: tile<i32>, %j: tile<i32>) -> (tile<16x32xf32>, tile<i32>, tile<i64>) {
    // CHECK: %[[T0:.*]] = nv_tileaa.create_mem_token
    %t0 = make_token : token
    // Dynamic sizes and strides are sign-extended to i64, static ones constants.
    // CHECK: %[[N64:.*]] = arith.extsi %[[N]] : i32 to i64
    // CHECK: %[[C64:.*]] = arith.constant 64 : i64
    // CHECK: %[[S64:.*]] = arith.extsi %[[S]] : i32 to i64
    // CHECK: %[[C1:.*]] = arith.constant 1 : i64
    // CHECK: %[[M:.*]] = nv_tileaa.make_memref %[[P]], sizes(%[[N64]], %[[C64]]), strides(%[[S64]], %[[C1]]) : !nv_tileaa.ptr<f32> -> !nv_tileaa.memref<f32, 2>
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [%s, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[?,1]>
    %pv = make_partition_view %tv : partition_view<tile=(16x32), padding_value = neg_inf, tensor_view<?x64xf32, strides=[?,1]>, dim_map=[1, 0]>
    // CHECK: %[[X:.*]], %[[T1:.*]] = nv_tileaa.tiled_load %[[M]][%[[I]], %[[J]]] token(%[[T0]]) steps [16, 32] dim_map [1, 0] padding 0xFF800000 : f32 {nv_tileaa.optimization_hints = #cuda_tile.optimization_hints<sm_100 = {latency = 3}>} : !nv_tileaa.memref<f32, 2>[i32, i32] -> tensor<16x32xf32>
    %x, %t1 = load_view_tko weak %pv[%i, %j] token = %t0 optimization_hints = <sm_100 = {latency = 3}> : partition_view<tile=(16x32), padding_value = neg_inf, tensor_view<?x64xf32, strides=[?,1]>, dim_map=[1, 0]>, tile<i32> -> tile<16x32xf32>, token
    // CHECK: %[[T2:.*]] = nv_tileaa.tiled_store %[[X]], %[[M]][%[[I]], %[[J]]] token(%[[T1]]) steps [16, 32] dim_map [1, 0] : tensor<16x32xf32>, !nv_tileaa.memref<f32, 2>[i32, i32]
    %t2 = store_view_tko weak %x, %pv[%i, %j] token = %t1 : tile<16x32xf32>, partition_view<tile=(16x32), padding_value = neg_inf, tensor_view<?x64xf32, strides=[?,1]>, dim_map=[1, 0]>, tile<i32> -> token
    // The tensor shape: a constant where the type has it.
    // CHECK: %[[D0:.*]] = nv_tileaa.get_dim_size %[[M]], 0 : !nv_tileaa.memref<f32, 2>
    // CHECK: %[[D0I:.*]] = arith.trunci %[[D0]] : i64 to i32
    // CHECK: %[[D1:.*]] = arith.constant 64 : i64
    %d:2 = get_tensor_shape %tv : tensor_view<?x64xf32, strides=[?,1]> -> tile<i32>
    // Tiles per dimension: ceil(size / tile) along the mapped dimension.
    // CHECK: %[[E:.*]] = nv_tileaa.get_dim_size %[[M]], 0 : !nv_tileaa.memref<f32, 2>
    // CHECK: %[[TILE:.*]] = arith.constant 32 : i64
    // CHECK: %[[CNT:.*]] = arith.ceildivui %[[E]], %[[TILE]] : i64
    %k:2 = get_index_space_shape %pv : partition_view<tile=(16x32), padding_value = neg_inf, tensor_view<?x64xf32, strides=[?,1]>, dim_map=[1, 0]> -> tile<i64>
    // CHECK: return %[[X]], %[[D0I]], %[[CNT]]
    return %x, %d#0, %k#1 : tile<16x32xf32>, tile<i32>, tile<i64>
  }

  // Strided views step by their traversal strides; the index space counts
  // 1 + ceil((size - tile) / stride) when the tile does not cover the size.
  // CHECK-LABEL: func.func @strided
  // CHECK-SAME: (%[[P:.*]]: !nv_tileaa.ptr<i32>, %[[N:.*]]: i64, %[[I:.*]]: i32)
  testing$func @strided(%p: tile<ptr<i32>>, %n: tile<i64>, %i: tile<i32>) -> (tile<4xi32>, tile<i32>) {
    // CHECK: %[[M:.*]] = nv_tileaa.make_memref %[[P]], sizes(%[[N]]), strides(%{{.*}})
    %tv = make_tensor_view %p, shape = [%n], strides = [1] : tile<i64> -> tensor_view<?xi32, strides=[1]>
    %sv = make_strided_view %tv : strided_view<tile=(4), traversal_strides=[2], padding_value = zero, tensor_view<?xi32, strides=[1]>>
    // Integer tiles pad with 0.
    // CHECK: %[[X:.*]], %{{.*}} = nv_tileaa.tiled_load %[[M]][%[[I]]] steps [2] dim_map [0] padding 0 : i32 : !nv_tileaa.memref<i32, 1>[i32] -> tensor<4xi32>
    %x, %t = load_view_tko weak %sv[%i] : strided_view<tile=(4), traversal_strides=[2], padding_value = zero, tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    // CHECK: %[[SIZE:.*]] = nv_tileaa.get_dim_size %[[M]], 0
    // CHECK: %[[TILE:.*]] = arith.constant 4 : i64
    // CHECK: %[[ONE:.*]] = arith.constant 1 : i64
    // CHECK: %[[STEP:.*]] = arith.constant 2 : i64
    // CHECK: %[[COVERED:.*]] = arith.cmpi sle, %[[SIZE]], %[[TILE]] : i64
    // CHECK: %[[REST:.*]] = arith.subi %[[SIZE]], %[[TILE]] : i64
    // CHECK: %[[Q:.*]] = arith.ceildivui %[[REST]], %[[STEP]] : i64
    // CHECK: %[[MORE:.*]] = arith.addi %[[Q]], %[[ONE]] : i64
    // CHECK: %[[CNT:.*]] = arith.select %[[COVERED]], %[[ONE]], %[[MORE]] : i64
    // CHECK: %[[CNT32:.*]] = arith.trunci %[[CNT]] : i64 to i32
    %k = get_index_space_shape %sv : strided_view<tile=(4), traversal_strides=[2], padding_value = zero, tensor_view<?xi32, strides=[1]>> -> tile<i32>
    // CHECK: return %[[X]], %[[CNT32]]
    return %x, %k : tile<4xi32>, tile<i32>
  }

  // CHECK-LABEL: func.func @pointers
  // CHECK-SAME: (%[[P:.*]]: tensor<8x!nv_tileaa.ptr<f16>>, %[[O:.*]]: tensor<8xi32>, %[[MASK:.*]]: tensor<8xi1>, %[[PAD:.*]]: tensor<8xf16>, %[[Q:.*]]: !nv_tileaa.ptr<f16>, %[[A:.*]]: i64)
  testing$func @pointers(%p: tile<8xptr<f16>>, %o: tile<8xi32>, %m: tile<8xi1>, %pad: tile<8xf16>, %q: tile<ptr<f16>>, %a: tile<i64>) -> (tile<8xf16>, tile<ptr<i8>>, tile<ptr<f32>>) {
    // CHECK: %[[T0:.*]] = nv_tileaa.create_mem_token
    %t0 = make_token : token
    // CHECK: %[[PS:.*]] = nv_tileaa.addptr %[[P]], %[[O]] : tensor<8x!nv_tileaa.ptr<f16>>, tensor<8xi32>
    %ps = offset %p, %o : tile<8xptr<f16>>, tile<8xi32> -> tile<8xptr<f16>>
    // CHECK: %[[X:.*]], %[[T1:.*]] = nv_tileaa.load %[[PS]] mask(%[[MASK]] : tensor<8xi1>) other(%[[PAD]] : tensor<8xf16>) token(%[[T0]]) : tensor<8x!nv_tileaa.ptr<f16>> -> tensor<8xf16>
    %x, %t1 = load_ptr_tko weak %ps, %m, %pad token=%t0 : tile<8xptr<f16>>, tile<8xi1>, tile<8xf16> -> tile<8xf16>, token
    // CHECK: %[[Y:.*]], %[[T2:.*]] = nv_tileaa.load %[[PS]] token(%[[T1]]) {scope = #nv_tileaa.mem_scope<gpu>, sem = #nv_tileaa.mem_semantic<acquire>}
    %y, %t2 = load_ptr_tko acquire device %ps token=%t1 : tile<8xptr<f16>> -> tile<8xf16>, token
    // CHECK: %[[T3:.*]] = nv_tileaa.store %[[Y]], %[[PS]] mask(%[[MASK]] : tensor<8xi1>) token(%[[T2]]) {scope = #nv_tileaa.mem_scope<sys>, sem = #nv_tileaa.mem_semantic<release>} : tensor<8xf16>, tensor<8x!nv_tileaa.ptr<f16>>
    %t3 = store_ptr_tko release sys %ps, %y, %m token=%t2 : tile<8xptr<f16>>, tile<8xf16>, tile<8xi1> -> token
    // CHECK: %[[T4:.*]] = nv_tileaa.store %[[X]], %[[PS]] token(%[[T3]]) : tensor<8xf16>, tensor<8x!nv_tileaa.ptr<f16>>
    %t4 = store_ptr_tko weak %ps, %x token=%t3 : tile<8xptr<f16>>, tile<8xf16> -> token
    // CHECK: %[[J:.*]] = nv_tileaa.join_mem_token %[[T1]], %[[T4]]
    %j = join_tokens %t1, %t4 : token
    // CHECK: %[[QC:.*]] = nv_tileaa.ptr_cast %[[Q]] : !nv_tileaa.ptr<f16> -> !nv_tileaa.ptr<i8>
    %c = ptr_to_ptr %q : tile<ptr<f16>> -> tile<ptr<i8>>
    // CHECK: %[[QI:.*]] = nv_tileaa.ptr_to_int %[[Q]] : !nv_tileaa.ptr<f16> -> i64
    %i = ptr_to_int %q : tile<ptr<f16>> -> tile<i64>
    // CHECK: %[[R:.*]] = nv_tileaa.int_to_ptr %[[A]] : i64 -> !nv_tileaa.ptr<f32>
    %r = int_to_ptr %a : tile<i64> -> tile<ptr<f32>>
    // CHECK: %[[QO:.*]] = nv_tileaa.addptr %[[R]], %[[QI]] : !nv_tileaa.ptr<f32>, i64
    %off = offset %r, %i : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
    // CHECK: return %[[X]], %[[QC]], %[[QO]]
    return %x, %c, %off : tile<8xf16>, tile<ptr<i8>>, tile<ptr<f32>>
  }

  // CHECK-LABEL: func.func @atomics
  // CHECK-SAME: (%[[P:.*]]: tensor<8x!nv_tileaa.ptr<i32>>, %[[V:.*]]: tensor<8xi32>, %[[M:.*]]: tensor<8xi1>, %[[F:.*]]: tensor<8x!nv_tileaa.ptr<f32>>, %[[FV:.*]]: tensor<8xf32>)
  testing$func @atomics(%p: tile<8xptr<i32>>, %v: tile<8xi32>, %m: tile<8xi1>, %f: tile<8xptr<f32>>, %fv: tile<8xf32>) {
    // CHECK: %[[R:.*]], %[[T1:.*]] = nv_tileaa.atomic_rmw  umax %[[V]], %[[P]] mask(%[[M]] : tensor<8xi1>) {scope = #nv_tileaa.mem_scope<tl_blk>, sem = #nv_tileaa.mem_semantic<acq_rel>} : tensor<8xi32>, tensor<8x!nv_tileaa.ptr<i32>>
    %r, %t1 = atomic_rmw_tko acq_rel tl_blk %p, umax, %v, %m : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
    // CHECK: nv_tileaa.atomic_rmw  addf %[[FV]], %[[F]] token(%[[T1]]) {scope = #nv_tileaa.mem_scope<gpu>, sem = #nv_tileaa.mem_semantic<relaxed>}
    %s, %t2 = atomic_rmw_tko relaxed device %f, addf, %fv token=%t1 : tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token
    // CHECK: nv_tileaa.atomic_cas %[[V]], %[[R]], %[[P]] mask(%[[M]] : tensor<8xi1>) {scope = #nv_tileaa.mem_scope<sys>, sem = #nv_tileaa.mem_semantic<acquire>} : tensor<8xi32>, tensor<8x!nv_tileaa.ptr<i32>>
    %c, %t3 = atomic_cas_tko acquire sys %p, %v, %r, %m : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
    return
  }

  // Tokens cross function boundaries as !nv_tileaa.mem_token.
  // CHECK-LABEL: func.func @tokens
  // CHECK-SAME: (%[[A:.*]]: !nv_tileaa.mem_token, %[[B:.*]]: !nv_tileaa.mem_token) -> !nv_tileaa.mem_token
  testing$func @tokens(%a: token, %b: token) -> token {
    // CHECK: %[[J:.*]] = nv_tileaa.join_mem_token %[[A]], %[[B]]
    %0 = join_tokens %a, %b : token
    // CHECK: return %[[J]] : !nv_tileaa.mem_token
    return %0 : token
  }

  // The producer's divisibility facts stay on make_memref: the base address
  // (bytes), each dynamic size and stride (elements), largest of a chain of
  // assumes; 1 where nothing is known; no attribute when all are 1.
  // CHECK-LABEL: func.func @facts
  // CHECK: nv_tileaa.make_memref %{{.*}}, sizes(%{{.*}}, %{{.*}}), strides(%{{.*}}, %{{.*}}) {base_div_by = 16 : i64, size_div_by = array<i64: 1, 8>, stride_div_by = array<i64: 32, 1>}
  // CHECK: nv_tileaa.make_memref %{{.*}}, sizes(%{{.*}}), strides(%{{.*}}) :
  testing$func @facts(%p: tile<ptr<f32>>, %n: tile<i32>, %m: tile<i32>, %s: tile<i32>) {
    %ap = assume div_by<16>, %p : tile<ptr<f32>>
    %am = assume div_by<4>, %m : tile<i32>
    %am2 = assume div_by<8>, %am : tile<i32>
    %as = assume div_by<32>, %s : tile<i32>
    %tv = make_tensor_view %ap, shape = [%n, %am2], strides = [%as, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tv2 = make_tensor_view %p, shape = [%n], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    // `inbounds` stays on the access.
    // CHECK: nv_tileaa.tiled_load {{.*}} {inbounds = array<i1: true, false>}
    // CHECK: nv_tileaa.tiled_store {{.*}} {inbounds = array<i1: true, true>}
    %pv = make_partition_view %tv : partition_view<tile=(4x8), tensor_view<?x?xf32, strides=[?,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %x, %t = load_view_tko weak %pv[%c0, %c0] inbounds = [true, false] : partition_view<tile=(4x8), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<4x8xf32>, token
    %t2 = store_view_tko weak %x, %pv[%c0, %c0] token = %t inbounds = [true, true] : tile<4x8xf32>, partition_view<tile=(4x8), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
