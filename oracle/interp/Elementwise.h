//===- Elementwise.h - elementwise helpers ----------------------*- C++ -*-===//
//
// Poison propagates through elementwise ops: an element whose inputs hold
// poison is poison, and the element function is not called for it.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_ORACLE_INTERP_ELEMENTWISE_H
#define TILEIRAS_ORACLE_INTERP_ELEMENTWISE_H

#include "Exec.h"

namespace tileiras::interp {

/// What an element function produced.
enum class EltStatus { Ok, Poison, UB };

struct EltResult {
  uint64_t bits = 0;
  EltStatus status = EltStatus::Ok;
  EltResult(uint64_t bits) : bits(bits) {}
  EltResult(EltStatus s) : status(s) {}
};

/// Applies `f(i)` (which reads its inputs by index) to every element of a
/// result of type `elt` and `shape`. `poisonIn(i)` says if any input of
/// element `i` is poison. On UB, reports `ubMessage` with the element.
template <typename F, typename P>
mlir::LogicalResult mapElements(Exec &ex, mlir::Operation *op,
                                mlir::Type elt, llvm::ArrayRef<int64_t> shape,
                                P poisonIn, F f, llvm::StringRef ubMessage) {
  Tile out(elt, shape);
  for (size_t i = 0; i < out.size(); ++i) {
    if (poisonIn(i)) {
      out.setPoison(i);
      continue;
    }
    EltResult r = f(i);
    if (r.status == EltStatus::UB)
      return ex.fail(op, "undefined behaviour: " + ubMessage + " at element " +
                             llvm::Twine(i));
    if (r.status == EltStatus::Poison)
      out.setPoison(i);
    else
      out.bits[i] = maskBits(elt, r.bits);
  }
  ex.setTile(op->getResult(0), std::move(out));
  return mlir::success();
}

template <typename F>
mlir::LogicalResult mapUnary(Exec &ex, mlir::Operation *op, F f,
                             llvm::StringRef ub = "") {
  const Tile &a = ex.tile(op->getOperand(0));
  return mapElements(
      ex, op, eltOf(op->getResult(0)), a.shape,
      [&](size_t i) { return a.isPoison(i); },
      [&](size_t i) { return f(a.bits[i]); }, ub);
}

template <typename F>
mlir::LogicalResult mapBinary(Exec &ex, mlir::Operation *op, F f,
                              llvm::StringRef ub = "") {
  const Tile &a = ex.tile(op->getOperand(0));
  const Tile &b = ex.tile(op->getOperand(1));
  return mapElements(
      ex, op, eltOf(op->getResult(0)), a.shape,
      [&](size_t i) { return a.isPoison(i) || b.isPoison(i); },
      [&](size_t i) { return f(a.bits[i], b.bits[i]); }, ub);
}

} // namespace tileiras::interp

#endif // TILEIRAS_ORACLE_INTERP_ELEMENTWISE_H
