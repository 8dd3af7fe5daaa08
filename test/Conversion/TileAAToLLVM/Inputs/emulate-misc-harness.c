/* Host emulation of the kernels in emulate-misc-kernels.mlir, as
 * emulate-harness.c does for emulate-kernels.mlir: each CTA runs as `T`
 * pthreads sharing __tileiras_scratch. emu_vprintf implements vprintf's
 * ABI (a format and a buffer of 8-byte arguments, the only sizes the print
 * lowering passes) on the host's printf.
 *
 * Usage: emulate-misc <threads per CTA>
 */
#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int T;
static __thread int tid;
static pthread_barrier_t bar;

int emu_tid_x(void) { return tid; }
int emu_tid_y(void) { return 0; }
int emu_tid_z(void) { return 0; }
int emu_ntid_x(void) { return T; }
int emu_ntid_y(void) { return 1; }
int emu_ntid_z(void) { return 1; }
int emu_ctaid_x(void) { return 0; }
int emu_ctaid_y(void) { return 0; }
int emu_ctaid_z(void) { return 0; }
int emu_nctaid_x(void) { return 1; }
int emu_nctaid_y(void) { return 1; }
int emu_nctaid_z(void) { return 1; }
void emu_barrier(int id) {
  (void)id;
  pthread_barrier_wait(&bar);
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
  int t;
};

static void *thread_main(void *p) {
  struct thread_arg *a = p;
  tid = a->t;
  a->fn(a->arg);
  return NULL;
}

/* Runs fn(arg) as one CTA of T threads. */
static void launch(body_fn fn, void *arg) {
  static pthread_t threads[1024];
  static struct thread_arg args[1024];
  pthread_barrier_init(&bar, NULL, T);
  for (int t = 0; t < T; ++t) {
    args[t] = (struct thread_arg){fn, arg, t};
    pthread_create(&threads[t], NULL, thread_main, &args[t]);
  }
  for (int t = 0; t < T; ++t)
    pthread_join(threads[t], NULL);
  pthread_barrier_destroy(&bar);
}

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

int main(int argc, char **argv) {
  T = argc > 1 ? atoi(argv[1]) : 128;
  test_insert();
  test_constants();
  test_ordered();
  test_print();
  printf("%d failed\n", failures);
  return failures != 0;
}
