// RUN: tileiras-opt %s --no-implicit-module | tileiras-opt --no-implicit-module | FileCheck %s --strict-whitespace
// RUN: tileiras-opt %s --no-implicit-module --mlir-print-op-generic | tileiras-opt --no-implicit-module | FileCheck %s --strict-whitespace

// The 13.5 multimem ops over views of multicast pointers, and the 13.5 pointer
// attributes. The op lines are NVIDIA 13.5 tileirdisasm's text
// (test/Corpus/probes/out/multimem*.13.5.mlir), printed back verbatim: note the
// doubled space where NVIDIA's printer leaves the inbounds slot empty.

cuda_tile.module @multimem {
  // CHECK-LABEL: entry @f16_kinds
  entry @f16_kinds(%arg0: tile<ptr<f16, <multicast>>>, %arg1: tile<i32>) {
    %tview = make_tensor_view %arg0, shape = [128], strides = [1] : tile<ptr<f16, <multicast>>> -> tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pview = make_partition_view %tview : partition_view<tile=(64), padding_value = zero, tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %0 = make_token : token
    // CHECK: multimem_load_reduce_view_tko relaxed sys %{{[a-z_0-9]+}}[%{{[a-z_0-9]+}}]  : partition_view<tile=(64), padding_value = zero, tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<64xf16>, token
    %reduced_values, %result_token = multimem_load_reduce_view_tko relaxed sys %pview[%arg1]  : partition_view<tile=(64), padding_value = zero, tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<64xf16>, token
    // CHECK: multimem_load_reduce_view_tko weak %{{[a-z_0-9]+}}[%{{[a-z_0-9]+}}] token = %{{[a-z_0-9]+}} inbounds = [true] attributes {reduction = #cuda_tile.multimem_reduction_kind<max>} : partition_view<tile=(64), padding_value = zero, tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32>, token -> tile<64xf16>, token
    %reduced_values_0, %result_token_1 = multimem_load_reduce_view_tko weak %pview[%arg1] token = %0 inbounds = [true] attributes {reduction = #cuda_tile.multimem_reduction_kind<max>} : partition_view<tile=(64), padding_value = zero, tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32>, token -> tile<64xf16>, token
    // CHECK: multimem_load_reduce_view_tko acquire device %{{[a-z_0-9]+}}[%{{[a-z_0-9]+}}]  attributes {reduction = #cuda_tile.multimem_reduction_kind<min>} : partition_view<tile=(64), padding_value = zero, tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<64xf16>, token
    %reduced_values_2, %result_token_3 = multimem_load_reduce_view_tko acquire device %pview[%arg1]  attributes {reduction = #cuda_tile.multimem_reduction_kind<min>} : partition_view<tile=(64), padding_value = zero, tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<64xf16>, token
    // CHECK: multimem_reduce_view_tko relaxed sys %{{[a-z_0-9]+}}, %{{[a-z_0-9]+}}[%{{[a-z_0-9]+}}] token = %{{[a-z_0-9]+}}  : partition_view<tile=(64), padding_value = zero, tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<64xf16>, tile<i32>, token -> token
    %1 = multimem_reduce_view_tko relaxed sys %pview, %reduced_values[%arg1] token = %result_token  : partition_view<tile=(64), padding_value = zero, tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<64xf16>, tile<i32>, token -> token
    // CHECK: multimem_reduce_view_tko release device %{{[a-z_0-9]+}}, %{{[a-z_0-9]+}}[%{{[a-z_0-9]+}}] inbounds = [true] : partition_view<tile=(64), padding_value = zero, tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<64xf16>, tile<i32> -> token
    %2 = multimem_reduce_view_tko release device %pview, %reduced_values[%arg1] inbounds = [true] : partition_view<tile=(64), padding_value = zero, tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<64xf16>, tile<i32> -> token
    // CHECK: multimem_store_view_tko weak %{{[a-z_0-9]+}}, %{{[a-z_0-9]+}}[%{{[a-z_0-9]+}}]  : partition_view<tile=(64), padding_value = zero, tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<64xf16>, tile<i32> -> token
    %3 = multimem_store_view_tko weak %pview, %reduced_values[%arg1]  : partition_view<tile=(64), padding_value = zero, tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<64xf16>, tile<i32> -> token
    // CHECK: multimem_store_view_tko release sys %{{[a-z_0-9]+}}, %{{[a-z_0-9]+}}[%{{[a-z_0-9]+}}] token = %{{[a-z_0-9]+}} inbounds = [true] : partition_view<tile=(64), padding_value = zero, tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<64xf16>, tile<i32>, token -> token
    %4 = multimem_store_view_tko release sys %pview, %reduced_values[%arg1] token = %0 inbounds = [true] : partition_view<tile=(64), padding_value = zero, tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<64xf16>, tile<i32>, token -> token
    return
  }
  // CHECK-LABEL: entry @int_kinds
  entry @int_kinds(%arg0: tile<ptr<i32, <multicast>>>, %arg1: tile<i32>) {
    %tview = make_tensor_view %arg0, shape = [128], strides = [1] : tile<ptr<i32, <multicast>>> -> tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pview = make_partition_view %tview : partition_view<tile=(64), padding_value = zero, tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    // CHECK: multimem_load_reduce_view_tko relaxed sys %{{[a-z_0-9]+}}[%{{[a-z_0-9]+}}]  attributes {reduction = #cuda_tile.multimem_reduction_kind<and>} : partition_view<tile=(64), padding_value = zero, tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<64xi32>, token
    %reduced_values, %result_token = multimem_load_reduce_view_tko relaxed sys %pview[%arg1]  attributes {reduction = #cuda_tile.multimem_reduction_kind<and>} : partition_view<tile=(64), padding_value = zero, tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<64xi32>, token
    // CHECK: multimem_reduce_view_tko relaxed sys %{{[a-z_0-9]+}}, %{{[a-z_0-9]+}}[%{{[a-z_0-9]+}}]  attributes {reduction = #cuda_tile.multimem_reduction_kind<and>} : partition_view<tile=(64), padding_value = zero, tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<64xi32>, tile<i32> -> token
    %0 = multimem_reduce_view_tko relaxed sys %pview, %reduced_values[%arg1]  attributes {reduction = #cuda_tile.multimem_reduction_kind<and>} : partition_view<tile=(64), padding_value = zero, tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<64xi32>, tile<i32> -> token
    // CHECK: multimem_load_reduce_view_tko relaxed sys %{{[a-z_0-9]+}}[%{{[a-z_0-9]+}}]  attributes {reduction = #cuda_tile.multimem_reduction_kind<or>} : partition_view<tile=(64), padding_value = zero, tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<64xi32>, token
    %reduced_values_0, %result_token_1 = multimem_load_reduce_view_tko relaxed sys %pview[%arg1]  attributes {reduction = #cuda_tile.multimem_reduction_kind<or>} : partition_view<tile=(64), padding_value = zero, tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<64xi32>, token
    // CHECK: multimem_reduce_view_tko relaxed sys %{{[a-z_0-9]+}}, %{{[a-z_0-9]+}}[%{{[a-z_0-9]+}}]  attributes {reduction = #cuda_tile.multimem_reduction_kind<or>} : partition_view<tile=(64), padding_value = zero, tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<64xi32>, tile<i32> -> token
    %1 = multimem_reduce_view_tko relaxed sys %pview, %reduced_values_0[%arg1]  attributes {reduction = #cuda_tile.multimem_reduction_kind<or>} : partition_view<tile=(64), padding_value = zero, tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<64xi32>, tile<i32> -> token
    // CHECK: multimem_load_reduce_view_tko relaxed sys %{{[a-z_0-9]+}}[%{{[a-z_0-9]+}}]  attributes {reduction = #cuda_tile.multimem_reduction_kind<xor>} : partition_view<tile=(64), padding_value = zero, tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<64xi32>, token
    %reduced_values_2, %result_token_3 = multimem_load_reduce_view_tko relaxed sys %pview[%arg1]  attributes {reduction = #cuda_tile.multimem_reduction_kind<xor>} : partition_view<tile=(64), padding_value = zero, tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<64xi32>, token
    // CHECK: multimem_reduce_view_tko relaxed sys %{{[a-z_0-9]+}}, %{{[a-z_0-9]+}}[%{{[a-z_0-9]+}}]  attributes {reduction = #cuda_tile.multimem_reduction_kind<xor>} : partition_view<tile=(64), padding_value = zero, tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<64xi32>, tile<i32> -> token
    %2 = multimem_reduce_view_tko relaxed sys %pview, %reduced_values_2[%arg1]  attributes {reduction = #cuda_tile.multimem_reduction_kind<xor>} : partition_view<tile=(64), padding_value = zero, tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<64xi32>, tile<i32> -> token
    // CHECK: multimem_load_reduce_view_tko relaxed sys %{{[a-z_0-9]+}}[%{{[a-z_0-9]+}}]  attributes {reduction = #cuda_tile.multimem_reduction_kind<umin>} : partition_view<tile=(64), padding_value = zero, tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<64xi32>, token
    %reduced_values_4, %result_token_5 = multimem_load_reduce_view_tko relaxed sys %pview[%arg1]  attributes {reduction = #cuda_tile.multimem_reduction_kind<umin>} : partition_view<tile=(64), padding_value = zero, tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<64xi32>, token
    // CHECK: multimem_reduce_view_tko relaxed sys %{{[a-z_0-9]+}}, %{{[a-z_0-9]+}}[%{{[a-z_0-9]+}}]  attributes {reduction = #cuda_tile.multimem_reduction_kind<umin>} : partition_view<tile=(64), padding_value = zero, tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<64xi32>, tile<i32> -> token
    %3 = multimem_reduce_view_tko relaxed sys %pview, %reduced_values_4[%arg1]  attributes {reduction = #cuda_tile.multimem_reduction_kind<umin>} : partition_view<tile=(64), padding_value = zero, tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<64xi32>, tile<i32> -> token
    // CHECK: multimem_load_reduce_view_tko relaxed sys %{{[a-z_0-9]+}}[%{{[a-z_0-9]+}}]  attributes {reduction = #cuda_tile.multimem_reduction_kind<umax>} : partition_view<tile=(64), padding_value = zero, tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<64xi32>, token
    %reduced_values_6, %result_token_7 = multimem_load_reduce_view_tko relaxed sys %pview[%arg1]  attributes {reduction = #cuda_tile.multimem_reduction_kind<umax>} : partition_view<tile=(64), padding_value = zero, tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<64xi32>, token
    // CHECK: multimem_reduce_view_tko relaxed sys %{{[a-z_0-9]+}}, %{{[a-z_0-9]+}}[%{{[a-z_0-9]+}}]  attributes {reduction = #cuda_tile.multimem_reduction_kind<umax>} : partition_view<tile=(64), padding_value = zero, tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<64xi32>, tile<i32> -> token
    %4 = multimem_reduce_view_tko relaxed sys %pview, %reduced_values_6[%arg1]  attributes {reduction = #cuda_tile.multimem_reduction_kind<umax>} : partition_view<tile=(64), padding_value = zero, tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<64xi32>, tile<i32> -> token
    return
  }
  // CHECK-LABEL: entry @two_d
  entry @two_d(%arg0: tile<ptr<f32, <multicast>>>, %arg1: tile<i32>) {
    %tview = make_tensor_view %arg0, shape = [128, 128], strides = [128, 1] : tile<ptr<f32, <multicast>>> -> tensor_view<128x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>
    %pview = make_partition_view %tview : partition_view<tile=(8x16), padding_value = zero, tensor_view<128x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>
    // CHECK: multimem_load_reduce_view_tko relaxed sys %{{[a-z_0-9]+}}[%{{[a-z_0-9]+}}, %{{[a-z_0-9]+}}] inbounds = [true, false] : partition_view<tile=(8x16), padding_value = zero, tensor_view<128x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<8x16xf32>, token
    %reduced_values, %result_token = multimem_load_reduce_view_tko relaxed sys %pview[%arg1, %arg1] inbounds = [true, false] : partition_view<tile=(8x16), padding_value = zero, tensor_view<128x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<8x16xf32>, token
    // CHECK: multimem_reduce_view_tko relaxed tl_blk %{{[a-z_0-9]+}}, %{{[a-z_0-9]+}}[%{{[a-z_0-9]+}}, %{{[a-z_0-9]+}}] token = %{{[a-z_0-9]+}} inbounds = [false, true] : partition_view<tile=(8x16), padding_value = zero, tensor_view<128x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<8x16xf32>, tile<i32>, token -> token
    %0 = multimem_reduce_view_tko relaxed tl_blk %pview, %reduced_values[%arg1, %arg1] token = %result_token inbounds = [false, true] : partition_view<tile=(8x16), padding_value = zero, tensor_view<128x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<8x16xf32>, tile<i32>, token -> token
    // CHECK: multimem_store_view_tko relaxed device %{{[a-z_0-9]+}}, %{{[a-z_0-9]+}}[%{{[a-z_0-9]+}}, %{{[a-z_0-9]+}}]  : partition_view<tile=(8x16), padding_value = zero, tensor_view<128x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<8x16xf32>, tile<i32> -> token
    %1 = multimem_store_view_tko relaxed device %pview, %reduced_values[%arg1, %arg1]  : partition_view<tile=(8x16), padding_value = zero, tensor_view<128x128xf32, strides=[128,1], #cuda_tile.ptr_attr<multicast>>>, tile<8x16xf32>, tile<i32> -> token
    return
  }
  // CHECK-LABEL: entry @unicast
  entry @unicast(%arg0: tile<ptr<f32, <unicast>>>, %arg1: tile<i32>) {
    %tview = make_tensor_view %arg0, shape = [128], strides = [1] : tile<ptr<f32, <unicast>>> -> tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<unicast>>
    %pview = make_partition_view %tview : partition_view<tile=(64), padding_value = zero, tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<unicast>>>
    // CHECK: load_view_tko weak %{{[a-z_0-9]+}}[%{{[a-z_0-9]+}}] : partition_view<tile=(64), padding_value = zero, tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<unicast>>>, tile<i32> -> tile<64xf32>, token
    %tile, %result_token = load_view_tko weak %pview[%arg1] : partition_view<tile=(64), padding_value = zero, tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<unicast>>>, tile<i32> -> tile<64xf32>, token
    return
  }
}
