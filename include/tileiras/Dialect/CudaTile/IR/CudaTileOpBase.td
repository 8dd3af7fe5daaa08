//===- CudaTileOpBase.td - shared op classes and attributes -*- tablegen -*-===//

#ifndef TILEIRAS_CUDATILE_OPBASE
#define TILEIRAS_CUDATILE_OPBASE

include "tileiras/Dialect/CudaTile/IR/CudaTileDialect.td"
include "tileiras/Dialect/CudaTile/IR/CudaTileTypes.td"
include "tileiras/Dialect/CudaTile/IR/CudaTileAttrs.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/FunctionInterfaces.td"
include "mlir/Interfaces/CallInterfaces.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/RegionKindInterface.td"
include "mlir/IR/CommonAttrConstraints.td"

// Attributes with defaults that the printer elides.
def CudaTile_DefaultRounding
    : DefaultValuedAttr<CudaTile_RoundingModeAttr, "::mlir::cuda_tile::RoundingMode::NearestEven">;
def CudaTile_DefaultOverflow
    : DefaultValuedAttr<CudaTile_IntegerOverflowAttr, "::mlir::cuda_tile::IntegerOverflow::None">;

def CudaTile_DenseConstantAttr : ElementsAttrBase<
    CPred<"::llvm::isa<::mlir::DenseIntOrFPElementsAttr>($_self)">, "dense int or float elements"> {
  let storageType = "::mlir::DenseIntOrFPElementsAttr";
  let returnType = "::mlir::DenseIntOrFPElementsAttr";
  let convertFromStorage = "$_self";
}

// Binary elementwise op whose operands and result share one type.
class CudaTile_BinaryOp<string mnemonic, Type tileType, list<Trait> traits = []>
    : CudaTile_Op<mnemonic, !listconcat([Pure, AllTypesMatch<["lhs", "rhs", "result"]>],
                                        traits)> {
  let arguments = (ins tileType:$lhs, tileType:$rhs);
  let results = (outs tileType:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` custom<CudaTileType>(type($result))
  }];
}

// Unary elementwise op whose operand and result share one type.
class CudaTile_UnaryOp<string mnemonic, Type tileType, list<Trait> traits = []>
    : CudaTile_Op<mnemonic, !listconcat([Pure, AllTypesMatch<["source", "result"]>],
                                        traits)> {
  let arguments = (ins tileType:$source);
  let results = (outs tileType:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($result))
  }];
}

#endif // TILEIRAS_CUDATILE_OPBASE
