// RUN: tileiras-opt %s --no-implicit-module --split-input-file --verify-diagnostics

// load_ptr_tko / store_ptr_tko, tokens and alloca (guide B §4.1, §4.4, §4.8).

cuda_tile.module @m {
  testing$func @f(%p: tile<16xptr<f32>>) {
    // expected-error @+1 {{expect one of: weak, relaxed, or acquire, but got: release}}
    %a, %t = load_ptr_tko release device %p : tile<16xptr<f32>> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<16xptr<f32>>) {
    // expected-error @+1 {{expect one of: weak, relaxed, or acquire, but got: acq_rel}}
    %a, %t = load_ptr_tko acq_rel sys %p : tile<16xptr<f32>> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<16xptr<f32>>) {
    // expected-error @+1 {{weak load must not have memory scope}}
    %a, %t = load_ptr_tko weak tl_blk %p : tile<16xptr<f32>> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<16xptr<f32>>) {
    // expected-error @+1 {{memory scope is required for acquire load}}
    %a, %t = load_ptr_tko acquire %p : tile<16xptr<f32>> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<16xptr<f32>>) {
    // expected-error @+1 {{memory scope is required for relaxed load}}
    %a, %t = load_ptr_tko relaxed %p : tile<16xptr<f32>> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<16xptr<f32>>) {
    // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'memory_ordering_semantics' [weak, relaxed, acquire, release, acq_rel]}}
    %a, %t = load_ptr_tko seq_cst %p : tile<16xptr<f32>> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<16xptr<f32>>) {
    // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'memory_scope' [tl_blk, device, sys]}}
    %a, %t = load_ptr_tko acquire gpu %p : tile<16xptr<f32>> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<16xptr<f32>>) {
    // expected-error @+1 {{`source` type is expected a pointer type of `result` type}}
    %a, %t = "cuda_tile.load_ptr_tko"(%p) <{memory_ordering_semantics = 0 : i32, operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (!cuda_tile.tile<16x!cuda_tile.ptr<f32>>) -> (!cuda_tile.tile<16xf16>, !cuda_tile.token)
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<16xptr<f32>>) {
    // expected-error @+1 {{`source` type is expected a pointer type of `result` type}}
    %a, %t = "cuda_tile.load_ptr_tko"(%p) <{memory_ordering_semantics = 0 : i32, operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (!cuda_tile.tile<16x!cuda_tile.ptr<f32>>) -> (!cuda_tile.tile<8xf32>, !cuda_tile.token)
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<16xptr<f32>>, %m: tile<8xi1>) {
    // expected-error @+1 {{shape of 'mask' must match the shape of 'source'}}
    %a, %t = load_ptr_tko weak %p, %m : tile<16xptr<f32>>, tile<8xi1> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<16xptr<f32>>, %m: tile<16xi1>, %pad: tile<16xf16>) {
    // expected-error @+1 {{type of 'paddingValue' must match the type of 'result'}}
    %a, %t = load_ptr_tko weak %p, %m, %pad : tile<16xptr<f32>>, tile<16xi1>, tile<16xf16> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<16xptr<f32>>, %m: tile<16xi1>, %pad: tile<f32>) {
    // expected-error @+1 {{type of 'paddingValue' must match the type of 'result'}}
    %a, %t = load_ptr_tko weak %p, %m, %pad : tile<16xptr<f32>>, tile<16xi1>, tile<f32> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<16xptr<f32>>, %m: tile<16xi8>) {
    // expected-error @+1 {{operand #1 must be tile of i1 values, but got '!cuda_tile.tile<16xi8>'}}
    %a, %t = load_ptr_tko weak %p, %m : tile<16xptr<f32>>, tile<16xi8> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<16xf32>) {
    // expected-error @+1 {{operand #0 must be tile of Pointer type values, but got '!cuda_tile.tile<16xf32>'}}
    %a, %t = load_ptr_tko weak %p : tile<16xf32> -> tile<16xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<16xptr<f32>>, %tok: tile<i32>) {
    // expected-error @+1 {{operand #1 must be cuda tile token type}}
    %a, %t = "cuda_tile.load_ptr_tko"(%p, %tok) <{memory_ordering_semantics = 0 : i32, operandSegmentSizes = array<i32: 1, 0, 0, 1>}> : (!cuda_tile.tile<16x!cuda_tile.ptr<f32>>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<16xf32>, !cuda_tile.token)
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<16xptr<f32>>) {
    // expected-error @+1 {{result #1 must be cuda tile token type}}
    %a, %t = load_ptr_tko weak %p : tile<16xptr<f32>> -> tile<16xf32>, tile<i1>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<16xptr<f32>>, %v: tile<16xf32>) {
    // expected-error @+1 {{expect one of: weak, relaxed, or release, but got: acquire}}
    %t = store_ptr_tko acquire device %p, %v : tile<16xptr<f32>>, tile<16xf32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<16xptr<f32>>, %v: tile<16xf32>) {
    // expected-error @+1 {{expect one of: weak, relaxed, or release, but got: acq_rel}}
    %t = store_ptr_tko acq_rel device %p, %v : tile<16xptr<f32>>, tile<16xf32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<16xptr<f32>>, %v: tile<16xf32>) {
    // expected-error @+1 {{weak store must not have memory scope}}
    %t = store_ptr_tko weak sys %p, %v : tile<16xptr<f32>>, tile<16xf32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<16xptr<f32>>, %v: tile<16xf32>) {
    // expected-error @+1 {{memory scope is required for release store}}
    %t = store_ptr_tko release %p, %v : tile<16xptr<f32>>, tile<16xf32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<16xptr<f32>>, %v: tile<16xf32>) {
    // expected-error @+1 {{memory scope is required for relaxed store}}
    %t = store_ptr_tko relaxed %p, %v : tile<16xptr<f32>>, tile<16xf32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<16xptr<f32>>, %v: tile<16xi32>) {
    // expected-error @+1 {{`destination` type is expected a pointer type of `value` type}}
    %t = store_ptr_tko weak %p, %v : tile<16xptr<f32>>, tile<16xi32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<16xptr<f32>>, %v: tile<32xf32>) {
    // expected-error @+1 {{`destination` type is expected a pointer type of `value` type}}
    %t = store_ptr_tko weak %p, %v : tile<16xptr<f32>>, tile<32xf32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<16xptr<f32>>, %v: tile<16xf32>, %m: tile<4x4xi1>) {
    // expected-error @+1 {{shape of 'destination' must match the shape of 'mask'}}
    %t = store_ptr_tko weak %p, %v, %m : tile<16xptr<f32>>, tile<16xf32>, tile<4x4xi1> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<16xptr<f32>>, %v: tile<16xf32>) {
    // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'memory_ordering_semantics'}}
    %t = store_ptr_tko 7 %p, %v : tile<16xptr<f32>>, tile<16xf32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<16xptr<f32>>, %v: tile<16xf32>) {
    // expected-error @+2 {{integer value in the range [1, 10] is expected for sm_90.latency}}
    // expected-error @+1 {{Optimization hints verification failed}}
    %t = store_ptr_tko weak %p, %v optimization_hints = <sm_90 = {latency = 0}> : tile<16xptr<f32>>, tile<16xf32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    %a = make_token : token
    // expected-error @+1 {{expect two or more tokens}}
    %b = join_tokens %a : token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @+1 {{expect two or more tokens}}
    %b = join_tokens : token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<i1>) {
    // expected-error @+1 {{operand #0 must be variadic of cuda tile token type}}
    %b = "cuda_tile.join_tokens"(%a, %a) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i1>) -> !cuda_tile.token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @+1 {{result #0 must be cuda tile token type}}
    %a = "cuda_tile.make_token"() : () -> !cuda_tile.tile<i1>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%t: tile<i32>) {
    // expected-error @+1 {{operand #0 must be cuda tile token type}}
    %a = "cuda_tile.memory_fence_alias_tko"(%t) : (!cuda_tile.tile<i32>) -> !cuda_tile.token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @+1 {{alignment must be a power of two and at least the element size (8)}}
    %0 = alloca num_elem = 4, alignment = 4 : tile<ptr<f64>>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @+1 {{alignment must be a power of two and at least the element size (4)}}
    %0 = alloca num_elem = 4, alignment = 12 : tile<ptr<f32>>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @+1 {{num_elem must be positive}}
    %0 = alloca num_elem = 0, alignment = 16 : tile<ptr<f32>>
    return
  }
}
