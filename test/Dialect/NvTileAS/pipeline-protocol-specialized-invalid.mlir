// The protocol check of warp-specialized loops: a two-stage TMA ring whose
// prologue is straight-line, clean; then each way the split can leave the
// checker without a model (an error at the loop or op, never a pass), and
// a prologue copy of the wrong tile (property 4, against the producer
// loop's copy).
//
// RUN: tileiras-opt %s --split-input-file --tileiras-check-pipelines \
// RUN:   --verify-diagnostics -o /dev/null

!a = !nv_tileas.smem<2, tensor<64x32xf16>, "swizzle_k">
!da = !nv_tileas.tma_desc<tensor<64x32xf16>, "swizzle_k">
!p = !nv_tileas.pipeline<2>
#op = #nv_tileas.simt<threads = 128, layout = "(128,(8,2)):(8,(1,1024))">

func.func @clean(%d: !da, %n: i32, %m: i32) attributes {nv_tileaa.kernel, nv_tileas.producer_warpgroups = 1 : i64} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c32 = arith.constant 32 : i32
  %false = arith.constant false
  %true = arith.constant true
  %pipe = nv_tileas.create_pipeline threads(128) : !p
  %ra = nv_tileas.alloc_shared : !a
  %role = nv_tileas.producer_warpgroup
  scf.if %role {
    %p0 = arith.cmpi slt, %c0, %n : i32
    scf.if %p0 {
      nv_tileas.producer_expect_tx %pipe[%c0] bytes(4096) : !p
    }
    nv_tileas.tma_load %d[%m, %c0] into %ra[%c0] on %pipe if %p0 : !da, !a, !p
    nv_tileas.producer_commit %pipe[%c0] : !p
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%s = %c0, %ph = %false) -> (i32, i1) : i32 {
      %last = arith.cmpi eq, %s, %c1 : i32
      %inc = arith.addi %s, %c1 : i32
      %next = arith.select %last, %c0, %inc : i32
      %flip = arith.xori %ph, %true : i1
      %nph = arith.select %last, %flip, %ph : i1
      %first = arith.cmpi eq, %s, %c0 : i32
      %dec = arith.subi %s, %c1 : i32
      %prev = arith.select %first, %c1, %dec : i32
      %aflip = arith.xori %ph, %true : i1
      %aph = arith.select %first, %aflip, %ph : i1
      nv_tileas.producer_acquire %pipe[%prev] parity %aph : !p
      %ahead = arith.addi %i, %c1 : i32
      %fill = arith.cmpi slt, %ahead, %n : i32
      scf.if %fill {
        nv_tileas.producer_expect_tx %pipe[%prev] bytes(4096) : !p
      }
      %k = arith.muli %ahead, %c32 : i32
      nv_tileas.tma_load %d[%m, %k] into %ra[%prev] on %pipe if %fill : !da, !a, !p
      nv_tileas.producer_commit %pipe[%prev] : !p
      scf.yield %next, %nph : i32, i1
    } {nv_tileas.pipeline_producer}
  } else {
    // expected-remark @below {{pipeline protocol: 2 stages, 1 ring, 4 mbarriers, trip counts 0..5, 1 producer + 2 consumer threads}}
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%s = %c0, %ph = %false) -> (i32, i1) : i32 {
      nv_tileas.consumer_wait %pipe[%s] parity %ph async_proxy : !p
      %x = nv_tileas.local_load %ra[%s] : !a -> tensor<64x32xf16, #op>
      nv_tileas.consumer_release %pipe[%s] : !p
      %last = arith.cmpi eq, %s, %c1 : i32
      %inc = arith.addi %s, %c1 : i32
      %next = arith.select %last, %c0, %inc : i32
      %flip = arith.xori %ph, %true : i1
      %nph = arith.select %last, %flip, %ph : i1
      scf.yield %next, %nph : i32, i1
    } {nv_tileas.pipeline_stages = 2 : i64}
  }
  return
}

// -----

// The prologue copies the tile of iteration 1 where the loop's copy of
// iteration 0 would load iteration 0's.

!a = !nv_tileas.smem<2, tensor<64x32xf16>, "swizzle_k">
!da = !nv_tileas.tma_desc<tensor<64x32xf16>, "swizzle_k">
!p = !nv_tileas.pipeline<2>
#op = #nv_tileas.simt<threads = 128, layout = "(128,(8,2)):(8,(1,1024))">

func.func @prologue_tile(%d: !da, %n: i32, %m: i32) attributes {nv_tileaa.kernel, nv_tileas.producer_warpgroups = 1 : i64} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c32 = arith.constant 32 : i32
  %false = arith.constant false
  %true = arith.constant true
  %pipe = nv_tileas.create_pipeline threads(128) : !p
  %ra = nv_tileas.alloc_shared : !a
  %role = nv_tileas.producer_warpgroup
  scf.if %role {
    %p0 = arith.cmpi slt, %c0, %n : i32
    scf.if %p0 {
      nv_tileas.producer_expect_tx %pipe[%c0] bytes(4096) : !p
    }
    nv_tileas.tma_load %d[%m, %c32] into %ra[%c0] on %pipe if %p0 : !da, !a, !p
    nv_tileas.producer_commit %pipe[%c0] : !p
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%s = %c0, %ph = %false) -> (i32, i1) : i32 {
      %last = arith.cmpi eq, %s, %c1 : i32
      %inc = arith.addi %s, %c1 : i32
      %next = arith.select %last, %c0, %inc : i32
      %flip = arith.xori %ph, %true : i1
      %nph = arith.select %last, %flip, %ph : i1
      %first = arith.cmpi eq, %s, %c0 : i32
      %dec = arith.subi %s, %c1 : i32
      %prev = arith.select %first, %c1, %dec : i32
      %aflip = arith.xori %ph, %true : i1
      %aph = arith.select %first, %aflip, %ph : i1
      nv_tileas.producer_acquire %pipe[%prev] parity %aph : !p
      %ahead = arith.addi %i, %c1 : i32
      %fill = arith.cmpi slt, %ahead, %n : i32
      scf.if %fill {
        nv_tileas.producer_expect_tx %pipe[%prev] bytes(4096) : !p
      }
      %k = arith.muli %ahead, %c32 : i32
      nv_tileas.tma_load %d[%m, %k] into %ra[%prev] on %pipe if %fill : !da, !a, !p
      nv_tileas.producer_commit %pipe[%prev] : !p
      scf.yield %next, %nph : i32, i1
    } {nv_tileas.pipeline_producer}
  } else {
    // expected-error @below {{pipeline protocol violated: (4) a stage read does not hold the reading iteration's tile}}
    // expected-note @below {{the prologue copy of it 0 loads index 32 where the loop's copy of that iteration loads 0}}
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%s = %c0, %ph = %false) -> (i32, i1) : i32 {
      nv_tileas.consumer_wait %pipe[%s] parity %ph async_proxy : !p
      %x = nv_tileas.local_load %ra[%s] : !a -> tensor<64x32xf16, #op>
      nv_tileas.consumer_release %pipe[%s] : !p
      %last = arith.cmpi eq, %s, %c1 : i32
      %inc = arith.addi %s, %c1 : i32
      %next = arith.select %last, %c0, %inc : i32
      %flip = arith.xori %ph, %true : i1
      %nph = arith.select %last, %flip, %ph : i1
      scf.yield %next, %nph : i32, i1
    } {nv_tileas.pipeline_stages = 2 : i64}
  }
  return
}

// -----

// The producer loop is not marked: the consumer has none.

!a = !nv_tileas.smem<2, tensor<64x32xf16>, "swizzle_k">
!da = !nv_tileas.tma_desc<tensor<64x32xf16>, "swizzle_k">
!p = !nv_tileas.pipeline<2>
#op = #nv_tileas.simt<threads = 128, layout = "(128,(8,2)):(8,(1,1024))">

func.func @no_producer(%d: !da, %n: i32, %m: i32) attributes {nv_tileaa.kernel, nv_tileas.producer_warpgroups = 1 : i64} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c32 = arith.constant 32 : i32
  %false = arith.constant false
  %true = arith.constant true
  %pipe = nv_tileas.create_pipeline threads(128) : !p
  %ra = nv_tileas.alloc_shared : !a
  %role = nv_tileas.producer_warpgroup
  scf.if %role {
    scf.for %i = %c0 to %n step %c1 : i32 {
      %p = arith.cmpi slt, %i, %n : i32
      nv_tileas.tma_load %d[%m, %c0] into %ra[%c0] on %pipe if %p : !da, !a, !p
      nv_tileas.producer_commit %pipe[%c0] : !p
    }
  } else {
    // expected-error @below {{pipeline protocol: no producer loop (nv_tileas.pipeline_producer) of the producer warpgroup fills the rings this consumer loop reads}}
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%s = %c0, %ph = %false) -> (i32, i1) : i32 {
      nv_tileas.consumer_wait %pipe[%s] parity %ph async_proxy : !p
      %x = nv_tileas.local_load %ra[%s] : !a -> tensor<64x32xf16, #op>
      nv_tileas.consumer_release %pipe[%s] : !p
      scf.yield %s, %ph : i32, i1
    } {nv_tileas.pipeline_stages = 2 : i64}
  }
  return
}

// -----

// A producer loop no consumer loop reads from, and one outside the split.

!a = !nv_tileas.smem<2, tensor<64x32xf16>, "swizzle_k">
!da = !nv_tileas.tma_desc<tensor<64x32xf16>, "swizzle_k">
!p = !nv_tileas.pipeline<2>

func.func @no_consumer(%d: !da, %n: i32, %m: i32) attributes {nv_tileaa.kernel, nv_tileas.producer_warpgroups = 1 : i64} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %pipe = nv_tileas.create_pipeline threads(128) : !p
  %ra = nv_tileas.alloc_shared : !a
  // expected-error @below {{pipeline protocol: a producer loop outside the producer warpgroup's region (the then region of an scf.if on nv_tileas.producer_warpgroup)}}
  scf.for %i = %c0 to %n step %c1 : i32 {
    %p = arith.cmpi slt, %i, %n : i32
    nv_tileas.tma_load %d[%m, %c0] into %ra[%c0] on %pipe if %p : !da, !a, !p
    nv_tileas.producer_commit %pipe[%c0] : !p
  } {nv_tileas.pipeline_producer}
  %role = nv_tileas.producer_warpgroup
  scf.if %role {
    // expected-error @below {{pipeline protocol: no consumer loop reads the rings this producer loop fills}}
    scf.for %i = %c0 to %n step %c1 : i32 {
      %p = arith.cmpi slt, %i, %n : i32
      nv_tileas.tma_load %d[%m, %c0] into %ra[%c0] on %pipe if %p : !da, !a, !p
      nv_tileas.producer_commit %pipe[%c0] : !p
    } {nv_tileas.pipeline_producer}
  }
  return
}

// -----

// The consumer issues a TMA copy itself; the producer runs other bounds.

!a = !nv_tileas.smem<2, tensor<64x32xf16>, "swizzle_k">
!da = !nv_tileas.tma_desc<tensor<64x32xf16>, "swizzle_k">
!p = !nv_tileas.pipeline<2>
#op = #nv_tileas.simt<threads = 128, layout = "(128,(8,2)):(8,(1,1024))">

func.func @consumer_copies(%d: !da, %n: i32, %m: i32) attributes {nv_tileaa.kernel, nv_tileas.producer_warpgroups = 1 : i64} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %false = arith.constant false
  %pipe = nv_tileas.create_pipeline threads(128) : !p
  %ra = nv_tileas.alloc_shared : !a
  %role = nv_tileas.producer_warpgroup
  scf.if %role {
    scf.for %i = %c0 to %n step %c1 : i32 {
      %p = arith.cmpi slt, %i, %n : i32
      nv_tileas.tma_load %d[%m, %c0] into %ra[%c0] on %pipe if %p : !da, !a, !p
      nv_tileas.producer_commit %pipe[%c0] : !p
    } {nv_tileas.pipeline_producer}
  } else {
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%s = %c0, %ph = %false) -> (i32, i1) : i32 {
      nv_tileas.consumer_wait %pipe[%s] parity %ph async_proxy : !p
      %x = nv_tileas.local_load %ra[%s] : !a -> tensor<64x32xf16, #op>
      %p = arith.cmpi slt, %i, %n : i32
      // expected-error @below {{pipeline protocol: a TMA copy in a warp-specialized consumer loop (the producer warpgroup issues them)}}
      nv_tileas.tma_load %d[%m, %c0] into %ra[%c1] on %pipe if %p : !da, !a, !p
      nv_tileas.consumer_release %pipe[%s] : !p
      scf.yield %s, %ph : i32, i1
    } {nv_tileas.pipeline_stages = 2 : i64}
  }
  return
}

// -----

!a = !nv_tileas.smem<2, tensor<64x32xf16>, "swizzle_k">
!da = !nv_tileas.tma_desc<tensor<64x32xf16>, "swizzle_k">
!p = !nv_tileas.pipeline<2>
#op = #nv_tileas.simt<threads = 128, layout = "(128,(8,2)):(8,(1,1024))">

func.func @other_bounds(%d: !da, %n: i32, %m: i32) attributes {nv_tileaa.kernel, nv_tileas.producer_warpgroups = 1 : i64} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %false = arith.constant false
  %pipe = nv_tileas.create_pipeline threads(128) : !p
  %ra = nv_tileas.alloc_shared : !a
  %role = nv_tileas.producer_warpgroup
  scf.if %role {
    // expected-error @below {{pipeline protocol: the producer loop's bounds are not those of its consumer loop}}
    scf.for %i = %c0 to %m step %c1 : i32 {
      %p = arith.cmpi slt, %i, %m : i32
      nv_tileas.tma_load %d[%m, %c0] into %ra[%c0] on %pipe if %p : !da, !a, !p
      nv_tileas.producer_commit %pipe[%c0] : !p
    } {nv_tileas.pipeline_producer}
  } else {
    // expected-note @below {{the consumer loop}}
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%s = %c0, %ph = %false) -> (i32, i1) : i32 {
      nv_tileas.consumer_wait %pipe[%s] parity %ph async_proxy : !p
      %x = nv_tileas.local_load %ra[%s] : !a -> tensor<64x32xf16, #op>
      nv_tileas.consumer_release %pipe[%s] : !p
      scf.yield %s, %ph : i32, i1
    } {nv_tileas.pipeline_stages = 2 : i64}
  }
  return
}
