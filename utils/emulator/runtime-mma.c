/* Warp-level matrix instructions of the emulator's runtime (utils/emulator,
 * docs/testing.md): mma.sync and ldmatrix, from the PTX ISA's "Matrix
 * Fragments for mma.mMnNkK" and ldmatrix sections, independently of the
 * compiler's atom layouts.
 *
 * emulate.py calls each NVVM intrinsic that returns a struct through a
 * wrapper: the operands' bits in in[] (one 64-bit slot per register, low
 * bytes first), the result registers in out[]. Every lane of the warp
 * deposits its A, B and C registers in a warp exchange; each lane then
 * rebuilds the whole A, B and C and computes its own D registers.
 *
 * Fragments (lane l, g = l / 4, t = l % 4; e elements per register: 2 for
 * 16-bit types, 4 for 8-bit, 1 for tf32/f64; element j of register r):
 *   A (M x K):  row g + 8 * (r % 2),  column (r / 2) * 4e + t * e + j
 *   B (K x N):  row r * 4e + t * e + j,  column g
 *   C, D:       element i (registers in order, j fastest) at row
 *               g + 8 * (i / 2), column 2t + i % 2
 * which is each table of the ISA for m16n8k4/k8/k16/k32 and, with one A
 * register and M = 8, for m8n8k4 (f64) and m8n8k16 (s8/u8).
 *
 * Numerics: integer products summed exactly into C, then wrapped to 32 bits
 * (or clamped with .satfinite); f16/bf16/tf32/f8 products are exact in
 * double and summed onto C in k order in double, rounded once to the
 * destination type; tf32 operands keep their top 19 bits (the low 13
 * mantissa bits are ignored); f64 is one fma per k, in k order.
 */
#include "runtime.h"

#include <math.h>
#include <stdint.h>
#include <string.h>

enum elt { F16, BF16, TF32, E4M3, E5M2, S8, U8, F32, S32, F64 };

struct mma_kind {
  const char *name;
  unsigned m, k; /* n is 8 */
  enum elt a, b, c, d;
  int satfinite;
};

static unsigned elt_bits(enum elt t) {
  switch (t) {
  case F16: case BF16: return 16;
  case E4M3: case E5M2: case S8: case U8: return 8;
  case F64: return 64;
  default: return 32;
  }
}

/* Elements per register: 32-bit registers, except f64's 64-bit ones. */
static unsigned per_reg(enum elt t) { return t == F64 ? 1 : 32 / elt_bits(t); }

double emu_f8_value(uint32_t bits, unsigned exp_bits, int e4m3) {
  unsigned man_bits = 7 - exp_bits, bias = (1u << (exp_bits - 1)) - 1;
  unsigned e = (bits >> man_bits) & ((1u << exp_bits) - 1), m = bits & ((1u << man_bits) - 1);
  double sign = bits & 0x80 ? -1.0 : 1.0;
  if (e4m3 ? (e == 15 && m == 7) : e == 31)
    return e4m3 || m ? NAN : sign * INFINITY;
  if (e == 0)
    return sign * ldexp(m, 1 - (int)bias - (int)man_bits);
  return sign * ldexp((1u << man_bits) | m, (int)e - (int)bias - (int)man_bits);
}

/* Element j of a register's bits, as a double (floats) or an integer. */
static double float_elt(enum elt t, uint64_t reg, unsigned j) {
  unsigned bits = elt_bits(t);
  uint64_t x = bits == 64 ? reg : (reg >> (j * bits)) & ((1ull << bits) - 1);
  switch (t) {
  case F16: { _Float16 h; uint16_t u = (uint16_t)x; memcpy(&h, &u, 2); return h; }
  case BF16: { uint32_t u = (uint32_t)x << 16; float f; memcpy(&f, &u, 4); return f; }
  case TF32: { uint32_t u = (uint32_t)x & 0xFFFFE000u; float f; memcpy(&f, &u, 4); return f; }
  case F32: { uint32_t u = (uint32_t)x; float f; memcpy(&f, &u, 4); return f; }
  case E4M3: return emu_f8_value((uint32_t)x, 4, 1);
  case E5M2: return emu_f8_value((uint32_t)x, 5, 0);
  case F64: { double d; memcpy(&d, &x, 8); return d; }
  default: return 0;
  }
}

static int64_t int_elt(enum elt t, uint64_t reg, unsigned j) {
  unsigned bits = elt_bits(t);
  uint64_t x = (reg >> (j * bits)) & ((1ull << bits) - 1);
  switch (t) {
  case S8: return (int8_t)x;
  case U8: return (uint8_t)x;
  default: return (int32_t)x;
  }
}

static uint64_t float_bits(enum elt t, double v) {
  switch (t) {
  case F16: { _Float16 h = (_Float16)v; uint16_t u; memcpy(&u, &h, 2); return u; }
  case F32: { float f = (float)v; uint32_t u; memcpy(&u, &f, 4); return u; }
  default: { uint64_t u; memcpy(&u, &v, 8); return u; }
  }
}

static int is_int(enum elt t) { return t == S8 || t == U8 || t == S32; }

/* A .sync.aligned instruction: every lane of the warp executes it together. */
static void exchange_all_lanes(const char *what, const uint64_t *mine, unsigned n,
                               uint64_t lanes[32][EMU_EXCHANGE_MAX]) {
  uint32_t took_part = emu_warp_exchange(what, 0xFFFFFFFFu, mine, n, lanes);
  if (took_part != 0xFFFFFFFFu)
    emu_fatal("%s in warp %u: lanes 0x%08x did not execute it (they exited); the ISA "
              "requires all 32 lanes", what, emu_warp(), ~took_part);
}

static void mma(const struct mma_kind *kind, const uint64_t *in, uint64_t *out) {
  unsigned m = kind->m, k = kind->k, ea = per_reg(kind->a), eb = per_reg(kind->b);
  unsigned na = m * k / 32 / ea, nb = k * 8 / 32 / eb, nc = m * 8 / 32 / per_reg(kind->c);
  uint64_t lanes[32][EMU_EXCHANGE_MAX];
  exchange_all_lanes(kind->name, in, na + nb + nc, lanes);

  /* The whole A, B and C, as the ISA's fragment tables place them. */
  static __thread double fa[16][32], fb[32][8], fc[16][8];
  static __thread int64_t ia[16][32], ib[32][8], ic[16][8];
  int ints = is_int(kind->a);
  for (unsigned l = 0; l < 32; ++l) {
    unsigned g = l / 4, t = l % 4;
    for (unsigned r = 0; r < na; ++r)
      for (unsigned j = 0; j < ea; ++j) {
        unsigned row = g + 8 * (r % 2), col = (r / 2) * 4 * ea + t * ea + j;
        if (ints)
          ia[row][col] = int_elt(kind->a, lanes[l][r], j);
        else
          fa[row][col] = float_elt(kind->a, lanes[l][r], j);
      }
    for (unsigned r = 0; r < nb; ++r)
      for (unsigned j = 0; j < eb; ++j) {
        unsigned row = r * 4 * eb + t * eb + j, col = g;
        if (ints)
          ib[row][col] = int_elt(kind->b, lanes[l][na + r], j);
        else
          fb[row][col] = float_elt(kind->b, lanes[l][na + r], j);
      }
    for (unsigned i = 0; i < m * 8 / 32; ++i) {
      unsigned ec = per_reg(kind->c), row = g + 8 * (i / 2), col = 2 * t + i % 2;
      uint64_t reg = lanes[l][na + nb + i / ec];
      if (ints)
        ic[row][col] = int_elt(kind->c, reg, i % ec);
      else
        fc[row][col] = float_elt(kind->c, reg, i % ec);
    }
  }

  unsigned lane = emu_lane(), g = lane / 4, t = lane % 4, ed = per_reg(kind->d);
  memset(out, 0, (m * 8 / 32 / ed) * sizeof *out);
  for (unsigned i = 0; i < m * 8 / 32; ++i) {
    unsigned row = g + 8 * (i / 2), col = 2 * t + i % 2;
    uint64_t bits;
    if (ints) {
      int64_t acc = ic[row][col];
      for (unsigned kk = 0; kk < k; ++kk)
        acc += ia[row][kk] * ib[kk][col];
      if (kind->satfinite)
        acc = acc > INT32_MAX ? INT32_MAX : acc < INT32_MIN ? INT32_MIN : acc;
      bits = (uint32_t)acc;
    } else if (kind->a == F64) {
      double acc = fc[row][col];
      for (unsigned kk = 0; kk < k; ++kk)
        acc = fma(fa[row][kk], fb[kk][col], acc);
      bits = float_bits(F64, acc);
    } else {
      double acc = fc[row][col];
      for (unsigned kk = 0; kk < k; ++kk)
        acc += fa[row][kk] * fb[kk][col];
      bits = float_bits(kind->d, acc);
    }
    out[i / ed] |= bits << (i % ed * elt_bits(kind->d));
  }
}

/* emu_nvvm_mma_<shape>_row_col_<types>(in, out) for llvm.nvvm.mma.<shape>.row.col.<types>
 * (name: the intrinsic's, for messages). */
#define MMA(fn, name, M, K, A, B, C, D, SAT)                                         \
  void emu_nvvm_mma_##fn(const uint64_t *in, uint64_t *out) {                        \
    static const struct mma_kind kind = {"mma.sync." name, M, K, A, B, C, D, SAT};  \
    mma(&kind, in, out);                                                             \
  }
/* f16 multiplicands: <dtype>_<ctype> */
MMA(m16n8k16_row_col_f32_f32, "m16n8k16.row.col.f32.f32", 16, 16, F16, F16, F32, F32, 0)
MMA(m16n8k16_row_col_f16_f16, "m16n8k16.row.col.f16.f16", 16, 16, F16, F16, F16, F16, 0)
MMA(m16n8k8_row_col_f32_f32, "m16n8k8.row.col.f32.f32", 16, 8, F16, F16, F32, F32, 0)
MMA(m16n8k8_row_col_f16_f16, "m16n8k8.row.col.f16.f16", 16, 8, F16, F16, F16, F16, 0)
/* bf16 and tf32: f32 accumulators */
MMA(m16n8k16_row_col_bf16, "m16n8k16.row.col.bf16", 16, 16, BF16, BF16, F32, F32, 0)
MMA(m16n8k8_row_col_bf16, "m16n8k8.row.col.bf16", 16, 8, BF16, BF16, F32, F32, 0)
MMA(m16n8k8_row_col_tf32, "m16n8k8.row.col.tf32", 16, 8, TF32, TF32, F32, F32, 0)
MMA(m16n8k4_row_col_tf32, "m16n8k4.row.col.tf32", 16, 4, TF32, TF32, F32, F32, 0)
/* f64 */
MMA(m8n8k4_row_col_f64, "m8n8k4.row.col.f64", 8, 4, F64, F64, F64, F64, 0)
MMA(m16n8k4_row_col_f64, "m16n8k4.row.col.f64", 16, 4, F64, F64, F64, F64, 0)
MMA(m16n8k8_row_col_f64, "m16n8k8.row.col.f64", 16, 8, F64, F64, F64, F64, 0)
MMA(m16n8k16_row_col_f64, "m16n8k16.row.col.f64", 16, 16, F64, F64, F64, F64, 0)
/* 8-bit integers: s32 accumulators, wrapping or .satfinite */
#define MMA_INT(shape, M, K)                                                          \
  MMA(shape##_row_col_s8, #shape ".row.col.s8", M, K, S8, S8, S32, S32, 0)             \
  MMA(shape##_row_col_u8, #shape ".row.col.u8", M, K, U8, U8, S32, S32, 0)             \
  MMA(shape##_row_col_s8_u8, #shape ".row.col.s8.u8", M, K, S8, U8, S32, S32, 0)       \
  MMA(shape##_row_col_u8_s8, #shape ".row.col.u8.s8", M, K, U8, S8, S32, S32, 0)       \
  MMA(shape##_row_col_satfinite_s8, #shape ".row.col.satfinite.s8", M, K, S8, S8, S32, \
      S32, 1)                                                                           \
  MMA(shape##_row_col_satfinite_u8, #shape ".row.col.satfinite.u8", M, K, U8, U8, S32, \
      S32, 1)                                                                           \
  MMA(shape##_row_col_satfinite_s8_u8, #shape ".row.col.satfinite.s8.u8", M, K, S8, U8, \
      S32, S32, 1)                                                                      \
  MMA(shape##_row_col_satfinite_u8_s8, #shape ".row.col.satfinite.u8.s8", M, K, U8, S8, \
      S32, S32, 1)
MMA_INT(m8n8k16, 8, 16)
MMA_INT(m16n8k16, 16, 16)
MMA_INT(m16n8k32, 16, 32)
#undef MMA_INT
/* f8 multiplicands (sm_89+): <dtype>_<atype>_<btype>_<ctype> */
#define MMA_F8(shape, K, A, B, a, b)                                                 \
  MMA(shape##_row_col_f32_##a##_##b##_f32, #shape ".row.col.f32." #a "." #b ".f32", 16, K, A, B, \
      F32, F32, 0)                                                                   \
  MMA(shape##_row_col_f16_##a##_##b##_f16, #shape ".row.col.f16." #a "." #b ".f16", 16, K, A, B, \
      F16, F16, 0)
#define MMA_F8_ALL(shape, K)                                                         \
  MMA_F8(shape, K, E4M3, E4M3, e4m3, e4m3)                                           \
  MMA_F8(shape, K, E4M3, E5M2, e4m3, e5m2)                                           \
  MMA_F8(shape, K, E5M2, E4M3, e5m2, e4m3)                                           \
  MMA_F8(shape, K, E5M2, E5M2, e5m2, e5m2)
MMA_F8_ALL(m16n8k32, 32)
MMA_F8_ALL(m16n8k16, 16)
#undef MMA_F8_ALL
#undef MMA_F8
#undef MMA

/* ldmatrix.sync.aligned.m8n8.xN[.trans].b16: lanes 8i..8i+7 give the row
 * addresses of matrix i; register i of lane l holds row l / 4, columns
 * 2 (l % 4) and 2 (l % 4) + 1 of matrix i (.trans: of its transpose). */
static void ldmatrix(const char *what, unsigned count, int trans, const void *p, uint64_t *out) {
  uint64_t mine = (uint64_t)(uintptr_t)p, lanes[32][EMU_EXCHANGE_MAX];
  exchange_all_lanes(what, &mine, 1, lanes);
  unsigned lane = emu_lane(), row = lane / 4, col = 2 * (lane % 4);
  for (unsigned i = 0; i < count; ++i) {
    uint16_t half[2];
    for (unsigned j = 0; j < 2; ++j) {
      /* trans: element (row, col + j) of the transpose is (col + j, row) */
      unsigned r = trans ? col + j : row, c = trans ? row : col + j;
      memcpy(&half[j], (const char *)(uintptr_t)lanes[8 * i + r][0] + 2 * c, 2);
    }
    out[i] = half[0] | (uint32_t)half[1] << 16;
  }
}

#define LDMATRIX(N, TRANS, suffix, fn, name)                                          \
  void emu_nvvm_ldmatrix_sync_aligned_m8n8_x##N##fn##_b16_##suffix(const uint64_t *in,  \
                                                                   uint64_t *out) {     \
    ldmatrix("ldmatrix.sync.aligned.m8n8.x" #N name ".b16", N, TRANS,                    \
             (const void *)(uintptr_t)in[0], out);                                      \
  }
#define LDMATRIX_X1(TRANS, suffix, fn, name)                                            \
  uint32_t emu_nvvm_ldmatrix_sync_aligned_m8n8_x1##fn##_b16_##suffix(const void *p) {   \
    uint64_t out[1];                                                                    \
    ldmatrix("ldmatrix.sync.aligned.m8n8.x1" name ".b16", 1, TRANS, p, out);             \
    return (uint32_t)out[0];                                                            \
  }
#define LDMATRIX_ALL(suffix)                                                            \
  LDMATRIX_X1(0, suffix, , "") LDMATRIX_X1(1, suffix, _trans, ".trans")                 \
  LDMATRIX(2, 0, suffix, , "") LDMATRIX(2, 1, suffix, _trans, ".trans")                 \
  LDMATRIX(4, 0, suffix, , "") LDMATRIX(4, 1, suffix, _trans, ".trans")
LDMATRIX_ALL(p3) /* shared pointer */
LDMATRIX_ALL(p0) /* generic pointer */
#undef LDMATRIX_ALL
#undef LDMATRIX_X1
#undef LDMATRIX

/* cvt.{rna,rn,rz}[.satfinite].tf32.f32, the conversion that feeds a tf32 mma:
 * the f32 bit pattern rounded to 10 fraction bits, its 13 low bits zero (a
 * carry rounds up into the exponent, to infinity past the largest tf32).
 * NaN stays a NaN; .satfinite turns an infinite result into the largest
 * finite tf32 of its sign. */
static uint32_t to_tf32(float x, int mode, int satfinite) {
  uint32_t u;
  memcpy(&u, &x, 4);
  if ((u & 0x7F800000u) == 0x7F800000u && (u & 0x007FFFFFu))
    return 0x7FFFFFFFu;
  uint32_t low = u & 0x1FFFu, sign = u & 0x80000000u;
  u &= ~0x1FFFu;
  if ((mode == 0 && low >= 0x1000u) ||                                  /* rna */
      (mode == 1 && (low > 0x1000u || (low == 0x1000u && (u & 0x2000u))))) /* rn */
    u += 0x2000u;
  if (satfinite && (u & 0x7FFFFFFFu) == 0x7F800000u)
    u = sign | 0x7F7FE000u;
  return u;
}
uint32_t emu_nvvm_f2tf32_rna(float x) { return to_tf32(x, 0, 0); }
uint32_t emu_nvvm_f2tf32_rna_satfinite(float x) { return to_tf32(x, 0, 1); }
uint32_t emu_nvvm_f2tf32_rn(float x) { return to_tf32(x, 1, 0); }
uint32_t emu_nvvm_f2tf32_rn_satfinite(float x) { return to_tf32(x, 1, 1); }
uint32_t emu_nvvm_f2tf32_rz(float x) { return to_tf32(x, 2, 0); }
uint32_t emu_nvvm_f2tf32_rz_satfinite(float x) { return to_tf32(x, 2, 1); }
