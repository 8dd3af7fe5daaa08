//===- VectorAccess.h - vector accesses of tiled loads/stores ---*- C++ -*-===//
//
// A weak tiled_load / tiled_store whose layout gives each thread runs of
// contiguous slots along the innermost memref dimension (stride 1) moves
// each run with one vector access (ld.global.v2/v4, up to 16 bytes) instead
// of one access per slot (narrowed to the proven alignment when that is
// at least two elements). Runs are guarded only as far as the facts need:
// no guard when the tile is proven in bounds and aligned; else one
// predicate per run (in bounds, owner, aligned at run time when alignment
// is not proven), whose false side is the padding when runs are all in or
// all out, else the per-slot masked access of that run.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_CONVERSION_TILEAATOLLVM_VECTORACCESS_H
#define TILEIRAS_CONVERSION_TILEAATOLLVM_VECTORACCESS_H

#include "MemoryPatterns.h"

#include "mlir/IR/BuiltinOps.h"

namespace tileiras::simt {

/// Plans every tiled access of `module` that can use vector accesses
/// (state.accessPlans). Runs before the conversion, on the nv_tileaa IR.
void planVectorAccesses(mlir::ModuleOp module, LoweringState &state);

/// The widest run (a power of two, at most 16 bytes; 1 when none) the
/// slots of every thread form along rows of `rowLength` elements: slots
/// v0..v0+width-1 hold consecutive elements starting at a multiple of width.
int64_t widestRun(const mlir::nv_tileas::SimtMap &map, int64_t rowLength,
                  int64_t eltBytes);

/// The plan of `op`, or null when it moves one slot at a time.
const AccessPlan *vectorPlanOf(const LoweringState &state,
                               mlir::Operation *op);

/// Loads the slots of a tile (vector type `type`) run by run; `passThru`
/// (zero when null) fills out-of-bounds slots.
Value vectorLoad(OpBuilder &b, Location loc, const AccessPlan &plan,
                 mlir::VectorType type, const TileAddresses &at,
                 Value passThru, int64_t eltBytes);

/// Stores the slots of `value` run by run; `owners` (null: all) are the
/// slots that write.
void vectorStore(OpBuilder &b, Location loc, const AccessPlan &plan,
                 Value value, const TileAddresses &at, Value owners,
                 int64_t eltBytes);

/// Copies the owned slots of a tile into shared memory, slot v to
/// `sharedPointer(b, v)` (runs keep their slots consecutive there): each
/// run that `plan` proves or checks in bounds and aligned with cp.async
/// (.cg for 16 bytes, .ca for 4 and 8); the others, and every slot without
/// a plan, by a load (`passThru`, zero when null, out of bounds) and a
/// st.shared. The cp.async copies complete at the thread's next wait.
void asyncCopy(OpBuilder &b, Location loc, const AccessPlan *plan,
               mlir::VectorType type, const TileAddresses &at, Value owners,
               Value passThru, int64_t eltBytes,
               llvm::function_ref<Value(OpBuilder &, int64_t)> sharedPointer);

} // namespace tileiras::simt

#endif // TILEIRAS_CONVERSION_TILEAATOLLVM_VECTORACCESS_H
