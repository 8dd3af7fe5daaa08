//===- AtomRegistry.cpp - the cute_nvgpu atom tables ----------------------===//
//
// Seeds 002/003 give the registry; rows marked "ptxas" differ from the seeds
// and follow what ptxas 13.x accepts (docs/cute_nvgpu.md, test
// ptxas-errata.test).
//
//===----------------------------------------------------------------------===//

#include "tileiras/Dialect/CuteNvgpu/IR/AtomRegistry.h"

#include "tileiras/Target/TargetInfo.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <vector>

using namespace mlir;
using namespace mlir::cute_nvgpu;

ElemSet mlir::cute_nvgpu::classifyElement(Type type) {
  if (type.isF16())
    return F16;
  if (type.isBF16())
    return BF16;
  if (type.isTF32())
    return TF32;
  if (type.isF32())
    return F32;
  if (type.isF64())
    return F64;
  if (isa<Float8E4M3FNType>(type))
    return E4M3;
  if (isa<Float8E5M2Type>(type))
    return E5M2;
  if (isa<Float6E2M3FNType>(type))
    return E2M3;
  if (isa<Float6E3M2FNType>(type))
    return E3M2;
  if (isa<Float4E2M1FNType>(type))
    return E2M1;
  if (isa<Float8E8M0FNUType>(type))
    return UE8M0;
  if (auto integer = dyn_cast<IntegerType>(type)) {
    // Signless integers are signed, as in PTX's .s8/.s32 defaults.
    bool isUnsigned = integer.isUnsigned();
    switch (integer.getWidth()) {
    case 1:
      return B1;
    case 4:
      return isUnsigned ? U4 : S4;
    case 8:
      return isUnsigned ? U8 : S8;
    case 32:
      return isUnsigned ? 0 : S32;
    default:
      return 0;
    }
  }
  return 0;
}

std::string mlir::cute_nvgpu::describeElements(ElemSet set) {
  static const std::pair<ElemSet, const char *> names[] = {
      {F16, "f16"},       {BF16, "bf16"},       {TF32, "tf32"},
      {F32, "f32"},       {F64, "f64"},         {S8, "i8"},
      {U8, "ui8"},        {S4, "i4"},           {U4, "ui4"},
      {B1, "i1"},         {S32, "i32"},         {E4M3, "f8E4M3FN"},
      {E5M2, "f8E5M2"},   {E2M3, "f6E2M3FN"},   {E3M2, "f6E3M2FN"},
      {E2M1, "f4E2M1FN"}, {UE8M0, "f8E8M0FNU"}, {UE4M3, "f8E4M3FN"}};
  std::string text;
  for (auto [bit, name] : names) {
    if (!(set & bit))
      continue;
    if (!text.empty())
      text += " or ";
    text += name;
  }
  return text;
}

std::string mlir::cute_nvgpu::describeResidencies(ResidencySet set) {
  static const std::pair<ResidencySet, const char *> names[] = {
      {Rmem, "rmem"},
      {Smem, "smem"},
      {SmemDesc, "smem_desc_view"},
      {Tmem, "tmem"},
      {Gmem, "gmem"}};
  std::string text;
  for (auto [bit, name] : names) {
    if (!(set & bit))
      continue;
    if (!text.empty())
      text += " or ";
    text += name;
  }
  return text;
}

bool mlir::cute_nvgpu::targetHas(const tileiras::TargetInfo &target,
                                 TargetNeed need) {
  switch (need) {
  case TargetNeed::Nothing:
    return true;
  case TargetNeed::Sm75:
    return target.sm >= 75;
  case TargetNeed::Sm80:
    return target.sm >= 80;
  case TargetNeed::Sm89:
    return target.sm >= 89;
  case TargetNeed::Sm90:
    return target.sm >= 90;
  case TargetNeed::Sm100:
    return target.sm >= 100;
  case TargetNeed::CpAsync:
    return target.hasCpAsync();
  case TargetNeed::Wgmma:
    return target.hasWgmma();
  case TargetNeed::Tma:
    return target.hasTma();
  case TargetNeed::Tcgen05:
    return target.hasTcgen05();
  case TargetNeed::Sm120BlockScaledMma:
    // ptxas: "mma with block scale" exists on sm_120a/sm_121a only.
    return target.sm == 120 || target.sm == 121;
  }
  return false;
}

llvm::StringRef mlir::cute_nvgpu::describeNeed(TargetNeed need) {
  switch (need) {
  case TargetNeed::Nothing:
    return "nothing";
  case TargetNeed::Sm75:
    return "sm_75 or newer";
  case TargetNeed::Sm80:
    return "sm_80 or newer";
  case TargetNeed::Sm89:
    return "sm_89 or newer";
  case TargetNeed::Sm90:
    return "sm_90 or newer";
  case TargetNeed::Sm100:
    return "sm_100 or newer";
  case TargetNeed::CpAsync:
    return "cp.async (sm_80 or newer)";
  case TargetNeed::Wgmma:
    return "wgmma (sm_90a only)";
  case TargetNeed::Tma:
    return "TMA (sm_90 or newer)";
  case TargetNeed::Tcgen05:
    return "tcgen05 (sm_100a, sm_103a, sm_110a)";
  case TargetNeed::Sm120BlockScaledMma:
    return "block-scaled mma.sync (sm_120a, sm_121a)";
  }
  return "";
}

std::string mlir::cute_nvgpu::checkTarget(const tileiras::TargetInfo &target,
                                          TargetNeed need,
                                          llvm::StringRef mnemonic,
                                          llvm::StringRef detail) {
  if (targetHas(target, need))
    return {};
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "atom `" << mnemonic << "`";
  if (!detail.empty())
    os << " " << detail;
  os << " is not available on target " << target.name << ": it needs "
     << describeNeed(need);
  return text;
}

//===----------------------------------------------------------------------===//
// MMA lattices
//===----------------------------------------------------------------------===//

namespace {
constexpr ElemSet I8 = S8 | U8, I4 = S4 | U4, F8 = E4M3 | E5M2,
                  F8F6F4 = E4M3 | E5M2 | E2M3 | E3M2 | E2M1;

// A register MMA row: M16 N8 (mma.sync has one N per shape).
constexpr MmaLatticeRow reg(unsigned k, ElemSet a, ElemSet b, ElemSet c) {
  return {16, 8, 8, 8, k, a, b, c, 0, 0};
}
constexpr MmaLatticeRow regScaled(unsigned k, ElemSet ab, ElemSet scale,
                                  unsigned vec) {
  return {16, 8, 8, 8, k, ab, ab, F32, scale, vec};
}

// mma.sync on sm_80 (PTX ISA "Matrix shape" tables; the seed lists only
// 16x8x8, 16x8x16, 16x8x32 s8 and 16x8x64 s4).
const MmaLatticeRow sm80Rows[] = {
    reg(8, F16, F16, F16 | F32),
    reg(8, BF16, BF16, F32),
    reg(8, TF32, TF32, F32),
    reg(4, TF32, TF32, F32),
    reg(16, F16, F16, F16 | F32),
    reg(16, BF16, BF16, F32),
    reg(16, I8, I8, S32),
    reg(32, I8, I8, S32),
    reg(32, I4, I4, S32),
    reg(64, I4, I4, S32),
    reg(128, B1, B1, S32),
    reg(256, B1, B1, S32),
    {8, 8, 8, 8, 4, F64, F64, F64, 0, 0},
};
// mma.sp doubles K of each dense shape.
const MmaLatticeRow sm80SparseRows[] = {
    reg(16, F16, F16, F16 | F32), reg(32, F16, F16, F16 | F32),
    reg(16, BF16, BF16, F32),     reg(32, BF16, BF16, F32),
    reg(8, TF32, TF32, F32),      reg(16, TF32, TF32, F32),
    reg(32, I8, I8, S32),         reg(64, I8, I8, S32),
    reg(64, I4, I4, S32),         reg(128, I4, I4, S32),
};
// ptxas: FP8 mma.sync accepts an f16 accumulator too (the seed: f32 only).
const MmaLatticeRow sm89Rows[] = {
    reg(32, F8, F8, F32 | F16),
};
// wgmma: M64; N 8..256 by 8, except integer and b1 N {8,16,24} then by 16
// (ptxas rejects m64n40k32.s8). No s4/u4 form exists (the seed has one).
const MmaLatticeRow sm90Rows[] = {
    {64, 8, 256, 8, 16, F16, F16, F16 | F32, 0, 0},
    {64, 8, 256, 8, 16, BF16, BF16, F32, 0, 0},
    {64, 8, 256, 8, 8, TF32, TF32, F32, 0, 0},
    {64, 8, 256, 8, 32, F8, F8, F16 | F32, 0, 0},
    {64, 8, 24, 8, 32, I8, I8, S32, 0, 0},
    {64, 32, 256, 16, 32, I8, I8, S32, 0, 0},
    {64, 8, 24, 8, 256, B1, B1, S32, 0, 0},
    {64, 32, 256, 16, 256, B1, B1, S32, 0, 0},
};

// tcgen05.mma: M64 with N 8..256 by 8; M128 (1 CTA) and M256 (2 CTAs) with
// N 16..256 by 16. K is 32 bytes of A, doubled when sparse.
std::vector<MmaLatticeRow> ummaRows(unsigned kScale) {
  struct Kind {
    unsigned k;
    ElemSet ab, c;
  };
  const Kind kinds[] = {{16, F16, F16 | F32},
                        {16, BF16, F32},
                        {8, TF32, F32},
                        {32, F8F6F4, F16 | F32},
                        {32, I8, S32}};
  std::vector<MmaLatticeRow> rows;
  for (unsigned m : {64u, 128u, 256u})
    for (const Kind &kind : kinds)
      rows.push_back({m, m == 64 ? 8u : 16u, 256, m == 64 ? 8u : 16u,
                      kind.k * kScale, kind.ab, kind.ab, kind.c, 0, 0});
  return rows;
}
// Block-scaled UMMA: (K, vec) in {(32,32) mxf8f6f4, (64,32) mxf4 / mxf4nvf4
// 2X, (64,16) mxf4nvf4 4X}, f32 accumulator; K doubles when sparse.
std::vector<MmaLatticeRow> ummaScaledRows(unsigned kScale) {
  std::vector<MmaLatticeRow> rows;
  for (unsigned m : {64u, 128u, 256u}) {
    unsigned nMin = m == 64 ? 8 : 16;
    rows.push_back(
        {m, nMin, 256, nMin, 32 * kScale, F8F6F4, F8F6F4, F32, UE8M0, 32});
    rows.push_back(
        {m, nMin, 256, nMin, 64 * kScale, E2M1, E2M1, F32, UE8M0, 32});
    rows.push_back(
        {m, nMin, 256, nMin, 64 * kScale, E2M1, E2M1, F32, UE8M0 | UE4M3, 16});
  }
  return rows;
}
const MmaLatticeRow sm120Rows[] = {
    regScaled(32, F8F6F4, UE8M0, 32),
    regScaled(64, E2M1, UE8M0, 32),
    regScaled(64, E2M1, UE8M0 | UE4M3, 16),
};

constexpr ResidencySet kReg = Rmem;
} // namespace

const MmaAtomInfo &mlir::cute_nvgpu::getMmaAtomInfo(MmaAtomKind kind) {
  static const std::vector<MmaLatticeRow> umma = ummaRows(1),
                                          ummaSparse = ummaRows(2),
                                          ummaScaled = ummaScaledRows(1),
                                          ummaScaledSparse = ummaScaledRows(2);
  // Residencies: A, B, C, D (seed 003's registry; UMMA A is never rmem).
  static const MmaAtomInfo table[] = {
      {MmaAtomKind::UniversalFma,
       "atom.universal_fma",
       TargetNeed::Nothing,
       kReg,
       kReg,
       kReg,
       kReg,
       {},
       false},
      {MmaAtomKind::Sm80Mma, "sm80.mma", TargetNeed::Sm80, kReg, kReg, kReg,
       kReg, sm80Rows, false},
      {MmaAtomKind::Sm80SparseMma, "sm80.sparse_mma", TargetNeed::Sm80, kReg,
       kReg, kReg, kReg, sm80SparseRows, false},
      {MmaAtomKind::Sm89Mma, "sm89.mma", TargetNeed::Sm89, kReg, kReg, kReg,
       kReg, sm89Rows, false},
      {MmaAtomKind::Sm90Mma, "sm90.mma", TargetNeed::Wgmma, Rmem | SmemDesc,
       SmemDesc, kReg, kReg, sm90Rows, false},
      {MmaAtomKind::Sm100Mma, "sm100.mma", TargetNeed::Tcgen05, SmemDesc | Tmem,
       SmemDesc, Tmem, Tmem, umma, false},
      {MmaAtomKind::Sm100MmaSp, "sm100.mma_sp", TargetNeed::Tcgen05,
       SmemDesc | Tmem, SmemDesc, Tmem, Tmem, ummaSparse, false},
      {MmaAtomKind::Sm100MmaBs, "sm100.mma_bs", TargetNeed::Tcgen05,
       SmemDesc | Tmem, SmemDesc, Tmem, Tmem, ummaScaled, true},
      {MmaAtomKind::Sm100MmaBsSp, "sm100.mma_bs_sp", TargetNeed::Tcgen05,
       SmemDesc | Tmem, SmemDesc, Tmem, Tmem, ummaScaledSparse, true},
      {MmaAtomKind::Sm120MmaBs, "SM120.mma_bs", TargetNeed::Sm120BlockScaledMma,
       kReg, kReg, kReg, kReg, sm120Rows, true},
  };
  return table[static_cast<unsigned>(kind)];
}

llvm::ArrayRef<MatrixCopyShape> mlir::cute_nvgpu::getMatrixCopyShapes() {
  // ptxas 13.x. The seed's .M832 (8x32, u2to4/s2to4) does not exist
  // ("Unknown modifier '.m8n32'"), its .M816 has no signed form, and it
  // misses stmatrix .m16n8 (.b8, .trans required).
  static const MatrixCopyShape table[] = {
      {CopyAtomKind::Ldsm, "m8n8", 1ull << 16, 4, Transpose::Optional,
       TargetNeed::Sm75, ".b16"},
      {CopyAtomKind::Ldsm, "m16n16", 1ull << 8, 2, Transpose::Required,
       TargetNeed::Sm100, ".b8"},
      // Packed 6- or 4-bit sources widened to bytes: .b8x16.b6x16_p32 and
      // .b8x16.b4x16_p64.
      {CopyAtomKind::Ldsm, "m8n16", (1ull << 6) | (1ull << 4), 4,
       Transpose::Forbidden, TargetNeed::Sm100, ".b6x16_p32 or .b4x16_p64"},
      {CopyAtomKind::Stsm, "m8n8", 1ull << 16, 4, Transpose::Optional,
       TargetNeed::Sm90, ".b16"},
      {CopyAtomKind::Stsm, "m16n8", 1ull << 8, 4, Transpose::Required,
       TargetNeed::Sm100, ".b8"},
  };
  return table;
}

const CopyAtomInfo &mlir::cute_nvgpu::getCopyAtomInfo(CopyAtomKind kind) {
  static const CopyAtomInfo table[] = {
      {CopyAtomKind::UniversalCopy, "atom.universal_copy", TargetNeed::Nothing,
       Rmem | Smem | Gmem, Rmem | Smem | Gmem, false, "ld/st"},
      {CopyAtomKind::Ldsm, "atom.ldsm", TargetNeed::Sm75, Smem, Rmem, false,
       "ldmatrix.sync.aligned.m8n8"},
      {CopyAtomKind::Stsm, "atom.stsm", TargetNeed::Sm90, Rmem, Smem, false,
       "stmatrix.sync.aligned.m8n8"},
      {CopyAtomKind::SimtAsyncCopy, "atom.simt_async_copy", TargetNeed::CpAsync,
       Gmem, Smem, false, "cp.async"},
      {CopyAtomKind::TmemLoad, "atom.tmem_load", TargetNeed::Tcgen05, Tmem,
       Rmem, false, "tcgen05.ld"},
      {CopyAtomKind::TmemStore, "atom.tmem_store", TargetNeed::Tcgen05, Rmem,
       Tmem, false, "tcgen05.st"},
      {CopyAtomKind::S2tCopy, "atom.s2t_copy", TargetNeed::Tcgen05,
       Smem | SmemDesc, Tmem, false, "tcgen05.cp"},
      {CopyAtomKind::TmaLoad, "atom.tma_load", TargetNeed::Tma, Gmem, Smem,
       true, "cp.async.bulk.tensor"},
      {CopyAtomKind::TmaStore, "atom.tma_store", TargetNeed::Tma, Smem, Gmem,
       true, "cp.async.bulk.tensor"},
      {CopyAtomKind::TmaReduce, "atom.tma_reduce", TargetNeed::Tma, Smem, Gmem,
       true, "cp.reduce.async.bulk.tensor"},
      {CopyAtomKind::NonExecTmaLoad, "atom.non_exec_tiled_tma_load",
       TargetNeed::Tma, Gmem, Smem, true, "cp.async.bulk.tensor"},
      {CopyAtomKind::NonExecTmaStore, "atom.non_exec_tiled_tma_store",
       TargetNeed::Tma, Smem, Gmem, true, "cp.async.bulk.tensor"},
      {CopyAtomKind::NonExecTmaReduce, "atom.non_exec_tiled_tma_reduce",
       TargetNeed::Tma, Smem, Gmem, true, "cp.reduce.async.bulk.tensor"},
  };
  return table[static_cast<unsigned>(kind)];
}
