//===- NvTileAADialect.cpp - nv_tileaa dialect ----------------------------===//

#include "tileiras/Dialect/NvTileAA/IR/NvTileAA.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::nv_tileaa;

#include "tileiras/Dialect/NvTileAA/IR/TileAADialect.cpp.inc"
#include "tileiras/Dialect/NvTileAA/IR/TileAAEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "tileiras/Dialect/NvTileAA/IR/TileAAAttrs.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "tileiras/Dialect/NvTileAA/IR/TileAATypes.cpp.inc"

void TileAADialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "tileiras/Dialect/NvTileAA/IR/TileAATypes.cpp.inc"
      >();
}

void TileAADialect::initialize() {
  registerTypes();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "tileiras/Dialect/NvTileAA/IR/TileAAAttrs.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "tileiras/Dialect/NvTileAA/IR/TileAAOps.cpp.inc"
      >();
}

ArrayRef<int64_t> mlir::nv_tileaa::tileShape(Type type) {
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return tensor.getShape();
  return {};
}

Type mlir::nv_tileaa::tileElementType(Type type) {
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return tensor.getElementType();
  return type;
}
