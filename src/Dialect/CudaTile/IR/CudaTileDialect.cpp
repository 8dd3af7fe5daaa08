//===- CudaTileDialect.cpp - cuda_tile dialect -----------------------------===//

#include "CudaTileAsm.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace mlir::cuda_tile;

#include "tileiras/Dialect/CudaTile/IR/CudaTileDialect.cpp.inc"

namespace {
/// Short aliases for the debug-info attributes (`#di_file`, ...), as NVIDIA's
/// printer emits them.
struct CudaTileOpAsmInterface : public OpAsmDialectInterface {
  using OpAsmDialectInterface::OpAsmDialectInterface;

  AliasResult getAlias(Attribute attr, raw_ostream &os) const override {
    if (isa<DIFileAttr>(attr)) {
      os << "di_file";
      return AliasResult::FinalAlias;
    }
    if (isa<DICompileUnitAttr>(attr)) {
      os << "di_compile_unit";
      return AliasResult::FinalAlias;
    }
    if (isa<DISubprogramAttr>(attr)) {
      os << "di_subprogram";
      return AliasResult::FinalAlias;
    }
    if (isa<DILexicalBlockAttr>(attr)) {
      os << "di_lexical_block";
      return AliasResult::FinalAlias;
    }
    return AliasResult::NoAlias;
  }
};
} // namespace

void CudaTileDialect::initialize() {
  registerTypes();
  registerAttributes();
  registerOperations();
  addInterfaces<CudaTileOpAsmInterface>();
}

Operation *CudaTileDialect::materializeConstant(OpBuilder &builder, Attribute value,
                                                Type type, Location loc) {
  auto dense = dyn_cast<DenseIntOrFPElementsAttr>(value);
  if (!dense || dense.getType() != type)
    return nullptr;
  return ConstantOp::create(builder, loc, type, dense);
}

#define GET_OP_CLASSES
#include "tileiras/Dialect/CudaTile/IR/CudaTileOps.cpp.inc"

void CudaTileDialect::registerOperations() {
  addOperations<
#define GET_OP_LIST
#include "tileiras/Dialect/CudaTile/IR/CudaTileOps.cpp.inc"
      >();
}
