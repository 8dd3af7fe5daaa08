//===- MultimemPatterns.cpp - tiled accesses of a multicast group ---------===//
//
// A tiled_load or tiled_store marked nv_tileaa.multimem (the cuda_tile
// multimem ops, bytecode 13.5) accesses every memory of the multicast group
// its view's pointer names: one PTX multimem instruction per owned in-bounds
// element, as inline asm (LLVM 22's NVPTX has no multimem intrinsics):
//   multimem.ld_reduce.<sem>[.<scope>].global.<op>.<type>  d, [a]
//   multimem.red.<sem>.<scope>.global.<op>.<type>          [a], b
//   multimem.st.<sem>[.<scope>].global.<type>              [a], b
// Weak accesses carry no scope. Loaded values go from the owners to the
// replicas through scratch, as the ordered loads do (MemoryPatterns.cpp), and
// a release (acquire) is preceded (followed) by a CTA barrier likewise.
// Padding fills elements outside the view; they are not accessed.
//
//===----------------------------------------------------------------------===//

#include "Distribution.h"
#include "MemoryPatterns.h"
#include "Patterns.h"

#include "tileiras/Dialect/NvTileAA/IR/NvTileAA.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace tileiras::simt;
namespace aa = mlir::nv_tileaa;

namespace {

StringRef ptxScope(aa::MemScope scope) {
  switch (scope) {
  case aa::MemScope::tl_blk:
    return ".cta";
  case aa::MemScope::cluster:
    return ".cluster";
  case aa::MemScope::gpu:
    return ".gpu";
  case aa::MemScope::sys:
    return ".sys";
  }
  return ".gpu";
}

/// `.<sem>[.<scope>]`: weak has no scope.
std::string ptxOrdering(aa::MemSemantic sem,
                        std::optional<aa::MemScope> scope) {
  std::string text = "." + aa::stringifyMemSemantic(sem).str();
  if (sem != aa::MemSemantic::weak)
    text += ptxScope(scope.value_or(aa::MemScope::gpu)).str();
  return text;
}

/// The PTX type of an element: `f32`, `bf16`, `s64`, ...; integers take
/// the signedness of the reduction (`s` for add, min, max; `u` for umin,
/// umax; `b` for the bitwise ones and plain stores).
std::string ptxType(Type element, StringRef kind) {
  unsigned bits = element.getIntOrFloatBitWidth();
  if (element.isBF16())
    return "bf16";
  if (isa<FloatType>(element))
    return "f" + std::to_string(bits);
  StringRef prefix = kind == "umin" || kind == "umax" ? "u"
                     : kind == "add" || kind == "min" || kind == "max"
                         ? (bits == 64 && kind == "add" ? "u" : "s")
                         : "b";
  return prefix.str() + std::to_string(bits);
}

/// The operation of `.op`: umin/umax are min/max on a `.u` type.
StringRef ptxOp(StringRef kind) {
  if (kind == "umin")
    return "min";
  if (kind == "umax")
    return "max";
  return kind;
}

/// The inline asm register class of an element.
std::string constraintOf(Type element) {
  unsigned bits = element.getIntOrFloatBitWidth();
  if (element.isF32())
    return "f";
  if (element.isF64())
    return "d";
  return bits == 16 ? "h" : bits == 64 ? "l" : "r";
}

/// f16/bf16 go through asm as i16 (the `h` class).
Type asmTypeOf(OpBuilder &b, Type element) {
  if (element.isF16() || element.isBF16())
    return b.getI16Type();
  return element;
}

Value pointerOf(OpBuilder &b, Location loc, Value address) {
  return LLVM::IntToPtrOp::create(
      b, loc, LLVM::LLVMPointerType::get(b.getContext(), 1), address);
}

Value inlineAsm(OpBuilder &b, Location loc, TypeRange results,
                ValueRange operands, const std::string &text,
                const std::string &constraints) {
  auto op = LLVM::InlineAsmOp::create(
      b, loc, results, operands, text, constraints, /*has_side_effects=*/true,
      /*is_align_stack=*/false, LLVM::tailcallkind::TailCallKind::None,
      LLVM::AsmDialectAttr(), ArrayAttr());
  return results.empty() ? Value() : op.getResult(0);
}

struct MultimemLoadLowering : StatefulPattern<aa::TiledLoadOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(aa::TiledLoadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto kind = op->getAttrOfType<StringAttr>(aa::kMultimemAttrName);
    if (!kind)
      return failure();
    Location loc = op.getLoc();
    orderAfter(rewriter, loc, op.getToken());
    auto tile = op.getResult().getType();
    auto type = cast<VectorType>(getTypeConverter()->convertType(tile));
    Type element = type.getElementType();
    Type asmType = asmTypeOf(rewriter, element);
    Distribution d = distributionOf(state, tile);
    int64_t bytes = elementBytes(element);
    TileAddresses at = tileAddresses(rewriter, loc, d, adaptor.getMemref(),
                                     adaptor.getIndices(), tile, op.getSteps(),
                                     op.getDimMap(), bytes, op.getInbounds());
    std::string text = "multimem.ld_reduce" +
                       ptxOrdering(op.getSem(), op.getScope()) + ".global." +
                       ptxOp(kind.getValue()).str() + "." +
                       ptxType(element, kind.getValue()) + " $0, [$1];";
    std::string constraints = "=" + constraintOf(element) + ",l,~{memory}";
    Value result = paddingVector(rewriter, loc, type, op.getPaddingAttr());
    if (!result)
      result = arith::ConstantOp::create(rewriter, loc,
                                         rewriter.getZeroAttr(type));
    Value allowed = andMasks(rewriter, loc, at.inBounds,
                             ownerMask(rewriter, loc, d));
    for (int64_t v = 0; v < d.slots; ++v) {
      Value ptr =
          pointerOf(rewriter, loc, extractSlot(rewriter, loc, at.addresses, v));
      auto load = [&](OpBuilder &b) {
        Value x = inlineAsm(b, loc, asmType, ptr, text, constraints);
        return asmType == element ? x
                                  : LLVM::BitcastOp::create(b, loc, element, x)
                                        .getResult();
      };
      Value x;
      if (allowed) {
        auto guard = scf::IfOp::create(
            rewriter, loc, TypeRange{element},
            extractSlot(rewriter, loc, allowed, v), true);
        OpBuilder::InsertionGuard g(rewriter);
        rewriter.setInsertionPointToStart(guard.thenBlock());
        scf::YieldOp::create(rewriter, loc, load(rewriter));
        rewriter.setInsertionPointToStart(guard.elseBlock());
        scf::YieldOp::create(rewriter, loc,
                             extractSlot(rewriter, loc, result, v));
        x = guard.getResult(0);
      } else {
        x = load(rewriter);
      }
      result = insertSlot(rewriter, loc, result, x, v);
    }
    if (d.exact())
      barrierAfterAcquire(rewriter, loc, op.getSem());
    else
      result = redistribute(rewriter, loc, state, result, element, d, d);
    rewriter.replaceOp(op, {result, zeroToken(rewriter, loc)});
    return success();
  }
};

struct MultimemStoreLowering : StatefulPattern<aa::TiledStoreOp> {
  using StatefulPattern::StatefulPattern;
  LogicalResult
  matchAndRewrite(aa::TiledStoreOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto kind = op->getAttrOfType<StringAttr>(aa::kMultimemAttrName);
    if (!kind)
      return failure();
    Location loc = op.getLoc();
    orderAfter(rewriter, loc, op.getToken());
    auto tile = op.getValue().getType();
    Distribution d = distributionOf(state, tile);
    auto type = cast<VectorType>(adaptor.getValue().getType());
    Type element = type.getElementType();
    Type asmType = asmTypeOf(rewriter, element);
    int64_t bytes = elementBytes(element);
    TileAddresses at = tileAddresses(rewriter, loc, d, adaptor.getMemref(),
                                     adaptor.getIndices(), tile, op.getSteps(),
                                     op.getDimMap(), bytes, op.getInbounds());
    bool store = kind.getValue() == "store";
    // multimem.red has no weak form: a weak reduction is relaxed.
    aa::MemSemantic sem = op.getSem();
    if (!store && sem == aa::MemSemantic::weak)
      sem = aa::MemSemantic::relaxed;
    std::string text =
        (store ? "multimem.st" : "multimem.red") +
        ptxOrdering(sem, op.getScope()) + ".global." +
        (store ? "" : ptxOp(kind.getValue()).str() + ".") +
        ptxType(element, store ? StringRef("store") : kind.getValue()) +
        " [$0], $1;";
    std::string constraints = "l," + constraintOf(element) + ",~{memory}";
    barrierBeforeRelease(rewriter, loc, sem);
    Value mask =
        andMasks(rewriter, loc, at.inBounds, ownerMask(rewriter, loc, d));
    for (int64_t v = 0; v < d.slots; ++v) {
      Value ptr =
          pointerOf(rewriter, loc, extractSlot(rewriter, loc, at.addresses, v));
      Value x = extractSlot(rewriter, loc, adaptor.getValue(), v);
      OpBuilder::InsertionGuard g(rewriter);
      if (mask) {
        auto guard = scf::IfOp::create(rewriter, loc,
                                       extractSlot(rewriter, loc, mask, v),
                                       false);
        rewriter.setInsertionPointToStart(guard.thenBlock());
      }
      if (asmType != element)
        x = LLVM::BitcastOp::create(rewriter, loc, asmType, x);
      inlineAsm(rewriter, loc, TypeRange{}, ValueRange{ptr, x}, text,
                constraints);
    }
    rewriter.replaceOp(op, zeroToken(rewriter, loc));
    return success();
  }
};

} // namespace

void tileiras::simt::populateMultimemPatterns(SimtTypeConverter &converter,
                                              LoweringState &state,
                                              RewritePatternSet &patterns) {
  // Before the plain tiled_load/tiled_store lowerings, which skip them too.
  patterns.add<MultimemLoadLowering, MultimemStoreLowering>(converter, state,
                                                            /*benefit=*/2);
}
