/* Host emulation of the kernels of emulate-vector-kernels.py: vector global
 * accesses with partial tiles, odd strides and misaligned bases. Each CTA
 * runs as `T` pthreads (see emulate-harness.c); outputs are checked against
 * a C reference, including the memory around them, which must keep its
 * sentinel: an access past the bounds shows up there.
 *
 * Usage: emulate-vector <threads per CTA>
 */
#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emulate-cta.h"

static void check_f(const char *what, int i, float got, float want) {
  if (got == want)
    return;
  if (bad++ < 4)
    printf("  %s[%d] = %g, want %g\n", what, i, got, want);
}

static float value(int i) { return (float)((i * 37 + 11) % 23) / 8.0f - 1.25f; }
static const float kSentinel = 555.0f;

/* Buffers 64-byte aligned, so an offset in elements sets the alignment. */
static float *floats(int n) { return aligned_alloc(64, ((n * 4 + 63) / 64) * 64); }

/*--- vec1d / vec1d_any -----------------------------------------------------*/
void vec1d(float *in, float *out, int n);
void vec1d_any(float *in, float *out, int n);
struct vec_args { float *in, *out; int n; };
static void vec1d_body(void *p) {
  struct vec_args *a = p;
  vec1d(a->in, a->out, a->n);
}
static void vec1d_any_body(void *p) {
  struct vec_args *a = p;
  vec1d_any(a->in, a->out, a->n);
}
/* out[0, n) = in + 0.5; out[n, total) untouched. `in` and `out` start
 * `in_off` and `out_off` elements into their buffers. */
static void run_vec(const char *name, body_fn body, int n, int in_off,
                    int out_off) {
  enum { TOTAL = 2048 + 64 };
  float *in = floats(TOTAL), *out = floats(TOTAL);
  for (int i = 0; i < TOTAL; ++i) {
    in[i] = value(i);
    out[i] = kSentinel;
  }
  struct vec_args args = {in + in_off, out + out_off, n};
  launch((n + 1023) / 1024, 1, 1, body, &args);
  for (int i = 0; i < TOTAL; ++i) {
    int j = i - out_off;
    check_f(name, i, out[i],
            j >= 0 && j < n ? in[j + in_off] + 0.5f : kSentinel);
  }
  free(in);
  free(out);
  report(name);
}

/*--- rows_f16 --------------------------------------------------------------*/
void rows_f16(_Float16 *in, _Float16 *out, long long rows, long long cols,
              long long sin, long long sout);
struct rows_args {
  _Float16 *in, *out;
  long long rows, cols, sin, sout;
};
static void rows_body(void *p) {
  struct rows_args *a = p;
  rows_f16(a->in, a->out, a->rows, a->cols, a->sin, a->sout);
}
static void run_rows_f16(const char *name, long long sin, long long sout) {
  enum { ROWS = 19, COLS = 100 };
  int nin = ROWS * sin + 16, nout = ROWS * sout + 64;
  _Float16 *in = aligned_alloc(64, ((nin * 2 + 63) / 64) * 64);
  _Float16 *out = aligned_alloc(64, ((nout * 2 + 63) / 64) * 64);
  for (int i = 0; i < nin; ++i)
    in[i] = (_Float16)value(i);
  for (int i = 0; i < nout; ++i)
    out[i] = (_Float16)kSentinel;
  struct rows_args args = {in, out, ROWS, COLS, sin, sout};
  launch((ROWS + 7) / 8, (COLS + 63) / 64, 1, rows_body, &args);
  for (int i = 0; i < nout; ++i) {
    int r = i / sout, c = i % sout;
    float want = r < ROWS && c < COLS ? (float)(_Float16)(2.0f * (float)in[r * sin + c])
                                      : kSentinel;
    check_f(name, i, (float)out[i], want);
  }
  free(in);
  free(out);
  report(name);
}

/*--- rows_divby ------------------------------------------------------------*/
void rows_divby(float *in, float *full, float *part, long long rows,
                long long cols, long long stride);
struct divby_args {
  float *in, *full, *part;
  long long rows, cols, stride;
};
static void divby_body(void *p) {
  struct divby_args *a = p;
  rows_divby(a->in, a->full, a->part, a->rows, a->cols, a->stride);
}
static void run_rows_divby(void) {
  enum { ROWS = 10, COLS = 40, STRIDE = 44 };
  float *in = floats(ROWS * STRIDE), *full = floats(12 * 128),
        *part = floats(12 * STRIDE);
  for (int i = 0; i < ROWS * STRIDE; ++i)
    in[i] = value(i);
  for (int i = 0; i < 12 * 128; ++i)
    full[i] = kSentinel;
  for (int i = 0; i < 12 * STRIDE; ++i)
    part[i] = kSentinel;
  struct divby_args args = {in, full, part, ROWS, COLS, STRIDE};
  launch(3, 2, 1, divby_body, &args);
  for (int r = 0; r < 12; ++r)
    for (int c = 0; c < 128; ++c)
      check_f("full", r * 128 + c, full[r * 128 + c],
              r < ROWS && c < COLS ? in[r * STRIDE + c] : 5.0f);
  report("rows_divby_padding");
  for (int r = 0; r < 12; ++r)
    for (int c = 0; c < STRIDE; ++c)
      check_f("part", r * STRIDE + c, part[r * STRIDE + c],
              r < ROWS && c < COLS ? in[r * STRIDE + c] : kSentinel);
  report("rows_divby_bounds");
  free(in);
  free(full);
  free(part);
}

/*--- replicated ------------------------------------------------------------*/
void replicated(float *in, float *out, int n);
static void replicated_body(void *p) {
  struct vec_args *a = p;
  replicated(a->in, a->out, a->n);
}

int main(int argc, char **argv) {
  T = argc > 1 ? atoi(argv[1]) : 128;
  run_vec("vec1d", vec1d_body, 2011, 0, 0);
  run_vec("vec1d_any_aligned", vec1d_any_body, 1500, 0, 0);
  run_vec("vec1d_any_misaligned", vec1d_any_body, 1500, 1, 3);
  run_rows_f16("rows_f16_odd_stride", 107, 104);
  run_rows_f16("rows_f16_aligned_stride", 104, 112);
  run_rows_divby();
  run_vec("replicated", replicated_body, 14, 0, 0);
  printf("%d failed\n", failures);
  return failures != 0;
}
