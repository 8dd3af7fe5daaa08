/* The CTA runtime of the host emulation harnesses (emulate-harness.c,
 * emulate-vector-harness.c): the NVVM special registers and the CTA barrier
 * that emulate-rewrite.py renames to emu_*, and launch(), which runs each CTA
 * of a grid as `T` pthreads (with the warp rendezvous of emulate-warp.h),
 * one CTA after another. Also the tests' failure count and report().
 */
#ifndef EMULATE_CTA_H
#define EMULATE_CTA_H

#include <pthread.h>
#include <stdio.h>

#include "emulate-warp.h"

static int T;
static int g_grid[3], block[3];
static __thread int tid;
static pthread_barrier_t bar;

int emu_tid_x(void) { return tid; }
int emu_tid_y(void) { return 0; }
int emu_tid_z(void) { return 0; }
int emu_ntid_x(void) { return T; }
int emu_ntid_y(void) { return 1; }
int emu_ntid_z(void) { return 1; }
int emu_ctaid_x(void) { return block[0]; }
int emu_ctaid_y(void) { return block[1]; }
int emu_ctaid_z(void) { return block[2]; }
int emu_nctaid_x(void) { return g_grid[0]; }
int emu_nctaid_y(void) { return g_grid[1]; }
int emu_nctaid_z(void) { return g_grid[2]; }
void emu_barrier(int id) {
  (void)id;
  pthread_barrier_wait(&bar);
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
  emu_warp_enter(0, tid);
  a->fn(a->arg);
  return NULL;
}

/* Runs fn(arg) as a CTA of T threads for each block of a gx*gy*gz grid. */
static void launch(int gx, int gy, int gz, body_fn fn, void *arg) {
  static pthread_t threads[1024];
  static struct thread_arg args[1024];
  g_grid[0] = gx;
  g_grid[1] = gy;
  g_grid[2] = gz;
  for (int z = 0; z < gz; ++z)
    for (int y = 0; y < gy; ++y)
      for (int x = 0; x < gx; ++x) {
        block[0] = x;
        block[1] = y;
        block[2] = z;
        pthread_barrier_init(&bar, NULL, T);
        emu_warps_init(1, T);
        for (int t = 0; t < T; ++t) {
          args[t] = (struct thread_arg){fn, arg, t};
          pthread_create(&threads[t], NULL, thread_main, &args[t]);
        }
        for (int t = 0; t < T; ++t)
          pthread_join(threads[t], NULL);
        pthread_barrier_destroy(&bar);
        emu_warps_fini();
      }
}

static int failures;
static int bad;
static void report(const char *name) {
  printf("%s: %s\n", name, bad ? "FAIL" : "ok");
  failures += bad != 0;
  bad = 0;
}

#endif
