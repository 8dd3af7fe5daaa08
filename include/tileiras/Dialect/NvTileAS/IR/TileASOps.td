//===- TileASOps.td - nv_tileas operations -----------------*- tablegen -*-===//

#ifndef TILEIRAS_TILEAS_OPS
#define TILEIRAS_TILEAS_OPS

include "tileiras/Dialect/NvTileAS/IR/TileASAttrs.td"
include "tileiras/Dialect/NvTileAS/IR/TileASTypes.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"

// nv_tileaa's memref (nv_tileas ops read tiles from it).
def TileAS_Memref : Type<CPred<"::llvm::isa<::mlir::nv_tileaa::MemrefType>($_self)">,
                         "nv_tileaa memref">;

def TileAS_ConvertLayoutOp : TileAS_Op<"convert_layout", [Pure]> {
  let summary = "The same tile under another thread layout";
  let description = [{
    Moves every element to the thread and slot the result layout gives it
    (through shared memory once lowered). Shape, element type and thread
    count are unchanged.

    ```
    %1 = nv_tileas.convert_layout %0 : tensor<256xf32, #a> -> tensor<256xf32, #b>
    ```
  }];
  let arguments = (ins AnyStaticShapeTensor:$source);
  let results = (outs AnyStaticShapeTensor:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Async copy pipelines (cp.async): global tiles into rings of shared-memory
// stages, completion in commit groups. The pipelining pass
// (tileiras-pipeline-loads) builds them; nothing else does.
//===----------------------------------------------------------------------===//

def TileAS_AllocSharedOp : TileAS_Op<"alloc_shared"> {
  let summary = "A ring of shared-memory stages for one kernel";
  let description = [{
    Allocates the buffer for the whole kernel (a static shared-memory array
    of its own once lowered). Its contents are undefined until written.
    Rings with the same `arena` share one array instead (as large and as
    aligned as the largest): whoever sets it guarantees that their uses do
    not overlap in time and that a CTA barrier separates them (PipelineLoads
    gives the rings of sequential loops one arena, with an async_wait
    between the loops).

    ```
    %buf = nv_tileas.alloc_shared : !nv_tileas.smem<3, tensor<64x32xf16>>
    %next = nv_tileas.alloc_shared {arena = 0 : i64} : !nv_tileas.smem<3, tensor<64x32xf16>>
    ```
  }];
  let arguments = (ins OptionalAttr<ConfinedAttr<I64Attr, [IntNonNegative]>>:$arena);
  let results = (outs Res<TileAS_SharedBufferType, "", [MemAlloc]>:$buffer);
  let assemblyFormat = "attr-dict `:` qualified(type($buffer))";
}

def TileAS_AsyncTiledCopyOp
    : TileAS_Op<"async_tiled_copy", [AttrSizedOperandSegments]> {
  let summary = "Start copying a tile of a memref into a stage";
  let description = [{
    The tile nv_tileaa.tiled_load would read with the same memref, indices,
    steps, dim_map, padding and inbounds, copied into stage `stage` of
    `buffer` without passing through registers. The threads share the copy
    as the layout of `tile` (a tensor type with a #nv_tileas.simt encoding)
    distributes the elements: each copies its own runs (cp.async of up to
    16 bytes; runs that may be out of bounds or misaligned are loaded and
    stored synchronously, padding included). With `if %pred` false nothing
    is copied. The copy completes in the issuing thread at the
    nv_tileas.async_wait that retires its commit group; until then the
    stage must not be read, and nothing else may write it.

    ```
    nv_tileas.async_tiled_copy %m[%i, %k] into %buf[%s] if %p steps [64, 32]
        dim_map [0, 1] padding 0.0 : f16 {tile = tensor<64x32xf16, #simt>}
        : !nv_tileaa.memref<f16, 2>[i32, i32], !nv_tileas.smem<3, tensor<64x32xf16>>
    ```
  }];
  let arguments = (ins Arg<TileAS_Memref, "", [MemRead]>:$memref,
                       Variadic<AnySignlessInteger>:$indices,
                       Arg<TileAS_SharedBufferType, "", [MemWrite]>:$buffer,
                       I32:$stage, Optional<I1>:$predicate,
                       DenseI64ArrayAttr:$steps, DenseI32ArrayAttr:$dim_map,
                       OptionalAttr<TypedAttrInterface>:$padding,
                       OptionalAttr<DenseBoolArrayAttr>:$inbounds,
                       TypeAttrOf<AnyStaticShapeTensor>:$tile);
  let assemblyFormat = [{
    $memref `[` $indices `]` `into` $buffer `[` $stage `]` (`if` $predicate^)?
    `steps` $steps `dim_map` $dim_map (`padding` $padding^)? attr-dict
    `:` type($memref) `[` type($indices) `]` `,` qualified(type($buffer))
  }];
  let extraClassDeclaration = [{
    /// Async copies are weak reads (what the vector-access planner asks).
    ::mlir::nv_tileaa::MemSemantic getSem() {
      return ::mlir::nv_tileaa::MemSemantic::weak;
    }
    ::mlir::RankedTensorType getTileType() {
      return ::llvm::cast<::mlir::RankedTensorType>(getTile());
    }
  }];
  let hasVerifier = 1;
}

def TileAS_AsyncCommitOp : TileAS_Op<"async_commit"> {
  let summary = "Close the issuing thread's current group of async copies";
  let description = [{
    The copies the thread started since its last commit form one group;
    groups complete in order (cp.async.commit_group). A commit with no
    copies makes an empty group, which keeps the group count of every
    iteration the same.
  }];
  let assemblyFormat = "attr-dict";
}

def TileAS_AsyncWaitOp : TileAS_Op<"async_wait"> {
  let summary = "Wait for all but the newest groups, then a CTA barrier";
  let description = [{
    Every thread waits until at most `pending` of its most recent commit
    groups are incomplete (cp.async.wait_group), then the CTA synchronizes,
    so the stages those groups filled hold every thread's part and the
    reads of earlier stages are over. With `async_proxy` each thread also
    makes its copies visible to the async proxy (fence.proxy.async) before
    the barrier: wgmma and tcgen05 read the stages through it.

    With `thread_private` there is no barrier: each thread reads back only
    the parts of the stages it copied itself (tileiras-pipeline-loads
    promises it for rings of SIMT loops, and tileiras-check-pipelines checks
    it), which its own wait_group makes visible to it.

    ```
    nv_tileas.async_wait {pending = 1 : i32}
    nv_tileas.async_wait thread_private {pending = 2 : i32}
    ```
  }];
  let arguments = (ins ConfinedAttr<I32Attr, [IntNonNegative]>:$pending,
                       UnitAttr:$async_proxy, UnitAttr:$thread_private);
  let assemblyFormat =
      "(`async_proxy` $async_proxy^)? (`thread_private` $thread_private^)? "
      "attr-dict";
  let hasVerifier = 1;
  // No memory-effect interface: it may touch anything, so no access moves
  // across it.
}

def TileAS_LocalLoadOp : TileAS_Op<"local_load"> {
  let summary = "Read one stage of a shared buffer as a distributed tile";
  let description = [{
    The tile in stage `stage`, in the result's layout. A dot reading an
    operand produced here takes its fragments from the stage directly
    (ldmatrix for 16-bit elements) and the registers of this op go unused.

    ```
    %a = nv_tileas.local_load %buf[%s] : !nv_tileas.smem<3, tensor<64x32xf16>>
        -> tensor<64x32xf16, #simt>
    ```
  }];
  let arguments = (ins Arg<TileAS_SharedBufferType, "", [MemRead]>:$buffer,
                       I32:$stage);
  let results = (outs AnyStaticShapeTensor:$result);
  let assemblyFormat = [{
    $buffer `[` $stage `]` attr-dict `:` qualified(type($buffer)) `->`
    type($result)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// mbarrier-completed rings: instead of commit groups and a CTA barrier per
// iteration, each stage has a `full` and an `empty` mbarrier
// (!nv_tileas.pipeline). Every thread is both a producer (it copies its
// part of each stage) and a consumer (it reads every thread's part).
//===----------------------------------------------------------------------===//

class TileAS_PipelineStageOp<string mnemonic, list<Trait> traits = []>
    : TileAS_Op<mnemonic, traits> {
  let hasVerifier = 1;
  // No memory-effect interface: waits and arrivals order every access.
}

def TileAS_CreatePipelineOp : TileAS_Op<"create_pipeline"> {
  let summary = "Initialize the mbarriers of a pipeline for `threads` threads";
  let description = [{
    Allocates the pipeline's mbarriers for the whole kernel and initializes
    them once (one thread; a CTA barrier makes the initialization visible
    before any thread uses them): every `full` mbarrier expects two
    arrivals per thread (producer_commit), every `empty` one one arrival
    per thread (consumer_release). `threads` is the CTA's thread count;
    all of them must take part in every phase.

    ```
    %p = nv_tileas.create_pipeline threads(128) : !nv_tileas.pipeline<3>
    ```
  }];
  let arguments = (ins ConfinedAttr<I32Attr, [IntPositive]>:$threads);
  let results = (outs Res<TileAS_PipelineType, "", [MemAlloc]>:$pipeline);
  let assemblyFormat =
      "`threads` `(` $threads `)` attr-dict `:` qualified(type($pipeline))";
  let hasVerifier = 1;
}

def TileAS_ProducerAcquireOp : TileAS_PipelineStageOp<"producer_acquire"> {
  let summary = "Wait until every thread is done reading a stage";
  let description = [{
    Waits for the phase of parity `parity` of the stage's `empty` mbarrier
    (acquire): the reads of the stage's previous fill are over once every
    thread released it. Before a stage's first fill, parity 1 returns at
    once (the phase before phase 0 counts as completed).

    ```
    nv_tileas.producer_acquire %p[%s] parity %ph : !nv_tileas.pipeline<3>
    ```
  }];
  let arguments = (ins TileAS_PipelineType:$pipeline, I32:$stage, I1:$parity);
  let assemblyFormat = [{
    $pipeline `[` $stage `]` `parity` $parity attr-dict `:`
    qualified(type($pipeline))
  }];
}

def TileAS_ProducerCommitOp : TileAS_PipelineStageOp<"producer_commit"> {
  let summary = "Arrive on a stage's full mbarrier when the thread's copies land";
  let description = [{
    Two arrivals on the stage's `full` mbarrier: one the hardware makes once
    every async copy the thread issued before has completed
    (cp.async.mbarrier.arrive.noinc), and one at once with release
    semantics, which publishes what the thread stored synchronously
    (the runs of a copy that cp.async cannot move).

    ```
    nv_tileas.producer_commit %p[%s] : !nv_tileas.pipeline<3>
    ```
  }];
  let arguments = (ins TileAS_PipelineType:$pipeline, I32:$stage);
  let assemblyFormat =
      "$pipeline `[` $stage `]` attr-dict `:` qualified(type($pipeline))";
}

def TileAS_ConsumerWaitOp : TileAS_PipelineStageOp<"consumer_wait"> {
  let summary = "Wait until every thread's copies into a stage have landed";
  let description = [{
    Waits for the phase of parity `parity` of the stage's `full` mbarrier
    (acquire): every thread's copies of that fill are then visible to the
    waiting thread. With `async_proxy` the thread then fences the generic
    proxy against the async proxy (fence.proxy.async) before wgmma or
    tcgen05 read the stage through it.

    ```
    nv_tileas.consumer_wait %p[%s] parity %ph async_proxy
        : !nv_tileas.pipeline<3>
    ```
  }];
  let arguments = (ins TileAS_PipelineType:$pipeline, I32:$stage, I1:$parity,
                       UnitAttr:$async_proxy);
  let assemblyFormat = [{
    $pipeline `[` $stage `]` `parity` $parity (`async_proxy` $async_proxy^)?
    attr-dict `:` qualified(type($pipeline))
  }];
}

def TileAS_ConsumerReleaseOp : TileAS_PipelineStageOp<"consumer_release"> {
  let summary = "Arrive on a stage's empty mbarrier after the last read";
  let description = [{
    One arrival (release) on the stage's `empty` mbarrier: the thread's
    reads of the stage are over and it may be refilled.

    ```
    nv_tileas.consumer_release %p[%s] : !nv_tileas.pipeline<3>
    ```
  }];
  let arguments = (ins TileAS_PipelineType:$pipeline, I32:$stage);
  let assemblyFormat =
      "$pipeline `[` $stage `]` attr-dict `:` qualified(type($pipeline))";
}

def TileAS_WarpgroupWaitOp : TileAS_Op<"warpgroup_wait"> {
  let summary = "Wait until at most `pending` warpgroup MMA groups are in flight";
  let description = [{
    wgmma.wait_group: the thread waits until at most `pending` of its most
    recent groups of warpgroup MMAs are incomplete (dots marked
    `nv_tileas.mma_in_flight` commit their group and do not wait for it).
    The older groups' reads of shared memory are over and their
    accumulators may be read. A pipelined loop keeps one group in flight
    across its back edge (`pending = 1`) and retires the last after the
    loop (`pending = 0`).

    `values` (accumulators of the retired groups) come back as the results,
    unchanged: their readers then depend on the wait, so no read of a
    register of a group in flight is moved above it.

    ```
    nv_tileas.warpgroup_wait {pending = 1 : i32}
    %acc = nv_tileas.warpgroup_wait %d : tensor<64x64xf32, #l>
        -> tensor<64x64xf32, #l> {pending = 0 : i32}
    ```
  }];
  let arguments = (ins Variadic<AnyRankedTensor>:$values,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$pending);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let assemblyFormat =
      "($values^ `:` type($values) `->` type($results))? attr-dict";
  let builders = [
    OpBuilder<(ins "ValueRange":$values, "int64_t":$pending), [{
      build($_builder, $_state, values.getTypes(), values,
            $_builder.getI32IntegerAttr(pending));
    }]>];
  let hasVerifier = 1;
  // No memory-effect interface: no access moves across it.
}

//===----------------------------------------------------------------------===//
// TMA (sm_90 on): a thread copies a whole box into a stage with
// cp.async.bulk.tensor, completing on the stage's `full` mbarrier with a
// byte count (expect-tx) instead of an arrival per copying thread.
//===----------------------------------------------------------------------===//

def TileAS_MakeTmaDescOp : TileAS_Op<"make_tma_desc"> {
  let summary = "Build the tensor map of a view in the kernel";
  let description = [{
    Encodes the view's base, extents and strides (runtime values: producers
    pass raw pointers) into a tensor map for boxes of the result type, in
    global memory the CTA holds until it exits. Must sit in the kernel's
    entry block, where every thread of the CTA runs it. Undefined unless
    the base is 16-byte aligned, the last dimension is contiguous and every
    other stride is a multiple of 16 bytes below 2^40.

    ```
    %d = nv_tileas.make_tma_desc %m : !nv_tileaa.memref<f16, 2>
        -> !nv_tileas.tma_desc<tensor<64x32xf16>, "core_k">
    ```
  }];
  let arguments = (ins TileAS_Memref:$memref);
  let results = (outs Res<TileAS_TmaDescType, "", [MemAlloc]>:$desc);
  let assemblyFormat = [{
    $memref attr-dict `:` type($memref) `->` qualified(type($desc))
  }];
  let hasVerifier = 1;
}

def TileAS_TmaLoadOp
    : TileAS_Op<"tma_load", [AttrSizedOperandSegments]> {
  let summary = "Start a TMA copy of a box into a stage of a pipelined ring";
  let description = [{
    One thread (thread 0) copies the box of `desc` whose first element is
    at `indices` (element coordinates of the view, one i32 per dimension)
    into stage `stage` of `buffer`; elements outside the view read as
    zero. The copy completes on the `full` mbarrier of the same stage of
    `pipeline` by the box's bytes, which a producer_expect_tx of that fill
    must announce. With `if %pred` false nothing is copied.

    ```
    nv_tileas.tma_load %d[%m0, %k0] into %buf[%s] on %p if %pred
        : !nv_tileas.tma_desc<tensor<64x32xf16>, "core_k">,
          !nv_tileas.smem<3, tensor<64x32xf16>, "core_k">, !nv_tileas.pipeline<3>
    ```
  }];
  let arguments = (ins Arg<TileAS_TmaDescType, "", [MemRead]>:$desc,
                       Variadic<I32>:$indices,
                       Arg<TileAS_SharedBufferType, "", [MemWrite]>:$buffer,
                       I32:$stage, TileAS_PipelineType:$pipeline,
                       Optional<I1>:$predicate);
  let assemblyFormat = [{
    $desc `[` $indices `]` `into` $buffer `[` $stage `]` `on` $pipeline
    (`if` $predicate^)? attr-dict `:` qualified(type($desc)) `,`
    qualified(type($buffer)) `,` qualified(type($pipeline))
  }];
  let hasVerifier = 1;
}

def TileAS_ProducerExpectTxOp : TileAS_PipelineStageOp<"producer_expect_tx"> {
  let summary = "Announce the bytes TMA copies will complete on a stage";
  let description = [{
    Thread 0 raises the transaction count of the current phase of the
    stage's `full` mbarrier by `bytes` (mbarrier.expect_tx), before its own
    arrival in producer_commit: the phase then also waits for that many
    bytes of tma_load copies to land.

    ```
    nv_tileas.producer_expect_tx %p[%s] bytes(4096) : !nv_tileas.pipeline<3>
    ```
  }];
  let arguments = (ins TileAS_PipelineType:$pipeline, I32:$stage,
                       ConfinedAttr<I32Attr, [IntPositive]>:$bytes);
  let assemblyFormat = [{
    $pipeline `[` $stage `]` `bytes` `(` $bytes `)` attr-dict `:`
    qualified(type($pipeline))
  }];
}

def TileAS_TmaStoreOp : TileAS_Op<"tma_store"> {
  let summary = "Store a tile through TMA: shared memory, then one bulk copy";
  let description = [{
    Every thread of the CTA runs it. The threads write their elements of
    `value` to shared memory as the box of `desc` lies there ("row_major",
    or the swizzle atoms of "swizzle_k": the tile's rows along the last
    dimension), and thread 0 copies the box to the view at `indices` (element
    coordinates, one i32 per dimension) with cp.async.bulk.tensor; elements
    outside the view are not written. Thread 0 waits for the copy to
    complete before the op returns, so the shared memory is free again and
    the tensor map may be released at the kernel's exit.

    ```
    nv_tileas.tma_store %t, %d[%m0, %n0]
        : tensor<64x64xf16, #simt>, !nv_tileas.tma_desc<tensor<64x64xf16>, "swizzle_k">
    ```
  }];
  let arguments = (ins AnyStaticShapeTensor:$value,
                       Arg<TileAS_TmaDescType, "", [MemRead, MemWrite]>:$desc,
                       Variadic<I32>:$indices);
  let assemblyFormat = [{
    $value `,` $desc `[` $indices `]` attr-dict `:` type($value) `,`
    qualified(type($desc))
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Warp specialization (sm_90 on): a producer warpgroup beside the kernel's
// threads issues a pipeline's copies while they compute.
//===----------------------------------------------------------------------===//

def TileAS_ProducerWarpgroupOp : TileAS_Op<"producer_warpgroup", [Pure]> {
  let summary = "Whether the thread belongs to the kernel's producer warpgroup";
  let description = [{
    True in the 128 threads a warp-specialized kernel (a function with
    `nv_tileas.producer_warpgroups = 1`) runs beside the `T` threads its
    tiles are distributed over: threads T .. T+127, false in threads
    0 .. T-1. An scf.if on it separates what the producer runs (then) from
    what the tiles' threads run (else).

    ```
    %p = nv_tileas.producer_warpgroup
    ```
  }];
  let results = (outs I1:$result);
  let assemblyFormat = "attr-dict";
  let hasVerifier = 1;
}

def TileAS_SetMaxRegistersOp : TileAS_Op<"set_max_registers"> {
  let summary = "Move the executing warpgroup's registers to or from the pool";
  let description = [{
    setmaxnreg: every warp of the warpgroup runs it at once; `dec` gives
    the registers above `count` per thread back to the CTA's pool, `inc`
    waits until the pool holds enough to raise the warpgroup to `count`.
    `count` is a multiple of 8 in [24, 256].

    ```
    nv_tileas.set_max_registers dec 40
    nv_tileas.set_max_registers inc 216
    ```
  }];
  let arguments = (ins UnitAttr:$increase, I32Attr:$count);
  let assemblyFormat = "(`inc` $increase^):(`dec`)? $count attr-dict";
  let hasVerifier = 1;
}

#endif // TILEIRAS_TILEAS_OPS
