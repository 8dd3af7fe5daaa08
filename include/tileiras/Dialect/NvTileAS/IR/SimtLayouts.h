//===- SimtLayouts.h - thread layouts chosen for a purpose ------*- C++ -*-===//
//
// The #nv_tileas.simt layouts that layout assignment anchors at memory and
// reduction ops, and the ones it derives from them (slices for reduce
// results, permuted layouts). Derivations are compositions with a
// projection of the row-major element index (src/Layout's composition), so
// they are exact CuTe layouts, not re-evaluated by hand.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECT_NVTILEAS_IR_SIMTLAYOUTS_H
#define TILEIRAS_DIALECT_NVTILEAS_IR_SIMTLAYOUTS_H

#include "tileiras/Dialect/NvTileAS/IR/NvTileAS.h"

namespace mlir::nv_tileas {

/// The #nv_tileas.simt attribute of a (thread, value) layout over `threads`
/// threads; null when it is not one (see the attribute's verifier).
SimtLayoutAttr makeSimtLayout(MLIRContext *context, int64_t threads,
                              const tileiras::layout::Layout &layout);

/// The coalesced layout of global accesses: for N elements of `bytes` bytes
/// with last dimension D over T threads, c = min(16 / bytes, N / T, D)
/// contiguous elements per thread and access,
///   (T, (c, N/(c T))) : (c, (1, c T)).
/// The canonical layout when N < T (replicated) or c T does not divide N.
SimtLayoutAttr getBlockedSimtLayout(MLIRContext *context, int64_t threads,
                                    ArrayRef<int64_t> shape, int64_t bytes);

/// A layout for reducing or scanning `shape` along `dim`: the value slots
/// take as much of `dim` as they can, then the lanes of a warp, then the
/// warps; the other dimensions fill what is left, innermost first. Null
/// when the shape has no such split (a non-power-of-two extent).
SimtLayoutAttr getReduceSimtLayout(MLIRContext *context, int64_t threads,
                                   ArrayRef<int64_t> shape, int64_t dim);

/// Whether reducing `dim` of a `shape` tile in `layout` combines elements
/// held by different warps (thread bits at or above the warp size map into
/// `dim`). A layout that does not split along the dimensions answers true.
bool reducesAcrossWarps(SimtLayoutAttr layout, ArrayRef<int64_t> shape,
                        int64_t dim);

/// The slice of `layout` (over `shape`) that drops `dims`: the same
/// (thread, value) layout, with the dropped dimensions removed from the
/// element index, so the thread and slot bits that mapped into them become
/// stride 0 (replication). It is the layout of the tile `shape` with `dims`
/// reduced away (or set to extent 1). Null when the layout does not split
/// along the dimensions.
SimtLayoutAttr sliceSimtLayout(SimtLayoutAttr layout, ArrayRef<int64_t> shape,
                               ArrayRef<int64_t> dims);

/// `layout` without its stride-0 value leaves: slots that only repeat an
/// element the thread holds in another slot. Null for a null layout.
SimtLayoutAttr dropValueReplicas(SimtLayoutAttr layout);

/// The layout a broadcast's source needs for the broadcast to `layout` (over
/// the result `shape`, broadcasting `dims`) to be a register renaming: the
/// slice along `dims` without the value slots that only repeat one element.
/// Null when the layout does not split along the dimensions.
SimtLayoutAttr broadcastSourceSimtLayout(SimtLayoutAttr layout,
                                         ArrayRef<int64_t> shape,
                                         ArrayRef<int64_t> dims);

/// Whether every thread holds, in `held`, each element it holds in
/// `needed` (two layouts of one tile): reading `needed` from `held` is then
/// a register renaming.
bool holdsSimtLayout(SimtLayoutAttr held, SimtLayoutAttr needed);

/// The layout of cat(a, b) along `dim` when a and b (both of `shape`) have
/// `layout`: every thread keeps its slots of a and appends the same slots of
/// b, a register renaming. Null when the layout does not split along the
/// dimensions.
SimtLayoutAttr catSimtLayout(SimtLayoutAttr layout, ArrayRef<int64_t> shape,
                             int64_t dim);

/// The layout of permute(x, perm) that keeps every element in the thread
/// and slot it had in x (`layout` over `shape`): a register renaming. Null
/// when the layout does not split along the dimensions.
SimtLayoutAttr permuteSimtLayout(SimtLayoutAttr layout, ArrayRef<int64_t> shape,
                                 ArrayRef<int32_t> permutation);

/// The widest run, a power of two of at most `maxSlots` (1 when none), that
/// the slots of every thread form along rows of `rowLength` elements: slots
/// v0..v0+width-1 (v0 a multiple of width) hold consecutive elements of one
/// row, starting at a column that is a multiple of width, and are all
/// owners or all replicas along the value mode.
int64_t widestRowRun(const SimtMap &map, int64_t rowLength, int64_t maxSlots);

/// Whether two layouts put every element in the same thread and slot with
/// the same owners (they may be written differently).
bool sameSimtDistribution(SimtLayoutAttr a, SimtLayoutAttr b);

} // namespace mlir::nv_tileas

#endif // TILEIRAS_DIALECT_NVTILEAS_IR_SIMTLAYOUTS_H
