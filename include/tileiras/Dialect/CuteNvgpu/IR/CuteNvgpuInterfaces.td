//===- CuteNvgpuInterfaces.td - atom type interfaces -------*- tablegen -*-===//
//
// Generic code asks an atom type what it is through these interfaces, never
// by comparing mnemonics. Each interface returns the atom's key in the
// registry (AtomRegistry.h), where its tier, lattice and residencies live.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_CUTE_NVGPU_INTERFACES
#define TILEIRAS_CUTE_NVGPU_INTERFACES

include "mlir/IR/OpBase.td"

def CuteNvgpu_MmaAtomTypeInterface : TypeInterface<"MmaAtomTypeInterface"> {
  let cppNamespace = "::mlir::cute_nvgpu";
  let description = [{
    An MMA atom: its registry entry gives the SM tier, the shape lattice, the
    operand and accumulator element types and the operand residencies.
    Thread-value (fragment) layouts are not part of this interface yet.
  }];
  let methods = [
    InterfaceMethod<"The atom's key in the MMA registry.",
                    "::mlir::cute_nvgpu::MmaAtomKind", "getMmaAtomKind">,
  ];
}

def CuteNvgpu_CopyAtomTypeInterface : TypeInterface<"CopyAtomTypeInterface"> {
  let cppNamespace = "::mlir::cute_nvgpu";
  let description = [{
    A copy atom (register, async, TMEM or TMA): its registry entry gives the
    SM tier, the source and destination memory spaces and the legal widths.
  }];
  let methods = [
    InterfaceMethod<"The atom's key in the copy registry.",
                    "::mlir::cute_nvgpu::CopyAtomKind", "getCopyAtomKind">,
  ];
}

#endif // TILEIRAS_CUTE_NVGPU_INTERFACES
