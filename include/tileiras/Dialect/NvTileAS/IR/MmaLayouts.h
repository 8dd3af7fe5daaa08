//===- MmaLayouts.h - tile layouts of warp-level mma.sync -------*- C++ -*-===//
//
// A dot (C += A B) that a warp-level `mma.sync` instruction covers is laid
// out so that every thread already holds its fragments: the accumulator in
// the instruction's C/D fragment layout, repeated over the tile, and the
// operands in the A and B fragment layouts. The fragment positions are the
// PTX ISA's ("Matrix Fragments for mma.m16n8k16" and its siblings); the
// host emulator states them again, independently, to check the lowering.
//
// A tile is split over warpsM x warpsN warps (warp w takes the (w mod
// warpsM)-th block of rows and the (w / warpsM)-th block of columns); each
// warp repeats the instruction tilesM x tilesN times over its block, and
// tilesK times along K. A is replicated over the warps along N, B over the
// warps along M. A batch dimension (rank 3) is the outermost value mode.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECT_NVTILEAS_IR_MMALAYOUTS_H
#define TILEIRAS_DIALECT_NVTILEAS_IR_MMALAYOUTS_H

#include "tileiras/Dialect/NvTileAS/IR/NvTileAS.h"

#include <optional>

namespace mlir::nv_tileas {

/// The multiplicand family of an mma.sync instruction.
enum class MmaKind {
  F16,  ///< m16n8k16, f16 x f16 -> f32 or f16
  BF16, ///< m16n8k16, bf16 x bf16 -> f32
  TF32, ///< m16n8k8, tf32 x tf32 -> f32 (f32 tiles holding tf32 values)
  I8,   ///< m16n8k32, s8/u8 x s8/u8 -> s32
  F8,   ///< m16n8k32, e4m3/e5m2 x e4m3/e5m2 -> f32 (sm_89+)
  F64,  ///< m8n8k4, f64 x f64 -> f64
};

enum class MmaOperand { A, B, C };

/// How a dot runs as mma.sync instructions, with the tile layouts that make
/// every fragment a register of the thread.
struct MmaPlan {
  MmaKind kind;
  int64_t m, n, k;           ///< the instruction's shape
  int64_t warpsM, warpsN;    ///< warps along M and N
  int64_t tilesM, tilesN;    ///< instructions per warp along M and N
  int64_t tilesK;            ///< instructions along K
  int64_t batch;             ///< leading dimension of a rank-3 dot, else 1
  SimtLayoutAttr a, b, c;

  /// Elements of `operand` one thread holds per instruction.
  int64_t fragmentSize(MmaOperand operand) const;
  /// The slot holding fragment element `i` of `operand` for the instruction
  /// tile (row block, column block) of batch `bt`: for A (tm, tk), for B
  /// (tk, tn), for C (tm, tn).
  int64_t slot(MmaOperand operand, int64_t i, int64_t bt, int64_t row,
               int64_t col) const;
};

/// The mma.sync kind for these element types (lhs and rhs as nv_tileaa
/// types: tf32 operands are f32 with `tf32` set), if any.
std::optional<MmaKind> getMmaKind(Type lhs, Type rhs, Type acc, bool tf32,
                                  bool f8Mma);

/// The plan for a dot of these tile shapes ([batch,] M x K, K x N, M x N)
/// over `threads` threads; nullopt when the shapes do not tile by the
/// instruction and the warps. With `warpsAlongM`, every warp takes a block
/// of rows (chained dots: the accumulator of one is then the A operand of
/// the next without moving data); otherwise the warps split M and N so
/// that each warp reads the fewest operand elements.
std::optional<MmaPlan> getMmaPlan(MLIRContext *context, int64_t threads,
                                  MmaKind kind, ArrayRef<int64_t> lhsShape,
                                  ArrayRef<int64_t> rhsShape,
                                  bool warpsAlongM);

/// The mma.sync plan of `op` when its accumulator and result carry the
/// plan's C layout (the layout assignment chose it) and the target has the
/// instruction (`mmaSync`; `f8Mma` for e4m3/e5m2).
std::optional<MmaPlan> getDotMmaPlan(nv_tileaa::DotOp op, int64_t threads,
                                     bool mmaSync, bool f8Mma);

/// Whether the async tensor cores (wgmma, tcgen05) can run a dot of `plan`:
/// one warpgroup on 64 rows (each warp 16, the layout both instructions'
/// accumulators have), N up to 256, no batch, an f32 or s32 accumulator,
/// and A not in registers already (a chained dot's A: mma.sync reads it
/// there, where these would take it through shared memory).
bool isWarpgroupDot(nv_tileaa::DotOp op, const MmaPlan &plan,
                    int64_t threads);

} // namespace mlir::nv_tileas

#endif // TILEIRAS_DIALECT_NVTILEAS_IR_MMALAYOUTS_H
