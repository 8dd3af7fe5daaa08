//===- MmaPatterns.cpp - dot as warp-level mma.sync -----------------------===//
//
// A dot whose accumulator carries the layout of an mma.sync plan
// (MmaLayouts.h, chosen by the layout assignment) runs as mma.sync: per
// batch, row block, column block and K step, the thread packs its fragment
// elements into the instruction's 32-bit registers (f16x2, bf16x2 and
// 4 x 8-bit as one i32, tf32 as the f32's bits) and issues one mma.sync;
// the accumulator fragment is carried through the K steps. An operand in
// the plan's fragment layout is read from registers (a chained dot's A);
// any other is written to scratch once and each fragment is read right
// before its instruction, so that only the fragments of one step are live
// (reading whole operands up front made attention spill 2.5 times more).
// Scratch operands that do not fit together go in K slices, each an
// exchange of its own whose K steps run before the next slice is written
// (the accumulator carried across).
// A dot in any other layout keeps the scalar lowering of
// AggregatePatterns.cpp.
//
//===----------------------------------------------------------------------===//

#include "AsyncCopy.h"
#include "MmaLowering.h"

#include "tileiras/Dialect/NvTileAA/IR/NvTileAA.h"
#include "tileiras/Dialect/NvTileAS/IR/MmaLayouts.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::nv_tileas;
using namespace tileiras::simt;
namespace aa = mlir::nv_tileaa;

std::optional<MmaPlan> tileiras::simt::matchMmaPlan(aa::DotOp op,
                                                   const LoweringState &state) {
  return getDotMmaPlan(op, state.threads, state.mmaSync, state.f8Mma);
}

std::optional<MmaPlan>
tileiras::simt::matchWarpgroupPlan(aa::DotOp op, const LoweringState &state) {
  std::optional<MmaPlan> plan = matchMmaPlan(op, state);
  if (!plan || !isWarpgroupDot(op, *plan, state.threads))
    return std::nullopt;
  return plan;
}

bool tileiras::simt::readsTransposedStage(aa::DotOp dot, Value operand,
                                         const LoweringState &state) {
  if (operand != dot.getRhs() || operand == dot.getLhs())
    return false;
  std::optional<MmaPlan> plan = matchMmaPlan(dot, state);
  if (!plan || (plan->kind != MmaKind::F16 && plan->kind != MmaKind::BF16) ||
      getSimtLayout(operand.getType()) == plan->b)
    return false;
  // The warpgroup lowerings (tried first) take the dots they can; wgmma
  // reads some transposed stages itself.
  if (matchWarpgroupPlan(dot, state) && (state.wgmma || state.tcgen05))
    return wgmmaReadsRowMajorStage(dot, operand, state) &&
           stageSource(operand).second;
  auto [local, transposed] = stageSource(operand);
  return local && transposed;
}

bool tileiras::simt::wgmmaReadsRowMajorStage(aa::DotOp dot, Value operand,
                                             const LoweringState &state) {
  if (!state.wgmma || dot.getLhs() == dot.getRhs() ||
      !matchWarpgroupPlan(dot, state))
    return false;
  auto [local, transposed] = stageSource(operand);
  if (!local)
    return false;
  nv_tileas::SharedBufferType ring = local.getBuffer().getType();
  if (ring.isOperandLayout() || !ring.isSwizzled())
    return false;
  // The operand's contiguous dimension in the stage: K of A; of B, K when
  // the stage holds its transpose (N x K), else N.
  auto type = cast<RankedTensorType>(operand.getType());
  bool isA = operand == dot.getLhs();
  if (isA && transposed)
    return false;
  int64_t contiguous =
      isA || !transposed ? type.getDimSize(1) : type.getDimSize(0);
  return contiguous * 2 == 128;
}

/// Where a 16-bit tile's element goes in scratch (`index`: i32 or a vector
/// of them): the 16-byte chunk within each 128-byte line XORed with the
/// line number mod 8 (bits 4-6 of the byte offset ^= bits 7-9), so that the
/// eight rows one ldmatrix 8x8 block reads fall in different banks whatever
/// the row length. Runs of 8 aligned elements stay together; mma tiles are
/// whole lines (M K and K N are multiples of 64 elements).
Value tileiras::simt::swizzle16(OpBuilder &b, Location loc, Value index) {
  auto c = [&](int64_t value) -> Value {
    if (auto vector = dyn_cast<VectorType>(index.getType()))
      return arith::ConstantOp::create(
          b, loc, DenseElementsAttr::get(vector, b.getI32IntegerAttr(value)));
    return arith::ConstantIntOp::create(b, loc, b.getI32Type(), value);
  };
  Value line = arith::AndIOp::create(
      b, loc, arith::ShRUIOp::create(b, loc, index, c(6)), c(7));
  return arith::XOrIOp::create(b, loc, index,
                               arith::ShLIOp::create(b, loc, line, c(3)));
}

namespace {

/// Elements per 32-bit register of a multiplicand (f64: one per 64 bits).
int64_t perRegister(MmaKind kind) {
  switch (kind) {
  case MmaKind::F16:
  case MmaKind::BF16:
    return 2;
  case MmaKind::I8:
  case MmaKind::F8:
    return 4;
  case MmaKind::TF32:
  case MmaKind::F64:
    return 1;
  }
  llvm_unreachable("unknown mma kind");
}

/// One register of a multiplicand fragment from its elements: f16 pairs
/// stay vector<2xf16> (the NVVM op's type), the others become one i32.
Value packRegister(OpBuilder &b, Location loc, MmaKind kind,
                   ArrayRef<Value> elements) {
  Type i32 = b.getI32Type();
  if (kind == MmaKind::F64)
    return elements.front();
  if (kind == MmaKind::TF32)
    return LLVM::BitcastOp::create(b, loc, i32, elements.front());
  auto vectorType = VectorType::get({int64_t(elements.size())},
                                    elements.front().getType());
  Value vector = vector::FromElementsOp::create(b, loc, vectorType, elements);
  if (kind == MmaKind::F16)
    return vector;
  return LLVM::BitcastOp::create(b, loc, i32, vector);
}

Value constant(OpBuilder &b, Location loc, int64_t value) {
  return arith::ConstantIntOp::create(b, loc, b.getI32Type(), value);
}

/// 16-bit fragments from scratch with ldmatrix. The scratch holds the
/// operand tile row-major (Exchange::write) and swizzled (swizzle16), so
/// each 8x8 block of a fragment is 8 rows of 16 bytes, and lane l gives the
/// address of row l mod 8 of block l / 8. A (m16k16): x4 over the blocks (rows 0-7, k 0-7),
/// (rows 8-15, k 0-7), (rows 0-7, k 8-15), (rows 8-15, k 8-15), which are
/// a0a1, a2a3, a4a5, a6a7. B (k16n8, stored k-major): x2.trans over (k 0-7)
/// and (k 8-15), transposed into b0b1 and b2b3; stored n-major (a ring
/// holding B's transpose), x2 without .trans.
/// Where an operand's fragments are read from: a scratch region, or a
/// pipeline stage (`stage`, with its ring type) that an nv_tileas.local_load
/// produced the operand from.
struct SharedTile {
  int64_t offset = -1;
  Value stage;
  nv_tileas::SharedBufferType ring;
  /// A B operand whose N x K transpose the stage holds row-major.
  bool transposed = false;
};

struct MatrixLoader {
  OpBuilder &b;
  Location loc;
  Exchange *exchange;
  const MmaPlan &plan;
  Value lane, warpM, warpN;

  MatrixLoader(OpBuilder &b, Location loc, Exchange *exchange,
               const MmaPlan &plan)
      : b(b), loc(loc), exchange(exchange), plan(plan) {
    Value tid = threadId(b, loc);
    Value warp = arith::DivUIOp::create(b, loc, tid, constant(b, loc, 32));
    lane = arith::RemUIOp::create(b, loc, tid, constant(b, loc, 32));
    warpM = arith::RemUIOp::create(b, loc, warp,
                                   constant(b, loc, plan.warpsM));
    warpN = arith::DivUIOp::create(b, loc, warp,
                                   constant(b, loc, plan.warpsM));
  }

  Value add(Value x, Value y) { return arith::AddIOp::create(b, loc, x, y); }
  Value mul(Value x, int64_t c) {
    return arith::MulIOp::create(b, loc, x, constant(b, loc, c));
  }
  /// l mod 8 + 8 ((l / 8) mod 2): the row of the block pair lane l points
  /// at.
  Value laneRow() {
    Value low = arith::RemUIOp::create(b, loc, lane, constant(b, loc, 8));
    Value pair = arith::AndIOp::create(
        b, loc, arith::ShRUIOp::create(b, loc, lane, constant(b, loc, 3)),
        constant(b, loc, 1));
    return add(low, mul(pair, 8));
  }

  SmallVector<Value> load(const SharedTile &from, Type element, Value index,
                          int num, bool transpose) {
    Value pointer;
    if (from.stage) {
      pointer = stageElementPointer(b, loc, from.ring, from.stage, index);
    } else {
      exchange->sync();
      pointer = exchange->elementPointer(from.offset, element,
                                         swizzle16(b, loc, index));
    }
    Type i32 = b.getI32Type();
    Type result = num == 1 ? i32
                           : Type(LLVM::LLVMStructType::getLiteral(
                                 b.getContext(), SmallVector<Type>(num, i32)));
    auto ldmatrix = NVVM::LdMatrixOp::create(
        b, loc, result, pointer, num,
        transpose ? NVVM::MMALayout::col : NVVM::MMALayout::row,
        NVVM::LdStMatrixShapeAttr::get(b.getContext(), 8, 8),
        NVVM::LdStMatrixEltType::B16);
    if (!from.stage)
      exchange->tag(ldmatrix, from.offset);
    SmallVector<Value> registers;
    for (int i = 0; i < num; ++i)
      registers.push_back(num == 1 ? ldmatrix.getResult()
                                   : LLVM::ExtractValueOp::create(
                                         b, loc, ldmatrix.getResult(), i)
                                         .getResult());
    return registers;
  }

  /// A's fragment (tm, tk) of batch bt, the tile M x K.
  SmallVector<Value> a(const SharedTile &from, Type element, int64_t M,
                       int64_t K, int64_t bt, int64_t tm, int64_t tk) {
    Value row = add(mul(warpM, M / plan.warpsM), laneRow());
    Value col = mul(arith::ShRUIOp::create(b, loc, lane, constant(b, loc, 4)),
                    8);
    Value index = add(add(mul(row, K), col),
                      constant(b, loc, bt * M * K + tm * plan.m * K +
                                           tk * plan.k));
    return load(from, element, index, 4, /*transpose=*/false);
  }

  /// B's fragment (tk, tn) of batch bt, the tile K x N.
  SmallVector<Value> bFragment(const SharedTile &from, Type element,
                               int64_t K, int64_t N, int64_t bt, int64_t tk,
                               int64_t tn) {
    Value column = mul(warpN, N / plan.warpsN);
    if (from.transposed) {
      // Its blocks are 8 columns x (k 0-7, k 8-15) of the stage's rows:
      // ldmatrix without .trans already gives b0b1 and b2b3.
      Value low = arith::RemUIOp::create(b, loc, lane, constant(b, loc, 8));
      Value half = arith::AndIOp::create(
          b, loc, arith::ShRUIOp::create(b, loc, lane, constant(b, loc, 3)),
          constant(b, loc, 1));
      Value index =
          add(add(mul(add(column, low), K), mul(half, 8)),
              constant(b, loc, tn * plan.n * K + tk * plan.k));
      return load(from, element, index, 2, /*transpose=*/false);
    }
    Value index = add(add(mul(laneRow(), N), column),
                      constant(b, loc, bt * K * N + tk * plan.k * N +
                                           tn * plan.n));
    return load(from, element, index, 2, /*transpose=*/true);
  }
};

struct MmaDotLowering : StatefulPattern<aa::DotOp> {
  MmaDotLowering(SimtTypeConverter &converter, LoweringState &state)
      // Before the scalar lowering, which matches every dot.
      : StatefulPattern(converter, state, /*benefit=*/2) {}

  LogicalResult
  matchAndRewrite(aa::DotOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::optional<MmaPlan> plan = matchMmaPlan(op, state);
    if (!plan)
      return failure();
    Location loc = op.getLoc();
    Type accElement = op.getAcc().getType().getElementType();
    bool f16Acc = accElement.isF16();
    int64_t fa = plan->fragmentSize(MmaOperand::A),
            fb = plan->fragmentSize(MmaOperand::B),
            fc = plan->fragmentSize(MmaOperand::C);
    int64_t per = perRegister(plan->kind);

    // Where each operand's fragments come from: its registers, the stage
    // of a pipeline ring it was loaded from, or scratch it is written to;
    // in shared memory at the element indices of the plan's layout.
    struct Source {
      Value registers;
      SharedTile shared;
      Value indices;
      Type element;
      /// Written to scratch: the tile and its converted vector.
      RankedTensorType tile;
      Value converted;
      /// The K extent of what shared memory holds, and its first K step.
      int64_t k = 0, firstStep = 0;
    };
    // 16-bit operands in shared memory: ldmatrix, one instruction per
    // fragment, from a swizzled tile; the others load their elements one
    // by one.
    bool sixteenBit =
        plan->kind == MmaKind::F16 || plan->kind == MmaKind::BF16;
    auto lhsShape = op.getLhs().getType().getShape();
    int64_t rank = lhsShape.size();
    int64_t M = lhsShape[rank - 2], K = lhsShape[rank - 1],
            N = op.getRhs().getType().getShape()[rank - 1];
    auto source = [&](Value tile, Value converted,
                      SimtLayoutAttr layout) -> Source {
      auto type = cast<RankedTensorType>(tile.getType());
      Type element = type.getElementType();
      if (getSimtLayout(type) == layout)
        return {converted, {}, {}, element, {}, {}, 0};
      // A transposed stage only as B through ldmatrix (its fragment rows
      // are the stage's).
      if (std::optional<StagedOperand> staged =
              stagedOperand(rewriter, loc, tile);
          staged && !staged->ring.isOperandLayout() &&
          (!staged->transposed || readsTransposedStage(op, tile, state)))
        return {Value(), {-1, staged->stage, staged->ring, staged->transposed},
                {},      element,
                {},      {},
                K};
      return {Value(), {}, {}, element, type, converted, K};
    };
    Source sources[2] = {source(op.getLhs(), adaptor.getLhs(), plan->a),
                         source(op.getRhs(), adaptor.getRhs(), plan->b)};
    // Operands that do not fit in scratch together go in K slices, each
    // between the barriers of an exchange of its own.
    int64_t scratchBytes = 0;
    for (const Source &from : sources)
      if (from.tile)
        scratchBytes += llvm::alignTo(
            from.tile.getNumElements() * elementBytes(from.element), 16);
    int64_t slices = slicesToFit(scratchBytes, state.scratchLimit, K, plan->k);
    int64_t sliceK = K / slices, sliceSteps = plan->tilesK / slices;
    std::optional<Exchange> exchange;
    // Writes slice `slice` of the scratch operands (all of them when there
    // is one slice) to a new exchange.
    SimtLayoutAttr layouts[2] = {plan->a, plan->b};
    auto writeSlice = [&](int64_t slice) {
      if (!sources[0].tile && !sources[1].tile)
        return;
      exchange.emplace(rewriter, loc, state);
      for (int i = 0; i < 2; ++i) {
        Source &from = sources[i];
        if (!from.tile)
          continue;
        // K is A's last dimension and B's second last.
        int64_t dim = i == 0 ? rank - 1 : rank - 2;
        Distribution d = distributionOf(state, from.tile);
        auto remap = [&](Value index) {
          return sixteenBit ? swizzle16(rewriter, loc, index) : index;
        };
        int64_t run = sixteenBit ? 8 : d.slots;
        from.shared.offset =
            slices == 1
                ? exchange->write(from.converted, from.element, d, remap, run)
                : exchange->writeBox(from.converted, from.element, d,
                                     from.tile.getShape(), dim, slice * sliceK,
                                     sliceK, remap, run);
        from.k = sliceK;
        from.firstStep = slice * sliceSteps;
        if (sixteenBit)
          continue;
        // Elements one by one: at their row-major index in the slice.
        Value indices = slotIndices(rewriter, loc, Distribution(layouts[i]));
        if (slices > 1)
          indices = sliceIndices(rewriter, loc, indices, from.tile.getShape(),
                                 dim, slice * sliceK, sliceK);
        from.indices = indices;
      }
    };
    writeSlice(0);
    for (int i = 0; i < 2; ++i)
      if (!sources[i].registers && !sources[i].tile && !sixteenBit)
        sources[i].indices =
            slotIndices(rewriter, loc, Distribution(layouts[i]));
    std::optional<MatrixLoader> matrices;
    if (sixteenBit && (!sources[0].registers || !sources[1].registers))
      matrices.emplace(rewriter, loc, exchange ? &*exchange : nullptr, *plan);
    // One element of an operand in shared memory (not ldmatrix).
    auto readElement = [&](const Source &from, Value index) -> Value {
      if (!from.shared.stage)
        return exchange->readOne(from.shared.offset, from.element, index);
      Type storage = registerElementType(from.element);
      return LLVM::LoadOp::create(
          rewriter, loc, storage,
          stageElementPointer(rewriter, loc, from.shared.ring,
                              from.shared.stage, index));
    };
    auto asOperand = [&](SmallVector<Value> registers) {
      if (plan->kind == MmaKind::F16)
        for (Value &r : registers)
          r = LLVM::BitcastOp::create(
              rewriter, loc, VectorType::get({2}, rewriter.getF16Type()), r);
      return registers;
    };

    auto fragment = [&](const Source &from, MmaOperand operand, int64_t size,
                        int64_t bt, int64_t row, int64_t col) {
      // In shared memory: K step t of the tile is step t - firstStep of
      // what it holds.
      if (matrices && !from.registers)
        return asOperand(operand == MmaOperand::A
                             ? matrices->a(from.shared, from.element, M, from.k,
                                           bt, row, col - from.firstStep)
                             : matrices->bFragment(from.shared, from.element,
                                                   from.k, N, bt,
                                                   row - from.firstStep, col));
      SmallVector<Value> registers, elements;
      for (int64_t i = 0; i < size; ++i) {
        int64_t slot = plan->slot(operand, i, bt, row, col);
        elements.push_back(
            from.registers
                ? extractSlot(rewriter, loc, from.registers, slot)
                : readElement(from, extractSlot(rewriter, loc, from.indices,
                                                slot)));
        if (int64_t(elements.size()) == per) {
          registers.push_back(packRegister(rewriter, loc, plan->kind, elements));
          elements.clear();
        }
      }
      return registers;
    };

    // The accumulator registers: f16 pairs as vector<2xf16>, else one
    // element each; the result struct has the same members.
    Type accRegister =
        f16Acc ? Type(VectorType::get({2}, accElement)) : accElement;
    int64_t accPer = f16Acc ? 2 : 1;
    auto resultType = LLVM::LLVMStructType::getLiteral(
        getContext(), SmallVector<Type>(fc / accPer, accRegister));

    Value result = adaptor.getAcc();
    for (int64_t slice = 0; slice < slices; ++slice) {
      if (slice > 0)
        writeSlice(slice);
      for (int64_t bt = 0; bt < plan->batch; ++bt)
        for (int64_t tm = 0; tm < plan->tilesM; ++tm)
          for (int64_t tn = 0; tn < plan->tilesN; ++tn) {
            SmallVector<Value> c;
            for (int64_t i = 0; i < fc; i += accPer) {
              SmallVector<Value> pair;
              for (int64_t j = 0; j < accPer; ++j)
                pair.push_back(extractSlot(
                    rewriter, loc, slice == 0 ? adaptor.getAcc() : result,
                    plan->slot(MmaOperand::C, i + j, bt, tm, tn)));
              c.push_back(f16Acc ? vector::FromElementsOp::create(
                                       rewriter, loc,
                                       cast<VectorType>(accRegister), pair)
                                       .getResult()
                                 : pair.front());
            }
            for (int64_t tk = slice * sliceSteps; tk < (slice + 1) * sliceSteps;
                 ++tk) {
              SmallVector<Value> a =
                  fragment(sources[0], MmaOperand::A, fa, bt, tm, tk);
              SmallVector<Value> b =
                  fragment(sources[1], MmaOperand::B, fb, bt, tk, tn);
              Value d = emitMma(rewriter, loc, op, *plan, resultType, a, b, c);
              for (auto [i, member] : llvm::enumerate(c))
                member =
                    LLVM::ExtractValueOp::create(rewriter, loc, d, int64_t(i));
            }
            for (int64_t i = 0; i < fc; ++i) {
              Value member = c[i / accPer];
              if (f16Acc)
                member = vector::ExtractOp::create(rewriter, loc, member,
                                                   i % accPer);
              result = insertSlot(rewriter, loc, result, member,
                                  plan->slot(MmaOperand::C, i, bt, tm, tn));
            }
          }
    }
    rewriter.replaceOp(op, result);
    return success();
  }

  static Value emitMma(OpBuilder &b, Location loc, aa::DotOp op,
                       const MmaPlan &plan, Type resultType,
                       ArrayRef<Value> a, ArrayRef<Value> bRegs,
                       ArrayRef<Value> c) {
    if (plan.kind == MmaKind::F8) {
      // MLIR 22's nvvm.mma.sync has no f8 multiplicands: the LLVM intrinsic.
      auto name = [](Type t) {
        return isa<Float8E4M3FNType>(t) ? "e4m3" : "e5m2";
      };
      std::string intrinsic =
          ("llvm.nvvm.mma.m16n8k32.row.col.f32." +
           llvm::Twine(name(op.getLhs().getType().getElementType())) + "." +
           name(op.getRhs().getType().getElementType()) + ".f32")
              .str();
      SmallVector<Value> operands(a);
      llvm::append_range(operands, bRegs);
      llvm::append_range(operands, c);
      return LLVM::CallIntrinsicOp::create(b, loc, resultType,
                                           b.getStringAttr(intrinsic),
                                           operands)
          .getResult(0);
    }
    using NVVM::MMATypes;
    std::array<MMATypes, 2> types;
    std::optional<NVVM::MMAIntOverflow> overflow;
    switch (plan.kind) {
    case MmaKind::F16:
      types = {MMATypes::f16, MMATypes::f16};
      break;
    case MmaKind::BF16:
      types = {MMATypes::bf16, MMATypes::bf16};
      break;
    case MmaKind::TF32:
      types = {MMATypes::tf32, MMATypes::tf32};
      break;
    case MmaKind::I8:
      // cuda_tile's mmai wraps on overflow.
      types = {op.getLhsUnsigned() ? MMATypes::u8 : MMATypes::s8,
               op.getRhsUnsigned() ? MMATypes::u8 : MMATypes::s8};
      overflow = NVVM::MMAIntOverflow::wrapped;
      break;
    case MmaKind::F64:
      types = {MMATypes::f64, MMATypes::f64};
      break;
    case MmaKind::F8:
      llvm_unreachable("handled above");
    }
    return NVVM::MmaOp::create(
        b, loc, resultType, a, bRegs, c, {plan.m, plan.n, plan.k},
        /*b1Op=*/std::nullopt, overflow, types,
        std::array<NVVM::MMALayout, 2>{NVVM::MMALayout::row,
                                       NVVM::MMALayout::col});
  }
};

} // namespace

void tileiras::simt::populateMmaPatterns(SimtTypeConverter &converter,
                                         LoweringState &state,
                                         RewritePatternSet &patterns) {
  patterns.add<MmaDotLowering>(converter, state);
}
