//===- CuteDialect.cpp - cute dialect -------------------------------------===//

#include "tileiras/Dialect/Cute/IR/Cute.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::cute;

#include "tileiras/Dialect/Cute/IR/CuteDialect.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "tileiras/Dialect/Cute/IR/CuteTypes.cpp.inc"

void CuteDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "tileiras/Dialect/Cute/IR/CuteTypes.cpp.inc"
      >();
}

void CuteDialect::initialize() {
  registerTypes();
  registerAttributes();
  addOperations<
#define GET_OP_LIST
#include "tileiras/Dialect/Cute/IR/CuteOps.cpp.inc"
      >();
}

Operation *CuteDialect::materializeConstant(OpBuilder &builder,
                                            Attribute value, Type type,
                                            Location loc) {
  // Queries (size, cosize, crd2idx, ...) fold to index integers.
  if (auto integer = dyn_cast<IntegerAttr>(value)) {
    if (!type.isIndex() || integer.getType() != type)
      return nullptr;
    return arith::ConstantOp::create(builder, loc, type, integer);
  }
  Type constantType = getConstantType(value);
  if (!constantType || constantType != type)
    return nullptr;
  return ConstantOp::create(builder, loc, value);
}
