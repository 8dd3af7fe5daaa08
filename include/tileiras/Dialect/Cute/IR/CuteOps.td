//===- CuteOps.td - cute operations ------------------------*- tablegen -*-===//
//
// The layout-algebra ops of guide C §2.3. Every op except cute.constant is an
// algebra op: evaluate() maps constant operands to constant results through
// the TileirasLayout library. The verifier runs evaluate() when all operands
// are constants and reports the library's reason for an inadmissible input;
// the folder runs it to replace the op by its constant result.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_CUTE_OPS
#define TILEIRAS_CUTE_OPS

include "tileiras/Dialect/Cute/IR/CuteAttrs.td"
include "tileiras/Dialect/Cute/IR/CuteTypes.td"
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

//===----------------------------------------------------------------------===//
// Constants
//===----------------------------------------------------------------------===//

def Cute_ConstantOp : Cute_Op<"constant", [ConstantLike, Pure,
    DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "a static layout, composed layout, tile, int tuple or swizzle";
  let description = [{
    The result type follows from the attribute: `#cute.layout` gives
    `!cute.layout`, `#cute.composed_layout` `!cute.composed_layout`, and so on.

    Example:

    ```mlir
    %a = cute.constant #cute.layout<"(4,2):(1,4)">
    ```
  }];
  let arguments = (ins Cute_ConstantValue:$value);
  let results = (outs AnyTypeOf<[Cute_LayoutType, Cute_ComposedLayoutType,
                                 Cute_TileType, Cute_IntTupleType,
                                 Cute_SwizzleType]>:$result);
  let assemblyFormat = "$value attr-dict";
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Algebra op bases
//===----------------------------------------------------------------------===//

// `evaluate` returns one attribute per result: a cute attribute or an index
// IntegerAttr. The verifier and folder are shared (CuteOps.cpp).
class Cute_AlgebraOp<string mnemonic, list<Trait> traits = [],
                     bit multiResult = 0>
    : Cute_Op<mnemonic, !listconcat(traits, [Pure])> {
  let hasVerifier = 1;
  let hasFolder = 1;
  let extraClassDeclaration = [{
    /// The results for constant operands (one attribute per operand, in
    /// operand order), or the library's reason the input is inadmissible.
    ::tileiras::layout::Result<::llvm::SmallVector<::mlir::Attribute, 2>>
    evaluate(::llvm::ArrayRef<::mlir::Attribute> operands);
  }];
  let extraClassDefinition = !strconcat([{
    ::llvm::LogicalResult $cppClass::verify() {
      return ::mlir::cute::verifyAlgebraOp(*this);
    }
  }], !if(multiResult, [{
    ::llvm::LogicalResult $cppClass::fold(
        FoldAdaptor adaptor,
        ::llvm::SmallVectorImpl<::mlir::OpFoldResult> &results) {
      return ::mlir::cute::foldAlgebraOp(*this, adaptor.getOperands(), results);
    }
  }], [{
    ::mlir::OpFoldResult $cppClass::fold(FoldAdaptor adaptor) {
      ::llvm::SmallVector<::mlir::OpFoldResult, 1> results;
      if (::mlir::failed(::mlir::cute::foldAlgebraOp(
              *this, adaptor.getOperands(), results)))
        return {};
      return results.front();
    }
  }]));
}

// layout -> layout.
class Cute_LayoutToLayoutOp<string mnemonic, string doc>
    : Cute_AlgebraOp<mnemonic> {
  let summary = doc;
  let arguments = (ins Cute_LayoutType:$input);
  let results = (outs Cute_LayoutType:$result);
  let assemblyFormat = "$input attr-dict";
}

// layout -> index.
class Cute_QueryOp<string mnemonic, string doc> : Cute_AlgebraOp<mnemonic> {
  let summary = doc;
  let arguments = (ins Cute_LayoutType:$input);
  let results = (outs Index:$result);
  let assemblyFormat = "$input attr-dict";
}

// (layout, tiler) -> layout, where the tiler is a whole layout or a tile.
class Cute_TilerOp<string mnemonic, string doc> : Cute_AlgebraOp<mnemonic> {
  let summary = doc;
  let arguments = (ins Cute_LayoutType:$input, Cute_Tiler:$tiler);
  let results = (outs Cute_LayoutType:$result);
  let assemblyFormat = "$input `,` $tiler attr-dict `:` type($tiler)";
}

//===----------------------------------------------------------------------===//
// Builders
//===----------------------------------------------------------------------===//

def Cute_MakeLayoutOp : Cute_AlgebraOp<"make_layout"> {
  let summary = "a layout from a shape and an optional stride";
  let description = [{
    Shape and stride must be congruent. Without a stride the layout is
    compact column-major (`(4,2)` gives `(4,2):(1,4)`).

    ```mlir
    %l = cute.make_layout %shape, %stride
    ```
  }];
  let arguments = (ins Cute_IntTupleType:$shape,
                       Optional<Cute_IntTupleType>:$stride);
  let results = (outs Cute_LayoutType:$result);
  let assemblyFormat = "$shape (`,` $stride^)? attr-dict";
}

def Cute_MakeComposedLayoutOp : Cute_AlgebraOp<"make_composed_layout"> {
  let summary = "the swizzled layout `Sw o offset o layout`";
  let description = [{
    The function `c -> Sw(offset + layout(c))`: the swizzle acts last, on the
    address. The layout needs integer strides.

    ```mlir
    %c = cute.make_composed_layout %sw, %l {offset = 0 : i64}
    ```
  }];
  let arguments = (ins Cute_SwizzleType:$swizzle, Cute_LayoutType:$layout,
                       DefaultValuedAttr<I64Attr, "0">:$offset);
  let results = (outs Cute_ComposedLayoutType:$result);
  let assemblyFormat = "$swizzle `,` $layout attr-dict";
}

//===----------------------------------------------------------------------===//
// Queries
//===----------------------------------------------------------------------===//

def Cute_SizeOp : Cute_AlgebraOp<"size"> {
  let summary = "the number of coordinates of a (composed) layout";
  let arguments = (ins Cute_AnyLayout:$input);
  let results = (outs Index:$result);
  let assemblyFormat = "$input attr-dict `:` type($input)";
}
def Cute_CosizeOp
    : Cute_QueryOp<"cosize", "1 + the largest offset; needs integer strides">;
def Cute_RankOp : Cute_QueryOp<"rank", "the number of top-level modes">;
def Cute_DepthOp : Cute_QueryOp<"depth", "the nesting depth (0 for a leaf)">;

def Cute_Crd2IdxOp : Cute_AlgebraOp<"crd2idx"> {
  let summary = "the offset of a coordinate";
  let description = [{
    The coordinate must be weakly congruent to the shape; an integer at a
    tuple node is split colexicographically. Needs integer strides. For a
    composed layout the swizzle is applied to `offset + layout(coord)`.

    ```mlir
    %i = cute.crd2idx %c, %sw : !cute.composed_layout
    ```
  }];
  let arguments = (ins Cute_IntTupleType:$coord, Cute_AnyLayout:$layout);
  let results = (outs Index:$result);
  let assemblyFormat = "$coord `,` $layout attr-dict `:` type($layout)";
}

//===----------------------------------------------------------------------===//
// Algebra
//===----------------------------------------------------------------------===//

def Cute_CoalesceOp : Cute_AlgebraOp<"coalesce"> {
  let summary = "merge contiguous modes, optionally within a profile";
  let description = [{
    Without a profile the result has depth <= 1. With one, each subtree at a
    leaf of the profile is coalesced and the modes above it are kept.
  }];
  let arguments = (ins Cute_LayoutType:$input,
                       Optional<Cute_IntTupleType>:$profile);
  let results = (outs Cute_LayoutType:$result);
  let assemblyFormat = "$input (`,` $profile^)? attr-dict";
}
def Cute_FilterOp
    : Cute_LayoutToLayoutOp<"filter", "coalesce(filter_zeros(L))">;
def Cute_FilterZerosOp : Cute_LayoutToLayoutOp<"filter_zeros",
    "set the shape of every stride-0 leaf to 1 (profile kept)">;
def Cute_RightInverseOp : Cute_LayoutToLayoutOp<"right_inverse",
    "R with L(R(i)) == i for i < size(R)">;
def Cute_LeftInverseOp : Cute_LayoutToLayoutOp<"left_inverse",
    "R with R(L(i)) == i; L injective and complement-admissible">;

def Cute_ComplementOp : Cute_AlgebraOp<"complement"> {
  let summary = "the layout that fills the holes of a layout up to cosize";
  let description = [{
    `complement(A, M)`; M defaults to 1. A must be complement-admissible
    (each sorted stride a multiple of the previous extent).

    ```mlir
    %c = cute.complement %a, 256   // complement(4:32, 256) = (32,2):(1,128)
    ```
  }];
  let arguments = (ins Cute_LayoutType:$input,
                       OptionalAttr<ConfinedAttr<I64Attr, [IntPositive]>>:$cosize);
  let results = (outs Cute_LayoutType:$result);
  let assemblyFormat = "$input (`,` $cosize^)? attr-dict";
}

def Cute_CompositionOp : Cute_AlgebraOp<"composition",
    [DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "R = A o B: R(c) = A(B(c)) with B's shape";
  let description = [{
    B is applied first. A tile B composes mode by mode. A composed A gives a
    composed result (the swizzle stays outermost) and needs a layout B.

    ```mlir
    %r = cute.composition %a, %b : !cute.layout, !cute.layout
    ```
  }];
  let arguments = (ins Cute_AnyLayout:$lhs, Cute_Tiler:$rhs);
  let results = (outs Cute_AnyLayout:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs)";
}

//===----------------------------------------------------------------------===//
// Divides and products
//===----------------------------------------------------------------------===//

def Cute_LogicalDivideOp : Cute_TilerOp<"logical_divide",
    "A o (T, complement(T, size A)): ((tile, rest), ...)">;
def Cute_ZippedDivideOp : Cute_TilerOp<"zipped_divide",
    "logical_divide regrouped as ((tiles), (rests))">;
def Cute_TiledDivideOp : Cute_TilerOp<"tiled_divide",
    "logical_divide regrouped as ((tiles), rest_0, rest_1, ...)">;
def Cute_FlatDivideOp : Cute_TilerOp<"flat_divide",
    "logical_divide regrouped as (tile_0, tile_1, ..., rest_0, ...)">;

def Cute_LogicalProductOp : Cute_TilerOp<"logical_product",
    "(A, complement(A, size(A) * cosize(B)) o B)">;
def Cute_ZippedProductOp : Cute_TilerOp<"zipped_product",
    "logical_product regrouped as ((blocks), (replicas))">;
def Cute_TiledProductOp : Cute_TilerOp<"tiled_product",
    "logical_product regrouped as ((blocks), replica_0, ...)">;
def Cute_FlatProductOp : Cute_TilerOp<"flat_product",
    "logical_product regrouped as (block_0, ..., replica_0, ...)">;

class Cute_InterleavedProductOp<string mnemonic, string doc>
    : Cute_AlgebraOp<mnemonic> {
  let summary = doc;
  let arguments = (ins Cute_LayoutType:$lhs, Cute_LayoutType:$rhs);
  let results = (outs Cute_LayoutType:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict";
}
def Cute_BlockedProductOp : Cute_InterleavedProductOp<"blocked_product",
    "mode k is (A_k, replica_k): contiguous blocks of A tiled by B">;
def Cute_RakedProductOp : Cute_InterleavedProductOp<"raked_product",
    "mode k is (replica_k, A_k): the copies of A interleave">;

//===----------------------------------------------------------------------===//
// Partitioning
//===----------------------------------------------------------------------===//

def Cute_LocalTileOp : Cute_AlgebraOp<"local_tile", [], 1> {
  let summary = "the tile at a tile coordinate, with its base offset";
  let description = [{
    `zipped_divide(T, tiler)[(_, coord)]`.

    ```mlir
    %tile, %off = cute.local_tile %t, %tiler, %coord : !cute.tile
    ```
  }];
  let arguments = (ins Cute_LayoutType:$input, Cute_Tiler:$tiler,
                       Cute_IntTupleType:$coord);
  let results = (outs Cute_LayoutType:$tile, Index:$offset);
  let assemblyFormat = "$input `,` $tiler `,` $coord attr-dict `:` type($tiler)";
}

def Cute_LocalPartitionOp : Cute_AlgebraOp<"local_partition", [], 1> {
  let summary = "the elements one thread owns, with their base offset";
  let description = [{
    `zipped_divide(T, shape(threads))[(crd(index), _)]`, where `crd(index)`
    is the coordinate whose offset in `threads` is `index`. The thread layout
    must be a bijection onto [0, size). Folds when `index` is constant.
  }];
  let arguments = (ins Cute_LayoutType:$input, Cute_LayoutType:$threads,
                       Index:$index);
  let results = (outs Cute_LayoutType:$partition, Index:$offset);
  let assemblyFormat = "$input `,` $threads `,` $index attr-dict";
}

#endif // TILEIRAS_CUTE_OPS
