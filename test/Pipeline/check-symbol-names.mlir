// Entries and globals keep their names in the PTX, so a name PTX cannot spell
// is refused before lowering; LLVM's NVPTX printer would abort on it ("Symbol
// name with unsupported characters", found by fuzz/tileiras-compile).
// RUN: tileiras-opt %s -split-input-file -verify-diagnostics --tileiras-set-target=gpu-name=sm_90 --tileiras-check-target-ops

// PTX identifiers: a letter then [a-zA-Z0-9_$]*, or one of _$% then at least one more.
cuda_tile.module @ok {
  global @g_1 <f32: 1.0> : tile<1xf32>
  entry @k$1() { return }
  entry @_0() { return }
  entry @"$x"() { return }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.entry' op name "k\95" is not a PTX identifier}}
  entry @"k\95"() { return }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.entry' op name "a.b" is not a PTX identifier}}
  entry @"a.b"() { return }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{name "1k" is not a PTX identifier}}
  entry @"1k"() { return }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{name "_" is not a PTX identifier}}
  entry @_() { return }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{'cuda_tile.global' op name "g-1" is not a PTX identifier}}
  global @"g-1" <f32: 1.0> : tile<1xf32>
  entry @k() { return }
}
