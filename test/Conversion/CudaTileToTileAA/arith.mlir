// RUN: tileiras-opt %s --tileiras-convert-cuda-tile-to-tileaa | FileCheck %s

// Elementwise cuda_tile ops become arith and math on tensors (or on scalars
// for 0-d tiles). rounding<approx> becomes fastmath<afn>.

cuda_tile.module @m {
  // CHECK-LABEL: func.func @float_ops
  // CHECK-SAME: (%[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>, %[[C:.*]]: tensor<4xf32>, %[[S:.*]]: f32) -> (tensor<4xf32>, f32)
  testing$func @float_ops(%a: tile<4xf32>, %b: tile<4xf32>, %c: tile<4xf32>, %s: tile<f32>) -> (tile<4xf32>, tile<f32>) {
    // CHECK: %[[ADD:.*]] = arith.addf %[[A]], %[[B]] : tensor<4xf32>
    %0 = addf %a, %b : tile<4xf32>
    // CHECK: %[[SUB:.*]] = arith.subf %[[ADD]], %[[B]] : tensor<4xf32>
    %1 = subf %0, %b : tile<4xf32>
    // CHECK: %[[MUL:.*]] = arith.mulf %[[SUB]], %[[C]] : tensor<4xf32>
    %2 = mulf %1, %c : tile<4xf32>
    // CHECK: %[[DIV:.*]] = arith.divf %[[MUL]], %[[A]] : tensor<4xf32>
    %3 = divf %2, %a : tile<4xf32>
    // CHECK: %[[APPROX:.*]] = arith.divf %[[DIV]], %[[A]] fastmath<afn> : tensor<4xf32>
    %4 = divf %3, %a rounding<approx> : tile<4xf32>
    // CHECK: %[[FMA:.*]] = math.fma %[[APPROX]], %[[B]], %[[C]] : tensor<4xf32>
    %5 = fma %4, %b, %c : tile<4xf32>
    // CHECK: %[[REM:.*]] = arith.remf %[[FMA]], %[[A]] : tensor<4xf32>
    %6 = remf %5, %a : tile<4xf32>
    // CHECK: %[[MAXN:.*]] = arith.maxnumf %[[REM]], %[[A]] : tensor<4xf32>
    %7 = maxf %6, %a : tile<4xf32>
    // CHECK: %[[MAX:.*]] = arith.maximumf %[[MAXN]], %[[A]] : tensor<4xf32>
    %8 = maxf %7, %a propagate_nan : tile<4xf32>
    // CHECK: %[[MINN:.*]] = arith.minnumf %[[MAX]], %[[B]] : tensor<4xf32>
    %9 = minf %8, %b : tile<4xf32>
    // CHECK: %[[MIN:.*]] = arith.minimumf %[[MINN]], %[[B]] : tensor<4xf32>
    %10 = minf %9, %b propagate_nan : tile<4xf32>
    // CHECK: %[[EXP:.*]] = math.exp %[[MIN]] fastmath<afn> : tensor<4xf32>
    %11 = exp %10 rounding<approx> : tile<4xf32>
    // CHECK: %[[TANH:.*]] = math.tanh %[[EXP]] : tensor<4xf32>
    %12 = tanh %11 : tile<4xf32>
    // CHECK: %[[SQA:.*]] = math.sqrt %[[TANH]] fastmath<afn> : tensor<4xf32>
    %13 = sqrt %12 rounding<approx> : tile<4xf32>
    // CHECK: %[[SQ:.*]] = math.sqrt %[[SQA]] : tensor<4xf32>
    %14 = sqrt %13 : tile<4xf32>
    // CHECK: %[[NEG:.*]] = arith.negf %[[S]] : f32
    %15 = negf %s : tile<f32>
    // CHECK: %[[ABS:.*]] = math.absf %[[NEG]] : f32
    %16 = absf %15 : tile<f32>
    // CHECK: return %[[SQ]], %[[ABS]] : tensor<4xf32>, f32
    return %14, %16 : tile<4xf32>, tile<f32>
  }

  // CHECK-LABEL: func.func @math_ops
  testing$func @math_ops(%a: tile<8xf16>, %n: tile<8xi32>) -> tile<8xf16> {
    // CHECK: math.ceil %{{.*}} : tensor<8xf16>
    %0 = ceil %a : tile<8xf16>
    // CHECK: math.floor
    %1 = floor %0 : tile<8xf16>
    // CHECK: math.log
    %2 = log %1 : tile<8xf16>
    // CHECK: math.log2
    %3 = log2 %2 : tile<8xf16>
    // CHECK: math.exp2
    %4 = exp2 %3 : tile<8xf16>
    // CHECK: math.sin
    %5 = sin %4 : tile<8xf16>
    // CHECK: math.cos
    %6 = cos %5 : tile<8xf16>
    // CHECK: math.tan
    %7 = tan %6 : tile<8xf16>
    // CHECK: math.sinh
    %8 = sinh %7 : tile<8xf16>
    // CHECK: math.cosh
    %9 = cosh %8 : tile<8xf16>
    // CHECK: math.rsqrt
    %10 = rsqrt %9 : tile<8xf16>
    // CHECK: math.powf %{{.*}}, %{{.*}} : tensor<8xf16>
    %11 = fpowf %10, %a : tile<8xf16>
    // CHECK: math.atan2 %{{.*}}, %{{.*}} : tensor<8xf16>
    %12 = atan2 %11, %a : tile<8xf16>
    // CHECK: math.fpowi %{{.*}}, %{{.*}} : tensor<8xf16>, tensor<8xi32>
    %13 = fpowi %12, %n : tile<8xf16>, tile<8xi32>
    return %13 : tile<8xf16>
  }

  // CHECK-LABEL: func.func @int_ops
  // CHECK-SAME: (%[[X:.*]]: tensor<4xi32>, %[[Y:.*]]: tensor<4xi32>, %[[S:.*]]: i8)
  testing$func @int_ops(%x: tile<4xi32>, %y: tile<4xi32>, %s: tile<i8>) -> (tile<4xi32>, tile<i8>) {
    // CHECK: %[[ADD:.*]] = arith.addi %[[X]], %[[Y]] overflow<nsw> : tensor<4xi32>
    %0 = addi %x, %y overflow<no_signed_wrap> : tile<4xi32>
    // CHECK: %[[SUB:.*]] = arith.subi %[[ADD]], %[[Y]] overflow<nuw> : tensor<4xi32>
    %1 = subi %0, %y overflow<no_unsigned_wrap> : tile<4xi32>
    // CHECK: %[[MUL:.*]] = arith.muli %[[SUB]], %[[Y]] overflow<nsw, nuw> : tensor<4xi32>
    %2 = muli %1, %y overflow<no_wrap> : tile<4xi32>
    // CHECK: %[[SHL:.*]] = arith.shli %[[MUL]], %[[Y]] : tensor<4xi32>
    %3 = shli %2, %y : tile<4xi32>
    // CHECK: %[[SHRS:.*]] = arith.shrsi %[[SHL]], %[[Y]] : tensor<4xi32>
    %4 = shri %3, %y signed : tile<4xi32>
    // CHECK: %[[SHRU:.*]] = arith.shrui %[[SHRS]], %[[Y]] : tensor<4xi32>
    %5 = shri %4, %y unsigned : tile<4xi32>
    // CHECK: %[[MAXS:.*]] = arith.maxsi %[[SHRU]], %[[Y]] : tensor<4xi32>
    %6 = maxi %5, %y signed : tile<4xi32>
    // CHECK: %[[MAXU:.*]] = arith.maxui %[[MAXS]], %[[Y]] : tensor<4xi32>
    %7 = maxi %6, %y unsigned : tile<4xi32>
    // CHECK: %[[MINS:.*]] = arith.minsi %[[MAXU]], %[[Y]] : tensor<4xi32>
    %8 = mini %7, %y signed : tile<4xi32>
    // CHECK: %[[MINU:.*]] = arith.minui %[[MINS]], %[[Y]] : tensor<4xi32>
    %9 = mini %8, %y unsigned : tile<4xi32>
    // CHECK: %[[AND:.*]] = arith.andi %[[MINU]], %[[Y]] : tensor<4xi32>
    %10 = andi %9, %y : tile<4xi32>
    // CHECK: %[[OR:.*]] = arith.ori %[[AND]], %[[Y]] : tensor<4xi32>
    %11 = ori %10, %y : tile<4xi32>
    // CHECK: %[[XOR:.*]] = arith.xori %[[OR]], %[[Y]] : tensor<4xi32>
    %12 = xori %11, %y : tile<4xi32>
    // CHECK: %[[ABS:.*]] = math.absi %[[XOR]] : tensor<4xi32>
    %13 = absi %12 : tile<4xi32>
    // mulhii is the high half of the unsigned double-width product.
    // CHECK: %[[LOW:.*]], %[[HIGH:.*]] = arith.mului_extended %[[ABS]], %[[Y]] : tensor<4xi32>
    %14 = mulhii %13, %y : tile<4xi32>
    // negi is 0 - x; no_signed_wrap stays nsw.
    // CHECK: %[[Z:.*]] = arith.constant 0 : i32
    // CHECK: %[[ZS:.*]] = nv_tileaa.splat %[[Z]] : i32 -> tensor<4xi32>
    // CHECK: %[[NEG:.*]] = arith.subi %[[ZS]], %[[HIGH]] overflow<nsw> : tensor<4xi32>
    %15 = negi %14 overflow<no_signed_wrap> : tile<4xi32>
    // CHECK: %[[Z8:.*]] = arith.constant 0 : i8
    // CHECK: %[[NEG8:.*]] = arith.subi %[[Z8]], %[[S]] : i8
    %16 = negi %s : tile<i8>
    // CHECK: return %[[NEG]], %[[NEG8]]
    return %15, %16 : tile<4xi32>, tile<i8>
  }

  // CHECK-LABEL: func.func @div_rem
  // CHECK-SAME: (%[[X:.*]]: i32, %[[Y:.*]]: i32)
  testing$func @div_rem(%x: tile<i32>, %y: tile<i32>) {
    // CHECK: arith.divsi %[[X]], %[[Y]] : i32
    %0 = divi %x, %y signed : tile<i32>
    // CHECK: arith.divui %[[X]], %[[Y]] : i32
    %1 = divi %x, %y unsigned : tile<i32>
    // CHECK: arith.floordivsi %[[X]], %[[Y]] : i32
    %2 = divi %x, %y signed rounding<negative_inf> : tile<i32>
    // CHECK: arith.ceildivsi %[[X]], %[[Y]] : i32
    %3 = divi %x, %y signed rounding<positive_inf> : tile<i32>
    // CHECK: arith.ceildivui %[[X]], %[[Y]] : i32
    %4 = divi %x, %y unsigned rounding<positive_inf> : tile<i32>
    // CHECK: arith.remui %[[X]], %[[Y]] : i32
    %5 = remi %x, %y unsigned : tile<i32>
    // x % -1 is 0 in cuda_tile (MIN % -1 included): divide by 1 there.
    // CHECK: %[[M1:.*]] = arith.constant -1 : i32
    // CHECK: %[[ONE:.*]] = arith.constant 1 : i32
    // CHECK: %[[ISM1:.*]] = arith.cmpi eq, %[[Y]], %[[M1]] : i32
    // CHECK: %[[D:.*]] = arith.select %[[ISM1]], %[[ONE]], %[[Y]] : i32
    // CHECK: arith.remsi %[[X]], %[[D]] : i32
    %6 = remi %x, %y signed : tile<i32>
    return
  }

  // CHECK-LABEL: func.func @compare_select
  testing$func @compare_select(%a: tile<4xf32>, %b: tile<4xf32>, %x: tile<4xi16>, %y: tile<4xi16>) -> tile<4xf32> {
    // CHECK: arith.cmpf oeq, %{{.*}}, %{{.*}} : tensor<4xf32>
    %0 = cmpf equal ordered %a, %b : tile<4xf32> -> tile<4xi1>
    // CHECK: arith.cmpf une,
    %1 = cmpf not_equal unordered %a, %b : tile<4xf32> -> tile<4xi1>
    // CHECK: arith.cmpf olt,
    %2 = cmpf less_than ordered %a, %b : tile<4xf32> -> tile<4xi1>
    // CHECK: arith.cmpf ule,
    %3 = cmpf less_than_or_equal unordered %a, %b : tile<4xf32> -> tile<4xi1>
    // CHECK: arith.cmpf ogt,
    %4 = cmpf greater_than ordered %a, %b : tile<4xf32> -> tile<4xi1>
    // CHECK: arith.cmpf uge,
    %5 = cmpf greater_than_or_equal unordered %a, %b : tile<4xf32> -> tile<4xi1>
    // CHECK: arith.cmpi slt, %{{.*}}, %{{.*}} : tensor<4xi16>
    %6 = cmpi less_than %x, %y, signed : tile<4xi16> -> tile<4xi1>
    // CHECK: arith.cmpi uge,
    %7 = cmpi greater_than_or_equal %x, %y, unsigned : tile<4xi16> -> tile<4xi1>
    // CHECK: arith.cmpi ne,
    %8 = cmpi not_equal %x, %y, signed : tile<4xi16> -> tile<4xi1>
    // CHECK: %[[C:.*]] = arith.cmpi sle,
    %9 = cmpi less_than_or_equal %x, %y, signed : tile<4xi16> -> tile<4xi1>
    // CHECK: %[[R:.*]] = arith.select %[[C]], %{{.*}}, %{{.*}} : tensor<4xi1>, tensor<4xf32>
    %10 = select %9, %a, %b : tile<4xi1>, tile<4xf32>
    // CHECK: return %[[R]]
    return %10 : tile<4xf32>
  }

  // A splat constant is a scalar (splatted for a tile); any other a dense
  // tensor. tf32 constants are f32 values.
  // CHECK-LABEL: func.func @constants
  testing$func @constants() -> (tile<4xf32>, tile<i1>, tile<4xi32>, tile<2xtf32>) {
    // CHECK: %[[CF:.*]] = arith.constant 1.500000e+00 : f32
    // CHECK: %[[SPLAT:.*]] = nv_tileaa.splat %[[CF]] : f32 -> tensor<4xf32>
    %0 = constant <f32: 1.5> : tile<4xf32>
    // CHECK: %[[TRUE:.*]] = arith.constant true
    %1 = constant <i1: true> : tile<i1>
    // CHECK: %[[DENSE:.*]] = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
    %2 = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    // CHECK: %[[TF:.*]] = arith.constant dense<[1.000000e+00, 2.500000e-01]> : tensor<2xf32>
    %3 = constant <tf32: [1.0, 0.25]> : tile<2xtf32>
    // CHECK: return %[[SPLAT]], %[[TRUE]], %[[DENSE]], %[[TF]]
    return %0, %1, %2, %3 : tile<4xf32>, tile<i1>, tile<4xi32>, tile<2xtf32>
  }

  // CHECK-LABEL: func.func @int_conversions
  testing$func @int_conversions(%x: tile<4xi16>, %p: tile<4xf32>) {
    // CHECK: arith.extsi %{{.*}} : tensor<4xi16> to tensor<4xi32>
    %0 = exti %x signed : tile<4xi16> -> tile<4xi32>
    // CHECK: arith.extui %{{.*}} : tensor<4xi16> to tensor<4xi64>
    %1 = exti %x unsigned : tile<4xi16> -> tile<4xi64>
    // CHECK: arith.trunci %{{.*}} overflow<nuw> : tensor<4xi32> to tensor<4xi8>
    %2 = trunci %0 overflow<no_unsigned_wrap> : tile<4xi32> -> tile<4xi8>
    // CHECK: arith.bitcast %{{.*}} : tensor<4xf32> to tensor<4xi32>
    %3 = bitcast %p : tile<4xf32> -> tile<4xi32>
    // CHECK: arith.sitofp %{{.*}} : tensor<4xi16> to tensor<4xf32>
    %4 = itof %x signed : tile<4xi16> -> tile<4xf32>
    // CHECK: arith.uitofp %{{.*}} : tensor<4xi16> to tensor<4xf16>
    %5 = itof %x unsigned : tile<4xi16> -> tile<4xf16>
    // CHECK: arith.fptosi %{{.*}} : tensor<4xf32> to tensor<4xi32>
    %6 = ftoi %p signed : tile<4xf32> -> tile<4xi32>
    // CHECK: arith.fptoui %{{.*}} : tensor<4xf32> to tensor<4xi16>
    %7 = ftoi %p unsigned : tile<4xf32> -> tile<4xi16>
    return
  }

  // saturating clamps the truncated value to the integer range and maps NaN
  // to 0; narrow floats go through f32.
  // CHECK-LABEL: func.func @ftoi_saturating
  // CHECK-SAME: (%[[H:.*]]: f16)
  testing$func @ftoi_saturating(%h: tile<f16>) -> (tile<i8>, tile<i32>) {
    // CHECK: %[[X:.*]] = arith.extf %[[H]] : f16 to f32
    // CHECK: %[[T:.*]] = math.trunc %[[X]] : f32
    // CHECK: %[[HI:.*]] = arith.constant 1.280000e+02 : f32
    // CHECK: %[[BIG:.*]] = arith.cmpf oge, %[[T]], %[[HI]] : f32
    // CHECK: %[[LO:.*]] = arith.constant -1.280000e+02 : f32
    // CHECK: %[[SMALL:.*]] = arith.cmpf olt, %[[T]], %[[LO]] : f32
    // CHECK: %[[NAN:.*]] = arith.cmpf uno, %[[X]], %[[X]] : f32
    // CHECK: %[[CONV:.*]] = arith.fptosi %[[X]] : f32 to i8
    // CHECK: %[[MIN:.*]] = arith.constant -128 : i8
    // CHECK: %[[R1:.*]] = arith.select %[[SMALL]], %[[MIN]], %[[CONV]] : i8
    // CHECK: %[[MAX:.*]] = arith.constant 127 : i8
    // CHECK: %[[R2:.*]] = arith.select %[[BIG]], %[[MAX]], %[[R1]] : i8
    // CHECK: %[[ZERO:.*]] = arith.constant 0 : i8
    // CHECK: %[[R3:.*]] = arith.select %[[NAN]], %[[ZERO]], %[[R2]] : i8
    %0 = ftoi %h signed saturating : tile<f16> -> tile<i8>
    // CHECK: %[[HIU:.*]] = arith.constant 4.2949673E+9 : f32
    // CHECK: arith.cmpf oge, %{{.*}}, %[[HIU]] : f32
    // CHECK: %[[ZF:.*]] = arith.constant 0.000000e+00 : f32
    // CHECK: arith.cmpf olt, %{{.*}}, %[[ZF]] : f32
    // CHECK: arith.fptoui %{{.*}} : f32 to i32
    // CHECK: arith.constant 0 : i32
    // CHECK: arith.constant -1 : i32
    %1 = ftoi %h unsigned saturating : tile<f16> -> tile<i32>
    // CHECK: return %[[R3]],
    return %0, %1 : tile<i8>, tile<i32>
  }

  // CHECK-LABEL: func.func @float_conversions
  // CHECK-SAME: (%[[A:.*]]: tensor<4xf32>, %[[H:.*]]: tensor<4xf16>, %[[D:.*]]: tensor<4xf64>)
  testing$func @float_conversions(%a: tile<4xf32>, %h: tile<4xf16>, %d: tile<4xf64>) {
    // CHECK: arith.extf %[[H]] : tensor<4xf16> to tensor<4xf32>
    %0 = ftof %h : tile<4xf16> -> tile<4xf32>
    // CHECK: arith.truncf %[[A]] : tensor<4xf32> to tensor<4xf16>
    %1 = ftof %a : tile<4xf32> -> tile<4xf16>
    // CHECK: arith.truncf %[[A]] toward_zero : tensor<4xf32> to tensor<4xbf16>
    %2 = ftof %a rounding<zero> : tile<4xf32> -> tile<4xbf16>
    // CHECK: arith.truncf %[[D]] downward : tensor<4xf64> to tensor<4xf32>
    %3 = ftof %d rounding<negative_inf> : tile<4xf64> -> tile<4xf32>
    // CHECK: arith.truncf %[[D]] upward : tensor<4xf64> to tensor<4xf16>
    %4 = ftof %d rounding<positive_inf> : tile<4xf64> -> tile<4xf16>
    // f16 -> bf16 has no single arith op: exactly through f32, one rounding.
    // CHECK: %[[W:.*]] = arith.extf %[[H]] : tensor<4xf16> to tensor<4xf32>
    // CHECK: arith.truncf %[[W]] : tensor<4xf32> to tensor<4xbf16>
    %5 = ftof %h : tile<4xf16> -> tile<4xbf16>
    // CHECK: arith.truncf %[[A]] : tensor<4xf32> to tensor<4xf8E4M3FN>
    %6 = ftof %a : tile<4xf32> -> tile<4xf8E4M3FN>
    return
  }

  // tf32 is f32 with the low 13 mantissa bits clear: rounding to it works on
  // the bits, and NaN becomes the canonical NaN.
  // CHECK-LABEL: func.func @tf32
  // CHECK-SAME: (%[[A:.*]]: tensor<4xf32>, %[[H:.*]]: tensor<4xf16>, %[[T:.*]]: tensor<4xf32>, %[[S:.*]]: f32, %[[D:.*]]: f64, %[[I:.*]]: i16)
  testing$func @tf32(%a: tile<4xf32>, %h: tile<4xf16>, %t: tile<4xtf32>, %s: tile<f32>, %d: tile<f64>, %i: tile<i16>) -> (tile<4xtf32>, tile<4xtf32>, tile<4xf32>, tile<4xf16>, tile<tf32>, tile<tf32>, tile<tf32>, tile<tf32>) {
    // nearest_even: add 0xFFF plus bit 13, then clear bits 0-12.
    // CHECK: %[[BITS:.*]] = arith.bitcast %[[A]] : tensor<4xf32> to tensor<4xi32>
    // CHECK: %[[C13:.*]] = arith.constant 13 : i32
    // CHECK: %[[S13:.*]] = nv_tileaa.splat %[[C13]]
    // CHECK: %[[SH:.*]] = arith.shrui %[[BITS]], %[[S13]] : tensor<4xi32>
    // CHECK: %[[C1:.*]] = arith.constant 1 : i32
    // CHECK: %[[S1:.*]] = nv_tileaa.splat %[[C1]]
    // CHECK: %[[LSB:.*]] = arith.andi %[[SH]], %[[S1]] : tensor<4xi32>
    // CHECK: %[[CFFF:.*]] = arith.constant 4095 : i32
    // CHECK: %[[SFFF:.*]] = nv_tileaa.splat %[[CFFF]]
    // CHECK: %[[INC:.*]] = arith.addi %[[SFFF]], %[[LSB]] : tensor<4xi32>
    // CHECK: %[[SUM:.*]] = arith.addi %[[BITS]], %[[INC]] : tensor<4xi32>
    // CHECK: %[[MASK:.*]] = arith.constant -8192 : i32
    // CHECK: %[[SMASK:.*]] = nv_tileaa.splat %[[MASK]]
    // CHECK: %[[CLR:.*]] = arith.andi %[[SUM]], %[[SMASK]] : tensor<4xi32>
    // CHECK: %[[RND:.*]] = arith.bitcast %[[CLR]] : tensor<4xi32> to tensor<4xf32>
    // CHECK: %[[ISNAN:.*]] = arith.cmpf uno, %[[A]], %[[A]] : tensor<4xf32>
    // CHECK: %[[NAN:.*]] = arith.constant 0x7FC00000 : f32
    // CHECK: %[[SNAN:.*]] = nv_tileaa.splat %[[NAN]]
    // CHECK: %[[R0:.*]] = arith.select %[[ISNAN]], %[[SNAN]], %[[RND]] : tensor<4xi1>, tensor<4xf32>
    %0 = ftof %a : tile<4xf32> -> tile<4xtf32>
    // f16 values are exact in tf32.
    // CHECK: %[[R1:.*]] = arith.extf %[[H]] : tensor<4xf16> to tensor<4xf32>
    %1 = ftof %h : tile<4xf16> -> tile<4xtf32>
    // tf32 -> f32 changes nothing; tf32 -> f16 is f32 -> f16.
    // CHECK: %[[R3:.*]] = arith.truncf %[[T]] : tensor<4xf32> to tensor<4xf16>
    %2 = ftof %t : tile<4xtf32> -> tile<4xf32>
    %3 = ftof %t : tile<4xtf32> -> tile<4xf16>
    // toward zero only clears the low bits.
    // CHECK: %[[ZB:.*]] = arith.bitcast %[[S]] : f32 to i32
    // CHECK-NEXT: %[[ZM:.*]] = arith.constant -8192 : i32
    // CHECK-NEXT: arith.andi %[[ZB]], %[[ZM]] : i32
    %4 = ftof %s rounding<zero> : tile<f32> -> tile<tf32>
    // nearest_away adds half an ulp.
    // CHECK: arith.constant 4096 : i32
    %5 = ftof %s rounding<nearest_away> : tile<f32> -> tile<tf32>
    // Directed rounding goes away from zero when the sign agrees; f64
    // rounds to f32 in the same direction first.
    // CHECK: %[[PF:.*]] = arith.truncf %[[D]] upward : f64 to f32
    // CHECK: %[[PB:.*]] = arith.bitcast %[[PF]] : f32 to i32
    // CHECK: %[[NEG:.*]] = arith.cmpi slt, %[[PB]], %{{.*}} : i32
    // CHECK: %[[K0:.*]] = arith.constant 0 : i32
    // CHECK: %[[K1:.*]] = arith.constant 8191 : i32
    // CHECK: arith.select %[[NEG]], %[[K0]], %[[K1]] : i32
    %6 = ftof %d rounding<positive_inf> : tile<f64> -> tile<tf32>
    // itof to tf32: exact in f32 for i16, then rounded to tf32.
    // CHECK: %[[IF:.*]] = arith.sitofp %[[I]] : i16 to f32
    // CHECK: arith.bitcast %[[IF]] : f32 to i32
    %7 = itof %i signed : tile<i16> -> tile<tf32>
    // CHECK: return %[[R0]], %[[R1]], %[[T]], %[[R3]],
    return %0, %1, %2, %3, %4, %5, %6, %7 : tile<4xtf32>, tile<4xtf32>, tile<4xf32>, tile<4xf16>, tile<tf32>, tile<tf32>, tile<tf32>, tile<tf32>
  }
}
