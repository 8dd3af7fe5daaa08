// RUN: tileiras-opt %s --tileiras-convert-cuda-tile-to-tileaa | FileCheck %s

// Non-default rounding and flush_to_zero on f32/f64 become nv_tileaa.farith;
// f16/bf16 compute in f32 in the same mode and round back in it.

// CHECK-LABEL: func.func @ieee(
// CHECK-SAME: %[[A:.*]]: tensor<4xf32>, %[[D:.*]]: f64, %[[H:.*]]: tensor<4xf16>, %[[B:.*]]: bf16)
// CHECK: %[[ADD:.*]] = nv_tileaa.farith add %[[A]], %[[A]] rz ftz : tensor<4xf32>
// CHECK: %[[MUL:.*]] = nv_tileaa.farith mul %[[ADD]], %[[A]] rp : tensor<4xf32>
// CHECK: %[[SUB:.*]] = nv_tileaa.farith sub %[[MUL]], %[[A]] rm : tensor<4xf32>
// CHECK: %[[FMA:.*]] = nv_tileaa.farith fma %[[SUB]], %[[A]], %[[A]] rn ftz : tensor<4xf32>
// CHECK: nv_tileaa.farith div %[[FMA]], %[[A]] full : tensor<4xf32>
// CHECK: nv_tileaa.farith div %[[FMA]], %[[A]] approx ftz : tensor<4xf32>
// CHECK: nv_tileaa.farith sqrt %[[A]] approx ftz : tensor<4xf32>
// CHECK: nv_tileaa.farith sqrt %[[D]] rm : f64
// CHECK: nv_tileaa.farith div %[[D]], %[[D]] rz : f64
// CHECK: %[[HW:.*]] = arith.extf %[[H]] : tensor<4xf16> to tensor<4xf32>
// CHECK: %[[HW2:.*]] = arith.extf %[[H]] : tensor<4xf16> to tensor<4xf32>
// CHECK: %[[HS:.*]] = nv_tileaa.farith add %[[HW]], %[[HW2]] rz : tensor<4xf32>
// CHECK: arith.truncf %[[HS]] toward_zero : tensor<4xf32> to tensor<4xf16>
// CHECK: %[[BW:.*]] = arith.extf %[[B]] : bf16 to f32
// CHECK: %[[BS:.*]] = nv_tileaa.farith sqrt %[[BW]] rp : f32
// CHECK: arith.truncf %[[BS]] upward : f32 to bf16
// approx alone stays a fastmath hint; nearest_even stays arith.
// CHECK: arith.divf %[[A]], %[[A]] fastmath<afn> : tensor<4xf32>
// CHECK: arith.addf %[[A]], %[[A]] : tensor<4xf32>
cuda_tile.module @m {
  testing$func @ieee(%a: tile<4xf32>, %d: tile<f64>, %h: tile<4xf16>, %b: tile<bf16>) {
    %0 = addf %a, %a rounding<zero> flush_to_zero : tile<4xf32>
    %1 = mulf %0, %a rounding<positive_inf> : tile<4xf32>
    %2 = subf %1, %a rounding<negative_inf> : tile<4xf32>
    %3 = fma %2, %a, %a flush_to_zero : tile<4xf32>
    %4 = divf %3, %a rounding<full> : tile<4xf32>
    %5 = divf %3, %a rounding<approx> flush_to_zero : tile<4xf32>
    %6 = sqrt %a rounding<approx> flush_to_zero : tile<4xf32>
    %7 = sqrt %d rounding<negative_inf> : tile<f64>
    %8 = divf %d, %d rounding<zero> : tile<f64>
    %9 = addf %h, %h rounding<zero> : tile<4xf16>
    %10 = sqrt %b rounding<positive_inf> : tile<bf16>
    %11 = divf %a, %a rounding<approx> : tile<4xf32>
    %12 = addf %a, %a : tile<4xf32>
    return
  }
}

// flush_to_zero on maxf/minf flushes subnormal operands to a zero of the
// same sign. On f32 exp2 and rsqrt it is PTX's .ftz on the approx forms the
// default lowering uses anyway: farith ex2/rsqrt approx ftz
// (ex2.approx.ftz.f32, rsqrt.approx.ftz.f32: one MUFU each, as NVIDIA's),
// with no flushing code around them.
// CHECK-LABEL: func.func @flush(
// CHECK: %[[BITS:.*]] = arith.bitcast %{{.*}} : tensor<4xf32> to tensor<4xi32>
// CHECK: arith.andi %[[BITS]], %{{.*}} : tensor<4xi32>
// CHECK: arith.cmpi eq
// CHECK: arith.select
// CHECK: %[[MAX:.*]] = arith.maximumf
// CHECK-NEXT: %[[E:.*]] = nv_tileaa.farith ex2 %[[MAX]] approx ftz : tensor<4xf32>
// CHECK-NEXT: nv_tileaa.farith rsqrt %[[E]] approx ftz : tensor<4xf32>
// CHECK-NOT: math.exp2
// CHECK-NOT: math.rsqrt
cuda_tile.module @m2 {
  testing$func @flush(%a: tile<4xf32>) {
    %0 = maxf %a, %a flush_to_zero propagate_nan : tile<4xf32>
    %1 = exp2 %0 flush_to_zero : tile<4xf32>
    %2 = rsqrt %1 flush_to_zero : tile<4xf32>
    return
  }
}

// ftof narrows in its rounding mode; f8 conversions stay arith.
// CHECK-LABEL: func.func @convert(
// CHECK: arith.truncf %{{.*}} toward_zero : tensor<4xf32> to tensor<4xf16>
// CHECK: arith.truncf %{{.*}} downward : tensor<4xf64> to tensor<4xbf16>
// CHECK: arith.truncf %{{.*}} : tensor<4xf32> to tensor<4xf8E4M3FN>
// CHECK: arith.extf %{{.*}} : tensor<4xf8E5M2> to tensor<4xf32>
cuda_tile.module @m3 {
  testing$func @convert(%a: tile<4xf32>, %d: tile<4xf64>, %e: tile<4xf8E5M2>) {
    %0 = ftof %a rounding<zero> : tile<4xf32> -> tile<4xf16>
    %1 = ftof %d rounding<negative_inf> : tile<4xf64> -> tile<4xbf16>
    %2 = ftof %a : tile<4xf32> -> tile<4xf8E4M3FN>
    %3 = ftof %e : tile<4xf8E5M2> -> tile<4xf32>
    return
  }
}
