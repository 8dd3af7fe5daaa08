//===- CudaTileAttrs.td - cuda_tile enums and attributes ---*- tablegen -*-===//
//
// Enum case values are the integers the bytecode stores; never renumber.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_CUDATILE_ATTRS
#define TILEIRAS_CUDATILE_ATTRS

include "tileiras/Dialect/CudaTile/IR/CudaTileDialect.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"

class CudaTile_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<CudaTile_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

//===----------------------------------------------------------------------===//
// Enums stored as dialect enum attributes: #cuda_tile.rounding<zero>
//===----------------------------------------------------------------------===//

def CudaTile_Signedness : I32EnumAttr<"Signedness", "signedness", [
    I32EnumAttrCase<"Unsigned", 0, "unsigned">,
    I32EnumAttrCase<"Signed", 1, "signed">]> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}
def CudaTile_SignednessAttr : EnumAttr<CudaTile_Dialect, CudaTile_Signedness, "signedness"> {
  let assemblyFormat = "`<` $value `>`";
}

def CudaTile_IntegerOverflow : I32EnumAttr<"IntegerOverflow", "integer overflow flags", [
    I32EnumAttrCase<"None", 0, "none">,
    I32EnumAttrCase<"NSW", 1, "no_signed_wrap">,
    I32EnumAttrCase<"NUW", 2, "no_unsigned_wrap">,
    I32EnumAttrCase<"NW", 3, "no_wrap">]> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}
def CudaTile_IntegerOverflowAttr : EnumAttr<CudaTile_Dialect, CudaTile_IntegerOverflow, "overflow"> {
  let assemblyFormat = "`<` $value `>`";
}

def CudaTile_RoundingMode : I32EnumAttr<"RoundingMode", "rounding mode", [
    I32EnumAttrCase<"NearestEven", 0, "nearest_even">,
    I32EnumAttrCase<"Zero", 1, "zero">,
    I32EnumAttrCase<"NegativeInf", 2, "negative_inf">,
    I32EnumAttrCase<"PositiveInf", 3, "positive_inf">,
    I32EnumAttrCase<"Approx", 4, "approx">,
    I32EnumAttrCase<"Full", 5, "full">,
    I32EnumAttrCase<"NearestIntToZero", 6, "nearest_int_to_zero">,
    I32EnumAttrCase<"NearestAway", 7, "nearest_away">]> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}
def CudaTile_RoundingModeAttr : EnumAttr<CudaTile_Dialect, CudaTile_RoundingMode, "rounding"> {
  let assemblyFormat = "`<` $value `>`";
}

def CudaTile_ComparisonOrdering : I32EnumAttr<"ComparisonOrdering", "comparison ordering", [
    I32EnumAttrCase<"Unordered", 0, "unordered">,
    I32EnumAttrCase<"Ordered", 1, "ordered">]> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}
def CudaTile_ComparisonOrderingAttr
    : EnumAttr<CudaTile_Dialect, CudaTile_ComparisonOrdering, "comparison_ordering"> {
  let assemblyFormat = "`<` $value `>`";
}

def CudaTile_ComparisonPredicate : I32EnumAttr<"ComparisonPredicate", "comparison predicate", [
    I32EnumAttrCase<"Equal", 0, "equal">,
    I32EnumAttrCase<"NotEqual", 1, "not_equal">,
    I32EnumAttrCase<"LessThan", 2, "less_than">,
    I32EnumAttrCase<"LessThanOrEqual", 3, "less_than_or_equal">,
    I32EnumAttrCase<"GreaterThan", 4, "greater_than">,
    I32EnumAttrCase<"GreaterThanOrEqual", 5, "greater_than_or_equal">]> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}
def CudaTile_ComparisonPredicateAttr
    : EnumAttr<CudaTile_Dialect, CudaTile_ComparisonPredicate, "comparison_predicate"> {
  let assemblyFormat = "`<` $value `>`";
}

def CudaTile_PaddingValue : I32EnumAttr<"PaddingValue", "padding value", [
    I32EnumAttrCase<"Zero", 0, "zero">,
    I32EnumAttrCase<"NegZero", 1, "neg_zero">,
    I32EnumAttrCase<"Nan", 2, "nan">,
    I32EnumAttrCase<"PosInf", 3, "pos_inf">,
    I32EnumAttrCase<"NegInf", 4, "neg_inf">]> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}
def CudaTile_PaddingValueAttr : EnumAttr<CudaTile_Dialect, CudaTile_PaddingValue, "padding_value"> {
  let assemblyFormat = "`<` $value `>`";
}

def CudaTile_SymbolVisibility : I32EnumAttr<"SymbolVisibility", "symbol visibility", [
    I32EnumAttrCase<"Public", 0, "public">,
    I32EnumAttrCase<"Private", 1, "private">]> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}
def CudaTile_SymbolVisibilityAttr
    : EnumAttr<CudaTile_Dialect, CudaTile_SymbolVisibility, "symbol_visibility"> {
  let assemblyFormat = "`<` $value `>`";
}

// 13.4 pointer attribute on `ptr` and `tensor_view`: `ptr<f32, <none>>`,
// `tensor_view<..., #cuda_tile.ptr_attr<none>>`. 13.4 defines only `none`;
// 13.5 adds `unicast` and `multicast` (the multimem ops' views).
def CudaTile_PtrAttrValue : I32EnumAttr<"PtrAttrValue", "pointer attribute", [
    I32EnumAttrCase<"None", 0, "none">, I32EnumAttrCase<"Unicast", 1, "unicast">,
    I32EnumAttrCase<"Multicast", 2, "multicast">]> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}
def CudaTile_PtrAttr : EnumAttr<CudaTile_Dialect, CudaTile_PtrAttrValue, "ptr_attr"> {
  let cppClassName = "PtrAttr";
  let assemblyFormat = "`<` $value `>`";
}

//===----------------------------------------------------------------------===//
// Enums stored as plain i32 IntegerAttr (their generic form is `mode = 3 : i32`)
//===----------------------------------------------------------------------===//

def CudaTile_AtomicRMWMode : I32EnumAttr<"AtomicRMWMode", "atomic read-modify-write mode", [
    I32EnumAttrCase<"And", 0, "and">, I32EnumAttrCase<"Or", 1, "or">,
    I32EnumAttrCase<"Xor", 2, "xor">, I32EnumAttrCase<"Add", 3, "add">,
    I32EnumAttrCase<"AddF", 4, "addf">, I32EnumAttrCase<"Max", 5, "max">,
    I32EnumAttrCase<"Min", 6, "min">, I32EnumAttrCase<"UMax", 7, "umax">,
    I32EnumAttrCase<"UMin", 8, "umin">, I32EnumAttrCase<"Xchg", 9, "xchg">]> {
  let cppNamespace = "::mlir::cuda_tile";
}

// Reduction of the multimem ops (13.5): `#cuda_tile.multimem_reduction_kind<and>`.
def CudaTile_MultimemReductionKind : I32EnumAttr<"MultimemReductionKind",
    "multimem reduction kind", [
    I32EnumAttrCase<"Add", 0, "add">, I32EnumAttrCase<"Min", 1, "min">,
    I32EnumAttrCase<"Max", 2, "max">, I32EnumAttrCase<"And", 3, "and">,
    I32EnumAttrCase<"Or", 4, "or">, I32EnumAttrCase<"Xor", 5, "xor">,
    I32EnumAttrCase<"UMin", 6, "umin">, I32EnumAttrCase<"UMax", 7, "umax">]> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}
def CudaTile_MultimemReductionKindAttr : EnumAttr<CudaTile_Dialect,
    CudaTile_MultimemReductionKind, "multimem_reduction_kind"> {
  let assemblyFormat = "`<` $value `>`";
}

def CudaTile_MemoryOrderingSemantics : I32EnumAttr<"MemoryOrderingSemantics",
    "memory ordering semantics", [
    I32EnumAttrCase<"Weak", 0, "weak">, I32EnumAttrCase<"Relaxed", 1, "relaxed">,
    I32EnumAttrCase<"Acquire", 2, "acquire">, I32EnumAttrCase<"Release", 3, "release">,
    I32EnumAttrCase<"AcqRel", 4, "acq_rel">]> {
  let cppNamespace = "::mlir::cuda_tile";
}

def CudaTile_MemoryScope : I32EnumAttr<"MemoryScope", "memory scope", [
    I32EnumAttrCase<"TlBlk", 0, "tl_blk">, I32EnumAttrCase<"Device", 1, "device">,
    I32EnumAttrCase<"Sys", 2, "sys">]> {
  let cppNamespace = "::mlir::cuda_tile";
}

//===----------------------------------------------------------------------===//
// Assume predicates
//===----------------------------------------------------------------------===//

def CudaTile_AssumePredicateAttrInterface : AttrInterface<"AssumePredicateAttrInterface"> {
  let cppNamespace = "::mlir::cuda_tile";
  let description = "A fact that `assume` attaches to a value.";
  let methods = [
    InterfaceMethod<"Checks the predicate against the constrained value.",
      "::llvm::LogicalResult", "verifyWithAssumeOp",
      (ins "::mlir::Operation *":$op, "::mlir::Type":$constrainedType)>
  ];
}

def CudaTile_DivByAttr : CudaTile_Attr<"DivBy", "div_by",
    [DeclareAttrInterfaceMethods<CudaTile_AssumePredicateAttrInterface>]> {
  let summary = "The value (or base address) is divisible by a power of two";
  let parameters = (ins "uint64_t":$divisor,
                        OptionalParameter<"std::optional<int64_t>">:$every,
                        OptionalParameter<"std::optional<int64_t>">:$along);
  let hasCustomAssemblyFormat = 1;
}

def CudaTile_SameElementsAttr : CudaTile_Attr<"SameElements", "same_elements",
    [DeclareAttrInterfaceMethods<CudaTile_AssumePredicateAttrInterface>]> {
  let summary = "Groups of elements along each dimension are equal";
  let parameters = (ins "::mlir::DenseI64ArrayAttr":$values);
  let assemblyFormat = "`<` $values `>`";
}

def CudaTile_BoundedAttr : CudaTile_Attr<"Bounded", "bounded",
    [DeclareAttrInterfaceMethods<CudaTile_AssumePredicateAttrInterface>]> {
  let summary = "Inclusive signed bounds on every element";
  let parameters = (ins OptionalParameter<"std::optional<int64_t>">:$lb,
                        OptionalParameter<"std::optional<int64_t>">:$ub);
  let hasCustomAssemblyFormat = 1;
}

//===----------------------------------------------------------------------===//
// Optimization hints: <sm_90 = {occupancy = 2}, default = {...}>
//===----------------------------------------------------------------------===//

def CudaTile_OptimizationHintsAttr : CudaTile_Attr<"OptimizationHints", "optimization_hints"> {
  let summary = "Per-architecture compiler hints";
  let parameters = (ins "::mlir::DictionaryAttr":$value);
  let hasCustomAssemblyFormat = 1;
  let extraClassDeclaration = [{
    /// Checks keys and values for the op the hints are attached to.
    ::llvm::LogicalResult verifyForOp(::mlir::Operation *op) const;
    /// The hints for `arch`; a key `arch` does not set comes from `default`.
    ::mlir::DictionaryAttr lookupForArch(::llvm::StringRef arch) const;
  }];
}

//===----------------------------------------------------------------------===//
// Debug information (LLVM-like scopes used inside locations)
//===----------------------------------------------------------------------===//

def CudaTile_DIFileAttr : CudaTile_Attr<"DIFile", "di_file"> {
  let parameters = (ins "::mlir::StringAttr":$name, "::mlir::StringAttr":$directory);
  let assemblyFormat = "`<` $name `in` $directory `>`";
}

def CudaTile_DICompileUnitAttr : CudaTile_Attr<"DICompileUnit", "di_compile_unit"> {
  let parameters = (ins "DIFileAttr":$file);
  let assemblyFormat = "`<` struct(params) `>`";
}

def CudaTile_DISubprogramAttr : CudaTile_Attr<"DISubprogram", "di_subprogram"> {
  let parameters = (ins "DIFileAttr":$file, "unsigned":$line, "::mlir::StringAttr":$name,
                        "::mlir::StringAttr":$linkageName,
                        "DICompileUnitAttr":$compileUnit,
                        OptionalParameter<"unsigned">:$scopeLine);
  let assemblyFormat = "`<` struct(params) `>`";
}

def CudaTile_DILexicalBlockAttr : CudaTile_Attr<"DILexicalBlock", "di_lexical_block"> {
  let parameters = (ins "::mlir::Attribute":$scope, "DIFileAttr":$file, "unsigned":$line,
                        OptionalParameter<"unsigned">:$column);
  let assemblyFormat = "`<` struct(params) `>`";
}

// `#cuda_tile.di_loc<loc("f.py":1:4) in #di_subprogram>`: a source position
// with its scope (a di_subprogram or di_lexical_block). It is a location, so
// ops carry it as `loc(...)`; the builtin alias hook names it `#locN`.
def CudaTile_DILocAttr : LocationAttrDef<CudaTile_Dialect, "DILoc"> {
  let mnemonic = "di_loc";
  let parameters = (ins "::mlir::FileLineColLoc":$loc, "::mlir::Attribute":$scope);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let builders = [
    AttrBuilderWithInferredContext<(ins "::mlir::FileLineColLoc":$loc,
                                        "::mlir::Attribute":$scope), [{
      return $_get(loc.getContext(), loc, scope);
    }]>
  ];
}

#endif // TILEIRAS_CUDATILE_ATTRS
