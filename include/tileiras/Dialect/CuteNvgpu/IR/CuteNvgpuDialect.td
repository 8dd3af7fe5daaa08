//===- CuteNvgpuDialect.td - cute_nvgpu dialect ------------*- tablegen -*-===//
//
// cute_nvgpu: the SM-tier hardware atoms (MMA, copy, TMA, TMEM, descriptors)
// that cute layouts bind to. The text surface is mostly types; operation
// parameters are ordinary builtin attributes. EXPERIMENTAL: nothing on the
// compile path creates these yet (docs/cute_nvgpu.md).
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_CUTE_NVGPU_DIALECT
#define TILEIRAS_CUTE_NVGPU_DIALECT

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"

def CuteNvgpu_Dialect : Dialect {
  let name = "cute_nvgpu";
  let cppNamespace = "::mlir::cute_nvgpu";
  let summary = "SM-tier MMA, copy and TMA atoms for cute layouts";
  let description = [{
    One type per hardware atom (`!cute_nvgpu.sm90.mma`, `!cute_nvgpu.atom.tma_load`,
    ...), descriptor types, and the ops that instantiate an atom with its
    parameters. Every atom is checked against the atom registry
    (AtomRegistry.h): the SM tier that has it, its shape lattice, its
    element types and its operand residencies.
  }];
  let dependentDialects = ["::mlir::cute::CuteDialect"];
  // The type parser is hand-written: `i<N>` is not a fixed mnemonic.
  let useDefaultTypePrinterParser = 0;
  let extraClassDeclaration = [{
    void registerTypes();
    ::mlir::Type parseType(::mlir::DialectAsmParser &parser) const override;
    void printType(::mlir::Type type,
                   ::mlir::DialectAsmPrinter &printer) const override;
  }];
}

class CuteNvgpu_Op<string mnemonic, list<Trait> traits = []>
    : Op<CuteNvgpu_Dialect, mnemonic, traits>;

#endif // TILEIRAS_CUTE_NVGPU_DIALECT
