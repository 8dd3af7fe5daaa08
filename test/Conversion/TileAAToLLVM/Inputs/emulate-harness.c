/* Host emulation of the kernels in emulate-kernels.mlir.
 *
 * The lowered LLVM IR (with the NVVM special registers and the CTA barrier
 * renamed to the emu_* functions below by emulate-rewrite.py) is compiled
 * for the host. Each CTA runs as `T` threads sharing the one
 * __tileiras_scratch global, synchronised by a pthread barrier; CTAs run one
 * after another. Every test prints "<name>: ok" or "<name>: FAIL ...".
 *
 * Usage: emulate <threads per CTA>
 */
#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emulate-cta.h"

/* The libdevice functions the kernels use. */
float __nv_expf(float x) { return expf(x); }
float __nv_fmaf(float a, float b, float c) { return fmaf(a, b, c); }
float __nv_fmaxf(float a, float b) { return fmaxf(a, b); }

static void check_f(const char *what, int i, float got, float want) {
  if (fabsf(got - want) <= 1e-5f * fabsf(want) + 1e-6f)
    return;
  if (bad++ < 4)
    printf("  %s[%d] = %g, want %g\n", what, i, got, want);
}
static void check_i(const char *what, int i, long long got, long long want) {
  if (got == want)
    return;
  if (bad++ < 4)
    printf("  %s[%d] = %lld, want %lld\n", what, i, got, want);
}
static float value(int i) { return (float)((i * 37 + 11) % 23) / 8.0f - 1.25f; }

/*--- softmax ---------------------------------------------------------------*/
void softmax(float *a, int n);
struct softmax_args { float *a; int n; };
static void softmax_body(void *p) {
  struct softmax_args *s = p;
  softmax(s->a, s->n);
}
static void test_softmax(void) {
  enum { N = 456 };
  float a[512], ref[512];
  for (int i = 0; i < 512; ++i)
    a[i] = ref[i] = value(i);
  struct softmax_args args = {a, N};
  launch(2, 1, 1, softmax_body, &args);
  for (int blk = 0; blk < 2; ++blk) {
    double s = 0;
    for (int i = blk * 256; i < blk * 256 + 256; ++i)
      s += i < N ? expf(ref[i]) : 1.0; /* padding 0 -> exp(0) */
    for (int i = blk * 256; i < blk * 256 + 256; ++i)
      check_f("softmax", i, a[i], i < N ? (float)(expf(ref[i]) / s) : ref[i]);
  }
  report("softmax");
}

/*--- transpose -------------------------------------------------------------*/
void transpose(float *in, float *out, float *out2);
struct transpose_args { float *in, *out, *out2; };
static void transpose_body(void *p) {
  struct transpose_args *t = p;
  transpose(t->in, t->out, t->out2);
}
static void test_transpose(void) {
  float in[20 * 24], out[24 * 20 + 64], out2[24 * 20 + 64];
  for (int i = 0; i < 20 * 24; ++i)
    in[i] = value(i);
  for (int i = 0; i < 24 * 20 + 64; ++i)
    out[i] = out2[i] = 99.0f;
  struct transpose_args args = {in, out, out2};
  launch(2, 1, 1, transpose_body, &args);
  for (int c = 0; c < 24; ++c)
    for (int r = 0; r < 20; ++r) {
      check_f("transpose", c * 20 + r, out[c * 20 + r], in[r * 24 + c]);
      check_f("transpose_dim_map", c * 20 + r, out2[c * 20 + r], in[r * 24 + c]);
    }
  for (int i = 24 * 20; i < 24 * 20 + 64; ++i) {
    check_f("transpose_tail", i, out[i], 99.0f);
    check_f("transpose_dim_map_tail", i, out2[i], 99.0f);
  }
  report("transpose");
}

/*--- outer_add -------------------------------------------------------------*/
void outer_add(float *row, float *col, float *out);
struct outer_args { float *row, *col, *out; };
static void outer_body(void *p) {
  struct outer_args *o = p;
  outer_add(o->row, o->col, o->out);
}
static void test_outer_add(void) {
  float row[64], col[32], out[32 * 64];
  for (int i = 0; i < 64; ++i)
    row[i] = value(i);
  for (int i = 0; i < 32; ++i)
    col[i] = 100.0f * i;
  struct outer_args args = {row, col, out};
  launch(1, 1, 1, outer_body, &args);
  for (int r = 0; r < 32; ++r)
    for (int c = 0; c < 64; ++c)
      check_f("outer_add", r * 64 + c, out[r * 64 + c], col[r] + row[c]);
  report("outer_add");
}

/*--- scans -----------------------------------------------------------------*/
void scans(int *in, int *fwd, int *rev);
struct scan_args { int *in, *fwd, *rev; };
static void scans_body(void *p) {
  struct scan_args *s = p;
  scans(s->in, s->fwd, s->rev);
}
static void test_scans(void) {
  int in[200], fwd[200], rev[200];
  for (int i = 0; i < 200; ++i)
    in[i] = (i * 13) % 17 - 5;
  struct scan_args args = {in, fwd, rev};
  launch(1, 1, 1, scans_body, &args);
  for (int r = 0; r < 4; ++r) {
    int s = 0;
    for (int c = 0; c < 50; ++c) {
      s += in[r * 50 + c];
      check_i("scan_forward", r * 50 + c, fwd[r * 50 + c], s);
    }
    s = 0;
    for (int c = 49; c >= 0; --c) {
      s += in[r * 50 + c];
      check_i("scan_reverse", r * 50 + c, rev[r * 50 + c], s);
    }
  }
  report("scans");
}

/*--- reductions ------------------------------------------------------------*/
void reductions(float *in, float *vmax, int *imax, float *csum);
struct red_args { float *in, *vmax; int *imax; float *csum; };
static void red_body(void *p) {
  struct red_args *r = p;
  reductions(r->in, r->vmax, r->imax, r->csum);
}
static void test_reductions(void) {
  float in[200], vmax[4], csum[50];
  int imax[4];
  for (int i = 0; i < 200; ++i)
    in[i] = value(i * 7 + 3);
  struct red_args args = {in, vmax, imax, csum};
  launch(1, 1, 1, red_body, &args);
  for (int r = 0; r < 4; ++r) {
    float m = -INFINITY;
    int at = 0;
    for (int c = 0; c < 50; ++c)
      if (in[r * 50 + c] > m) {
        m = in[r * 50 + c];
        at = c;
      }
    check_f("row_max", r, vmax[r], m);
    check_i("row_argmax", r, imax[r], at);
  }
  for (int c = 0; c < 50; ++c) {
    float s = 0;
    for (int r = 0; r < 4; ++r)
      s += in[r * 50 + c];
    check_f("column_sum", c, csum[c], s);
  }
  report("reductions");
}

/*--- dots ------------------------------------------------------------------*/
void dots(float *a, float *b, float *c, float *d, uint8_t *au, uint8_t *bu,
          int *cu, int *du, float *ab, float *bb, float *cb, float *db);
struct dot_args {
  float *a, *b, *c, *d;
  uint8_t *au, *bu;
  int *cu, *du;
  float *ab, *bb, *cb, *db;
};
static void dots_body(void *p) {
  struct dot_args *x = p;
  dots(x->a, x->b, x->c, x->d, x->au, x->bu, x->cu, x->du, x->ab, x->bb,
       x->cb, x->db);
}
static void test_dots(void) {
  static float a[16 * 24], b[24 * 8], c[16 * 8], d[16 * 8];
  static uint8_t au[16 * 24], bu[24 * 8];
  static int cu[16 * 8], du[16 * 8];
  static float ab[2 * 8 * 12], bb[2 * 12 * 4], cb[2 * 8 * 4], db[2 * 8 * 4];
  for (int i = 0; i < 16 * 24; ++i) {
    a[i] = value(i);
    au[i] = (uint8_t)(i * 29 + 200);
  }
  for (int i = 0; i < 24 * 8; ++i) {
    b[i] = value(i + 5);
    bu[i] = (uint8_t)(i * 53 + 130);
  }
  for (int i = 0; i < 16 * 8; ++i) {
    c[i] = value(i + 9);
    cu[i] = i - 64;
  }
  for (int i = 0; i < 2 * 8 * 12; ++i)
    ab[i] = value(i + 2);
  for (int i = 0; i < 2 * 12 * 4; ++i)
    bb[i] = value(i + 3);
  for (int i = 0; i < 2 * 8 * 4; ++i)
    cb[i] = value(i + 4);
  struct dot_args args = {a, b, c, d, au, bu, cu, du, ab, bb, cb, db};
  launch(1, 1, 1, dots_body, &args);
  for (int m = 0; m < 16; ++m)
    for (int n = 0; n < 8; ++n) {
      float s = c[m * 8 + n];
      long long si = cu[m * 8 + n];
      for (int k = 0; k < 24; ++k) {
        s = fmaf(a[m * 24 + k], b[k * 8 + n], s);
        si += (long long)au[m * 24 + k] * bu[k * 8 + n];
      }
      check_f("dot_f32", m * 8 + n, d[m * 8 + n], s);
      check_i("dot_u8", m * 8 + n, du[m * 8 + n], (int)si);
    }
  for (int bt = 0; bt < 2; ++bt)
    for (int m = 0; m < 8; ++m)
      for (int n = 0; n < 4; ++n) {
        float s = cb[bt * 32 + m * 4 + n];
        for (int k = 0; k < 12; ++k)
          s = fmaf(ab[bt * 96 + m * 12 + k], bb[bt * 48 + k * 4 + n], s);
        check_f("dot_batched", bt * 32 + m * 4 + n, db[bt * 32 + m * 4 + n], s);
      }
  report("dots");
}

/*--- atomics ---------------------------------------------------------------*/
void atomics(int *counter, int *hist, int *vmax, int *ctas, int *olds,
             int *flag, int *cas_old);
struct atomic_args { int *counter, *hist, *vmax, *ctas, *olds, *flag, *cas_old; };
static void atomics_body(void *p) {
  struct atomic_args *x = p;
  atomics(x->counter, x->hist, x->vmax, x->ctas, x->olds, x->flag, x->cas_old);
}
static void test_atomics(void) {
  int counter = 0, hist[7] = {0}, vmax = -1, ctas = 0, olds[64], flag = 0,
      cas_old[64];
  enum { CTAS = 3 };
  struct atomic_args args = {&counter, hist, &vmax, &ctas, olds, &flag, cas_old};
  launch(CTAS, 1, 1, atomics_body, &args);
  check_i("counter", 0, counter, 200 * CTAS);
  for (int k = 0; k < 7; ++k)
    check_i("hist", k, hist[k], CTAS * ((200 - k + 6) / 7));
  check_i("max", 0, vmax, 199);
  check_i("ctas", 0, ctas, CTAS);
  for (int i = 0; i < CTAS; ++i)
    check_i("old", i, olds[i], i);
  check_i("flag", 0, flag, 1);
  for (int i = 0; i < CTAS; ++i)
    check_i("cas_old", i, cas_old[i], i == 0 ? 0 : 1);
  report("atomics");
}

/*--- atomics2 --------------------------------------------------------------*/
void atomics2(float *facc, float *olds, int *umin);
struct atomic2_args { float *facc, *olds; int *umin; };
static void atomics2_body(void *p) {
  struct atomic2_args *x = p;
  atomics2(x->facc, x->olds, x->umin);
}
static void test_atomics2(void) {
  float facc[4] = {0, 0, 0, 0}, olds[200];
  int umin = -1; /* 0xffffffff */
  for (int i = 0; i < 200; ++i)
    olds[i] = -1.0f;
  struct atomic2_args args = {facc, olds, &umin};
  launch(1, 1, 1, atomics2_body, &args);
  float want[4] = {0, 0, 0, 0};
  for (int i = 0; i < 200; ++i)
    if (i % 3 == 0)
      want[i % 4] += (float)i;
  for (int k = 0; k < 4; ++k)
    check_f("facc", k, facc[k], want[k]);
  /* The old values of one bin are distinct partial sums below the total. */
  for (int i = 0; i < 200; ++i) {
    if (i % 3 != 0) {
      check_f("olds_untouched", i, olds[i], -1.0f);
      continue;
    }
    if (!(olds[i] >= 0.0f && olds[i] <= want[i % 4] - (float)i))
      check_f("olds_range", i, olds[i], 0.0f);
  }
  check_i("umin", 0, (unsigned)umin, 0u); /* i = 100 */
  report("atomics2");
}

/*--- cat_extract -----------------------------------------------------------*/
void cat_extract(float *a, float *b, float *out_cat, float *m, float *out_ext,
                 float *out_cat2);
struct cat_args { float *a, *b, *out_cat, *m, *out_ext, *out_cat2; };
static void cat_body(void *p) {
  struct cat_args *x = p;
  cat_extract(x->a, x->b, x->out_cat, x->m, x->out_ext, x->out_cat2);
}
static void test_cat_extract(void) {
  float a[4] = {1, 2, 3, 4}, b[4] = {10, 20, 30, 40}, out_cat[8], m[256],
        out_ext[64], out_cat2[64];
  for (int i = 0; i < 256; ++i)
    m[i] = (float)i;
  struct cat_args args = {a, b, out_cat, m, out_ext, out_cat2};
  launch(1, 1, 1, cat_body, &args);
  for (int i = 0; i < 8; ++i)
    check_f("cat", i, out_cat[i], i < 4 ? a[i] : b[i - 4]);
  for (int r = 0; r < 8; ++r)
    for (int c = 0; c < 8; ++c)
      check_f("extract", r * 8 + c, out_ext[r * 8 + c], m[(8 + r) * 16 + c]);
  for (int r = 0; r < 4; ++r)
    for (int c = 0; c < 16; ++c)
      check_f("cat_dim1", r * 16 + c, out_cat2[r * 16 + c],
              c < 8 ? m[r * 16 + c] : m[(4 + r) * 16 + 8 + (c - 8)]);
  report("cat_extract");
}

/*--- masked ----------------------------------------------------------------*/
void masked(float *x, float *out, int n, long long *dims);
struct masked_args { float *x, *out; int n; long long *dims; };
static void masked_body(void *p) {
  struct masked_args *m = p;
  masked(m->x, m->out, m->n, m->dims);
}
static void test_masked(void) {
  enum { N = 150 };
  float x[200], out[200];
  long long dims = 0;
  for (int i = 0; i < 200; ++i) {
    x[i] = i < N ? value(i) + 0.5f : 1000.0f; /* beyond n: must not be read */
    out[i] = 555.0f;
  }
  x[0] = 2.0f;
  struct masked_args args = {x, out, N, &dims};
  launch(1, 1, 1, masked_body, &args);
  for (int i = 0; i < 200; ++i) {
    float v = i < N ? x[i] : -7.0f;
    check_f("masked", i, out[i], v > 0 ? v + x[0] : 555.0f);
  }
  check_i("dim_size", 0, dims, N);
  report("masked");
}

/*--- grid ------------------------------------------------------------------*/
void grid_ids(int *out);
static void grid_body(void *p) { grid_ids(p); }
static void test_grid(void) {
  int out[12];
  memset(out, 0, sizeof out);
  launch(2, 3, 2, grid_body, out);
  for (int z = 0; z < 2; ++z)
    for (int y = 0; y < 3; ++y)
      for (int x = 0; x < 2; ++x) {
        int lin = (z * 3 + y) * 2 + x;
        check_i("grid", lin, out[lin],
                x + 10 * y + 100 * z + 1000 * 2 + 10000 * 3 + 100000 * 2);
      }
  report("grid");
}

/*--- edge ------------------------------------------------------------------*/
void edge(float *x, int *y, float *p3, float *r3, int *s0, int *sel, float *ch,
          float *neg, float *ex, int8_t *r8);
struct edge_args {
  float *x;
  int *y;
  float *p3, *r3;
  int *s0, *sel;
  float *ch, *neg, *ex;
  int8_t *r8;
};
static void edge_body(void *p) {
  struct edge_args *e = p;
  edge(e->x, e->y, e->p3, e->r3, e->s0, e->sel, e->ch, e->neg, e->ex, e->r8);
}
static void test_edge(void) {
  static float x[256], p3[64], r3[8], ch[8], neg[8], ex[16];
  static int y[15], s0[15], sel[256];
  static int8_t r8[300];
  for (int i = 0; i < 256; ++i)
    x[i] = value(i * 5 + 1);
  for (int i = 0; i < 15; ++i)
    y[i] = (i * 7) % 11 - 4;
  struct edge_args args = {x, y, p3, r3, s0, sel, ch, neg, ex, r8};
  launch(1, 1, 1, edge_body, &args);
  /* x as 2x8x4; p3[a][b][c] = x[b][c][a] */
  for (int a = 0; a < 4; ++a)
    for (int b = 0; b < 2; ++b)
      for (int c = 0; c < 8; ++c)
        check_f("permute3", a * 16 + b * 8 + c, p3[a * 16 + b * 8 + c],
                x[b * 32 + c * 4 + a]);
  for (int b = 0; b < 2; ++b)
    for (int c = 0; c < 4; ++c) {
      float s = 0;
      for (int m = 0; m < 8; ++m)
        s += x[b * 32 + m * 4 + c];
      check_f("reduce_middle", b * 4 + c, r3[b * 4 + c], s);
    }
  for (int c = 0; c < 3; ++c) {
    int m = -2147483647 - 1;
    for (int r = 0; r < 5; ++r) {
      if (y[r * 3 + c] > m)
        m = y[r * 3 + c];
      check_i("scan_dim0", r * 3 + c, s0[r * 3 + c], m);
    }
  }
  for (int r = 0; r < 16; ++r)
    for (int c = 0; c < 16; ++c)
      check_i("i1_permute", r * 16 + c, sel[r * 16 + c],
              x[c * 16 + r] > 0 ? 1 : -1);
  for (int i = 0; i < 8; ++i) {
    float s = 0;
    for (int j = 0; j < 8; ++j)
      s += x[j] + x[i];
    check_f("chain", i, ch[i], s);
  }
  for (int i = 0; i < 8; ++i)
    check_f("negative_index", i, neg[i], 3.5f);
  for (int r = 0; r < 4; ++r)
    for (int c = 0; c < 4; ++c)
      check_f("extract_1_2", r * 4 + c, ex[r * 4 + c], x[(4 + r) * 16 + 8 + c]);
  for (int i = 0; i < 300; ++i)
    check_i("range_i8", i, r8[i], (int8_t)(i & 255));
  report("edge");
}

/*--- warp_aggregates -------------------------------------------------------*/
void warp_aggregates(float *in, _Float16 *h, long long *l, int *si, int *amax,
                     _Float16 *hmax, long long *lsum, int *srev,
                     long long *lscan);
struct warp_args {
  float *in;
  _Float16 *h;
  long long *l;
  int *si, *amax;
  _Float16 *hmax;
  long long *lsum;
  int *srev;
  long long *lscan;
};
static void warp_body(void *p) {
  struct warp_args *a = p;
  warp_aggregates(a->in, a->h, a->l, a->si, a->amax, a->hmax, a->lsum, a->srev,
                  a->lscan);
}
static void test_warp_aggregates(void) {
  static float in[1024];
  static _Float16 h[256], hmax;
  static long long l[512], lsum[8], lscan[512];
  static int si[256], srev[256], amax;
  /* The maximum 100 occurs at 19 places; the first one is the answer. */
  for (int i = 0; i < 1024; ++i)
    in[i] = (float)((i * 37 + 11) % 101);
  for (int i = 0; i < 256; ++i)
    h[i] = (_Float16)((i * 29) % 53 - 20);
  for (int i = 0; i < 512; ++i)
    l[i] = ((long long)(i * 7919 % 1000) << 33) - i;
  for (int i = 0; i < 256; ++i)
    si[i] = (i * 13) % 17 - 5;
  struct warp_args args = {in, h, l, si, &amax, &hmax, lsum, srev, lscan};
  launch(1, 1, 1, warp_body, &args);
  int at = 0;
  for (int i = 1; i < 1024; ++i)
    if (in[i] > in[at])
      at = i;
  check_i("argmax_1024", 0, amax, at);
  float hm = -INFINITY;
  for (int i = 0; i < 256; ++i)
    hm = fmaxf(hm, (float)h[i]);
  check_f("f16_max", 0, (float)hmax, hm);
  for (int r = 0; r < 8; ++r) {
    long long s = 0;
    for (int c = 0; c < 64; ++c) {
      s += l[r * 64 + c];
      check_i("i64_scan", r * 64 + c, lscan[r * 64 + c], s);
    }
    check_i("i64_sum", r, lsum[r], s);
  }
  int s = 0;
  for (int i = 255; i >= 0; --i) {
    s += si[i];
    check_i("reverse_scan", i, srev[i], s);
  }
  report("warp_aggregates");
}

int main(int argc, char **argv) {
  if (argc != 2)
    return 2;
  T = atoi(argv[1]);
  setvbuf(stdout, NULL, _IONBF, 0);
  test_softmax();
  test_transpose();
  test_outer_add();
  test_scans();
  test_reductions();
  test_dots();
  test_atomics();
  test_atomics2();
  test_cat_extract();
  test_masked();
  test_grid();
  test_edge();
  test_warp_aggregates();
  printf("%d failed\n", failures);
  return failures != 0;
}
