//===- FloatPatterns.cpp - rounding modes and f8 conversions --------------===//
//
// Slot by slot (NVVM intrinsics are scalar):
//
// * nv_tileaa.farith -> llvm.nvvm.{add,mul,fma,div,sqrt}.<rnd>[.ftz].{f,d},
//   div.approx/div.full/sqrt.approx, {ex2,rsqrt}.approx[.ftz].f; sub is add
//   of the negated operand.
// * arith.truncf in a directed mode: f64 -> f32 is d2f.rz/rm/rp; f32 ->
//   f16/bf16 is `cvt.{rz,rm,rp}.{f16,bf16}.f32` as inline asm (LLVM 22 has
//   intrinsics for rz only, and those need PTX 7.8); f64 -> 16 bits goes
//   through f32 in the same mode, exact for directed modes. (The upstream
//   lowering, a constrained fptrunc, is only a hint NVPTX drops or cannot
//   select on sm_8x.)
// * f8E4M3FN/f8E5M2 conversions: cvt.rn.satfinite.{e4m3x2,e5m2x2}.f32
//   (overflow gives the largest finite value, NaN stays NaN) and
//   cvt.rn.f16x2.{e4m3x2,e5m2x2}, sm_89 and newer, on one slot duplicated
//   into both halves. f64 is first rounded to f32 to odd so that the final
//   round to nearest is the only one.
// * math.tanh on f32 with fastmath<afn> (cuda_tile's rounding<approx>):
//   `tanh.approx.f32` as inline asm (MUFU.TANH, as NVIDIA's tileiras
//   emits; sm_75 and newer, so every target). Libdevice's __nv_tanhf, which
//   the upstream lowering calls whatever the flags, is ~20 instructions, and
//   LLVM 22's NVPTX cannot select llvm.tanh.
//
//===----------------------------------------------------------------------===//

#include "FloatPatterns.h"

#include "Distribution.h"

#include "tileiras/Conversion/TileAAToLLVM/TileAAToLLVM.h"
#include "tileiras/Dialect/NvTileAA/IR/NvTileAA.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace tileiras::simt;
namespace aa = mlir::nv_tileaa;

static bool isF8(Type type) {
  return isa<Float8E4M3FNType, Float8E5M2Type>(getElementTypeOrSelf(type));
}

/// Any 8-bit float (f8E8M0FNU included): stored as its i8 encoding.
static bool isByteFloat(Type type) {
  Type element = getElementTypeOrSelf(type);
  return isa<FloatType>(element) && element.getIntOrFloatBitWidth() == 8;
}

/// tanh that rounding<approx> lets be the hardware approximation.
static bool isApproxTanh(math::TanhOp op) {
  return getElementTypeOrSelf(op.getType()).isF32() &&
         bitEnumContainsAll(op.getFastmath(), arith::FastMathFlags::afn);
}

static bool hasDirectedRounding(arith::TruncFOp op) {
  std::optional<arith::RoundingMode> mode = op.getRoundingmode();
  return mode && *mode != arith::RoundingMode::to_nearest_even;
}

bool tileiras::simt::needsFloatLowering(Operation *op) {
  if (auto tanh = dyn_cast<math::TanhOp>(op))
    return isApproxTanh(tanh);
  if (auto trunc = dyn_cast<arith::TruncFOp>(op))
    return hasDirectedRounding(trunc) || isF8(trunc.getType());
  if (auto ext = dyn_cast<arith::ExtFOp>(op))
    return isF8(ext.getIn().getType());
  // The canonicalizer folds itof's sitofp + truncf to f8 into one op.
  if (isa<arith::SIToFPOp, arith::UIToFPOp>(op))
    return isF8(op->getResult(0).getType());
  if (isa<arith::FPToSIOp, arith::FPToUIOp>(op))
    return isF8(op->getOperand(0).getType());
  return false;
}

/// `fn` applied to every slot of the converted operands, or to the operands
/// themselves when the result is a scalar (a 0-d tile).
static Value
perSlot(OpBuilder &b, Location loc, Type resultType, ValueRange operands,
        llvm::function_ref<Value(ValueRange, Type element)> fn) {
  auto vector = dyn_cast<VectorType>(resultType);
  if (!vector)
    return fn(operands, resultType);
  Value result = ub::PoisonOp::create(b, loc, vector);
  for (int64_t v = 0; v < vector.getNumElements(); ++v) {
    SmallVector<Value> scalars;
    for (Value operand : operands)
      scalars.push_back(isa<VectorType>(operand.getType())
                            ? extractSlot(b, loc, operand, v)
                            : operand);
    result = insertSlot(b, loc, result,
                        fn(scalars, vector.getElementType()), v);
  }
  return result;
}

static Value callIntrinsic(OpBuilder &b, Location loc, Type type,
                           StringRef name, ValueRange args) {
  return LLVM::CallIntrinsicOp::create(b, loc, type, b.getStringAttr(name),
                                       args)
      .getResult(0);
}

/// Pure single-instruction inline asm `$0 = op $1`.
static Value inlineAsm(OpBuilder &b, Location loc, Type type, StringRef text,
                       StringRef constraints, Value arg) {
  return LLVM::InlineAsmOp::create(
             b, loc, type, ValueRange{arg}, text, constraints,
             /*has_side_effects=*/false, /*is_align_stack=*/false,
             LLVM::tailcallkind::TailCallKind::None, LLVM::AsmDialectAttr(),
             ArrayAttr())
      .getResult(0);
}

//===----------------------------------------------------------------------===//
// nv_tileaa.farith
//===----------------------------------------------------------------------===//

static std::string farithIntrinsic(aa::FArithKind kind, aa::FRounding rounding,
                                   bool ftz, bool isF64) {
  std::string name = "llvm.nvvm.";
  switch (kind) {
  case aa::FArithKind::Add:
  case aa::FArithKind::Sub:
    name += "add";
    break;
  case aa::FArithKind::Mul:
    name += "mul";
    break;
  case aa::FArithKind::Div:
    name += "div";
    break;
  case aa::FArithKind::Fma:
    name += "fma";
    break;
  case aa::FArithKind::Sqrt:
    name += "sqrt";
    break;
  case aa::FArithKind::Ex2:
    name += "ex2";
    break;
  case aa::FArithKind::Rsqrt:
    name += "rsqrt";
    break;
  }
  name += "." + aa::stringifyFRounding(rounding).str();
  if (ftz)
    name += ".ftz";
  // div.full has no type suffix; approx and full exist for f32 only.
  if (rounding != aa::FRounding::full)
    name += isF64 ? ".d" : ".f";
  return name;
}

namespace {

struct FArithPerSlot : OpConversionPattern<aa::FArithOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(aa::FArithOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    if (!type)
      return failure();
    Location loc = op.getLoc();
    bool isF64 = getElementTypeOrSelf(type).isF64();
    std::string name =
        farithIntrinsic(op.getKind(), op.getRounding(), op.getFtz(), isF64);
    bool negateRhs = op.getKind() == aa::FArithKind::Sub;
    Value result = perSlot(
        rewriter, loc, type, adaptor.getOperands(),
        [&](ValueRange args, Type element) {
          SmallVector<Value> operands(args);
          if (negateRhs)
            operands[1] = LLVM::FNegOp::create(rewriter, loc, operands[1]);
          return callIntrinsic(rewriter, loc, element, name, operands);
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// math.tanh approx f32: tanh.approx.f32 slot by slot (above MathPerSlot,
/// which would end in libdevice's full-precision __nv_tanhf).
struct TanhApproxPerSlot : OpConversionPattern<math::TanhOp> {
  TanhApproxPerSlot(const TypeConverter &converter, MLIRContext *ctx)
      : OpConversionPattern(converter, ctx, /*benefit=*/2) {}
  LogicalResult
  matchAndRewrite(math::TanhOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isApproxTanh(op))
      return failure();
    Type type = getTypeConverter()->convertType(op.getType());
    if (!type)
      return failure();
    Location loc = op.getLoc();
    Value result = perSlot(rewriter, loc, type, adaptor.getOperand(),
                           [&](ValueRange args, Type element) {
                             return inlineAsm(rewriter, loc, element,
                                              "tanh.approx.f32 $0, $1;", "=f,f",
                                              args[0]);
                           });
    rewriter.replaceOp(op, result);
    return success();
  }
};

} // namespace

//===----------------------------------------------------------------------===//
// Conversions
//===----------------------------------------------------------------------===//

static StringRef modeSuffix(arith::RoundingMode mode) {
  switch (mode) {
  case arith::RoundingMode::toward_zero:
    return "rz";
  case arith::RoundingMode::downward:
    return "rm";
  case arith::RoundingMode::upward:
    return "rp";
  default:
    return "rn";
  }
}

/// f64 -> f32 rounded to odd: truncated, with the lowest bit set when that
/// lost anything. Rounding this to nearest in 8 or fewer significant bits
/// rounds the f64 value correctly (f32 keeps more than two extra bits over
/// the whole f8 range). Overflow truncates to the largest f32, which still
/// saturates; NaN stays NaN.
static Value roundToOddF32(OpBuilder &b, Location loc, Value x) {
  Type f32 = b.getF32Type(), i32 = b.getI32Type();
  Value truncated = callIntrinsic(b, loc, f32, "llvm.nvvm.d2f.rz", x);
  Value back = LLVM::FPExtOp::create(b, loc, b.getF64Type(), truncated);
  Value inexact = LLVM::FCmpOp::create(b, loc, LLVM::FCmpPredicate::one, back, x);
  Value bits = LLVM::BitcastOp::create(b, loc, i32, truncated);
  bits = LLVM::OrOp::create(b, loc, bits,
                            LLVM::ZExtOp::create(b, loc, i32, inexact));
  return LLVM::BitcastOp::create(b, loc, f32, bits);
}

/// The f8 encoding (i8) of a float scalar, rounded to nearest even.
static Value toF8Bits(OpBuilder &b, Location loc, Value x, Type f8) {
  auto from = cast<FloatType>(x.getType());
  if (from.isF64())
    x = roundToOddF32(b, loc, x);
  else if (from.getWidth() < 32)
    x = LLVM::FPExtOp::create(b, loc, b.getF32Type(), x);
  StringRef name = isa<Float8E4M3FNType>(f8) ? "llvm.nvvm.ff.to.e4m3x2.rn"
                                             : "llvm.nvvm.ff.to.e5m2x2.rn";
  // Both halves hold x, so the byte order of the pair does not matter.
  Value pair = callIntrinsic(b, loc, b.getI16Type(), name, {x, x});
  return LLVM::TruncOp::create(b, loc, b.getI8Type(), pair);
}

/// The value of f8 bits (i8), exactly, as `to`.
static Value fromF8Bits(OpBuilder &b, Location loc, Value bits, Type f8,
                        FloatType to) {
  Type i16 = b.getI16Type();
  Value wide = LLVM::ZExtOp::create(b, loc, i16, bits);
  Value pair = LLVM::OrOp::create(
      b, loc, wide,
      LLVM::ShlOp::create(b, loc, wide,
                          LLVM::ConstantOp::create(b, loc, i16, 8)));
  StringRef name = isa<Float8E4M3FNType>(f8) ? "llvm.nvvm.e4m3x2.to.f16x2.rn"
                                             : "llvm.nvvm.e5m2x2.to.f16x2.rn";
  Value halves = callIntrinsic(b, loc, VectorType::get({2}, b.getF16Type()),
                               name, pair);
  Value half = LLVM::ExtractElementOp::create(
      b, loc, halves, LLVM::ConstantOp::create(b, loc, b.getI32Type(), 0));
  if (to.isF16())
    return half;
  if (to.isBF16()) // every f8 value is a bf16 value: the round is exact
    return LLVM::FPTruncOp::create(
        b, loc, to, LLVM::FPExtOp::create(b, loc, b.getF32Type(), half));
  return LLVM::FPExtOp::create(b, loc, to, half);
}

/// A float scalar narrowed in a directed mode.
static Value truncDirected(OpBuilder &b, Location loc, Value x, FloatType to,
                           arith::RoundingMode mode) {
  StringRef rnd = modeSuffix(mode);
  if (cast<FloatType>(x.getType()).isF64())
    x = callIntrinsic(b, loc, b.getF32Type(), ("llvm.nvvm.d2f." + rnd).str(),
                      x);
  if (to.isF32())
    return x;
  std::string text = ("cvt." + rnd + (to.isF16() ? ".f16" : ".bf16") +
                      ".f32 $0, $1;")
                         .str();
  Value bits = inlineAsm(b, loc, b.getI16Type(), text, "=h,f", x);
  return LLVM::BitcastOp::create(b, loc, to, bits);
}

/// An f8 slot as i8 bits. Converted f8 values are i8 already; an f8 value
/// appears only where a pattern built one (dot's bitcast back to f8).
static Value asBits(OpBuilder &b, Location loc, Value x) {
  if (isa<FloatType>(x.getType()))
    return arith::BitcastOp::create(b, loc, b.getI8Type(), x);
  return x;
}
static Value fromBits(OpBuilder &b, Location loc, Value bits, Type element) {
  if (isa<FloatType>(element))
    return arith::BitcastOp::create(b, loc, element, bits);
  return bits;
}

namespace {

struct TruncFPerSlot : OpConversionPattern<arith::TruncFOp> {
  TruncFPerSlot(const TypeConverter &converter, MLIRContext *ctx)
      : OpConversionPattern(converter, ctx, /*benefit=*/2) {}
  LogicalResult
  matchAndRewrite(arith::TruncFOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!needsFloatLowering(op))
      return failure();
    Type type = getTypeConverter()->convertType(op.getType());
    if (!type)
      return failure();
    Location loc = op.getLoc();
    Type to = getElementTypeOrSelf(op.getType());
    if (isF8(to) && hasDirectedRounding(op))
      return rewriter.notifyMatchFailure(op, "f8 has cvt.rn only");
    Value result = perSlot(
        rewriter, loc, type, adaptor.getIn(),
        [&](ValueRange args, Type element) -> Value {
          if (isF8(to))
            return fromBits(rewriter, loc, toF8Bits(rewriter, loc, args[0], to),
                            element);
          return truncDirected(rewriter, loc, args[0], cast<FloatType>(to),
                               *op.getRoundingmode());
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// A bitcast between an f8 tile and an i8 tile. LLVM has no f8 type, so
/// the LLVM lowering keeps f8 values as their i8 encoding and the cast is
/// the identity on every slot; rebuilding it on the slot vectors as
/// ArithOnSlots does would leave a vector of f8, which that lowering
/// cannot take.
struct F8BitcastPerSlot : OpConversionPattern<arith::BitcastOp> {
  F8BitcastPerSlot(const TypeConverter &converter, MLIRContext *ctx)
      : OpConversionPattern(converter, ctx, /*benefit=*/2) {}
  LogicalResult
  matchAndRewrite(arith::BitcastOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isByteFloat(op.getIn().getType()) && !isByteFloat(op.getType()))
      return failure();
    Type type = getTypeConverter()->convertType(op.getType());
    if (!type)
      return failure();
    Location loc = op.getLoc();
    Value result = perSlot(rewriter, loc, type, adaptor.getIn(),
                           [&](ValueRange args, Type element) -> Value {
                             return fromBits(rewriter, loc,
                                             asBits(rewriter, loc, args[0]),
                                             element);
                           });
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct ExtFPerSlot : OpConversionPattern<arith::ExtFOp> {
  ExtFPerSlot(const TypeConverter &converter, MLIRContext *ctx)
      : OpConversionPattern(converter, ctx, /*benefit=*/2) {}
  LogicalResult
  matchAndRewrite(arith::ExtFOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!needsFloatLowering(op))
      return failure();
    Type type = getTypeConverter()->convertType(op.getType());
    if (!type)
      return failure();
    Type from = getElementTypeOrSelf(op.getIn().getType());
    auto to = cast<FloatType>(getElementTypeOrSelf(op.getType()));
    Location loc = op.getLoc();
    Value result = perSlot(
        rewriter, loc, type, adaptor.getIn(),
        [&](ValueRange args, Type) -> Value {
          return fromF8Bits(rewriter, loc, asBits(rewriter, loc, args[0]),
                            from, to);
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// Integer <-> f8 slot by slot through f32: an f8 value is exact in f32,
/// and an integer is exact in f32 up to 2^24, far beyond f8's range.
struct IntF8PerSlot : ConversionPattern {
  IntF8PerSlot(const TypeConverter &converter, MLIRContext *ctx)
      : ConversionPattern(converter, MatchAnyOpTypeTag(), /*benefit=*/2, ctx) {}
  LogicalResult
  matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isa<arith::SIToFPOp, arith::UIToFPOp, arith::FPToSIOp,
             arith::FPToUIOp>(op) ||
        !needsFloatLowering(op))
      return failure();
    Type type = getTypeConverter()->convertType(op->getResult(0).getType());
    if (!type)
      return failure();
    Location loc = op->getLoc();
    Type f32 = rewriter.getF32Type();
    Type from = getElementTypeOrSelf(op->getOperand(0).getType());
    Type to = getElementTypeOrSelf(op->getResult(0).getType());
    Value result = perSlot(
        rewriter, loc, type, operands[0], [&](ValueRange args, Type element) -> Value {
          Value x = args[0];
          if (isa<arith::SIToFPOp>(op))
            return fromBits(rewriter, loc,
                            toF8Bits(rewriter, loc,
                                     LLVM::SIToFPOp::create(rewriter, loc, f32, x), to),
                            element);
          if (isa<arith::UIToFPOp>(op))
            return fromBits(rewriter, loc,
                            toF8Bits(rewriter, loc,
                                     LLVM::UIToFPOp::create(rewriter, loc, f32, x), to),
                            element);
          Value value = fromF8Bits(rewriter, loc, asBits(rewriter, loc, x), from,
                                   cast<FloatType>(f32));
          if (isa<arith::FPToSIOp>(op))
            return LLVM::FPToSIOp::create(rewriter, loc, element, value);
          return LLVM::FPToUIOp::create(rewriter, loc, element, value);
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// A scalar f8 constant (a 0-d tile, or the scalar of a splat) is its i8
/// encoding; tile constants are handled with the other tile constants.
struct F8ScalarConstant : OpConversionPattern<arith::ConstantOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(arith::ConstantOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto value = dyn_cast<FloatAttr>(op.getValue());
    if (!value || !isByteFloat(value.getType()))
      return failure();
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(
        op, IntegerAttr::get(rewriter.getI8Type(),
                             value.getValue().bitcastToAPInt()));
    return success();
  }
};

} // namespace

void tileiras::simt::populateFloatPatterns(const TypeConverter &converter,
                                           RewritePatternSet &patterns) {
  patterns.add<FArithPerSlot, TruncFPerSlot, ExtFPerSlot, F8BitcastPerSlot,
               F8ScalarConstant, IntF8PerSlot, TanhApproxPerSlot>(
      converter, patterns.getContext());
}

LogicalResult
tileiras::simt::checkFloatTargetSupport(ModuleOp module,
                                        const TargetInfo *target) {
  if (!target || target->hasF8Conversions())
    return success();
  bool ok = true;
  module.walk([&](Operation *op) {
    if (!needsFloatLowering(op))
      return;
    Type from = getElementTypeOrSelf(op->getOperand(0).getType());
    Type to = getElementTypeOrSelf(op->getResult(0).getType());
    if (!isF8(from) && !isF8(to))
      return;
    op->emitError() << "conversion from " << from << " to " << to
                    << " needs sm_89 or newer (cvt with e4m3x2/e5m2x2); the "
                       "target is "
                    << target->name;
    ok = false;
  });
  return success(ok);
}
