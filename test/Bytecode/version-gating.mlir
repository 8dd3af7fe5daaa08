// The writer refuses what the target version cannot express, naming it and
// the version that introduced it; defaults of newer fields are dropped.
// RUN: not tileiras-translate --no-implicit-module --split-input-file --mlir-to-tilebc --bytecode-version=13.1 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=V131
// RUN: not tileiras-translate --no-implicit-module --split-input-file --mlir-to-tilebc --bytecode-version=13.3 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=V133
// RUN: not tileiras-translate --no-implicit-module --split-input-file --mlir-to-tilebc --bytecode-version=13.6 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=V136
// RUN: not tileiras-translate --no-implicit-module --split-input-file --mlir-to-tilebc --bytecode-version=12.0 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=V120

// V136: invalid --bytecode-version '13.6': the supported versions are [13.1 - 13.5]
// V120: invalid --bytecode-version '12.0': the supported versions are [13.1 - 13.5]

cuda_tile.module @m {
  entry @f() {
    %a = constant <f32: 1.000000e+00> : tile<4xf32>
    // V131: error: op 'cuda_tile.atan2' requires bytecode version 13.2, but the target is 13.1
    %0 = atan2 %a, %a : tile<4xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %a = constant <i32: 1> : tile<4xi32>
    // V131: error: attribute 'overflow' of 'cuda_tile.negi' requires bytecode version 13.2, but the target is 13.1
    %0 = "cuda_tile.negi"(%a) <{overflow = #cuda_tile.overflow<no_signed_wrap>}> : (!cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %a = constant <f32: 1.000000e+00> : tile<4xf32>
    // V131: error: type 'f8E8M0FNU' requires bytecode version 13.2, but the target is 13.1
    %0 = "cuda_tile.ftof"(%a) <{rounding_mode = #cuda_tile.rounding<zero>}> : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf8E8M0FNU>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %a = constant <f32: 1.000000e+00> : tile<4xf32>
    // V131: error: 'saturating' on 'cuda_tile.ftoi' requires bytecode version 13.4, but the target is 13.1
    // V133: error: 'saturating' on 'cuda_tile.ftoi' requires bytecode version 13.4, but the target is 13.3
    %0 = ftoi %a signed saturating : tile<4xf32> -> tile<4xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %a = constant <f32: 1.000000e+00> : tile<4xf32>
    // V131: error: attribute 'rounding_mode' of 'cuda_tile.tanh' requires bytecode version 13.2, but the target is 13.1
    %0 = "cuda_tile.tanh"(%a) <{rounding_mode = #cuda_tile.rounding<approx>}> : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
    return
  }
}

// -----

// Defaults of fields the target lacks are fine (no error for this chunk).
cuda_tile.module @m {
  entry @f() {
    %a = constant <i32: 1> : tile<4xi32>
    %b = constant <f32: 1.000000e+00> : tile<4xf32>
    %0 = "cuda_tile.negi"(%a) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi32>
    %1 = "cuda_tile.tanh"(%b) <{rounding_mode = #cuda_tile.rounding<full>}> : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
    return
  }
}

// V131-NOT: error
// V133-NOT: error
