//===- Passes.td - nv_tileas passes ------------------------*- tablegen -*-===//

#ifndef TILEIRAS_NVTILEAS_PASSES
#define TILEIRAS_NVTILEAS_PASSES

include "mlir/Pass/PassBase.td"

def RemoveLayoutConversions
    : Pass<"tileiras-remove-layout-conversions", "::mlir::ModuleOp"> {
  let summary = "Remove nv_tileas.convert_layout ops that cancel or can be "
                "rematerialized";
  let description = [{
    Runs after layout assignment. Every rewrite lowers the number of
    conversions or leaves it and removes other work:
    - a conversion of a conversion is one conversion from the first source,
      and a conversion to the source's own layout is dropped (the op's
      folder);
    - constants, splats and make_range are rebuilt in the layout a
      conversion asks for (rematerialized) instead of converted;
    - a conversion of the only use of a broadcast, permute, extract, cat or
      repack becomes that op's result layout (they move elements anyway);
    - a conversion of an elementwise op whose operands are all free to
      convert (conversions from the wanted layout, rematerializable, absorbed
      as above, or single-use elementwise ops whose operands are free, a few
      levels deep) is hoisted above it;
    - an elementwise op whose tile operands are two or more conversions from
      one layout (the rest rematerializable) runs in that layout, with one
      conversion of its result.
  }];
  let dependentDialects = ["::mlir::nv_tileas::TileASDialect"];
}

def PipelineLoads : Pass<"tileiras-pipeline-loads", "::mlir::ModuleOp"> {
  let summary = "Software-pipeline the tile loads of loops through rings of "
                "cp.async or TMA stages";
  let description = [{
    Runs after layout assignment, on structured loops. In an innermost
    scf.for, a weak nv_tileaa.tiled_load of a loop-invariant memref whose
    indices are pure functions of the induction variable and loop
    invariants, and whose tile ends only in tensor-core dots (mma.sync dots
    directly or through pure ops of the body; wgmma/tcgen05 dots directly
    or through such ops), is copied S - 1 iterations ahead into a ring of S
    stages (nv_tileas.alloc_shared). The ring holds the tile row-major, or
    as the core matrices wgmma and tcgen05 read in place (A K-major, a
    16-bit B MN-major):

    - before the loop, the copies of iterations 0 .. S-2 (each predicated
      on being inside the trip count), one commit group per iteration (a
      loop of its own past two stages);
    - at the top of iteration i: wait until the group of iteration i is
      complete and synchronize the CTA (async_wait, pending = S-2, fencing
      the async proxy for core-matrix rings); then the copies of iteration
      i+S-1 go into the stage iteration i-1 read (the barrier just ended
      those reads), one commit; the load becomes a local_load of stage
      i mod S, carried as a new loop value.

    Every iteration commits one group, empty or not, so the wait count is
    the same in all of them, and no copy is outstanding after the loop. A
    loop nested in another loop first waits for the last reads of its
    previous run.

    A dot operand loaded ahead of a loop that is not nested (attention's Q:
    a weak tiled_load earlier in the loop's block, through reshapes, with
    no write to memory in between) and taken by the loop's dots only, not
    already in their fragment layout, gets a buffer of one stage of its
    own: copied before the prologue, predicated on the loop running, so the
    commit of iteration 0 covers it and the first wait sees it landed; in
    the body a local_load of that stage replaces it, which the dots read in
    place instead of staging it through scratch every iteration. It is
    kept only when it costs no ring and leaves two stages.

    With `mbarriers` (the default) a loop that is not nested in another
    completes its stages on mbarriers instead (nv_tileas.create_pipeline
    before the prologue): each iteration's copies end with producer_commit
    on the stage's `full` mbarrier; at the top of iteration i the thread
    waits for the `full` phase of stage i mod S (consumer_wait, parity
    (i / S) mod 2, fencing the async proxy for core-matrix rings), then
    for the `empty` phase of the stage iteration i-1 read (producer_acquire)
    before copying iteration i+S-1 into it; after its reads it releases
    stage i mod S (consumer_release). The parity is carried beside the read
    stage and flips when the stage wraps. No CTA barrier is left in the
    loop. S comes from the option, else from the modulo scheduler's
    plan (tileiras::sched::planPipeline on the target's machine model),
    within the shared-memory budget: the static shared memory a CTA may
    have (the SM's share when the occupancy hint asks for several CTAs per
    SM) less the invariant operands' buffers and a reserve for tile
    exchanges (an upper bound of the largest one the function may need, at
    least `reserve-bytes`), and at most 4. The bound counts what the
    lowering stages: not the operands dots read from rings or buffers in
    place (through reshapes; mma.sync's 16-bit B also through a transpose),
    not conversions and reshapes that rename registers, a broadcast's
    source only, and a commutative reduce's per-warp partials only.
    When not every ring fits twice, the rings the dots read in place are
    kept. With fewer than 2 stages, or on a target without cp.async, the
    loop is left alone. On targets with TMA, a core-matrix ring of a loop
    on mbarriers whose view has a 16-byte aligned base, a contiguous last
    dimension, a row stride of whole 16 bytes and extents of whole core
    matrices (the producer's div_by facts) is filled by TMA instead: the
    view's tensor map is built where the view is made
    (nv_tileas.make_tma_desc), and each fill announces its bytes on the
    stage's full mbarrier (producer_expect_tx) before the copy
    (nv_tileas.tma_load); a remark (PipelineCopier) gives each ring's
    copier and why not TMA. The loop records its stages and II
    (nv_tileas.pipeline_stages, nv_tileas.pipeline_ii) and a remark
    (SoftwarePipeline) reports each decision. Each loop's rings are sized
    as if the loop were alone; the rings of loops in sequence at the
    kernel's top level then share arrays (alloc_shared's `arena`), each
    ring after the first of its arena preceded by an async_wait 0 (every
    thread's copies landed, a CTA barrier, with the async-proxy fence on
    targets with TMA), so no thread still reads a stage the next loop's
    prologue fills.

    With `simt` (the default) a load whose tile does not end only in
    tensor-core dots is a candidate as well, in a loop whose constant
    bounds, if any, give it more than one iteration: a row-major ring read
    back in the load's own layout. Where every candidate is such a load,
    the loop holds no dot and no layout replicates an element, each thread
    reads back only what it copied: the loop keeps commit groups and waits
    with async_wait thread_private (no mbarrier, no CTA barrier).
  }];
  let dependentDialects = ["::mlir::nv_tileas::TileASDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect"];
  let options = [
    Option<"stages", "stages", "unsigned", /*default=*/"0",
           "Stages of every ring (0: the planner's, within what fits, at most "
           "4; 1: no pipelining)">,
    Option<"reserveBytes", "reserve-bytes", "unsigned", /*default=*/"0",
           "Least shared memory left to tile exchanges when choosing stages "
           "(beside the bound computed from the function)">,
    Option<"dumpSchedules", "dump-schedules", "std::string", /*default=*/"",
           "Directory to write each planned loop's scheduling problem and "
           "schedule to (<function>.<n>.problem.json, .schedule.json), for "
           "tileiras-sched verify / prove-min">,
    Option<"mbarriers", "mbarriers", "bool", /*default=*/"true",
           "Complete the stages of loops not nested in another loop on "
           "mbarriers (false: commit groups and a CTA barrier per "
           "iteration)">,
    Option<"tma", "tma", "bool", /*default=*/"true",
           "Fill core-matrix rings of loops on mbarriers with TMA where the "
           "view's base, strides and extents provably allow it (sm_90 on)">,
    Option<"simt", "simt", "bool", /*default=*/"true",
           "Also copy ahead the loads whose tiles do not end only in "
           "tensor-core dots (persistent, reduction and elementwise loops), "
           "in loops that may run more than once">,
    Option<"verifyProtocol", "verify-protocol", "bool", /*default=*/"false",
           "Model-check the protocol of every pipelined loop afterwards (as "
           "tileiras-check-pipelines does); a violation is an error">,
  ];
}

def TmaStores : Pass<"tileiras-tma-stores", "::mlir::ModuleOp"> {
  let summary = "Store tiles through TMA where the view allows it (sm_90 on)";
  let description = [{
    On targets with TMA, a weak nv_tileaa.tiled_store of a whole,
    untransposed tile whose view is made in the kernel's entry block with a
    16-byte aligned base, a contiguous last dimension and every other
    stride a multiple of 16 bytes (the producer's div_by facts), no token
    to order after (none, or the kernel's first) and none ordered after it,
    becomes nv_tileas.tma_store on the view's tensor map
    (nv_tileas.make_tma_desc of a "row_major" box, built where the view is
    made). The tile goes through shared memory once and leaves in one bulk
    copy; elements outside the view are clipped by the copy, where the
    plain store masks them. Boxes are at most 256 elements along each
    dimension, their last dimension whole 16 bytes, and from
    `min-box-bytes` to `max-box-bytes` in all (the shared memory they
    take; a smaller tile's barriers and wait cost more than they save: a
    row reduction's four stores of 16 results made it 1.4x slower on an
    H200).
    The copy's group is waited for until it has read the shared memory;
    thread 0 waits for its completion before the kernel returns. The box
    shares the CTA's shared memory (its occupancy hint's share) with the
    rings PipelineLoads made; a store that would not fit beside them stays
    per-thread. A remark
    (TmaStore) says which stores went through TMA and why the others did
    not.
  }];
  let dependentDialects = ["::mlir::nv_tileas::TileASDialect",
                           "::mlir::arith::ArithDialect"];
  let options = [
    Option<"minBoxBytes", "min-box-bytes", "unsigned", /*default=*/"4096",
           "Smallest tile, in bytes, stored through TMA">,
    Option<"maxBoxBytes", "max-box-bytes", "unsigned", /*default=*/"32768",
           "Largest tile, in bytes, stored through TMA">,
  ];
}

def WarpSpecialize : Pass<"tileiras-warp-specialize", "::mlir::ModuleOp"> {
  let summary = "Give a kernel's TMA pipeline a producer warpgroup of its own";
  let description = [{
    Runs after tileiras-pipeline-loads, on targets with TMA and wgmma
    (sm_90; not yet sm_100, whose tcgen05 dots the split does not handle).
    A kernel of one warpgroup (128 tile threads; the pipeline's full
    phases count 2 x 128 arrivals, which the producer's 128 threads make)
    whose one pipelined loop sits in its entry block and is filled by TMA
    only gets a producer warpgroup: 128
    threads beside the T threads its tiles are distributed over
    (`nv_tileas.producer_warpgroups = 1` on the function; the lowering
    launches T + 128 threads). The entry block splits before the loop's
    prologue on nv_tileas.producer_warpgroup:

    - the producer (then) runs the prologue and a copy of the loop that
      keeps only the producer side of the pipeline (producer_acquire,
      producer_expect_tx, tma_load, producer_commit) and the index
      arithmetic they need (marked `nv_tileas.pipeline_producer`);
    - the consumers (else) run the rest of the function with those ops
      removed: the loop waits for each stage, computes and releases it.

    The handshake is the one the pipeline-loads pass built: every `full`
    phase still gets two arrivals from each of 128 threads (now the
    producer's) and every `empty` phase one from each consumer thread, so
    the producer runs up to S - 1 stages ahead without the consumers
    issuing anything. Each side first moves registers with
    set_max_registers: the producer gives back all but
    `producer-registers`, the consumers take what the kernel's register
    limit over all its threads allows (128 per thread, less when the
    occupancy hint asks for more CTAs per SM), at most 256; the function
    records that limit (`nv_tileas.max_registers`, the kernel's .maxnreg).
    Ops before the split run in every thread, so the kernel is left alone
    when anything there touches memory (besides tensor maps, the
    pipeline's mbarriers and rings), or when the producer's copies need a
    memory access or a tile computed between the split and the loop; tiles
    made before the split that only the consumers use move into their
    region. A remark (WarpSpecialize) gives
    each decision.
  }];
  let dependentDialects = ["::mlir::nv_tileas::TileASDialect",
                           "::mlir::scf::SCFDialect"];
  let options = [
    Option<"producerRegisters", "producer-registers", "unsigned",
           /*default=*/"40",
           "Registers per thread the producer warpgroup keeps (a multiple "
           "of 8, at least 24)">,
  ];
}

def CheckPipelines : Pass<"tileiras-check-pipelines", "::mlir::ModuleOp"> {
  let summary = "Model-check the cp.async ring protocol of pipelined loops "
                "(commit groups or mbarriers)";
  let description = [{
    For every scf.for that reads nv_tileas ring stages, interprets the loop
    and the async ops before it (its prologue) for each trip count
    0..max-trip (only the real one when the upper bound is a constant) into
    one program per thread, and explores every interleaving of `threads`
    such threads and of the points where their copies land (and, for rings
    completed on mbarriers, where the arrivals of cp.async.mbarrier.arrive
    fire, with each mbarrier's phases and arrival counts). It proves, or
    refutes with a shortest trace: (1) no deadlock at the barriers of
    async_wait or at the parity waits of producer_acquire and
    consumer_wait; (2) no stage read before every thread's copy of its tile
    landed and became visible; (3) no copy into a stage a thread may still
    read, or while an earlier copy into it may be in flight; (4) every read
    finds its own iteration's tile (also checked on the IR: copies load the
    tile of the iteration their predicate names). See PipelineProtocol.h
    for the model.

    Each loop gets a remark (stages, rings, trip counts, threads, states
    explored) or an error naming the violated property, the trip count and
    the trace; the pass fails on an error.
  }];
  let dependentDialects = ["::mlir::nv_tileas::TileASDialect"];
  let options = [
    Option<"threads", "threads", "unsigned", /*default=*/"2",
           "Threads in the model (two expose races between threads)">,
    Option<"maxTrip", "max-trip", "int64_t", /*default=*/"0",
           "Largest trip count checked (0: twice the stages plus one)">,
    Option<"maxStates", "max-states", "uint64_t", /*default=*/"4000000",
           "States explored per trip count before giving up with an error">,
  ];
}

#endif // TILEIRAS_NVTILEAS_PASSES
