//===- NvTileASDialect.cpp - nv_tileas dialect ----------------------------===//

#include "tileiras/Dialect/NvTileAS/IR/NvTileAS.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"

using namespace mlir;
using namespace mlir::nv_tileas;

#include "tileiras/Dialect/NvTileAS/IR/TileASDialect.cpp.inc"

namespace {
/// Layouts repeat on every tile type of a kernel; print them once as #simt.
struct TileASOpAsmInterface : OpAsmDialectInterface {
  using OpAsmDialectInterface::OpAsmDialectInterface;
  AliasResult getAlias(Attribute attr, raw_ostream &os) const override {
    if (!isa<SimtLayoutAttr>(attr))
      return AliasResult::NoAlias;
    os << "simt";
    return AliasResult::FinalAlias;
  }
};
} // namespace

void TileASDialect::initialize() {
  registerAttributes();
  registerTypes();
  addOperations<
#define GET_OP_LIST
#include "tileiras/Dialect/NvTileAS/IR/TileASOps.cpp.inc"
      >();
  addInterfaces<TileASOpAsmInterface>();
}
