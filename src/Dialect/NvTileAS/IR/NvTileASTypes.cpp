//===- NvTileASTypes.cpp - nv_tileas types --------------------------------===//

#include "tileiras/Dialect/NvTileAS/IR/NvTileAS.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"

#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::nv_tileas;

#define GET_TYPEDEF_CLASSES
#include "tileiras/Dialect/NvTileAS/IR/TileASTypes.cpp.inc"

void TileASDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "tileiras/Dialect/NvTileAS/IR/TileASTypes.cpp.inc"
      >();
}

/// Bytes of one element in a stage (no sub-byte packing).
static int64_t bytesOf(Type element) {
  return llvm::divideCeil(element.getIntOrFloatBitWidth(), 8);
}

LogicalResult
SharedBufferType::verify(function_ref<InFlightDiagnostic()> emitError,
                         int64_t stages, RankedTensorType tile,
                         StringRef arrangement) {
  if (stages < 1)
    return emitError() << "expects at least one stage, got " << stages;
  if (tile.getEncoding() || !tile.hasStaticShape() || tile.getRank() == 0)
    return emitError() << "expects a static, non-scalar tile without an "
                          "encoding, got "
                       << tile;
  Type element = tile.getElementType();
  if (!element.isIntOrFloat() || element.getIntOrFloatBitWidth() < 8)
    return emitError() << "expects elements of whole bytes, got " << element;
  if (arrangement != "row_major") {
    if (arrangement != "core_k" && arrangement != "core_mn")
      return emitError() << "expects the arrangement row_major, core_k or "
                            "core_mn, got "
                         << arrangement;
    int64_t perRow = 16 / bytesOf(element);
    if (tile.getRank() != 2 || tile.getDimSize(0) % 8 ||
        tile.getDimSize(1) % perRow)
      return emitError() << "expects a 2-D tile of whole core matrices (8 x "
                         << perRow << "), got " << tile;
    if (arrangement == "core_mn" && bytesOf(element) != 2)
      return emitError() << "expects 16-bit elements in core_mn, got "
                         << element;
    return success();
  }
  if (element.getIntOrFloatBitWidth() == 16 &&
      tile.getNumElements() * 2 % 1024 != 0)
    return emitError() << "expects a 16-bit tile of whole 1024-byte "
                          "swizzle patterns, got "
                       << tile.getNumElements() * 2 << " bytes";
  return success();
}

int64_t SharedBufferType::getStageBytes() const {
  return llvm::alignTo(getTile().getNumElements() *
                           bytesOf(getTile().getElementType()),
                       128);
}

bool SharedBufferType::isSwizzled() const {
  return !isCoreMatrices() &&
         getTile().getElementType().getIntOrFloatBitWidth() == 16;
}

LogicalResult PipelineType::verify(function_ref<InFlightDiagnostic()> emitError,
                                   int64_t stages) {
  if (stages < 1)
    return emitError() << "expects at least one stage, got " << stages;
  return success();
}
