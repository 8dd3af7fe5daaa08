//===- Shuffle.cpp - warp shuffles of register elements -------------------===//

#include "Distribution.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

using namespace mlir;
using namespace tileiras::simt;

bool tileiras::simt::shufflable(Type type) {
  return type.isIntOrFloat() && type.getIntOrFloatBitWidth() <= 64;
}

static Value c32(OpBuilder &b, Location loc, int64_t v) {
  return arith::ConstantIntOp::create(b, loc, b.getI32Type(), v);
}

/// One 32-bit shuffle of an i32 or f32.
static Value shfl32(OpBuilder &b, Location loc, Value x, NVVM::ShflKind kind,
                    int64_t offset) {
  int64_t clamp = kind == NVVM::ShflKind::up ? 0 : 31;
  return NVVM::ShflOp::create(b, loc, x.getType(), c32(b, loc, -1), x,
                              c32(b, loc, offset), c32(b, loc, clamp), kind,
                              UnitAttr());
}

Value tileiras::simt::warpShuffle(OpBuilder &b, Location loc, Value x,
                                  NVVM::ShflKind kind, int64_t offset) {
  Type type = x.getType();
  if (!shufflable(type))
    return nullptr;
  if (type.isF32() || type.isInteger(32))
    return shfl32(b, loc, x, kind, offset);
  unsigned width = type.getIntOrFloatBitWidth();
  Type bitsType = b.getIntegerType(width);
  Value bits = type == bitsType ? x : arith::BitcastOp::create(b, loc, bitsType, x);
  Type i32 = b.getI32Type();
  Value moved;
  if (width < 32) {
    Value wide = arith::ExtUIOp::create(b, loc, i32, bits);
    moved = arith::TruncIOp::create(b, loc, bitsType,
                                    shfl32(b, loc, wide, kind, offset));
  } else {
    // 64 bits: the two halves go separately.
    Type i64 = b.getI64Type();
    Value lo = arith::TruncIOp::create(b, loc, i32, bits);
    Value hi = arith::TruncIOp::create(
        b, loc, i32,
        arith::ShRUIOp::create(b, loc, bits,
                               arith::ConstantIntOp::create(b, loc, i64, 32)));
    lo = arith::ExtUIOp::create(b, loc, i64, shfl32(b, loc, lo, kind, offset));
    hi = arith::ExtUIOp::create(b, loc, i64, shfl32(b, loc, hi, kind, offset));
    moved = arith::OrIOp::create(
        b, loc, lo,
        arith::ShLIOp::create(b, loc, hi,
                              arith::ConstantIntOp::create(b, loc, i64, 32)));
  }
  return type == bitsType ? moved
                          : arith::BitcastOp::create(b, loc, type, moved);
}

Value tileiras::simt::moveBits(OpBuilder &b, Location loc, Value x,
                               ArrayRef<std::pair<int, int>> bits) {
  SmallVector<std::pair<int, int>> sorted(bits);
  llvm::sort(sorted);
  Value sum;
  for (size_t i = 0; i < sorted.size();) {
    // A run: from, from + 1, ... going to to, to + 1, ...
    size_t j = i + 1;
    while (j < sorted.size() && sorted[j].first == sorted[j - 1].first + 1 &&
           sorted[j].second == sorted[j - 1].second + 1)
      ++j;
    int from = sorted[i].first, to = sorted[i].second, width = j - i;
    // (x >> from) & mask << to, as (x & (mask << from)) shifted by to - from.
    Value term = arith::AndIOp::create(
        b, loc, x, c32(b, loc, ((int64_t(1) << width) - 1) << from));
    if (to > from)
      term = arith::ShLIOp::create(b, loc, term, c32(b, loc, to - from));
    else if (to < from)
      term = arith::ShRUIOp::create(b, loc, term, c32(b, loc, from - to));
    sum = sum ? arith::OrIOp::create(b, loc, sum, term) : term;
    i = j;
  }
  return sum ? sum : c32(b, loc, 0);
}
