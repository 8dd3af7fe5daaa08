//===- WgmmaPatterns.cpp - dot as warpgroup wgmma.mma_async (sm_90a) ------===//
//
// On a target with wgmma, a dot whose mma.sync plan puts the four warps of
// one warpgroup on the 64 rows of the tile (warp w on rows 16w..16w+15) has
// exactly the accumulator layout of wgmma m64nNk: thread slot c + 4 j is
// d_(c + 4 j), row 16w + lane/4 + 8 (c/2), column 8j + 2 (lane mod 4) +
// (c mod 2) (PTX ISA, "wgmma D matrix fragment"). Such a dot (f16/bf16 k16,
// tf32 k8, s8/u8 and e4m3/e5m2 k32: 32 bytes of K per instruction) runs as
// one wgmma.mma_async per K step, reading A and B from shared memory
// through matrix descriptors:
//  - both operands go to scratch K-major, without swizzle, as core matrices
//    of 8 rows x 16 bytes (T = 16 / element bytes elements; 128 contiguous
//    bytes), the core matrices of a row group consecutive along K: element
//    (r, k) of the M x K tile A (and element (k, n) of B stored as its N x K
//    transpose, row n) at ((r/8) (K/T) + k/T) 8T + (r mod 8) T + k mod T;
//  - a descriptor gives the start address >> 4 (bits 0-13), the leading
//    dimension byte offset >> 4 (bits 16-29: from one core matrix to the
//    next along K, 128 bytes) and the stride dimension byte offset >> 4
//    (bits 32-45: from one group of 8 rows to the next, K/T x 128 bytes);
//    base offset 0 and swizzle mode 0 (none). K step t starts 2t core
//    matrices, 256 t bytes, further;
//  - the generic-proxy stores are made visible to the async proxy (fence
//    proxy.async.shared::cta) before the exchange's barrier; wgmma.fence
//    orders the accumulator registers, then the K steps, one commit group
//    and a wait for it.
// No swizzle means bank conflicts on the writes; a 128-byte swizzle is the
// next step.
//
//===----------------------------------------------------------------------===//

#include "MmaLowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

using namespace mlir;
using namespace mlir::nv_tileas;
using namespace tileiras::simt;
namespace aa = mlir::nv_tileaa;

namespace {

/// Whether wgmma m64nNk computes the plan's dot with its layouts (f64 has
/// no wgmma).
bool wgmmaCovers(const MmaPlan &plan, const LoweringState &state) {
  return state.wgmma && plan.kind != MmaKind::F64 && state.threads == 128 &&
         plan.warpsM == 4 && plan.warpsN == 1 && plan.tilesM == 1 &&
         plan.batch == 1 && plan.tilesN * plan.n <= 256;
}

NVVM::WGMMATypes wgmmaType(Type element, MmaKind kind, bool isUnsigned) {
  switch (kind) {
  case MmaKind::BF16:
    return NVVM::WGMMATypes::bf16;
  case MmaKind::TF32:
    return NVVM::WGMMATypes::tf32;
  case MmaKind::I8:
    return isUnsigned ? NVVM::WGMMATypes::u8 : NVVM::WGMMATypes::s8;
  case MmaKind::F8:
    return isa<Float8E4M3FNType>(element) ? NVVM::WGMMATypes::e4m3
                                           : NVVM::WGMMATypes::e5m2;
  default:
    return NVVM::WGMMATypes::f16;
  }
}

struct WgmmaDotLowering : StatefulPattern<aa::DotOp> {
  // Before mma.sync (2) and the scalar dot (1).
  WgmmaDotLowering(SimtTypeConverter &converter, LoweringState &state)
      : StatefulPattern(converter, state, /*benefit=*/3) {}

  LogicalResult
  matchAndRewrite(aa::DotOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::optional<MmaPlan> plan = matchMmaPlan(op, state);
    // A chained dot's A is in registers already: mma.sync reads it there,
    // where wgmma would take it through shared memory.
    if (!plan || !wgmmaCovers(*plan, state) ||
        !(op.getAcc().getType().getElementType().isF32() ||
          op.getAcc().getType().getElementType().isInteger(32)) ||
        getSimtLayout(op.getLhs().getType()) == plan->a)
      return failure();
    Location loc = op.getLoc();
    MLIRContext *context = getContext();
    auto lhs = op.getLhs().getType(), rhs = op.getRhs().getType();
    int64_t M = lhs.getDimSize(0), K = lhs.getDimSize(1),
            N = rhs.getDimSize(1);
    Type element = lhs.getElementType();
    // Elements per 16 bytes: a core-matrix row, and half a K step.
    int64_t T = 16 / elementBytes(element);

    auto splat = [&](Value like, int64_t c) -> Value {
      auto type = cast<VectorType>(like.getType());
      return arith::ConstantOp::create(
          rewriter, loc, DenseElementsAttr::get(
                             type, rewriter.getI32IntegerAttr(int32_t(c))));
    };
    // (row, col) of a rows x cols K-major tile -> its core-matrix index.
    auto coreMatrices = [&](Value row, Value col) -> Value {
      auto div = [&](Value x, int64_t c) {
        return arith::DivUIOp::create(rewriter, loc, x, splat(x, c));
      };
      auto rem = [&](Value x, int64_t c) {
        return arith::RemUIOp::create(rewriter, loc, x, splat(x, c));
      };
      auto mul = [&](Value x, int64_t c) {
        return arith::MulIOp::create(rewriter, loc, x, splat(x, c));
      };
      auto add = [&](Value x, Value y) {
        return arith::AddIOp::create(rewriter, loc, x, y);
      };
      Value group = add(mul(div(row, 8), K / T), div(col, T));
      return add(add(mul(group, 8 * T), mul(rem(row, 8), T)), rem(col, T));
    };

    Exchange exchange(rewriter, loc, state);
    int64_t aOffset = exchange.write(
        adaptor.getLhs(), element, distributionOf(state, lhs),
        [&](Value index) {
          Value r = arith::DivUIOp::create(rewriter, loc, index,
                                           splat(index, K));
          Value k = arith::RemUIOp::create(rewriter, loc, index,
                                           splat(index, K));
          return coreMatrices(r, k);
        },
        /*remapRun=*/T);
    int64_t bOffset = exchange.write(
        adaptor.getRhs(), element, distributionOf(state, rhs),
        [&](Value index) {
          // B (K x N) stored as its N x K transpose, K-major like A.
          Value k = arith::DivUIOp::create(rewriter, loc, index,
                                           splat(index, N));
          Value n = arith::RemUIOp::create(rewriter, loc, index,
                                           splat(index, N));
          return coreMatrices(n, k);
        },
        /*remapRun=*/1);
    // The stores above are generic-proxy accesses; wgmma reads through the
    // async proxy.
    NVVM::FenceProxyOp::create(
        rewriter, loc,
        NVVM::ProxyKindAttr::get(context, NVVM::ProxyKind::async_shared),
        NVVM::SharedSpaceAttr::get(context, NVVM::SharedSpace::shared_cta));
    exchange.sync();

    Type i64 = rewriter.getI64Type();
    auto c64 = [&](int64_t v) {
      return LLVM::ConstantOp::create(rewriter, loc, i64,
                                      rewriter.getI64IntegerAttr(v));
    };
    auto address = [&](int64_t offset) -> Value {
      Value zero = arith::ConstantIntOp::create(rewriter, loc,
                                                rewriter.getI32Type(), 0);
      return LLVM::PtrToIntOp::create(
          rewriter, loc, i64, exchange.elementPointer(offset, element, zero));
    };
    int64_t strideBytes = (K / T) * 128;
    auto descriptor = [&](Value start, int64_t byteOffset) -> Value {
      Value addr = LLVM::AddOp::create(rewriter, loc, start, c64(byteOffset));
      Value field = LLVM::LShrOp::create(
          rewriter, loc, LLVM::AndOp::create(rewriter, loc, addr, c64(0x3FFFF)),
          c64(4));
      int64_t fixed = ((128 >> 4) << 16) | ((strideBytes >> 4) << 32);
      return LLVM::OrOp::create(rewriter, loc, field, c64(fixed));
    };
    Value aStart = address(aOffset), bStart = address(bOffset);

    // The accumulator as wgmma's struct: d_i is slot i.
    int64_t count = N / 2;
    Type accElement = op.getAcc().getType().getElementType();
    auto structType = LLVM::LLVMStructType::getLiteral(
        context, SmallVector<Type>(count, accElement));
    Value acc = LLVM::PoisonOp::create(rewriter, loc, structType);
    for (int64_t i = 0; i < count; ++i)
      acc = LLVM::InsertValueOp::create(
          rewriter, loc, acc, extractSlot(rewriter, loc, adaptor.getAcc(), i),
          i);

    bool integer = plan->kind == MmaKind::I8;
    auto typeA = NVVM::WGMMATypesAttr::get(
        context, wgmmaType(element, plan->kind, op.getLhsUnsigned()));
    auto typeB = NVVM::WGMMATypesAttr::get(
        context, wgmmaType(rhs.getElementType(), plan->kind,
                           op.getRhsUnsigned()));
    auto typeD = NVVM::WGMMATypesAttr::get(
        context, integer ? NVVM::WGMMATypes::s32 : NVVM::WGMMATypes::f32);
    auto scaleIn = NVVM::WGMMAScaleInAttr::get(context, NVVM::WGMMAScaleIn::one);
    NVVM::WgmmaFenceAlignedOp::create(rewriter, loc);
    for (int64_t tk = 0; tk < K / (2 * T); ++tk) {
      Value a = descriptor(aStart, 256 * tk);
      Value b = descriptor(bStart, 256 * tk);
      auto wgmma = NVVM::WgmmaMmaAsyncOp::create(
          rewriter, loc, structType, acc, a, b,
          NVVM::MMAShapeAttr::get(context, int(M), int(N), int(2 * T)), typeA,
          typeB, typeD,
          NVVM::WGMMAScaleOutAttr::get(context, NVVM::WGMMAScaleOut::one),
          scaleIn, scaleIn,
          NVVM::MMALayoutAttr::get(context, NVVM::MMALayout::row),
          NVVM::MMALayoutAttr::get(context, NVVM::MMALayout::col),
          // mmai wraps on overflow.
          integer ? NVVM::MMAIntOverflowAttr::get(
                        context, NVVM::MMAIntOverflow::wrapped)
                  : nullptr);
      acc = wgmma.getResult();
    }
    NVVM::WgmmaGroupSyncAlignedOp::create(rewriter, loc);
    NVVM::WgmmaWaitGroupSyncOp::create(rewriter, loc,
                                       rewriter.getI64IntegerAttr(0));

    Value result = adaptor.getAcc();
    for (int64_t i = 0; i < count; ++i)
      result = insertSlot(rewriter, loc, result,
                          LLVM::ExtractValueOp::create(rewriter, loc, acc, i),
                          i);
    rewriter.replaceOp(op, result);
    return success();
  }
};

} // namespace

void tileiras::simt::populateWgmmaPatterns(SimtTypeConverter &converter,
                                           LoweringState &state,
                                           RewritePatternSet &patterns) {
  patterns.add<WgmmaDotLowering>(converter, state);
}
