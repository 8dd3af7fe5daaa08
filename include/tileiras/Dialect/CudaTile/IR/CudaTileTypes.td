//===- CudaTileTypes.td - cuda_tile types and constraints --*- tablegen -*-===//
//
// Type constraint summaries are part of the observable diagnostics
// ("operand #0 must be tile of f16 or bf16 or f32 or f64 values"), so each
// element type carries its short spelling as summary and the lists keep the
// order NVIDIA's tools print.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_CUDATILE_TYPES
#define TILEIRAS_CUDATILE_TYPES

include "tileiras/Dialect/CudaTile/IR/CudaTileDialect.td"
include "mlir/IR/BuiltinTypeInterfaces.td"

//===----------------------------------------------------------------------===//
// Element types (builtin MLIR types with the short summaries of diagnostics)
//===----------------------------------------------------------------------===//

class CudaTile_Elt<Pred pred, string name> : Type<pred, name>;
def CudaTile_I1   : CudaTile_Elt<CPred<"$_self.isSignlessInteger(1)">, "i1">;
def CudaTile_I4   : CudaTile_Elt<CPred<"$_self.isSignlessInteger(4)">, "i4">;
def CudaTile_I8   : CudaTile_Elt<CPred<"$_self.isSignlessInteger(8)">, "i8">;
def CudaTile_I16  : CudaTile_Elt<CPred<"$_self.isSignlessInteger(16)">, "i16">;
def CudaTile_I32  : CudaTile_Elt<CPred<"$_self.isSignlessInteger(32)">, "i32">;
def CudaTile_I64  : CudaTile_Elt<CPred<"$_self.isSignlessInteger(64)">, "i64">;
def CudaTile_F16  : CudaTile_Elt<CPred<"$_self.isF16()">, "f16">;
def CudaTile_BF16 : CudaTile_Elt<CPred<"$_self.isBF16()">, "bf16">;
def CudaTile_F32  : CudaTile_Elt<CPred<"$_self.isF32()">, "f32">;
def CudaTile_TF32 : CudaTile_Elt<CPred<"::llvm::isa<::mlir::FloatTF32Type>($_self)">, "tf32">;
def CudaTile_F64  : CudaTile_Elt<CPred<"$_self.isF64()">, "f64">;
def CudaTile_F8E4M3FN : CudaTile_Elt<CPred<"::llvm::isa<::mlir::Float8E4M3FNType>($_self)">, "f8E4M3FN">;
def CudaTile_F8E5M2 : CudaTile_Elt<CPred<"::llvm::isa<::mlir::Float8E5M2Type>($_self)">, "f8E5M2">;
def CudaTile_F8E8M0FNU : CudaTile_Elt<CPred<"::llvm::isa<::mlir::Float8E8M0FNUType>($_self)">, "f8E8M0FNU">;
def CudaTile_F4E2M1FN : CudaTile_Elt<CPred<"::llvm::isa<::mlir::Float4E2M1FNType>($_self)">, "f4E2M1FN">;
// MLIR 22 has no builtin e5m3 float; cuda_tile spells it `fnv8E5M3FNU` (13.4).
def CudaTile_FNV8E5M3FNU : CudaTile_Elt<
    CPred<"::llvm::isa<::mlir::cuda_tile::Float8E5M3FNUType>($_self)">, "fnv8E5M3FNU">;

defvar CudaTile_IntList = [CudaTile_I1, CudaTile_I8, CudaTile_I16, CudaTile_I32, CudaTile_I64];
defvar CudaTile_BaseFloatList = [CudaTile_F16, CudaTile_BF16, CudaTile_F32, CudaTile_F64];
// The palette of 13.1-13.4 as one list; version gating of the newer float
// types (f8E8M0FNU 13.2, f4E2M1FN 13.3) happens in the bytecode layer.
defvar CudaTile_FloatList = [CudaTile_F16, CudaTile_BF16, CudaTile_F32, CudaTile_TF32,
    CudaTile_F64, CudaTile_F8E4M3FN, CudaTile_F8E5M2, CudaTile_F8E8M0FNU,
    CudaTile_F4E2M1FN, CudaTile_FNV8E5M3FNU];
// FloatTileType puts tf32 after f64 (observable in diagnostics).
defvar CudaTile_FloatTileList = [CudaTile_F16, CudaTile_BF16, CudaTile_F32, CudaTile_F64,
    CudaTile_TF32, CudaTile_F8E4M3FN, CudaTile_F8E5M2, CudaTile_F8E8M0FNU,
    CudaTile_F4E2M1FN, CudaTile_FNV8E5M3FNU];

def CudaTile_AnyInt : AnyTypeOf<CudaTile_IntList>;
def CudaTile_AnyFloat : AnyTypeOf<CudaTile_FloatList>;
// i4 (13.3) is a storage type: tiles, pointers and views may hold it, but no
// arithmetic op takes it, so it is not in CudaTile_IntList.
def CudaTile_NumberType : AnyTypeOf<!listconcat(CudaTile_FloatList, CudaTile_IntList,
                                                [CudaTile_I4])>;

//===----------------------------------------------------------------------===//
// Type definitions
//===----------------------------------------------------------------------===//

class CudaTile_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<CudaTile_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

def CudaTile_PointerType : CudaTile_Type<"Pointer", "ptr"> {
  let summary = "Pointer type";
  let description = [{
    A typed pointer to global memory; no address space. 13.4 added an optional
    pointer attribute (`ptr<f32, <none>>`); a pointer without one is a
    different type.
  }];
  let parameters = (ins CudaTile_NumberType:$pointeeType,
                        OptionalParameter<"::mlir::cuda_tile::PtrAttr">:$ptrAttr);
  let hasCustomAssemblyFormat = 1;
  let builders = [
    TypeBuilderWithInferredContext<(ins "::mlir::Type":$pointee), [{
      return $_get(pointee.getContext(), pointee, PtrAttr());
    }]>,
    TypeBuilderWithInferredContext<(ins "::mlir::Type":$pointee,
                                        "::mlir::cuda_tile::PtrAttr":$ptrAttr), [{
      return $_get(pointee.getContext(), pointee, ptrAttr);
    }]>
  ];
  let skipDefaultBuilders = 1;
  let genVerifyDecl = 1;
}

def CudaTile_TileElementType : AnyTypeOf<!listconcat(CudaTile_FloatList, CudaTile_IntList,
                                                     [CudaTile_I4, CudaTile_PointerType])>;

def CudaTile_TileType : CudaTile_Type<"Tile", "tile",
    [DeclareTypeInterfaceMethods<ShapedTypeInterface, ["cloneWith"]>]> {
  let summary = "A statically shaped tile of values";
  let parameters = (ins ArrayRefParameter<"int64_t">:$shape,
                        CudaTile_TileElementType:$elementType);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let builders = [
    TypeBuilderWithInferredContext<(ins "::llvm::ArrayRef<int64_t>":$shape,
                                        "::mlir::Type":$elementType), [{
      return $_get(elementType.getContext(), shape, elementType);
    }]>
  ];
  let skipDefaultBuilders = 1;
}

def CudaTile_Float8E5M3FNUType : CudaTile_Type<"Float8E5M3FNU", "fnv8E5M3FNU"> {
  let summary = "8-bit float, 5 exponent and 3 mantissa bits, finite, unsigned (13.4)";
}

def CudaTile_TokenType : CudaTile_Type<"Token", "token"> {
  let summary = "cuda tile token type";
  let description = "Orders token-ordered memory operations; not a runtime value.";
}

def CudaTile_TensorViewType : CudaTile_Type<"TensorView", "tensor_view"> {
  let summary = "A global-memory tensor descriptor";
  let parameters = (ins CudaTile_NumberType:$elementType,
                        ArrayRefParameter<"int64_t">:$shape,
                        ArrayRefParameter<"int64_t">:$strides,
                        OptionalParameter<"::mlir::cuda_tile::PtrAttr">:$ptrAttr);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  // The attribute-less builder predates 13.4's pointer attribute.
  let builders = [
    TypeBuilder<(ins "::mlir::Type":$elementType, "::llvm::ArrayRef<int64_t>":$shape,
                     "::llvm::ArrayRef<int64_t>":$strides), [{
      return $_get($_ctxt, elementType, shape, strides, PtrAttr());
    }]>
  ];
  let extraClassDeclaration = [{
    int64_t getRank() const { return getShape().size(); }
    unsigned getNumDynamicShape() const;
    unsigned getNumDynamicStrides() const;
  }];
}

def CudaTile_PaddingValueParam : AttrParameter<"::mlir::cuda_tile::PaddingValueAttr", "">;

def CudaTile_PartitionViewType : CudaTile_Type<"PartitionView", "partition_view"> {
  let summary = "A tensor_view tiled into a grid of equal tiles";
  let parameters = (ins "::mlir::DenseI32ArrayAttr":$tileShape,
                        "TensorViewType":$tensorView,
                        ArrayRefParameter<"int32_t">:$dimMap,
                        OptionalParameter<"::mlir::cuda_tile::PaddingValueAttr">:$paddingValue);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def CudaTile_StridedViewType : CudaTile_Type<"StridedView", "strided_view"> {
  let summary = "A tensor_view tiled with explicit (possibly overlapping) strides";
  let parameters = (ins "::mlir::DenseI32ArrayAttr":$tileShape,
                        ArrayRefParameter<"int64_t">:$traversalStrides,
                        "TensorViewType":$tensorView,
                        ArrayRefParameter<"int32_t">:$dimMap,
                        OptionalParameter<"::mlir::cuda_tile::PaddingValueAttr">:$paddingValue);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def CudaTile_GatherScatterViewType : CudaTile_Type<"GatherScatterView", "gather_scatter_view"> {
  let summary = "A tensor_view tiled with one gathered (sparse) dimension";
  let parameters = (ins "::mlir::DenseI32ArrayAttr":$tileShape,
                        "TensorViewType":$tensorView,
                        "int32_t":$sparseDim,
                        OptionalParameter<"::mlir::cuda_tile::PaddingValueAttr">:$paddingValue);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

//===----------------------------------------------------------------------===//
// Constraints over tiles
//===----------------------------------------------------------------------===//

def CudaTile_IsTilePred : CPred<"::llvm::isa<::mlir::cuda_tile::TileType>($_self)">;

class CudaTile_TileOf<list<Type> allowed, string prefix = "tile"> : Type<
    And<[CudaTile_IsTilePred,
         SubstLeaves<"$_self",
                     "::llvm::cast<::mlir::cuda_tile::TileType>($_self).getElementType()",
                     AnyTypeOf<allowed>.predicate>]>,
    prefix # " of " # !interleave(!foreach(t, allowed, t.summary), " or ") # " values",
    "::mlir::cuda_tile::TileType">;

class CudaTile_ScalarTileOf<list<Type> allowed> : Type<
    And<[CudaTile_IsTilePred,
         CPred<"::llvm::cast<::mlir::cuda_tile::TileType>($_self).getRank() == 0">,
         SubstLeaves<"$_self",
                     "::llvm::cast<::mlir::cuda_tile::TileType>($_self).getElementType()",
                     AnyTypeOf<allowed>.predicate>]>,
    "0D tile of " # !interleave(!foreach(t, allowed, t.summary), " or ") # " values",
    "::mlir::cuda_tile::TileType">;

def CudaTile_AnyTile : Type<CudaTile_IsTilePred, "tile", "::mlir::cuda_tile::TileType">;
def CudaTile_IntTile : CudaTile_TileOf<CudaTile_IntList>;
def CudaTile_BaseFloatTile : CudaTile_TileOf<CudaTile_BaseFloatList>;
def CudaTile_FloatTile : CudaTile_TileOf<CudaTile_FloatTileList>;
def CudaTile_NumberTile : CudaTile_TileOf<!listconcat(CudaTile_IntList, CudaTile_FloatTileList)>;
def CudaTile_PointerTile : CudaTile_TileOf<[CudaTile_PointerType]>;
def CudaTile_I1Tile : CudaTile_TileOf<[CudaTile_I1]>;
def CudaTile_I8Tile : CudaTile_TileOf<[CudaTile_I8]>;
def CudaTile_I32Tile : CudaTile_TileOf<[CudaTile_I32]>;
def CudaTile_I64Tile : CudaTile_TileOf<[CudaTile_I64]>;
def CudaTile_ScalarI1 : CudaTile_ScalarTileOf<[CudaTile_I1]>;
def CudaTile_ScalarI32 : CudaTile_ScalarTileOf<[CudaTile_I32]> {
  let builderCall = "::mlir::cuda_tile::TileType::get({}, $_builder.getI32Type())";
}
def CudaTile_ScalarInt : CudaTile_ScalarTileOf<CudaTile_IntList>;
def CudaTile_ScalarPointer : CudaTile_ScalarTileOf<[CudaTile_PointerType]>;
def CudaTile_Token : Type<CPred<"::llvm::isa<::mlir::cuda_tile::TokenType>($_self)">,
                          "cuda tile token type", "::mlir::cuda_tile::TokenType"> {
  let builderCall = "::mlir::cuda_tile::TokenType::get($_builder.getContext())";
}
def CudaTile_TensorView : Type<CPred<"::llvm::isa<::mlir::cuda_tile::TensorViewType>($_self)">,
                               "tensor_view type", "::mlir::cuda_tile::TensorViewType">;
def CudaTile_TileView : Type<CPred<"::mlir::cuda_tile::isTileView($_self)">,
                             "tile view type", "::mlir::Type">;

#endif // TILEIRAS_CUDATILE_TYPES
