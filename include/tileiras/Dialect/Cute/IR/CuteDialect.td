//===- CuteDialect.td - cute dialect definition ------------*- tablegen -*-===//
//
// The cute dialect: CuTe layouts as MLIR values. Attributes hold static
// layouts in CuTe's own notation and every operation computes through the
// TileirasLayout library (include/tileiras/Layout), so the dialect and the
// library cannot disagree about the algebra.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_CUTE_DIALECT
#define TILEIRAS_CUTE_DIALECT

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"

def Cute_Dialect : Dialect {
  let name = "cute";
  let cppNamespace = "::mlir::cute";
  let summary = "Target-neutral CuTe layout algebra";
  let description = [{
    Layouts, composed (swizzled) layouts, tilers and integer tuples, and the
    CuTe algebra on them. The dialect never names an SM tier. Constant
    operands fold through the layout library; an inadmissible operation is
    a verifier error, never a wrong layout.
  }];
  // size/cosize/... fold to index constants, materialised as arith.constant.
  let dependentDialects = ["::mlir::arith::ArithDialect"];
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
  let hasConstantMaterializer = 1;
  let extraClassDeclaration = [{
    void registerTypes();
    void registerAttributes();
  }];
}

class Cute_Op<string mnemonic, list<Trait> traits = []>
    : Op<Cute_Dialect, mnemonic, traits>;

#endif // TILEIRAS_CUTE_DIALECT
