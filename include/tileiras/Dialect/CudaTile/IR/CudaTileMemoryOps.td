//===- CudaTileMemoryOps.td - views, memory, tokens, atomics -*- tablegen -*-===//
//
// The `_tko` ops take an optional input token and return a result token that
// orders later memory operations. Their textual forms are hand-written (see
// CudaTileMemoryOps.cpp) because optional operands, per-index types and the
// `ordering [scope]` keywords do not fit a declarative format.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_CUDATILE_MEMORYOPS
#define TILEIRAS_CUDATILE_MEMORYOPS

include "tileiras/Dialect/CudaTile/IR/CudaTileOpBase.td"

def CudaTile_OptHints : OptionalAttr<CudaTile_OptimizationHintsAttr>;

def CudaTile_MakeTensorViewOp : CudaTile_Op<"make_tensor_view", [NoMemoryEffect,
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "Build a global-memory tensor descriptor";
  let arguments = (ins CudaTile_ScalarPointer:$base,
                       Variadic<CudaTile_ScalarInt>:$dynamicShape,
                       Variadic<CudaTile_ScalarInt>:$dynamicStrides);
  let results = (outs CudaTile_TensorView:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

class CudaTile_MakeViewOp<string mnemonic, Type viewType>
    : CudaTile_Op<mnemonic, [Pure,
        DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let arguments = (ins CudaTile_TensorView:$tensor_view);
  let results = (outs viewType:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}
def CudaTile_MakePartitionViewOp : CudaTile_MakeViewOp<"make_partition_view",
    Type<CPred<"::llvm::isa<::mlir::cuda_tile::PartitionViewType>($_self)">, "partition_view type">> {
  let summary = "Tile a tensor_view into a grid";
}
def CudaTile_MakeStridedViewOp : CudaTile_MakeViewOp<"make_strided_view",
    Type<CPred<"::llvm::isa<::mlir::cuda_tile::StridedViewType>($_self)">, "strided_view type">> {
  let summary = "Tile a tensor_view with explicit traversal strides (13.3)";
}
def CudaTile_MakeGatherScatterViewOp : CudaTile_MakeViewOp<"make_gather_scatter_view",
    Type<CPred<"::llvm::isa<::mlir::cuda_tile::GatherScatterViewType>($_self)">,
         "gather_scatter_view type">> {
  let summary = "Tile a tensor_view with one gathered dimension (13.3)";
}

def CudaTile_GetTensorShapeOp : CudaTile_Op<"get_tensor_shape", [NoMemoryEffect]> {
  let summary = "Runtime shape of a tensor_view";
  let arguments = (ins CudaTile_TensorView:$src);
  let results = (outs Variadic<CudaTile_ScalarInt>:$results);
  // `$src attr-dict : SRC_TYPE -> RESULT_TYPE`; hand-written so that the
  // parser can name a wrong source type (13.1 parser message).
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}
def CudaTile_GetIndexSpaceShapeOp : CudaTile_Op<"get_index_space_shape", [Pure]> {
  let summary = "Number of tiles per dimension of a view";
  let arguments = (ins CudaTile_TileView:$src);
  let results = (outs Variadic<CudaTile_ScalarInt>:$results);
  // `$src attr-dict : SRC_TYPE -> RESULT_TYPE`; hand-written so that the
  // parser can name a wrong source type (13.1 parser message).
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_LoadViewTkoOp : CudaTile_Op<"load_view_tko", [AttrSizedOperandSegments,
    MemoryEffects<[MemRead]>]> {
  let summary = "Load one tile of a view";
  let arguments = (ins CudaTile_MemoryOrderingSemantics:$memory_ordering_semantics,
                       OptionalAttr<CudaTile_MemoryScope>:$memory_scope,
                       CudaTile_OptHints:$optimization_hints,
                       OptionalAttr<DenseBoolArrayAttr>:$inbounds,
                       CudaTile_TileView:$view, Variadic<CudaTile_IntTile>:$index,
                       Optional<CudaTile_Token>:$token);
  let results = (outs CudaTile_AnyTile:$tile, CudaTile_Token:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_StoreViewTkoOp : CudaTile_Op<"store_view_tko", [AttrSizedOperandSegments,
    MemoryEffects<[MemWrite]>]> {
  let summary = "Store one tile into a view";
  let arguments = (ins CudaTile_MemoryOrderingSemantics:$memory_ordering_semantics,
                       OptionalAttr<CudaTile_MemoryScope>:$memory_scope,
                       CudaTile_OptHints:$optimization_hints,
                       OptionalAttr<DenseBoolArrayAttr>:$inbounds,
                       CudaTile_AnyTile:$tile, CudaTile_TileView:$view,
                       Variadic<CudaTile_IntTile>:$index, Optional<CudaTile_Token>:$token);
  let results = (outs CudaTile_Token:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_LoadPtrTkoOp : CudaTile_Op<"load_ptr_tko", [AttrSizedOperandSegments,
    MemoryEffects<[MemRead]>,
    TypesMatchWith<"`source` type is expected a pointer type of `result` type",
                   "result", "source", "::mlir::cuda_tile::getPointerTileOf($_self)",
                   "::mlir::cuda_tile::pointerTilesMatch">,
    // Optional operands go through the accessors: ODS expands `$mask` to a
    // dereference of a possibly empty operand range.
    PredOpTrait<"shape of 'mask' must match the shape of 'source'",
                CPred<"::mlir::cuda_tile::optionalShapeMatches("
                      "::llvm::cast<::mlir::cuda_tile::LoadPtrTkoOp>(&$_op).getMask(), $source)">>,
    PredOpTrait<"type of 'paddingValue' must match the type of 'result'",
                CPred<"!::llvm::cast<::mlir::cuda_tile::LoadPtrTkoOp>(&$_op).getPaddingValue() || "
                      "::llvm::cast<::mlir::cuda_tile::LoadPtrTkoOp>(&$_op).getPaddingValue()"
                      ".getType() == $result.getType()">>]> {
  let summary = "Gather through a tile of pointers";
  let arguments = (ins CudaTile_MemoryOrderingSemantics:$memory_ordering_semantics,
                       OptionalAttr<CudaTile_MemoryScope>:$memory_scope,
                       CudaTile_PointerTile:$source, Optional<CudaTile_I1Tile>:$mask,
                       Optional<CudaTile_NumberTile>:$paddingValue,
                       Optional<CudaTile_Token>:$token, CudaTile_OptHints:$optimization_hints);
  let results = (outs CudaTile_NumberTile:$result, CudaTile_Token:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_StorePtrTkoOp : CudaTile_Op<"store_ptr_tko", [AttrSizedOperandSegments,
    MemoryEffects<[MemWrite]>,
    TypesMatchWith<"`destination` type is expected a pointer type of `value` type",
                   "value", "destination", "::mlir::cuda_tile::getPointerTileOf($_self)",
                   "::mlir::cuda_tile::pointerTilesMatch">,
    PredOpTrait<"shape of 'destination' must match the shape of 'mask'",
                CPred<"::mlir::cuda_tile::optionalShapeMatches("
                      "::llvm::cast<::mlir::cuda_tile::StorePtrTkoOp>(&$_op).getMask(), "
                      "$destination)">>]> {
  let summary = "Scatter through a tile of pointers";
  let arguments = (ins CudaTile_MemoryOrderingSemantics:$memory_ordering_semantics,
                       OptionalAttr<CudaTile_MemoryScope>:$memory_scope,
                       CudaTile_PointerTile:$destination, CudaTile_NumberTile:$value,
                       Optional<CudaTile_I1Tile>:$mask, Optional<CudaTile_Token>:$token,
                       CudaTile_OptHints:$optimization_hints);
  let results = (outs CudaTile_Token:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_AtomicRMWTkoOp : CudaTile_Op<"atomic_rmw_tko", [AttrSizedOperandSegments,
    MemoryEffects<[MemRead, MemWrite]>, AllTypesMatch<["arg", "result"]>]> {
  let summary = "Per-element atomic read-modify-write";
  let arguments = (ins CudaTile_MemoryOrderingSemantics:$memory_ordering_semantics,
                       CudaTile_MemoryScope:$memory_scope,
                       CudaTile_PointerTile:$pointers, CudaTile_AtomicRMWMode:$mode,
                       CudaTile_NumberTile:$arg, Optional<CudaTile_I1Tile>:$mask,
                       Optional<CudaTile_Token>:$token);
  let results = (outs CudaTile_NumberTile:$result, CudaTile_Token:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_AtomicCASTkoOp : CudaTile_Op<"atomic_cas_tko", [AttrSizedOperandSegments,
    MemoryEffects<[MemRead, MemWrite]>, AllTypesMatch<["cmp", "val", "result"]>]> {
  let summary = "Per-element atomic compare-and-swap";
  let arguments = (ins CudaTile_MemoryOrderingSemantics:$memory_ordering_semantics,
                       CudaTile_MemoryScope:$memory_scope,
                       CudaTile_PointerTile:$pointers, CudaTile_NumberTile:$cmp,
                       CudaTile_NumberTile:$val, Optional<CudaTile_I1Tile>:$mask,
                       Optional<CudaTile_Token>:$token);
  let results = (outs CudaTile_NumberTile:$result, CudaTile_Token:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_AtomicRedViewTkoOp : CudaTile_Op<"atomic_red_view_tko", [AttrSizedOperandSegments,
    MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "Tile-wise atomic reduction into a view (13.3)";
  let arguments = (ins CudaTile_MemoryOrderingSemantics:$memory_ordering_semantics,
                       CudaTile_MemoryScope:$memory_scope, CudaTile_AtomicRMWMode:$mode,
                       OptionalAttr<DenseBoolArrayAttr>:$inbounds,
                       CudaTile_TileView:$view, Variadic<CudaTile_IntTile>:$index,
                       CudaTile_AnyTile:$value, Optional<CudaTile_Token>:$token);
  let results = (outs CudaTile_Token:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

// Multimem ops (13.5): one tile of a view over a multicast pointer, accessed
// in every memory of the multicast group (PTX multimem.*). Printed as NVIDIA
// 13.5 prints them (MultimemOps.cpp).
def CudaTile_MultimemLoadReduceViewTkoOp : CudaTile_Op<"multimem_load_reduce_view_tko",
    [AttrSizedOperandSegments, MemoryEffects<[MemRead]>]> {
  let summary = "Load one tile from every memory of a multicast group, reduced (13.5)";
  let arguments = (ins CudaTile_MemoryOrderingSemantics:$memory_ordering_semantics,
                       OptionalAttr<CudaTile_MemoryScope>:$memory_scope,
                       DefaultValuedAttr<CudaTile_MultimemReductionKindAttr,
                           "::mlir::cuda_tile::MultimemReductionKind::Add">:$reduction,
                       OptionalAttr<DenseBoolArrayAttr>:$inbounds,
                       CudaTile_TileView:$view, Variadic<CudaTile_IntTile>:$index,
                       Optional<CudaTile_Token>:$token);
  let results = (outs CudaTile_AnyTile:$reduced_values, CudaTile_Token:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_MultimemReduceViewTkoOp : CudaTile_Op<"multimem_reduce_view_tko",
    [AttrSizedOperandSegments, MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "Reduce one tile into every memory of a multicast group (13.5)";
  let arguments = (ins CudaTile_MemoryOrderingSemantics:$memory_ordering_semantics,
                       CudaTile_MemoryScope:$memory_scope,
                       DefaultValuedAttr<CudaTile_MultimemReductionKindAttr,
                           "::mlir::cuda_tile::MultimemReductionKind::Add">:$reduction,
                       OptionalAttr<DenseBoolArrayAttr>:$inbounds,
                       CudaTile_TileView:$view, CudaTile_AnyTile:$tile,
                       Variadic<CudaTile_IntTile>:$index, Optional<CudaTile_Token>:$token);
  let results = (outs CudaTile_Token:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_MultimemStoreViewTkoOp : CudaTile_Op<"multimem_store_view_tko",
    [AttrSizedOperandSegments, MemoryEffects<[MemWrite]>]> {
  let summary = "Store one tile into every memory of a multicast group (13.5)";
  let arguments = (ins CudaTile_MemoryOrderingSemantics:$memory_ordering_semantics,
                       OptionalAttr<CudaTile_MemoryScope>:$memory_scope,
                       OptionalAttr<DenseBoolArrayAttr>:$inbounds,
                       CudaTile_TileView:$view, CudaTile_AnyTile:$tile,
                       Variadic<CudaTile_IntTile>:$index, Optional<CudaTile_Token>:$token);
  let results = (outs CudaTile_Token:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_AllocaOp : CudaTile_Op<"alloca", [MemoryEffects<[MemAlloc]>]> {
  let summary = "Scratch allocation (13.3)";
  let arguments = (ins I64Attr:$num_elem, I64Attr:$alignment, UnitAttr:$global);
  let results = (outs CudaTile_ScalarPointer:$result);
  let assemblyFormat = [{
    (`global` $global^)? `num_elem` `=` $num_elem `,` `alignment` `=` $alignment attr-dict
    `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_MakeTokenOp : CudaTile_Op<"make_token", [Pure]> {
  let summary = "A fresh token with no dependencies";
  let results = (outs CudaTile_Token:$result);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($result))";
}

def CudaTile_JoinTokensOp : CudaTile_Op<"join_tokens", [Pure]> {
  let summary = "A token that depends on all inputs";
  let arguments = (ins Variadic<CudaTile_Token>:$tokens);
  let results = (outs CudaTile_Token:$result);
  let assemblyFormat = "$tokens attr-dict `:` custom<CudaTileType>(type($result))";
  let hasVerifier = 1;
}

// Programmatic dependent launch (grid dependency control), 13.4.
class CudaTile_GdcOp<string mnemonic> : CudaTile_Op<mnemonic,
    [MemoryEffects<[MemRead, MemWrite]>]> {
  let arguments = (ins Optional<CudaTile_Token>:$token);
  let results = (outs CudaTile_Token:$result_token);
  let assemblyFormat = [{
    (`token` `=` $token^)? attr-dict `->` custom<CudaTileType>(type($result_token))
  }];
}
def CudaTile_GdcWaitTkoOp : CudaTile_GdcOp<"gdc_wait_tko"> {
  let summary = "Wait until the grids this one depends on have completed (13.4)";
}
def CudaTile_GdcLaunchDependentsTkoOp : CudaTile_GdcOp<"gdc_launch_dependents_tko"> {
  let summary = "Allow dependent grids to launch (13.4)";
}

def CudaTile_MemoryFenceAliasTkoOp : CudaTile_Op<"memory_fence_alias_tko",
    [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "Order accesses through aliasing views (13.4)";
  let arguments = (ins CudaTile_Token:$token);
  let results = (outs CudaTile_Token:$result_token);
  let assemblyFormat = [{
    $token attr-dict
  }];
}

#endif // TILEIRAS_CUDATILE_MEMORYOPS
