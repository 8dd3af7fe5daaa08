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
  if (arrangement == "swizzle_k" || arrangement == "swizzle_mn") {
    int64_t rowBytes =
        tile.getRank() == 2 ? tile.getDimSize(1) * bytesOf(element) : 0;
    if (tile.getRank() != 2 || tile.getDimSize(0) % 8 ||
        (rowBytes != 32 && rowBytes != 64 && rowBytes % 128))
      return emitError() << "expects a 2-D tile of rows in whole swizzle "
                            "atoms (a multiple of 8 rows of 32, 64 or a "
                            "multiple of 128 bytes), got "
                         << tile;
    if (arrangement == "swizzle_mn" && bytesOf(element) != 2)
      return emitError() << "expects 16-bit elements in swizzle_mn, got "
                         << element;
    return success();
  }
  if (arrangement != "row_major") {
    if (arrangement != "core_k" && arrangement != "core_mn")
      return emitError() << "expects the arrangement row_major, core_k, "
                            "core_mn, swizzle_k or swizzle_mn, got "
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
  return !isOperandLayout() &&
         getTile().getElementType().getIntOrFloatBitWidth() == 16;
}

/// W of a swizzled operand arrangement: the row's bytes, at most 128.
static int64_t swizzleBytesOf(RankedTensorType tile, StringRef arrangement) {
  if (!arrangement.starts_with("swizzle_"))
    return 0;
  return std::min<int64_t>(128,
                           tile.getDimSize(1) * bytesOf(tile.getElementType()));
}

int64_t SharedBufferType::getSwizzleBytes() const {
  return swizzleBytesOf(getTile(), getArrangement());
}

int64_t SharedBufferType::getAlignment(bool wgmma) const {
  return getSwizzleBytes() || (wgmma && isSwizzled()) ? 1024 : 128;
}

int64_t TmaDescType::getSwizzleBytes() const {
  return swizzleBytesOf(getTile(), getArrangement());
}

LogicalResult PipelineType::verify(function_ref<InFlightDiagnostic()> emitError,
                                   int64_t stages) {
  if (stages < 1)
    return emitError() << "expects at least one stage, got " << stages;
  return success();
}

LogicalResult TmaDescType::verify(function_ref<InFlightDiagnostic()> emitError,
                                  RankedTensorType tile,
                                  StringRef arrangement) {
  // A box lands in a stage as a ring of the same tile and arrangement holds
  // it.
  if (failed(SharedBufferType::verify(emitError, 1, tile, arrangement)))
    return failure();
  Type element = tile.getElementType();
  int64_t bytes = bytesOf(element);
  if (bytes > 8)
    return emitError() << "expects elements of at most 8 bytes, got "
                       << element;
  ArrayRef<int64_t> shape = tile.getShape();
  if (arrangement == "row_major") {
    if (bytes == 2)
      return emitError() << "expects no 16-bit row_major box: those stages "
                            "are XOR-swizzled, which TMA does not write";
    if (shape.size() > 5)
      return emitError() << "expects a box of rank at most 5, got "
                         << shape.size();
    if (shape.back() * bytes % 16)
      return emitError() << "expects the box's last dimension to be a "
                            "multiple of 16 bytes, got "
                         << shape.back() * bytes;
    for (int64_t size : shape)
      if (size > 256)
        return emitError() << "expects box dimensions of at most 256, got "
                           << size;
    return success();
  }
  if (arrangement.starts_with("swizzle_")) {
    // Boxes of W bytes x the rows, one per atom column.
    if (shape[0] > 256)
      return emitError() << "expects at most 256 rows, got " << tile;
    return success();
  }
  // The 4-D map's boxes: 16 bytes, 8 rows, the pieces of a row, the row
  // groups.
  if (shape[1] * bytes / 16 > 256 || shape[0] / 8 > 256)
    return emitError() << "expects at most 256 row groups and 256 16-byte "
                          "pieces a row, got "
                       << tile;
  return success();
}

int64_t TmaDescType::getBoxBytes() const {
  return getTile().getNumElements() * bytesOf(getTile().getElementType());
}
