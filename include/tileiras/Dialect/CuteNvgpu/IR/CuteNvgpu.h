//===- CuteNvgpu.h - cute_nvgpu dialect -------------------------*- C++ -*-===//
//
// The cute_nvgpu dialect: SM-tier atom types, their interfaces, and the ops
// that make and apply atoms. EXPERIMENTAL: not on the compile path yet.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECT_CUTENVGPU_IR_CUTENVGPU_H
#define TILEIRAS_DIALECT_CUTENVGPU_IR_CUTENVGPU_H

#include "tileiras/Dialect/Cute/IR/Cute.h"
#include "tileiras/Dialect/CuteNvgpu/IR/AtomRegistry.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "tileiras/Dialect/CuteNvgpu/IR/CuteNvgpuDialect.h.inc"
#include "tileiras/Dialect/CuteNvgpu/IR/CuteNvgpuEnums.h.inc"
#include "tileiras/Dialect/CuteNvgpu/IR/CuteNvgpuTypeInterfaces.h.inc"

#define GET_TYPEDEF_CLASSES
#include "tileiras/Dialect/CuteNvgpu/IR/CuteNvgpuTypes.h.inc"

namespace mlir::cute_nvgpu {
/// Where a value of `type` lives, or 0 when it is no operand kind we know.
ResidencySet classifyResidency(Type type);

/// The tier gate of every atom-making op: an error at `op` when the target
/// of the enclosing module lacks `need`; no target attribute, no check.
LogicalResult verifyAtomTarget(Operation *op, TargetNeed need,
                               StringRef mnemonic, StringRef detail = "");
} // namespace mlir::cute_nvgpu

#define GET_OP_CLASSES
#include "tileiras/Dialect/CuteNvgpu/IR/CuteNvgpuOps.h.inc"

#endif // TILEIRAS_DIALECT_CUTENVGPU_IR_CUTENVGPU_H
