//===- CuteNvgpuTypes.td - cute_nvgpu types ----------------*- tablegen -*-===//
//
// The 27 type mnemonics of the cute_nvgpu text surface, case-sensitive
// (`SM120.mma_bs` is uppercase), plus the packed sub-byte integer `i<N>`.
// Atom types carry no parameters: an atom's shape and element types are
// attributes of the op that makes it (make_mma_atom, make_copy_atom). Only
// smem_desc_view, atom.universal_copy and i<N> have payloads.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_CUTE_NVGPU_TYPES
#define TILEIRAS_CUTE_NVGPU_TYPES

include "tileiras/Dialect/CuteNvgpu/IR/CuteNvgpuDialect.td"
include "tileiras/Dialect/CuteNvgpu/IR/CuteNvgpuInterfaces.td"
include "mlir/IR/EnumAttr.td"

class CuteNvgpu_Type<string name, string typeMnemonic, string doc,
                     list<Trait> traits = []>
    : TypeDef<CuteNvgpu_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
  let summary = doc;
}

// An MMA atom; `kind` names its MmaAtomKind in the registry.
class CuteNvgpu_MmaAtom<string name, string typeMnemonic, string kind,
                        string doc>
    : CuteNvgpu_Type<name, typeMnemonic, doc, [CuteNvgpu_MmaAtomTypeInterface]> {
  let extraClassDeclaration = [{
    static constexpr ::mlir::cute_nvgpu::MmaAtomKind kAtomKind =
        ::mlir::cute_nvgpu::MmaAtomKind::}] # kind # [{;
    ::mlir::cute_nvgpu::MmaAtomKind getMmaAtomKind() const { return kAtomKind; }
  }];
}

// A copy atom; `kind` names its CopyAtomKind in the registry.
class CuteNvgpu_CopyAtom<string name, string typeMnemonic, string kind,
                         string doc>
    : CuteNvgpu_Type<name, typeMnemonic, doc, [CuteNvgpu_CopyAtomTypeInterface]> {
  let extraClassDeclaration = [{
    static constexpr ::mlir::cute_nvgpu::CopyAtomKind kAtomKind =
        ::mlir::cute_nvgpu::CopyAtomKind::}] # kind # [{;
    ::mlir::cute_nvgpu::CopyAtomKind getCopyAtomKind() const { return kAtomKind; }
  }];
}

//===----------------------------------------------------------------------===//
// MMA atoms
//===----------------------------------------------------------------------===//

def CuteNvgpu_UniversalFmaAtom : CuteNvgpu_MmaAtom<"UniversalFmaAtom",
    "atom.universal_fma", "UniversalFma", "scalar FMA, every tier">;
def CuteNvgpu_Sm80MmaAtom : CuteNvgpu_MmaAtom<"Sm80MmaAtom", "sm80.mma",
    "Sm80Mma", "dense mma.sync (sm_80)">;
def CuteNvgpu_Sm80SparseMmaAtom : CuteNvgpu_MmaAtom<"Sm80SparseMmaAtom",
    "sm80.sparse_mma", "Sm80SparseMma", "structured-sparse mma.sp (sm_80)">;
def CuteNvgpu_Sm89MmaAtom : CuteNvgpu_MmaAtom<"Sm89MmaAtom", "sm89.mma",
    "Sm89Mma", "FP8 mma.sync (sm_89)">;
def CuteNvgpu_Sm90MmaAtom : CuteNvgpu_MmaAtom<"Sm90MmaAtom", "sm90.mma",
    "Sm90Mma", "wgmma.mma_async (sm_90a)">;
def CuteNvgpu_Sm100MmaAtom : CuteNvgpu_MmaAtom<"Sm100MmaAtom", "sm100.mma",
    "Sm100Mma", "tcgen05.mma (UMMA)">;
def CuteNvgpu_Sm100MmaSpAtom : CuteNvgpu_MmaAtom<"Sm100MmaSpAtom",
    "sm100.mma_sp", "Sm100MmaSp", "tcgen05.mma.sp">;
def CuteNvgpu_Sm100MmaBsAtom : CuteNvgpu_MmaAtom<"Sm100MmaBsAtom",
    "sm100.mma_bs", "Sm100MmaBs", "tcgen05.mma.block_scale">;
def CuteNvgpu_Sm100MmaBsSpAtom : CuteNvgpu_MmaAtom<"Sm100MmaBsSpAtom",
    "sm100.mma_bs_sp", "Sm100MmaBsSp", "tcgen05.mma.sp.block_scale">;
def CuteNvgpu_Sm120MmaBsAtom : CuteNvgpu_MmaAtom<"Sm120MmaBsAtom",
    "SM120.mma_bs", "Sm120MmaBs", "block-scaled mma.sync (sm_120a)">;

//===----------------------------------------------------------------------===//
// Descriptors
//===----------------------------------------------------------------------===//

def CuteNvgpu_SmemDescType : CuteNvgpu_Type<"SmemDesc", "smem_desc",
    "a 64-bit shared-memory matrix descriptor (WGMMA/UMMA)">;

def CuteNvgpu_SmemDescViewType : CuteNvgpu_Type<"SmemDescView",
    "smem_desc_view", "a shared-memory object seen through a descriptor"> {
  let description = [{
    `!cute_nvgpu.smem_desc_view<memref<128xf16, 3>, #cute.layout<"...">>`:
    the shared-memory source and the cute layout that tells WGMMA or UMMA how
    to read it.
  }];
  let parameters = (ins "::mlir::Type":$source, "::mlir::Attribute":$layout);
  let assemblyFormat = "`<` $source `,` $layout `>`";
  let genVerifyDecl = 1;
}

def CuteNvgpu_TmaDescriptorTiledType : CuteNvgpu_Type<"TmaDescriptorTiled",
    "tma_descriptor_tiled", "a tiled-mode TMA descriptor (CUtensorMap)">;
def CuteNvgpu_TmaDescriptorIm2colType : CuteNvgpu_Type<"TmaDescriptorIm2col",
    "tma_descriptor_im2col", "an im2col-mode TMA descriptor (CUtensorMap)">;

//===----------------------------------------------------------------------===//
// Copy atoms
//===----------------------------------------------------------------------===//

def CuteNvgpu_TmemLoadAtom : CuteNvgpu_CopyAtom<"TmemLoadAtom",
    "atom.tmem_load", "TmemLoad", "tcgen05.ld: TMEM to registers">;
def CuteNvgpu_TmemStoreAtom : CuteNvgpu_CopyAtom<"TmemStoreAtom",
    "atom.tmem_store", "TmemStore", "tcgen05.st: registers to TMEM">;
def CuteNvgpu_S2tCopyAtom : CuteNvgpu_CopyAtom<"S2tCopyAtom",
    "atom.s2t_copy", "S2tCopy", "tcgen05.cp: shared memory to TMEM">;
def CuteNvgpu_SimtAsyncCopyAtom : CuteNvgpu_CopyAtom<"SimtAsyncCopyAtom",
    "atom.simt_async_copy", "SimtAsyncCopy", "cp.async: global to shared">;
def CuteNvgpu_LdsmAtom : CuteNvgpu_CopyAtom<"LdsmAtom", "atom.ldsm", "Ldsm",
    "ldmatrix: shared memory to registers">;
def CuteNvgpu_StsmAtom : CuteNvgpu_CopyAtom<"StsmAtom", "atom.stsm", "Stsm",
    "stmatrix: registers to shared memory">;

def CuteNvgpu_MemOrderAttr : I32EnumAttr<"MemOrder", "PTX memory order", [
    I32EnumAttrCase<"relaxed", 0>, I32EnumAttrCase<"acquire", 1>,
    I32EnumAttrCase<"release", 2>, I32EnumAttrCase<"acq_rel", 3>,
    I32EnumAttrCase<"sc", 4>, I32EnumAttrCase<"mmio", 5>,
    I32EnumAttrCase<"constant", 6>, I32EnumAttrCase<"volatile_", 7, "volatile">]> {
  let cppNamespace = "::mlir::cute_nvgpu";
  let genSpecializedAttr = 0;
}
def CuteNvgpu_MemScopeAttr : I32EnumAttr<"MemScope", "PTX memory scope", [
    I32EnumAttrCase<"cluster", 0>, I32EnumAttrCase<"gpu", 1>,
    I32EnumAttrCase<"sys", 2>]> {
  let cppNamespace = "::mlir::cute_nvgpu";
  let genSpecializedAttr = 0;
}

def CuteNvgpu_UniversalCopyAtom : CuteNvgpu_CopyAtom<"UniversalCopyAtom",
    "atom.universal_copy", "UniversalCopy", "plain ld/st of any width"> {
  let description = [{
    `<f16>`, `<f16, 128 b>` (bits, with the space), `<f16, 128 b, allow_dsmem>`,
    `<f16, mem_order=acquire, mem_scope=cluster>`. Absent fields are not
    printed; there is no sentinel spelling.
  }];
  let parameters = (ins "::mlir::Type":$valueType,
                        "unsigned":$bits,
                        "bool":$allowDsmem,
                        "std::optional<::mlir::cute_nvgpu::MemOrder>":$memOrder,
                        "std::optional<::mlir::cute_nvgpu::MemScope>":$memScope);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    static constexpr ::mlir::cute_nvgpu::CopyAtomKind kAtomKind =
        ::mlir::cute_nvgpu::CopyAtomKind::UniversalCopy;
    ::mlir::cute_nvgpu::CopyAtomKind getCopyAtomKind() const { return kAtomKind; }
  }];
}

//===----------------------------------------------------------------------===//
// TMA atoms
//===----------------------------------------------------------------------===//

def CuteNvgpu_TmaLoadAtom : CuteNvgpu_CopyAtom<"TmaLoadAtom",
    "atom.tma_load", "TmaLoad", "executable TMA load">;
def CuteNvgpu_TmaStoreAtom : CuteNvgpu_CopyAtom<"TmaStoreAtom",
    "atom.tma_store", "TmaStore", "executable TMA store">;
def CuteNvgpu_TmaReduceAtom : CuteNvgpu_CopyAtom<"TmaReduceAtom",
    "atom.tma_reduce", "TmaReduce", "executable TMA reduce">;
def CuteNvgpu_NonExecTmaLoadAtom : CuteNvgpu_CopyAtom<"NonExecTmaLoadAtom",
    "atom.non_exec_tiled_tma_load", "NonExecTmaLoad",
    "TMA load before mbarrier and cache binding">;
def CuteNvgpu_NonExecTmaStoreAtom : CuteNvgpu_CopyAtom<"NonExecTmaStoreAtom",
    "atom.non_exec_tiled_tma_store", "NonExecTmaStore",
    "TMA store before execution binding">;
def CuteNvgpu_NonExecTmaReduceAtom : CuteNvgpu_CopyAtom<"NonExecTmaReduceAtom",
    "atom.non_exec_tiled_tma_reduce", "NonExecTmaReduce",
    "TMA reduce before execution binding">;

//===----------------------------------------------------------------------===//
// Packed sub-byte integer
//===----------------------------------------------------------------------===//

def CuteNvgpu_AtomIntegerType : TypeDef<CuteNvgpu_Dialect, "AtomInteger"> {
  let summary = "a packed sub-byte integer fragment element";
  let typeName = "cute_nvgpu.atom_integer";
  let description = [{
    `!cute_nvgpu.i4`, `!cute_nvgpu.i4<divby 2>`: a width and an optional
    packing divisor (packed-lane interpretation, not arithmetic). Parsed by
    the dialect after every fixed mnemonic misses.
  }];
  let parameters = (ins "unsigned":$width, "unsigned":$divisor);
  let genVerifyDecl = 1;
}

#endif // TILEIRAS_CUTE_NVGPU_TYPES
