//===- TileAATypes.td - nv_tileaa types --------------------*- tablegen -*-===//

#ifndef TILEIRAS_TILEAA_TYPES
#define TILEIRAS_TILEAA_TYPES

include "tileiras/Dialect/NvTileAA/IR/TileAADialect.td"
include "mlir/IR/BuiltinTypeInterfaces.td"

class TileAA_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<TileAA_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

def TileAA_PtrType : TileAA_Type<"Ptr", "ptr"> {
  let summary = "A pointer to an element in global memory";
  let parameters = (ins "::mlir::Type":$pointee);
  let assemblyFormat = "`<` $pointee `>`";
}

def TileAA_MemTokenType : TileAA_Type<"MemToken", "mem_token"> {
  let summary = "An ordering-only token between memory effects";
}

def TileAA_MemrefType : TileAA_Type<"Memref", "memref"> {
  let summary = "A strided tensor in global memory: base, sizes and strides";
  let description = [{
    The runtime value of a cuda_tile tensor_view. Sizes and strides are i64
    values carried with the base pointer so views can cross blocks; how a
    view is cut into tiles is static and lives on the access ops.
  }];
  let parameters = (ins "::mlir::Type":$elementType, "unsigned":$rank);
  let assemblyFormat = "`<` $elementType `,` $rank `>`";
}

def TileAA_Ptr : Type<CPred<"::llvm::isa<::mlir::nv_tileaa::PtrType>($_self)">,
                      "nv_tileaa pointer">;
def TileAA_PtrLike : AnyTypeOf<[TileAA_Ptr, TensorOf<[TileAA_Ptr]>]>;
def TileAA_IntLike : AnyTypeOf<[AnySignlessInteger, TensorOf<[AnySignlessInteger]>]>;
def TileAA_I1Like : AnyTypeOf<[I1, TensorOf<[I1]>]>;
/// A tile: a static ranked tensor, or a scalar for a 0-d tile.
def TileAA_Tile : AnyTypeOf<[AnyStaticShapeTensor, AnySignlessInteger, AnyFloat, TileAA_Ptr]>;

#endif // TILEIRAS_TILEAA_TYPES
