/* cp.async of the emulator's runtime (utils/emulator, docs/testing.md), from
 * the PTX ISA's "cp.async", "cp.async.commit_group" and "cp.async.wait_group /
 * cp.async.wait_all", independently of the compiler's lowering.
 *
 * A copy of cp-size (4, 8, 16) bytes from global to shared memory: the first
 * src-size bytes come from the source, the rest are zeros. The ISA lets it
 * complete at any time between its issue and the wait that covers it, and
 * makes it visible to other threads only through the synchronization that
 * follows that wait (a CTA barrier). The emulator takes one end of that window,
 * chosen by $EMU_CP_ASYNC at launch:
 *   late (default): the source is read at issue (global memory does not change
 *     under a kernel) but the shared destination is written only when the
 *     issuing thread's cp.async.wait_group N / wait_all requires it: a missing
 *     or too weak wait, or a read before the wait, sees old bytes. Copies still
 *     pending when their thread exits are dropped and counted (a warning at the
 *     end of the launch).
 *   early: the destination is written at issue: a copy into a stage that other
 *     threads may still be reading (a missing CTA barrier between the reads and
 *     the copy) overwrites it under them.
 * Groups are per thread, as in the ISA: commit_group closes the thread's open
 * group (an empty one too); wait_group N completes every committed group but
 * the N newest, never the open one; wait_all is commit_group + wait_group 0.
 * cp.async.mbarrier.arrive(.noinc) makes an mbarrier track every copy of the
 * thread issued before it: late, its arrive-on is deferred until a thread
 * waits for that phase and the copies land when the phase completes, the
 * latest the ISA allows, so a read that no wait on that phase orders after
 * them sees old bytes (runtime-mbarrier.c); early, they have landed and the
 * arrive-on happens at once.
 * Mutations: drop-cp-async-wait (waits do nothing), weaken-cp-async-wait
 * (wait_group N leaves N + 1 groups pending, wait_all the newest one).
 */
#define _GNU_SOURCE
#include "runtime.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { LATE, EARLY };
static int mode = LATE; /* set before the CTA's threads start */
static uint64_t dropped_copies, dropped_threads;

/* This thread's copies not yet written, in issue order, and the number of
 * groups it has committed (the open group's number). */
static __thread struct emu_copy *pending;
static __thread size_t npending, capacity;
static __thread uint64_t committed;
/* Whether the thread has handed copies to an mbarrier (then its waits look
 * there too; otherwise they take no lock, which would order the threads
 * for ThreadSanitizer and hide their races). */
static __thread int tracking;

static unsigned tid(void) { return emu_warp() * 32 + emu_lane(); }

int emu_cp_async_late(void) { return mode == LATE; }

void emu_cp_async_launch_begin(void) {
  const char *m = getenv("EMU_CP_ASYNC");
  if (!m || !*m || !strcmp(m, "late"))
    mode = LATE;
  else if (!strcmp(m, "early"))
    mode = EARLY;
  else
    emu_fatal("EMU_CP_ASYNC=%s: expected late or early", m);
  dropped_copies = dropped_threads = 0;
}

/* The shared variable [p, p + n) lies in, or NULL. */
static const struct emu_shared_region *shared_region(const char *p, unsigned n) {
  for (int i = 0; i < __emu_shared_region_count; ++i) {
    const struct emu_shared_region *r = &__emu_shared_regions[i];
    if (p >= r->base && p + n <= r->base + r->bytes)
      return r;
  }
  return NULL;
}

static void copy(const char *what, unsigned size, char *dst, const char *src, uint32_t src_size) {
  if (src_size > size)
    emu_fatal("%s in thread %u: src-size %u is larger than the cp-size %u", what, tid(),
              src_size, size);
  if ((uintptr_t)dst % size || (uintptr_t)src % size)
    emu_fatal("%s in thread %u: destination %p or source %p not aligned to %u bytes", what,
              tid(), (void *)dst, (const void *)src, size);
  if (!shared_region(dst, size))
    emu_fatal("%s in thread %u: the destination %p is not in shared memory", what, tid(),
              (void *)dst);
  if (src_size && shared_region(src, src_size))
    emu_fatal("%s in thread %u: the source %p is in shared memory, not global", what, tid(),
              (const void *)src);
  struct emu_copy c = {.dst = dst, .group = committed, .size = size};
  memcpy(c.bytes, src, src_size); /* the rest stays zero: the zero fill */
  if (mode == EARLY) {
    memcpy(dst, c.bytes, size);
    return;
  }
  if (npending == capacity) {
    capacity = capacity ? 2 * capacity : 64;
    pending = realloc(pending, capacity * sizeof *pending);
    if (!pending)
      emu_fatal("%s: out of memory for pending copies", what);
  }
  pending[npending++] = c;
}

/* Writes, in issue order, the copies of groups below `group` (late). */
static void complete_before(uint64_t group) {
  if (tracking)
    emu_mbarrier_land_copies(group);
  size_t kept = 0;
  for (size_t i = 0; i < npending; ++i) {
    if (pending[i].group < group)
      memcpy(pending[i].dst, pending[i].bytes, pending[i].size);
    else
      pending[kept++] = pending[i];
  }
  npending = kept;
}

void emu_nvvm_cp_async_commit_group(void) { ++committed; }

void emu_nvvm_cp_async_wait_group(uint32_t n) {
  if (__emu_mutations & EMU_MUTATE_DROP_CP_ASYNC_WAIT)
    return;
  if (__emu_mutations & EMU_MUTATE_WEAKEN_CP_ASYNC_WAIT)
    ++n;
  if (committed > n)
    complete_before(committed - n);
}

void emu_nvvm_cp_async_wait_all(void) {
  emu_nvvm_cp_async_commit_group();
  if (__emu_mutations & EMU_MUTATE_DROP_CP_ASYNC_WAIT)
    return;
  complete_before(__emu_mutations & EMU_MUTATE_WEAKEN_CP_ASYNC_WAIT ? committed - 1 : committed);
}

#define CP_ASYNC(cache, size)                                                           \
  void emu_nvvm_cp_async_##cache##_shared_global_##size(char *dst, const char *src) {   \
    copy("cp.async." #cache ".shared.global " #size, size, dst, src, size);             \
  }                                                                                    \
  void emu_nvvm_cp_async_##cache##_shared_global_##size##_s(char *dst, const char *src, \
                                                            uint32_t src_size) {       \
    copy("cp.async." #cache ".shared.global " #size, size, dst, src, src_size);         \
  }
CP_ASYNC(ca, 4)
CP_ASYNC(ca, 8)
CP_ASYNC(ca, 16)
CP_ASYNC(cg, 16)
#undef CP_ASYNC

/* The mbarrier tracks every copy issued so far (all groups); late, its
 * arrive-on waits for a thread to wait on the phase. */
static void mbarrier_arrive(const char *what, void *addr, int noinc) {
  tracking |= npending != 0;
  emu_mbarrier_track_copies(what, addr, pending, npending, noinc, mode == LATE);
  npending = 0;
}
void emu_nvvm_cp_async_mbarrier_arrive_noinc_shared(void *addr) {
  mbarrier_arrive("cp.async.mbarrier.arrive.noinc", addr, 1);
}
void emu_nvvm_cp_async_mbarrier_arrive_noinc(void *addr) {
  mbarrier_arrive("cp.async.mbarrier.arrive.noinc", addr, 1);
}
void emu_nvvm_cp_async_mbarrier_arrive_shared(void *addr) {
  mbarrier_arrive("cp.async.mbarrier.arrive", addr, 0);
}
void emu_nvvm_cp_async_mbarrier_arrive(void *addr) {
  mbarrier_arrive("cp.async.mbarrier.arrive", addr, 0);
}

void emu_cp_async_thread_exit(void) {
  if (npending) {
    __atomic_add_fetch(&dropped_copies, npending, __ATOMIC_RELAXED);
    __atomic_add_fetch(&dropped_threads, 1, __ATOMIC_RELAXED);
  }
  free(pending);
  pending = NULL;
  npending = capacity = 0;
  committed = 0;
  tracking = 0;
}

void emu_cp_async_launch_end(void) {
  if (dropped_copies)
    fprintf(stderr,
            "emulator: warning: %llu cp.async copies of %llu threads were never waited for "
            "(cp.async.wait_group/wait_all) and were dropped when their threads exited "
            "(EMU_CP_ASYNC=late)\n",
            (unsigned long long)dropped_copies, (unsigned long long)dropped_threads);
}
