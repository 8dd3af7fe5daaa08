// pack/unpack, gather/scatter views, mmaf_scaled and f8 block arguments
// compile end to end and ptxas assembles them. mmaf_scaled is refused
// before sm_100 as NVIDIA's tileiras refuses its types there.
//
// REQUIRES: tileiras, tileiras-translate, ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: tileiras-translate --mlir-to-tilebc --bytecode-version=13.4 %s -o %t/k.tilebc
// RUN: env CUDA_ROOT=%ptxas_root tileiras --gpu-name sm_80 --save-ptx %t/sm_80.ptx %t/k.tilebc -o %t/sm_80.cubin
// RUN: env CUDA_ROOT=%ptxas_root tileiras --gpu-name sm_90 --save-ptx %t/sm_90.ptx %t/k.tilebc -o %t/sm_90.cubin
// RUN: FileCheck %s < %t/sm_80.ptx
// RUN: FileCheck %s < %t/sm_90.ptx
// RUN: tileiras-translate --mlir-to-tilebc --bytecode-version=13.4 %S/Inputs/f8-loop.mlir -o %t/f8.tilebc
// RUN: env CUDA_ROOT=%ptxas_root tileiras --gpu-name sm_90 %t/f8.tilebc -o %t/f8-90.cubin
// RUN: env CUDA_ROOT=%ptxas_root tileiras --gpu-name sm_100 %t/f8.tilebc -o %t/f8-100.cubin
// RUN: tileiras-translate --mlir-to-tilebc --bytecode-version=13.4 %S/Inputs/mmaf-scaled.mlir -o %t/emu.tilebc
// RUN: env CUDA_ROOT=%ptxas_root tileiras --gpu-name sm_100 --save-ptx %t/emu100.ptx %t/emu.tilebc -o %t/emu100.cubin
// RUN: FileCheck %s --check-prefix=SCALED < %t/emu100.ptx
// RUN: not env CUDA_ROOT=%ptxas_root tileiras --gpu-name sm_90 %t/emu.tilebc -o %t/emu90.cubin 2>&1 | FileCheck %s --check-prefix=SM90

// CHECK-LABEL: .entry pack(
// CHECK: st.shared.b16
// CHECK: bar.sync
// CHECK: ld.shared.b8
// CHECK-LABEL: .entry gather(
// CHECK: ld.global
// CHECK: st.global

// SCALED-LABEL: .entry scaled(
// SCALED: cvt.rn.f16x2.e4m3x2
// SCALED: cvt.rn.f16x2.e5m2x2
// SCALED: fma.rn.f32

// Its f8E8M0FNU scales are refused before sm_100, before the op check.
// SM90: error: {{.*}}Incompatibility with architecture 'sm_90': unsupported type 'f8E8M0FNU'

cuda_tile.module @emu {
  // pack of 64 f16 into 128 bytes and unpack of 128 bytes into 32 i32: the
  // little-endian bytes of the source, as memcpy would reorder them.
  entry @pack(%in: tile<ptr<f16>>, %out: tile<ptr<i8>>, %in8: tile<ptr<i8>>, %out32: tile<ptr<i32>>) {
    %z = constant <i32: 0> : tile<i32>
    %tv = make_tensor_view %in, shape = [64], strides = [1] : tensor_view<64xf16, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>
    %h, %t0 = load_view_tko weak %pv[%z] : partition_view<tile=(64), tensor_view<64xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %b = pack %h : tile<64xf16> -> tile<128xi8>
    %to = make_tensor_view %out, shape = [128], strides = [1] : tensor_view<128xi8, strides=[1]>
    %po = make_partition_view %to : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>
    %t1 = store_view_tko weak %b, %po[%z] : tile<128xi8>, partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>, tile<i32> -> token
    %ti = make_tensor_view %in8, shape = [128], strides = [1] : tensor_view<128xi8, strides=[1]>
    %pi = make_partition_view %ti : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>
    %x, %t2 = load_view_tko weak %pi[%z] : partition_view<tile=(128), tensor_view<128xi8, strides=[1]>>, tile<i32> -> tile<128xi8>, token
    %w = unpack %x : tile<128xi8> -> tile<32xi32>
    %tw = make_tensor_view %out32, shape = [32], strides = [1] : tensor_view<32xi32, strides=[1]>
    %pw = make_partition_view %tw : partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>
    %t3 = store_view_tko weak %w, %pw[%z] : tile<32xi32>, partition_view<tile=(32), tensor_view<32xi32, strides=[1]>>, tile<i32> -> token
    return
  }

  // A 6x8 f32 tensor (row stride 8): gather rows [5, -1, 2, 7] from column
  // 6 (columns 8 and 9 and rows -1 and 7 are outside: padding -inf), store
  // the 4x4 result to %out; scatter 100 + (4r + c) to rows [0, 3, 9, 1] from
  // column -2 of %dst (only columns 0 and 1 of rows 0, 3, 1 are inside).
  entry @gather(%src: tile<ptr<f32>>, %rowsp: tile<ptr<i32>>, %out: tile<ptr<f32>>, %dst: tile<ptr<f32>>) {
    %z = constant <i32: 0> : tile<i32>
    %six = constant <i32: 6> : tile<i32>
    %m2 = constant <i32: -2> : tile<i32>
    %tr = make_tensor_view %rowsp, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %pr = make_partition_view %tr : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %rows, %t0 = load_view_tko weak %pr[%z] : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %one = constant <i32: 1> : tile<i32>
    %rows2, %t1 = load_view_tko weak %pr[%one] : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %ts = make_tensor_view %src, shape = [6, 8], strides = [8, 1] : tensor_view<6x8xf32, strides=[8,1]>
    %gs = make_gather_scatter_view %ts : gather_scatter_view<tile=(4x4), padding_value = neg_inf, tensor_view<6x8xf32, strides=[8,1]>, sparse_dim=0>
    %x, %t2 = load_view_tko weak %gs[%rows, %six] : gather_scatter_view<tile=(4x4), padding_value = neg_inf, tensor_view<6x8xf32, strides=[8,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> tile<4x4xf32>, token
    %to = make_tensor_view %out, shape = [4, 4], strides = [4, 1] : tensor_view<4x4xf32, strides=[4,1]>
    %po = make_partition_view %to : partition_view<tile=(4x4), tensor_view<4x4xf32, strides=[4,1]>>
    %t3 = store_view_tko weak %x, %po[%z, %z] : tile<4x4xf32>, partition_view<tile=(4x4), tensor_view<4x4xf32, strides=[4,1]>>, tile<i32> -> token
    %i = iota : tile<16xi32>
    %f = itof %i signed : tile<16xi32> -> tile<16xf32>
    %h = constant <f32: 100.0> : tile<16xf32>
    %v = addf %f, %h : tile<16xf32>
    %v2 = reshape %v : tile<16xf32> -> tile<4x4xf32>
    %td = make_tensor_view %dst, shape = [6, 8], strides = [8, 1] : tensor_view<6x8xf32, strides=[8,1]>
    %gd = make_gather_scatter_view %td : gather_scatter_view<tile=(4x4), tensor_view<6x8xf32, strides=[8,1]>, sparse_dim=0>
    %t4 = store_view_tko weak %v2, %gd[%rows2, %m2] : tile<4x4xf32>, gather_scatter_view<tile=(4x4), tensor_view<6x8xf32, strides=[8,1]>, sparse_dim=0>, tile<4xi32>, tile<i32> -> token
    return
  }
}
