//===- CoreMatrices.cpp - dot operands for matrix descriptors -------------===//

#include "MmaLowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

using namespace mlir;
using namespace tileiras::simt;

Value tileiras::simt::coreMatrixIndex(OpBuilder &b, Location loc, Value row,
                                      Value col, int64_t columns,
                                      int64_t perRow) {
  auto c = [&](int64_t v) -> Value {
    if (auto vector = dyn_cast<VectorType>(row.getType()))
      return arith::ConstantOp::create(
          b, loc,
          DenseElementsAttr::get(vector, b.getI32IntegerAttr(int32_t(v))));
    return arith::ConstantIntOp::create(b, loc, b.getI32Type(), v);
  };
  auto div = [&](Value x, int64_t v) -> Value {
    return arith::DivUIOp::create(b, loc, x, c(v));
  };
  auto rem = [&](Value x, int64_t v) -> Value {
    return arith::RemUIOp::create(b, loc, x, c(v));
  };
  auto mul = [&](Value x, int64_t v) -> Value {
    return arith::MulIOp::create(b, loc, x, c(v));
  };
  auto add = [&](Value x, Value y) -> Value {
    return arith::AddIOp::create(b, loc, x, y);
  };
  Value group = add(mul(div(row, 8), columns / perRow), div(col, perRow));
  return add(add(mul(group, 8 * perRow), mul(rem(row, 8), perRow)),
             rem(col, perRow));
}

void tileiras::simt::fenceAsyncProxy(OpBuilder &b, Location loc) {
  NVVM::FenceProxyOp::create(
      b, loc,
      NVVM::ProxyKindAttr::get(b.getContext(), NVVM::ProxyKind::async_shared),
      NVVM::SharedSpaceAttr::get(b.getContext(),
                                 NVVM::SharedSpace::shared_cta));
}

/// Whether A (`ofA`) or B loaded from a stage of `ring` is read there:
/// in a row_major stage that wgmma reads in place (`rowMajor`), or in core
/// matrices or swizzle atoms along the operand's K (A) or MN (B).
static bool readsStage(nv_tileas::SharedBufferType ring, bool ofA,
                       bool rowMajor) {
  return rowMajor || (ring.isOperandLayout() && ring.isMnMajor() != ofA);
}

int64_t CoreMatrixOperands::scratchBytes(nv_tileaa::DotOp dot, bool aRowMajor,
                                         bool bRowMajor) {
  int64_t bytes = 0;
  for (auto [operand, ofA, rowMajor] :
       {std::tuple{dot.getLhs(), true, aRowMajor},
        std::tuple{dot.getRhs(), false, bRowMajor}}) {
    nv_tileas::LocalLoadOp local = stageSource(operand).first;
    if (local && readsStage(local.getBuffer().getType(), ofA, rowMajor))
      continue;
    auto type = cast<RankedTensorType>(operand.getType());
    bytes += llvm::alignTo(
        type.getNumElements() * elementBytes(type.getElementType()), 16);
  }
  return bytes;
}

CoreMatrixOperands CoreMatrixOperands::write(
    OpBuilder &b, Location loc, std::optional<Exchange> &exchange,
    LoweringState &state, RankedTensorType lhs, Value a,
    std::optional<StagedOperand> aStaged, RankedTensorType rhs, Value bTile,
    std::optional<StagedOperand> bStaged, bool aRowMajor, bool bRowMajor) {
  CoreMatrixOperands operands;
  operands.element = lhs.getElementType();
  operands.M = lhs.getDimSize(0);
  operands.K = lhs.getDimSize(1);
  operands.N = rhs.getDimSize(1);
  operands.perRow = 16 / elementBytes(operands.element);
  int64_t K = operands.K, T = operands.perRow, N = operands.N;
  auto splat = [&](Value like, int64_t c) -> Value {
    return arith::ConstantOp::create(
        b, loc,
        DenseElementsAttr::get(cast<VectorType>(like.getType()),
                               b.getI32IntegerAttr(int32_t(c))));
  };
  auto div = [&](Value x, int64_t c) -> Value {
    return arith::DivUIOp::create(b, loc, x, splat(x, c));
  };
  auto rem = [&](Value x, int64_t c) -> Value {
    return arith::RemUIOp::create(b, loc, x, splat(x, c));
  };
  Value zero = arith::ConstantIntOp::create(b, loc, b.getI32Type(), 0);
  auto scratch = [&]() -> Exchange & {
    if (!exchange)
      exchange.emplace(b, loc, state);
    return *exchange;
  };
  if (aStaged && readsStage(aStaged->ring, /*ofA=*/true, aRowMajor)) {
    operands.aStart = aStaged->stage;
    // 128-byte rows of a row_major stage: the 128-byte swizzle atom.
    operands.aSwizzle = aRowMajor ? 128 : aStaged->ring.getSwizzleBytes();
  } else {
    int64_t offset = scratch().write(
        a, operands.element, distributionOf(state, lhs),
        [&](Value index) {
          return coreMatrixIndex(b, loc, div(index, K), rem(index, K), K, T);
        },
        /*remapRun=*/T);
    operands.aStart = exchange->elementPointer(offset, operands.element, zero);
  }
  if (bStaged && readsStage(bStaged->ring, /*ofA=*/false, bRowMajor)) {
    operands.bStart = bStaged->stage;
    // A row_major stage: N-contiguous as stored, K-contiguous (K-major)
    // through the permute.
    operands.bMnMajor = !bRowMajor || !bStaged->transposed;
    operands.bSwizzle = bRowMajor ? 128 : bStaged->ring.getSwizzleBytes();
  } else {
    // B (K x N) as its N x K transpose: consecutive n are 16 bytes apart.
    int64_t offset = scratch().write(
        bTile, rhs.getElementType(), distributionOf(state, rhs),
        [&](Value index) {
          return coreMatrixIndex(b, loc, rem(index, N), div(index, N), K, T);
        },
        /*remapRun=*/1);
    operands.bStart =
        exchange->elementPointer(offset, rhs.getElementType(), zero);
  }
  return operands;
}

/// The descriptor's layout field for a W-byte swizzle (0: none).
static int64_t layoutBits(int64_t width, CoreMatrixOperands::Format format) {
  int64_t code = width == 128 ? 1 : width == 64 ? 2 : width == 32 ? 3 : 0;
  if (format == CoreMatrixOperands::Format::Wgmma)
    return code << 62;
  return (int64_t(2 * code) << 61) | (int64_t(1) << 46);
}

Value CoreMatrixOperands::descriptor(OpBuilder &b, Location loc, bool ofA,
                                     int64_t step, Format format) const {
  Type i64 = b.getI64Type();
  auto c64 = [&](int64_t v) -> Value {
    return LLVM::ConstantOp::create(b, loc, i64, b.getI64IntegerAttr(v));
  };
  bool mnMajor = !ofA && bMnMajor;
  int64_t width = ofA ? aSwizzle : bSwizzle;
  // Bytes from one core matrix to the next along K (leading) and along M
  // or N (stride), and from the instruction's K to that of step `step`.
  int64_t leading, stride, advance;
  if (width && !mnMajor) {
    int64_t rows = ofA ? M : N;
    leading = 16; // unused
    stride = 8 * width;
    advance = (32 * step / width) * rows * width + 32 * step % width;
  } else if (width) {
    leading = K * width;
    stride = 8 * width;
    advance = 2 * perRow * step * width;
  } else {
    leading = mnMajor ? (N / perRow) * 128 : 128;
    stride = mnMajor ? 128 : (K / perRow) * 128;
    advance = (mnMajor ? 2 * leading : 256) * step;
  }
  Value start = LLVM::PtrToIntOp::create(b, loc, i64, ofA ? aStart : bStart);
  Value addr = LLVM::AddOp::create(b, loc, start, c64(advance));
  Value field = LLVM::LShrOp::create(
      b, loc, LLVM::AndOp::create(b, loc, addr, c64(0x3FFFF)), c64(4));
  int64_t fixed = (int64_t(leading >> 4) << 16) | (int64_t(stride >> 4) << 32) |
                  layoutBits(width, format);
  return LLVM::OrOp::create(b, loc, field, c64(fixed));
}
