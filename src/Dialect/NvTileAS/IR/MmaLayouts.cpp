//===- MmaLayouts.cpp - tile layouts of warp-level mma.sync ---------------===//

#include "tileiras/Dialect/NvTileAS/IR/MmaLayouts.h"
#include "tileiras/Dialect/NvTileAS/IR/SimtLayouts.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace mlir::nv_tileas;
namespace lay = tileiras::layout;

namespace {

/// A step of a fragment position: `shape` values, each `rows` rows and
/// `cols` columns past the previous one, in the operand's own matrix.
struct Step {
  int64_t shape, rows, cols;
};

/// Where lane l and fragment element i sit in one instruction's operand:
/// lane = (l mod 4, l / 4) walks `lanes`, i walks `values` (first fastest).
struct Fragment {
  std::array<Step, 2> lanes;
  SmallVector<Step, 3> values;
};

struct Atom {
  int64_t m, n, k;
  Fragment a, b, c;
};

// groupID = l / 4 and threadID_in_group = l mod 4 in the PTX ISA's tables.
const Fragment kAccumulator16x8{{{{4, 0, 2}, {8, 1, 0}}}, {{2, 0, 1}, {2, 8, 0}}};

const Atom kM16N8K16{16, 8, 16,
                     // a_i: row g + 8 (i/2 mod 2), col 2t + (i mod 2) + 8 (i/4)
                     {{{{4, 0, 2}, {8, 1, 0}}}, {{2, 0, 1}, {2, 8, 0}, {2, 0, 8}}},
                     // b_i: row 2t + (i mod 2) + 8 (i/2), col g
                     {{{{4, 2, 0}, {8, 0, 1}}}, {{2, 1, 0}, {2, 8, 0}}},
                     kAccumulator16x8};

const Atom kM16N8K8{16, 8, 8,
                    // a_i: row g + 8 (i mod 2), col t + 4 (i/2)
                    {{{{4, 0, 1}, {8, 1, 0}}}, {{2, 8, 0}, {2, 0, 4}}},
                    // b_i: row t + 4 i, col g
                    {{{{4, 1, 0}, {8, 0, 1}}}, {{2, 4, 0}}},
                    kAccumulator16x8};

const Atom kM16N8K32{16, 8, 32,
                     // a_i: row g + 8 (i/4 mod 2), col 4t + (i mod 4) + 16 (i/8)
                     {{{{4, 0, 4}, {8, 1, 0}}}, {{4, 0, 1}, {2, 8, 0}, {2, 0, 16}}},
                     // b_i: row 4t + (i mod 4) + 16 (i/4), col g
                     {{{{4, 4, 0}, {8, 0, 1}}}, {{4, 1, 0}, {2, 16, 0}}},
                     kAccumulator16x8};

const Atom kM8N8K4{8, 8, 4,
                   // a_0: row g, col t; b_0: row t, col g
                   {{{{4, 0, 1}, {8, 1, 0}}}, {}},
                   {{{{4, 1, 0}, {8, 0, 1}}}, {}},
                   // c_i: row g, col 2t + i
                   {{{{4, 0, 2}, {8, 1, 0}}}, {{2, 0, 1}}}};

const Atom &atomOf(MmaKind kind) {
  switch (kind) {
  case MmaKind::F16:
  case MmaKind::BF16:
    return kM16N8K16;
  case MmaKind::TF32:
    return kM16N8K8;
  case MmaKind::I8:
  case MmaKind::F8:
    return kM16N8K32;
  case MmaKind::F64:
    return kM8N8K4;
  }
  llvm_unreachable("unknown mma kind");
}

const Fragment &fragmentOf(const Atom &atom, MmaOperand operand) {
  switch (operand) {
  case MmaOperand::A:
    return atom.a;
  case MmaOperand::B:
    return atom.b;
  case MmaOperand::C:
    return atom.c;
  }
  llvm_unreachable("unknown mma operand");
}

} // namespace

int64_t MmaPlan::fragmentSize(MmaOperand operand) const {
  int64_t size = 1;
  for (const Step &step : fragmentOf(atomOf(kind), operand).values)
    size *= step.shape;
  return size;
}

int64_t MmaPlan::slot(MmaOperand operand, int64_t i, int64_t bt, int64_t row,
                      int64_t col) const {
  int64_t rowBlocks = operand == MmaOperand::B ? tilesK : tilesM;
  int64_t colBlocks = operand == MmaOperand::A ? tilesK : tilesN;
  return i + fragmentSize(operand) * (row + rowBlocks * (col + colBlocks * bt));
}

std::optional<MmaKind> mlir::nv_tileas::getMmaKind(Type lhs, Type rhs,
                                                   Type acc, bool tf32,
                                                   bool f8Mma) {
  if (lhs.isF16() && rhs.isF16() && (acc.isF32() || acc.isF16()))
    return MmaKind::F16;
  if (lhs.isBF16() && rhs.isBF16() && acc.isF32())
    return MmaKind::BF16;
  if (tf32 && lhs.isF32() && rhs.isF32() && acc.isF32())
    return MmaKind::TF32;
  if (lhs.isInteger(8) && rhs.isInteger(8) && acc.isInteger(32))
    return MmaKind::I8;
  auto isF8 = [](Type t) { return isa<Float8E4M3FNType, Float8E5M2Type>(t); };
  if (f8Mma && isF8(lhs) && isF8(rhs) && acc.isF32())
    return MmaKind::F8;
  if (lhs.isF64() && rhs.isF64() && acc.isF64())
    return MmaKind::F64;
  return std::nullopt;
}

/// Warps along M and N: all along M, or balanced so that each warp's share
/// of A and B (rows x K plus K x columns) is smallest, doubling the side
/// with more instruction tiles left per warp.
static std::optional<std::pair<int64_t, int64_t>>
chooseWarps(int64_t warps, int64_t blocksM, int64_t blocksN, bool alongM) {
  int64_t wm = 1, wn = 1;
  if (alongM) {
    wm = std::min(warps, blocksM);
    wn = warps / wm;
  } else {
    while (wm * wn < warps) {
      bool preferM = blocksM / wm >= blocksN / wn;
      if (preferM && wm < blocksM)
        wm *= 2;
      else if (wn < blocksN)
        wn *= 2;
      else if (wm < blocksM)
        wm *= 2;
      else
        break;
    }
  }
  if (wm * wn != warps || wm > blocksM || wn > blocksN || blocksM % wm ||
      blocksN % wn)
    return std::nullopt;
  return std::make_pair(wm, wn);
}

std::optional<MmaPlan>
mlir::nv_tileas::getMmaPlan(MLIRContext *context, int64_t threads,
                            MmaKind kind, ArrayRef<int64_t> lhsShape,
                            ArrayRef<int64_t> rhsShape, bool warpsAlongM) {
  size_t rank = lhsShape.size();
  if (rank < 2 || rank > 3 || rhsShape.size() != rank || threads % kWarpSize)
    return std::nullopt;
  int64_t batch = rank == 3 ? lhsShape[0] : 1;
  int64_t M = lhsShape[rank - 2], K = lhsShape[rank - 1],
          N = rhsShape[rank - 1];
  const Atom &atom = atomOf(kind);
  if (M % atom.m || N % atom.n || K % atom.k)
    return std::nullopt;
  auto warps = chooseWarps(threads / kWarpSize, M / atom.m, N / atom.n,
                           warpsAlongM);
  if (!warps)
    return std::nullopt;
  MmaPlan plan{kind,          atom.m,    atom.n,        atom.k,
               warps->first,  warps->second,
               M / atom.m / warps->first, N / atom.n / warps->second,
               K / atom.k,    batch,     {},            {}, {}};

  // The layout of one operand, `rows` x `cols` per batch: lanes, then the
  // warps (replicating along the dimension the operand does not have),
  // then the fragment, the row blocks, the column blocks and the batch.
  auto build = [&](MmaOperand operand, int64_t rows, int64_t cols,
                   int64_t rowBlocks, int64_t rowStep, int64_t colBlocks,
                   int64_t colStep) {
    const Fragment &fragment = fragmentOf(atom, operand);
    auto offset = [&](int64_t r, int64_t c) { return r * cols + c; };
    std::vector<lay::Mode> thread, value;
    auto add = [](std::vector<lay::Mode> &mode, int64_t shape, int64_t d) {
      if (shape > 1)
        mode.push_back({shape, lay::Stride::integer(d)});
    };
    for (const Step &step : fragment.lanes)
      add(thread, step.shape, offset(step.rows, step.cols));
    add(thread, plan.warpsM,
        operand == MmaOperand::B ? 0 : offset(M / plan.warpsM, 0));
    add(thread, plan.warpsN,
        operand == MmaOperand::A ? 0 : offset(0, N / plan.warpsN));
    for (const Step &step : fragment.values)
      add(value, step.shape, offset(step.rows, step.cols));
    add(value, rowBlocks, offset(rowStep, 0));
    add(value, colBlocks, offset(0, colStep));
    add(value, batch, rows * cols);
    return makeSimtLayout(context, threads,
                          lay::Layout::tuple({lay::Layout::fromModes(thread),
                                              lay::Layout::fromModes(value)}));
  };
  plan.a = build(MmaOperand::A, M, K, plan.tilesM, atom.m, plan.tilesK,
                 atom.k);
  plan.b = build(MmaOperand::B, K, N, plan.tilesK, atom.k, plan.tilesN,
                 atom.n);
  plan.c = build(MmaOperand::C, M, N, plan.tilesM, atom.m, plan.tilesN,
                 atom.n);
  if (!plan.a || !plan.b || !plan.c)
    return std::nullopt;
  return plan;
}

std::optional<MmaPlan> mlir::nv_tileas::getDotMmaPlan(nv_tileaa::DotOp op,
                                                      int64_t threads,
                                                      bool mmaSync,
                                                      bool f8Mma) {
  auto lhs = op.getLhs().getType(), rhs = op.getRhs().getType(),
       acc = op.getAcc().getType();
  auto tf32 = op->getAttrOfType<StringAttr>("input_precision");
  std::optional<MmaKind> kind = getMmaKind(
      lhs.getElementType(), rhs.getElementType(), acc.getElementType(),
      tf32 && tf32.getValue() == "tf32", f8Mma);
  if (!kind || !mmaSync)
    return std::nullopt;
  for (bool alongM : {false, true}) {
    std::optional<MmaPlan> plan =
        getMmaPlan(op.getContext(), threads, *kind, lhs.getShape(),
                   rhs.getShape(), alongM);
    if (plan && plan->c == getSimtLayout(acc) &&
        plan->c == getSimtLayout(op.getResult().getType()))
      return plan;
  }
  return std::nullopt;
}

bool mlir::nv_tileas::isWarpgroupDot(nv_tileaa::DotOp op, const MmaPlan &plan,
                                     int64_t threads) {
  Type acc = op.getAcc().getType().getElementType();
  return plan.kind != MmaKind::F64 && threads == 128 && plan.warpsM == 4 &&
         plan.warpsN == 1 && plan.tilesM == 1 && plan.batch == 1 &&
         plan.tilesN * plan.n <= 256 && (acc.isF32() || acc.isInteger(32)) &&
         getSimtLayout(op.getLhs().getType()) != plan.a;
}
