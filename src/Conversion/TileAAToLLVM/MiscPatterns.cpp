//===- MiscPatterns.cpp - griddep, non-splat constants, assert ------------===//

#include "MiscPatterns.h"

#include "tileiras/Dialect/NvTileAA/IR/NvTileAA.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;
using namespace tileiras::simt;
namespace aa = mlir::nv_tileaa;

std::string tileiras::simt::uniqueSymbolName(Operation *module,
                                             StringRef prefix) {
  for (unsigned i = 0;; ++i) {
    std::string name = (prefix + Twine(i)).str();
    if (!SymbolTable::lookupSymbolIn(module, name))
      return name;
  }
}

namespace {

Value zeroToken(OpBuilder &b, Location loc) {
  return arith::ConstantIntOp::create(b, loc, b.getI32Type(), 0);
}

/// griddepcontrol exists from sm_90 on. Without programmatic dependent
/// launch a grid starts once its prerequisites completed, so on older
/// targets both ops have nothing to do.
struct GridDepWaitLowering : StatefulPattern<aa::GridDepWaitOp> {
  GridDepWaitLowering(SimtTypeConverter &converter, LoweringState &state,
                      bool hasGridDepControl)
      : StatefulPattern(converter, state),
        hasGridDepControl(hasGridDepControl) {}
  LogicalResult
  matchAndRewrite(aa::GridDepWaitOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    // The intrinsic is IntrNoMem, so LLVM could move loads above it: the
    // memory clobber keeps the grid's reads after the wait.
    if (hasGridDepControl)
      LLVM::InlineAsmOp::create(
          rewriter, loc, TypeRange{}, ValueRange{}, "griddepcontrol.wait;",
          "~{memory}", /*has_side_effects=*/true, /*is_align_stack=*/false,
          LLVM::tailcallkind::TailCallKind::None, LLVM::AsmDialectAttr(),
          ArrayAttr());
    rewriter.replaceOp(op, zeroToken(rewriter, loc));
    return success();
  }
  bool hasGridDepControl;
};

struct GridDepLaunchLowering : StatefulPattern<aa::GridDepLaunchDependentsOp> {
  GridDepLaunchLowering(SimtTypeConverter &converter, LoweringState &state,
                        bool hasGridDepControl)
      : StatefulPattern(converter, state),
        hasGridDepControl(hasGridDepControl) {}
  LogicalResult
  matchAndRewrite(aa::GridDepLaunchDependentsOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    if (hasGridDepControl)
      NVVM::GriddepcontrolOp::create(
          rewriter, loc, NVVM::GridDepActionKind::launch_dependents);
    rewriter.replaceOp(op, zeroToken(rewriter, loc));
    return success();
  }
  bool hasGridDepControl;
};

/// The integer constant is a + b * (linear index) for every element.
std::optional<std::pair<APInt, APInt>> affineOf(DenseElementsAttr dense) {
  if (!isa<IntegerType>(dense.getElementType()))
    return std::nullopt;
  auto values = llvm::to_vector(dense.getValues<APInt>());
  APInt a = values[0];
  APInt step = values.size() > 1 ? values[1] - a : APInt(a.getBitWidth(), 0);
  APInt expect = a;
  for (const APInt &v : values) {
    if (v != expect)
      return std::nullopt;
    expect += step;
  }
  return std::make_pair(a, step);
}

/// A non-splat tile constant. Which element a slot holds depends on the
/// thread, so it is computed from the slot index: a + b * index when the
/// constant is an integer progression, otherwise a load from a table in
/// constant memory.
struct TableConstantLowering : OpConversionPattern<arith::ConstantOp> {
  // Benefit 2: ahead of the splat pattern, which refuses these.
  TableConstantLowering(SimtTypeConverter &converter, LoweringState &state)
      : OpConversionPattern(converter, &converter.getContext(), /*benefit=*/2),
        state(state) {}
  LoweringState &state;
  LogicalResult
  matchAndRewrite(arith::ConstantOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto dense = dyn_cast<DenseElementsAttr>(op.getValue());
    auto tensor = dyn_cast<RankedTensorType>(op.getType());
    if (!dense || dense.isSplat() || !tensor)
      return failure();
    auto type = dyn_cast_or_null<VectorType>(
        getTypeConverter()->convertType(tensor));
    if (!type)
      return failure();
    Location loc = op.getLoc();
    Distribution d = distributionOf(state, tensor);
    Value index = slotIndices(rewriter, loc, d);
    Type elt = type.getElementType();

    if (auto affine = affineOf(dense)) {
      auto [a, step] = *affine;
      unsigned width = elt.getIntOrFloatBitWidth();
      Value x = index;
      if (width > 32)
        x = arith::ExtUIOp::create(rewriter, loc, type, x);
      else if (width < 32)
        x = arith::TruncIOp::create(rewriter, loc, type, x);
      auto splat = [&](const APInt &v) {
        return arith::ConstantOp::create(
            rewriter, loc, DenseElementsAttr::get(type, IntegerAttr::get(elt, v)));
      };
      x = arith::MulIOp::create(rewriter, loc, x, splat(step));
      rewriter.replaceOpWithNewOp<arith::AddIOp>(op, x, splat(a));
      return success();
    }

    // Tables keep i1 as bytes, the way scratch does.
    Type storage = elt.isInteger(1) ? rewriter.getI8Type() : elt;
    DenseElementsAttr values = dense.reshape(
        RankedTensorType::get({tensor.getNumElements()}, dense.getElementType()));
    if (storage != elt)
      values = values.mapValues(storage, [](const APInt &v) { return v.zext(8); });
    else if (values.getElementType() != elt) // f8 as its i8 encoding
      values = values.bitcast(elt);
    auto arrayType = LLVM::LLVMArrayType::get(storage, tensor.getNumElements());
    Operation *module = SymbolTable::getNearestSymbolTable(op->getParentOp());
    std::string name = uniqueSymbolName(module, "__tileiras_const_");
    {
      OpBuilder::InsertionGuard g(rewriter);
      rewriter.setInsertionPointToStart(&module->getRegion(0).front());
      LLVM::GlobalOp::create(rewriter, loc, arrayType, /*isConstant=*/true,
                             LLVM::Linkage::Internal, name, values,
                             /*alignment=*/16, /*addrSpace=*/4);
    }
    auto ptrType = LLVM::LLVMPointerType::get(rewriter.getContext(), 4);
    Value table = LLVM::AddressOfOp::create(rewriter, loc, ptrType, name);
    Value result = LLVM::PoisonOp::create(rewriter, loc, type);
    for (int64_t v = 0; v < d.slots; ++v) {
      Value ptr = LLVM::GEPOp::create(rewriter, loc, ptrType, storage, table,
                                      ValueRange{extractSlot(rewriter, loc, index, v)});
      Value x = LLVM::LoadOp::create(rewriter, loc, storage, ptr);
      if (storage != elt)
        x = arith::TruncIOp::create(rewriter, loc, elt, x);
      result = insertSlot(rewriter, loc, result, x, v);
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// A NUL-terminated string constant; its generic address.
Value stringConstant(OpBuilder &b, Location loc, Operation *module,
                     StringRef prefix, StringRef text) {
  std::string bytes = text.str();
  bytes.push_back('\0');
  std::string name = uniqueSymbolName(module, prefix);
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(&module->getRegion(0).front());
    LLVM::GlobalOp::create(b, loc,
                           LLVM::LLVMArrayType::get(b.getI8Type(), bytes.size()),
                           /*isConstant=*/true, LLVM::Linkage::Internal, name,
                           b.getStringAttr(bytes));
  }
  return LLVM::AddressOfOp::create(b, loc, LLVM::LLVMPointerType::get(b.getContext()),
                                   name);
}

/// cf.assert as CUDA's assert: a failing thread calls the device runtime's
/// __assertfail(message, file, line, function, charSize), which reports the
/// message with the block and thread and stops the kernel. (The upstream
/// lowering calls puts and abort, which a GPU does not have.)
struct AssertLowering : OpConversionPattern<cf::AssertOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(cf::AssertOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Operation *module = SymbolTable::getNearestSymbolTable(op->getParentOp());
    MLIRContext *ctx = rewriter.getContext();
    auto ptr = LLVM::LLVMPointerType::get(ctx);
    auto i32 = rewriter.getI32Type(), i64 = rewriter.getI64Type();
    auto fn = dyn_cast_or_null<LLVM::LLVMFuncOp>(
        SymbolTable::lookupSymbolIn(module, "__assertfail"));
    if (!fn) {
      OpBuilder::InsertionGuard g(rewriter);
      rewriter.setInsertionPointToStart(&module->getRegion(0).front());
      fn = LLVM::LLVMFuncOp::create(
          rewriter, module->getLoc(), "__assertfail",
          LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(ctx),
                                      {ptr, ptr, i32, ptr, i64}));
    }
    StringRef file = "<unknown>";
    unsigned line = 0;
    if (auto at = loc->findInstanceOf<FileLineColLoc>()) {
      file = at.getFilename();
      line = at.getLine();
    }
    StringRef function = "<unknown>";
    if (auto func = op->getParentOfType<FunctionOpInterface>())
      function = func.getName();

    Value fails = arith::XOrIOp::create(
        rewriter, loc, adaptor.getArg(),
        arith::ConstantIntOp::create(rewriter, loc, rewriter.getI1Type(), 1));
    auto guard = scf::IfOp::create(rewriter, loc, fails, /*withElseRegion=*/false);
    {
      OpBuilder::InsertionGuard g(rewriter);
      rewriter.setInsertionPointToStart(guard.thenBlock());
      Value args[] = {
          stringConstant(rewriter, loc, module, "__tileiras_assert_msg_", op.getMsg()),
          stringConstant(rewriter, loc, module, "__tileiras_assert_file_", file),
          LLVM::ConstantOp::create(rewriter, loc, i32, rewriter.getI32IntegerAttr(line)),
          stringConstant(rewriter, loc, module, "__tileiras_assert_func_", function),
          LLVM::ConstantOp::create(rewriter, loc, i64, rewriter.getI64IntegerAttr(1))};
      LLVM::CallOp::create(rewriter, loc, fn, args);
    }
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

void tileiras::simt::populateMiscPatterns(SimtTypeConverter &converter,
                                          LoweringState &state,
                                          const TargetInfo *target,
                                          RewritePatternSet &patterns) {
  patterns.add<GridDepWaitLowering, GridDepLaunchLowering>(
      converter, state, !target || target->hasGridDepControl());
  patterns.add<TableConstantLowering>(converter, state);
  patterns.add<AssertLowering>(converter, patterns.getContext());
}
