/* Launches tcgen05-ops.py's @tcgen05_ops on the emulator (one CTA of 128
 * threads) and checks each case. For each case it makes A (M x K) and B
 * (K x N) of the case's types, lays them out in a 16 KiB shared-memory image as
 * K-major core matrices without swizzle or in 128-byte swizzle atoms, writes
 * the matrix and instruction descriptors, and compares every thread's
 * tcgen05.ld registers with D = A * B computed here, exactly (the values are
 * chosen so that every sum is exact in f32). The PTX ISA's rules are stated
 * again below, independently of utils/emulator/runtime-tcgen05.c (no shared
 * code):
 *  - core matrix: 8 rows (of M or N) x 16 bytes (8 f16, 4 tf32, 16 f8/i8
 *    elements of K), rows 16 bytes apart; LBO = distance between core matrices
 *    along K, SBO along M/N;
 *  - 128B swizzle (K-major): atoms of 8 rows x 128 bytes, SBO apart along M/N;
 *    in row r of an atom, 16-byte chunk c is stored at chunk c ^ r (the atom
 *    1024-byte aligned);
 *  - one MMA takes 32 bytes of K of each row (K = 16 f16/bf16, 8 tf32, 32 f8
 *    and i8): a K step moves the start address by two core matrices (2 LBO),
 *    or 32 bytes inside a swizzle atom;
 *  - shared memory descriptor: start >> 4 in bits 0-13, LBO >> 4 in 16-29,
 *    SBO >> 4 in 32-45, 0b001 in 46-48, swizzle 61-63 (0 none, 2 128B);
 *  - instruction descriptor: D type at bit 4 (f32 1, s32 2), A type at 7 and
 *    B type at 10 (kind::f16: f16 0, bf16 1; kind::tf32: tf32 2;
 *    kind::f8f6f4: e4m3 0, e5m2 1; kind::i8: u8 0, s8 1), negate A bit 13,
 *    N >> 3 at 17, M >> 4 at 24; the kind itself is the intrinsic's operand;
 *  - tf32: a 32-bit word of which the MMA reads sign, 8 exponent bits and the
 *    top 10 mantissa bits (the low 13 bits here are noise it must ignore);
 *    e4m3: sign, 4 exponent bits (bias 7), 3 mantissa bits; e5m2: sign, 5
 *    exponent bits (bias 15), 2 mantissa bits; u8/s8 exact, D s32;
 *  - D in tensor memory: M = 128 row m at lane m; M = 64 rows 16 q + i at lane
 *    32 q + i; column n at column n;
 *  - tcgen05.ld.16x256b from lane L: register 4 j + i of thread t is
 *    (lane L + t / 4 + 8 (i / 2), column 8 j + 2 (t % 4) + i % 2).
 * Prints "<case>: ok" or "<case>: FAIL ..."; exits 1 on a failure. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int emu_launch(void **params, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
               unsigned by, unsigned bz);

/* ROW: bytes of K per row of A and B (two MMAs of 32 bytes). */
enum { IMAGE = 16 * 1024, B_AT = 8192, THREADS = 128, SLOTS = 64, ROW = 64, MAXK = 64 };

enum elt { F16, BF16, TF32, E4M3, E5M2, U8, S8 };
static const unsigned BYTES[] = {2, 2, 4, 1, 1, 1, 1};
static const unsigned TYPE_FIELD[] = {0, 1, 2, 0, 1, 0, 1};

struct tc_case {
  const char *name;
  int m, n;
  enum elt at, bt;
  int neg_a, swizzle128;
};
static const struct tc_case CASES[] = {
    {"m64n64k32.f16", 64, 64, F16, F16, 0, 0},
    {"m64n32k32.bf16.negA", 64, 32, BF16, BF16, 1, 0},
    {"m128n64k32.f16", 128, 64, F16, F16, 0, 0},
    {"m64n64k32.f16.sw128", 64, 64, F16, F16, 0, 1},
    {"m64n32k16.tf32", 64, 32, TF32, TF32, 0, 0},
    {"m64n32k64.e4m3.e5m2", 64, 32, E4M3, E5M2, 0, 0},
    {"m64n32k64.s8.u8", 64, 32, S8, U8, 0, 0},
};
enum { NCASES = sizeof CASES / sizeof CASES[0] };

static unsigned char img[NCASES][IMAGE];
static uint64_t desc[NCASES][8];
static uint32_t out[NCASES][THREADS][SLOTS];

static uint32_t seed = 77;
static uint32_t rnd(void) {
  seed = seed * 1664525u + 1013904223u;
  return seed >> 8;
}
static int small(void) { return (int)((rnd() >> 8) % 7) - 3; }

/* A random element of type t: its bit pattern in *bits, its value returned.
 * The f8 ranges keep every product's last bit at 2^-12 or above and every sum
 * below 2^12, so that D is exact in f32. */
static double element(enum elt t, uint32_t *bits) {
  switch (t) {
  case F16:
  case BF16: {
    int v = small();
    float f = (float)v;
    if (t == BF16) {
      uint32_t u;
      memcpy(&u, &f, 4);
      *bits = u >> 16;
    } else {
      _Float16 h = (_Float16)f;
      uint16_t u;
      memcpy(&u, &h, 2);
      *bits = u;
    }
    return v;
  }
  case TF32: {
    float f = (float)small() / 2;
    uint32_t u;
    memcpy(&u, &f, 4);
    *bits = u | (rnd() & 0x1FFF); /* noise in the 13 bits the MMA ignores */
    return f;
  }
  case E4M3: { /* exponent field 0 (zero, subnormals) .. 9 */
    unsigned sign = rnd() & 1, e = rnd() % 10, m = rnd() % 8;
    *bits = sign << 7 | e << 3 | m;
    double v = e ? ldexp(8 + m, (int)e - 7 - 3) : ldexp(m, 1 - 7 - 3);
    return sign ? -v : v;
  }
  case E5M2: { /* zero, or exponent field 14..17 */
    unsigned sign = rnd() & 1, e = rnd() % 5, m = rnd() % 4;
    if (e == 4)
      e = 0, m = 0;
    else
      e += 14;
    *bits = sign << 7 | e << 2 | m;
    double v = e ? ldexp(4 + m, (int)e - 15 - 2) : 0;
    return sign ? -v : v;
  }
  case U8:
    *bits = rnd() & 0xFF;
    return *bits;
  case S8:
    *bits = rnd() & 0xFF;
    return *bits >= 128 ? (double)*bits - 256 : *bits;
  }
  return 0;
}

/* Byte offset of element (mn, k) of a K-major operand with e-byte elements. */
static unsigned place(unsigned mn, unsigned k, unsigned e, unsigned lbo, unsigned sbo) {
  unsigned byte = k * e;
  return (mn / 8) * sbo + (byte / 16) * lbo + (mn % 8) * 16 + byte % 16;
}

/* The same in 128-byte swizzle atoms SBO apart. */
static unsigned place_swizzled(unsigned mn, unsigned k, unsigned e, unsigned sbo) {
  unsigned row = mn % 8, byte = k * e;
  return (mn / 8) * sbo + row * 128 + ((byte / 16) ^ row) * 16 + byte % 16;
}

static uint64_t smem_desc(unsigned start, unsigned lbo, unsigned sbo, int swizzle128) {
  return (uint64_t)(start >> 4) | (uint64_t)(lbo >> 4) << 16 | (uint64_t)(sbo >> 4) << 32 |
         1ull << 46 | (uint64_t)(swizzle128 ? 2 : 0) << 61;
}

/* Lays out rows x (ROW / e) elements of type t at image offset at; values to v. */
static void operand(unsigned char *image, unsigned at, const struct tc_case *c, enum elt t,
                    int rows, unsigned lbo, unsigned sbo, double v[][MAXK]) {
  unsigned e = BYTES[t];
  for (int mn = 0; mn < rows; ++mn)
    for (unsigned k = 0; k < ROW / e; ++k) {
      uint32_t bits;
      v[mn][k] = element(t, &bits);
      unsigned off = c->swizzle128 ? place_swizzled(mn, k, e, sbo) : place(mn, k, e, lbo, sbo);
      memcpy(image + at + off, &bits, e); /* little-endian: the low e bytes */
    }
}

int main(void) {
  static double a[NCASES][128][MAXK], b[NCASES][64][MAXK]; /* b[n][k] */
  for (int r = 0; r < NCASES; ++r) {
    const struct tc_case *c = &CASES[r];
    /* A: core matrices along K next to each other; B: along N next to each
     * other, so that LBO and SBO differ in both. */
    unsigned a_lbo = 128, a_sbo = 128 * (ROW / 16), b_lbo = 128 * (c->n / 8), b_sbo = 128;
    if (c->swizzle128) /* LBO is not used by swizzled K-major layouts */
      a_lbo = b_lbo = 16, a_sbo = b_sbo = 1024;
    memset(img[r], 0, IMAGE);
    operand(img[r], 0, c, c->at, c->m, a_lbo, a_sbo, a[r]);
    operand(img[r], B_AT, c, c->bt, c->n, b_lbo, b_sbo, b[r]);
    for (int s = 0; s < ROW / 32; ++s) {
      /* step s: bytes 32 s..32 s + 31 of each row, two core matrices on, or 32
       * bytes into the atom */
      unsigned a_step = c->swizzle128 ? 32 : 2 * a_lbo, b_step = c->swizzle128 ? 32 : 2 * b_lbo;
      desc[r][2 * s] = smem_desc(s * a_step, a_lbo, a_sbo, c->swizzle128);
      desc[r][2 * s + 1] = smem_desc(B_AT + s * b_step, b_lbo, b_sbo, c->swizzle128);
    }
    uint32_t dtype = c->at == U8 || c->at == S8 ? 2 : 1;
    desc[r][7] = dtype << 4 | TYPE_FIELD[c->at] << 7 | TYPE_FIELD[c->bt] << 10 |
                 (uint32_t)c->neg_a << 13 | (uint32_t)(c->n >> 3) << 17 |
                 (uint32_t)(c->m >> 4) << 24;
  }
  void *pi = img, *pd = desc, *po = out;
  void *params[] = {&pi, &pd, &po};
  emu_launch(params, 1, 1, 1, THREADS, 1, 1);

  int failed = 0;
  for (int r = 0; r < NCASES; ++r) {
    const struct tc_case *c = &CASES[r];
    int bad = 0, is_int = c->at == U8 || c->at == S8;
    unsigned k_total = ROW / BYTES[c->at];
    for (int t = 0; t < THREADS && !bad; ++t) {
      int w = t / 32, l = t % 32, regs = 4 * (c->n / 8);
      for (int h = 0; h < (c->m == 64 ? 1 : 2) && !bad; ++h)
        for (int i = 0; i < regs && !bad; ++i) {
          int lane = 32 * w + 16 * h + l / 4 + 8 * ((i % 4) / 2);
          int col = 8 * (i / 4) + 2 * (l % 4) + i % 2;
          /* the row of D at that lane */
          int row = c->m == 128 ? lane : 16 * (lane / 32) + lane % 32;
          double want = 0;
          for (unsigned k = 0; k < k_total; ++k)
            want += (c->neg_a ? -a[r][row][k] : a[r][row][k]) * b[r][col][k];
          uint32_t word = out[r][t][h * regs + i];
          float got;
          memcpy(&got, &word, 4);
          if (is_int ? (int32_t)word != (int32_t)want : got != (float)want) {
            if (is_int)
              printf("%s: FAIL thread %d register %d: D[%d][%d] = %d, want %.0f\n", c->name, t,
                     h * regs + i, row, col, (int32_t)word, want);
            else
              printf("%s: FAIL thread %d register %d: D[%d][%d] = %.9g, want %.9g\n", c->name,
                     t, h * regs + i, row, col, got, want);
            bad = 1;
          }
        }
    }
    if (!bad)
      printf("%s: ok\n", c->name);
    failed |= bad;
  }
  return failed;
}
