//===- CudaTileDialect.td - cuda_tile dialect definition ---*- tablegen -*-===//
//
// The cuda_tile dialect: the public tile IR that cuTile Python, cuTile.jl and
// cutile-rs write as bytecode. Syntax, verifier wording and bytecode numbering
// follow NVIDIA's tools (see docs/cuda_tile.md for the sources and versions).
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_CUDATILE_DIALECT
#define TILEIRAS_CUDATILE_DIALECT

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"

def CudaTile_Dialect : Dialect {
  let name = "cuda_tile";
  let cppNamespace = "::mlir::cuda_tile";
  let summary = "CUDA Tile IR: tile-level kernels for NVIDIA GPUs";
  let useDefaultTypePrinterParser = 0;
  let useDefaultAttributePrinterParser = 1;
  let hasConstantMaterializer = 1;
  let extraClassDeclaration = [{
    void registerTypes();
    void registerAttributes();
    void registerOperations();
    ::mlir::Type parseType(::mlir::DialectAsmParser &parser) const override;
    void printType(::mlir::Type type,
                   ::mlir::DialectAsmPrinter &printer) const override;
  }];
}

// The first bytecode version of each op and its opcode live in
// spec/cuda_tile_ops.json; a unit test checks that table against the ops
// registered here, so the two cannot drift apart.
class CudaTile_Op<string mnemonic, list<Trait> traits = []>
    : Op<CudaTile_Dialect, mnemonic, traits>;

#endif // TILEIRAS_CUDATILE_DIALECT
