// What the protocol check cannot follow is an error at the op, not a
// silent pass; a constant trip count is checked alone.
//
// RUN: tileiras-opt %s --split-input-file --tileiras-check-pipelines \
// RUN:   --verify-diagnostics -o /dev/null

// A stage the interpreter cannot compute (a function argument).

#acc = #nv_tileas.simt<threads = 128, layout = "((4,8,2,2),(2,2,2,4)):((2,64,2048,32),(1,512,1024,8))">
#op = #nv_tileas.simt<threads = 128, layout = "(128,(8,2)):(8,(1,1024))">
!ra = !nv_tileas.smem<3, tensor<64x32xf16>>
!m = !nv_tileaa.memref<f16, 2>

func.func @stage_unknown(%a: !m, %y: tensor<32x64xf16, #op>, %n: i32, %pid: i32, %s: i32, %acc0: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %ra = nv_tileas.alloc_shared : !ra
  %p0 = arith.cmpi slt, %c0, %n : i32
  nv_tileas.async_tiled_copy %a[%pid, %c0] into %ra[%c0] if %p0 steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
  nv_tileas.async_commit
  %p1 = arith.cmpi slt, %c1, %n : i32
  nv_tileas.async_tiled_copy %a[%pid, %c1] into %ra[%c1] if %p1 steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
  nv_tileas.async_commit
  %r:2 = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %acc0, %read = %c0) -> (tensor<64x64xf32, #acc>, i32) : i32 {
    nv_tileas.async_wait {pending = 1 : i32}
    %first = arith.cmpi eq, %read, %c0 : i32
    %prev = arith.subi %read, %c1 : i32
    %write = arith.select %first, %c2, %prev : i32
    %kn = arith.addi %k, %c2 : i32
    %p = arith.cmpi slt, %kn, %n : i32
    nv_tileas.async_tiled_copy %a[%pid, %kn] into %ra[%write] if %p steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
    nv_tileas.async_commit
    // expected-error @below {{pipeline protocol: cannot compute the stage}}
    %x = nv_tileas.local_load %ra[%s] : !ra -> tensor<64x32xf16, #op>
    %d = nv_tileaa.dot %x, %y, %acc : tensor<64x32xf16, #op>, tensor<32x64xf16, #op> -> tensor<64x64xf32, #acc>
    %wraps = arith.cmpi eq, %read, %c2 : i32
    %inc = arith.addi %read, %c1 : i32
    %next = arith.select %wraps, %c0, %inc : i32
    scf.yield %d, %next : tensor<64x64xf32, #acc>, i32
  }
  return %r#0 : tensor<64x64xf32, #acc>
}

// -----

// A copy without a predicate: which iteration it copies is unknown.

#acc = #nv_tileas.simt<threads = 128, layout = "((4,8,2,2),(2,2,2,4)):((2,64,2048,32),(1,512,1024,8))">
#op = #nv_tileas.simt<threads = 128, layout = "(128,(8,2)):(8,(1,1024))">
!ra = !nv_tileas.smem<3, tensor<64x32xf16>>
!m = !nv_tileaa.memref<f16, 2>

func.func @no_predicate(%a: !m, %y: tensor<32x64xf16, #op>, %n: i32, %pid: i32, %acc0: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %ra = nv_tileas.alloc_shared : !ra
  %p0 = arith.cmpi slt, %c0, %n : i32
  nv_tileas.async_tiled_copy %a[%pid, %c0] into %ra[%c0] if %p0 steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
  nv_tileas.async_commit
  %p1 = arith.cmpi slt, %c1, %n : i32
  nv_tileas.async_tiled_copy %a[%pid, %c1] into %ra[%c1] if %p1 steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
  nv_tileas.async_commit
  %r:2 = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %acc0, %read = %c0) -> (tensor<64x64xf32, #acc>, i32) : i32 {
    nv_tileas.async_wait {pending = 1 : i32}
    %first = arith.cmpi eq, %read, %c0 : i32
    %prev = arith.subi %read, %c1 : i32
    %write = arith.select %first, %c2, %prev : i32
    %kn = arith.addi %k, %c2 : i32
    %p = arith.cmpi slt, %kn, %n : i32
    // expected-error @below {{cannot tell which iteration the copy is for}}
    nv_tileas.async_tiled_copy %a[%pid, %kn] into %ra[%write] steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
    nv_tileas.async_commit
    %x = nv_tileas.local_load %ra[%read] : !ra -> tensor<64x32xf16, #op>
    %d = nv_tileaa.dot %x, %y, %acc : tensor<64x32xf16, #op>, tensor<32x64xf16, #op> -> tensor<64x64xf32, #acc>
    %wraps = arith.cmpi eq, %read, %c2 : i32
    %inc = arith.addi %read, %c1 : i32
    %next = arith.select %wraps, %c0, %inc : i32
    scf.yield %d, %next : tensor<64x64xf32, #acc>, i32
  }
  return %r#0 : tensor<64x64xf32, #acc>
}

// -----

// A read stage that leaves the ring (no wrap-around).

#acc = #nv_tileas.simt<threads = 128, layout = "((4,8,2,2),(2,2,2,4)):((2,64,2048,32),(1,512,1024,8))">
#op = #nv_tileas.simt<threads = 128, layout = "(128,(8,2)):(8,(1,1024))">
!ra = !nv_tileas.smem<3, tensor<64x32xf16>>
!m = !nv_tileaa.memref<f16, 2>

func.func @stage_out_of_range(%a: !m, %y: tensor<32x64xf16, #op>, %n: i32, %pid: i32, %acc0: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %ra = nv_tileas.alloc_shared : !ra
  %p0 = arith.cmpi slt, %c0, %n : i32
  nv_tileas.async_tiled_copy %a[%pid, %c0] into %ra[%c0] if %p0 steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
  nv_tileas.async_commit
  %p1 = arith.cmpi slt, %c1, %n : i32
  nv_tileas.async_tiled_copy %a[%pid, %c1] into %ra[%c1] if %p1 steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
  nv_tileas.async_commit
  %r:2 = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %acc0, %read = %c0) -> (tensor<64x64xf32, #acc>, i32) : i32 {
    nv_tileas.async_wait {pending = 1 : i32}
    %first = arith.cmpi eq, %read, %c0 : i32
    %prev = arith.subi %read, %c1 : i32
    %write = arith.select %first, %c2, %prev : i32
    %kn = arith.addi %k, %c2 : i32
    %p = arith.cmpi slt, %kn, %n : i32
    nv_tileas.async_tiled_copy %a[%pid, %kn] into %ra[%write] if %p steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
    nv_tileas.async_commit
    // expected-error @below {{pipeline protocol: stage 3 is outside the ring's 3}}
    %x = nv_tileas.local_load %ra[%read] : !ra -> tensor<64x32xf16, #op>
    %d = nv_tileaa.dot %x, %y, %acc : tensor<64x32xf16, #op>, tensor<32x64xf16, #op> -> tensor<64x64xf32, #acc>
    %wraps = arith.cmpi eq, %read, %c2 : i32
    %inc = arith.addi %read, %c1 : i32
    %next = arith.select %wraps, %c0, %inc : i32
    scf.yield %d, %inc : tensor<64x64xf32, #acc>, i32
  }
  return %r#0 : tensor<64x64xf32, #acc>
}

// -----

// Async ops under control flow in the loop body other than an scf.if of
// async ops (here a loop) are not modeled.

#acc = #nv_tileas.simt<threads = 128, layout = "((4,8,2,2),(2,2,2,4)):((2,64,2048,32),(1,512,1024,8))">
#op = #nv_tileas.simt<threads = 128, layout = "(128,(8,2)):(8,(1,1024))">
!ra = !nv_tileas.smem<3, tensor<64x32xf16>>
!m = !nv_tileaa.memref<f16, 2>

func.func @under_control_flow(%a: !m, %y: tensor<32x64xf16, #op>, %n: i32, %pid: i32, %acc0: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %ra = nv_tileas.alloc_shared : !ra
  %p0 = arith.cmpi slt, %c0, %n : i32
  nv_tileas.async_tiled_copy %a[%pid, %c0] into %ra[%c0] if %p0 steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
  nv_tileas.async_commit
  %p1 = arith.cmpi slt, %c1, %n : i32
  nv_tileas.async_tiled_copy %a[%pid, %c1] into %ra[%c1] if %p1 steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
  nv_tileas.async_commit
  %r:2 = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %acc0, %read = %c0) -> (tensor<64x64xf32, #acc>, i32) : i32 {
    nv_tileas.async_wait {pending = 1 : i32}
    %first = arith.cmpi eq, %read, %c0 : i32
    %prev = arith.subi %read, %c1 : i32
    %write = arith.select %first, %c2, %prev : i32
    %kn = arith.addi %k, %c2 : i32
    %p = arith.cmpi slt, %kn, %n : i32
    nv_tileas.async_tiled_copy %a[%pid, %kn] into %ra[%write] if %p steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
    // expected-error @below {{async ops under control flow in a pipelined loop are not modeled}}
    scf.for %once = %c0 to %c1 step %c1 : i32 {
      nv_tileas.async_commit
    }
    %x = nv_tileas.local_load %ra[%read] : !ra -> tensor<64x32xf16, #op>
    %d = nv_tileaa.dot %x, %y, %acc : tensor<64x32xf16, #op>, tensor<32x64xf16, #op> -> tensor<64x64xf32, #acc>
    %wraps = arith.cmpi eq, %read, %c2 : i32
    %inc = arith.addi %read, %c1 : i32
    %next = arith.select %wraps, %c0, %inc : i32
    scf.yield %d, %next : tensor<64x64xf32, #acc>, i32
  }
  return %r#0 : tensor<64x64xf32, #acc>
}

// -----

// An scf.if of async ops (the guard of a TMA fill's expect_tx) is followed
// when its condition is computed; here it is not.

#acc = #nv_tileas.simt<threads = 128, layout = "((4,8,2,2),(2,2,2,4)):((2,64,2048,32),(1,512,1024,8))">
#op = #nv_tileas.simt<threads = 128, layout = "(128,(8,2)):(8,(1,1024))">
!ra = !nv_tileas.smem<3, tensor<64x32xf16>>
!m = !nv_tileaa.memref<f16, 2>

func.func @guard_unknown(%flag: i1, %a: !m, %y: tensor<32x64xf16, #op>, %n: i32, %pid: i32, %acc0: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %ra = nv_tileas.alloc_shared : !ra
  %p0 = arith.cmpi slt, %c0, %n : i32
  nv_tileas.async_tiled_copy %a[%pid, %c0] into %ra[%c0] if %p0 steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
  nv_tileas.async_commit
  %p1 = arith.cmpi slt, %c1, %n : i32
  nv_tileas.async_tiled_copy %a[%pid, %c1] into %ra[%c1] if %p1 steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
  nv_tileas.async_commit
  %r:2 = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %acc0, %read = %c0) -> (tensor<64x64xf32, #acc>, i32) : i32 {
    nv_tileas.async_wait {pending = 1 : i32}
    %first = arith.cmpi eq, %read, %c0 : i32
    %prev = arith.subi %read, %c1 : i32
    %write = arith.select %first, %c2, %prev : i32
    %kn = arith.addi %k, %c2 : i32
    %p = arith.cmpi slt, %kn, %n : i32
    nv_tileas.async_tiled_copy %a[%pid, %kn] into %ra[%write] if %p steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
    // expected-error @below {{pipeline protocol: cannot compute the condition}}
    scf.if %flag {
      nv_tileas.async_commit
    }
    %x = nv_tileas.local_load %ra[%read] : !ra -> tensor<64x32xf16, #op>
    %d = nv_tileaa.dot %x, %y, %acc : tensor<64x32xf16, #op>, tensor<32x64xf16, #op> -> tensor<64x64xf32, #acc>
    %wraps = arith.cmpi eq, %read, %c2 : i32
    %inc = arith.addi %read, %c1 : i32
    %next = arith.select %wraps, %c0, %inc : i32
    scf.yield %d, %next : tensor<64x64xf32, #acc>, i32
  }
  return %r#0 : tensor<64x64xf32, #acc>
}

// -----

// A constant upper bound: only the real trip count is checked.

#acc = #nv_tileas.simt<threads = 128, layout = "((4,8,2,2),(2,2,2,4)):((2,64,2048,32),(1,512,1024,8))">
#op = #nv_tileas.simt<threads = 128, layout = "(128,(8,2)):(8,(1,1024))">
!ra = !nv_tileas.smem<3, tensor<64x32xf16>>
!m = !nv_tileaa.memref<f16, 2>

func.func @constant_trip(%a: !m, %y: tensor<32x64xf16, #op>, %n: i32, %pid: i32, %acc0: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c5 = arith.constant 5 : i32
  %ra = nv_tileas.alloc_shared : !ra
  %p0 = arith.cmpi slt, %c0, %c5 : i32
  nv_tileas.async_tiled_copy %a[%pid, %c0] into %ra[%c0] if %p0 steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
  nv_tileas.async_commit
  %p1 = arith.cmpi slt, %c1, %c5 : i32
  nv_tileas.async_tiled_copy %a[%pid, %c1] into %ra[%c1] if %p1 steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
  nv_tileas.async_commit
  // expected-remark @below {{3 stages, 1 ring, trip counts 5..5, 2 threads}}
  %r:2 = scf.for %k = %c0 to %c5 step %c1 iter_args(%acc = %acc0, %read = %c0) -> (tensor<64x64xf32, #acc>, i32) : i32 {
    nv_tileas.async_wait {pending = 1 : i32}
    %first = arith.cmpi eq, %read, %c0 : i32
    %prev = arith.subi %read, %c1 : i32
    %write = arith.select %first, %c2, %prev : i32
    %kn = arith.addi %k, %c2 : i32
    %p = arith.cmpi slt, %kn, %c5 : i32
    nv_tileas.async_tiled_copy %a[%pid, %kn] into %ra[%write] if %p steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
    nv_tileas.async_commit
    %x = nv_tileas.local_load %ra[%read] : !ra -> tensor<64x32xf16, #op>
    %d = nv_tileaa.dot %x, %y, %acc : tensor<64x32xf16, #op>, tensor<32x64xf16, #op> -> tensor<64x64xf32, #acc>
    %wraps = arith.cmpi eq, %read, %c2 : i32
    %inc = arith.addi %read, %c1 : i32
    %next = arith.select %wraps, %c0, %inc : i32
    scf.yield %d, %next : tensor<64x64xf32, #acc>, i32
  }
  return %r#0 : tensor<64x64xf32, #acc>
}

// -----

// An mbarrier parity the interpreter cannot compute (a function argument).

#acc = #nv_tileas.simt<threads = 128, layout = "((4,8,2,2),(2,2,2,4)):((2,64,2048,32),(1,512,1024,8))">
#op = #nv_tileas.simt<threads = 128, layout = "(128,(8,2)):(8,(1,1024))">
!ra = !nv_tileas.smem<2, tensor<64x32xf16>>
!pp = !nv_tileas.pipeline<2>
!m = !nv_tileaa.memref<f16, 2>

func.func @parity_unknown(%a: !m, %y: tensor<32x64xf16, #op>, %n: i32, %pid: i32, %ph: i1, %acc0: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %pipe = nv_tileas.create_pipeline threads(128) : !pp
  %ra = nv_tileas.alloc_shared : !ra
  %p0 = arith.cmpi slt, %c0, %n : i32
  nv_tileas.async_tiled_copy %a[%pid, %c0] into %ra[%c0] if %p0 steps [64, 32] dim_map [0, 1] padding 0.000000e+00 : f16 {tile = tensor<64x32xf16, #op>} : !m[i32, i32], !ra
  nv_tileas.producer_commit %pipe[%c0] : !pp
  %r:2 = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %acc0, %read = %c0) -> (tensor<64x64xf32, #acc>, i32) : i32 {
    // expected-error @below {{pipeline protocol: cannot compute the parity}}
    nv_tileas.consumer_wait %pipe[%read] parity %ph : !pp
    %x = nv_tileas.local_load %ra[%read] : !ra -> tensor<64x32xf16, #op>
    %d = nv_tileaa.dot %x, %y, %acc : tensor<64x32xf16, #op>, tensor<32x64xf16, #op> -> tensor<64x64xf32, #acc>
    nv_tileas.consumer_release %pipe[%read] : !pp
    %wraps = arith.cmpi eq, %read, %c1 : i32
    %inc = arith.addi %read, %c1 : i32
    %next = arith.select %wraps, %c0, %inc : i32
    scf.yield %d, %next : tensor<64x64xf32, #acc>, i32
  }
  return %r#0 : tensor<64x64xf32, #acc>
}
