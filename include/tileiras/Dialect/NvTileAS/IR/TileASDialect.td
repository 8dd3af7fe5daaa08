//===- TileASDialect.td - nv_tileas dialect ----------------*- tablegen -*-===//
//
// nv_tileas is the distributed stage of the SIMT lowering: the same ops as
// nv_tileaa, but every tile type carries the CuTe layout that spreads its
// elements over the CTA's threads (#nv_tileas.simt). NVIDIA's nv_tileas also
// holds async pipelines, TMA and MMA atoms; only the layout stage is here.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_TILEAS_DIALECT
#define TILEIRAS_TILEAS_DIALECT

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"

def TileAS_Dialect : Dialect {
  let name = "nv_tileas";
  let cppNamespace = "::mlir::nv_tileas";
  let summary = "Tiles with explicit thread layouts";
  let description = [{
    A ranked tensor whose encoding is `#nv_tileas.simt` is distributed: the
    encoding says which thread holds which element in which register slot.
    The dialect has no textual or bytecode compatibility contract.
  }];
  // The layout is stored as a #cute.layout; async copies read nv_tileaa
  // memrefs.
  let dependentDialects = ["::mlir::cute::CuteDialect",
                           "::mlir::nv_tileaa::TileAADialect"];
  let useDefaultAttributePrinterParser = 1;
  let useDefaultTypePrinterParser = 1;
  let extraClassDeclaration = [{
    void registerAttributes();
    void registerTypes();
  }];
}

class TileAS_Op<string mnemonic, list<Trait> traits = []>
    : Op<TileAS_Dialect, mnemonic, traits>;

#endif // TILEIRAS_TILEAS_DIALECT
