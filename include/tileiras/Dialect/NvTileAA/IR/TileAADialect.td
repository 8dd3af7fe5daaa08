//===- TileAADialect.td - nv_tileaa dialect ----------------*- tablegen -*-===//
//
// nv_tileaa is the first internal stage of the lowering. Tiles are builtin
// ranked tensors (a 0-d tile is its element type), elementwise work is arith
// and math on those tensors, and control flow is already a CFG of cf blocks.
// The ops here are what arith/math/cf cannot say: pointers, views, memory
// effects with their ordering tokens, shape changes that move elements, and
// the aggregate ops reduce, scan and dot.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_TILEAA_DIALECT
#define TILEIRAS_TILEAA_DIALECT

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

def TileAA_Dialect : Dialect {
  let name = "nv_tileaa";
  let cppNamespace = "::mlir::nv_tileaa";
  let summary = "Tile algebra on tensors, before thread distribution";
  let description = [{
    The internal dialect between cuda_tile and the distributed (per-thread)
    form. It has no textual or bytecode compatibility contract.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::math::MathDialect",
                           "::mlir::cf::ControlFlowDialect",
                           "::mlir::func::FuncDialect"];
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
  let extraClassDeclaration = [{
    void registerTypes();
  }];
}

class TileAA_Op<string mnemonic, list<Trait> traits = []>
    : Op<TileAA_Dialect, mnemonic, traits>;

//===----------------------------------------------------------------------===//
// Enums
//===----------------------------------------------------------------------===//

def TileAA_MemSemantic : I32EnumAttr<"MemSemantic", "memory ordering", [
    I32EnumAttrCase<"weak", 0>, I32EnumAttrCase<"relaxed", 1>,
    I32EnumAttrCase<"acquire", 2>, I32EnumAttrCase<"release", 3>,
    I32EnumAttrCase<"acq_rel", 4>]> {
  let cppNamespace = "::mlir::nv_tileaa";
  let genSpecializedAttr = 0;
}
def TileAA_MemSemanticAttr
    : EnumAttr<TileAA_Dialect, TileAA_MemSemantic, "mem_semantic"> {
  let assemblyFormat = "`<` $value `>`";
}

def TileAA_MemScope : I32EnumAttr<"MemScope", "memory scope", [
    I32EnumAttrCase<"tl_blk", 0>, I32EnumAttrCase<"cluster", 1>,
    I32EnumAttrCase<"gpu", 2>, I32EnumAttrCase<"sys", 3>]> {
  let cppNamespace = "::mlir::nv_tileaa";
  let genSpecializedAttr = 0;
}
def TileAA_MemScopeAttr : EnumAttr<TileAA_Dialect, TileAA_MemScope, "mem_scope"> {
  let assemblyFormat = "`<` $value `>`";
}

def TileAA_RmwMode : I32EnumAttr<"RmwMode", "atomic read-modify-write kind", [
    I32EnumAttrCase<"Add", 0, "add">, I32EnumAttrCase<"And", 1, "and">,
    I32EnumAttrCase<"Or", 2, "or">, I32EnumAttrCase<"Xor", 3, "xor">,
    I32EnumAttrCase<"Xchg", 4, "xchg">, I32EnumAttrCase<"Max", 5, "max">,
    I32EnumAttrCase<"Min", 6, "min">, I32EnumAttrCase<"UMax", 7, "umax">,
    I32EnumAttrCase<"UMin", 8, "umin">, I32EnumAttrCase<"AddF", 9, "addf">]> {
  let cppNamespace = "::mlir::nv_tileaa";
  let genSpecializedAttr = 0;
}
def TileAA_RmwModeAttr : EnumAttr<TileAA_Dialect, TileAA_RmwMode, "rmw_mode">;

def TileAA_FArithKind : I32EnumAttr<"FArithKind", "float operation with a rounding mode", [
    I32EnumAttrCase<"Add", 0, "add">, I32EnumAttrCase<"Sub", 1, "sub">,
    I32EnumAttrCase<"Mul", 2, "mul">, I32EnumAttrCase<"Div", 3, "div">,
    I32EnumAttrCase<"Fma", 4, "fma">, I32EnumAttrCase<"Sqrt", 5, "sqrt">,
    I32EnumAttrCase<"Ex2", 6, "ex2">, I32EnumAttrCase<"Rsqrt", 7, "rsqrt">]> {
  let cppNamespace = "::mlir::nv_tileaa";
  let genSpecializedAttr = 0;
}
def TileAA_FArithKindAttr : EnumAttr<TileAA_Dialect, TileAA_FArithKind, "farith_kind">;

// PTX's rounding modifiers of add/sub/mul/fma/div/sqrt: the IEEE modes, and
// div/sqrt's `approx` and div's `full` (2 ulp) algorithms; ex2 and rsqrt
// exist as `approx` only.
def TileAA_FRounding : I32EnumAttr<"FRounding", "float rounding", [
    I32EnumAttrCase<"rn", 0>, I32EnumAttrCase<"rz", 1>, I32EnumAttrCase<"rm", 2>,
    I32EnumAttrCase<"rp", 3>, I32EnumAttrCase<"approx", 4>, I32EnumAttrCase<"full", 5>]> {
  let cppNamespace = "::mlir::nv_tileaa";
  let genSpecializedAttr = 0;
}
def TileAA_FRoundingAttr : EnumAttr<TileAA_Dialect, TileAA_FRounding, "rounding">;

#endif // TILEIRAS_TILEAA_DIALECT
