//===- MmaLowering.h - what the tensor-core dot lowerings share -*- C++ -*-===//

#ifndef TILEIRAS_CONVERSION_TILEAATOLLVM_MMALOWERING_H
#define TILEIRAS_CONVERSION_TILEAATOLLVM_MMALOWERING_H

#include "Patterns.h"

#include "tileiras/Dialect/NvTileAA/IR/NvTileAA.h"
#include "tileiras/Dialect/NvTileAS/IR/MmaLayouts.h"

#include <optional>

namespace tileiras::simt {

/// The mma.sync plan whose accumulator layout the dot's acc and result have
/// (the layout assignment chose it), if the target has the instruction.
std::optional<mlir::nv_tileas::MmaPlan>
matchMmaPlan(mlir::nv_tileaa::DotOp op, const LoweringState &state);

} // namespace tileiras::simt

#endif // TILEIRAS_CONVERSION_TILEAATOLLVM_MMALOWERING_H
