//===- ViewOpSupport.h - parsing/verification shared by view ops -*- C++ -*-===//
//
// Helpers of MemoryOps.cpp that the multimem ops (MultimemOps.cpp) share: the
// `ordering [scope]` keywords, `token = %t`, `inbounds = [...]`, index types
// and the view-access and memory-model checks.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECT_CUDATILE_IR_VIEWOPSUPPORT_H
#define TILEIRAS_DIALECT_CUDATILE_IR_VIEWOPSUPPORT_H

#include "tileiras/Dialect/CudaTile/IR/CudaTile.h"

#include "mlir/IR/OpImplementation.h"

#include <optional>

namespace mlir::cuda_tile::viewops {

ParseResult parseViewMemoryAttributes(OpAsmParser &parser, OperationState &result);
void printMemoryAttributes(OpAsmPrinter &printer, MemoryOrderingSemantics ordering,
                           std::optional<MemoryScope> scope);
ParseResult parseOptionalTokenClause(OpAsmParser &parser,
                                     std::optional<OpAsmParser::UnresolvedOperand> &token);
ParseResult parseOptionalInbounds(OpAsmParser &parser, OperationState &result);
/// Prints ` inbounds = [...]` unless every entry is false (the 13.4 writers'
/// "absent"); returns whether it printed.
bool printOptionalInbounds(OpAsmPrinter &printer, std::optional<ArrayRef<bool>> inbounds);
void printIndexTypes(OpAsmPrinter &printer, ValueRange indices);
LogicalResult verifyMemoryModel(Operation *op, MemoryOrderingSemantics ordering,
                                std::optional<MemoryScope> scope, bool isLoad);
LogicalResult verifyViewAccess(Operation *op, Type viewType, ValueRange indices,
                               Type tileType);
/// The pointer attribute of the tensor_view under `view`, or null.
PtrAttr viewPtrAttr(Type view);

} // namespace mlir::cuda_tile::viewops

#endif // TILEIRAS_DIALECT_CUDATILE_IR_VIEWOPSUPPORT_H
