//===- HintIntegers.h - hint integer widths on the wire ---------*- C++ -*-===//
//
// Optimization-hint integers are i32 in bytecode and plain (i64) integers in
// the dialect (`latency = 3`). The reader widens them and the writer narrows
// them with the one function below.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_LIB_BYTECODE_HINTINTEGERS_H
#define TILEIRAS_LIB_BYTECODE_HINTINTEGERS_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OperationSupport.h"

namespace tileiras::bytecode {

/// Returns `hints` (arch -> {key -> value}) with every non-boolean integer
/// value of width `fromWidth` (any width when 0) sign-converted to `toWidth`.
inline mlir::DictionaryAttr retypeHintIntegers(mlir::DictionaryAttr hints,
                                               unsigned fromWidth, unsigned toWidth) {
  mlir::MLIRContext *ctx = hints.getContext();
  auto toType = mlir::IntegerType::get(ctx, toWidth);
  mlir::NamedAttrList perArch;
  for (mlir::NamedAttribute arch : hints) {
    auto inner = mlir::dyn_cast<mlir::DictionaryAttr>(arch.getValue());
    if (!inner) {
      perArch.push_back(arch);
      continue;
    }
    mlir::NamedAttrList values;
    for (mlir::NamedAttribute v : inner) {
      auto i = mlir::dyn_cast<mlir::IntegerAttr>(v.getValue());
      auto type = i ? mlir::dyn_cast<mlir::IntegerType>(i.getType()) : mlir::IntegerType();
      if (type && !mlir::isa<mlir::BoolAttr>(i) &&
          (fromWidth == 0 || type.getWidth() == fromWidth))
        values.append(v.getName(),
                      mlir::IntegerAttr::get(toType, i.getValue().sextOrTrunc(toWidth)));
      else
        values.push_back(v);
    }
    perArch.append(arch.getName(), mlir::DictionaryAttr::get(ctx, values));
  }
  return mlir::DictionaryAttr::get(ctx, perArch);
}

} // namespace tileiras::bytecode

#endif // TILEIRAS_LIB_BYTECODE_HINTINTEGERS_H
