//===- CudaTileShapeOps.td - conversions, shape and grid ops -*- tablegen -*-===//

#ifndef TILEIRAS_CUDATILE_SHAPEOPS
#define TILEIRAS_CUDATILE_SHAPEOPS

include "tileiras/Dialect/CudaTile/IR/CudaTileOpBase.td"

//===----------------------------------------------------------------------===//
// Conversions: `op %x [modifiers] : SRC -> DST`
//===----------------------------------------------------------------------===//

class CudaTile_CastOp<string mnemonic, Type srcType, Type dstType, list<Trait> traits = []>
    : CudaTile_Op<mnemonic, !listconcat([Pure, AllShapesMatch<["from", "to"]>], traits)> {
  let arguments = (ins srcType:$from);
  let results = (outs dstType:$to);
  let assemblyFormat = [{
    $from attr-dict `:` custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($to))
  }];
}

def CudaTile_BitcastOp : CudaTile_CastOp<"bitcast", CudaTile_NumberTile, CudaTile_NumberTile> {
  let summary = "Reinterpret the bits of each element";
  let hasVerifier = 1;
}
def CudaTile_IntToPtrOp : CudaTile_CastOp<"int_to_ptr", CudaTile_I64Tile, CudaTile_PointerTile> {
  let summary = "Integer to pointer";
}
def CudaTile_PtrToIntOp : CudaTile_CastOp<"ptr_to_int", CudaTile_PointerTile, CudaTile_I64Tile> {
  let summary = "Pointer to integer";
}
def CudaTile_PtrToPtrOp : CudaTile_CastOp<"ptr_to_ptr", CudaTile_PointerTile, CudaTile_PointerTile> {
  let summary = "Change the pointee type";
}

def CudaTile_ExtIOp : CudaTile_Op<"exti", [Pure, AllShapesMatch<["from", "to"]>]> {
  let summary = "Sign or zero extension";
  let arguments = (ins CudaTile_TileOf<!listconcat([CudaTile_I4], CudaTile_IntList)>:$from,
                       CudaTile_SignednessAttr:$signedness);
  let results = (outs CudaTile_IntTile:$to);
  let assemblyFormat = [{
    $from custom<Signedness>($signedness) attr-dict `:` custom<CudaTileType>(type($from)) `->`
    custom<CudaTileType>(type($to))
  }];
  let hasVerifier = 1;
}

def CudaTile_TruncIOp : CudaTile_Op<"trunci", [Pure, AllShapesMatch<["from", "to"]>]> {
  let summary = "Integer truncation";
  let arguments = (ins CudaTile_IntTile:$from, CudaTile_DefaultOverflow:$overflow);
  let results = (outs CudaTile_IntTile:$to);
  let assemblyFormat = [{
    $from (`overflow` `` $overflow^)? attr-dict `:` custom<CudaTileType>(type($from))
    `->` custom<CudaTileType>(type($to))
  }];
  let hasVerifier = 1;
}

def CudaTile_FToFOp : CudaTile_Op<"ftof", [Pure, AllShapesMatch<["from", "to"]>]> {
  let summary = "Float to float conversion";
  let arguments = (ins CudaTile_FloatTile:$from, CudaTile_DefaultRounding:$rounding_mode);
  let results = (outs CudaTile_FloatTile:$to);
  let assemblyFormat = [{
    $from custom<AnyRoundingMode>($rounding_mode) attr-dict `:`
    custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($to))
  }];
  let hasVerifier = 1;
}

def CudaTile_FToIOp : CudaTile_Op<"ftoi", [Pure, AllShapesMatch<["from", "to"]>]> {
  let summary = "Float to integer conversion";
  let arguments = (ins CudaTile_FloatTile:$from, CudaTile_SignednessAttr:$signedness,
                       DefaultValuedAttr<CudaTile_RoundingModeAttr,
                           "::mlir::cuda_tile::RoundingMode::NearestIntToZero">:$rounding_mode,
                       UnitAttr:$saturating);
  let results = (outs CudaTile_IntTile:$to);
  let assemblyFormat = [{
    $from custom<Signedness>($signedness) custom<FToIRoundingMode>($rounding_mode)
    (`saturating` $saturating^)? attr-dict `:` custom<CudaTileType>(type($from)) `->`
    custom<CudaTileType>(type($to))
  }];
  let hasVerifier = 1;
}

def CudaTile_IToFOp : CudaTile_Op<"itof", [Pure, AllShapesMatch<["from", "to"]>]> {
  let summary = "Integer to float conversion";
  let arguments = (ins CudaTile_IntTile:$from, CudaTile_SignednessAttr:$signedness,
                       CudaTile_DefaultRounding:$rounding_mode);
  let results = (outs CudaTile_FloatTile:$to);
  let assemblyFormat = [{
    $from custom<Signedness>($signedness) custom<AnyRoundingMode>($rounding_mode) attr-dict
    `:` custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($to))
  }];
  let hasVerifier = 1;
}

class CudaTile_PackingOp<string mnemonic, Type srcType, Type dstType>
    : CudaTile_Op<mnemonic, [Pure]> {
  let arguments = (ins srcType:$source);
  let results = (outs dstType:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source)) `->`
    custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}
def CudaTile_PackOp : CudaTile_PackingOp<"pack",
    CudaTile_TileOf<!listconcat([CudaTile_I4], CudaTile_IntList, CudaTile_FloatTileList)>,
    CudaTile_I8Tile> {
  let summary = "Repack a 1-D tile into bytes (13.3)";
}
def CudaTile_UnpackOp : CudaTile_PackingOp<"unpack", CudaTile_I8Tile,
    CudaTile_TileOf<!listconcat([CudaTile_I4], CudaTile_IntList, CudaTile_FloatTileList)>> {
  let summary = "Reinterpret a 1-D tile of bytes (13.3)";
}

//===----------------------------------------------------------------------===//
// Constants, shape and data movement
//===----------------------------------------------------------------------===//

def CudaTile_ConstantOp : CudaTile_Op<"constant", [ConstantLike, Pure,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>,
    AllTypesMatch<["value", "result"]>]> {
  let summary = "A literal tile";
  let arguments = (ins CudaTile_DenseConstantAttr:$value);
  let results = (outs CudaTile_NumberTile:$result);
  let hasCustomAssemblyFormat = 1;
  let hasFolder = 1;
}

def CudaTile_IotaOp : CudaTile_Op<"iota", [Pure]> {
  let summary = "[0, 1, ..., n-1]";
  let results = (outs CudaTile_IntTile:$result);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($result))";
  let hasVerifier = 1;
}

def CudaTile_BroadcastOp : CudaTile_Op<"broadcast", [Pure,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "Stretch size-1 dimensions";
  let arguments = (ins CudaTile_AnyTile:$source);
  let results = (outs CudaTile_AnyTile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source)) `->`
    custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_ReshapeOp : CudaTile_Op<"reshape", [Pure,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "Row-major reinterpretation of the shape";
  let arguments = (ins CudaTile_AnyTile:$source);
  let results = (outs CudaTile_AnyTile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source)) `->`
    custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_PermuteOp : CudaTile_Op<"permute", [Pure]> {
  let summary = "Transpose dimensions";
  let arguments = (ins CudaTile_AnyTile:$source, DenseI32ArrayAttr:$permutation);
  let results = (outs CudaTile_AnyTile:$result);
  let assemblyFormat = [{
    $source $permutation attr-dict `:` custom<CudaTileType>(type($source)) `->`
    custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_CatOp : CudaTile_Op<"cat", [Pure]> {
  let summary = "Concatenate along one dimension";
  let arguments = (ins CudaTile_AnyTile:$lhs, CudaTile_AnyTile:$rhs, I64Attr:$dim);
  let results = (outs CudaTile_AnyTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `dim` `=` $dim attr-dict `:` custom<CudaTileType>(type($lhs)) `,`
    custom<CudaTileType>(type($rhs)) `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_ExtractOp : CudaTile_Op<"extract", [Pure]> {
  let summary = "Take one result-sized slice of a tile";
  let arguments = (ins CudaTile_AnyTile:$source, Variadic<CudaTile_ScalarI32>:$indices);
  let results = (outs CudaTile_AnyTile:$result);
  let assemblyFormat = [{
    $source `` `[` $indices `]` attr-dict `:` custom<CudaTileType>(type($source)) `->`
    custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_InsertOp : CudaTile_Op<"insert", [Pure, AllTypesMatch<["destination", "result"]>]> {
  let summary = "Replace one source-sized slice of a tile (13.4)";
  let arguments = (ins CudaTile_AnyTile:$source, CudaTile_AnyTile:$destination,
                       Variadic<CudaTile_ScalarI32>:$indices);
  let results = (outs CudaTile_AnyTile:$result);
  let assemblyFormat = [{
    $source `,` $destination `` `[` $indices `]` attr-dict `:`
    custom<CudaTileType>(type($source)) `,` custom<CudaTileType>(type($destination))
  }];
  let hasVerifier = 1;
}

def CudaTile_SelectOp : CudaTile_Op<"select", [Pure,
    AllTypesMatch<["val_if_true", "val_if_false", "result"]>,
    AllShapesMatch<["cond", "val_if_true"]>]> {
  let summary = "Elementwise choice";
  let arguments = (ins CudaTile_I1Tile:$cond, CudaTile_AnyTile:$val_if_true,
                       CudaTile_AnyTile:$val_if_false);
  let results = (outs CudaTile_AnyTile:$result);
  let assemblyFormat = [{
    $cond `,` $val_if_true `,` $val_if_false attr-dict `:` custom<CudaTileType>(type($cond))
    `,` custom<CudaTileType>(type($result))
  }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

// Shape agreement is SameOperandsAndResultShape, as in NVIDIA's (guide B 2.6).
def CudaTile_OffsetOp : CudaTile_Op<"offset", [Pure, SameOperandsAndResultShape,
                                               AllTypesMatch<["ptr", "result"]>]> {
  let summary = "Pointer plus offset times element size";
  let arguments = (ins CudaTile_PointerTile:$ptr, CudaTile_IntTile:$offset);
  let results = (outs CudaTile_PointerTile:$result);
  let assemblyFormat = [{
    $ptr `,` $offset attr-dict `:` custom<CudaTileType>(type($ptr)) `,`
    custom<CudaTileType>(type($offset)) `->` custom<CudaTileType>(type($result))
  }];
}

def CudaTile_GetTileBlockIdOp : CudaTile_Op<"get_tile_block_id", [Pure,
    AllTypesMatch<["blockId_x", "blockId_y", "blockId_z"]>]> {
  let summary = "Coordinates of this tile block in the grid";
  let results = (outs CudaTile_ScalarI32:$blockId_x, CudaTile_ScalarI32:$blockId_y,
                      CudaTile_ScalarI32:$blockId_z);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($blockId_x))";
}
def CudaTile_GetNumTileBlocksOp : CudaTile_Op<"get_num_tile_blocks", [Pure,
    AllTypesMatch<["gridSize_x", "gridSize_y", "gridSize_z"]>]> {
  let summary = "Size of the grid of tile blocks";
  let results = (outs CudaTile_ScalarI32:$gridSize_x, CudaTile_ScalarI32:$gridSize_y,
                      CudaTile_ScalarI32:$gridSize_z);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($gridSize_x))";
}

#endif // TILEIRAS_CUDATILE_SHAPEOPS
