/* Launches wgmma-ops.py's @wgmma_ops on the emulator (one CTA of 128 threads,
 * one warpgroup) and checks each case. For each case it makes random A
 * (64 x K), B (K x N) and C (64 x N), lays A and B out in a 48 KiB shared-memory
 * image (A from byte 0, B from byte 16384) in the case's arrangement of core
 * matrices and swizzle atoms, writes the matrix descriptors that describe the
 * arrangement, puts C into each thread's accumulator registers, and compares
 * the D registers with D = A * B (+ C) computed here. The PTX ISA's shared
 * memory layout, descriptor and D-fragment rules are stated again below, in
 * the ISA's terms (atoms of 8 rows, a swizzle that permutes the 16-byte chunks
 * of an atom's row), independently of utils/emulator/runtime-wgmma.c (no shared
 * code). Prints "<case>: ok" or "<case>: FAIL ..."; exits 1 on a failure.
 * Linked with the emulated kernel (wgmma-ops.test) or with wgmma-ops-cuda.c,
 * which runs the kernel on a GPU (wgmma-ops-gpu.test). */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int emu_launch(void **params, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
               unsigned by, unsigned bz);

enum { IMAGE = 48 * 1024, B_AT = 16384, THREADS = 128, SLOTS = 128, MAX_STEPS = 4 };

/* How an operand sits in shared memory: 'K' (K-major: each 8-row atom holds 8
 * rows of M or N, each row a run of K) or 'M' (MN-major: 8 rows of K, each a
 * run of M or N); the swizzle width in bytes (0: none, then an atom's rows are
 * 16 bytes, one core matrix); the byte distances between neighbouring atoms
 * along M/N and along K. */
struct layout {
  char major;
  int swizzle;
  unsigned mn_step, k_step;
};

/* Element types: h f16, b bf16, t tf32, e e4m3, E e5m2, s s8, u u8;
 * accumulators: f f32, H f16, i s32. Rows as wgmma-ops.py's CASES. */
struct wg_case {
  const char *name;
  int n, k, steps, scale_d, scale_a, scale_b;
  char d, a, b;
  int satfinite;
  struct layout la, lb;
};
static const struct wg_case CASES[] = {
    {"m64n8k16.f32.f16.f16 A:K-major B:MN-major", 8, 16, 1, 1, 1, 1, 'f', 'h', 'h', 0,
     {'K', 0, 256, 128}, {'M', 0, 4096, 384}},
    {"m64n64k16.f32.f16.f16 x4 128B-swizzle K-major, scale-d 0", 64, 16, 4, 0, 1, 1, 'f', 'h', 'h',
     0, {'K', 128, 1024, 0}, {'K', 128, 1024, 0}},
    {"m64n256k16.f32.f16.f16 x2 A:MN-major 32B B:K-major 64B, -A", 256, 16, 2, 1, -1, 1, 'f', 'h',
     'h', 0, {'M', 32, 256, 1024}, {'K', 64, 512, 0}},
    {"m64n32k16.f32.bf16.bf16 x2 A:MN-major 128B B:MN-major", 32, 16, 2, 1, 1, 1, 'f', 'b', 'b', 0,
     {'M', 128, 4096, 1024}, {'M', 0, 128, 512}},
    {"m64n16k16.f16.f16.f16 x2 A:K-major 64B B:MN-major 32B, -B", 16, 16, 2, 1, 1, -1, 'H', 'h',
     'h', 0, {'K', 64, 512, 0}, {'M', 32, 4096, 256}},
    {"m64n16k8.f32.tf32.tf32 x2 A:128B B:32B", 16, 8, 2, 1, 1, 1, 'f', 't', 't', 0,
     {'K', 128, 1024, 0}, {'K', 32, 256, 512}},
    {"m64n24k32.s32.s8.u8 A:none B:64B", 24, 32, 1, 1, 1, 1, 'i', 's', 'u', 0,
     {'K', 0, 128, 1024}, {'K', 64, 512, 0}},
    {"m64n8k32.s32.u8.u8.satfinite A:32B B:128B", 8, 32, 1, 1, 1, 1, 'i', 'u', 'u', 1,
     {'K', 32, 256, 0}, {'K', 128, 1024, 0}},
    {"m64n16k32.f32.e4m3.e5m2 A:none B:128B", 16, 32, 1, 1, 1, 1, 'f', 'e', 'E', 0,
     {'K', 0, 256, 128}, {'K', 128, 1024, 0}},
};
enum { NCASES = sizeof CASES / sizeof CASES[0] };

static unsigned char img[NCASES][IMAGE];
static uint64_t desc[NCASES][MAX_STEPS][2];
static uint32_t cin[NCASES][THREADS][SLOTS], dout[NCASES][THREADS][SLOTS];
/* The kernel's four arrays, for wgmma-ops-cuda.c's copies. */
const size_t wgmma_ops_bytes[4] = {sizeof img, sizeof desc, sizeof cin, sizeof dout};

static uint32_t seed = 2024;
static uint32_t rnd(void) {
  seed = seed * 1664525u + 1013904223u;
  return seed >> 8;
}

static int bytes_of(char t) { return t == 'h' || t == 'b' ? 2 : t == 't' ? 4 : 1; }

/* A random element of type t: its value and its bits. Floats are quarters in
 * [-1, 1] (f8: (1 + m/8) 2^e, small e), so that every sum below is exact. */
static double random_elt(char t, uint32_t *bits) {
  int q = (int)(rnd() % 9) - 4;
  float f = q / 4.0f;
  uint32_t u;
  memcpy(&u, &f, 4);
  switch (t) {
  case 'h': { _Float16 h = (_Float16)f; uint16_t x; memcpy(&x, &h, 2); *bits = x; return f; }
  case 'b': *bits = u >> 16; return f;                  /* quarters are exact in bf16 */
  case 't': *bits = u | (rnd() & 0x1FFF); return f;     /* noise in the ignored low bits */
  case 'e': {
    int e = (int)(rnd() % 5) - 2, m = (int)(rnd() % 8), s = (int)(rnd() % 2);
    *bits = (uint32_t)(s << 7 | (e + 7) << 3 | m);
    return (s ? -1 : 1) * ldexp(8 + m, e - 3);
  }
  case 'E': {
    int e = (int)(rnd() % 5) - 2, m = (int)(rnd() % 4), s = (int)(rnd() % 2);
    *bits = (uint32_t)(s << 7 | (e + 15) << 2 | m);
    return (s ? -1 : 1) * ldexp(4 + m, e - 2);
  }
  case 's': { int v = (int)(rnd() % 256) - 128; *bits = (uint8_t)v; return v; }
  default: { int v = (int)(rnd() % 256); *bits = (uint32_t)v; return v; }
  }
}

/* Byte position, in the operand's region, of element (mn, k): the ISA's atoms.
 * K-major: atom (mn / 8, byte k*e / W) holds rows mn % 8, W bytes of K each.
 * MN-major: atom (byte mn*e / W, k / 8) holds rows k % 8, W bytes of M/N each.
 * W is the swizzle width (16 without swizzle). In row r of a swizzled atom, the
 * 16-byte chunk c lies at chunk c ^ (r * W / 128 mod W / 16): 128B permutes by
 * r, 64B by r / 2, 32B by r / 4 (the pattern repeats every 1024, 512, 256
 * bytes, which the atoms' placement respects). */
static unsigned place(const struct layout *l, unsigned mn, unsigned k, unsigned e) {
  unsigned w = l->swizzle ? (unsigned)l->swizzle : 16;
  unsigned row, run, atom;
  if (l->major == 'K') {
    row = mn % 8, run = k * e;
    atom = (mn / 8) * l->mn_step + (run / w) * l->k_step;
  } else {
    row = k % 8, run = mn * e;
    atom = (run / w) * l->mn_step + (k / 8) * l->k_step;
  }
  unsigned in_row = run % w, chunk = in_row / 16;
  if (l->swizzle)
    chunk ^= (row * w / 128) % (w / 16);
  return atom + row * w + chunk * 16 + in_row % 16;
}

/* The descriptor of the operand at byte `at` of the image, for the K slice that
 * starts at k0. Fields (bits): start 13..0, LBO 29..16, SBO 45..32 (bytes / 16),
 * swizzle 63..62 (1 128B, 2 64B, 3 32B). K-major: SBO is the distance between
 * atoms along M/N, LBO between core matrices along K (without swizzle; with
 * one, it is not used and is set to 1). MN-major: without swizzle LBO is the
 * distance along K and SBO along M/N; with a swizzle the other way round. */
static uint64_t descriptor(const struct layout *l, unsigned at, unsigned k0, unsigned e) {
  unsigned start, lbo, sbo;
  unsigned w = l->swizzle ? (unsigned)l->swizzle : 16;
  if (l->major == 'K') {
    start = at + (k0 * e / w) * l->k_step + k0 * e % w;
    lbo = l->swizzle ? 16 : l->k_step;
    sbo = l->mn_step;
  } else {
    start = at + (k0 / 8) * l->k_step;
    lbo = l->swizzle ? l->mn_step : l->k_step;
    sbo = l->swizzle ? l->k_step : l->mn_step;
  }
  uint64_t mode = l->swizzle == 128 ? 1 : l->swizzle == 64 ? 2 : l->swizzle == 32 ? 3 : 0;
  return (uint64_t)(start >> 4) | (uint64_t)(lbo >> 4) << 16 | (uint64_t)(sbo >> 4) << 32 |
         mode << 62;
}

/* The ISA's D fragment: element i of thread t (warp w = t / 32, lane l). */
static void d_pos(unsigned t, unsigned i, unsigned *row, unsigned *col) {
  unsigned w = t / 32, l = t % 32;
  *row = 16 * w + l / 4 + ((i >> 1) & 1) * 8;
  *col = (i >> 2) * 8 + (l & 3) * 2 + (i & 1);
}

static double A[NCASES][64][128], B[NCASES][128][256], C[NCASES][64][256];

static void prepare(int r) {
  const struct wg_case *c = &CASES[r];
  int ktotal = c->k * c->steps, ea = bytes_of(c->a), eb = bytes_of(c->b);
  for (int m = 0; m < 64; ++m)
    for (int k = 0; k < ktotal; ++k) {
      uint32_t bits;
      A[r][m][k] = random_elt(c->a, &bits);
      unsigned at = place(&c->la, m, k, ea);
      if (at + ea > B_AT) { fprintf(stderr, "case %d: A too large\n", r); exit(2); }
      memcpy(&img[r][at], &bits, ea);
    }
  for (int k = 0; k < ktotal; ++k)
    for (int n = 0; n < c->n; ++n) {
      uint32_t bits;
      B[r][k][n] = random_elt(c->b, &bits);
      unsigned at = B_AT + place(&c->lb, n, k, eb);
      if (at + eb > IMAGE) { fprintf(stderr, "case %d: B too large\n", r); exit(2); }
      memcpy(&img[r][at], &bits, eb);
    }
  for (int s = 0; s < c->steps; ++s) {
    desc[r][s][0] = descriptor(&c->la, 0, s * c->k, ea);
    desc[r][s][1] = descriptor(&c->lb, B_AT, s * c->k, eb);
  }
  for (unsigned t = 0; t < THREADS; ++t)
    for (int i = 0; i < c->n / 2; ++i) {
      unsigned row, col;
      d_pos(t, i, &row, &col);
      if (c->d == 'i') {
        int64_t v = c->satfinite ? INT32_MAX - (int64_t)(rnd() % 2000000) : (int32_t)(rnd() << 8);
        C[r][row][col] = (double)v;
        cin[r][t][i] = (uint32_t)v;
      } else {
        float f = ((int)(rnd() % 33) - 16) / 16.0f;
        C[r][row][col] = f;
        if (c->d == 'f') {
          memcpy(&cin[r][t][i], &f, 4);
        } else {
          _Float16 h = (_Float16)f;
          uint16_t x;
          memcpy(&x, &h, 2);
          cin[r][t][i / 2] |= (uint32_t)x << (16 * (i % 2));
        }
      }
    }
}

/* D as the thread's register `i / per` (per elements a register) should hold it. */
static uint32_t expected(int r, unsigned row, unsigned col) {
  const struct wg_case *c = &CASES[r];
  double acc = c->scale_d ? C[r][row][col] : 0;
  for (int k = 0; k < c->k * c->steps; ++k)
    acc += c->scale_a * A[r][row][k] * (c->scale_b * B[r][k][col]);
  if (c->d == 'i') {
    if (c->satfinite && acc > INT32_MAX)
      acc = INT32_MAX;
    return (uint32_t)(int64_t)acc;
  }
  if (c->d == 'f') {
    float f = (float)acc;
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
  }
  _Float16 h = (_Float16)acc;
  uint16_t x;
  memcpy(&x, &h, 2);
  return x;
}

int main(void) {
  for (int r = 0; r < NCASES; ++r)
    prepare(r);
  void *pi = img, *pd = desc, *pc = cin, *po = dout;
  void *params[] = {&pi, &pd, &pc, &po};
  emu_launch(params, 1, 1, 1, THREADS, 1, 1);
  int failed = 0;
  for (int r = 0; r < NCASES; ++r) {
    const struct wg_case *c = &CASES[r];
    int bad = 0;
    for (unsigned t = 0; t < THREADS && !bad; ++t)
      for (int i = 0; i < c->n / 2 && !bad; ++i) {
        unsigned row, col;
        d_pos(t, i, &row, &col);
        uint32_t want = expected(r, row, col), got = dout[r][t][i];
        if (c->d == 'H')
          got = (dout[r][t][i / 2] >> (16 * (i % 2))) & 0xFFFF;
        if (got != want) {
          printf("%s: FAIL (thread %u element %d = D[%u][%u]: got 0x%08x, want 0x%08x)\n",
                 c->name, t, i, row, col, got, want);
          bad = failed = 1;
        }
      }
    if (!bad)
      printf("%s: ok\n", c->name);
  }
  return failed;
}
