//===- CuteNvgpuOps.td - cute_nvgpu operations -------------*- tablegen -*-===//
//
// Ops that instantiate an atom with its parameters (builtin attributes, as
// the seed's text surface has no #cute_nvgpu attributes) and one op that
// applies an MMA atom to operands, so that the residency contract has a
// place to be checked. Every verifier consults AtomRegistry.h.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_CUTE_NVGPU_OPS
#define TILEIRAS_CUTE_NVGPU_OPS

include "tileiras/Dialect/CuteNvgpu/IR/CuteNvgpuTypes.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def CuteNvgpu_AnyMmaAtom : Type<
    CPred<"::llvm::isa<::mlir::cute_nvgpu::MmaAtomTypeInterface>($_self)">,
    "an MMA atom type">;
def CuteNvgpu_AnyCopyAtom : Type<
    CPred<"::llvm::isa<::mlir::cute_nvgpu::CopyAtomTypeInterface>($_self)">,
    "a copy atom type">;

def CuteNvgpu_MakeMmaAtomOp : CuteNvgpu_Op<"make_mma_atom",
    [Pure, DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "an MMA atom of one shape and element-type tuple";
  let description = [{
    ```mlir
    %mma = cute_nvgpu.make_mma_atom {shape_MNK = array<i64: 16, 8, 16>,
        a_type = f16, b_type = f16, c_type = f32} : !cute_nvgpu.sm80.mma
    ```
    The verifier checks, in order: the module's target has the atom, the
    shape is in the atom's lattice, then A, B and C element types (and for
    block-scaled atoms the scale types and vector size) against the lattice
    rows of that shape.
  }];
  let arguments = (ins DenseI64ArrayAttr:$shape_MNK, TypeAttr:$a_type,
                       TypeAttr:$b_type, TypeAttr:$c_type,
                       OptionalAttr<TypeAttr>:$sfa_type,
                       OptionalAttr<TypeAttr>:$sfb_type,
                       OptionalAttr<I64Attr>:$vec_size);
  let results = (outs CuteNvgpu_AnyMmaAtom:$atom);
  let assemblyFormat = "attr-dict `:` type($atom)";
  let hasVerifier = 1;
}

def CuteNvgpu_MakeCopyAtomOp : CuteNvgpu_Op<"make_copy_atom",
    [Pure, DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "a register, async or TMEM copy atom";
  let description = [{
    ```mlir
    %ldsm = cute_nvgpu.make_copy_atom {value_type = f16, num_matrices = 4,
        transpose} : !cute_nvgpu.atom.ldsm
    %cpa = cute_nvgpu.make_copy_atom {value_type = f32, bytes = 16,
        cache_mode = "cg"} : !cute_nvgpu.atom.simt_async_copy
    ```
    `shape` (default "m8n8"), `num_matrices` and `transpose` belong to ldsm
    and stsm, `bytes`/`cache_mode` to simt_async_copy. TMA atoms are made by
    make_tma_atom.
  }];
  let arguments = (ins TypeAttr:$value_type,
                       OptionalAttr<StrAttr>:$shape,
                       OptionalAttr<I64Attr>:$num_matrices,
                       UnitAttr:$transpose,
                       OptionalAttr<I64Attr>:$bytes,
                       OptionalAttr<StrAttr>:$cache_mode);
  let results = (outs CuteNvgpu_AnyCopyAtom:$atom);
  let assemblyFormat = "attr-dict `:` type($atom)";
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    ::llvm::LogicalResult verifyMatrixCopy(
        const ::mlir::cute_nvgpu::CopyAtomInfo &info);
  }];
}

def CuteNvgpu_MakeTmaAtomOp : CuteNvgpu_Op<"make_tma_atom",
    [Pure, DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "a TMA atom over a descriptor";
  let description = [{
    ```mlir
    %tma = cute_nvgpu.make_tma_atom %desc {rank = 2, load_mode = "no_multicast",
        num_multicast = 1} : !cute_nvgpu.tma_descriptor_tiled
        -> !cute_nvgpu.atom.non_exec_tiled_tma_load
    ```
    Checks the rank (1..5; im2col 3..5), the load mode against
    num_multicast, and the reduce kind. The partition verifier (layouts,
    G-basis) is not implemented yet.
  }];
  let arguments = (ins AnyTypeOf<[CuteNvgpu_TmaDescriptorTiledType,
                                  CuteNvgpu_TmaDescriptorIm2colType]>:$desc,
                       I64Attr:$rank,
                       OptionalAttr<StrAttr>:$load_mode,
                       OptionalAttr<I64Attr>:$num_multicast,
                       OptionalAttr<StrAttr>:$reduce_kind);
  let results = (outs CuteNvgpu_AnyCopyAtom:$atom);
  let assemblyFormat = "$desc attr-dict `:` type($desc) `->` type($atom)";
  let hasVerifier = 1;
}

def CuteNvgpu_MmaAtomCallOp : CuteNvgpu_Op<"mma_atom_call"> {
  let summary = "D = A * B + C with one MMA atom";
  let description = [{
    ```mlir
    cute_nvgpu.mma_atom_call %umma (%a, %b, %c) -> %d
        : !cute_nvgpu.sm100.mma, !cute_nvgpu.smem_desc_view<...>,
          !cute_nvgpu.smem_desc_view<...>, memref<128x256xf32, 6>,
          memref<128x256xf32, 6>
    ```
    Operands are register fragments (vectors, or memrefs without a memory
    space), shared memory (memref space 3), TMEM (memref space 6) or
    descriptor views. The verifier checks element types against the atom's
    make_mma_atom (when the atom comes from one) and then each operand's
    residency against the registry, first mismatch wins.
  }];
  let arguments = (ins CuteNvgpu_AnyMmaAtom:$atom, AnyType:$a, AnyType:$b,
                       AnyType:$c, AnyType:$d);
  let assemblyFormat = [{
    $atom `(` $a `,` $b `,` $c `)` `->` $d attr-dict `:` type($atom) `,`
    type($a) `,` type($b) `,` type($c) `,` type($d)
  }];
  let hasVerifier = 1;
}

def CuteNvgpu_CopyAtomCallOp : CuteNvgpu_Op<"copy_atom_call"> {
  let summary = "copy `src` into `dst` with one copy atom";
  let description = [{
    ```mlir
    cute_nvgpu.copy_atom_call %ldsm (%src) -> %dst
        : !cute_nvgpu.atom.ldsm, memref<8x8xf16, 3>, vector<2xf16>
    ```
    The verifier checks the element types against the atom's value type
    (from its make_copy_atom, or the universal_copy type itself) and the
    source and destination residencies against the registry.
  }];
  let arguments = (ins CuteNvgpu_AnyCopyAtom:$atom, AnyType:$src,
                       AnyType:$dst);
  let assemblyFormat = [{
    $atom `(` $src `)` `->` $dst attr-dict `:` type($atom) `,` type($src) `,`
    type($dst)
  }];
  let hasVerifier = 1;
}

#endif // TILEIRAS_CUTE_NVGPU_OPS
