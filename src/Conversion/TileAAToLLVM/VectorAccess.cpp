//===- VectorAccess.cpp - vector accesses of tiled loads/stores -----------===//
//
// Planning reads the layout through SimtMap (slot v of thread t holds
// element L(t, v)) and the facts make_memref carries: static sizes and
// strides, and the producer's div_by on the base, sizes and strides.
//
//===----------------------------------------------------------------------===//

#include "VectorAccess.h"

#include "tileiras/Dialect/NvTileAA/IR/NvTileAA.h"
#include "tileiras/Dialect/NvTileAS/IR/NvTileAS.h"
#include "tileiras/Dialect/NvTileAS/IR/SimtLayouts.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"


using namespace mlir;
using namespace tileiras::simt;
namespace aa = mlir::nv_tileaa;

namespace {

/// The widest global access PTX has (ld.global.v4.b32).
constexpr int64_t kMaxVectorBytes = 16;

std::optional<int64_t> constantOf(Value v) {
  APInt value;
  if (v && matchPattern(v, m_ConstantInt(&value)))
    return value.getSExtValue();
  return std::nullopt;
}

/// The largest power of two dividing `v`, at most kMaxVectorBytes (0 is
/// divisible by anything).
int64_t alignmentOf(int64_t v) {
  uint64_t u = v < 0 ? -uint64_t(v) : uint64_t(v);
  if (u == 0)
    return kMaxVectorBytes;
  return std::min<int64_t>(int64_t(u & -u), kMaxVectorBytes);
}

/// Facts about one dimension of a memref from its make_memref.
struct DimFacts {
  std::optional<int64_t> size, stride;
  int64_t sizeDivBy = 1, strideDivBy = 1;
};

DimFacts dimFacts(aa::MakeMemrefOp memref, int64_t dim) {
  DimFacts f;
  f.size = constantOf(memref.getSizes()[dim]);
  f.stride = constantOf(memref.getStrides()[dim]);
  if (auto divBy = memref.getSizeDivBy())
    f.sizeDivBy = (*divBy)[dim];
  if (auto divBy = memref.getStrideDivBy())
    f.strideDivBy = (*divBy)[dim];
  if (f.size)
    f.sizeDivBy = *f.size;
  if (f.stride)
    f.strideDivBy = *f.stride;
  return f;
}

template <typename Access>
std::optional<AccessPlan> plan(Access op, RankedTensorType tile) {
  if (op.getSem() != aa::MemSemantic::weak || tile.getRank() == 0)
    return std::nullopt;
  auto memref = op.getMemref().template getDefiningOp<aa::MakeMemrefOp>();
  auto layout = nv_tileas::getSimtLayout(tile);
  Type element = tile.getElementType();
  // i1 is a byte in memory but a bit in a vector register.
  if (!memref || !layout || !element.isIntOrFloat() || element.isInteger(1))
    return std::nullopt;
  int64_t rank = tile.getRank();
  ArrayRef<int32_t> dimMap = op.getDimMap();
  ArrayRef<int64_t> steps = op.getSteps();
  llvm::SmallDenseSet<int32_t> distinct(dimMap.begin(), dimMap.end());
  if (int64_t(distinct.size()) != rank)
    return std::nullopt;
  int64_t inner = dimMap[rank - 1];
  DimFacts innerFacts = dimFacts(memref, inner);
  if (innerFacts.stride != 1)
    return std::nullopt;

  int64_t bytes = elementBytes(element);
  nv_tileas::SimtMap map = layout.getMap();
  int64_t rowLength = tile.getShape()[rank - 1];
  AccessPlan p;
  p.width = widestRun(map, rowLength, bytes);
  if (p.width < 2)
    return std::nullopt;

  // A run starts at base + bytes * (sum of coordinate * stride); the
  // innermost coordinate is index * step + a multiple of width.
  int64_t alignment =
      std::min(kMaxVectorBytes,
               std::max(bytes, int64_t(memref.getBaseDivBy().value_or(1))));
  alignment = std::min(alignment, alignmentOf(steps[rank - 1] * bytes));
  alignment = std::min(alignment, alignmentOf(p.width * bytes));
  for (int64_t i = 0; i + 1 < rank; ++i)
    alignment = std::min(
        alignment, alignmentOf(dimFacts(memref, dimMap[i]).strideDivBy * bytes));
  // A narrower vector that is proven aligned beats a run-time check; with
  // no more than element alignment proven, the check is the only way.
  if (alignment < p.width * bytes && alignment >= 2 * bytes)
    p.width = alignment / bytes;
  p.alignment = alignment;

  p.runsAllOrNothing =
      innerFacts.sizeDivBy % p.width == 0 && steps[rank - 1] % p.width == 0;

  p.inBounds = true;
  std::optional<ArrayRef<bool>> promised = op.getInbounds();
  for (int64_t i = 0; i < rank; ++i) {
    if (promised && (*promised)[i])
      continue;
    std::optional<int64_t> index = constantOf(op.getIndices()[i]);
    std::optional<int64_t> size = dimFacts(memref, dimMap[i]).size;
    if (!index || !size || *index < 0 ||
        *index * steps[i] + tile.getShape()[i] > *size)
      p.inBounds = false;
  }
  return p;
}

Value subVector(OpBuilder &b, Location loc, Value v, int64_t start,
                int64_t width) {
  SmallVector<int32_t> mask;
  for (int64_t k = 0; k < width; ++k)
    mask.push_back(int32_t(start + k));
  return LLVM::ShuffleVectorOp::create(b, loc, v, v, mask);
}

/// Concatenates equally sized vectors (a power of two of them).
Value concat(OpBuilder &b, Location loc, SmallVector<Value> parts) {
  while (parts.size() > 1) {
    SmallVector<Value> next;
    for (size_t i = 0; i + 1 < parts.size(); i += 2) {
      int64_t n = cast<VectorType>(parts[i].getType()).getNumElements();
      SmallVector<int32_t> mask;
      for (int64_t k = 0; k < 2 * n; ++k)
        mask.push_back(int32_t(k));
      next.push_back(
          LLVM::ShuffleVectorOp::create(b, loc, parts[i], parts[i + 1], mask));
    }
    parts = std::move(next);
  }
  return parts.front();
}

Value globalPointerOf(OpBuilder &b, Location loc, Value address) {
  return LLVM::IntToPtrOp::create(
      b, loc, LLVM::LLVMPointerType::get(b.getContext(), 1), address);
}

/// Whether the run at slot v0 may use its vector access: inside the memref
/// (its first and last slots are: the slots between lie on the same row),
/// owned (stores), and aligned when alignment is not proven. Null: always.
Value runPredicate(OpBuilder &b, Location loc, const AccessPlan &plan,
                   const TileAddresses &at, Value owners, Value address,
                   int64_t v0, int64_t eltBytes) {
  Value pred;
  if (!plan.inBounds && at.inBounds) {
    pred = extractSlot(b, loc, at.inBounds, v0);
    if (!plan.runsAllOrNothing)
      pred = andMasks(b, loc, pred,
                      extractSlot(b, loc, at.inBounds, v0 + plan.width - 1));
  }
  if (owners)
    pred = andMasks(b, loc, pred, extractSlot(b, loc, owners, v0));
  int64_t vectorBytes = plan.width * eltBytes;
  if (plan.alignment < vectorBytes) {
    Type i64 = b.getI64Type();
    Value low = arith::AndIOp::create(
        b, loc, address,
        arith::ConstantIntOp::create(b, loc, i64, vectorBytes - 1));
    pred = andMasks(
        b, loc, pred,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, low,
                              arith::ConstantIntOp::create(b, loc, i64, 0)));
  }
  return pred;
}

/// The addresses of the slots of the run starting at `address`: a run is
/// consecutive along the innermost dimension, whose stride is 1, so they
/// follow from its first (and the others need not stay live).
Value runAddresses(OpBuilder &b, Location loc, Value address, int64_t width,
                   int64_t eltBytes) {
  SmallVector<int64_t> offsets;
  for (int64_t k = 0; k < width; ++k)
    offsets.push_back(k * eltBytes);
  auto type = VectorType::get({width}, b.getI64Type());
  Value first = vector::BroadcastOp::create(b, loc, type, address);
  return arith::AddIOp::create(
      b, loc, first,
      arith::ConstantOp::create(b, loc, DenseElementsAttr::get(
                                            type, ArrayRef<int64_t>(offsets))));
}

/// When the predicate fails, whether the run may still touch memory
/// element by element (it may be partly in bounds, or misaligned).
bool fallbackTouchesMemory(const AccessPlan &plan, int64_t eltBytes) {
  return !plan.runsAllOrNothing || plan.alignment < plan.width * eltBytes;
}

} // namespace

void tileiras::simt::planVectorAccesses(ModuleOp module, LoweringState &state) {
  module.walk([&](Operation *op) {
    std::optional<AccessPlan> p;
    if (auto load = dyn_cast<aa::TiledLoadOp>(op))
      p = plan(load, load.getResult().getType());
    else if (auto store = dyn_cast<aa::TiledStoreOp>(op))
      p = plan(store, cast<RankedTensorType>(store.getValue().getType()));
    else if (auto copy = dyn_cast<nv_tileas::AsyncTiledCopyOp>(op))
      p = plan(copy, copy.getTileType());
    if (p)
      state.accessPlans[op] = *p;
  });
}

int64_t tileiras::simt::widestRun(const nv_tileas::SimtMap &map,
                                  int64_t rowLength, int64_t eltBytes) {
  return nv_tileas::widestRowRun(map, rowLength, kMaxVectorBytes / eltBytes);
}

const AccessPlan *tileiras::simt::vectorPlanOf(const LoweringState &state,
                                               Operation *op) {
  auto it = state.accessPlans.find(op);
  return it == state.accessPlans.end() ? nullptr : &it->second;
}

Value tileiras::simt::vectorLoad(OpBuilder &b, Location loc,
                                 const AccessPlan &plan, VectorType type,
                                 const TileAddresses &at, Value passThru,
                                 int64_t eltBytes) {
  if (!passThru)
    passThru = arith::ConstantOp::create(b, loc, b.getZeroAttr(type));
  auto runType = VectorType::get({plan.width}, type.getElementType());
  int64_t vectorBytes = plan.width * eltBytes;
  SmallVector<Value> runs;
  for (int64_t v0 = 0; v0 < type.getNumElements(); v0 += plan.width) {
    Value address = extractSlot(b, loc, at.addresses, v0);
    auto load = [&](OpBuilder &b) -> Value {
      return LLVM::LoadOp::create(b, loc, runType,
                                  globalPointerOf(b, loc, address),
                                  vectorBytes);
    };
    Value pred =
        runPredicate(b, loc, plan, at, nullptr, address, v0, eltBytes);
    if (!pred) {
      runs.push_back(load(b));
      continue;
    }
    auto guard = scf::IfOp::create(b, loc, TypeRange{runType}, pred, true);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(guard.thenBlock());
    scf::YieldOp::create(b, loc, load(b));
    b.setInsertionPointToStart(guard.elseBlock());
    Value padding = subVector(b, loc, passThru, v0, plan.width);
    if (fallbackTouchesMemory(plan, eltBytes)) {
      Value mask = at.inBounds
                       ? subVector(b, loc, at.inBounds, v0, plan.width)
                       : Value();
      padding = gather(b, loc, runType,
                       runAddresses(b, loc, address, plan.width, eltBytes),
                       mask, padding, eltBytes);
    }
    scf::YieldOp::create(b, loc, padding);
    runs.push_back(guard.getResult(0));
  }
  return concat(b, loc, std::move(runs));
}

void tileiras::simt::vectorStore(OpBuilder &b, Location loc,
                                 const AccessPlan &plan, Value value,
                                 const TileAddresses &at, Value owners,
                                 int64_t eltBytes) {
  int64_t slots = cast<VectorType>(value.getType()).getNumElements();
  int64_t vectorBytes = plan.width * eltBytes;
  for (int64_t v0 = 0; v0 < slots; v0 += plan.width) {
    Value address = extractSlot(b, loc, at.addresses, v0);
    Value run = subVector(b, loc, value, v0, plan.width);
    auto store = [&](OpBuilder &b) {
      LLVM::StoreOp::create(b, loc, run, globalPointerOf(b, loc, address),
                            vectorBytes);
    };
    Value pred =
        runPredicate(b, loc, plan, at, owners, address, v0, eltBytes);
    if (!pred) {
      store(b);
      continue;
    }
    bool fallback = fallbackTouchesMemory(plan, eltBytes);
    auto guard = scf::IfOp::create(b, loc, pred, fallback);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(guard.thenBlock());
    store(b);
    if (!fallback)
      continue;
    b.setInsertionPointToStart(guard.elseBlock());
    Value mask =
        andMasks(b, loc,
                 at.inBounds ? subVector(b, loc, at.inBounds, v0, plan.width)
                             : Value(),
                 owners ? subVector(b, loc, owners, v0, plan.width) : Value());
    scatter(b, loc, run, runAddresses(b, loc, address, plan.width, eltBytes),
            mask, eltBytes);
  }
}

void tileiras::simt::asyncCopy(
    OpBuilder &b, Location loc, const AccessPlan *plan, VectorType type,
    const TileAddresses &at, Value owners, Value passThru, int64_t eltBytes,
    llvm::function_ref<Value(OpBuilder &, int64_t)> sharedPointer) {
  if (!passThru)
    passThru = arith::ConstantOp::create(b, loc, b.getZeroAttr(type));
  int64_t width = plan ? plan->width : 1;
  int64_t runBytes = width * eltBytes;
  bool copiesAsync = plan && (runBytes == 4 || runBytes == 8 || runBytes == 16);
  auto runType = VectorType::get({width}, type.getElementType());
  for (int64_t v0 = 0; v0 < type.getNumElements(); v0 += width) {
    OpBuilder::InsertionGuard g(b);
    if (owners) {
      auto owned = scf::IfOp::create(b, loc, extractSlot(b, loc, owners, v0),
                                     /*withElseRegion=*/false);
      b.setInsertionPointToStart(owned.thenBlock());
    }
    Value shared = sharedPointer(b, v0);
    Value address = extractSlot(b, loc, at.addresses, v0);
    // The run through registers: its in-bounds elements, padding elsewhere.
    auto synchronous = [&](OpBuilder &b) {
      Value mask = at.inBounds ? subVector(b, loc, at.inBounds, v0, width)
                               : Value();
      Value addresses = plan ? runAddresses(b, loc, address, width, eltBytes)
                             : subVector(b, loc, at.addresses, v0, width);
      Value run = gather(b, loc, runType, addresses, mask,
                         subVector(b, loc, passThru, v0, width), eltBytes);
      LLVM::StoreOp::create(b, loc, run, shared, eltBytes);
    };
    if (!copiesAsync) {
      synchronous(b);
      continue;
    }
    auto copy = [&](OpBuilder &b) {
      NVVM::CpAsyncOp::create(
          b, loc, shared, globalPointerOf(b, loc, address), runBytes,
          runBytes == 16 ? NVVM::LoadCacheModifierKind::CG
                         : NVVM::LoadCacheModifierKind::CA,
          /*cpSize=*/Value());
    };
    Value pred = runPredicate(b, loc, *plan, at, nullptr, address, v0, eltBytes);
    if (!pred) {
      copy(b);
      continue;
    }
    auto guard = scf::IfOp::create(b, loc, pred, /*withElseRegion=*/true);
    b.setInsertionPointToStart(guard.thenBlock());
    copy(b);
    b.setInsertionPointToStart(guard.elseBlock());
    synchronous(b);
  }
}
