//===- CudaTileAggregateOps.td - reduce, scan, mma ---------*- tablegen -*-===//

#ifndef TILEIRAS_CUDATILE_AGGREGATEOPS
#define TILEIRAS_CUDATILE_AGGREGATEOPS

include "tileiras/Dialect/CudaTile/IR/CudaTileOpBase.td"

class CudaTile_AggregateOp<string mnemonic, list<Trait> traits = []>
    : CudaTile_Op<mnemonic, !listconcat([Pure, SameOperandsShape, OpAsmOpInterface,
        DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames", "getAsmBlockArgumentNames"]>],
        traits)> {
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
  let extraClassDeclaration = [{
    static ::llvm::StringRef getDefaultDialect() { return "cuda_tile"; }
  }];
}

def CudaTile_ReduceOp : CudaTile_AggregateOp<"reduce"> {
  let summary = "Reduce along one dimension with a pure combiner";
  let arguments = (ins Variadic<CudaTile_AnyTile>:$operands,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$dim, ArrayAttr:$identities);
  let results = (outs Variadic<CudaTile_AnyTile>:$results);
}

def CudaTile_ScanOp : CudaTile_AggregateOp<"scan"> {
  let summary = "Inclusive prefix scan along one dimension";
  let arguments = (ins Variadic<CudaTile_AnyTile>:$operands,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$dim, BoolAttr:$reverse,
                       ArrayAttr:$identities);
  let results = (outs Variadic<CudaTile_AnyTile>:$results);
}

def CudaTile_MmaFOperandTile : CudaTile_TileOf<CudaTile_FloatTileList, "mmaf operand tile">;
def CudaTile_MmaFResultTile
    : CudaTile_TileOf<[CudaTile_F16, CudaTile_F32, CudaTile_F64], "mmaf acc/result tile">;

def CudaTile_MmaFOp : CudaTile_Op<"mmaf", [Pure, AllTypesMatch<["acc", "result"]>,
    AllElementTypesMatch<["lhs", "rhs"]>, AllRanksMatch<["lhs", "rhs", "acc"]>]> {
  let summary = "D = A * B + C on floating-point tiles, optionally batched";
  let arguments = (ins CudaTile_MmaFOperandTile:$lhs, CudaTile_MmaFOperandTile:$rhs,
                       CudaTile_MmaFResultTile:$acc, UnitAttr:$fast_acc);
  let results = (outs CudaTile_MmaFResultTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc (`fast_acc` $fast_acc^)? attr-dict `:`
    custom<CudaTileType>(type($lhs)) `,` custom<CudaTileType>(type($rhs)) `,`
    custom<CudaTileType>(type($acc))
  }];
  let hasVerifier = 1;
}

def CudaTile_MmaIOp : CudaTile_Op<"mmai", [Pure, AllTypesMatch<["acc", "result"]>,
    AllRanksMatch<["lhs", "rhs", "acc"]>]> {
  let summary = "D = A * B + C on i8 tiles with an i32 accumulator";
  let arguments = (ins CudaTile_TileOf<[CudaTile_I8], "mmai operand tile">:$lhs,
                       CudaTile_TileOf<[CudaTile_I8], "mmai operand tile">:$rhs,
                       CudaTile_I32Tile:$acc, CudaTile_SignednessAttr:$signedness_lhs,
                       CudaTile_SignednessAttr:$signedness_rhs);
  let results = (outs CudaTile_I32Tile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc custom<Signedness>($signedness_lhs)
    custom<Signedness>($signedness_rhs) attr-dict `:` custom<CudaTileType>(type($lhs)) `,`
    custom<CudaTileType>(type($rhs)) `,` custom<CudaTileType>(type($acc))
  }];
  let hasVerifier = 1;
}

def CudaTile_MmaFScaledOp : CudaTile_Op<"mmaf_scaled", [Pure, AllTypesMatch<["acc", "result"]>]> {
  let summary = "Block-scaled D = (A * sa) * (B * sb) + C (13.3)";
  let arguments = (ins CudaTile_FloatTile:$lhs, CudaTile_FloatTile:$rhs,
                       CudaTile_TileOf<[CudaTile_F32]>:$acc,
                       CudaTile_FloatTile:$lhs_scale, CudaTile_FloatTile:$rhs_scale);
  let results = (outs CudaTile_TileOf<[CudaTile_F32]>:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc `,` $lhs_scale `,` $rhs_scale attr-dict `:`
    custom<CudaTileType>(type($lhs)) `,` custom<CudaTileType>(type($rhs)) `,`
    custom<CudaTileType>(type($acc)) `,` custom<CudaTileType>(type($lhs_scale)) `,`
    custom<CudaTileType>(type($rhs_scale))
  }];
  let hasVerifier = 1;
}

#endif // TILEIRAS_CUDATILE_AGGREGATEOPS
