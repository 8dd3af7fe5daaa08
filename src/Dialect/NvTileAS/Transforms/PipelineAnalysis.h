//===- PipelineAnalysis.h - what tileiras-pipeline-loads decides from -*- C++
//-*-===//
//
// The loads of a loop that can be copied ahead, the shared memory their
// rings may take, and the loop as the pipeline planner models it.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECT_NVTILEAS_TRANSFORMS_PIPELINEANALYSIS_H
#define TILEIRAS_DIALECT_NVTILEAS_TRANSFORMS_PIPELINEANALYSIS_H

#include "tileiras/Dialect/NvTileAS/IR/NvTileAS.h"
#include "tileiras/Schedule/PipelinePlanner.h"
#include "tileiras/Target/TargetInfo.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"

#include <string>

namespace mlir::nv_tileas::pipelining {

/// The most stages a ring gets: the planner asks for no more on the corpus
/// loops, and deeper rings cost occupancy.
inline constexpr int64_t kMaxStages = 4;

/// What the target offers; without one, everything (as the LLVM lowering
/// assumes).
struct Features {
  bool cpAsync = true, mmaSync = true, f8Mma = true, wgmma = true,
       tcgen05 = false, tcgen05I8 = false, tma = false;
  /// The most shared memory one CTA may have: the target's opt-in maximum
  /// (past the 48 KiB a kernel may declare without it, the lowering still
  /// declares it statically and the launcher opts in, as NVIDIA's do);
  /// without a target, those 48 KiB, as the lowering assumes.
  int64_t sharedBytes = 48 * 1024;
  /// Shared memory of one SM (as much as a block may have at most, which
  /// the CTAs an occupancy hint asks for share).
  int64_t sharedBytesPerSM = 166912;
  tileiras::sched::PipelineMachine machine;

  explicit Features(const tileiras::TargetInfo *target);
};

struct Candidate {
  nv_tileaa::TiledLoadOp load;
  llvm::SetVector<Operation *> slice; // computes the indices
  llvm::SetVector<Operation *> dots;  // read what the load copies
  std::string arrangement;            // of its ring (SharedBufferType)
  bool tma = false;                   // copied by TMA rather than cp.async
};

/// A dot operand the loop takes every iteration but that is loaded once
/// ahead of it (attention's Q): a weak tiled_load earlier in the loop's
/// block, through reshapes. It is copied once, before the prologue, into a
/// buffer of one stage that the dots read in place, instead of going
/// through scratch in every iteration.
struct InvariantOperand {
  nv_tileaa::TiledLoadOp load;
  SmallVector<Operation *> reshapes; // from the load to `used`, in order
  Value used;                        // what the loop's dots take
  std::string arrangement;           // of its buffer (SharedBufferType)
};

/// The invariant operands of the dots of `loop` (see InvariantOperand):
/// only operands not in their fragment layout already, whose every use in
/// the loop is a dot taking them directly, and with no write to memory
/// between the load and the loop.
SmallVector<InvariantOperand> findInvariantOperands(scf::ForOp loop,
                                                    const Features &features,
                                                    int64_t threads);

/// Why TMA cannot fill `c`'s ring (empty: it can): a core-matrix ring of a
/// view whose base, strides and extents are provably what the 4-D tensor
/// map of nv_tileas.tma_desc needs (div_by facts of its make_memref in the
/// kernel's entry block), an untransposed whole tile and zero padding.
std::string whyNoTma(const Candidate &c, const Features &features);

/// Why no tensor map can describe `view` for elements of `elementBytes`
/// (empty: one can): its make_memref must promise a 16-byte aligned base, a
/// contiguous last dimension and every other stride a multiple of 16 bytes
/// (constants or div_by facts). TMA loads and stores both ask.
std::string whyNoTensorMap(nv_tileaa::MakeMemrefOp view, int64_t elementBytes);

/// The element coordinates (i32, one per dimension) of the first element of
/// the tile at tile `indices` with `steps`: what a TMA copy of the tile's
/// box takes.
SmallVector<Value> tileFirstElement(OpBuilder &b, Location loc,
                                    ValueRange indices, ArrayRef<int64_t> steps);

/// Whether wgmma or tcgen05 take `dot` (they read core matrices).
bool isTakenByWarpgroup(nv_tileaa::DotOp dot, const Features &features,
                        int64_t threads);

/// Whether `load` can be copied ahead (the pass description); fills the
/// candidate's index slice, dots and ring arrangement. With `simt`, a tile
/// that does not end only in tensor-core dots qualifies too, in a row-major
/// ring and with no dots.
bool isCandidate(nv_tileaa::TiledLoadOp load, scf::ForOp loop,
                 const Features &features, int64_t threads,
                 llvm::SetVector<Operation *> &slice,
                 llvm::SetVector<Operation *> &dots, std::string &arrangement,
                 bool simt);

/// Bytes of one stage of `tile`'s ring.
int64_t stageBytes(RankedTensorType tile);
/// Bytes of padding that may precede a ring of `tile` in `arrangement` to
/// align it (SharedBufferType::getAlignment; rings are otherwise 128-byte
/// aligned).
int64_t ringPadding(RankedTensorType tile, StringRef arrangement,
                    const Features &features);

/// An upper bound of the scratch one tile exchange of `func` may need once
/// the `pipelined` loads (by the arrangement of their rings) read from
/// rings.
int64_t exchangeBound(Operation *func,
                      const llvm::DenseMap<Operation *, StringRef> &pipelined,
                      const Features &features);

/// Whether the dots read `c`'s stages themselves, rather than registers a
/// local_load fills (the tile then still goes through scratch).
bool readDirectly(const Candidate &c, const Features &features,
                  int64_t threads);

/// Whether `loop`'s dots may leave their wgmma groups in flight across the
/// back edge (a ring read in place is released one iteration later, after
/// the next dot's wgmma.wait_group 1): every dot of the body is a wgmma
/// reading both operands directly from the core-matrix rings of
/// `candidates`, with an accumulator only the loop carries (its iter_arg
/// feeds only this dot, its result only the yield), so no other
/// instruction reads the registers of a group in flight.
bool keepsMmaInFlight(scf::ForOp loop, ArrayRef<Candidate> candidates,
                      const Features &features, int64_t threads);

/// The loop as the pipeline planner sees it: the candidates' copies and
/// the dots that read them, with their tensor-core cycles, and one compute
/// for the CUDA-core work on the tiles no dot reads.
tileiras::sched::PipelineLoop plannerLoop(scf::ForOp loop,
                                          MutableArrayRef<Candidate> candidates,
                                          const Features &features,
                                          int64_t threads);

/// The shared memory one CTA of `func` may take: the target's per-CTA
/// maximum, and the SM's share when the occupancy hint asks for several
/// CTAs per SM (each CTA also reserves 1 KiB of the SM's).
int64_t sharedBytesPerCTA(Operation *func, const Features &features);

} // namespace mlir::nv_tileas::pipelining

#endif // TILEIRAS_DIALECT_NVTILEAS_TRANSFORMS_PIPELINEANALYSIS_H
