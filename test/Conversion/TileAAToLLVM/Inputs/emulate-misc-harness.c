/* Host emulation of the kernels in emulate-misc-kernels.mlir, as
 * emulate-harness.c does for emulate-kernels.mlir: each CTA runs as `T`
 * pthreads sharing __tileiras_scratch. emu_vprintf implements vprintf's
 * ABI (a format and a buffer of 8-byte arguments, the only sizes the print
 * lowering passes) on the host's printf.
 *
 * launch_grid runs several CTAs at once, each with its own barrier, for
 * kernels without scratch or alloca (one module global here, per CTA on
 * the GPU). The lowering's malloc/free (alloca) are emu_malloc/emu_free
 * (emulate-rewrite.py): storage filled with garbage, 16 bytes past a
 * 128-byte boundary, poisoned when freed.
 *
 * Usage: emulate-misc <threads per CTA>
 */
#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emulate-warp.h"

static int T;
static int nctas = 1;
static __thread int tid, cta;
static __thread pthread_barrier_t *bar;

int emu_tid_x(void) { return tid; }
int emu_tid_y(void) { return 0; }
int emu_tid_z(void) { return 0; }
int emu_ntid_x(void) { return T; }
int emu_ntid_y(void) { return 1; }
int emu_ntid_z(void) { return 1; }
int emu_ctaid_x(void) { return cta; }
int emu_ctaid_y(void) { return 0; }
int emu_ctaid_z(void) { return 0; }
int emu_nctaid_x(void) { return nctas; }
int emu_nctaid_y(void) { return 1; }
int emu_nctaid_z(void) { return 1; }
void emu_barrier(int id) {
  (void)id;
  pthread_barrier_wait(bar);
}

/* The device heap behind alloca. */
enum { MAX_ALLOCS = 16, RED_ZONE = 16 };
static struct allocation {
  char *base, *p;
  size_t size;
  int tid, freed;
} allocs[MAX_ALLOCS];
static int n_allocs, bad_frees;
static pthread_mutex_t heap_lock = PTHREAD_MUTEX_INITIALIZER;
void *emu_malloc(size_t size) {
  pthread_mutex_lock(&heap_lock);
  void *p = NULL;
  if (n_allocs < MAX_ALLOCS) {
    struct allocation *a = &allocs[n_allocs++];
    a->base = aligned_alloc(128, (size + RED_ZONE + 127) / 128 * 128);
    a->p = a->base + RED_ZONE; /* 16-byte aligned, not 32 */
    a->size = size;
    a->tid = tid;
    a->freed = 0;
    memset(a->p, 0xa5, size);
    p = a->p;
  }
  pthread_mutex_unlock(&heap_lock);
  return p;
}
void emu_free(void *p) {
  if (!p)
    return;
  pthread_mutex_lock(&heap_lock);
  int found = 0;
  for (int i = 0; i < n_allocs; ++i)
    if (allocs[i].p == p && !allocs[i].freed) {
      /* A thread still using the storage reads the poison. */
      memset(p, 0x5a, allocs[i].size);
      allocs[i].freed = 1;
      found = 1;
    }
  bad_frees += !found;
  pthread_mutex_unlock(&heap_lock);
}

static pthread_mutex_t print_lock = PTHREAD_MUTEX_INITIALIZER;
int emu_vprintf(const char *fmt, const char *args) {
  pthread_mutex_lock(&print_lock);
  int n = 0;
  for (const char *p = fmt; *p; ++p) {
    if (*p != '%') {
      putchar(*p);
      ++n;
      continue;
    }
    const char *end = p + 1 + strcspn(p + 1, "diuoxXeEfFgGaAcsSpn%");
    char spec[64];
    snprintf(spec, sizeof spec, "%.*s", (int)(end - p + 1), p);
    if (*end == '%') {
      putchar('%');
    } else if (strchr("eEfFgGaA", *end)) {
      double d;
      memcpy(&d, args, 8);
      args += 8;
      n += printf(spec, d);
    } else {
      long long v;
      memcpy(&v, args, 8);
      args += 8;
      n += printf(spec, v);
    }
    p = end;
  }
  pthread_mutex_unlock(&print_lock);
  return n;
}

typedef void (*body_fn)(void *);
struct thread_arg {
  body_fn fn;
  void *arg;
  int t, cta;
  pthread_barrier_t *bar;
};

static void *thread_main(void *p) {
  struct thread_arg *a = p;
  tid = a->t;
  cta = a->cta;
  bar = a->bar;
  emu_warp_enter(cta, tid);
  a->fn(a->arg);
  return NULL;
}

/* Runs fn(arg) as `g` CTAs of T threads, all at the same time. */
enum { MAX_CTAS = 4 };
static void launch_grid(int g, body_fn fn, void *arg) {
  static pthread_t threads[MAX_CTAS * 256];
  static struct thread_arg args[MAX_CTAS * 256];
  static pthread_barrier_t bars[MAX_CTAS];
  if (g > MAX_CTAS || T > 256) {
    printf("launch_grid: too many threads\n");
    exit(2);
  }
  nctas = g;
  for (int c = 0; c < g; ++c)
    pthread_barrier_init(&bars[c], NULL, T);
  emu_warps_init(g, T);
  for (int c = 0; c < g; ++c)
    for (int t = 0; t < T; ++t) {
      args[c * T + t] = (struct thread_arg){fn, arg, t, c, &bars[c]};
      pthread_create(&threads[c * T + t], NULL, thread_main, &args[c * T + t]);
    }
  for (int i = 0; i < g * T; ++i)
    pthread_join(threads[i], NULL);
  for (int c = 0; c < g; ++c)
    pthread_barrier_destroy(&bars[c]);
  emu_warps_fini();
  nctas = 1;
}

/* Runs fn(arg) as one CTA of T threads. */
static void launch(body_fn fn, void *arg) { launch_grid(1, fn, arg); }

static int failures;
static int bad;
static void check(const char *what, int i, double got, double want) {
  if (got == want)
    return;
  if (bad++ < 4)
    printf("  %s[%d] = %g, want %g\n", what, i, got, want);
}
static void report(const char *name) {
  printf("%s: %s\n", name, bad ? "FAIL" : "ok");
  fflush(stdout);
  failures += bad != 0;
  bad = 0;
}

/*--- insert ----------------------------------------------------------------*/
void insert(float *m, float *p, float *out, float *out1);
struct insert_args { float *m, *p, *out, *out1; };
static void insert_body(void *q) {
  struct insert_args *a = q;
  insert(a->m, a->p, a->out, a->out1);
}
static void test_insert(void) {
  float m[256], p[16], out[256], out1[16];
  for (int i = 0; i < 256; ++i)
    m[i] = (float)i;
  for (int i = 0; i < 16; ++i)
    p[i] = -1.0f - (float)i;
  struct insert_args args = {m, p, out, out1};
  launch(insert_body, &args);
  for (int r = 0; r < 16; ++r)
    for (int c = 0; c < 16; ++c) {
      int inside = r >= 4 && r < 8 && c >= 8 && c < 12;
      check("insert", r * 16 + c, out[r * 16 + c],
            inside ? p[(r - 4) * 4 + (c - 8)] : m[r * 16 + c]);
    }
  for (int i = 0; i < 16; ++i)
    check("insert1d", i, out1[i], i >= 8 && i < 12 ? p[i - 8] : m[i]);
  report("insert");
}

/*--- constants -------------------------------------------------------------*/
void constants(int *out, float *outf);
struct constants_args { int *out; float *outf; };
static void constants_body(void *q) {
  struct constants_args *a = q;
  constants(a->out, a->outf);
}
static void test_constants(void) {
  int out[32];
  float outf[64];
  struct constants_args args = {out, outf};
  launch(constants_body, &args);
  static const int want[28] = {5,  2, -1, -4, -7, -10, -13, -16, 3, 1, 4, 1, 5, 9,
                               2,  6, 1,  0,  0,  1,   1,   0,   1, 0, 1, 2, 4, 8};
  for (int i = 0; i < 28; ++i)
    check("constants", i, out[i], want[i]);
  for (int i = 0; i < 64; ++i)
    check("table_f32", i, outf[i], i == 63 ? -1.0 : i * 0.5);
  report("constants");
}

/*--- ordered ---------------------------------------------------------------*/
void ordered(float *x, float *y, int *flag, int *counter, int *olds);
struct ordered_args { float *x, *y; int *flag, *counter, *olds; };
static void ordered_body(void *q) {
  struct ordered_args *a = q;
  ordered(a->x, a->y, a->flag, a->counter, a->olds);
}
static void test_ordered(void) {
  float x[64], y[64];
  int flag = 21, counter = 0, olds[32];
  for (int i = 0; i < 64; ++i)
    x[i] = (float)i - 10.0f;
  for (int i = 0; i < 32; ++i)
    olds[i] = 100 * i;
  struct ordered_args args = {x, y, &flag, &counter, olds};
  launch(ordered_body, &args);
  for (int i = 0; i < 64; ++i)
    check("ordered_view", i, y[i], 2.0 * x[i]);
  check("ordered_scalar", 0, flag, 42);
  for (int i = 0; i < 32; ++i)
    check("ordered_ptr", i, olds[i], 101 * i);
  check("ordered_rmw", 0, counter, 32);
  report("ordered");
}

/*--- print -----------------------------------------------------------------*/
void print_tiles(int n);
static void print_body(void *q) { print_tiles(*(int *)q); }
static void test_print(void) {
  int n = -3;
  launch(print_body, &n);
  fflush(stdout);
}

/*--- pack / unpack and gather / scatter (cuda_tile kernels) -----------------*/
void pack(uint16_t *in, uint8_t *out, uint8_t *in8, int32_t *out32);
struct pack_args { uint16_t *in; uint8_t *out, *in8; int32_t *out32; };
static void pack_body(void *q) {
  struct pack_args *a = q;
  pack(a->in, a->out, a->in8, a->out32);
}
static void test_pack(void) {
  static uint16_t in[64];
  static uint8_t out[128], in8[128];
  static int32_t out32[32];
  for (int i = 0; i < 64; ++i)
    in[i] = (uint16_t)(0x3c00 + i * 0x0101); /* distinct low and high bytes */
  for (int i = 0; i < 128; ++i)
    in8[i] = (uint8_t)(i * 7 + 3);
  struct pack_args args = {in, out, in8, out32};
  launch(pack_body, &args);
  uint8_t want[128];
  memcpy(want, in, sizeof want); /* the host is little-endian too */
  for (int i = 0; i < 128; ++i)
    check("pack", i, out[i], want[i]);
  int32_t want32[32];
  memcpy(want32, in8, sizeof want32);
  for (int i = 0; i < 32; ++i)
    check("unpack", i, out32[i], want32[i]);
  report("pack");
}

void gather(float *src, int32_t *rows, float *out, float *dst);
struct gather_args { float *src; int32_t *rows; float *out, *dst; };
static void gather_body(void *q) {
  struct gather_args *a = q;
  gather(a->src, a->rows, a->out, a->dst);
}
static void test_gather(void) {
  static float src[48], out[16], dst[48];
  static int32_t rows[8] = {5, -1, 2, 7, 0, 3, 9, 1};
  for (int i = 0; i < 48; ++i) {
    src[i] = (float)i;
    dst[i] = -1.0f;
  }
  struct gather_args args = {src, rows, out, dst};
  launch(gather_body, &args);
  for (int r = 0; r < 4; ++r)
    for (int c = 0; c < 4; ++c) {
      int row = rows[r], col = 6 + c;
      int inside = row >= 0 && row < 6 && col < 8;
      check("gather", r * 4 + c, out[r * 4 + c], inside ? src[row * 8 + col] : -INFINITY);
    }
  float want[48];
  for (int i = 0; i < 48; ++i)
    want[i] = -1.0f;
  for (int r = 0; r < 4; ++r)
    for (int c = 0; c < 4; ++c) {
      int row = rows[4 + r], col = -2 + c;
      if (row >= 0 && row < 6 && col >= 0 && col < 8)
        want[row * 8 + col] = 100.0f + 4 * r + c;
    }
  for (int i = 0; i < 48; ++i)
    check("scatter", i, dst[i], want[i]);
  report("gather");
}

/*--- mmaf_scaled -----------------------------------------------------------*/
/* cvt.rn.f16x2.{e4m3x2,e5m2x2}: each byte of x decoded exactly to f16 (the
 * kernel puts the same byte in both halves). Only bits 0..15 are read. */
typedef _Float16 half2 __attribute__((ext_vector_type(2)));
static double e4m3(unsigned b) {
  int e = (b >> 3) & 15, m = b & 7;
  double v = e ? ldexp(1.0 + m / 8.0, e - 7) : ldexp(m, -9);
  return b & 0x80 ? -v : v;
}
static double e5m2(unsigned b) {
  int e = (b >> 2) & 31, m = b & 3;
  double v = e ? ldexp(1.0 + m / 4.0, e - 15) : ldexp(m, -16);
  return b & 0x80 ? -v : v;
}
half2 emu_e4m3x2_to_f16x2(uint16_t x) {
  half2 r = {(_Float16)e4m3(x & 0xff), (_Float16)e4m3((x >> 8) & 0xff)};
  return r;
}
half2 emu_e5m2x2_to_f16x2(uint16_t x) {
  half2 r = {(_Float16)e5m2(x & 0xff), (_Float16)e5m2((x >> 8) & 0xff)};
  return r;
}

/* libdevice's fma, which the dot lowering calls. */
float __nv_fmaf(float x, float y, float z) { return fmaf(x, y, z); }

void scaled(uint8_t *a, uint8_t *b, uint8_t *sa, uint8_t *sb, float *c);
struct scaled_args { uint8_t *a, *b, *sa, *sb; float *c; };
static void scaled_body(void *q) {
  struct scaled_args *p = q;
  scaled(p->a, p->b, p->sa, p->sb, p->c);
}
static void test_scaled(void) {
  static uint8_t a[256], b[256], sa[8], sb[8];
  static float c[16];
  /* No NaN or infinity encodings: e4m3 0x7f, e5m2 0x7c..0x7f. */
  for (int i = 0; i < 256; ++i) {
    a[i] = (uint8_t)(((i * 37 + 11) % 0x7e) | ((i & 1) << 7));
    b[i] = (uint8_t)(((i * 53 + 5) % 0x7b) | ((i % 3 == 0) << 7));
  }
  for (int i = 0; i < 8; ++i) {
    sa[i] = (uint8_t)(120 + i * 2); /* 2^-7 .. 2^7 */
    sb[i] = (uint8_t)(134 - i * 2);
  }
  for (int i = 0; i < 16; ++i)
    c[i] = (float)i - 7.5f;
  float want[16];
  /* The interpreter's order: each product exactly, rounded to f32, added. */
  for (int m = 0; m < 4; ++m)
    for (int n = 0; n < 4; ++n) {
      float acc = c[m * 4 + n];
      for (int k = 0; k < 64; ++k) {
        double p = e4m3(a[m * 64 + k]) * ldexp(1.0, sa[m * 2 + k / 32] - 127) *
                   e5m2(b[k * 4 + n]) * ldexp(1.0, sb[n * 2 + k / 32] - 127);
        acc = acc + (float)p;
      }
      want[m * 4 + n] = acc;
    }
  struct scaled_args args = {a, b, sa, sb, c};
  launch(scaled_body, &args);
  for (int i = 0; i < 16; ++i)
    check("scaled", i, c[i], want[i]);
  report("scaled");
}

/*--- globals ---------------------------------------------------------------*/
void globals(int32_t *idx, int32_t *out, float *outf);
extern int32_t emu_acc_table[64];
struct globals_args { int32_t *idx, *out; float *outf; };
static void globals_body(void *q) {
  struct globals_args *a = q;
  globals(a->idx, a->out, a->outf);
}
static void test_globals(void) {
  static const int32_t lut[16] = {7, -3, 12, 0, 5, 99, -40, 8,
                                  1, 2,  3,  4, 1000, -1000, 64, 31};
  static const float ftab[8] = {0.5f, -1.25f, 3.0f, 1000.0f, -0.0f, 2.5f, 6.0f, -7.75f};
  static const int flags[8] = {1, 0, 0, 1, 1, 1, 0, 1};
  static int32_t idx[64], out[200];
  static float outf[8];
  for (int i = 0; i < 64; ++i)
    idx[i] = (i * 5 + 3) % 16;
  for (int i = 0; i < 200; ++i)
    out[i] = -7777;
  struct globals_args args = {idx, out, outf};
  launch(globals_body, &args);
  for (int i = 0; i < 200; ++i) {
    int32_t want = -7777;
    if (i < 16)
      want = lut[i];
    else if (i < 24)
      want = flags[i - 16] ? 11 : -22;
    else if (i >= 64 && i < 128)
      want = lut[idx[i - 64]];
    check("globals", i, out[i], want);
  }
  for (int i = 0; i < 64; ++i)
    check("acc_table", i, emu_acc_table[i], 10 * i + lut[idx[i]]);
  for (int i = 0; i < 8; ++i)
    check("ftab", i, outf[i], 2.0f * ftab[i]);
  report("globals");
}

/*--- tiled_atomic_red ------------------------------------------------------*/
void atomic_red(float *srcf, float *f, int32_t *srci, int32_t *col, int64_t *src64,
                int64_t *acc64, int32_t *mx, int32_t *mn);
struct red_args {
  float *srcf, *f;
  int32_t *srci, *col;
  int64_t *src64, *acc64;
  int32_t *mx, *mn;
};
static void red_body(void *q) {
  struct red_args *a = q;
  atomic_red(a->srcf, a->f, a->srci, a->col, a->src64, a->acc64, a->mx, a->mn);
}
static void test_atomic_red(void) {
  /* 3 tile blocks at once, launched twice: 6 contributions per element, 48
   * per word of `col`. The floats are small integers and halves: every
   * order of addition is exact. */
  enum { G = 3, R = 2 };
  static float srcf[G * 256], f[256];
  static int32_t srci[G * 256], col[16], mx[64], mn[32];
  static int64_t src64[G * 16], acc64[16];
  for (int b = 0; b < G; ++b) {
    for (int i = 0; i < 256; ++i) {
      srcf[b * 256 + i] = (float)((i * 7 + b * 3) % 11) - 5.0f;
      srci[b * 256 + i] = (i * 13 + b * 29) % 101 - 50;
    }
    for (int i = 0; i < 16; ++i)
      src64[b * 16 + i] = ((int64_t)(i * 1000003 + b) << 20) - 12345;
  }
  for (int i = 0; i < 256; ++i)
    f[i] = i < 200 ? 0.5f * (float)i : -7777.0f;
  for (int i = 0; i < 16; ++i) {
    col[i] = 1000 + i;
    acc64[i] = i;
  }
  for (int i = 0; i < 64; ++i)
    mx[i] = i % 3 == 0 ? 40 : -100;
  for (int i = 0; i < 32; ++i)
    mn[i] = i % 4 == 0 ? 3 : -1;
  struct red_args args = {srcf, f, srci, col, src64, acc64, mx, mn};
  for (int r = 0; r < R; ++r)
    launch_grid(G, red_body, &args);
  for (int i = 0; i < 256; ++i) {
    double want = i < 200 ? 0.5 * i : -7777.0;
    for (int b = 0; b < G; ++b) {
      if (i < 200)
        want += R * srcf[b * 256 + i];
      if (i >= 64 && i < 128)
        want += R * srcf[b * 256 + i - 64];
    }
    check("red_addf", i, f[i], want);
  }
  for (int c = 0; c < 16; ++c) {
    long long want = 1000 + c;
    for (int b = 0; b < G; ++b)
      for (int r = 0; r < 8; ++r)
        want += R * srci[b * 256 + r * 16 + c];
    check("red_add_alias", c, col[c], want);
  }
  for (int i = 0; i < 16; ++i) {
    int64_t want = i;
    for (int b = 0; b < G; ++b)
      want += R * src64[b * 16 + i];
    if (acc64[i] != want && bad++ < 4)
      printf("  red_add64[%d] = %lld, want %lld\n", i, (long long)acc64[i], (long long)want);
  }
  for (int i = 0; i < 64; ++i) {
    int32_t want = i % 3 == 0 ? 40 : -100;
    for (int b = 0; b < G; ++b)
      if (srci[b * 256 + 64 + i] > want)
        want = srci[b * 256 + 64 + i];
    check("red_max", i, mx[i], want);
  }
  for (int i = 0; i < 32; ++i) {
    uint32_t want = i % 4 == 0 ? 3u : 0xffffffffu;
    for (int b = 0; b < G; ++b)
      if ((uint32_t)srci[b * 256 + 192 + i] < want)
        want = (uint32_t)srci[b * 256 + 192 + i];
    check("red_umin", i, (uint32_t)mn[i], want);
  }
  report("atomic_red");
}

/*--- alloca ----------------------------------------------------------------*/
void scratch_alloca(int32_t *out, int64_t *addr);
struct alloca_args { int32_t *out; int64_t *addr; };
static void alloca_body(void *q) {
  struct alloca_args *a = q;
  scratch_alloca(a->out, a->addr);
}
static void test_alloca(void) {
  /* Two launches: the slot and the storage are fresh each time. */
  for (int n = 0; n < 2; ++n) {
    static int32_t out[512];
    int64_t addr = 0;
    for (int i = 0; i < 512; ++i)
      out[i] = -7777;
    int before = n_allocs;
    struct alloca_args args = {out, &addr};
    launch(alloca_body, &args);
    for (int i = 0; i < 256; ++i)
      check("alloca_zero", i, out[i], 0);
    for (int r = 0; r < 16; ++r)
      for (int c = 0; c < 16; ++c)
        check("alloca_transposed", r * 16 + c, out[256 + r * 16 + c], (c * 16 + r) * 5 + 1);
    check("alloca_mallocs", n, n_allocs - before, 1);
    if (n_allocs != before + 1)
      continue;
    struct allocation *a = &allocs[before];
    uintptr_t raw = (uintptr_t)a->p, start = (uintptr_t)addr;
    check("alloca_freed", n, a->freed, 1);
    check("alloca_malloc_tid", n, a->tid, 0);
    check("alloca_aligned", n, start % 128, 0);
    check("alloca_inside", n, start >= raw && start + 256 * sizeof(int32_t) <= raw + a->size, 1);
  }
  check("alloca_bad_frees", 0, bad_frees, 0);
  for (int i = 0; i < n_allocs; ++i)
    free(allocs[i].base);
  report("alloca");
}

/*--- alias_fence -----------------------------------------------------------*/
void fence(float *buf, float *out);
struct fence_args { float *buf, *out; };
static void fence_body(void *q) {
  struct fence_args *a = q;
  fence(a->buf, a->out);
}
static void test_fence(void) {
  static float buf[256], out[512];
  for (int i = 0; i < 256; ++i)
    buf[i] = -1.0f;
  struct fence_args args = {buf, out};
  launch(fence_body, &args);
  for (int r = 0; r < 16; ++r)
    for (int c = 0; c < 16; ++c)
      check("fence_transposed", r * 16 + c, out[r * 16 + c], c * 16 + r + 0.5);
  for (int i = 0; i < 256; ++i)
    check("fence_reversed", i, out[256 + i], 255 - i + 0.5);
  report("fence");
}

int main(int argc, char **argv) {
  T = argc > 1 ? atoi(argv[1]) : 128;
  test_insert();
  test_constants();
  test_ordered();
  test_pack();
  test_gather();
  test_scaled();
  test_globals();
  test_atomic_red();
  test_alloca();
  test_fence();
  test_print();
  printf("%d failed\n", failures);
  return failures != 0;
}
