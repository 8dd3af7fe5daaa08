//===- AtomRegistry.h - which atom exists where, with what ------*- C++ -*-===//
//
// The cute_nvgpu atom registry as data: for every MMA atom its target
// requirement and shape lattice (M, N, K with the A, B, C and scale element
// types legal for that shape), and for every copy atom its target
// requirement and memory spaces. Verifiers read these tables and nothing
// else, so a fact has one place. Where the seeds and the PTX ISA/ptxas
// disagree the tables follow ptxas (docs/cute_nvgpu.md lists each place).
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_DIALECT_CUTENVGPU_IR_ATOMREGISTRY_H
#define TILEIRAS_DIALECT_CUTENVGPU_IR_ATOMREGISTRY_H

#include "mlir/IR/Types.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>

namespace tileiras {
struct TargetInfo;
} // namespace tileiras

namespace mlir::cute_nvgpu {

enum class MmaAtomKind : uint8_t {
  UniversalFma,
  Sm80Mma,
  Sm80SparseMma,
  Sm89Mma,
  Sm90Mma,
  Sm100Mma,
  Sm100MmaSp,
  Sm100MmaBs,
  Sm100MmaBsSp,
  Sm120MmaBs,
};

enum class CopyAtomKind : uint8_t {
  UniversalCopy,
  Ldsm,
  Stsm,
  SimtAsyncCopy,
  TmemLoad,
  TmemStore,
  S2tCopy,
  TmaLoad,
  TmaStore,
  TmaReduce,
  NonExecTmaLoad,
  NonExecTmaStore,
  NonExecTmaReduce,
};

/// Where an operand lives; a bit set in the registry.
enum Residency : uint8_t {
  Rmem = 1,     // registers: a vector, or a memref without memory space
  Smem = 2,     // memref in address space 3
  SmemDesc = 4, // !cute_nvgpu.smem_desc_view
  Tmem = 8,     // memref in address space 6
  Gmem = 16,    // memref in address space 1
};
using ResidencySet = uint8_t;
/// "smem or rmem", for diagnostics.
std::string describeResidencies(ResidencySet set);

/// The classes of element types the lattice speaks of; a bit set.
enum Elem : uint32_t {
  F16 = 1u << 0,
  BF16 = 1u << 1,
  TF32 = 1u << 2,
  F32 = 1u << 3,
  F64 = 1u << 4,
  S8 = 1u << 5,
  U8 = 1u << 6,
  S4 = 1u << 7,
  U4 = 1u << 8,
  B1 = 1u << 9,
  S32 = 1u << 10,
  E4M3 = 1u << 11,
  E5M2 = 1u << 12,
  E2M3 = 1u << 13,
  E3M2 = 1u << 14,
  E2M1 = 1u << 15,
  UE8M0 = 1u << 16,
  UE4M3 = 1u << 17,
};
using ElemSet = uint32_t;

/// The element class of `type` (si8/i8 are s8, ui8 is u8, ...); 0 when the
/// lattice has no class for it.
ElemSet classifyElement(Type type);
/// "f16 or bf16": the MLIR spellings of the classes in `set`.
std::string describeElements(ElemSet set);

/// What a target must have for an atom to exist there.
enum class TargetNeed : uint8_t {
  Nothing,
  Sm75,
  Sm80,
  Sm89,
  Sm90,
  Sm100,
  CpAsync,
  Wgmma,
  Tma,
  Tcgen05,
  Sm120BlockScaledMma,
};
bool targetHas(const tileiras::TargetInfo &target, TargetNeed need);
/// "wgmma (sm_90a only)": the need in words, for diagnostics.
llvm::StringRef describeNeed(TargetNeed need);

/// One row of an MMA atom's lattice: shapes M x N x K with N in
/// [nMin, nMax] by nStep, and the element types legal together.
struct MmaLatticeRow {
  unsigned m;
  unsigned nMin, nMax, nStep;
  unsigned k;
  ElemSet a, b, c;
  ElemSet scale;    // block-scaled atoms: legal scale-factor types; else 0
  unsigned vecSize; // block-scaled atoms: elements per scale factor; else 0

  bool hasShape(unsigned mm, unsigned nn, unsigned kk) const {
    return mm == m && kk == k && nn >= nMin && nn <= nMax &&
           (nn - nMin) % nStep == 0;
  }
};

struct MmaAtomInfo {
  MmaAtomKind kind;
  llvm::StringRef mnemonic;
  TargetNeed need;
  ResidencySet a, b, c, d;
  /// Empty for atom.universal_fma, whose rule is "all three types equal".
  llvm::ArrayRef<MmaLatticeRow> lattice;
  bool blockScaled;
};
const MmaAtomInfo &getMmaAtomInfo(MmaAtomKind kind);

struct CopyAtomInfo {
  CopyAtomKind kind;
  llvm::StringRef mnemonic;
  TargetNeed need;
  ResidencySet source, destination;
  bool isTma;
  llvm::StringRef lowering; // the PTX instruction family
};
const CopyAtomInfo &getCopyAtomInfo(CopyAtomKind kind);

/// One shape of ldmatrix/stmatrix (atom.ldsm, atom.stsm): which element
/// widths, matrix counts and transposition ptxas accepts, and on which tier.
enum class Transpose : uint8_t { Optional, Required, Forbidden };
struct MatrixCopyShape {
  CopyAtomKind atom;
  llvm::StringRef shape; // "m8n8", "m16n16", ...
  /// Legal element widths in bits, as a bit set (1 << bits).
  uint64_t elementBits;
  unsigned maxMatrices; // counts are 1, 2, 4 up to this
  Transpose transpose;
  TargetNeed need;
  llvm::StringRef ptxType; // for diagnostics
};
llvm::ArrayRef<MatrixCopyShape> getMatrixCopyShapes();

/// "atom `sm90.mma`[ detail] is not available on target sm_80: it needs
/// wgmma (sm_90a only)", or empty when `target` has what `need` asks for.
std::string checkTarget(const tileiras::TargetInfo &target, TargetNeed need,
                        llvm::StringRef mnemonic, llvm::StringRef detail = "");

} // namespace mlir::cute_nvgpu

#endif // TILEIRAS_DIALECT_CUTENVGPU_IR_ATOMREGISTRY_H
