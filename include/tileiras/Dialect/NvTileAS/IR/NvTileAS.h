//===- NvTileAS.h - nv_tileas dialect ---------------------------*- C++ -*-===//
//
// Tiles with explicit thread layouts: the `#nv_tileas.simt` tensor encoding,
// `nv_tileas.convert_layout`, and the shared-memory rings and async copies
// of software pipelines.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECT_NVTILEAS_IR_NVTILEAS_H
#define TILEIRAS_DIALECT_NVTILEAS_IR_NVTILEAS_H

#include "tileiras/Dialect/Cute/IR/Cute.h"
#include "tileiras/Dialect/NvTileAA/IR/NvTileAA.h"

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/TensorEncoding.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::nv_tileas {

/// Threads per warp; a kernel has `kWarpSize * num_warps` threads.
inline constexpr int64_t kWarpSize = 32;
/// Warps per CTA when nothing says otherwise: the one default every pass
/// that needs the thread count starts from.
inline constexpr unsigned kDefaultNumWarps = 4;
/// On an nv_tileaa.dot lowered to wgmma: commit its group and leave it in
/// flight; a later nv_tileas.warpgroup_wait retires it.
inline constexpr llvm::StringLiteral kMmaInFlightAttrName =
    "nv_tileas.mma_in_flight";
/// On a warp-specialized kernel: the producer warpgroups it runs beside the
/// threads its tiles are distributed over (tileiras-warp-specialize).
inline constexpr llvm::StringLiteral kProducerWarpgroupsAttrName =
    "nv_tileas.producer_warpgroups";
/// On a loop tileiras-pipeline-loads pipelined: its stages and II.
inline constexpr llvm::StringLiteral kPipelineStagesAttrName =
    "nv_tileas.pipeline_stages";
inline constexpr llvm::StringLiteral kPipelineIIAttrName =
    "nv_tileas.pipeline_ii";
/// On the loop a warp-specialized kernel's producer warpgroup runs: the
/// producer side of the pipelined loop the consumers run.
inline constexpr llvm::StringLiteral kPipelineProducerAttrName =
    "nv_tileas.pipeline_producer";
/// On a warp-specialized kernel: its per-thread register limit (.maxnreg),
/// the pool its warpgroups' set_max_registers share.
inline constexpr llvm::StringLiteral kMaxRegistersAttrName =
    "nv_tileas.max_registers";
/// Threads of a warpgroup (wgmma, setmaxnreg).
inline constexpr int64_t kWarpgroupSize = 128;

/// One leaf of a flattened mode: index i of the mode has coordinate
/// (i / prefix) mod shape along it, which contributes coordinate * stride.
struct SimtLeaf {
  int64_t shape = 1, stride = 0, prefix = 1;
  int64_t coord(int64_t i) const { return (i / prefix) % shape; }
};

/// The (thread, value) -> element function of a #nv_tileas.simt layout.
struct SimtMap {
  int64_t threads = 0;  // size of mode 0
  int64_t slots = 0;    // size of mode 1
  int64_t elements = 0; // product of the non-zero-stride leaf shapes
  SmallVector<SimtLeaf> thread, value;

  /// Flattens a rank-2 integral layout (the verifier guarantees both).
  static SimtMap get(const tileiras::layout::Layout &layout);

  int64_t threadOffset(int64_t t) const;
  int64_t valueOffset(int64_t v) const;
  /// The row-major linear index of the element slot v of thread t holds.
  int64_t elementOf(int64_t t, int64_t v) const {
    return threadOffset(t) + valueOffset(v);
  }
  /// True when every stride-0 leaf of the thread mode has coordinate 0 at t.
  bool threadOwns(int64_t t) const;
  bool valueOwns(int64_t v) const;
  /// Whether slot v of thread t owns its element (the others are replicas).
  bool owns(int64_t t, int64_t v) const {
    return threadOwns(t) && valueOwns(v);
  }
  /// True when there are no replicas.
  bool exact() const { return threads * slots == elements; }
  /// The widest w (a power of two, at most `maxWidth`) such that every
  /// thread holds its slots in runs of w consecutive slots with w
  /// consecutive elements starting at a multiple of w (thread offsets
  /// included): one vector access of w elements per run. 1 when there is
  /// none.
  int64_t runWidth(int64_t maxWidth) const;
};

/// The canonical layout of N elements over T threads:
///   T | N:           (T, N/T):(1, T)          (slot v of t: t + T v)
///   N < T, N | T:    ((N, T/N), 1):((1, 0), 0) (t holds t mod N)
/// Fails with a message for any other N (zero included).
tileiras::layout::Result<tileiras::layout::Layout>
canonicalLayout(int64_t threads, int64_t elements);

} // namespace mlir::nv_tileas

#include "tileiras/Dialect/NvTileAS/IR/TileASDialect.h.inc"

#define GET_ATTRDEF_CLASSES
#include "tileiras/Dialect/NvTileAS/IR/TileASAttrs.h.inc"

#define GET_TYPEDEF_CLASSES
#include "tileiras/Dialect/NvTileAS/IR/TileASTypes.h.inc"

#define GET_OP_CLASSES
#include "tileiras/Dialect/NvTileAS/IR/TileASOps.h.inc"

namespace mlir::nv_tileas {
/// The #nv_tileas.simt encoding of a ranked tensor type, else null.
SimtLayoutAttr getSimtLayout(Type type);
/// The encoding holding canonicalLayout(threads, elements); null when there
/// is no canonical layout.
SimtLayoutAttr getCanonicalSimtLayout(MLIRContext *context, int64_t threads,
                                      int64_t elements);
} // namespace mlir::nv_tileas

#endif // TILEIRAS_DIALECT_NVTILEAS_IR_NVTILEAS_H
