//===- MemoryOps.cpp - views, loads, stores and atomics -------------------===//
//
// Each tile block's memory ops run in program order, which is one order the
// token rules allow. Element accesses within one op happen in row-major
// order; any access outside a buffer or misaligned is undefined behaviour.
//
//===----------------------------------------------------------------------===//

#include "Elementwise.h"

#include "llvm/Support/Format.h"

using namespace mlir;
using llvm::APFloat;
using llvm::APInt;
namespace ct = mlir::cuda_tile;

namespace tileiras::interp {

LogicalResult loadElt(Exec &ex, Operation *op, uint64_t addr, Type elt,
                      uint64_t &bits) {
  unsigned size = eltBytes(elt);
  if (addr % size)
    return ex.fail(op, "undefined behaviour: misaligned " + Twine(size) +
                           "-byte access at " + ex.memory.describe(addr));
  if (!ex.memory.load(addr, size, bits))
    return ex.fail(op, "undefined behaviour: out-of-bounds load at " +
                           ex.memory.describe(addr));
  // An i1 occupies a byte; any nonzero byte reads as true.
  bits = eltBits(elt) == 1 ? uint64_t(bits != 0) : maskBits(elt, bits);
  return success();
}

LogicalResult storeElt(Exec &ex, Operation *op, uint64_t addr, Type elt,
                       uint64_t bits) {
  unsigned size = eltBytes(elt);
  if (addr % size)
    return ex.fail(op, "undefined behaviour: misaligned " + Twine(size) +
                           "-byte access at " + ex.memory.describe(addr));
  if (!ex.memory.store(addr, size, bits))
    return ex.fail(op, "undefined behaviour: out-of-bounds store at " +
                           ex.memory.describe(addr));
  return success();
}

namespace {

LogicalResult execMakeTensorView(Exec &ex, Operation *op) {
  auto make = cast<ct::MakeTensorViewOp>(op);
  auto type = cast<ct::TensorViewType>(make.getResult().getType());
  auto view = std::make_shared<TensorViewValue>();
  const Tile &base = ex.tile(make.getBase());
  if (failed(ex.checkNoPoison(op, base, "the base pointer")))
    return failure();
  view->base = base.bits[0];
  view->elt = type.getElementType();
  auto resolve = [&](ArrayRef<int64_t> stat, ValueRange dyn,
                     SmallVectorImpl<int64_t> &outVals,
                     StringRef what) -> LogicalResult {
    unsigned k = 0;
    for (int64_t s : stat) {
      if (!ShapedType::isDynamic(s)) {
        outVals.push_back(s);
        continue;
      }
      const Tile &t = ex.tile(dyn[k++]);
      if (failed(ex.checkNoPoison(op, t, what)))
        return failure();
      int64_t v = t.getSExt(0);
      if (v < 0)
        return ex.fail(op, "undefined behaviour: negative " + what + " " +
                               Twine(v));
      outVals.push_back(v);
    }
    return success();
  };
  if (failed(resolve(type.getShape(), make.getDynamicShape(), view->shape,
                     "dimension")) ||
      failed(resolve(type.getStrides(), make.getDynamicStrides(),
                     view->strides, "stride")))
    return failure();
  ex.set(make.getResult(), {Tile(), view});
  return success();
}

LogicalResult execMakeView(Exec &ex, Operation *op) {
  ex.set(op->getResult(0), ex.get(op->getOperand(0)));
  return success();
}

LogicalResult execGetTensorShape(Exec &ex, Operation *op) {
  const RtValue &v = ex.get(op->getOperand(0));
  for (auto [res, dim] : llvm::zip(op->getResults(), v.view->shape))
    ex.setTile(res, Tile::scalar(eltOf(res), dim));
  return success();
}

/// How a tile view maps a tile element to tensor coordinates.
struct ViewMap {
  ArrayRef<int32_t> tile;
  SmallVector<int32_t, 4> dimMap;
  ArrayRef<int64_t> traversal; // strided view
  int32_t sparseDim = -1;      // gather/scatter view
  ct::PaddingValueAttr padding;
};

ViewMap viewMapOf(Type type) {
  ViewMap m;
  auto identity = [&](size_t n) {
    for (size_t i = 0; i < n; ++i)
      m.dimMap.push_back(i);
  };
  if (auto p = dyn_cast<ct::PartitionViewType>(type)) {
    m.tile = p.getTileShape().asArrayRef();
    m.dimMap.assign(p.getDimMap().begin(), p.getDimMap().end());
    m.padding = p.getPaddingValue();
  } else if (auto s = dyn_cast<ct::StridedViewType>(type)) {
    m.tile = s.getTileShape().asArrayRef();
    m.dimMap.assign(s.getDimMap().begin(), s.getDimMap().end());
    m.traversal = s.getTraversalStrides();
    m.padding = s.getPaddingValue();
  } else if (auto g = dyn_cast<ct::GatherScatterViewType>(type)) {
    m.tile = g.getTileShape().asArrayRef();
    m.sparseDim = g.getSparseDim();
    m.padding = g.getPaddingValue();
  }
  if (m.dimMap.empty())
    identity(m.tile.size());
  return m;
}

/// Number of tiles along tile dimension `i`.
int64_t indexSpaceExtent(const ViewMap &m, const TensorViewValue &tv,
                         size_t i) {
  int64_t dim = tv.shape[m.dimMap[i]];
  if (int32_t(i) == m.sparseDim)
    return dim; // one index per row of the gathered dimension
  if (!m.traversal.empty())
    return dim <= m.tile[i] ? 1
                            : (dim - m.tile[i] + m.traversal[i] - 1) /
                                      m.traversal[i] +
                                  1;
  return (dim + m.tile[i] - 1) / m.tile[i];
}

LogicalResult execGetIndexSpaceShape(Exec &ex, Operation *op) {
  const RtValue &v = ex.get(op->getOperand(0));
  ViewMap m = viewMapOf(op->getOperand(0).getType());
  for (auto [i, res] : llvm::enumerate(op->getResults()))
    ex.setTile(res, Tile::scalar(eltOf(res), indexSpaceExtent(m, *v.view, i)));
  return success();
}

uint64_t paddingBits(ct::PaddingValueAttr pad, Type elt) {
  if (!isFloatElt(elt))
    return 0;
  const llvm::fltSemantics &sem = floatSemantics(elt);
  switch (pad.getValue()) {
  case ct::PaddingValue::Zero:
    return encodeFloat(elt, APFloat::getZero(sem));
  case ct::PaddingValue::NegZero:
    return encodeFloat(elt, APFloat::getZero(sem, true));
  case ct::PaddingValue::Nan:
    return canonicalNaN(elt);
  case ct::PaddingValue::PosInf:
    return encodeFloat(elt, APFloat::getInf(sem));
  case ct::PaddingValue::NegInf:
    return encodeFloat(elt, APFloat::getInf(sem, true));
  }
  return 0;
}

/// The address of every element of the tile at `indices`, or nullopt for
/// elements outside the tensor. Fails when the whole tile is outside (UB).
LogicalResult viewAddresses(Exec &ex, Operation *op, Value viewValue,
                            ValueRange indices, Type tileType,
                            std::vector<std::optional<uint64_t>> &addrs) {
  const TensorViewValue &tv = *ex.get(viewValue).view;
  ViewMap m = viewMapOf(viewValue.getType());
  auto shape = cast<ct::TileType>(tileType).getShape();
  size_t rank = m.tile.size();
  SmallVector<int64_t, 4> origin(rank, 0);
  const Tile *rows = nullptr;
  for (size_t i = 0; i < rank; ++i) {
    const Tile &t = ex.tile(indices[i]);
    if (failed(ex.checkNoPoison(op, t, "the view index")))
      return failure();
    if (int32_t(i) == m.sparseDim) {
      // cuTile's advanced indexing passes a 1-D tile of row indices here.
      if (t.rank() != 1 || t.shape[0] != m.tile[i])
        return ex.fail(op, "gather/scatter index " + Twine(i) +
                               " must be a 1-D tile of " + Twine(m.tile[i]) +
                               " row indices");
      rows = &t;
      continue;
    }
    int64_t k = t.getSExt(0);
    // The dense dimensions of a gather/scatter view take an element offset
    // (cuTile's Slice start), partition and strided views a tile index.
    if (m.sparseDim >= 0)
      origin[i] = k;
    else
      origin[i] = k * (m.traversal.empty() ? m.tile[i] : m.traversal[i]);
  }
  unsigned size = eltBytes(tv.elt);
  addrs.assign(ShapedType::getNumElements(shape), std::nullopt);
  SmallVector<int64_t, 4> j;
  bool any = false;
  for (size_t e = 0; e < addrs.size(); ++e) {
    unflatten(e, shape, j);
    int64_t offset = 0;
    bool inside = true;
    for (size_t i = 0; i < rank; ++i) {
      int64_t c = int32_t(i) == m.sparseDim ? rows->getSExt(j[i])
                                            : origin[i] + j[i];
      int64_t d = m.dimMap[i];
      if (c < 0 || c >= tv.shape[d])
        inside = false;
      offset += c * tv.strides[d];
    }
    if (inside) {
      addrs[e] = tv.base + uint64_t(offset) * size;
      any = true;
    }
  }
  if (!any && !addrs.empty())
    return ex.fail(op, "undefined behaviour: the tile at this index lies "
                       "entirely outside the tensor view");
  return success();
}

/// Loads the tile of `view` at `index` into `result`: out-of-bounds elements
/// take the view's padding, or are poison without one (unspecified).
LogicalResult loadViewTile(Exec &ex, Operation *op, Value view,
                           ValueRange index, Value result) {
  std::vector<std::optional<uint64_t>> addrs;
  if (failed(viewAddresses(ex, op, view, index, result.getType(), addrs)))
    return failure();
  ViewMap m = viewMapOf(view.getType());
  Tile out(eltOf(result), shapeOf(result));
  for (size_t e = 0; e < addrs.size(); ++e) {
    if (!addrs[e]) {
      if (m.padding)
        out.bits[e] = paddingBits(m.padding, out.elt);
      else
        out.setPoison(e);
      continue;
    }
    if (failed(loadElt(ex, op, *addrs[e], out.elt, out.bits[e])))
      return failure();
  }
  ex.setTile(result, std::move(out));
  return success();
}

LogicalResult execLoadView(Exec &ex, Operation *op) {
  auto load = cast<ct::LoadViewTkoOp>(op);
  return loadViewTile(ex, op, load.getView(), load.getIndex(), load.getTile());
}

/// Mask element `i` (true when there is no mask); fails on a poison mask.
LogicalResult maskAt(Exec &ex, Operation *op, Value mask, size_t i,
                     bool &on) {
  on = true;
  if (!mask)
    return success();
  const Tile &m = ex.tile(mask);
  if (m.isPoison(i))
    return ex.fail(op, "undefined behaviour: mask element " + Twine(i) +
                           " is poison");
  on = m.bits[i] & 1;
  return success();
}

LogicalResult pointerAt(Exec &ex, Operation *op, const Tile &p, size_t i,
                        uint64_t &addr) {
  if (p.isPoison(i))
    return ex.fail(op, "undefined behaviour: pointer element " + Twine(i) +
                           " is poison");
  addr = p.bits[i];
  return success();
}

LogicalResult execLoadPtr(Exec &ex, Operation *op) {
  auto load = cast<ct::LoadPtrTkoOp>(op);
  const Tile &p = ex.tile(load.getSource());
  Tile out(eltOf(load.getResult()), p.shape);
  const Tile *pad = load.getPaddingValue() ? &ex.tile(load.getPaddingValue())
                                           : nullptr;
  for (size_t i = 0; i < out.size(); ++i) {
    bool on;
    if (failed(maskAt(ex, op, load.getMask(), i, on)))
      return failure();
    if (!on) {
      if (pad)
        out.copyElt(i, *pad, pad->size() == 1 ? 0 : i);
      else
        out.setPoison(i);
      continue;
    }
    uint64_t addr;
    if (failed(pointerAt(ex, op, p, i, addr)) ||
        failed(loadElt(ex, op, addr, out.elt, out.bits[i])))
      return failure();
  }
  ex.setTile(load.getResult(), std::move(out));
  return success();
}

LogicalResult execStorePtr(Exec &ex, Operation *op) {
  auto store = cast<ct::StorePtrTkoOp>(op);
  const Tile &p = ex.tile(store.getDestination());
  const Tile &v = ex.tile(store.getValue());
  for (size_t i = 0; i < v.size(); ++i) {
    bool on;
    if (failed(maskAt(ex, op, store.getMask(), i, on)))
      return failure();
    if (!on)
      continue;
    uint64_t addr;
    if (failed(pointerAt(ex, op, p, i, addr)))
      return failure();
    if (v.isPoison(i))
      return ex.fail(op, "undefined behaviour: stored element " + Twine(i) +
                             " is poison");
    if (failed(storeElt(ex, op, addr, v.elt, v.bits[i])))
      return failure();
  }
  return success();
}

/// The new memory value of an atomic read-modify-write.
uint64_t rmwApply(ct::AtomicRMWMode mode, Type elt, uint64_t old,
                  uint64_t arg) {
  APInt a = isFloatElt(elt) ? APInt() : decodeInt(elt, old);
  APInt b = isFloatElt(elt) ? APInt() : decodeInt(elt, arg);
  switch (mode) {
  case ct::AtomicRMWMode::And:
    return old & arg;
  case ct::AtomicRMWMode::Or:
    return old | arg;
  case ct::AtomicRMWMode::Xor:
    return old ^ arg;
  case ct::AtomicRMWMode::Add:
    return maskBits(elt, (a + b).getZExtValue());
  case ct::AtomicRMWMode::AddF: {
    APFloat x = decodeFloat(elt, old);
    x.add(decodeFloat(elt, arg), llvm::RoundingMode::NearestTiesToEven);
    return x.isNaN() ? canonicalNaN(elt) : encodeFloat(elt, x);
  }
  case ct::AtomicRMWMode::Max:
    return (a.slt(b) ? b : a).getZExtValue();
  case ct::AtomicRMWMode::Min:
    return (a.slt(b) ? a : b).getZExtValue();
  case ct::AtomicRMWMode::UMax:
    return (a.ult(b) ? b : a).getZExtValue();
  case ct::AtomicRMWMode::UMin:
    return (a.ult(b) ? a : b).getZExtValue();
  case ct::AtomicRMWMode::Xchg:
    return arg;
  }
  return arg;
}

LogicalResult execAtomicRMW(Exec &ex, Operation *op) {
  auto rmw = cast<ct::AtomicRMWTkoOp>(op);
  const Tile &p = ex.tile(rmw.getPointers());
  const Tile &arg = ex.tile(rmw.getArg());
  Tile out(arg.elt, arg.shape);
  for (size_t i = 0; i < out.size(); ++i) {
    bool on;
    if (failed(maskAt(ex, op, rmw.getMask(), i, on)))
      return failure();
    if (!on) {
      out.setPoison(i); // masked-off lanes return nothing defined
      continue;
    }
    uint64_t addr, old;
    if (failed(pointerAt(ex, op, p, i, addr)) ||
        failed(loadElt(ex, op, addr, arg.elt, old)))
      return failure();
    if (arg.isPoison(i))
      return ex.fail(op, "undefined behaviour: atomic operand element " +
                             Twine(i) + " is poison");
    out.bits[i] = old;
    if (failed(storeElt(ex, op, addr, arg.elt,
                        rmwApply(rmw.getMode(), arg.elt, old, arg.bits[i]))))
      return failure();
  }
  ex.setTile(rmw.getResult(), std::move(out));
  return success();
}

LogicalResult execAtomicCAS(Exec &ex, Operation *op) {
  auto cas = cast<ct::AtomicCASTkoOp>(op);
  const Tile &p = ex.tile(cas.getPointers());
  const Tile &cmp = ex.tile(cas.getCmp());
  const Tile &val = ex.tile(cas.getVal());
  Tile out(val.elt, val.shape);
  for (size_t i = 0; i < out.size(); ++i) {
    bool on;
    if (failed(maskAt(ex, op, cas.getMask(), i, on)))
      return failure();
    if (!on) {
      out.setPoison(i);
      continue;
    }
    uint64_t addr, old;
    if (failed(pointerAt(ex, op, p, i, addr)) ||
        failed(loadElt(ex, op, addr, val.elt, old)))
      return failure();
    if (cmp.isPoison(i) || val.isPoison(i))
      return ex.fail(op, "undefined behaviour: compare-and-swap operand "
                         "element " +
                             Twine(i) + " is poison");
    out.bits[i] = old;
    // The comparison is bitwise, also for floats.
    if (old == cmp.bits[i] &&
        failed(storeElt(ex, op, addr, val.elt, val.bits[i])))
      return failure();
  }
  ex.setTile(cas.getResult(), std::move(out));
  return success();
}

/// Writes `tile` into the tile of `view` at `index`, combined with what is
/// there by `mode` when given (an atomic reduction); out-of-bounds elements
/// are masked. `what` names the elements in the poison diagnostic.
LogicalResult writeViewTile(Exec &ex, Operation *op, Value view,
                            ValueRange index, Value tile,
                            std::optional<ct::AtomicRMWMode> mode,
                            StringRef what) {
  std::vector<std::optional<uint64_t>> addrs;
  if (failed(viewAddresses(ex, op, view, index, tile.getType(), addrs)))
    return failure();
  const Tile &t = ex.tile(tile);
  for (size_t e = 0; e < addrs.size(); ++e) {
    if (!addrs[e])
      continue;
    if (t.isPoison(e))
      return ex.fail(op, "undefined behaviour: " + what + " element " +
                             Twine(e) + " is poison");
    uint64_t value = t.bits[e];
    if (mode) {
      uint64_t old;
      if (failed(loadElt(ex, op, *addrs[e], t.elt, old)))
        return failure();
      value = rmwApply(*mode, t.elt, old, value);
    }
    if (failed(storeElt(ex, op, *addrs[e], t.elt, value)))
      return failure();
  }
  return success();
}

LogicalResult execStoreView(Exec &ex, Operation *op) {
  auto store = cast<ct::StoreViewTkoOp>(op);
  return writeViewTile(ex, op, store.getView(), store.getIndex(),
                       store.getTile(), std::nullopt, "stored");
}

LogicalResult execAtomicRedView(Exec &ex, Operation *op) {
  auto red = cast<ct::AtomicRedViewTkoOp>(op);
  return writeViewTile(ex, op, red.getView(), red.getIndex(), red.getValue(),
                       red.getMode(), "reduced");
}

// Multimem ops (13.5). The interpreter models one device, so a multicast
// group has one memory: load_reduce reduces one value (a load), reduce is an
// atomic reduction into it, store a store.
ct::AtomicRMWMode rmwModeOf(ct::MultimemReductionKind kind, Type elt) {
  switch (kind) {
  case ct::MultimemReductionKind::Add:
    return isFloatElt(elt) ? ct::AtomicRMWMode::AddF : ct::AtomicRMWMode::Add;
  case ct::MultimemReductionKind::Min: return ct::AtomicRMWMode::Min;
  case ct::MultimemReductionKind::Max: return ct::AtomicRMWMode::Max;
  case ct::MultimemReductionKind::And: return ct::AtomicRMWMode::And;
  case ct::MultimemReductionKind::Or: return ct::AtomicRMWMode::Or;
  case ct::MultimemReductionKind::Xor: return ct::AtomicRMWMode::Xor;
  case ct::MultimemReductionKind::UMin: return ct::AtomicRMWMode::UMin;
  case ct::MultimemReductionKind::UMax: return ct::AtomicRMWMode::UMax;
  }
  return ct::AtomicRMWMode::Add;
}

LogicalResult execMultimemLoadReduce(Exec &ex, Operation *op) {
  auto load = cast<ct::MultimemLoadReduceViewTkoOp>(op);
  return loadViewTile(ex, op, load.getView(), load.getIndex(),
                      load.getReducedValues());
}

LogicalResult execMultimemReduce(Exec &ex, Operation *op) {
  auto reduce = cast<ct::MultimemReduceViewTkoOp>(op);
  Type elt = eltOf(reduce.getTile());
  return writeViewTile(ex, op, reduce.getView(), reduce.getIndex(),
                       reduce.getTile(), rmwModeOf(reduce.getReduction(), elt),
                       "written");
}

LogicalResult execMultimemStore(Exec &ex, Operation *op) {
  auto store = cast<ct::MultimemStoreViewTkoOp>(op);
  return writeViewTile(ex, op, store.getView(), store.getIndex(),
                       store.getTile(), std::nullopt, "written");
}

LogicalResult execAlloca(Exec &ex, Operation *op) {
  auto alloca = cast<ct::AllocaOp>(op);
  auto ptr = cast<ct::PointerType>(eltOf(alloca.getResult()));
  uint64_t bytes = alloca.getNumElem() * eltBytes(ptr.getPointeeType());
  uint64_t addr = ex.memory.allocate("alloca", bytes, alloca.getAlignment());
  ex.setTile(alloca.getResult(), Tile::scalar(ptr, addr));
  return success();
}

} // namespace

void registerMemoryOps(HandlerMap &m) {
  m["cuda_tile.make_tensor_view"] = execMakeTensorView;
  m["cuda_tile.make_partition_view"] = execMakeView;
  m["cuda_tile.make_strided_view"] = execMakeView;
  m["cuda_tile.make_gather_scatter_view"] = execMakeView;
  m["cuda_tile.get_tensor_shape"] = execGetTensorShape;
  m["cuda_tile.get_index_space_shape"] = execGetIndexSpaceShape;
  m["cuda_tile.load_view_tko"] = execLoadView;
  m["cuda_tile.store_view_tko"] = execStoreView;
  m["cuda_tile.load_ptr_tko"] = execLoadPtr;
  m["cuda_tile.store_ptr_tko"] = execStorePtr;
  m["cuda_tile.atomic_rmw_tko"] = execAtomicRMW;
  m["cuda_tile.atomic_cas_tko"] = execAtomicCAS;
  m["cuda_tile.atomic_red_view_tko"] = execAtomicRedView;
  m["cuda_tile.alloca"] = execAlloca;
  m["cuda_tile.multimem_load_reduce_view_tko"] = execMultimemLoadReduce;
  m["cuda_tile.multimem_reduce_view_tko"] = execMultimemReduce;
  m["cuda_tile.multimem_store_view_tko"] = execMultimemStore;
}

} // namespace tileiras::interp
