/* Launches tcgen05-ops.py's @tcgen05_ops on the emulator (one CTA of 128
 * threads) and checks each case. For each case it makes small-integer A (M x K)
 * and B (K x N), lays them out in a 16 KiB shared-memory image as K-major core
 * matrices without swizzle or in 128-byte swizzle atoms, writes the matrix and
 * instruction descriptors, and
 * compares every thread's tcgen05.ld registers with D = A * B computed here.
 * The PTX ISA's rules are stated again below, independently of
 * utils/emulator/runtime-tcgen05.c (no shared code):
 *  - core matrix: 8 rows (of M or N) x 16 bytes (8 elements of K), rows 16
 *    bytes apart; LBO = distance between core matrices along K, SBO along M/N;
 *  - 128B swizzle (K-major): atoms of 8 rows x 128 bytes (64 elements of K),
 *    SBO apart along M/N; in row r of an atom, 16-byte chunk c is stored at
 *    chunk c ^ r (the atom 1024-byte aligned); a K step moves the start address
 *    by 32 bytes inside the atom;
 *  - shared memory descriptor: start >> 4 in bits 0-13, LBO >> 4 in 16-29,
 *    SBO >> 4 in 32-45, 0b001 in 46-48, swizzle 61-63 (0 none, 2 128B);
 *  - instruction descriptor (.kind::f16): D f32 = 1 at bit 4, A type at 7
 *    (bf16 = 1), B type at 10, negate A bit 13, N >> 3 at 17, M >> 4 at 24;
 *  - D in tensor memory: M = 128 row m at lane m; M = 64 rows 16 q + i at lane
 *    32 q + i; column n at column n;
 *  - tcgen05.ld.16x256b from lane L: register 4 j + i of thread t is
 *    (lane L + t / 4 + 8 (i / 2), column 8 j + 2 (t % 4) + i % 2).
 * Prints "<case>: ok" or "<case>: FAIL ..."; exits 1 on a failure. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int emu_launch(void **params, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
               unsigned by, unsigned bz);

enum { IMAGE = 16 * 1024, B_AT = 8192, THREADS = 128, SLOTS = 64, K = 32 };

struct tc_case {
  const char *name;
  int m, n, bf16, neg_a, swizzle128;
};
static const struct tc_case CASES[] = {
    {"m64n64k32.f16", 64, 64, 0, 0, 0},
    {"m64n32k32.bf16.negA", 64, 32, 1, 1, 0},
    {"m128n64k32.f16", 128, 64, 0, 0, 0},
    {"m64n64k32.f16.sw128", 64, 64, 0, 0, 1},
};
enum { NCASES = sizeof CASES / sizeof CASES[0] };

static unsigned char img[NCASES][IMAGE];
static uint64_t desc[NCASES][8];
static uint32_t out[NCASES][THREADS][SLOTS];

static uint32_t seed = 77;
static int small(void) {
  seed = seed * 1664525u + 1013904223u;
  return (int)((seed >> 16) % 7) - 3;
}

/* The 16-bit pattern of the small integer v as f16 or bf16. */
static uint16_t bits16(int v, int bf16) {
  float f = (float)v;
  if (bf16) {
    uint32_t u;
    memcpy(&u, &f, 4);
    return (uint16_t)(u >> 16);
  }
  _Float16 h = (_Float16)f;
  uint16_t u;
  memcpy(&u, &h, 2);
  return u;
}

/* Element (mn, k) of a K-major operand without swizzle. */
static unsigned place(unsigned mn, unsigned k, unsigned lbo, unsigned sbo) {
  return (mn / 8) * sbo + (k / 8) * lbo + (mn % 8) * 16 + (k % 8) * 2;
}

/* Element (mn, k) of a K-major operand in 128-byte swizzle atoms SBO apart. */
static unsigned place_swizzled(unsigned mn, unsigned k, unsigned sbo) {
  unsigned row = mn % 8, byte = k * 2;
  return (mn / 8) * sbo + row * 128 + ((byte / 16) ^ row) * 16 + byte % 16;
}

static uint64_t smem_desc(unsigned start, unsigned lbo, unsigned sbo, int swizzle128) {
  return (uint64_t)(start >> 4) | (uint64_t)(lbo >> 4) << 16 | (uint64_t)(sbo >> 4) << 32 |
         1ull << 46 | (uint64_t)(swizzle128 ? 2 : 0) << 61;
}

int main(void) {
  static int a[NCASES][128][K], b[NCASES][64][K]; /* b[n][k] */
  for (int r = 0; r < NCASES; ++r) {
    const struct tc_case *c = &CASES[r];
    /* A: core matrices along K next to each other; B: along N next to each
     * other, so that LBO and SBO differ in both. */
    unsigned a_lbo = 128, a_sbo = 128 * (K / 8), b_lbo = 128 * (c->n / 8), b_sbo = 128;
    if (c->swizzle128) /* LBO is not used by swizzled K-major layouts */
      a_lbo = b_lbo = 16, a_sbo = b_sbo = 1024;
    memset(img[r], 0, IMAGE);
    for (int m = 0; m < c->m; ++m)
      for (int k = 0; k < K; ++k) {
        a[r][m][k] = small();
        uint16_t h = bits16(a[r][m][k], c->bf16);
        memcpy(img[r] + (c->swizzle128 ? place_swizzled(m, k, a_sbo) : place(m, k, a_lbo, a_sbo)),
               &h, 2);
      }
    for (int n = 0; n < c->n; ++n)
      for (int k = 0; k < K; ++k) {
        b[r][n][k] = small();
        uint16_t h = bits16(b[r][n][k], c->bf16);
        memcpy(img[r] + B_AT +
                   (c->swizzle128 ? place_swizzled(n, k, b_sbo) : place(n, k, b_lbo, b_sbo)),
               &h, 2);
      }
    for (int s = 0; s < K / 16; ++s) {
      /* step s: K 16 s..16 s + 15, two core matrices on, or 32 bytes into the atom */
      unsigned a_step = c->swizzle128 ? 32 : 2 * a_lbo, b_step = c->swizzle128 ? 32 : 2 * b_lbo;
      desc[r][2 * s] = smem_desc(s * a_step, a_lbo, a_sbo, c->swizzle128);
      desc[r][2 * s + 1] = smem_desc(B_AT + s * b_step, b_lbo, b_sbo, c->swizzle128);
    }
    desc[r][7] = 1u << 4 | (uint32_t)c->bf16 << 7 | (uint32_t)c->bf16 << 10 |
                 (uint32_t)c->neg_a << 13 | (uint32_t)(c->n >> 3) << 17 |
                 (uint32_t)(c->m >> 4) << 24;
  }
  void *pi = img, *pd = desc, *po = out;
  void *params[] = {&pi, &pd, &po};
  emu_launch(params, 1, 1, 1, THREADS, 1, 1);

  int failed = 0;
  for (int r = 0; r < NCASES; ++r) {
    const struct tc_case *c = &CASES[r];
    int bad = 0;
    for (int t = 0; t < THREADS && !bad; ++t) {
      int w = t / 32, l = t % 32, regs = 4 * (c->n / 8);
      for (int h = 0; h < (c->m == 64 ? 1 : 2) && !bad; ++h)
        for (int i = 0; i < regs && !bad; ++i) {
          int lane = 32 * w + 16 * h + l / 4 + 8 * ((i % 4) / 2);
          int col = 8 * (i / 4) + 2 * (l % 4) + i % 2;
          /* the row of D at that lane */
          int row = c->m == 128 ? lane : 16 * (lane / 32) + lane % 32;
          long want = 0;
          for (int k = 0; k < K; ++k)
            want += (long)(c->neg_a ? -a[r][row][k] : a[r][row][k]) * b[r][col][k];
          float got;
          memcpy(&got, &out[r][t][h * regs + i], 4);
          if (got != (float)want) {
            printf("%s: FAIL thread %d register %d: D[%d][%d] = %g, want %ld\n", c->name, t,
                   h * regs + i, row, col, got, want);
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
