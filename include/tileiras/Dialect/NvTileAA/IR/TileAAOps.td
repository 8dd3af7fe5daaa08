//===- TileAAOps.td - nv_tileaa operations -----------------*- tablegen -*-===//
//
// Element order is row-major everywhere: a tile's linear index is the
// row-major index of its coordinate, which is what the distributed lowering
// assigns to threads.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_TILEAA_OPS
#define TILEIRAS_TILEAA_OPS

include "tileiras/Dialect/NvTileAA/IR/TileAATypes.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/SymbolInterfaces.td"

def TileAA_MemToken : Type<CPred<"::llvm::isa<::mlir::nv_tileaa::MemTokenType>($_self)">,
                           "nv_tileaa memory token">,
    BuildableType<"::mlir::nv_tileaa::MemTokenType::get($_builder.getContext())">;
def TileAA_Memref : Type<CPred<"::llvm::isa<::mlir::nv_tileaa::MemrefType>($_self)">,
                         "nv_tileaa memref">;

//===----------------------------------------------------------------------===//
// Grid
//===----------------------------------------------------------------------===//

def TileAA_GetProgramIdOp : TileAA_Op<"get_program_id", [Pure]> {
  let summary = "This tile block's index along one grid dimension";
  let arguments = (ins ConfinedAttr<I32Attr, [IntMinValue<0>, IntMaxValue<2>]>:$dim);
  let results = (outs I32:$result);
  let assemblyFormat = "$dim attr-dict";
}

def TileAA_GetNumProgramsOp : TileAA_Op<"get_num_programs", [Pure]> {
  let summary = "The number of tile blocks along one grid dimension";
  let arguments = (ins ConfinedAttr<I32Attr, [IntMinValue<0>, IntMaxValue<2>]>:$dim);
  let results = (outs I32:$result);
  let assemblyFormat = "$dim attr-dict";
}

//===----------------------------------------------------------------------===//
// Shape ops: each moves elements between threads once distributed.
//===----------------------------------------------------------------------===//

def TileAA_SplatOp : TileAA_Op<"splat", [Pure]> {
  let summary = "A tile with every element equal to a scalar";
  let arguments = (ins AnyType:$value);
  let results = (outs AnyStaticShapeTensor:$result);
  let assemblyFormat = "$value attr-dict `:` type($value) `->` type($result)";
  let hasVerifier = 1;
}

def TileAA_ItemOp : TileAA_Op<"item", [Pure]> {
  let summary = "The single element of a one-element tile";
  let arguments = (ins AnyStaticShapeTensor:$source);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
  let hasVerifier = 1;
}

def TileAA_BroadcastOp : TileAA_Op<"broadcast", [Pure]> {
  let summary = "Repeat size-1 dimensions up to the result shape";
  let arguments = (ins AnyStaticShapeTensor:$source);
  let results = (outs AnyStaticShapeTensor:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
  let hasVerifier = 1;
}

def TileAA_ReshapeOp : TileAA_Op<"reshape", [Pure]> {
  let summary = "Same elements in the same row-major order, another shape";
  let arguments = (ins AnyStaticShapeTensor:$source);
  let results = (outs AnyStaticShapeTensor:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
  let hasVerifier = 1;
}

def TileAA_PermuteOp : TileAA_Op<"permute", [Pure]> {
  let summary = "Reorder dimensions: result dim i is source dim permutation[i]";
  let arguments = (ins AnyStaticShapeTensor:$source, DenseI32ArrayAttr:$permutation);
  let results = (outs AnyStaticShapeTensor:$result);
  let assemblyFormat = "$source $permutation attr-dict `:` type($source) `->` type($result)";
  let hasVerifier = 1;
}

def TileAA_ExtractOp : TileAA_Op<"extract", [Pure]> {
  let summary = "The sub-tile at a tile index (element offset index * result shape)";
  let arguments = (ins AnyStaticShapeTensor:$source, Variadic<AnySignlessInteger>:$indices);
  let results = (outs AnyStaticShapeTensor:$result);
  let assemblyFormat = [{
    $source `[` $indices `]` attr-dict `:` type($source) `[` type($indices) `]` `->` type($result)
  }];
  let hasVerifier = 1;
}

def TileAA_CatOp : TileAA_Op<"cat", [Pure]> {
  let summary = "Concatenate two tiles along one dimension";
  let arguments = (ins AnyStaticShapeTensor:$lhs, AnyStaticShapeTensor:$rhs,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$dim);
  let results = (outs AnyStaticShapeTensor:$result);
  let assemblyFormat = "$lhs `,` $rhs `dim` `=` $dim attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)";
  let hasVerifier = 1;
}

// The inverse of extract: `source` replaces the slice of `dest` at element
// offset indices * shape(source).
def TileAA_InsertOp : TileAA_Op<"insert", [Pure, AllTypesMatch<["dest", "result"]>]> {
  let summary = "Replace the sub-tile at a tile index";
  let arguments = (ins AnyStaticShapeTensor:$source, AnyStaticShapeTensor:$dest,
                       Variadic<AnySignlessInteger>:$indices);
  let results = (outs AnyStaticShapeTensor:$result);
  let assemblyFormat = [{
    $source `,` $dest `[` $indices `]` attr-dict `:` type($source) `,` type($dest) `[` type($indices) `]`
  }];
  let hasVerifier = 1;
}

def TileAA_MakeRangeOp : TileAA_Op<"make_range", [Pure]> {
  let summary = "The 1-D tile 0, 1, ..., N-1";
  let results = (outs 1DTensorOf<[AnySignlessInteger]>:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

// cuda_tile pack/unpack: the source elements as one little-endian bit
// stream (element i at bits [i * w, (i + 1) * w)), cut into elements of the
// result type. Element widths are whole bytes.
def TileAA_RepackOp : TileAA_Op<"repack", [Pure]> {
  let summary = "Reinterpret a 1-D tile's bytes as elements of another width";
  let arguments = (ins 1DTensorOf<[AnyType]>:$source);
  let results = (outs 1DTensorOf<[AnyType]>:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Pointers and views
//===----------------------------------------------------------------------===//

def TileAA_AddPtrOp : TileAA_Op<"addptr", [Pure, AllTypesMatch<["base", "result"]>]> {
  let summary = "Advance pointers by a number of elements";
  let arguments = (ins TileAA_PtrLike:$base, TileAA_IntLike:$offset);
  let results = (outs TileAA_PtrLike:$result);
  let assemblyFormat = "$base `,` $offset attr-dict `:` type($base) `,` type($offset)";
  let hasVerifier = 1;
}

def TileAA_PtrToIntOp : TileAA_Op<"ptr_to_int", [Pure]> {
  let summary = "The address of each pointer as an i64";
  let arguments = (ins TileAA_PtrLike:$source);
  let results = (outs TileAA_IntLike:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
  let hasVerifier = 1;
}

def TileAA_IntToPtrOp : TileAA_Op<"int_to_ptr", [Pure]> {
  let summary = "Pointers from i64 addresses";
  let arguments = (ins TileAA_IntLike:$source);
  let results = (outs TileAA_PtrLike:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
  let hasVerifier = 1;
}

def TileAA_PtrCastOp : TileAA_Op<"ptr_cast", [Pure]> {
  let summary = "Reinterpret pointers as pointing to another element type";
  let arguments = (ins TileAA_PtrLike:$source);
  let results = (outs TileAA_PtrLike:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
  let hasVerifier = 1;
}

// The optional facts are what the producer promised (cuda_tile `assume
// div_by`): the base address is a multiple of `base_div_by` bytes, size i of
// `size_div_by[i]` and stride i of `stride_div_by[i]` elements (1: nothing
// known). Lowering uses them to vectorize accesses and drop bounds checks.
def TileAA_MakeMemrefOp : TileAA_Op<"make_memref", [Pure, AttrSizedOperandSegments]> {
  let summary = "A strided tensor from a base pointer, sizes and strides (elements)";
  let arguments = (ins TileAA_Ptr:$base, Variadic<I64>:$sizes, Variadic<I64>:$strides,
                       OptionalAttr<I64Attr>:$base_div_by,
                       OptionalAttr<DenseI64ArrayAttr>:$size_div_by,
                       OptionalAttr<DenseI64ArrayAttr>:$stride_div_by);
  let results = (outs TileAA_Memref:$result);
  let assemblyFormat = [{
    $base `,` `sizes` `(` $sizes `)` `,` `strides` `(` $strides `)` attr-dict `:`
    type($base) `->` type($result)
  }];
  let hasVerifier = 1;
}

def TileAA_GetDimSizeOp : TileAA_Op<"get_dim_size", [Pure]> {
  let summary = "The size of one dimension of a memref";
  let arguments = (ins TileAA_Memref:$memref, ConfinedAttr<I32Attr, [IntNonNegative]>:$dim);
  let results = (outs I64:$result);
  let assemblyFormat = "$memref `,` $dim attr-dict `:` type($memref)";
  let hasVerifier = 1;
}

def TileAA_GetDimStrideOp : TileAA_Op<"get_dim_stride", [Pure]> {
  let summary = "The stride (in elements) of one dimension of a memref";
  let arguments = (ins TileAA_Memref:$memref, ConfinedAttr<I32Attr, [IntNonNegative]>:$dim);
  let results = (outs I64:$result);
  let assemblyFormat = "$memref `,` $dim attr-dict `:` type($memref)";
  let hasVerifier = 1;
}

// Accesses that tiled_load/tiled_store cannot describe (gathered rows)
// address the memref's elements through pointers from its base.
def TileAA_GetBaseOp : TileAA_Op<"get_base", [Pure]> {
  let summary = "The pointer to element 0 of a memref";
  let arguments = (ins TileAA_Memref:$memref);
  let results = (outs TileAA_Ptr:$result);
  let assemblyFormat = "$memref attr-dict `:` type($memref) `->` type($result)";
  let hasVerifier = 1;
}

// The tile at `indices` of a memref cut into tiles: tile element j (a
// coordinate of the result) is tensor element c with, for each tile dim i,
// c[dim_map[i]] = indices[i] * steps[i] + j[i]. Elements outside the tensor
// read `padding` (zero when absent) and are never stored. A non-weak `sem`
// makes every element access atomic with that ordering at `scope`.
// `inbounds[i]` is the producer's promise that the tile lies inside the
// tensor along tile dim i (cuda_tile's `inbounds`; elements outside are
// undefined behavior), so that dimension needs no bounds check.
def TileAA_TiledLoadOp : TileAA_Op<"tiled_load", [AttrSizedOperandSegments]> {
  let summary = "Load a tile from a memref through a static tiling";
  let arguments = (ins Arg<TileAA_Memref, "", [MemRead]>:$memref,
                       Variadic<AnySignlessInteger>:$indices,
                       Optional<TileAA_MemToken>:$token,
                       DenseI64ArrayAttr:$steps, DenseI32ArrayAttr:$dim_map,
                       OptionalAttr<TypedAttrInterface>:$padding,
                       DefaultValuedAttr<TileAA_MemSemanticAttr, "MemSemantic::weak">:$sem,
                       OptionalAttr<TileAA_MemScopeAttr>:$scope,
                       OptionalAttr<DenseBoolArrayAttr>:$inbounds);
  let results = (outs AnyStaticShapeTensor:$result, TileAA_MemToken:$result_token);
  let assemblyFormat = [{
    $memref `[` $indices `]` (`token` `(` $token^ `)`)? `steps` $steps `dim_map` $dim_map
    (`padding` $padding^)? attr-dict `:` type($memref) `[` type($indices) `]` `->` type($result)
  }];
  // The builders without `inbounds` (nothing promised).
  let builders = [
    OpBuilder<(ins "Type":$result, "Type":$resultToken, "Value":$memref,
                   "ValueRange":$indices, "Value":$token,
                   "DenseI64ArrayAttr":$steps, "DenseI32ArrayAttr":$dimMap,
                   "TypedAttr":$padding, "MemSemanticAttr":$sem,
                   "MemScopeAttr":$scope), [{
      build($_builder, $_state, result, resultToken, memref, indices, token,
            steps, dimMap, padding, sem, scope, DenseBoolArrayAttr());
    }]>,
    OpBuilder<(ins "Type":$result, "Type":$resultToken, "Value":$memref,
                   "ValueRange":$indices, "Value":$token,
                   "ArrayRef<int64_t>":$steps, "ArrayRef<int32_t>":$dimMap,
                   "TypedAttr":$padding, "MemSemantic":$sem,
                   "MemScopeAttr":$scope), [{
      build($_builder, $_state, result, resultToken, memref, indices, token,
            steps, dimMap, padding, sem, scope, DenseBoolArrayAttr());
    }]>
  ];
  let hasVerifier = 1;
}

def TileAA_TiledStoreOp : TileAA_Op<"tiled_store", [AttrSizedOperandSegments]> {
  let summary = "Store a tile into a memref through a static tiling";
  let arguments = (ins AnyStaticShapeTensor:$value,
                       Arg<TileAA_Memref, "", [MemWrite]>:$memref,
                       Variadic<AnySignlessInteger>:$indices,
                       Optional<TileAA_MemToken>:$token,
                       DenseI64ArrayAttr:$steps, DenseI32ArrayAttr:$dim_map,
                       DefaultValuedAttr<TileAA_MemSemanticAttr, "MemSemantic::weak">:$sem,
                       OptionalAttr<TileAA_MemScopeAttr>:$scope,
                       OptionalAttr<DenseBoolArrayAttr>:$inbounds);
  let results = (outs TileAA_MemToken:$result_token);
  let assemblyFormat = [{
    $value `,` $memref `[` $indices `]` (`token` `(` $token^ `)`)? `steps` $steps
    `dim_map` $dim_map attr-dict `:` type($value) `,` type($memref) `[` type($indices) `]`
  }];
  // The builders without `inbounds` (nothing promised).
  let builders = [
    OpBuilder<(ins "Type":$resultToken, "Value":$value, "Value":$memref,
                   "ValueRange":$indices, "Value":$token,
                   "DenseI64ArrayAttr":$steps, "DenseI32ArrayAttr":$dimMap,
                   "MemSemanticAttr":$sem, "MemScopeAttr":$scope), [{
      build($_builder, $_state, resultToken, value, memref, indices, token,
            steps, dimMap, sem, scope, DenseBoolArrayAttr());
    }]>,
    OpBuilder<(ins "Type":$resultToken, "Value":$value, "Value":$memref,
                   "ValueRange":$indices, "Value":$token,
                   "ArrayRef<int64_t>":$steps, "ArrayRef<int32_t>":$dimMap,
                   "MemSemantic":$sem, "MemScopeAttr":$scope), [{
      build($_builder, $_state, resultToken, value, memref, indices, token,
            steps, dimMap, sem, scope, DenseBoolArrayAttr());
    }]>
  ];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Memory through pointers. Masked-off lanes neither read nor write; a load
// gives `other` there (zero when absent).
//===----------------------------------------------------------------------===//

def TileAA_LoadOp : TileAA_Op<"load", [AttrSizedOperandSegments]> {
  let summary = "Gather-load through a tile of pointers";
  let arguments = (ins Arg<TileAA_PtrLike, "", [MemRead]>:$ptrs,
                       Optional<TileAA_I1Like>:$mask, Optional<AnyType>:$other,
                       Optional<TileAA_MemToken>:$token,
                       DefaultValuedAttr<TileAA_MemSemanticAttr, "MemSemantic::weak">:$sem,
                       OptionalAttr<TileAA_MemScopeAttr>:$scope);
  let results = (outs AnyType:$result, TileAA_MemToken:$result_token);
  let assemblyFormat = [{
    $ptrs (`mask` `(` $mask^ `:` type($mask) `)`)? (`other` `(` $other^ `:` type($other) `)`)?
    (`token` `(` $token^ `)`)? attr-dict `:` type($ptrs) `->` type($result)
  }];
  let hasVerifier = 1;
}

def TileAA_StoreOp : TileAA_Op<"store", [AttrSizedOperandSegments]> {
  let summary = "Scatter-store through a tile of pointers";
  let arguments = (ins Arg<TileAA_PtrLike, "", [MemWrite]>:$ptrs, AnyType:$value,
                       Optional<TileAA_I1Like>:$mask, Optional<TileAA_MemToken>:$token,
                       DefaultValuedAttr<TileAA_MemSemanticAttr, "MemSemantic::weak">:$sem,
                       OptionalAttr<TileAA_MemScopeAttr>:$scope);
  let results = (outs TileAA_MemToken:$result_token);
  let assemblyFormat = [{
    $value `,` $ptrs (`mask` `(` $mask^ `:` type($mask) `)`)? (`token` `(` $token^ `)`)?
    attr-dict `:` type($value) `,` type($ptrs)
  }];
  let hasVerifier = 1;
}

def TileAA_AtomicRmwOp : TileAA_Op<"atomic_rmw", [AttrSizedOperandSegments,
    AllTypesMatch<["value", "result"]>]> {
  let summary = "Atomic read-modify-write per element; returns the old values";
  let arguments = (ins Arg<TileAA_PtrLike, "", [MemRead, MemWrite]>:$ptrs, AnyType:$value,
                       Optional<TileAA_I1Like>:$mask, Optional<TileAA_MemToken>:$token,
                       TileAA_RmwModeAttr:$mode, TileAA_MemSemanticAttr:$sem,
                       TileAA_MemScopeAttr:$scope);
  let results = (outs AnyType:$result, TileAA_MemToken:$result_token);
  let assemblyFormat = [{
    $mode $value `,` $ptrs (`mask` `(` $mask^ `:` type($mask) `)`)? (`token` `(` $token^ `)`)?
    attr-dict `:` type($value) `,` type($ptrs)
  }];
  let hasVerifier = 1;
}

def TileAA_AtomicCasOp : TileAA_Op<"atomic_cas", [AttrSizedOperandSegments,
    AllTypesMatch<["cmp", "value", "result"]>]> {
  let summary = "Atomic compare-and-swap per element; returns the old values";
  let arguments = (ins Arg<TileAA_PtrLike, "", [MemRead, MemWrite]>:$ptrs, AnyType:$cmp,
                       AnyType:$value, Optional<TileAA_I1Like>:$mask,
                       Optional<TileAA_MemToken>:$token,
                       TileAA_MemSemanticAttr:$sem, TileAA_MemScopeAttr:$scope);
  let results = (outs AnyType:$result, TileAA_MemToken:$result_token);
  let assemblyFormat = [{
    $cmp `,` $value `,` $ptrs (`mask` `(` $mask^ `:` type($mask) `)`)? (`token` `(` $token^ `)`)?
    attr-dict `:` type($value) `,` type($ptrs)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Tokens
//===----------------------------------------------------------------------===//

def TileAA_CreateMemTokenOp : TileAA_Op<"create_mem_token", [Pure]> {
  let summary = "A token ordered after nothing";
  let results = (outs TileAA_MemToken:$result);
  let assemblyFormat = "attr-dict";
}

def TileAA_JoinMemTokenOp : TileAA_Op<"join_mem_token", [Pure]> {
  let summary = "A token ordered after all of its operands";
  let arguments = (ins Variadic<TileAA_MemToken>:$tokens);
  let results = (outs TileAA_MemToken:$result);
  let assemblyFormat = "$tokens attr-dict";
}

// Programmatic dependent launch. Neither has an effect without it (the grid
// was launched after its prerequisites completed), so targets without
// griddepcontrol drop them.
def TileAA_GridDepWaitOp : TileAA_Op<"griddep_wait"> {
  let summary = "Wait for the prerequisite grids and their memory operations";
  let arguments = (ins Optional<TileAA_MemToken>:$token);
  let results = (outs TileAA_MemToken:$result_token);
  let assemblyFormat = "(`token` `(` $token^ `)`)? attr-dict";
}

def TileAA_GridDepLaunchDependentsOp : TileAA_Op<"griddep_launch_dependents"> {
  let summary = "Allow the dependent grids to be scheduled";
  let arguments = (ins Optional<TileAA_MemToken>:$token);
  let results = (outs TileAA_MemToken:$result_token);
  let assemblyFormat = "(`token` `(` $token^ `)`)? attr-dict";
}

//===----------------------------------------------------------------------===//
// Aggregates
//===----------------------------------------------------------------------===//

def TileAA_YieldOp : TileAA_Op<"yield", [Pure, Terminator, ReturnLike,
    ParentOneOf<["ReduceOp", "ScanOp"]>]> {
  let summary = "The combined values of a reduce or scan body";
  let arguments = (ins Variadic<AnyType>:$values);
  let assemblyFormat = "($values^ `:` type($values))? attr-dict";
}

// The body combines scalars: block arguments are (lhs_0, rhs_0, lhs_1,
// rhs_1, ...) as in cuda_tile, and it yields one value per operand.
def TileAA_ReduceOp : TileAA_Op<"reduce", [RecursiveMemoryEffects, SingleBlock]> {
  let summary = "Reduce tiles along one dimension with a combiner";
  let arguments = (ins Variadic<AnyStaticShapeTensor>:$operands,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$dim, ArrayAttr:$identities);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    $operands `dim` `=` $dim `identities` `=` $identities attr-dict-with-keyword
    `:` type($operands) `->` type($results) $body
  }];
  let hasVerifier = 1;
}

def TileAA_ScanOp : TileAA_Op<"scan", [RecursiveMemoryEffects, SingleBlock]> {
  let summary = "Inclusive prefix scan along one dimension";
  let arguments = (ins Variadic<AnyStaticShapeTensor>:$operands,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$dim, BoolAttr:$reverse,
                       ArrayAttr:$identities);
  let results = (outs Variadic<AnyStaticShapeTensor>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    $operands `dim` `=` $dim `reverse` `=` $reverse `identities` `=` $identities
    attr-dict-with-keyword `:` type($operands) `->` type($results) $body
  }];
  let hasVerifier = 1;
}

// D = A * B + C over the last two dimensions, optionally batched over the
// first. Integer operands are extended by their signedness first.
def TileAA_DotOp : TileAA_Op<"dot", [Pure, AllTypesMatch<["acc", "result"]>]> {
  let summary = "Matrix multiply-accumulate";
  let arguments = (ins AnyStaticShapeTensor:$lhs, AnyStaticShapeTensor:$rhs,
                       AnyStaticShapeTensor:$acc, UnitAttr:$lhs_unsigned,
                       UnitAttr:$rhs_unsigned);
  let results = (outs AnyStaticShapeTensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Float arithmetic that arith cannot express
//===----------------------------------------------------------------------===//

// An f32 or f64 operation in an explicit PTX rounding mode, optionally
// flushing subnormal operands and results to zero (f32 only). arith has no
// rounding mode on these ops, and its folders would round to nearest even;
// math has no flush-to-zero (ex2.approx.ftz, rsqrt.approx.ftz).
def TileAA_FArithOp : TileAA_Op<"farith", [Pure, SameOperandsAndResultType]> {
  let summary = "add/sub/mul/div/fma/sqrt/ex2/rsqrt with a rounding mode and flush-to-zero";
  let arguments = (ins TileAA_FArithKindAttr:$kind,
                       Variadic<AnyTypeOf<[F32, F64, TensorOf<[F32, F64]>]>>:$operands,
                       TileAA_FRoundingAttr:$rounding, UnitAttr:$ftz);
  let results = (outs AnyTypeOf<[F32, F64, TensorOf<[F32, F64]>]>:$result);
  let assemblyFormat = [{
    $kind $operands $rounding (`ftz` $ftz^)? attr-dict `:` type($result)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Module data, tile-block storage, view reductions and fences
//===----------------------------------------------------------------------===//

// A 1-D buffer in global memory holding `value` when the module is loaded.
def TileAA_GlobalOp : TileAA_Op<"global", [Symbol, HasParent<"::mlir::ModuleOp">]> {
  let summary = "A global-memory buffer with an initial value";
  let arguments = (ins SymbolNameAttr:$sym_name, OptionalAttr<StrAttr>:$sym_visibility,
                       ElementsAttr:$value, DefaultValuedAttr<I64Attr, "0">:$alignment,
                       UnitAttr:$constant);
  let assemblyFormat = "($sym_visibility^)? $sym_name `=` $value attr-dict";
  let hasVerifier = 1;
}

def TileAA_GetGlobalOp : TileAA_Op<"get_global", [Pure,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "A pointer to the first element of a global";
  let arguments = (ins FlatSymbolRefAttr:$name);
  let results = (outs TileAA_Ptr:$result);
  let assemblyFormat = "$name attr-dict `:` type($result)";
}

// `num_elem` zeroed elements of global memory for the executing tile block,
// shared by all of its threads, until its function returns.
def TileAA_AllocaOp : TileAA_Op<"alloca", [MemoryEffects<[MemAlloc]>]> {
  let summary = "Tile-block storage in global memory";
  let arguments = (ins ConfinedAttr<I64Attr, [IntPositive]>:$num_elem, I64Attr:$alignment);
  let results = (outs TileAA_Ptr:$result);
  let assemblyFormat = [{
    `num_elem` `=` $num_elem `,` `alignment` `=` $alignment attr-dict `:` type($result)
  }];
  let hasVerifier = 1;
}

// Every element of the tile (in the bounds of the memref) is combined into
// memory with one relaxed atomic at `scope`, through the tiling of
// tiled_store.
def TileAA_TiledAtomicRedOp : TileAA_Op<"tiled_atomic_red", [AttrSizedOperandSegments]> {
  let summary = "Atomic reduction of a tile into a memref through a static tiling";
  let arguments = (ins TileAA_RmwModeAttr:$mode, AnyStaticShapeTensor:$value,
                       Arg<TileAA_Memref, "", [MemRead, MemWrite]>:$memref,
                       Variadic<AnySignlessInteger>:$indices,
                       Optional<TileAA_MemToken>:$token,
                       DenseI64ArrayAttr:$steps, DenseI32ArrayAttr:$dim_map,
                       TileAA_MemScopeAttr:$scope);
  let results = (outs TileAA_MemToken:$result_token);
  let assemblyFormat = [{
    $mode $value `,` $memref `[` $indices `]` (`token` `(` $token^ `)`)? `steps` $steps
    `dim_map` $dim_map attr-dict `:` type($value) `,` type($memref) `[` type($indices) `]`
  }];
  let hasVerifier = 1;
}

// Accesses of the tile block ordered before the fence (through any view or
// pointer) happen before those ordered after it, even where they alias.
def TileAA_AliasFenceOp : TileAA_Op<"alias_fence"> {
  let summary = "Order memory accesses through aliasing views";
  let arguments = (ins Optional<TileAA_MemToken>:$token);
  let results = (outs TileAA_MemToken:$result_token);
  let assemblyFormat = "(`token` `(` $token^ `)`)? attr-dict";
}

//===----------------------------------------------------------------------===//
// Diagnostics and hints
//===----------------------------------------------------------------------===//

def TileAA_PrintOp : TileAA_Op<"print", [AttrSizedOperandSegments]> {
  let summary = "printf from every element owner (C format, one call per element)";
  let arguments = (ins StrAttr:$format, Variadic<AnyType>:$args,
                       Optional<TileAA_MemToken>:$token);
  let results = (outs TileAA_MemToken:$result_token);
  let assemblyFormat = [{
    $format (`,` $args^ `:` type($args))? (`token` `(` $token^ `)`)? attr-dict
  }];
}

#endif // TILEIRAS_TILEAA_OPS
