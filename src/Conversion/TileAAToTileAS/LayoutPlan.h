//===- LayoutPlan.h - choosing a thread layout for every tile ---*- C++ -*-===//
//
// Layouts are chosen at anchors and propagated:
//  - global loads and stores want the blocked, coalesced layout of their
//    tile (getBlockedSimtLayout), except that a store of at most one element
//    per thread takes its value's layout;
//  - a dot that an mma.sync instruction covers (when the target has one)
//    wants the plan's fragment layouts (MmaLayouts.h): A and B operand
//    layouts, and the accumulator layout for its acc and result (and the
//    loop-carried value the acc comes from);
//  - reduce and scan keep their operand's layout when it reduces within
//    warps as far as the shape allows, else take getReduceSimtLayout; a
//    reduce result is the slice of that layout;
//  - a broadcast wants its source in the slice of its result's layout
//    (a renaming), unless the source's own layout already is one; a cat
//    wants both operands in one of their layouts (the one already at hand)
//    and gives its result the cat layout of it (a renaming);
//  - function boundaries (entry arguments, returns) are canonical;
//  - a value scf carries (for iteration arguments and results, if results,
//    while arguments) has one layout for all its views: the region
//    argument and the result it becomes are laid out together, and the
//    inits and yields that feed them are uses demanding that layout.
// Every other tile takes its layout forward from its operands (slot-by-slot
// ops: the first known operand; reshape: the source's; broadcast: a layout
// whose slice is the source's, which makes it a renaming; permute: the
// renaming of the source's), else backward from what its users demand,
// else the canonical layout. Where a value's layout differs from what a
// use demands, the pass inserts nv_tileas.convert_layout.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_CONVERSION_TILEAATOTILEAS_LAYOUTPLAN_H
#define TILEIRAS_CONVERSION_TILEAATOTILEAS_LAYOUTPLAN_H

#include "tileiras/Dialect/NvTileAA/IR/NvTileAA.h"
#include "tileiras/Dialect/NvTileAS/IR/MmaLayouts.h"
#include "tileiras/Dialect/NvTileAS/IR/NvTileAS.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <memory>

namespace tileiras {

/// The tensor-core instructions the layouts may plan for.
struct MmaTarget {
  bool mmaSync = false;
  bool f8Mma = false;
  /// wgmma and tcgen05 want one warpgroup on 64 rows: the warps along M.
  bool warpgroupMma = false;
};

class LayoutPlan {
public:
  /// Without `anchored`, every tile gets the canonical layout of its
  /// element count and nothing is converted.
  LayoutPlan(mlir::func::FuncOp func, int64_t threads, bool anchored = true,
             MmaTarget mma = {});

  /// Chooses a layout for every tile of the function; fails after an error
  /// at the offending value.
  mlir::LogicalResult choose();
  /// Retypes every tile, inserts the conversions and updates the signature.
  mlir::LogicalResult apply();

private:
  using Layout = mlir::nv_tileas::SimtLayoutAttr;

  Layout canonical(mlir::Type type);
  Layout blocked(mlir::Type type);
  /// The layout a use needs its value in; null when any layout will do or
  /// it is not known yet.
  Layout demand(mlir::OpOperand &use);
  /// The layout a broadcast wants its source in; null when it has one
  /// already that makes the broadcast a renaming.
  Layout broadcastDemand(mlir::nv_tileaa::BroadcastOp broadcast);
  bool forwardCat(mlir::nv_tileaa::CatOp cat);
  /// The operand layout of a reduce or scan; with `lenient`, decided even
  /// when the operand's own layout is still unknown.
  Layout aggregateLayout(mlir::Operation *op, bool lenient);
  bool set(mlir::Value value, Layout layout);
  /// The scf region argument or result that `use` (an init, a yield or a
  /// condition operand) flows into; null for any other use.
  mlir::Value carriedInto(mlir::OpOperand &use);
  void tieCarriedValues(mlir::Operation *op);
  bool forward(mlir::Operation *op);
  bool backward(mlir::Value value);
  bool lenientStep();
  /// Plans the dots mma.sync covers and anchors their accumulators.
  void planDots();
  mlir::LogicalResult checkTypes();

  mlir::func::FuncOp func;
  mlir::MLIRContext *context;
  int64_t threads;
  bool anchored;
  MmaTarget mma;
  /// Every tile value in program order.
  llvm::SmallVector<mlir::Value> values;
  llvm::SmallVector<mlir::Operation *> ops;
  llvm::DenseMap<mlir::Value, Layout> layouts;
  llvm::DenseMap<mlir::Operation *, Layout> aggregates;
  llvm::DenseMap<mlir::Operation *, mlir::nv_tileas::MmaPlan> mmaPlans;
  /// The layout both operands of a cat are wanted in (the result's halves).
  llvm::DenseMap<mlir::Operation *, Layout> catOperands;
  /// Values that must share one layout (a loop's iteration argument and
  /// result, say), each mapped to the whole group.
  llvm::DenseMap<mlir::Value, std::shared_ptr<llvm::SmallVector<mlir::Value>>> ties;
};

} // namespace tileiras

#endif // TILEIRAS_CONVERSION_TILEAATOTILEAS_LAYOUTPLAN_H
