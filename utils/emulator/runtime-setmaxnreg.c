/* setmaxnreg of the emulator's runtime (utils/emulator, docs/testing.md), from
 * the PTX ISA's "setmaxnreg" section, independently of the compiler's
 * lowering: llvm.nvvm.setmaxnreg.{inc,dec}.sync.aligned.u32(i32 immarg N)
 * (MLIR's nvvm.setmaxregister), which emulate.py renames to
 * emu_nvvm_setmaxnreg_{inc,dec}_sync_aligned_u32.
 *
 * Rules checked (a broken one stops the run with a message naming it):
 *  - N is a multiple of 8 in [24, 256];
 *  - .sync.aligned: all 128 threads of the warpgroup execute the same
 *    setmaxnreg (same action, same N) together: a warpgroup round
 *    (runtime.c); threads that exited without executing it, threads that
 *    meet with another action or count, and live threads that wait elsewhere
 *    while the others wait in the setmaxnreg (seen when the CTA deadlocks)
 *    are reported;
 *  - .dec must not raise and .inc must not lower a warp's current per-thread
 *    count (where the count is known: from "nvvm.maxnreg" or an earlier
 *    setmaxnreg).
 *
 * The register pool (only when the kernel carries "nvvm.maxnreg"=R, which
 * emulate.py passes as __emu_maxnreg; 0 without): at each CTA's start every
 * warp owns R registers per thread (32 R) and the pool has none free; .dec N
 * returns (R_old - N) x 32 per warp to the pool, .inc N takes (N - R_old) x 32
 * per warp and, when the pool lacks them, the warpgroup blocks (as on the
 * GPU) until another warpgroup's .dec returns enough. A warp that exits keeps
 * its registers (the CTA frees them as it ends). An .inc that can never be
 * satisfied (every other live thread has exited or waits) is reported as a
 * deadlock instead of hanging. Without "nvvm.maxnreg" the counts start unknown
 * and nothing is accounted: .inc never waits.
 * Not modelled: the explicit synchronization the ISA requires between two
 * setmaxnreg of a warpgroup, and the undefined contents of new registers.
 */
#include "runtime.h"

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

extern const int __emu_maxnreg; /* defined by the rewritten module */

enum { MAX_WARPS = 32, MAX_GROUPS = MAX_WARPS / 4 };
enum { DEC = 0, INC = 1 };
enum { ACTION, COUNT };

/* The round's tag: one for both actions, so that threads meeting in a .dec and
 * an .inc reach the rule's message rather than runtime.c's generic one. */
static const char SETMAXNREG[] = "setmaxnreg";

static struct {
  unsigned threads;
  int pooled;              /* the kernel carries nvvm.maxnreg */
  uint64_t free;           /* registers in the CTA's pool no warp owns */
  unsigned reg[MAX_WARPS]; /* per-thread count each warp owns (0: unknown) */
  struct {
    uint32_t action, count; /* the latest setmaxnreg a thread arrived at */
    unsigned want;          /* an .inc waiting for registers: its N (0: none) */
    uint64_t need;          /* the registers it takes from the pool */
    unsigned grants, waiters;
    pthread_cond_t cond;
  } group[MAX_GROUPS];
} pool;

static const char *action_name(uint32_t action) {
  return action == INC ? "setmaxnreg.inc" : "setmaxnreg.dec";
}

/* The lanes of warp w that the launch created. */
static uint32_t launched(unsigned w) {
  unsigned first = w * 32;
  return first >= pool.threads ? 0
         : pool.threads - first >= 32 ? 0xFFFFFFFFu
                                      : (1u << (pool.threads - first)) - 1;
}

void emu_setmaxnreg_cta_begin(unsigned threads) {
  static int once;
  if (!once) {
    for (unsigned g = 0; g < MAX_GROUPS; ++g)
      pthread_cond_init(&pool.group[g].cond, NULL);
    once = 1;
  }
  if (__emu_maxnreg < 0)
    emu_fatal("setmaxnreg: the kernel's nvvm.maxnreg %d is not a register count",
              __emu_maxnreg);
  /* A .maxnreg above what a thread can have (NVIDIA's tileiras writes 256
   * for 128 threads at two CTAs per SM) limits nothing: ptxas caps at 255,
   * allocated in whole 8-register units. */
  unsigned limit = __emu_maxnreg > 255 ? 256 : (unsigned)__emu_maxnreg;
  pool.threads = threads;
  pool.pooled = limit > 0;
  pool.free = 0;
  for (unsigned w = 0; w < MAX_WARPS; ++w)
    pool.reg[w] = launched(w) ? limit : 0;
  for (unsigned g = 0; g < MAX_GROUPS; ++g) {
    pool.group[g].action = pool.group[g].count = 0;
    pool.group[g].want = 0;
    pool.group[g].need = 0;
    pool.group[g].waiters = 0;
  }
}

/* Gives the waiting .inc of each warpgroup its registers where the pool has
 * them, lowest warpgroup first (cta lock held). */
static void grant(void) {
  for (unsigned g = 0; g < MAX_GROUPS; ++g) {
    if (!pool.group[g].want || pool.group[g].need > pool.free)
      continue;
    pool.free -= pool.group[g].need;
    for (unsigned j = 0; j < 4; ++j)
      if (launched(4 * g + j))
        pool.reg[4 * g + j] = pool.group[g].want;
    pool.group[g].want = 0;
    pool.group[g].need = 0;
    pool.group[g].grants++;
    emu_cta_release(&pool.group[g].cond, &pool.group[g].waiters);
  }
}

/* The round's completion (cta lock held, before any thread returns). */
static void at_release(unsigned g, unsigned parity,
                       const uint64_t vals[EMU_GROUP_THREADS][EMU_GROUP_MAX],
                       const uint32_t took_part[4]) {
  (void)parity;
  int first = -1;
  for (unsigned t = 0; t < EMU_GROUP_THREADS; ++t) {
    if (!(took_part[t / 32] & (1u << (t % 32))))
      continue;
    if (first < 0) {
      first = (int)t;
    } else if (vals[t][ACTION] != vals[first][ACTION] || vals[t][COUNT] != vals[first][COUNT]) {
      emu_fatal("setmaxnreg in warpgroup %u: thread %u executes %s %u, thread %u %s %u; all "
                "warps of a warpgroup must execute the same setmaxnreg (.sync.aligned, PTX ISA)",
                g, 128 * g + first, action_name((uint32_t)vals[first][ACTION]),
                (unsigned)vals[first][COUNT], 128 * g + t, action_name((uint32_t)vals[t][ACTION]),
                (unsigned)vals[t][COUNT]);
    }
  }
  uint32_t action = (uint32_t)vals[first][ACTION];
  unsigned n = (unsigned)vals[first][COUNT];
  for (unsigned j = 0; j < 4; ++j)
    if (took_part[j] != 0xFFFFFFFFu)
      emu_fatal("%s %u in warpgroup %u: lanes 0x%08x of warp %u did not execute it (they "
                "exited or are not in the CTA); all warps of a warpgroup must execute the same "
                "setmaxnreg, all 128 threads (.sync.aligned, PTX ISA)",
                action_name(action), n, g, ~took_part[j], 4 * g + j);
  uint64_t need = 0;
  for (unsigned j = 0; j < 4; ++j) {
    unsigned w = 4 * g + j, old = pool.reg[w];
    if (old && action == DEC && n > old)
      emu_fatal("setmaxnreg.dec %u in warpgroup %u: warp %u owns %u registers per thread; .dec "
                "must not raise the count (PTX ISA)", n, g, w, old);
    if (old && action == INC && n < old)
      emu_fatal("setmaxnreg.inc %u in warpgroup %u: warp %u owns %u registers per thread; .inc "
                "must not lower the count (PTX ISA)", n, g, w, old);
    if (action == DEC) {
      if (pool.pooled)
        pool.free += (uint64_t)(old - n) * 32;
      pool.reg[w] = n;
    } else {
      need += pool.pooled ? (uint64_t)(n - old) * 32 : 0;
    }
  }
  if (action == INC) {
    pool.group[g].want = n;
    pool.group[g].need = need;
  }
  grant();
}

static void setmaxnreg(uint32_t action, uint32_t n) {
  unsigned g = emu_warpgroup();
  if (n % 8 || n < 24 || n > 256)
    emu_fatal("%s.sync.aligned.u32 %u in thread %u: the register count must be a multiple of 8 "
              "in [24, 256] (PTX ISA)", action_name(action), n, emu_warp() * 32 + emu_lane());
  if (g >= MAX_GROUPS)
    emu_fatal("setmaxnreg: warpgroup %u past the runtime's %d", g, MAX_GROUPS);
  emu_cta_lock();
  pool.group[g].action = action;
  pool.group[g].count = n;
  emu_cta_unlock();
  uint64_t mine[2] = {action, n};
  uint32_t took_part[4];
  emu_warpgroup_exchange(SETMAXNREG, mine, 2, at_release, took_part);
  if (action != INC)
    return;
  /* The round's .inc is the group's waiting one until granted: no other round
   * of the group can start before this thread leaves. */
  emu_cta_lock();
  while (pool.group[g].want)
    emu_cta_wait(&pool.group[g].cond, &pool.group[g].grants, &pool.group[g].waiters,
                 "setmaxnreg.inc (registers from the CTA's pool)");
  emu_cta_unlock();
}

void emu_nvvm_setmaxnreg_dec_sync_aligned_u32(uint32_t n) { setmaxnreg(DEC, n); }
void emu_nvvm_setmaxnreg_inc_sync_aligned_u32(uint32_t n) { setmaxnreg(INC, n); }

/* "warps 4, 5, 6" or "warp 7": the warps of warpgroup g in mask (bit j: warp
 * 4g + j). */
static void name_warps(char *buf, size_t size, unsigned g, uint32_t mask) {
  size_t used = (size_t)snprintf(buf, size, __builtin_popcount(mask) == 1 ? "warp" : "warps");
  for (unsigned j = 0; j < 4; ++j)
    if (mask & (1u << j))
      used += (size_t)snprintf(buf + used, size - used, "%s%u",
                               (int)j > __builtin_ctz(mask) ? ", " : " ", 4 * g + j);
}

/* Called as the CTA deadlocks (cta lock held): reports it in setmaxnreg's
 * terms where setmaxnreg takes part; returns otherwise. */
void emu_setmaxnreg_deadlock(const unsigned ctaid[3]) {
  for (unsigned g = 0; g < MAX_GROUPS; ++g) {
    uint32_t arrived[4], live[4];
    if (emu_warpgroup_round(g, arrived, live) != SETMAXNREG)
      continue;
    uint32_t in = 0, out = 0;
    for (unsigned j = 0; j < 4; ++j) {
      if (arrived[j])
        in |= 1u << j;
      if (live[j] & ~arrived[j])
        out |= 1u << j;
    }
    char waiting[32], elsewhere[32];
    name_warps(waiting, sizeof waiting, g, in);
    name_warps(elsewhere, sizeof elsewhere, g, out);
    emu_fatal("deadlock in CTA (%u,%u,%u): %s of warpgroup %u wait in %s %u while live "
              "threads of %s wait elsewhere; all warps of a warpgroup must execute the "
              "same setmaxnreg together (.sync.aligned, PTX ISA)", ctaid[0], ctaid[1], ctaid[2],
              waiting, g, action_name(pool.group[g].action), pool.group[g].count, elsewhere);
  }
  for (unsigned g = 0; g < MAX_GROUPS; ++g) {
    if (!pool.group[g].want)
      continue;
    emu_fatal("deadlock in CTA (%u,%u,%u): setmaxnreg.inc %u of warpgroup %u waits for %llu "
              "registers (%llu more per thread) from the CTA's pool, which has %llu free, and "
              "no other warpgroup can release any: each has exited or waits (nvvm.maxnreg %d, "
              "%u threads)", ctaid[0], ctaid[1], ctaid[2], pool.group[g].want, g,
              (unsigned long long)pool.group[g].need, (unsigned long long)pool.group[g].need / 128,
              (unsigned long long)pool.free, __emu_maxnreg, pool.threads);
  }
}
