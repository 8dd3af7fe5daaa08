//===- NvTileASOps.cpp - nv_tileas operations -----------------------------===//

#include "tileiras/Dialect/NvTileAS/IR/NvTileAS.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace mlir::nv_tileas;

LogicalResult WarpgroupWaitOp::verify() {
  if (getValues().getTypes() != getResults().getTypes())
    return emitOpError("results must be the values, of the same types");
  return success();
}

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

/// Whether `tile` (a distributed tensor type) is the tile of `buffer`.
static LogicalResult checkTile(Operation *op, RankedTensorType tile,
                               SharedBufferType buffer) {
  if (!getSimtLayout(tile))
    return op->emitOpError("expects a tile with a #nv_tileas.simt layout, "
                           "got ")
           << tile;
  RankedTensorType stage = buffer.getTile();
  if (tile.getShape() != stage.getShape() ||
      tile.getElementType() != stage.getElementType())
    return op->emitOpError("expects the tile of the buffer's stages (")
           << stage << "), got " << tile;
  return success();
}

LogicalResult AsyncTiledCopyOp::verify() {
  auto tile = dyn_cast<RankedTensorType>(getTile());
  if (!tile)
    return emitOpError("expects a ranked tensor `tile`");
  if (failed(checkTile(*this, tile, getBuffer().getType())))
    return failure();
  auto memref = cast<nv_tileaa::MemrefType>(getMemref().getType());
  int64_t rank = tile.getRank();
  if (int64_t(getIndices().size()) != memref.getRank() ||
      int64_t(getDimMap().size()) != rank ||
      int64_t(getSteps().size()) != rank)
    return emitOpError("expects one index per memref dimension and one step "
                       "and dim_map entry per tile dimension");
  for (int32_t dim : getDimMap())
    if (dim < 0 || dim >= int32_t(memref.getRank()))
      return emitOpError("dim_map entry ") << dim << " is not a dimension "
                                              "of the memref";
  if (memref.getElementType() != tile.getElementType())
    return emitOpError("expects the memref's element type ")
           << memref.getElementType() << ", got " << tile.getElementType();
  return success();
}

LogicalResult AsyncWaitOp::verify() {
  // The async proxy reads every thread's copies: it needs the barrier.
  if (getThreadPrivate() && getAsyncProxy())
    return emitOpError("cannot be both thread_private and async_proxy");
  return success();
}

LogicalResult LocalLoadOp::verify() {
  return checkTile(*this, cast<RankedTensorType>(getResult().getType()),
                   getBuffer().getType());
}

LogicalResult CreatePipelineOp::verify() {
  // Each thread arrives twice on a full mbarrier, whose count is at most
  // 2^20 - 1.
  if (getThreads() >= (1 << 19))
    return emitOpError("expects fewer than 2^19 threads, got ")
           << getThreads();
  return success();
}

LogicalResult ProducerWarpgroupOp::verify() {
  auto function = (*this)->getParentOfType<FunctionOpInterface>();
  if (!function || !function->hasAttr(kProducerWarpgroupsAttrName))
    return emitOpError("expects a function with `")
           << kProducerWarpgroupsAttrName << "`";
  return success();
}

LogicalResult SetMaxRegistersOp::verify() {
  int64_t count = getCount();
  if (count < 24 || count > 256 || count % 8)
    return emitOpError("expects a multiple of 8 in [24, 256], got ") << count;
  return success();
}

/// Whether a constant `stage` lies in `pipeline`.
static LogicalResult checkStage(Operation *op, Value pipeline, Value stage) {
  int64_t stages = cast<PipelineType>(pipeline.getType()).getStages();
  APInt known;
  if (matchPattern(stage, m_ConstantInt(&known)) &&
      (known.isNegative() || known.getSExtValue() >= stages))
    return op->emitOpError("stage ")
           << known.getSExtValue() << " is outside the pipeline's " << stages;
  return success();
}

LogicalResult ProducerAcquireOp::verify() {
  return checkStage(*this, getPipeline(), getStage());
}
LogicalResult ProducerCommitOp::verify() {
  return checkStage(*this, getPipeline(), getStage());
}
LogicalResult ConsumerWaitOp::verify() {
  return checkStage(*this, getPipeline(), getStage());
}
LogicalResult ConsumerReleaseOp::verify() {
  return checkStage(*this, getPipeline(), getStage());
}

LogicalResult MakeTmaDescOp::verify() {
  auto memref = cast<nv_tileaa::MemrefType>(getMemref().getType());
  RankedTensorType box = getDesc().getType().getTile();
  if (memref.getElementType() != box.getElementType())
    return emitOpError("expects the memref's element type ")
           << memref.getElementType() << " in the box, got "
           << box.getElementType();
  if (int64_t(memref.getRank()) != box.getRank())
    return emitOpError("expects a box of the memref's rank ")
           << memref.getRank() << ", got " << box.getRank();
  return success();
}

LogicalResult TmaLoadOp::verify() {
  TmaDescType desc = getDesc().getType();
  SharedBufferType ring = getBuffer().getType();
  if (desc.getTile() != ring.getTile() ||
      desc.getArrangement() != ring.getArrangement())
    return emitOpError("expects a ring of the box ")
           << desc.getTile() << " (" << desc.getArrangement() << "), got "
           << ring.getTile() << " (" << ring.getArrangement() << ")";
  if (int64_t(getIndices().size()) != desc.getTile().getRank())
    return emitOpError("expects one index per box dimension, got ")
           << getIndices().size();
  if (getPipeline().getType().getStages() != ring.getStages())
    return emitOpError("expects a pipeline of the ring's ")
           << ring.getStages() << " stages, got "
           << getPipeline().getType().getStages();
  return checkStage(*this, getPipeline(), getStage());
}

LogicalResult TmaStoreOp::verify() {
  TmaDescType desc = getDesc().getType();
  RankedTensorType box = desc.getTile();
  auto value = cast<RankedTensorType>(getValue().getType());
  if (value.getShape() != box.getShape() ||
      value.getElementType() != box.getElementType())
    return emitOpError("expects a tile of the box's shape and element type ")
           << box << ", got " << value;
  if (desc.getArrangement() != "row_major" &&
      desc.getArrangement() != "swizzle_k")
    return emitOpError("expects a row_major or swizzle_k box, got ")
           << desc.getArrangement();
  if (int64_t(getIndices().size()) != box.getRank())
    return emitOpError("expects one index per box dimension, got ")
           << getIndices().size();
  return success();
}

LogicalResult ProducerExpectTxOp::verify() {
  // The transaction count of a phase is at most 2^20 - 1.
  if (getBytes() >= (1 << 20))
    return emitOpError("expects fewer than 2^20 bytes, got ") << getBytes();
  return checkStage(*this, getPipeline(), getStage());
}

#define GET_OP_CLASSES
#include "tileiras/Dialect/NvTileAS/IR/TileASOps.cpp.inc"
