/* Shared by the emulator's runtime files (utils/emulator). */
#ifndef TILEIRAS_EMULATOR_RUNTIME_H
#define TILEIRAS_EMULATOR_RUNTIME_H

#include <stddef.h>
#include <stdint.h>

/* Mutations (emulate.py --mutate) the rewritten module asks for in
 * __emu_mutations; each must make the kernels that depend on the primitive
 * fail their comparison. */
enum {
  EMU_MUTATE_DROP_BARRIERS = 1, /* CTA barriers return at once */
  EMU_MUTATE_DROP_SHUFFLES = 2, /* shfl.sync returns the lane's own value */
  EMU_MUTATE_DROP_ROUNDING = 4, /* directed-rounding conversions and
                                   arithmetic round to nearest even */
  EMU_MUTATE_SWAP_MMA_FRAGMENTS = 8, /* every mma call passes its first two
                                        operand registers swapped (applied
                                        by emulate.py's call wrapper) */
  EMU_MUTATE_SWAP_WGMMA_STRIDES =
      16, /* wgmma and tcgen05.mma read each
             matrix descriptor's leading- and
             stride-dimension byte offsets swapped */
  EMU_MUTATE_DROP_CP_ASYNC_WAIT =
      32, /* cp.async.wait_group/wait_all do nothing */
  EMU_MUTATE_WEAKEN_CP_ASYNC_WAIT =
      64, /* cp.async.wait_group N waits as N + 1 */
  EMU_MUTATE_DROP_MBARRIER_WAIT = 128, /* mbarrier try_wait/test_wait.parity
                                          report the phase complete at once */
  EMU_MUTATE_DROP_SWIZZLE_READS =
      256, /* wgmma and tcgen05.mma read swizzled
              descriptors without the XOR (the
              writers, TMA or the kernel, keep it) */
};

/* What a warp collective reads from a lane outside its round: a NaN as f32,
 * a large number as an integer, so that a use shows up in the results. */
#define EMU_UNDEFINED 0x7FBADBADu

extern const int __emu_mutations; /* defined by the rewritten module */

/* The most 64-bit values one lane deposits in a warp exchange (an mma's A, B
 * and C registers: at most 8 + 4 + 4). */
enum { EMU_EXCHANGE_MAX = 16 };

/* A warp round (runtime.c) in which each lane of membermask deposits n values;
 * on return vals[l] holds lane l's deposit (EMU_UNDEFINED outside the mask).
 * Returns the lanes that took part: the round also completes when the other
 * lanes of the mask have exited. `what` names the collective; lanes that meet
 * with different names abort the run (NULL: the untagged shfl/vote/match/
 * redux family). */
uint32_t emu_warp_exchange(const char *what, uint32_t membermask, const uint64_t *mine,
                           unsigned n, uint64_t vals[32][EMU_EXCHANGE_MAX]);
/* This thread's lane, warp and warpgroup (warps 4g..4g+3). */
unsigned emu_lane(void);
unsigned emu_warp(void);
unsigned emu_warpgroup(void);

/* The most 64-bit values one thread deposits in a warpgroup round. */
enum { EMU_GROUP_MAX = 8, EMU_GROUP_THREADS = 128 };
/* Called once per warpgroup round, by the thread that completes it, with the
 * CTA's lock held and before any thread of the round returns: vals[t] is the
 * deposit of thread t of the warpgroup, took_part[w] the lanes of its warp w
 * that arrived (the others exited). parity: the round's generation & 1, which
 * emu_warpgroup_exchange returns to the threads of this round. */
typedef void (*emu_group_release_fn)(unsigned group, unsigned parity,
                                     const uint64_t vals[EMU_GROUP_THREADS][EMU_GROUP_MAX],
                                     const uint32_t took_part[4]);
/* A rendezvous of the live threads of this thread's warpgroup, each depositing
 * n values; at_release runs at the round's completion (see above). Threads
 * that meet with different `what` abort the run. Returns the round's parity;
 * took_part receives the lanes of each warp that took part. */
unsigned emu_warpgroup_exchange(const char *what, const uint64_t *mine, unsigned n,
                                emu_group_release_fn at_release, uint32_t took_part[4]);

/* Warpgroup g's round in progress: its `what` (NULL when no thread has
 * arrived), the lanes of each of its warps that arrived and that are live.
 * cta lock held (called from emu_setmaxnreg_deadlock). */
const char *emu_warpgroup_round(unsigned g, uint32_t arrived[4], uint32_t live[4]);

/* runtime-setmaxnreg.c: the CTA's register pool is reset at its start (from
 * __emu_maxnreg, the kernel's "nvvm.maxnreg", which emulate.py defines: 0 when
 * absent); as the CTA deadlocks (cta lock held) it reports the deadlock in
 * setmaxnreg's terms where a setmaxnreg takes part, and returns otherwise. */
void emu_setmaxnreg_cta_begin(unsigned threads);
void emu_setmaxnreg_deadlock(const unsigned ctaid[3]);

/* The module's shared-memory globals (emulate.py writes the table). */
struct emu_shared_region {
  char *base;
  uint64_t bytes;
};
extern const struct emu_shared_region __emu_shared_regions[];
extern const int __emu_shared_region_count;

/* runtime-mma.c: the value of an 8-bit float (e4m3: exp_bits 4, e4m3 1; e5m2:
 * exp_bits 5, e4m3 0). */
double emu_f8_value(uint32_t bits, unsigned exp_bits, int e4m3);

/* runtime-wgmma.c: checks, as a thread ends, that its wgmma groups were
 * committed and waited for. */
void emu_wgmma_thread_exit(void);
/* runtime-tcgen05.c: a CTA's tensor memory and mbarriers are reset at its
 * start and checked at its end (allocations left over); a thread's tcgen05
 * operations are checked as it ends. */
void emu_tcgen05_cta_begin(void);
void emu_tcgen05_cta_end(void);
void emu_tcgen05_thread_exit(void);
/* The newest tcgen05.mma whose completion this thread has observed (through
 * an mbarrier wait, or a CTA barrier with a thread that had). */
extern __thread uint64_t emu_tcgen05_observed;

/* runtime-mbarrier.c: one arrival on the mbarrier at addr, releasing the
 * tcgen05.mma up to `releases`; returns the state (the phase arrived in). The
 * CTA's mbarriers are forgotten at its start. */
uint64_t emu_mbarrier_arrive(const char *what, void *addr, uint64_t releases);
void emu_mbarrier_cta_begin(void);
/* A cp.async copy not yet written to shared memory (runtime-cp-async.c). */
struct emu_copy {
  char *dst;
  uint64_t group; /* the issuing thread's commit group */
  unsigned size;
  unsigned char bytes[16];
};
/* cp.async.mbarrier.arrive(.noinc) of this thread: its n copies not yet
 * written land when the current phase of the mbarrier at addr completes
 * (noinc: the arrive-on counts as one of the phase's arrivals; without it
 * the pending count goes up and down by one). late: the arrive-on is made
 * only when a thread waits for the phase, the latest that still lets it
 * complete; otherwise at once. */
void emu_mbarrier_track_copies(const char *what, void *addr, const struct emu_copy *copies,
                               size_t n, int noinc, int late);
/* mbarrier.expect_tx: the current phase also waits for `bytes` more. */
void emu_mbarrier_expect_tx(const char *what, void *addr, uint32_t bytes);
/* A cp.async.bulk.tensor copy completing on the mbarrier at addr: its n
 * pieces (`bytes` in all) land and count against the transaction count at
 * issue, or (late) when a thread waits for the phase. */
void emu_mbarrier_track_tx_copies(const char *what, void *addr, const struct emu_copy *copies,
                                  size_t n, uint32_t bytes, int late);
/* Whether $EMU_CP_ASYNC asks for late completion (runtime-cp-async.c). */
int emu_cp_async_late(void);
/* Writes this thread's copies tracked by mbarriers of groups below `group`
 * (its cp.async.wait_group / wait_all covers them too). */
void emu_mbarrier_land_copies(uint64_t group);

/* runtime-cp-async.c: $EMU_CP_ASYNC is read as a launch begins; a thread's
 * copies still pending as it ends are dropped and counted, and the count is
 * reported as the launch ends. */
void emu_cp_async_launch_begin(void);
void emu_cp_async_thread_exit(void);
/* Fails when the thread issued a bulk store it did not wait for. */
void emu_tma_thread_exit(void);
void emu_cp_async_launch_end(void);

/* runtime.c: blocking waits of the other runtime files, under the CTA lock and
 * its deadlock detection (see emu_cta_wait there). */
#include <pthread.h>
void emu_cta_lock(void);
void emu_cta_unlock(void);
void emu_cta_wait(pthread_cond_t *cond, const unsigned *generation, unsigned *waiters,
                  const char *where);
void emu_cta_release(pthread_cond_t *cond, unsigned *waiters);

/* runtime-wgmma.c: the sm_90/sm_100 shared-memory matrix descriptor's fields
 * (bytes; swizzle: the width in bytes, 0 for none), the byte offset of element
 * (mn, k) of a canonical layout, the swizzle applied to a host address, and the
 * shared variable an 18-bit start address points into. */
struct emu_matrix_desc {
  uint32_t start, lbo, sbo;
  unsigned base_offset, swizzle;
};
uint32_t emu_matrix_offset(const struct emu_matrix_desc *d, int mn_major, unsigned mn,
                           unsigned k, unsigned e);
uintptr_t emu_matrix_swizzle(const struct emu_matrix_desc *d, uintptr_t addr);
struct emu_shared_region;
const struct emu_shared_region *emu_find_shared(const char *what, char op, uint32_t start,
                                                char **host);

/* Reports a kernel error and ends the process (status 70). */
_Noreturn void emu_fatal(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
