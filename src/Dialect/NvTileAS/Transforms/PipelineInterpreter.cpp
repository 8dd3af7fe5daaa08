//===- PipelineInterpreter.cpp - integer values of a pipelined loop -------===//

#include "PipelineInterpreter.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::nv_tileas::protocol::detail;

Known Interpreter::eval(Value value) {
  if (auto it = inner.find(value); it != inner.end())
    return it->second;
  if (auto it = outer.find(value); it != outer.end())
    return it->second;
  Operation *op = value.getDefiningOp();
  Known result;
  if (op && op->getNumResults() == 1 && op->getNumRegions() == 0 &&
      value.getType().isIntOrIndex())
    result = compute(op);
  bool inBody = op ? loop->isProperAncestor(op)
                   : value.getParentBlock() == loop.getBody();
  (inBody ? inner : outer)[value] = result;
  return result;
}

Known Interpreter::compute(Operation *op) {
  SmallVector<Known> args;
  for (Value operand : op->getOperands())
    args.push_back(eval(operand));
  unsigned width = bitWidth(op->getResult(0).getType());
  auto binary = [&](auto fn) -> Known {
    if (args.size() != 2 || !args[0] || !args[1])
      return std::nullopt;
    return fn(*args[0], *args[1]);
  };
  auto nonZero = [&](auto fn) -> Known {
    if (args.size() != 2 || !args[1] || args[1]->isZero())
      return std::nullopt;
    return binary(fn);
  };
  return llvm::TypeSwitch<Operation *, Known>(op)
      .Case([&](arith::ConstantOp c) -> Known {
        if (auto attr = dyn_cast<IntegerAttr>(c.getValue()))
          return attr.getValue().sextOrTrunc(width);
        return std::nullopt;
      })
      .Case([&](arith::AddIOp) {
        return binary([](APInt a, APInt b) { return a + b; });
      })
      .Case([&](arith::SubIOp) {
        return binary([](APInt a, APInt b) { return a - b; });
      })
      .Case([&](arith::MulIOp) {
        return binary([](APInt a, APInt b) { return a * b; });
      })
      .Case([&](arith::DivSIOp) {
        return nonZero([](APInt a, APInt b) { return a.sdiv(b); });
      })
      .Case([&](arith::DivUIOp) {
        return nonZero([](APInt a, APInt b) { return a.udiv(b); });
      })
      .Case([&](arith::RemSIOp) {
        return nonZero([](APInt a, APInt b) { return a.srem(b); });
      })
      .Case([&](arith::RemUIOp) {
        return nonZero([](APInt a, APInt b) { return a.urem(b); });
      })
      .Case([&](arith::AndIOp) {
        return binary([](APInt a, APInt b) { return a & b; });
      })
      .Case([&](arith::OrIOp) {
        return binary([](APInt a, APInt b) { return a | b; });
      })
      .Case([&](arith::XOrIOp) {
        return binary([](APInt a, APInt b) { return a ^ b; });
      })
      .Case([&](arith::MaxSIOp) {
        return binary([](APInt a, APInt b) { return a.sge(b) ? a : b; });
      })
      .Case([&](arith::MinSIOp) {
        return binary([](APInt a, APInt b) { return a.sle(b) ? a : b; });
      })
      .Case([&](arith::CmpIOp cmp) {
        return binary([&](APInt a, APInt b) {
          return APInt(1, arith::applyCmpPredicate(cmp.getPredicate(), a, b));
        });
      })
      .Case([&](arith::SelectOp) -> Known {
        if (!args[0])
          return std::nullopt;
        return args[0]->isOne() ? args[1] : args[2];
      })
      .Case<arith::ExtSIOp, arith::IndexCastOp>([&](Operation *) -> Known {
        if (!args[0])
          return std::nullopt;
        return args[0]->sextOrTrunc(width);
      })
      .Case<arith::ExtUIOp, arith::TruncIOp, arith::IndexCastUIOp>(
          [&](Operation *) -> Known {
            if (!args[0])
              return std::nullopt;
            return args[0]->zextOrTrunc(width);
          })
      .Default([](Operation *) { return std::nullopt; });
}
