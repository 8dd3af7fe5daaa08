//===- TmaStores.cpp - tiled stores through TMA --------------------------===//
//
// See the pass description in Passes.td. The store keeps its tile's layout:
// the lowering writes the tile to shared memory as an exchange does, and
// one thread issues the bulk copy of the box.
//
//===----------------------------------------------------------------------===//

#include "PipelineAnalysis.h"

#include "tileiras/Dialect/NvTileAA/IR/NvTileAA.h"
#include "tileiras/Dialect/NvTileAS/Transforms/Passes.h"
#include "tileiras/Remarks.h"
#include "tileiras/Target/TargetInfo.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Remarks.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::nv_tileas {
#define GEN_PASS_DEF_TMASTORES
#include "tileiras/Dialect/NvTileAS/Transforms/Passes.h.inc"
} // namespace mlir::nv_tileas

using namespace mlir;
using namespace mlir::nv_tileas;
namespace aa = mlir::nv_tileaa;
using Arg = remark::detail::Remark::Arg;

namespace {

/// The most elements a tensor map's box has along one dimension.
constexpr int64_t kMaxBoxExtent = 256;
/// The reason for keeping a store that TMA would not improve: no remark.
constexpr llvm::StringLiteral kCoalesced =
    "each warp's stores are coalesced already";

/// The box's arrangement in shared memory: 128-byte (or the row's) swizzle
/// atoms for a 2-D tile of whole atoms (fewer bank conflicts as the threads
/// write it), else row-major, which for 16-bit elements is not a layout TMA
/// writes (empty: none).
StringRef boxArrangement(RankedTensorType tile) {
  int64_t bytes = tile.getElementType().getIntOrFloatBitWidth() / 8;
  if (tile.getRank() == 2 && tile.getDimSize(0) % 8 == 0) {
    int64_t rowBytes = tile.getDimSize(1) * bytes;
    if (rowBytes == 32 || rowBytes == 64 || rowBytes % 128 == 0)
      return "swizzle_k";
  }
  return bytes == 2 ? "" : "row_major";
}

/// Whether in every run of slots (its vector width), the lanes of each warp
/// hold consecutive runs: one store instruction of the warp then writes one
/// contiguous span.
bool coalesced(const SimtMap &map, int64_t bytes) {
  int64_t width = map.runWidth(std::max<int64_t>(1, 16 / bytes));
  int64_t lanes = std::min(kWarpSize, map.threads);
  for (int64_t warp = 0; warp < map.threads; warp += lanes)
    for (int64_t v = 0; v < map.slots; v += width) {
      int64_t first = map.elementOf(warp, v);
      for (int64_t lane = 1; lane < lanes; ++lane)
        if (map.elementOf(warp + lane, v) != first + lane * width)
          return false;
    }
  return true;
}

/// Why `store` cannot go through TMA (empty: it can), given the target has
/// TMA.
std::string whyNoTmaStore(aa::TiledStoreOp store,
                          const pipelining::Features &features,
                          unsigned minBoxBytes, unsigned maxBoxBytes) {
  if (store->hasAttr(aa::kNoTmaAttrName))
    return "allow_tma = false";
  if (store->hasAttr(aa::kMultimemAttrName))
    return "a multimem store";
  if (store.getSem() != aa::MemSemantic::weak || store.getScope())
    return "an ordered store";
  if (Value token = store.getToken())
    if (!token.getDefiningOp<aa::CreateMemTokenOp>())
      return "ordered after another access (token)";
  if (!store.getResultToken().use_empty())
    return "another access is ordered after it (token)";
  RankedTensorType tile = store.getValue().getType();
  if (tile.getRank() == 0)
    return "a scalar";
  Type element = tile.getElementType();
  if (!element.isIntOrFloat() ||
      !llvm::is_contained({8u, 16u, 32u, 64u}, element.getIntOrFloatBitWidth()))
    return "elements of a width TMA does not copy";
  int64_t bytes = element.getIntOrFloatBitWidth() / 8;
  if (llvm::to_vector(store.getDimMap()) !=
          llvm::to_vector(llvm::seq<int32_t>(0, tile.getRank())) ||
      llvm::to_vector(store.getSteps()) != llvm::to_vector(tile.getShape()))
    return "the tile is transposed or strided";
  if (tile.getRank() > 5)
    return "more than 5 dimensions";
  if (llvm::any_of(tile.getShape(),
                   [](int64_t n) { return n > kMaxBoxExtent; }))
    return "the box is too large";
  if (tile.getShape().back() * bytes % 16)
    return "the tile's rows are not whole 16 bytes";
  if (boxArrangement(tile).empty())
    return "a 16-bit tile not of whole swizzle atoms (8 rows of 32, 64 or "
           "128 bytes)";
  if (tile.getNumElements() * bytes < int64_t(minBoxBytes))
    return "the tile takes fewer than " + std::to_string(minBoxBytes) +
           " bytes (its barriers would cost more than the copy saves)";
  if (tile.getNumElements() * bytes > int64_t(maxBoxBytes))
    return "the tile takes more than " + std::to_string(maxBoxBytes) +
           " bytes of shared memory";
  // A warp whose lanes hold consecutive runs of the tile writes whole
  // sectors with per-thread stores: TMA would only add a trip through
  // shared memory and two barriers. (NVIDIA's tileiras 13.4 draws the same
  // line on the corpus: TMA stores for reductions' and dots' results, none
  // for elementwise kernels.)
  if (auto layout = getSimtLayout(tile);
      layout && coalesced(layout.getMap(), bytes))
    return kCoalesced.str();
  auto make = store.getMemref().getDefiningOp<aa::MakeMemrefOp>();
  auto function = store->getParentOfType<FunctionOpInterface>();
  if (!make || !function || make->getBlock() != &function->getRegion(0).front())
    return "the view is not made in the kernel's entry block";
  // The box goes to the scratch beside the rings (PipelineLoads sized them
  // without it): within the CTA's share of shared memory, or not at all.
  int64_t rings = 0;
  function->walk([&](AllocSharedOp alloc) {
    SharedBufferType ring = alloc.getBuffer().getType();
    rings += ring.getStages() * ring.getStageBytes();
  });
  if (rings + tile.getNumElements() * bytes >
      pipelining::sharedBytesPerCTA(function, features))
    return "the rings leave no room for the box in shared memory";
  return pipelining::whyNoTensorMap(make, bytes);
}

struct TiledStoreToTma : OpRewritePattern<aa::TiledStoreOp> {
  TiledStoreToTma(MLIRContext *context, const pipelining::Features &features,
                  unsigned minBoxBytes, unsigned maxBoxBytes)
      : OpRewritePattern(context), features(features), minBoxBytes(minBoxBytes),
        maxBoxBytes(maxBoxBytes) {}

  LogicalResult matchAndRewrite(aa::TiledStoreOp store,
                                PatternRewriter &rewriter) const override {
    std::string why = whyNoTmaStore(store, features, minBoxBytes, maxBoxBytes);
    remark(store, why);
    if (!why.empty())
      return rewriter.notifyMatchFailure(store, why);
    Location loc = store.getLoc();
    RankedTensorType tile = store.getValue().getType();
    Value view = store.getMemref();
    auto type = TmaDescType::get(
        rewriter.getContext(),
        RankedTensorType::get(tile.getShape(), tile.getElementType()),
        boxArrangement(tile));
    // Stores of the same box to one view share its map (each map holds a
    // pool of global slots).
    Value desc;
    for (Operation *user : view.getUsers())
      if (auto made = dyn_cast<MakeTmaDescOp>(user);
          made && made.getDesc().getType() == type)
        desc = made.getDesc();
    if (!desc) {
      OpBuilder::InsertionGuard g(rewriter);
      rewriter.setInsertionPointAfter(view.getDefiningOp());
      desc = MakeTmaDescOp::create(rewriter, loc, type, view);
    }
    rewriter.setInsertionPoint(store);
    SmallVector<Value> first = pipelining::tileFirstElement(
        rewriter, loc, store.getIndices(), store.getSteps());
    TmaStoreOp::create(rewriter, loc, store.getValue(), desc, first);
    rewriter.eraseOp(store);
    return success();
  }

  /// TmaStore: passed with the box, or missed with the reason (not for a
  /// store TMA would not improve).
  static void remark(aa::TiledStoreOp store, StringRef why) {
    if (!store->getContext()->getRemarkEngine() || why == kCoalesced)
      return;
    auto opts = remark::RemarkOpts::name("TmaStore")
                    .category(tileiras::remarks::kMemory)
                    .function(tileiras::remarks::functionName(store));
    Location at = tileiras::remarks::sourceLocation(store.getLoc());
    if (!why.empty()) {
      remark::missed(at, opts)
          << Arg("Remark", "Tile stored by each thread, not TMA")
          << Arg("Reason", why);
      return;
    }
    std::string box;
    for (int64_t size : store.getValue().getType().getShape())
      box += (box.empty() ? "" : "x") + std::to_string(size);
    remark::passed(at, opts)
        << Arg("Remark", "Tile stored by TMA (cp.async.bulk.tensor)")
        << Arg("Box", box);
  }

  pipelining::Features features;
  unsigned minBoxBytes, maxBoxBytes;
};

struct TmaStores : public mlir::nv_tileas::impl::TmaStoresBase<TmaStores> {
  using TmaStoresBase::TmaStoresBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<const tileiras::TargetInfo *> target =
        tileiras::findModuleTarget(module);
    if (failed(target))
      return signalPassFailure();
    if (!*target || !(*target)->hasTma())
      return;
    RewritePatternSet patterns(&getContext());
    populateTmaStorePatterns(patterns, *target, minBoxBytes, maxBoxBytes);
    // One rewrite per store, no folding elsewhere: a single walk.
    walkAndApplyPatterns(module, std::move(patterns));
  }
};

} // namespace

void mlir::nv_tileas::populateTmaStorePatterns(
    RewritePatternSet &patterns, const tileiras::TargetInfo *target,
    unsigned minBoxBytes, unsigned maxBoxBytes) {
  patterns.add<TiledStoreToTma>(patterns.getContext(),
                                pipelining::Features(target), minBoxBytes,
                                maxBoxBytes);
}
