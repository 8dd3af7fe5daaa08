//===- NvTileASOps.cpp - nv_tileas operations -----------------------------===//

#include "tileiras/Dialect/NvTileAS/IR/NvTileAS.h"

#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace mlir::nv_tileas;

LogicalResult ConvertLayoutOp::verify() {
  auto source = cast<RankedTensorType>(getSource().getType());
  auto result = cast<RankedTensorType>(getResult().getType());
  SimtLayoutAttr from = getSimtLayout(source), to = getSimtLayout(result);
  if (!from || !to)
    return emitOpError("expects tensors with #nv_tileas.simt layouts");
  if (source.getShape() != result.getShape() ||
      source.getElementType() != result.getElementType())
    return emitOpError("expects a result of the source shape and element "
                       "type");
  if (from.getThreads() != to.getThreads())
    return emitOpError("expects layouts over one thread count, got ")
           << from.getThreads() << " and " << to.getThreads();
  return success();
}

OpFoldResult ConvertLayoutOp::fold(FoldAdaptor) {
  if (getSource().getType() == getType())
    return getSource();
  // A chain of conversions is one conversion from the first source.
  if (auto previous = getSource().getDefiningOp<ConvertLayoutOp>()) {
    if (previous.getSource().getType() == getType())
      return previous.getSource();
    getSourceMutable().assign(previous.getSource());
    return getResult();
  }
  return {};
}

#define GET_OP_CLASSES
#include "tileiras/Dialect/NvTileAS/IR/TileASOps.cpp.inc"
