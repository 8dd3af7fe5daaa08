//===- Cute.h - cute dialect ------------------------------------*- C++ -*-===//
//
// The cute dialect: its types, attributes and operations, and the glue that
// lets every op evaluate through the TileirasLayout library.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECT_CUTE_IR_CUTE_H
#define TILEIRAS_DIALECT_CUTE_IR_CUTE_H

#include "tileiras/Layout/Algebra.h"
#include "tileiras/Layout/Layout.h"
#include "tileiras/Layout/Result.h"

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "tileiras/Dialect/Cute/IR/CuteDialect.h.inc"

#define GET_ATTRDEF_CLASSES
#include "tileiras/Dialect/Cute/IR/CuteAttrs.h.inc"

#define GET_TYPEDEF_CLASSES
#include "tileiras/Dialect/Cute/IR/CuteTypes.h.inc"

namespace mlir::cute {
/// The value type of a cute constant attribute; null for other attributes.
Type getConstantType(Attribute value);

/// Runs `op.evaluate` when every operand is a constant and turns an
/// inadmissible input into an op error. Non-constant operands verify.
LogicalResult verifyAlgebraOp(Operation *op,
                              function_ref<tileiras::layout::Result<
                                  SmallVector<Attribute, 2>>(ArrayRef<Attribute>)>
                                  evaluate);
template <typename OpT> LogicalResult verifyAlgebraOp(OpT op) {
  return verifyAlgebraOp(op.getOperation(), [&](ArrayRef<Attribute> operands) {
    return op.evaluate(operands);
  });
}

/// Folds to `op.evaluate`'s results when every operand is constant and the
/// input is admissible; an inadmissible input is left for the verifier.
template <typename OpT>
LogicalResult foldAlgebraOp(OpT op, ArrayRef<Attribute> operands,
                            SmallVectorImpl<OpFoldResult> &results) {
  if (llvm::is_contained(operands, Attribute()))
    return failure();
  auto values = op.evaluate(operands);
  if (!values)
    return failure();
  results.append(values->begin(), values->end());
  return success();
}
} // namespace mlir::cute

#define GET_OP_CLASSES
#include "tileiras/Dialect/Cute/IR/CuteOps.h.inc"

#endif // TILEIRAS_DIALECT_CUTE_IR_CUTE_H
