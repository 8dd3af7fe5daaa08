//===- PrintPatterns.cpp - print as vprintf from thread 0 -----------------===//
//
// nv_tileaa.print is cuda_tile's print: each conversion of the format takes
// one argument, a tile prints as "[e0, e1, ...]" in row-major order with that
// conversion per element, integers print as 64-bit values (sign-extended for
// %d and %i, zero-extended otherwise: the format gets `ll`) and floats as
// double. Owners write the tile arguments to scratch, and thread 0 expands
// the format at compile time and prints the whole line, so every element is
// printed once, in order. vprintf takes the format and a buffer of the
// arguments, each 8 bytes here; CUDA's printf takes at most 32 arguments per
// call, so a long line is several calls.
//
//===----------------------------------------------------------------------===//

#include "MiscPatterns.h"

#include "tileiras/Dialect/NvTileAA/IR/NvTileAA.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;
using namespace tileiras::simt;
namespace aa = mlir::nv_tileaa;

namespace {

constexpr int64_t kMaxPrintfArgs = 32;

/// One argument of a vprintf call: print operand `operand`, or for a tile
/// its element `element`, at scratch offset `offset`.
struct PrintArg {
  unsigned operand = 0;
  bool isTile = false;
  int64_t offset = 0;
  int64_t element = 0;
  Type type;
  bool isSigned = false;
};

/// A vprintf call: its format and arguments.
struct PrintCall {
  std::string format;
  SmallVector<PrintArg> args;
};

/// The argument as the 8 bytes vprintf reads: f64 or i64.
Value promote(OpBuilder &b, Location loc, Value x, bool isSigned) {
  Type type = x.getType();
  if (isa<LLVM::LLVMPointerType>(type))
    return LLVM::PtrToIntOp::create(b, loc, b.getI64Type(), x);
  if (isa<FloatType>(type)) {
    if (type.isF64())
      return x;
    return arith::ExtFOp::create(b, loc, b.getF64Type(), x);
  }
  if (type.isInteger(64))
    return x;
  if (isSigned)
    return arith::ExtSIOp::create(b, loc, b.getI64Type(), x);
  return arith::ExtUIOp::create(b, loc, b.getI64Type(), x);
}

LLVM::LLVMFuncOp getOrInsertVprintf(OpBuilder &b, Operation *module) {
  if (auto f = dyn_cast_or_null<LLVM::LLVMFuncOp>(
          SymbolTable::lookupSymbolIn(module, "vprintf")))
    return f;
  OpBuilder::InsertionGuard g(b);
  b.setInsertionPointToStart(&module->getRegion(0).front());
  auto ptr = LLVM::LLVMPointerType::get(b.getContext());
  return LLVM::LLVMFuncOp::create(
      b, module->getLoc(), "vprintf",
      LLVM::LLVMFunctionType::get(b.getI32Type(), {ptr, ptr}));
}

struct PrintLowering : StatefulPattern<aa::PrintOp> {
  using StatefulPattern::StatefulPattern;

  /// Splits the format into vprintf calls; fails on a format the verifier
  /// should have refused (unterminated conversion, argument count).
  FailureOr<SmallVector<PrintCall>>
  expand(aa::PrintOp op, ArrayRef<int64_t> offsets) const {
    StringRef fmt = op.getFormat();
    SmallVector<PrintCall> calls(1);
    auto add = [&](StringRef text, PrintArg arg) {
      if (calls.back().args.size() == kMaxPrintfArgs)
        calls.emplace_back();
      calls.back().format += text;
      calls.back().args.push_back(arg);
    };
    unsigned argNo = 0;
    for (size_t i = 0; i < fmt.size(); ++i) {
      if (fmt[i] != '%') {
        calls.back().format += fmt[i];
        continue;
      }
      size_t end = fmt.find_first_of("diuoxXeEfFgGaAcsSpn%", i + 1);
      if (end == StringRef::npos)
        return failure();
      if (fmt[end] == '%') {
        calls.back().format += "%%";
        i = end;
        continue;
      }
      if (argNo >= op.getArgs().size())
        return failure();
      Value arg = op.getArgs()[argNo];
      Type element = aa::tileElementType(arg.getType());
      bool isFloat = isa<FloatType>(element);
      std::string spec = (fmt.substr(i, end - i) + (isFloat ? "" : "ll") +
                          Twine(fmt[end]))
                             .str();
      PrintArg base;
      base.operand = argNo;
      base.type = element;
      base.isSigned = fmt[end] == 'd' || fmt[end] == 'i';
      auto tile = dyn_cast<RankedTensorType>(arg.getType());
      if (!tile) {
        add(spec, base);
      } else {
        calls.back().format += '[';
        for (int64_t k = 0; k < tile.getNumElements(); ++k) {
          PrintArg elt = base;
          elt.isTile = true;
          elt.offset = offsets[argNo];
          elt.element = k;
          add((k ? ", " : "") + spec, elt);
        }
        calls.back().format += ']';
      }
      ++argNo;
      i = end;
    }
    if (argNo != op.getArgs().size())
      return failure();
    return calls;
  }

  LogicalResult
  matchAndRewrite(aa::PrintOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    Operation *module = SymbolTable::getNearestSymbolTable(op->getParentOp());
    auto func = op->getParentOfType<FunctionOpInterface>();
    if (!module || !func)
      return rewriter.notifyMatchFailure(op, "print outside a function");

    // Owners write every tile argument; thread 0 reads them all back.
    std::optional<Exchange> exchange;
    SmallVector<int64_t> offsets(op.getArgs().size(), 0);
    for (auto [i, arg] : llvm::enumerate(op.getArgs())) {
      auto tile = dyn_cast<RankedTensorType>(arg.getType());
      if (!tile)
        continue;
      if (!exchange)
        exchange.emplace(rewriter, loc, state);
      offsets[i] = exchange->write(adaptor.getArgs()[i], tile.getElementType(),
                                   distributionOf(state, tile));
    }
    if (exchange)
      exchange->sync();
    FailureOr<SmallVector<PrintCall>> calls = expand(op, offsets);
    if (failed(calls))
      return rewriter.notifyMatchFailure(op, "format and arguments disagree");

    // The argument buffer is a static alloca in the entry block (one that
    // is not would be a dynamic stack allocation).
    int64_t bufferSlots = 1;
    for (const PrintCall &call : *calls)
      bufferSlots = std::max<int64_t>(bufferSlots, call.args.size());
    auto ptrType = LLVM::LLVMPointerType::get(ctx);
    auto bufferType = LLVM::LLVMArrayType::get(rewriter.getI64Type(), bufferSlots);
    Value buffer;
    {
      OpBuilder::InsertionGuard g(rewriter);
      rewriter.setInsertionPointToStart(&func.getFunctionBody().front());
      Value one = LLVM::ConstantOp::create(rewriter, loc, rewriter.getI32Type(),
                                           rewriter.getI32IntegerAttr(1));
      buffer = LLVM::AllocaOp::create(rewriter, loc, ptrType, bufferType, one,
                                      /*alignment=*/8);
    }
    LLVM::LLVMFuncOp vprintf = getOrInsertVprintf(rewriter, module);

    Value isZero = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::eq, threadId(rewriter, loc),
        arith::ConstantIntOp::create(rewriter, loc, rewriter.getI32Type(), 0));
    auto guard = scf::IfOp::create(rewriter, loc, isZero, /*withElseRegion=*/false);
    {
      OpBuilder::InsertionGuard g(rewriter);
      rewriter.setInsertionPointToStart(guard.thenBlock());
      for (const PrintCall &call : *calls) {
        for (auto [i, arg] : llvm::enumerate(call.args)) {
          Value x = !arg.isTile
                        ? adaptor.getArgs()[arg.operand]
                        : exchange->readOne(
                              arg.offset, arg.type,
                              arith::ConstantIntOp::create(
                                  rewriter, loc, rewriter.getI32Type(), arg.element));
          x = promote(rewriter, loc, x, arg.isSigned);
          Value slot = LLVM::GEPOp::create(
              rewriter, loc, ptrType, rewriter.getI64Type(), buffer,
              ArrayRef<LLVM::GEPArg>{int32_t(i)});
          LLVM::StoreOp::create(rewriter, loc, x, slot, 8);
        }
        std::string text = call.format;
        text.push_back('\0');
        std::string name = uniqueSymbolName(module, "__tileiras_printf_");
        {
          OpBuilder::InsertionGuard g2(rewriter);
          rewriter.setInsertionPointToStart(&module->getRegion(0).front());
          LLVM::GlobalOp::create(
              rewriter, loc, LLVM::LLVMArrayType::get(rewriter.getI8Type(), text.size()),
              /*isConstant=*/true, LLVM::Linkage::Internal, name,
              rewriter.getStringAttr(text));
        }
        Value format = LLVM::AddressOfOp::create(rewriter, loc, ptrType, name);
        LLVM::CallOp::create(rewriter, loc, vprintf, ValueRange{format, buffer});
      }
    }
    rewriter.replaceOp(op, arith::ConstantIntOp::create(rewriter, loc,
                                                        rewriter.getI32Type(), 0));
    return success();
  }
};

} // namespace

void tileiras::simt::populatePrintPatterns(SimtTypeConverter &converter,
                                           LoweringState &state,
                                           RewritePatternSet &patterns) {
  patterns.add<PrintLowering>(converter, state);
}
