/* Host runtime of the kernel emulator (utils/emulator, docs/testing.md).
 *
 * The rewritten kernel (emulate.py) calls emu_nvvm_* for NVVM intrinsics,
 * emu_asm_* for the lowering's inline PTX and defines __emu_entry(void **),
 * which unpacks cuLaunchKernel's kernelParams and calls the kernel.
 * emu_launch runs the grid: CTAs one after another, each as one host thread
 * per CUDA thread. Semantics follow the PTX ISA, not the lowering:
 *  - bar.sync/barrier.sync a{, b}: 16 named barriers per CTA; without a count
 *    the barrier waits for every thread of the CTA that has not exited.
 *  - warp collectives (shfl.sync, vote.sync, match.sync, redux.sync,
 *    bar.warp.sync): a per-warp rendezvous of the lanes of membermask that
 *    have not exited; each lane deposits its operand, the last one releases
 *    the round, every lane then reads what it needs. Lanes of one round must
 *    pass the same membermask (the ISA makes anything else undefined; here it
 *    aborts with a message).
 *  - warpgroup rounds (wgmma, runtime-wgmma.c; setmaxnreg,
 *    runtime-setmaxnreg.c): the same over the 128 threads of warps 4g..4g+3.
 *  - shared memory: the module's addrspace(3) globals (CTAs do not overlap),
 *    poisoned (0xA5 bytes) before every CTA, so reads of shared memory that
 *    no thread of this CTA wrote show up as garbage.
 * The memory model is the host's (x86: stronger than PTX's); timing is not
 * modelled at all.
 */
#define _GNU_SOURCE
#include "runtime.h"

#include <fenv.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

void __emu_entry(void **params);
void __emu_poison_shared(void);

enum { MAX_THREADS = 1024, MAX_WARPS = MAX_THREADS / 32, MAX_GROUPS = MAX_WARPS / 4,
       NUM_BARRIERS = 16 };

struct named_barrier {
  unsigned arrived, waiters, count, generation;
  int all; /* waits for every live thread (no count operand) */
  uint32_t red_popc, red_and, red_or; /* barrier.red, accumulated */
  uint64_t observed, observed_done[2]; /* emu_tcgen05_observed, joined over a round */
  uint32_t reduced[2][3];             /* ... of completed rounds, by parity */
};

struct warp {
  pthread_cond_t cond;
  uint32_t live;     /* lanes that exist and have not exited */
  uint32_t arrived;  /* lanes arrived in the current round */
  unsigned waiters;  /* of them, those waiting for the round to complete */
  uint32_t mask;     /* membermask of the current round */
  unsigned generation;
  const char *what;      /* the collective of the current round (NULL: untagged) */
  uint32_t took_part[2]; /* lanes of completed rounds, by generation parity */
  uint64_t value[2][32][EMU_EXCHANGE_MAX]; /* double-buffered by generation parity */
};

/* A warpgroup round (wgmma): like a warp's, over the 128 threads of 4 warps. */
struct warpgroup {
  pthread_cond_t cond;
  uint32_t arrived[4]; /* by warp of the group */
  unsigned waiters, generation;
  const char *what;
  emu_group_release_fn at_release;
  uint32_t took_part[2][4]; /* of completed rounds, by generation parity */
  uint64_t value[EMU_GROUP_THREADS][EMU_GROUP_MAX];
};

static struct {
  unsigned grid[3], block[3], ctaid[3];
  unsigned threads, live;
  unsigned blocked; /* live threads waiting in a round not yet complete */
  pthread_mutex_t lock;
  pthread_cond_t bar_cond;
  struct named_barrier bar[NUM_BARRIERS];
  struct warp warp[MAX_WARPS];
  struct warpgroup group[MAX_GROUPS];
  void **params;
} cta = {.lock = PTHREAD_MUTEX_INITIALIZER, .bar_cond = PTHREAD_COND_INITIALIZER};

static __thread unsigned my_tid;

static _Noreturn void vfatal(const char *fmt, va_list ap) {
  static pthread_mutex_t one_report = PTHREAD_MUTEX_INITIALIZER;
  pthread_mutex_lock(&one_report); /* the first report wins; the process ends */
  fprintf(stderr, "emulator: ");
  vfprintf(stderr, fmt, ap);
  fprintf(stderr, "\n");
  fflush(NULL);
  _exit(70);
}

static _Noreturn void fatal(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vfatal(fmt, ap);
}

void emu_fatal(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vfatal(fmt, ap);
}

unsigned emu_lane(void) { return my_tid % 32; }
unsigned emu_warp(void) { return my_tid / 32; }
unsigned emu_warpgroup(void) { return my_tid / 128; }

/*--- special registers ----------------------------------------------------*/

#define SREG(name, expr) \
  uint32_t emu_nvvm_read_ptx_sreg_##name(void) { return (expr); }
SREG(tid_x, my_tid % cta.block[0])
SREG(tid_y, my_tid / cta.block[0] % cta.block[1])
SREG(tid_z, my_tid / (cta.block[0] * cta.block[1]))
SREG(ntid_x, cta.block[0])
SREG(ntid_y, cta.block[1])
SREG(ntid_z, cta.block[2])
SREG(ctaid_x, cta.ctaid[0])
SREG(ctaid_y, cta.ctaid[1])
SREG(ctaid_z, cta.ctaid[2])
SREG(nctaid_x, cta.grid[0])
SREG(nctaid_y, cta.grid[1])
SREG(nctaid_z, cta.grid[2])
SREG(laneid, my_tid % 32)
SREG(warpid, my_tid / 32)
SREG(nwarpid, (cta.threads + 31) / 32)
SREG(warpsize, 32)
SREG(lanemask_eq, 1u << (my_tid % 32))
SREG(lanemask_lt, (1u << (my_tid % 32)) - 1)
SREG(lanemask_le, (uint32_t)((2ull << (my_tid % 32)) - 1))
SREG(lanemask_gt, ~(uint32_t)((2ull << (my_tid % 32)) - 1))
SREG(lanemask_ge, ~((1u << (my_tid % 32)) - 1))
SREG(smid, 0)
SREG(nsmid, 1)
/* Clusters of one CTA (emulate.py refuses kernels with larger clusters). */
SREG(clusterid_x, cta.ctaid[0])
SREG(clusterid_y, cta.ctaid[1])
SREG(clusterid_z, cta.ctaid[2])
SREG(nclusterid_x, cta.grid[0])
SREG(nclusterid_y, cta.grid[1])
SREG(nclusterid_z, cta.grid[2])
SREG(cluster_ctaid_x, 0)
SREG(cluster_ctaid_y, 0)
SREG(cluster_ctaid_z, 0)
SREG(cluster_nctaid_x, 1)
SREG(cluster_nctaid_y, 1)
SREG(cluster_nctaid_z, 1)
SREG(cluster_ctarank, 0)
SREG(cluster_nctarank, 1)
#undef SREG
static uint64_t ticks;
uint32_t emu_nvvm_read_ptx_sreg_clock(void) { return (uint32_t)__atomic_add_fetch(&ticks, 1, __ATOMIC_RELAXED); }
uint64_t emu_nvvm_read_ptx_sreg_clock64(void) { return __atomic_add_fetch(&ticks, 1, __ATOMIC_RELAXED); }
uint64_t emu_nvvm_read_ptx_sreg_globaltimer(void) { return __atomic_add_fetch(&ticks, 1, __ATOMIC_RELAXED); }

/*--- deadlocks -------------------------------------------------------------*/

/* When every live thread of the CTA waits in a round that is not complete,
 * nothing can complete one: the kernel would hang on a GPU too (a barrier or
 * a collective some threads never reach). Report it instead of hanging. */
static void deadlock(const char *where) {
  emu_setmaxnreg_deadlock(cta.ctaid);
  unsigned at_barriers = 0, at_collectives = 0;
  for (unsigned i = 0; i < NUM_BARRIERS; ++i)
    at_barriers += cta.bar[i].waiters;
  for (unsigned w = 0; w < MAX_WARPS; ++w)
    at_collectives += cta.warp[w].waiters;
  for (unsigned g = 0; g < MAX_GROUPS; ++g)
    at_collectives += cta.group[g].waiters;
  fatal("deadlock in CTA (%u,%u,%u): all %u live threads wait, %u at CTA barriers, %u at "
        "warp collectives, %u at mbarriers (thread %u at %s)", cta.ctaid[0], cta.ctaid[1],
        cta.ctaid[2], cta.live, at_barriers, at_collectives,
        cta.blocked - at_barriers - at_collectives, my_tid, where);
}

/* Waits, with cta.lock held, until *generation moves on; `waiters` counts
 * this thread until the round's releaser discounts it. */
static void wait_round(pthread_cond_t *cond, const unsigned *generation, unsigned *waiters,
                       const char *where) {
  unsigned mine = *generation;
  ++*waiters;
  if (++cta.blocked == cta.live)
    deadlock(where);
  while (*generation == mine)
    pthread_cond_wait(cond, &cta.lock);
}

/* Waits of other runtime files (mbarriers, runtime-tcgen05.c) under the same
 * deadlock detection: emu_cta_wait with the lock held returns once *generation
 * moves on; whoever moves it calls emu_cta_release first. */
void emu_cta_lock(void) { pthread_mutex_lock(&cta.lock); }
void emu_cta_unlock(void) { pthread_mutex_unlock(&cta.lock); }
void emu_cta_wait(pthread_cond_t *cond, const unsigned *generation, unsigned *waiters,
                  const char *where) {
  wait_round(cond, generation, waiters, where);
}
void emu_cta_release(pthread_cond_t *cond, unsigned *waiters) {
  cta.blocked -= *waiters;
  *waiters = 0;
  pthread_cond_broadcast(cond);
}

/*--- CTA barriers ---------------------------------------------------------*/

static void release_if_complete(struct named_barrier *b) {
  unsigned need = b->all ? cta.live : b->count;
  if (b->arrived == 0 || b->arrived < need)
    return;
  cta.blocked -= b->waiters;
  b->waiters = 0;
  b->arrived = 0;
  b->observed_done[b->generation & 1] = b->observed;
  uint32_t *reduced = b->reduced[b->generation & 1];
  reduced[0] = b->red_popc, reduced[1] = b->red_and, reduced[2] = b->red_or;
  b->generation++;
  pthread_cond_broadcast(&cta.bar_cond);
}

/* Arrives at barrier id (count 0: all live threads); waits unless
 * arrive_only. */
static void barrier(unsigned id, unsigned count, int arrive_only) {
  if (id >= NUM_BARRIERS)
    fatal("barrier id %u out of range", id);
  if (count % 32)
    fatal("barrier %u with a thread count %u not a multiple of 32", id, count);
  if (__emu_mutations & EMU_MUTATE_DROP_BARRIERS)
    return;
  pthread_mutex_lock(&cta.lock);
  struct named_barrier *b = &cta.bar[id];
  if (b->arrived == 0) {
    b->all = count == 0;
    b->count = count;
    b->red_popc = 0, b->red_and = 1, b->red_or = 0;
    b->observed = 0;
  }
  unsigned generation = b->generation;
  if (emu_tcgen05_observed > b->observed)
    b->observed = emu_tcgen05_observed;
  b->arrived++;
  release_if_complete(b);
  if (!arrive_only && b->generation == generation)
    wait_round(&cta.bar_cond, &b->generation, &b->waiters, "a CTA barrier");
  if (!arrive_only && b->observed_done[generation & 1] > emu_tcgen05_observed)
    emu_tcgen05_observed = b->observed_done[generation & 1];
  pthread_mutex_unlock(&cta.lock);
}

/* barrier.red: a barrier that also reduces a predicate over the round. */
static uint32_t barrier_red(unsigned id, unsigned count, unsigned pred, int which) {
  pthread_mutex_lock(&cta.lock);
  struct named_barrier *b = &cta.bar[id];
  if (b->arrived == 0) {
    b->all = count == 0;
    b->count = count;
    b->red_popc = 0, b->red_and = 1, b->red_or = 0;
  }
  b->red_popc += pred & 1, b->red_and &= pred & 1, b->red_or |= pred & 1;
  unsigned generation = b->generation;
  b->arrived++;
  release_if_complete(b);
  if (b->generation == generation)
    wait_round(&cta.bar_cond, &b->generation, &b->waiters, "a CTA barrier");
  /* the next round on this barrier writes the other slot; the one after
   * cannot complete before this thread arrives at it */
  uint32_t r = b->reduced[generation & 1][which];
  pthread_mutex_unlock(&cta.lock);
  return r;
}

void emu_nvvm_barrier0(void) { barrier(0, 0, 0); }
void emu_nvvm_barrier_cta_sync_aligned_all(uint32_t id) { barrier(id, 0, 0); }
void emu_nvvm_barrier_cta_sync_all(uint32_t id) { barrier(id, 0, 0); }
void emu_nvvm_barrier_cta_sync_aligned_count(uint32_t id, uint32_t n) { barrier(id, n, 0); }
void emu_nvvm_barrier_cta_sync_count(uint32_t id, uint32_t n) { barrier(id, n, 0); }
void emu_nvvm_barrier_cta_arrive_aligned_count(uint32_t id, uint32_t n) { barrier(id, n, 1); }
void emu_nvvm_barrier_cta_arrive_count(uint32_t id, uint32_t n) { barrier(id, n, 1); }
uint32_t emu_nvvm_barrier_cta_red_popc_aligned_all(uint32_t id, unsigned p) { return barrier_red(id, 0, p, 0); }
unsigned emu_nvvm_barrier_cta_red_and_aligned_all(uint32_t id, unsigned p) { return barrier_red(id, 0, p, 1); }
unsigned emu_nvvm_barrier_cta_red_or_aligned_all(uint32_t id, unsigned p) { return barrier_red(id, 0, p, 2); }
uint32_t emu_nvvm_barrier0_popc(unsigned p) { return barrier_red(0, 0, p, 0); }
int emu_nvvm_barrier0_and(unsigned p) { return barrier_red(0, 0, p, 1); }
int emu_nvvm_barrier0_or(unsigned p) { return barrier_red(0, 0, p, 2); }

/*--- warp rendezvous ------------------------------------------------------*/

/* Completes the warp's current round (cta.lock held): wakes its waiters. */
static void release_warp_round(struct warp *w) {
  cta.blocked -= w->waiters;
  w->waiters = 0;
  w->took_part[w->generation & 1] = w->arrived;
  w->arrived = 0;
  w->generation++;
  pthread_cond_broadcast(&w->cond);
}

uint32_t emu_warp_exchange(const char *what, uint32_t membermask, const uint64_t *mine,
                           unsigned n, uint64_t vals[32][EMU_EXCHANGE_MAX]) {
  unsigned lane = my_tid % 32;
  struct warp *w = &cta.warp[my_tid / 32];
  if (!(membermask & (1u << lane)))
    fatal("warp collective: lane %u is not in its membermask 0x%08x", lane, membermask);
  if (n > EMU_EXCHANGE_MAX)
    fatal("warp collective: %u values per lane, at most %d", n, EMU_EXCHANGE_MAX);
  pthread_mutex_lock(&cta.lock);
  if (w->arrived == 0) {
    w->mask = membermask;
    w->what = what;
  } else if (w->mask != membermask) {
    fatal("warp collective: lanes of warp %u pass membermasks 0x%08x and 0x%08x",
          my_tid / 32, w->mask, membermask);
  } else if (w->what != what) {
    fatal("warp collective: lanes of warp %u meet in different collectives (%s and %s)",
          my_tid / 32, w->what ? w->what : "shfl/vote/match/redux",
          what ? what : "shfl/vote/match/redux");
  }
  unsigned generation = w->generation;
  memcpy(w->value[generation & 1][lane], mine, n * sizeof *mine);
  w->arrived |= 1u << lane;
  if ((w->arrived & w->live) == (membermask & w->live))
    release_warp_round(w);
  else
    wait_round(&w->cond, &w->generation, &w->waiters, what ? what : "a warp collective");
  for (unsigned i = 0; i < 32; ++i)
    for (unsigned j = 0; j < n; ++j)
      vals[i][j] = membermask & (1u << i) ? w->value[generation & 1][i][j] : EMU_UNDEFINED;
  uint32_t took_part = w->took_part[generation & 1];
  pthread_mutex_unlock(&cta.lock);
  return took_part;
}

/*--- warpgroup rendezvous -------------------------------------------------*/

static int group_complete(unsigned g) {
  struct warpgroup *wg = &cta.group[g];
  int any = 0;
  for (unsigned j = 0; j < 4; ++j) {
    uint32_t live = cta.warp[4 * g + j].live;
    any |= wg->arrived[j] != 0;
    if ((wg->arrived[j] & live) != live)
      return 0;
  }
  return any;
}

static void release_group_round(unsigned g) {
  struct warpgroup *wg = &cta.group[g];
  unsigned parity = wg->generation & 1;
  memcpy(wg->took_part[parity], wg->arrived, sizeof wg->arrived);
  wg->at_release(g, parity, (const uint64_t(*)[EMU_GROUP_MAX])wg->value, wg->took_part[parity]);
  cta.blocked -= wg->waiters;
  wg->waiters = 0;
  memset(wg->arrived, 0, sizeof wg->arrived);
  wg->generation++;
  pthread_cond_broadcast(&wg->cond);
}

unsigned emu_warpgroup_exchange(const char *what, const uint64_t *mine, unsigned n,
                                emu_group_release_fn at_release, uint32_t took_part[4]) {
  unsigned g = my_tid / 128, t = my_tid % 128;
  struct warpgroup *wg = &cta.group[g];
  if (n > EMU_GROUP_MAX)
    fatal("warpgroup collective: %u values per thread, at most %d", n, EMU_GROUP_MAX);
  pthread_mutex_lock(&cta.lock);
  int first = 1;
  for (unsigned j = 0; j < 4; ++j)
    first &= wg->arrived[j] == 0;
  if (first) {
    wg->what = what;
    wg->at_release = at_release;
  } else if (wg->what != what) {
    fatal("warpgroup collective: threads of warpgroup %u meet in different instructions "
          "(%s and %s)", g, wg->what, what);
  }
  unsigned generation = wg->generation;
  memcpy(wg->value[t], mine, n * sizeof *mine);
  wg->arrived[t / 32] |= 1u << (t % 32);
  if (group_complete(g))
    release_group_round(g);
  else
    wait_round(&wg->cond, &wg->generation, &wg->waiters, what);
  memcpy(took_part, wg->took_part[generation & 1], 4 * sizeof *took_part);
  pthread_mutex_unlock(&cta.lock);
  return generation & 1;
}

const char *emu_warpgroup_round(unsigned g, uint32_t arrived[4], uint32_t live[4]) {
  struct warpgroup *wg = &cta.group[g];
  int any = 0;
  for (unsigned j = 0; j < 4; ++j) {
    arrived[j] = wg->arrived[j];
    live[j] = cta.warp[4 * g + j].live;
    any |= arrived[j] != 0;
  }
  return any ? wg->what : NULL;
}

/* Deposits v for this lane in a round of membermask; on return, vals holds
 * every lane's deposit (lanes outside the round: EMU_UNDEFINED). */
static void warp_round(uint32_t membermask, uint64_t v, uint64_t vals[32]) {
  uint64_t all[32][EMU_EXCHANGE_MAX];
  emu_warp_exchange(NULL, membermask, &v, 1, all);
  for (unsigned i = 0; i < 32; ++i)
    vals[i] = all[i][0];
}

/* shfl.sync (PTX ISA): c packs the clamp value (bits 4:0) and the segment
 * mask (bits 12:8); a source lane out of the segment yields the lane's own
 * value and a false predicate. */
static uint64_t shfl(int mode, uint32_t mask, uint32_t a, uint32_t b, uint32_t c) {
  if (__emu_mutations & EMU_MUTATE_DROP_SHUFFLES)
    return a | 1ull << 32;
  uint64_t vals[32];
  warp_round(mask, a, vals);
  int lane = my_tid % 32, bval = b & 31, cval = c & 31, seg = (c >> 8) & 31;
  int max_lane = (lane & seg) | (cval & ~seg), min_lane = lane & seg;
  int j, pval;
  switch (mode) {
  case 0: j = lane - bval; pval = j >= max_lane; break;   /* up */
  case 1: j = lane + bval; pval = j <= max_lane; break;   /* down */
  case 2: j = lane ^ bval; pval = j <= max_lane; break;   /* bfly */
  default: j = min_lane | (bval & ~seg); pval = j <= max_lane; break; /* idx */
  }
  if (!pval)
    j = lane;
  return (uint32_t)vals[j] | (uint64_t)pval << 32;
}

#define SHFL(m, name)                                                        \
  uint32_t emu_nvvm_shfl_sync_##name##_i32(uint32_t mask, uint32_t a, uint32_t b, uint32_t c) { \
    return (uint32_t)shfl(m, mask, a, b, c);                                 \
  }                                                                          \
  float emu_nvvm_shfl_sync_##name##_f32(uint32_t mask, float a, uint32_t b, uint32_t c) { \
    uint32_t bits, r;                                                        \
    memcpy(&bits, &a, 4);                                                    \
    r = (uint32_t)shfl(m, mask, bits, b, c);                                 \
    memcpy(&a, &r, 4);                                                       \
    return a;                                                                \
  }                                                                          \
  uint64_t emu_nvvm_shfl_sync_##name##_i32p(uint32_t mask, uint32_t a, uint32_t b, uint32_t c) { \
    return shfl(m, mask, a, b, c);                                           \
  }                                                                          \
  uint64_t emu_nvvm_shfl_sync_##name##_f32p(uint32_t mask, float a, uint32_t b, uint32_t c) { \
    uint32_t bits;                                                           \
    memcpy(&bits, &a, 4);                                                    \
    return shfl(m, mask, bits, b, c);                                        \
  }
SHFL(0, up)
SHFL(1, down)
SHFL(2, bfly)
SHFL(3, idx)
#undef SHFL

static uint32_t ballot(uint32_t mask, unsigned pred) {
  uint64_t vals[32];
  warp_round(mask, pred & 1, vals);
  uint32_t r = 0;
  for (unsigned i = 0; i < 32; ++i)
    if (mask & (1u << i) && vals[i] == 1)
      r |= 1u << i;
  return r;
}
uint32_t emu_nvvm_vote_ballot_sync(uint32_t mask, unsigned p) { return ballot(mask, p); }
int emu_nvvm_vote_all_sync(uint32_t mask, unsigned p) { return (ballot(mask, p) & mask) == (mask & cta.warp[my_tid / 32].live); }
int emu_nvvm_vote_any_sync(uint32_t mask, unsigned p) { return ballot(mask, p) != 0; }
int emu_nvvm_vote_uni_sync(uint32_t mask, unsigned p) {
  uint32_t b = ballot(mask, p), live = mask & cta.warp[my_tid / 32].live;
  return b == 0 || b == live;
}
/* elect.sync: {i32 leader lane, i1 this lane is it} packed as lane | pred << 32.
 * The ISA elects one lane of the membermask; here the lowest that takes part. */
uint64_t emu_nvvm_elect_sync(uint32_t mask) {
  uint64_t all[32][EMU_EXCHANGE_MAX], zero = 0;
  uint32_t took_part = emu_warp_exchange("elect.sync", mask, &zero, 1, all);
  unsigned leader = (unsigned)__builtin_ctz(took_part);
  return leader | (uint64_t)(leader == my_tid % 32) << 32;
}
uint32_t emu_nvvm_activemask(void) { return cta.warp[my_tid / 32].live; }
void emu_nvvm_bar_warp_sync(uint32_t mask) {
  uint64_t vals[32];
  warp_round(mask, 0, vals);
}

static uint32_t match_any(uint32_t mask, uint64_t v) {
  uint64_t vals[32];
  warp_round(mask, v, vals);
  uint32_t r = 0;
  for (unsigned i = 0; i < 32; ++i)
    if (mask & (1u << i) && vals[i] == v)
      r |= 1u << i;
  return r;
}
uint32_t emu_nvvm_match_any_sync_i32(uint32_t mask, uint32_t v) { return match_any(mask, v); }
uint32_t emu_nvvm_match_any_sync_i64(uint32_t mask, uint64_t v) { return match_any(mask, v); }
/* {i32 mask, i1 pred} packed as value | pred << 32 (emulate.py unpacks). */
uint64_t emu_nvvm_match_all_sync_i32p(uint32_t mask, uint32_t v) {
  uint32_t m = match_any(mask, v), all = mask & cta.warp[my_tid / 32].live;
  return m == all ? (uint64_t)m | 1ull << 32 : 0;
}
uint64_t emu_nvvm_match_all_sync_i64p(uint32_t mask, uint64_t v) {
  uint32_t m = match_any(mask, v), all = mask & cta.warp[my_tid / 32].live;
  return m == all ? (uint64_t)m | 1ull << 32 : 0;
}

static uint32_t redux(int op, uint32_t v, uint32_t mask) {
  uint64_t vals[32];
  warp_round(mask, v, vals);
  uint32_t r = 0;
  int first = 1;
  for (unsigned i = 0; i < 32; ++i) {
    if (!(mask & cta.warp[my_tid / 32].live & (1u << i)))
      continue;
    uint32_t x = (uint32_t)vals[i];
    if (first) { r = x; first = 0; continue; }
    switch (op) {
    case 0: r += x; break;
    case 1: r = (int32_t)x < (int32_t)r ? x : r; break;
    case 2: r = (int32_t)x > (int32_t)r ? x : r; break;
    case 3: r = x < r ? x : r; break;
    case 4: r = x > r ? x : r; break;
    case 5: r &= x; break;
    case 6: r |= x; break;
    default: r ^= x; break;
    }
  }
  return r;
}
uint32_t emu_nvvm_redux_sync_add(uint32_t v, uint32_t m) { return redux(0, v, m); }
uint32_t emu_nvvm_redux_sync_min(uint32_t v, uint32_t m) { return redux(1, v, m); }
uint32_t emu_nvvm_redux_sync_max(uint32_t v, uint32_t m) { return redux(2, v, m); }
uint32_t emu_nvvm_redux_sync_umin(uint32_t v, uint32_t m) { return redux(3, v, m); }
uint32_t emu_nvvm_redux_sync_umax(uint32_t v, uint32_t m) { return redux(4, v, m); }
uint32_t emu_nvvm_redux_sync_and(uint32_t v, uint32_t m) { return redux(5, v, m); }
uint32_t emu_nvvm_redux_sync_or(uint32_t v, uint32_t m) { return redux(6, v, m); }
uint32_t emu_nvvm_redux_sync_xor(uint32_t v, uint32_t m) { return redux(7, v, m); }

/* A failed device assert traps the kernel: here the process ends, the run
 * fails. */
void __assertfail(const char *message, const char *file, unsigned line,
                  const char *function, size_t char_size) {
  (void)char_size;
  fflush(stdout);
  fatal("%s:%u: %s: device assertion `%s' failed (thread %u of CTA %u,%u,%u)", file, line,
        function, message, my_tid, cta.ctaid[0], cta.ctaid[1], cta.ctaid[2]);
}

/*--- the grid -------------------------------------------------------------*/

static void thread_exit(void) {
  pthread_mutex_lock(&cta.lock);
  cta.live--;
  struct warp *w = &cta.warp[my_tid / 32];
  w->live &= ~(1u << (my_tid % 32));
  if (w->arrived && (w->arrived & w->live) == (w->mask & w->live))
    release_warp_round(w);
  if (group_complete(my_tid / 128))
    release_group_round(my_tid / 128);
  for (unsigned i = 0; i < NUM_BARRIERS; ++i)
    if (cta.bar[i].all)
      release_if_complete(&cta.bar[i]);
  if (cta.live && cta.blocked == cta.live)
    deadlock("exit");
  pthread_mutex_unlock(&cta.lock);
}

static void *thread_main(void *arg) {
  my_tid = (unsigned)(uintptr_t)arg;
  fesetround(FE_TONEAREST);
  /* With barriers dropped, thread 0 starts late: what it initializes for
   * the CTA (mbarriers, tensor memory) and publishes with a barrier is then
   * used before it exists, every run, rather than when the race happens to
   * go that way. */
  if ((__emu_mutations & EMU_MUTATE_DROP_BARRIERS) && my_tid == 0)
    usleep(10000);
  __emu_entry(cta.params);
  emu_wgmma_thread_exit();
  emu_tcgen05_thread_exit();
  emu_cp_async_thread_exit();
  emu_tma_thread_exit();
  thread_exit();
  return NULL;
}

int emu_launch(void **params, unsigned gx, unsigned gy, unsigned gz,
               unsigned bx, unsigned by, unsigned bz) {
  unsigned threads = bx * by * bz;
  if (threads == 0 || threads > MAX_THREADS)
    fatal("block %ux%ux%u: 1 to %d threads", bx, by, bz, MAX_THREADS);
  static pthread_t handle[MAX_THREADS];
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, 4u << 20);
  cta.params = params;
  cta.grid[0] = gx, cta.grid[1] = gy, cta.grid[2] = gz;
  cta.block[0] = bx, cta.block[1] = by, cta.block[2] = bz;
  cta.threads = threads;
  emu_cp_async_launch_begin();
  for (unsigned w = 0; w < MAX_WARPS; ++w)
    pthread_cond_init(&cta.warp[w].cond, NULL);
  for (unsigned g = 0; g < MAX_GROUPS; ++g)
    pthread_cond_init(&cta.group[g].cond, NULL);
  for (unsigned z = 0; z < gz; ++z)
    for (unsigned y = 0; y < gy; ++y)
      for (unsigned x = 0; x < gx; ++x) {
        cta.ctaid[0] = x, cta.ctaid[1] = y, cta.ctaid[2] = z;
        cta.live = threads;
        cta.blocked = 0;
        memset(cta.bar, 0, sizeof cta.bar);
        for (unsigned w = 0; w < MAX_WARPS; ++w) {
          unsigned first = w * 32;
          cta.warp[w].live = first >= threads ? 0
                             : threads - first >= 32 ? 0xFFFFFFFFu
                                                     : (1u << (threads - first)) - 1;
          cta.warp[w].arrived = 0;
          cta.warp[w].waiters = 0;
        }
        for (unsigned g = 0; g < MAX_GROUPS; ++g) {
          memset(cta.group[g].arrived, 0, sizeof cta.group[g].arrived);
          cta.group[g].waiters = 0;
        }
        __emu_poison_shared();
        emu_tcgen05_cta_begin();
        emu_setmaxnreg_cta_begin(threads);
        for (unsigned t = 0; t < threads; ++t)
          if (pthread_create(&handle[t], &attr, thread_main, (void *)(uintptr_t)t))
            fatal("cannot create thread %u of %u", t, threads);
        for (unsigned t = 0; t < threads; ++t)
          pthread_join(handle[t], NULL);
        emu_tcgen05_cta_end();
      }
  pthread_attr_destroy(&attr);
  emu_cp_async_launch_end();
  fflush(stdout);
  return 0;
}
