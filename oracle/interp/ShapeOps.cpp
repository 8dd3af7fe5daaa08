//===- ShapeOps.cpp - constants, shape and data movement ------------------===//

#include "Elementwise.h"

#include "mlir/IR/BuiltinAttributes.h"

using namespace mlir;
namespace ct = mlir::cuda_tile;

namespace tileiras::interp {
namespace {

LogicalResult execConstant(Exec &ex, Operation *op) {
  auto value = cast<ct::ConstantOp>(op).getValue();
  Type elt = eltOf(op->getResult(0));
  Tile out(elt, shapeOf(op->getResult(0)));
  size_t i = 0;
  if (isFloatElt(elt)) {
    for (const llvm::APFloat &f : value.getValues<llvm::APFloat>())
      out.bits[i++] = encodeFloat(elt, f);
  } else {
    for (const llvm::APInt &v : value.getValues<llvm::APInt>())
      out.bits[i++] = maskBits(elt, v.getZExtValue());
  }
  ex.setTile(op->getResult(0), std::move(out));
  return success();
}

LogicalResult execIota(Exec &ex, Operation *op) {
  Tile out(eltOf(op->getResult(0)), shapeOf(op->getResult(0)));
  for (size_t i = 0; i < out.size(); ++i)
    out.bits[i] = maskBits(out.elt, i);
  ex.setTile(op->getResult(0), std::move(out));
  return success();
}

/// Builds a result by mapping each result index to a source flat index.
template <typename F>
LogicalResult gather(Exec &ex, Operation *op, const Tile &src, F srcIndex) {
  Tile out(src.elt, shapeOf(op->getResult(0)));
  SmallVector<int64_t, 4> idx;
  for (size_t i = 0; i < out.size(); ++i) {
    unflatten(i, out.shape, idx);
    out.copyElt(i, src, srcIndex(idx));
  }
  ex.setTile(op->getResult(0), std::move(out));
  return success();
}

int64_t flatIndex(ArrayRef<int64_t> idx, ArrayRef<int64_t> shape) {
  int64_t flat = 0;
  for (size_t d = 0; d < shape.size(); ++d)
    flat = flat * shape[d] + idx[d];
  return flat;
}

LogicalResult execBroadcast(Exec &ex, Operation *op) {
  const Tile &src = ex.tile(op->getOperand(0));
  return gather(ex, op, src, [&](SmallVectorImpl<int64_t> &idx) {
    for (size_t d = 0; d < idx.size(); ++d)
      if (src.shape[d] == 1)
        idx[d] = 0;
    return flatIndex(idx, src.shape);
  });
}

LogicalResult execReshape(Exec &ex, Operation *op) {
  Tile out = ex.tile(op->getOperand(0));
  auto shape = shapeOf(op->getResult(0));
  out.shape.assign(shape.begin(), shape.end());
  ex.setTile(op->getResult(0), std::move(out));
  return success();
}

LogicalResult execPermute(Exec &ex, Operation *op) {
  const Tile &src = ex.tile(op->getOperand(0));
  ArrayRef<int32_t> perm = cast<ct::PermuteOp>(op).getPermutation();
  SmallVector<int64_t, 4> srcIdx(src.rank());
  return gather(ex, op, src, [&](SmallVectorImpl<int64_t> &idx) {
    // Result dimension i is source dimension perm[i].
    for (size_t i = 0; i < perm.size(); ++i)
      srcIdx[perm[i]] = idx[i];
    return flatIndex(srcIdx, src.shape);
  });
}

LogicalResult execCat(Exec &ex, Operation *op) {
  const Tile &lhs = ex.tile(op->getOperand(0));
  const Tile &rhs = ex.tile(op->getOperand(1));
  int64_t dim = cast<ct::CatOp>(op).getDim();
  Tile out(lhs.elt, shapeOf(op->getResult(0)));
  SmallVector<int64_t, 4> idx;
  for (size_t i = 0; i < out.size(); ++i) {
    unflatten(i, out.shape, idx);
    if (idx[dim] < lhs.shape[dim]) {
      out.copyElt(i, lhs, flatIndex(idx, lhs.shape));
    } else {
      idx[dim] -= lhs.shape[dim];
      out.copyElt(i, rhs, flatIndex(idx, rhs.shape));
    }
  }
  ex.setTile(op->getResult(0), std::move(out));
  return success();
}

/// Slice indices (in units of the slice shape) of extract/insert; an index
/// outside the source is undefined behaviour.
LogicalResult sliceOrigin(Exec &ex, Operation *op, ValueRange indices,
                          ArrayRef<int64_t> slice, ArrayRef<int64_t> whole,
                          SmallVectorImpl<int64_t> &origin) {
  origin.clear();
  for (auto [d, v] : llvm::enumerate(indices)) {
    const Tile &t = ex.tile(v);
    if (failed(ex.checkNoPoison(op, t, "slice index")))
      return failure();
    int64_t k = t.getSExt(0);
    if (k < 0 || k >= whole[d] / slice[d])
      return ex.fail(op, "undefined behaviour: slice index " + Twine(k) +
                             " out of range [0, " +
                             Twine(whole[d] / slice[d]) + ") in dimension " +
                             Twine(d));
    origin.push_back(k * slice[d]);
  }
  return success();
}

LogicalResult execExtract(Exec &ex, Operation *op) {
  auto extract = cast<ct::ExtractOp>(op);
  const Tile &src = ex.tile(extract.getSource());
  SmallVector<int64_t, 4> origin;
  if (failed(sliceOrigin(ex, op, extract.getIndices(),
                         shapeOf(op->getResult(0)), src.shape, origin)))
    return failure();
  return gather(ex, op, src, [&](SmallVectorImpl<int64_t> &idx) {
    for (size_t d = 0; d < idx.size(); ++d)
      idx[d] += origin[d];
    return flatIndex(idx, src.shape);
  });
}

LogicalResult execInsert(Exec &ex, Operation *op) {
  auto insert = cast<ct::InsertOp>(op);
  const Tile &src = ex.tile(insert.getSource());
  Tile out = ex.tile(insert.getDestination());
  SmallVector<int64_t, 4> origin, idx;
  if (failed(sliceOrigin(ex, op, insert.getIndices(), src.shape, out.shape,
                         origin)))
    return failure();
  for (size_t i = 0; i < src.size(); ++i) {
    unflatten(i, src.shape, idx);
    for (size_t d = 0; d < idx.size(); ++d)
      idx[d] += origin[d];
    out.copyElt(flatIndex(idx, out.shape), src, i);
  }
  ex.setTile(op->getResult(0), std::move(out));
  return success();
}

LogicalResult execSelect(Exec &ex, Operation *op) {
  const Tile &c = ex.tile(op->getOperand(0));
  const Tile &t = ex.tile(op->getOperand(1));
  const Tile &f = ex.tile(op->getOperand(2));
  Tile out(t.elt, t.shape);
  for (size_t i = 0; i < out.size(); ++i) {
    if (c.isPoison(i))
      out.setPoison(i);
    else
      out.copyElt(i, (c.bits[i] & 1) ? t : f, i);
  }
  ex.setTile(op->getResult(0), std::move(out));
  return success();
}

LogicalResult execOffset(Exec &ex, Operation *op) {
  auto ptrType = cast<ct::PointerType>(eltOf(op->getResult(0)));
  int64_t size = eltBytes(ptrType.getPointeeType());
  const Tile &p = ex.tile(op->getOperand(0));
  const Tile &o = ex.tile(op->getOperand(1));
  return mapElements(
      ex, op, p.elt, p.shape,
      [&](size_t i) { return p.isPoison(i) || o.isPoison(i); },
      [&](size_t i) -> EltResult {
        // The offset is signed and scaled by the pointee size.
        return p.bits[i] + uint64_t(o.getSExt(i) * size);
      },
      "");
}

LogicalResult execGetGlobal(Exec &ex, Operation *op) {
  StringRef name = cast<ct::GetGlobalOp>(op).getName();
  auto it = ex.globals.find(name);
  if (it == ex.globals.end())
    return ex.fail(op, "no global named '" + name + "'");
  ex.setTile(op->getResult(0),
             Tile::scalar(eltOf(op->getResult(0)), it->second));
  return success();
}

} // namespace

void registerShapeOps(HandlerMap &m) {
  m["cuda_tile.constant"] = execConstant;
  m["cuda_tile.iota"] = execIota;
  m["cuda_tile.broadcast"] = execBroadcast;
  m["cuda_tile.reshape"] = execReshape;
  m["cuda_tile.permute"] = execPermute;
  m["cuda_tile.cat"] = execCat;
  m["cuda_tile.extract"] = execExtract;
  m["cuda_tile.insert"] = execInsert;
  m["cuda_tile.select"] = execSelect;
  m["cuda_tile.offset"] = execOffset;
  m["cuda_tile.get_global"] = execGetGlobal;
}

} // namespace tileiras::interp
