//===- AggregateOps.cpp - reduce, scan and matrix multiply ----------------===//
//
// The spec leaves the combination order of reduce and scan implementation
// defined (but deterministic). The interpreter folds from the identity in
// index order: acc = body(acc, x[0]), then body(acc, x[1]), ...; a scan
// yields every intermediate acc (from the end when `reverse`). The body's
// first n arguments are the accumulators, the next n the new elements.
//
// mmaf multiplies exactly (the inputs are first converted exactly to the
// accumulator type) and accumulates in k order with one fused multiply-add
// per k, rounded to nearest even in the accumulator type.
//
//===----------------------------------------------------------------------===//

#include "Elementwise.h"

#include "llvm/ADT/bit.h"

#include <cmath>

using namespace mlir;
using llvm::APFloat;
using llvm::APInt;
namespace ct = mlir::cuda_tile;

namespace tileiras::interp {
namespace {

uint64_t identityBits(Attribute attr, Type elt) {
  if (auto f = dyn_cast<FloatAttr>(attr)) {
    APFloat v = f.getValue();
    bool lost;
    v.convert(floatSemantics(elt), llvm::RoundingMode::NearestTiesToEven,
              &lost);
    return encodeFloat(elt, v);
  }
  if (auto i = dyn_cast<IntegerAttr>(attr))
    return maskBits(elt, i.getValue().getZExtValue());
  return 0;
}

/// Shared by reduce and scan: walks each line along `dim`.
LogicalResult aggregate(Exec &ex, Operation *op, int64_t dim, bool reverse,
                        ArrayAttr identities, bool isScan) {
  unsigned n = op->getNumOperands();
  // Copies, not references: running the body adds values to the
  // environment, and a DenseMap moves its entries when it grows.
  SmallVector<Tile> tiles;
  for (Value v : op->getOperands())
    tiles.push_back(ex.tile(v));
  SmallVector<const Tile *> ins;
  for (const Tile &t : tiles)
    ins.push_back(&t);
  ArrayRef<int64_t> shape = ins[0]->shape;
  int64_t len = shape[dim];
  int64_t inner = 1;
  for (size_t d = dim + 1; d < shape.size(); ++d)
    inner *= shape[d];
  int64_t outer = ins[0]->size() / (len * inner);
  SmallVector<Tile> outs;
  for (unsigned k = 0; k < n; ++k)
    outs.emplace_back(ins[k]->elt, shapeOf(op->getResult(k)));
  Block &body = op->getRegion(0).front();
  // The body takes (accumulator, element) pairs: argument 2k is operand k's
  // running value and 2k+1 its next element.
  SmallVector<RtValue> args(2 * n);
  SmallVector<RtValue> yielded;
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t in = 0; in < inner; ++in) {
      for (unsigned k = 0; k < n; ++k)
        args[2 * k].tile = Tile::scalar(
            ins[k]->elt, identityBits(identities[k], ins[k]->elt));
      for (int64_t s = 0; s < len; ++s) {
        int64_t j = reverse ? len - 1 - s : s;
        size_t src = (o * len + j) * inner + in;
        for (unsigned k = 0; k < n; ++k) {
          args[2 * k + 1].tile = Tile::scalar(ins[k]->elt, ins[k]->bits[src]);
          if (ins[k]->isPoison(src))
            args[2 * k + 1].tile.setPoison(0);
        }
        Flow flow;
        if (failed(ex.runBlock(body, args, flow, yielded)))
          return failure();
        if (yielded.size() != n)
          return ex.fail(op, "combiner yielded the wrong number of values");
        for (unsigned k = 0; k < n; ++k) {
          args[2 * k].tile = yielded[k].tile;
          if (isScan)
            outs[k].copyElt(src, args[2 * k].tile, 0);
        }
      }
      if (!isScan)
        for (unsigned k = 0; k < n; ++k)
          outs[k].copyElt(o * inner + in, args[2 * k].tile, 0);
    }
  for (unsigned k = 0; k < n; ++k)
    ex.setTile(op->getResult(k), std::move(outs[k]));
  return success();
}

LogicalResult execReduce(Exec &ex, Operation *op) {
  auto reduce = cast<ct::ReduceOp>(op);
  return aggregate(ex, op, reduce.getDim(), false, reduce.getIdentities(),
                   false);
}

LogicalResult execScan(Exec &ex, Operation *op) {
  auto scan = cast<ct::ScanOp>(op);
  return aggregate(ex, op, scan.getDim(), scan.getReverse(),
                   scan.getIdentities(), true);
}

/// Batch, M, N, K extents of an (optionally batched) matrix product.
struct MmaShape {
  int64_t b = 1, m, n, k;
};

MmaShape mmaShape(const Tile &lhs, const Tile &rhs) {
  MmaShape s;
  size_t r = lhs.rank();
  if (r == 3)
    s.b = lhs.shape[0];
  s.m = lhs.shape[r - 2];
  s.k = lhs.shape[r - 1];
  s.n = rhs.shape[r - 1];
  return s;
}

bool anyPoison(std::initializer_list<const Tile *> tiles) {
  for (const Tile *t : tiles)
    if (t->anyPoison())
      return true;
  return false;
}

/// Converts `bits` of type `from` exactly to the semantics of `to`.
APFloat widen(Type from, uint64_t bits, Type to) {
  APFloat v = decodeFloat(from, bits);
  bool lost;
  v.convert(floatSemantics(to), llvm::RoundingMode::NearestTiesToEven, &lost);
  return v;
}

LogicalResult execMmaF(Exec &ex, Operation *op) {
  auto mma = cast<ct::MmaFOp>(op);
  const Tile &a = ex.tile(mma.getLhs());
  const Tile &b = ex.tile(mma.getRhs());
  Tile c = ex.tile(mma.getAcc());
  if (anyPoison({&a, &b}) || c.anyPoison())
    return ex.fail(op, "undefined behaviour: mmaf operand holds poison");
  MmaShape s = mmaShape(a, b);
  Type acc = c.elt;
  // Inputs converted once; f16/bf16/tf32/f8 -> f32 and f32 -> f32 are exact.
  std::vector<APFloat> av, bv;
  for (uint64_t x : a.bits)
    av.push_back(widen(a.elt, x, acc));
  for (uint64_t x : b.bits)
    bv.push_back(widen(b.elt, x, acc));
  bool f32 = acc.isF32(), f64 = acc.isF64();
  std::vector<float> af, bf;
  std::vector<double> ad, bd;
  if (f32) {
    for (auto &v : av)
      af.push_back(v.convertToFloat());
    for (auto &v : bv)
      bf.push_back(v.convertToFloat());
  } else if (f64) {
    for (auto &v : av)
      ad.push_back(v.convertToDouble());
    for (auto &v : bv)
      bd.push_back(v.convertToDouble());
  }
  for (int64_t bt = 0; bt < s.b; ++bt)
    for (int64_t i = 0; i < s.m; ++i)
      for (int64_t j = 0; j < s.n; ++j) {
        size_t ci = (bt * s.m + i) * s.n + j;
        size_t ai = (bt * s.m + i) * s.k, bi = bt * s.k * s.n + j;
        if (f32) {
          // Host fmaf is the IEEE fused multiply-add in nearest_even.
          float r = llvm::bit_cast<float>(uint32_t(c.bits[ci]));
          for (int64_t k = 0; k < s.k; ++k)
            r = std::fma(af[ai + k], bf[bi + k * s.n], r);
          c.bits[ci] = std::isnan(r) ? canonicalNaN(acc)
                                     : llvm::bit_cast<uint32_t>(r);
        } else if (f64) {
          double r = llvm::bit_cast<double>(c.bits[ci]);
          for (int64_t k = 0; k < s.k; ++k)
            r = std::fma(ad[ai + k], bd[bi + k * s.n], r);
          c.bits[ci] = std::isnan(r) ? canonicalNaN(acc)
                                     : llvm::bit_cast<uint64_t>(r);
        } else {
          APFloat r = decodeFloat(acc, c.bits[ci]);
          for (int64_t k = 0; k < s.k; ++k)
            r.fusedMultiplyAdd(av[ai + k], bv[bi + k * s.n],
                               llvm::RoundingMode::NearestTiesToEven);
          c.bits[ci] = r.isNaN() ? canonicalNaN(acc) : encodeFloat(acc, r);
        }
      }
  ex.setTile(mma.getResult(), std::move(c));
  return success();
}

LogicalResult execMmaI(Exec &ex, Operation *op) {
  auto mma = cast<ct::MmaIOp>(op);
  const Tile &a = ex.tile(mma.getLhs());
  const Tile &b = ex.tile(mma.getRhs());
  Tile c = ex.tile(mma.getAcc());
  if (anyPoison({&a, &b}) || c.anyPoison())
    return ex.fail(op, "undefined behaviour: mmai operand holds poison");
  bool sa = mma.getSignednessLhs() == ct::Signedness::Signed;
  bool sb = mma.getSignednessRhs() == ct::Signedness::Signed;
  MmaShape s = mmaShape(a, b);
  auto val = [](const Tile &t, size_t i, bool sgn) {
    return sgn ? t.getSExt(i) : int64_t(t.getZExt(i));
  };
  for (int64_t bt = 0; bt < s.b; ++bt)
    for (int64_t i = 0; i < s.m; ++i)
      for (int64_t j = 0; j < s.n; ++j) {
        size_t ci = (bt * s.m + i) * s.n + j;
        size_t ai = (bt * s.m + i) * s.k, bi = bt * s.k * s.n + j;
        // The i32 accumulator wraps around.
        uint32_t r = uint32_t(c.bits[ci]);
        for (int64_t k = 0; k < s.k; ++k)
          r += uint32_t(val(a, ai + k, sa) * val(b, bi + k * s.n, sb));
        c.bits[ci] = r;
      }
  ex.setTile(mma.getResult(), std::move(c));
  return success();
}

/// Block-scaled MMA: element (m, k) of lhs is multiplied by lhs_scale
/// (m, k / block) and element (k, n) of rhs by rhs_scale (k / block, n), or
/// (n, k / block) when the scale tile is laid out N-major.
LogicalResult execMmaFScaled(Exec &ex, Operation *op) {
  auto mma = cast<ct::MmaFScaledOp>(op);
  const Tile &a = ex.tile(mma.getLhs());
  const Tile &b = ex.tile(mma.getRhs());
  const Tile &sa = ex.tile(mma.getLhsScale());
  const Tile &sb = ex.tile(mma.getRhsScale());
  Tile c = ex.tile(mma.getAcc());
  if (anyPoison({&a, &b, &sa, &sb}) || c.anyPoison())
    return ex.fail(op, "undefined behaviour: mmaf_scaled operand holds poison");
  MmaShape s = mmaShape(a, b);
  int64_t kBlocks = sa.shape.back();
  int64_t block = s.k / kBlocks;
  size_t r = sb.rank();
  bool rhsNMajor = sb.shape[r - 1] == kBlocks && sb.shape[r - 2] == s.n &&
                   !(sb.shape[r - 2] == kBlocks && sb.shape[r - 1] == s.n);
  Type f64 = Float64Type::get(op->getContext());
  for (int64_t bt = 0; bt < s.b; ++bt)
    for (int64_t i = 0; i < s.m; ++i)
      for (int64_t j = 0; j < s.n; ++j) {
        size_t ci = (bt * s.m + i) * s.n + j;
        APFloat acc = decodeFloat(c.elt, c.bits[ci]);
        for (int64_t k = 0; k < s.k; ++k) {
          size_t sai = (bt * s.m + i) * kBlocks + k / block;
          size_t sbi = rhsNMajor ? (bt * s.n + j) * kBlocks + k / block
                                 : (bt * kBlocks + k / block) * s.n + j;
          // In f64 the four-way product of narrow values is exact.
          APFloat p = widen(a.elt, a.bits[(bt * s.m + i) * s.k + k], f64);
          p.multiply(widen(sa.elt, sa.bits[sai], f64),
                     llvm::RoundingMode::NearestTiesToEven);
          p.multiply(widen(b.elt, b.bits[(bt * s.k + k) * s.n + j], f64),
                     llvm::RoundingMode::NearestTiesToEven);
          p.multiply(widen(sb.elt, sb.bits[sbi], f64),
                     llvm::RoundingMode::NearestTiesToEven);
          bool lost;
          p.convert(floatSemantics(c.elt), llvm::RoundingMode::NearestTiesToEven,
                    &lost);
          acc.add(p, llvm::RoundingMode::NearestTiesToEven);
        }
        c.bits[ci] = acc.isNaN() ? canonicalNaN(c.elt) : encodeFloat(c.elt, acc);
      }
  ex.setTile(mma.getResult(), std::move(c));
  return success();
}

} // namespace

void registerAggregateOps(HandlerMap &m) {
  m["cuda_tile.reduce"] = execReduce;
  m["cuda_tile.scan"] = execScan;
  m["cuda_tile.mmaf"] = execMmaF;
  m["cuda_tile.mmai"] = execMmaI;
  m["cuda_tile.mmaf_scaled"] = execMmaFScaled;
}

} // namespace tileiras::interp
