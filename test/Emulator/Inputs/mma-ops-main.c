/* Launches mma-ops.py's kernel on the emulator (one CTA of 64 threads, two
 * warps) and checks each row. For an mma row it makes A, B and C for each warp,
 * puts every element into the lane and register that the PTX ISA's "Matrix
 * Fragments for mma.mMnNkK" tables name, and checks the D registers the lanes
 * return against a plain product D = A * B + C computed here. The tables are
 * stated again below, each in the ISA's own terms, independently of
 * utils/emulator/runtime-mma.c (no shared code). ldmatrix rows are checked
 * against the ISA's ldmatrix description. Prints "<row>: ok" or
 * "<row>: FAIL ..."; exits 1 on a failure. Linked with the emulated kernel
 * (mma-ops.test) or with mma-ops-cuda.c, which runs the kernel on a GPU
 * (mma-ops-gpu.test). */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

int emu_launch(void **params, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
               unsigned by, unsigned bz);

enum { T = 64, SLOTS = 16 };

/* Element types: h f16, b bf16, t tf32, e e4m3, E e5m2, s s8, u u8, f f32,
 * i s32, d f64, H f16 accumulator. */
struct mma_row {
  const char *name;
  int m, k;
  char a, b, c;
  int satfinite;
};
static const struct mma_row MMA[] = {
    {"m16n8k16.f32.f16.f16.f32", 16, 16, 'h', 'h', 'f', 0},
    {"m16n8k16.f16.f16.f16.f16", 16, 16, 'h', 'h', 'H', 0},
    {"m16n8k8.f32.f16.f16.f32", 16, 8, 'h', 'h', 'f', 0},
    {"m16n8k16.f32.bf16.bf16.f32", 16, 16, 'b', 'b', 'f', 0},
    {"m16n8k8.f32.bf16.bf16.f32", 16, 8, 'b', 'b', 'f', 0},
    {"m16n8k8.f32.tf32.tf32.f32", 16, 8, 't', 't', 'f', 0},
    {"m16n8k4.f32.tf32.tf32.f32", 16, 4, 't', 't', 'f', 0},
    {"m16n8k32.s32.s8.s8.s32", 16, 32, 's', 's', 'i', 0},
    {"m16n8k32.s32.u8.u8.s32", 16, 32, 'u', 'u', 'i', 0},
    {"m16n8k32.s32.s8.u8.s32", 16, 32, 's', 'u', 'i', 0},
    {"m16n8k32.s32.u8.s8.s32", 16, 32, 'u', 's', 'i', 0},
    {"m16n8k32.satfinite.s32.s8.s8.s32", 16, 32, 's', 's', 'i', 1},
    {"m16n8k16.s32.s8.s8.s32", 16, 16, 's', 's', 'i', 0},
    {"m16n8k16.satfinite.s32.u8.u8.s32", 16, 16, 'u', 'u', 'i', 1},
    {"m8n8k16.s32.s8.s8.s32", 8, 16, 's', 's', 'i', 0},
    {"m8n8k4.f64", 8, 4, 'd', 'd', 'd', 0},
    {"m16n8k8.f64", 16, 8, 'd', 'd', 'd', 0},
    {"m16n8k16.f64", 16, 16, 'd', 'd', 'd', 0},
    {"m16n8k32.f32.e4m3.e4m3.f32", 16, 32, 'e', 'e', 'f', 0},
    {"m16n8k32.f32.e5m2.e4m3.f32", 16, 32, 'E', 'e', 'f', 0},
    {"m16n8k32.f16.e4m3.e5m2.f16", 16, 32, 'e', 'E', 'H', 0},
};
enum { NMMA = sizeof MMA / sizeof MMA[0] };
/* cvt.<mode>[.satfinite].tf32.f32 (mode 0: rna, 1: rn, 2: rz) */
static const struct { const char *name; int mode, satfinite; } CVT[] = {
    {"cvt.rna.tf32.f32", 0, 0}, {"cvt.rn.tf32.f32", 1, 0}, {"cvt.rz.tf32.f32", 2, 0},
    {"cvt.rna.satfinite.tf32.f32", 0, 1}};
enum { NCVT = sizeof CVT / sizeof CVT[0] };
static const char *LDMATRIX[] = {"ldmatrix.x4", "ldmatrix.x4.trans", "ldmatrix.x2",
                                 "ldmatrix.x1.trans"};
enum { ROWS = NMMA + NCVT + 4 };

static uint64_t in[ROWS * T * SLOTS], out[ROWS * T * SLOTS];
const size_t mma_ops_bytes = sizeof in; /* for mma-ops-cuda.c's copies */

static uint32_t seed = 12345;
static uint32_t rnd(void) {
  seed = seed * 1664525u + 1013904223u;
  return seed >> 8;
}

static int bits_of(char t) {
  return t == 'h' || t == 'b' || t == 'H' ? 16 : t == 'e' || t == 'E' || t == 's' || t == 'u' ? 8
         : t == 'd' ? 64 : 32;
}

/* --- the ISA's fragment tables (group = lane / 4, tig = lane % 4) -------- */

/* Row and column of element a<i> of lane `lane`. */
static void a_pos(const struct mma_row *r, int lane, int i, int *row, int *col) {
  int group = lane >> 2, tig = lane % 4, bits = bits_of(r->a);
  if (r->m == 8) { /* m8n8k4 .f64, m8n8k16 .s8/.u8 */
    *row = group;
    *col = bits == 64 ? tig : tig * 4 + i;
  } else if (bits == 16) { /* m16n8k8, m16n8k16 .f16/.bf16 */
    if (r->k == 16)
      *row = (i < 2 || (i >= 4 && i < 6)) ? group : group + 8;
    else
      *row = i < 2 ? group : group + 8;
    *col = tig * 2 + (i & 1) + (i >= 4 ? 8 : 0);
  } else if (bits == 8) { /* m16n8k16, m16n8k32 .s8/.u8/.e4m3/.e5m2 */
    if (r->k == 32)
      *row = (i < 4 || (i >= 8 && i < 12)) ? group : group + 8;
    else
      *row = i < 4 ? group : group + 8;
    *col = tig * 4 + (i & 3) + (i >= 8 ? 16 : 0);
  } else if (r->k == 16) { /* m16n8k16 .f64 */
    *row = i % 2 == 0 ? group : group + 8;
    *col = i % 2 == 0 ? i * 2 + tig : i * 2 - 2 + tig;
  } else { /* m16n8k4/k8 .tf32, m16n8k8 .f64 */
    *row = (i == 0 || i == 2) ? group : group + 8;
    *col = i < 2 ? tig : tig + 4;
  }
}

/* Row and column of element b<i>. */
static void b_pos(const struct mma_row *r, int lane, int i, int *row, int *col) {
  int group = lane >> 2, tig = lane % 4, bits = bits_of(r->b);
  *col = group;
  if (bits == 16)
    *row = tig * 2 + (i & 1) + (i >= 2 ? 8 : 0);
  else if (bits == 8)
    *row = tig * 4 + (i & 3) + (i >= 4 ? 16 : 0);
  else if (bits == 64 && r->k == 16)
    *row = i * 4 + tig;
  else
    *row = i == 0 ? tig : tig + 4;
}

/* Row and column of element c<i> (and d<i>). */
static void c_pos(const struct mma_row *r, int lane, int i, int *row, int *col) {
  int group = lane >> 2, tig = lane % 4;
  *row = r->m == 8 || i < 2 ? group : group + 8;
  *col = tig * 2 + (i & 1);
}

/* --- values ---------------------------------------------------------------- */

static double f8_decode(uint8_t code, int e5m2) {
  int man_bits = e5m2 ? 2 : 3, bias = e5m2 ? 15 : 7;
  int e = (code & 0x7F) >> man_bits, m = code & ((1 << man_bits) - 1);
  double mag = (e ? (1 << man_bits) + m : m) * ldexp(1.0, (e ? e : 1) - bias - man_bits);
  return code & 0x80 ? -mag : mag;
}

/* A random element of type t, for operand A (is_a) or B or C of row r: its bits
 * (placed in a register) and the value the product uses. The values make every
 * sum exact in the accumulator's type, so that D is the same whatever the order
 * and the internal precision of the additions, on a GPU as here. */
static uint64_t make(char t, const struct mma_row *r, int is_a, double *value, int64_t *ivalue) {
  uint32_t x = rnd();
  switch (t) {
  case 'h': case 'H': {
    _Float16 h = (_Float16)((double)(int)(x % 15 - 7) * (t == 'h' ? 0.25 : 0.5));
    uint16_t u;
    memcpy(&u, &h, 2);
    *value = h;
    return u;
  }
  case 'b': {
    float f = (float)((int)(x % 15) - 7) * 0.5f;
    uint32_t u;
    memcpy(&u, &f, 4);
    *value = f;
    return u >> 16;
  }
  case 't': { /* the low 13 bits are noise that tf32 ignores */
    float f = (float)((int)(x % 31) - 15) * 0.125f;
    uint32_t u;
    memcpy(&u, &f, 4);
    *value = f;
    return u | (rnd() & 0x1FFF);
  }
  case 'e': case 'E': {
    int man_bits = t == 'E' ? 2 : 3, bias = t == 'E' ? 15 : 7;
    int e = bias - 1 + (int)(x / 8 % 3), m = (int)(x >> 16) & ((1 << man_bits) - 1);
    if (r->c == 'H') /* an f16 sum: 0.5, 0.75, 1, 1.5 */
      e = bias - 1 + (int)(x / 8 % 2), m &= 1 << (man_bits - 1);
    else if (t == 'e' && is_a && x % 8 == 0) /* some e4m3 subnormals in A */
      e = 0, m |= 1;
    uint8_t code = (uint8_t)((x >> 12 & 0x80) | e << man_bits | m);
    *value = f8_decode(code, t == 'E');
    return code;
  }
  case 's': *ivalue = (int8_t)x; return (uint8_t)x;
  case 'u': *ivalue = (uint8_t)x; return (uint8_t)x;
  case 'i': {
    int32_t v = (int32_t)(x << 8 ^ rnd());
    if (r->satfinite) /* near the ends, so that some sums saturate */
      v = x % 3 == 0 ? INT32_MAX - (int32_t)(x % 300000) : x % 3 == 1 ? INT32_MIN + (int32_t)(x % 300000) : v % 1000;
    *ivalue = v;
    return (uint32_t)v;
  }
  case 'f': {
    float f = (float)((int)(x % 31) - 15) * 0.5f;
    uint32_t u;
    memcpy(&u, &f, 4);
    *value = f;
    return u;
  }
  default: { /* 'd': 23-bit multiples of 2^-20 */
    double d = ldexp((double)((int32_t)(x % (1u << 23)) - (1 << 22)), -20);
    uint64_t u;
    memcpy(&u, &d, 8);
    *value = d;
    return u;
  }
  }
}

/* Element i of an operand in its lane's registers: register and bit offset. */
static void place(char t, int i, int *reg, int *shift) {
  int per = bits_of(t) == 64 ? 1 : 32 / bits_of(t);
  *reg = i / per;
  *shift = i % per * bits_of(t);
}

static int elements(int rows, int cols) { return rows * cols / 32; }

/* Each mma row's matrices, for each warp. */
static double fa[NMMA][2][16][32], fb[NMMA][2][32][8], fc[NMMA][2][16][8];
static int64_t ia[NMMA][2][16][32], ib[NMMA][2][32][8], ic[NMMA][2][16][8];

static void fill_mma(int rowno, const struct mma_row *r) {
  int na = elements(r->m, r->k), nb = elements(r->k, 8), nc = elements(r->m, 8);
  int regs_a, regs_b, s;
  place(r->a, na - 1, &regs_a, &s);
  place(r->b, nb - 1, &regs_b, &s);
  regs_a++, regs_b++;
  for (int w = 0; w < 2; ++w)
    for (int lane = 0; lane < 32; ++lane) {
      uint64_t *slot = &in[((size_t)rowno * T + w * 32 + lane) * SLOTS];
      int row, col, reg, shift;
      for (int i = 0; i < na; ++i) {
        a_pos(r, lane, i, &row, &col);
        place(r->a, i, &reg, &shift);
        slot[reg] |= make(r->a, r, 1, &fa[rowno][w][row][col], &ia[rowno][w][row][col]) << shift;
      }
      for (int i = 0; i < nb; ++i) {
        b_pos(r, lane, i, &row, &col);
        place(r->b, i, &reg, &shift);
        slot[regs_a + reg] |= make(r->b, r, 0, &fb[rowno][w][row][col], &ib[rowno][w][row][col]) << shift;
      }
      for (int i = 0; i < nc; ++i) {
        c_pos(r, lane, i, &row, &col);
        place(r->c, i, &reg, &shift);
        slot[regs_a + regs_b + reg] |=
            make(r->c, r, 0, &fc[rowno][w][row][col], &ic[rowno][w][row][col]) << shift;
      }
    }
}

static int check_mma(int rowno, const struct mma_row *r) {
  int nc = elements(r->m, 8);
  for (int w = 0; w < 2; ++w)
    for (int lane = 0; lane < 32; ++lane)
      for (int i = 0; i < nc; ++i) {
        int row, col, reg, shift;
        c_pos(r, lane, i, &row, &col);
        place(r->c, i, &reg, &shift);
        uint64_t bits = out[((size_t)rowno * T + w * 32 + lane) * SLOTS + reg] >> shift;
        double got, want;
        if (r->c == 'i') {
          int64_t acc = ic[rowno][w][row][col];
          for (int k = 0; k < r->k; ++k)
            acc += ia[rowno][w][row][k] * ib[rowno][w][k][col];
          if (r->satfinite)
            acc = acc > INT32_MAX ? INT32_MAX : acc < INT32_MIN ? INT32_MIN : acc;
          want = (int32_t)(uint32_t)acc;
          got = (int32_t)(uint32_t)bits;
        } else {
          /* the sum in k order and in reverse: equal when the data is exact */
          double acc = fc[rowno][w][row][col], rev = acc;
          for (int k = 0; k < r->k; ++k) {
            acc += fa[rowno][w][row][k] * fb[rowno][w][k][col];
            rev += fa[rowno][w][row][r->k - 1 - k] * fb[rowno][w][r->k - 1 - k][col];
          }
          double rounded = r->c == 'H' ? (double)(_Float16)acc : r->c == 'f' ? (double)(float)acc : acc;
          if (acc != rev || rounded != acc) {
            printf("mma.%s: FAIL inexact test data at row %d, col %d\n", r->name, row, col);
            return 1;
          }
        }
        if (r->c == 'd') {
          double acc = fc[rowno][w][row][col];
          for (int k = 0; k < r->k; ++k)
            acc = fma(fa[rowno][w][row][k], fb[rowno][w][k][col], acc);
          want = acc;
          memcpy(&got, &bits, 8);
        } else if (r->c != 'i') {
          double acc = fc[rowno][w][row][col];
          for (int k = 0; k < r->k; ++k)
            acc += fa[rowno][w][row][k] * fb[rowno][w][k][col];
          if (r->c == 'H') {
            _Float16 h;
            uint16_t u = (uint16_t)bits;
            memcpy(&h, &u, 2);
            want = (_Float16)acc, got = h;
          } else {
            float f;
            uint32_t u = (uint32_t)bits;
            memcpy(&f, &u, 4);
            want = (float)acc, got = f;
          }
        }
        if (got != want) {
          printf("mma.%s: FAIL warp %d lane %d d%d (row %d, col %d): %.17g, expected %.17g\n",
                 r->name, w, lane, i, row, col, got, want);
          return 1;
        }
      }
  printf("mma.%s: ok\n", r->name);
  return 0;
}

/* --- cvt to tf32 ---------------------------------------------------------------- */

/* Thread t's f32: ties, their neighbours, carries into the exponent and past
 * the largest finite, subnormals, zeros, infinities, NaNs (one with its payload
 * in the 13 low bits only), then random ones. */
static float cvt_input(int t) {
  static const uint32_t special[] = {
      0x3F801000u, 0x3F803000u, 0x3F800FFFu, 0x3F801001u, 0xBF801000u, 0xBF803000u,
      0x3FFFF000u, 0x7F7FF000u, 0x7F7FFFFFu, 0xFF7FF000u, 0x00001000u, 0x00003000u,
      0x80001FFFu, 0x00000001u, 0x00000000u, 0x80000000u, 0x7F800000u, 0xFF800000u,
      0x7FC00000u, 0x7F800001u, 0x40490FDBu};
  uint32_t u = t < (int)(sizeof special / sizeof *special) ? special[t] : rnd();
  float f;
  memcpy(&f, &u, 4);
  return f;
}

/* The tf32 value of x in `mode`, from its value: a multiple of the tf32 spacing at
 * x's binade (2^-136 below the normal range), rounded as the mode says. */
static float tf32_of(float x, int mode, int satfinite) {
  if (isnan(x) || isinf(x))
    return isinf(x) && satfinite ? copysignf(0x1.FFCp127f, x) : x;
  double ax = fabs((double)x);
  double spacing = ax < 0x1p-126 ? 0x1p-136 : ldexp(1.0, ilogb(ax) - 10);
  double q = ax / spacing;
  q = mode == 0 ? round(q) : mode == 1 ? nearbyint(q) : trunc(q);
  float f = (float)(q * spacing); /* exact, or infinite past 2^128 */
  if (isinf(f) && satfinite)
    f = 0x1.FFCp127f;
  return copysignf(f, x);
}

static void fill_cvt(int rowno) {
  for (int t = 0; t < T; ++t) {
    float f = cvt_input(t);
    memcpy(&in[((size_t)rowno * T + t) * SLOTS], &f, 4);
  }
}

static int check_cvt(int rowno, int which) {
  for (int t = 0; t < T; ++t) {
    float x, want, got;
    memcpy(&x, &in[((size_t)rowno * T + t) * SLOTS], 4);
    want = tf32_of(x, CVT[which].mode, CVT[which].satfinite);
    memcpy(&got, &out[((size_t)rowno * T + t) * SLOTS], 4);
    uint32_t gbits, wbits;
    memcpy(&gbits, &got, 4);
    memcpy(&wbits, &want, 4);
    if (isnan(want) ? !isnan(got) : gbits != wbits) {
      printf("%s: FAIL thread %d: 0x%08x from %a, expected 0x%08x\n", CVT[which].name, t, gbits,
             (double)x, wbits);
      return 1;
    }
  }
  printf("%s: ok\n", CVT[which].name);
  return 0;
}

/* --- ldmatrix ---------------------------------------------------------------- */

/* Shared row s (0..63), column c holds this b16 in row `rowno`. */
static uint16_t tile(int rowno, int s, int c) { return (uint16_t)(rowno << 10 | s << 3 | c); }

static void fill_ldmatrix(int rowno) {
  for (int tid = 0; tid < T; ++tid)
    for (int c = 0; c < 8; ++c)
      in[((size_t)rowno * T + tid) * SLOTS + c / 4] |= (uint64_t)tile(rowno, tid, c) << (c % 4 * 16);
}

/* ldmatrix.m8n8.xN: lanes 8i..8i+7 give the addresses of rows 0..7 of matrix
 * i (here lane l of warp w points at shared row 32w + 31 - l); each lane gets,
 * in register i, the two elements of matrix i at row lane / 4, columns
 * 2 (lane % 4) and 2 (lane % 4) + 1 -- of the transposed matrix for .trans. */
static int check_ldmatrix(int rowno, const char *name, int count, int trans) {
  for (int tid = 0; tid < T; ++tid) {
    int w = tid / 32, lane = tid % 32;
    for (int i = 0; i < count; ++i) {
      uint32_t got = (uint32_t)out[((size_t)rowno * T + tid) * SLOTS + i], want = 0;
      for (int j = 0; j < 2; ++j) {
        int mrow = lane / 4, mcol = 2 * (lane % 4) + j;
        if (trans) {
          int x = mrow;
          mrow = mcol, mcol = x;
        }
        int addr_lane = 8 * i + mrow;
        want |= (uint32_t)tile(rowno, 32 * w + 31 - addr_lane, mcol) << (16 * j);
      }
      if (got != want) {
        printf("%s: FAIL thread %d register %d: 0x%08x, expected 0x%08x\n", name, tid, i, got, want);
        return 1;
      }
    }
  }
  printf("%s: ok\n", name);
  return 0;
}

int main(void) {
  for (int r = 0; r < NMMA; ++r)
    fill_mma(r, &MMA[r]);
  for (int r = 0; r < NCVT; ++r)
    fill_cvt(NMMA + r);
  for (int r = 0; r < 4; ++r)
    fill_ldmatrix(NMMA + NCVT + r);
  memset(out, 0xEE, sizeof out);
  void *pin = in, *pout = out;
  void *params[] = {&pin, &pout};
  emu_launch(params, 1, 1, 1, T, 1, 1);
  int failed = 0;
  for (int r = 0; r < NMMA; ++r)
    failed |= check_mma(r, &MMA[r]);
  for (int r = 0; r < NCVT; ++r)
    failed |= check_cvt(NMMA + r, r);
  for (int r = 0; r < 4; ++r) {
    int count = strstr(LDMATRIX[r], ".x")[2] - '0', trans = strstr(LDMATRIX[r], "trans") != NULL;
    failed |= check_ldmatrix(NMMA + NCVT + r, LDMATRIX[r], count, trans);
  }
  return failed;
}
