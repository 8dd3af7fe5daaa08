// Conversion ops: widths, signedness, rounding spellings (with the printed
// defaults elided), saturating ftoi, pointer casts and 13.3 pack/unpack.
// RUN: tileiras-opt %s --no-implicit-module | tileiras-opt --no-implicit-module | FileCheck %s
// RUN: tileiras-opt %s --no-implicit-module --mlir-print-op-generic | tileiras-opt --no-implicit-module | FileCheck %s

cuda_tile.module @kernels {
  // CHECK-LABEL: testing$func @bitcast
  testing$func @bitcast(%f: tile<128xf32>, %h: tile<4x4xf16>, %e: tile<8xf8E4M3FN>,
                        %m: tile<8xf8E5M2>, %u: tile<8xfnv8E5M3FNU>, %s: tile<f64>) {
    // CHECK: bitcast %arg0 : tile<128xf32> -> tile<128xi32>
    %0 = bitcast %f : tile<128xf32> -> tile<128xi32>
    // CHECK: bitcast %arg1 : tile<4x4xf16> -> tile<4x4xbf16>
    %1 = bitcast %h : tile<4x4xf16> -> tile<4x4xbf16>
    // CHECK: bitcast %arg1 : tile<4x4xf16> -> tile<4x4xi16>
    %2 = bitcast %h : tile<4x4xf16> -> tile<4x4xi16>
    // CHECK: bitcast %arg2 : tile<8xf8E4M3FN> -> tile<8xi8>
    %3 = bitcast %e : tile<8xf8E4M3FN> -> tile<8xi8>
    // CHECK: bitcast %arg3 : tile<8xf8E5M2> -> tile<8xf8E4M3FN>
    %4 = bitcast %m : tile<8xf8E5M2> -> tile<8xf8E4M3FN>
    // CHECK: bitcast %arg4 : tile<8xfnv8E5M3FNU> -> tile<8xi8>
    %5 = bitcast %u : tile<8xfnv8E5M3FNU> -> tile<8xi8>
    // CHECK: bitcast %arg5 : tile<f64> -> tile<i64>
    %6 = bitcast %s : tile<f64> -> tile<i64>
    // A same-type bitcast is allowed.
    // CHECK: bitcast %arg0 : tile<128xf32> -> tile<128xf32>
    %7 = bitcast %f : tile<128xf32> -> tile<128xf32>
    return
  }

  // CHECK-LABEL: testing$func @pointers
  testing$func @pointers(%i: tile<i64>, %v: tile<16xi64>, %p: tile<16xptr<f32>>) {
    // CHECK: int_to_ptr %arg0 : tile<i64> -> tile<ptr<f32>>
    %0 = int_to_ptr %i : tile<i64> -> tile<ptr<f32>>
    // CHECK: int_to_ptr %arg1 : tile<16xi64> -> tile<16xptr<i8>>
    %1 = int_to_ptr %v : tile<16xi64> -> tile<16xptr<i8>>
    // CHECK: ptr_to_int %arg2 : tile<16xptr<f32>> -> tile<16xi64>
    %2 = ptr_to_int %p : tile<16xptr<f32>> -> tile<16xi64>
    // CHECK: ptr_to_int %0 : tile<ptr<f32>> -> tile<i64>
    %3 = ptr_to_int %0 : tile<ptr<f32>> -> tile<i64>
    // CHECK: ptr_to_ptr %arg2 : tile<16xptr<f32>> -> tile<16xptr<i32>>
    %4 = ptr_to_ptr %p : tile<16xptr<f32>> -> tile<16xptr<i32>>
    // CHECK: ptr_to_ptr %arg2 : tile<16xptr<f32>> -> tile<16xptr<f8E4M3FN>>
    %5 = ptr_to_ptr %p : tile<16xptr<f32>> -> tile<16xptr<f8E4M3FN>>
    return
  }

  // CHECK-LABEL: testing$func @ext_trunc
  testing$func @ext_trunc(%b: tile<128xi1>, %c: tile<128xi8>, %w: tile<64xi64>,
                          %s: tile<i32>) {
    // CHECK: exti %arg0 unsigned : tile<128xi1> -> tile<128xi8>
    %0 = exti %b unsigned : tile<128xi1> -> tile<128xi8>
    // CHECK: exti %arg1 signed : tile<128xi8> -> tile<128xi16>
    %1 = exti %c signed : tile<128xi8> -> tile<128xi16>
    // CHECK: exti %arg3 signed : tile<i32> -> tile<i64>
    %2 = exti %s signed : tile<i32> -> tile<i64>
    // CHECK: trunci %arg2 : tile<64xi64> -> tile<64xi16>
    %4 = trunci %w : tile<64xi64> -> tile<64xi16>
    // CHECK: trunci %arg2 overflow<no_unsigned_wrap> : tile<64xi64> -> tile<64xi1>
    %5 = trunci %w overflow<no_unsigned_wrap> : tile<64xi64> -> tile<64xi1>
    // CHECK: trunci %arg1 overflow<no_wrap> : tile<128xi8> -> tile<128xi1>
    %6 = trunci %c overflow<no_wrap> : tile<128xi8> -> tile<128xi1>
    // CHECK: trunci %arg3 overflow<no_signed_wrap> : tile<i32> -> tile<i16>
    %7 = trunci %s overflow<no_signed_wrap> : tile<i32> -> tile<i16>
    return
  }

  // CHECK-LABEL: testing$func @ftof
  testing$func @ftof(%f: tile<128xf32>, %h: tile<128xf16>, %e: tile<128xf8E5M2>) {
    // rounding<nearest_even> is the default and is not printed.
    // CHECK: ftof %arg1 : tile<128xf16> -> tile<128xf64>
    %0 = ftof %h rounding<nearest_even> : tile<128xf16> -> tile<128xf64>
    // CHECK: ftof %arg0 : tile<128xf32> -> tile<128xbf16>
    %1 = ftof %f : tile<128xf32> -> tile<128xbf16>
    // CHECK: ftof %arg0 : tile<128xf32> -> tile<128xtf32>
    %2 = ftof %f : tile<128xf32> -> tile<128xtf32>
    // CHECK: ftof %arg0 : tile<128xf32> -> tile<128xf8E4M3FN>
    %3 = ftof %f : tile<128xf32> -> tile<128xf8E4M3FN>
    // CHECK: ftof %arg2 : tile<128xf8E5M2> -> tile<128xf32>
    %4 = ftof %e : tile<128xf8E5M2> -> tile<128xf32>
    // CHECK: ftof %arg0 : tile<128xf32> -> tile<128xfnv8E5M3FNU>
    %5 = ftof %f : tile<128xf32> -> tile<128xfnv8E5M3FNU>
    // 13.4 producers write nearest_away and the directed modes.
    // CHECK: ftof %arg0 rounding<nearest_away> : tile<128xf32> -> tile<128xtf32>
    %6 = ftof %f rounding<nearest_away> : tile<128xf32> -> tile<128xtf32>
    // CHECK: ftof %arg0 rounding<zero> : tile<128xf32> -> tile<128xf16>
    %7 = ftof %f rounding<zero> : tile<128xf32> -> tile<128xf16>
    // Conversion to f8E8M0FNU needs zero or positive_inf.
    // CHECK: ftof %arg0 rounding<positive_inf> : tile<128xf32> -> tile<128xf8E8M0FNU>
    %8 = ftof %f rounding<positive_inf> : tile<128xf32> -> tile<128xf8E8M0FNU>
    // CHECK: ftof %arg0 rounding<zero> : tile<128xf32> -> tile<128xf4E2M1FN>
    %9 = ftof %f rounding<zero> : tile<128xf32> -> tile<128xf4E2M1FN>
    return
  }

  // CHECK-LABEL: testing$func @ftoi_itof
  testing$func @ftoi_itof(%f: tile<f32>, %v: tile<128xf16>, %i: tile<128xi32>, %b: tile<4xi1>) {
    // rounding<nearest_int_to_zero> is the default and is not printed.
    // CHECK: ftoi %arg0 signed : tile<f32> -> tile<i32>
    %0 = ftoi %f signed rounding<nearest_int_to_zero> : tile<f32> -> tile<i32>
    // CHECK: ftoi %arg0 unsigned : tile<f32> -> tile<i16>
    %1 = ftoi %f unsigned : tile<f32> -> tile<i16>
    // CHECK: ftoi %arg0 signed saturating : tile<f32> -> tile<i32>
    %2 = ftoi %f signed saturating : tile<f32> -> tile<i32>
    // CHECK: ftoi %arg1 unsigned saturating : tile<128xf16> -> tile<128xi64>
    %3 = ftoi %v unsigned saturating : tile<128xf16> -> tile<128xi64>
    // CHECK: itof %arg2 signed : tile<128xi32> -> tile<128xf32>
    %4 = itof %i signed rounding<nearest_even> : tile<128xi32> -> tile<128xf32>
    // CHECK: itof %arg2 unsigned : tile<128xi32> -> tile<128xf64>
    %5 = itof %i unsigned : tile<128xi32> -> tile<128xf64>
    // CHECK: itof %arg3 unsigned : tile<4xi1> -> tile<4xbf16>
    %6 = itof %b unsigned : tile<4xi1> -> tile<4xbf16>
    // CHECK: itof %arg2 signed : tile<128xi32> -> tile<128xf8E4M3FN>
    %7 = itof %i signed : tile<128xi32> -> tile<128xf8E4M3FN>
    return
  }

  // pack/unpack (13.3): 1-D tiles of equal byte size, different widths.
  // CHECK-LABEL: testing$func @pack_unpack
  testing$func @pack_unpack(%h: tile<64xf16>, %f: tile<32xf4E2M1FN>,
                            %bytes: tile<128xi8>) {
    // CHECK: pack %arg0 : tile<64xf16> -> tile<128xi8>
    %0 = pack %h : tile<64xf16> -> tile<128xi8>
    // CHECK: pack %arg1 : tile<32xf4E2M1FN> -> tile<16xi8>
    %2 = pack %f : tile<32xf4E2M1FN> -> tile<16xi8>
    // CHECK: unpack %arg2 : tile<128xi8> -> tile<32xf32>
    %3 = unpack %bytes : tile<128xi8> -> tile<32xf32>
    // CHECK: unpack %arg2 : tile<128xi8> -> tile<256xf4E2M1FN>
    %4 = unpack %bytes : tile<128xi8> -> tile<256xf4E2M1FN>
    return
  }
}
