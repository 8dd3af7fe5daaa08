//===- LayoutRemarks.cpp - what tileiras-assign-tile-layouts decided ------===//
//
// --remarks: per kernel the thread count the layouts are built for and its
// occupancy hint; per global load and store the thread layout of its tile
// and where that layout came from (the coalesced anchor, or the value's own
// layout for a store of at most one element per thread).
//
//===----------------------------------------------------------------------===//

#include "LayoutRemarks.h"

#include "tileiras/Dialect/NvTileAA/IR/NvTileAA.h"
#include "tileiras/Dialect/NvTileAS/IR/NvTileAS.h"
#include "tileiras/Dialect/NvTileAS/IR/SimtLayouts.h"
#include "tileiras/Remarks.h"

#include "mlir/IR/Remarks.h"

using namespace mlir;
namespace aa = mlir::nv_tileaa;
using Arg = remark::detail::Remark::Arg;

static std::string layoutText(RankedTensorType type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  if (Attribute encoding = type.getEncoding())
    os << encoding;
  else
    os << "none";
  return text;
}

static std::string shapeText(RankedTensorType type) {
  std::string text = "[";
  llvm::interleave(
      type.getShape(), [&](int64_t d) { text += std::to_string(d); },
      [&] { text += ", "; });
  return text + "]";
}

void tileiras::remarkTileLayouts(func::FuncOp func, int64_t threads) {
  if (!func->getContext()->getRemarkEngine())
    return;
  StringRef name = func.getSymName();
  if (func->hasAttr(aa::kKernelAttrName)) {
    remark::detail::InFlightRemark out = remark::analysis(
        remarks::sourceLocation(func.getLoc()),
        remark::RemarkOpts::name("KernelLaunchShape")
            .category(remarks::kKernel)
            .function(name));
    out << Arg("Remark", "Threads per CTA") << Arg("Threads", threads);
    if (auto occupancy = func->getAttrOfType<IntegerAttr>(aa::kOccupancyAttrName))
      out << Arg("Occupancy", occupancy.getInt());
  }
  func.walk([&](Operation *op) {
    Value tile;
    const char *what = nullptr;
    if (auto load = dyn_cast<aa::LoadOp>(op)) {
      tile = load.getResult();
      what = "global load";
    } else if (auto load = dyn_cast<aa::TiledLoadOp>(op)) {
      tile = load->getResult(0);
      what = "tiled global load";
    } else if (auto store = dyn_cast<aa::StoreOp>(op)) {
      tile = store.getValue();
      what = "global store";
    } else if (auto store = dyn_cast<aa::TiledStoreOp>(op)) {
      tile = store.getValue();
      what = "tiled global store";
    } else {
      return;
    }
    auto type = dyn_cast<RankedTensorType>(tile.getType());
    if (!type)
      return;
    // LayoutPlan.h: the anchor is the coalesced layout, except that a store
    // of at most one element per thread keeps its value's layout.
    Type element = type.getElementType();
    int64_t bytes = element.isIntOrFloat()
                        ? std::max<int64_t>(
                              1, (element.getIntOrFloatBitWidth() + 7) / 8)
                        : 8;
    bool coalesced =
        type.getEncoding() ==
        nv_tileas::getBlockedSimtLayout(op->getContext(), threads,
                                        type.getShape(), bytes);
    remark::analysis(remarks::sourceLocation(op->getLoc()),
                     remark::RemarkOpts::name("TileLayoutChosen")
                         .category(remarks::kMemory)
                         .function(name))
        << Arg("Remark", std::string("Thread layout of ") + what)
        << Arg("Shape", shapeText(type))
        << Arg("Anchor", coalesced ? "coalesced" : "value's layout")
        << Arg("Layout", layoutText(type));
  });
}
