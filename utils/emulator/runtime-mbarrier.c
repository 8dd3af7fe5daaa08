/* mbarriers of the emulator's runtime (utils/emulator, docs/testing.md), from
 * the PTX ISA's "mbarrier" sections, independently of the compiler's lowering.
 *
 * The mbarrier object lives in shared memory; its state is kept here, keyed by
 * address. init(count) sets phase 0, pending = count; an arrival decrements
 * pending, and at 0 the phase completes (phase + 1, pending = count);
 * try_wait.parity(P) returns once the current phase's parity differs from P
 * (the phase of parity P has completed), blocking until then under the CTA's
 * deadlock detection; test_wait.parity does not block; the forms taking
 * arrive's state (the phase it arrived in) wait for that phase; inval forgets
 * it. Use of an uninitialized or invalidated mbarrier stops the run.
 * Copies a thread's cp.async.mbarrier.arrive hands over (runtime-cp-async.c)
 * are written when the phase completes, before any waiter returns; those of
 * a phase that never completes are dropped at the CTA's end. Under late
 * completion the .noinc arrive-on itself waits until a thread waits for
 * its phase (then all of them happen), so a phase nobody waits for never
 * completes and its copies never land. test_wait is a
 * single poll, but a thread that polls a phase 64 times in a row blocks until
 * it completes, so that a poll loop that cannot end is reported as a
 * deadlock rather than spinning. Mutation drop-mbarrier-wait: try_wait and
 * test_wait.parity report the phase complete at once.
 * The transaction count (PTX ISA "mbarrier"): expect_tx raises the current
 * phase's, the bytes of a cp.async.bulk.tensor copy (runtime-tma.c) lower it as
 * they land, and a phase completes only with no arrival pending and a count of
 * zero. Late, a copy's bytes land (and count) when a thread waits for the
 * phase; early, at issue.
 * An arrival also releases the tcgen05.mma the arriving thread has observed
 * (emu_tcgen05_observed; tcgen05.commit releases the thread's own), and a wait
 * that sees the phase complete observes them (runtime-tcgen05.c).
 */
#include "runtime.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_MBARRIERS = 64 };

static unsigned tid(void) { return emu_warp() * 32 + emu_lane(); }

static struct mbarrier {
  uintptr_t addr;
  int valid;
  unsigned count, pending, phase, waiters;
  uint64_t releasing, released[2]; /* observed MMAs: this phase's, completed by parity */
  struct tracked *tracked;         /* copies landing at this phase's completion */
  unsigned deferred;               /* this phase's arrive-ons not made yet (late) */
  int64_t tx;                      /* this phase's transaction count (bytes) */
  int64_t deferred_tx;             /* bytes of copies that land when waited for */
  size_t ntracked, capacity;
} mbar[MAX_MBARRIERS];
struct tracked {
  struct emu_copy copy;
  unsigned thread;
};
static pthread_cond_t mbar_cond = PTHREAD_COND_INITIALIZER;

/* The mbarrier at addr (cta lock held); create: for init. */
static struct mbarrier *find_mbarrier(const char *what, uintptr_t addr, int create) {
  struct mbarrier *free_slot = NULL;
  for (unsigned i = 0; i < MAX_MBARRIERS; ++i) {
    if (mbar[i].addr == addr && (mbar[i].valid || create))
      return &mbar[i];
    if (!mbar[i].addr && !free_slot)
      free_slot = &mbar[i];
  }
  if (!create)
    emu_fatal("%s in thread %u: the mbarrier at %p is not initialized (mbarrier.init) or was "
              "invalidated", what, tid(), (void *)addr);
  if (!free_slot)
    emu_fatal("%s: more than %d mbarriers in a CTA", what, MAX_MBARRIERS);
  free_slot->addr = addr;
  return free_slot;
}

/* Completes the current phase if no arrival and no byte is pending (cta lock
 * held). */
static void complete_if_done(struct mbarrier *m) {
  if (m->pending == 0 && m->tx == 0) {
    for (size_t i = 0; i < m->ntracked; ++i)
      memcpy(m->tracked[i].copy.dst, m->tracked[i].copy.bytes, m->tracked[i].copy.size);
    m->ntracked = 0;
    m->released[m->phase & 1] = m->releasing;
    m->releasing = 0;
    m->pending = m->count;
    m->phase++;
    emu_cta_release(&mbar_cond, &m->waiters);
  }
}

/* One arrival (cta lock held); `observed`: the MMAs it releases. */
static uint64_t arrive(struct mbarrier *m, uint64_t observed) {
  if (observed > m->releasing)
    m->releasing = observed;
  uint64_t state = m->phase;
  if (m->pending == 0)
    emu_fatal("mbarrier arrive in thread %u: more arrivals than the phase expects", tid());
  --m->pending;
  complete_if_done(m);
  return state;
}

/* Keeps copies whose bytes land when a thread waits for the phase (cta lock
 * held). */
static void track(const char *what, struct mbarrier *m, const struct emu_copy *copies,
                  size_t n) {
  if (m->ntracked + n > m->capacity) {
    m->capacity = 2 * (m->ntracked + n);
    m->tracked = realloc(m->tracked, m->capacity * sizeof *m->tracked);
    if (!m->tracked)
      emu_fatal("%s: out of memory for tracked copies", what);
  }
  for (size_t i = 0; i < n; ++i)
    m->tracked[m->ntracked++] = (struct tracked){copies[i], tid()};
}

void emu_mbarrier_expect_tx(const char *what, void *addr, uint32_t bytes) {
  emu_cta_lock();
  find_mbarrier(what, (uintptr_t)addr, 0)->tx += bytes;
  emu_cta_unlock();
}

static void fire_deferred(struct mbarrier *m);

void emu_mbarrier_track_tx_copies(const char *what, void *addr, const struct emu_copy *copies,
                                  size_t n, uint32_t bytes, int late) {
  emu_cta_lock();
  struct mbarrier *m = find_mbarrier(what, (uintptr_t)addr, 0);
  if (late) {
    track(what, m, copies, n);
    m->deferred_tx += bytes;
    /* A thread already waits for the phase (a consumer that issues no copy
     * of its own, as in a warp-specialized kernel): the copies land now. */
    if (m->waiters)
      fire_deferred(m);
  } else {
    for (size_t i = 0; i < n; ++i)
      memcpy(copies[i].dst, copies[i].bytes, copies[i].size);
    m->tx -= bytes;
    complete_if_done(m);
  }
  emu_cta_unlock();
}

void emu_nvvm_mbarrier_init_shared(void *addr, uint32_t count) {
  if (count == 0 || count >= 1u << 20)
    emu_fatal("mbarrier.init in thread %u: count %u outside 1..2^20-1", tid(), count);
  emu_cta_lock();
  struct mbarrier *m = find_mbarrier("mbarrier.init", (uintptr_t)addr, 1);
  if (m->waiters)
    emu_fatal("mbarrier.init in thread %u: threads wait on the mbarrier at %p", tid(), addr);
  free(m->tracked);
  *m = (struct mbarrier){.addr = (uintptr_t)addr, .valid = 1, .count = count, .pending = count};
  emu_cta_unlock();
}
void emu_nvvm_mbarrier_init(void *addr, uint32_t count) { emu_nvvm_mbarrier_init_shared(addr, count); }

void emu_nvvm_mbarrier_inval_shared(void *addr) {
  emu_cta_lock();
  struct mbarrier *m = find_mbarrier("mbarrier.inval", (uintptr_t)addr, 0);
  if (m->waiters)
    emu_fatal("mbarrier.inval in thread %u: threads wait on the mbarrier at %p", tid(), addr);
  m->valid = 0;
  emu_cta_unlock();
}
void emu_nvvm_mbarrier_inval(void *addr) { emu_nvvm_mbarrier_inval_shared(addr); }

uint64_t emu_mbarrier_arrive(const char *what, void *addr, uint64_t releases) {
  emu_cta_lock();
  uint64_t state = arrive(find_mbarrier(what, (uintptr_t)addr, 0), releases);
  emu_cta_unlock();
  return state;
}
uint64_t emu_nvvm_mbarrier_arrive_shared(void *addr) {
  return emu_mbarrier_arrive("mbarrier.arrive", addr, emu_tcgen05_observed);
}
uint64_t emu_nvvm_mbarrier_arrive(void *addr) {
  return emu_mbarrier_arrive("mbarrier.arrive", addr, emu_tcgen05_observed);
}

void emu_mbarrier_track_copies(const char *what, void *addr, const struct emu_copy *copies,
                               size_t n, int noinc, int late) {
  emu_cta_lock();
  struct mbarrier *m = find_mbarrier(what, (uintptr_t)addr, 0);
  track(what, m, copies, n);
  if (noinc && late) {
    m->deferred++;
    if (m->waiters) /* waited for already: as for TMA copies above */
      fire_deferred(m);
  } else if (noinc)
    arrive(m, emu_tcgen05_observed);
  emu_cta_unlock();
}

/* A thread waits for the phase: the deferred arrive-ons happen now (cta lock
 * held); they are part of the pending count, so the phase could not have
 * completed without them. */
static void fire_deferred(struct mbarrier *m) {
  unsigned n = m->deferred;
  m->deferred = 0;
  if (m->deferred_tx) {
    m->tx -= m->deferred_tx;
    m->deferred_tx = 0;
    complete_if_done(m);
  }
  while (n--)
    arrive(m, 0);
}

void emu_mbarrier_land_copies(uint64_t group) {
  unsigned me = tid();
  emu_cta_lock();
  for (unsigned i = 0; i < MAX_MBARRIERS; ++i) {
    struct mbarrier *m = &mbar[i];
    size_t kept = 0;
    for (size_t j = 0; j < m->ntracked; ++j) {
      struct tracked *t = &m->tracked[j];
      if (t->thread == me && t->copy.group < group)
        memcpy(t->copy.dst, t->copy.bytes, t->copy.size);
      else
        m->tracked[kept++] = *t;
    }
    m->ntracked = kept;
  }
  emu_cta_unlock();
}

/* Consecutive polls of one phase that found it incomplete (test_wait). */
static __thread unsigned polls;
enum { MAX_POLLS = 64 };

/* Whether the phase of parity `parity` has completed; block: wait until it has. */
static int wait_parity(const char *what, void *addr, uint32_t parity, int block) {
  if (__emu_mutations & EMU_MUTATE_DROP_MBARRIER_WAIT)
    return 1;
  emu_cta_lock();
  struct mbarrier *m = find_mbarrier(what, (uintptr_t)addr, 0);
  if ((m->phase & 1) == (parity & 1))
    fire_deferred(m);
  if (!block && (m->phase & 1) == (parity & 1) && ++polls >= MAX_POLLS)
    block = 1;
  while (block && (m->phase & 1) == (parity & 1))
    emu_cta_wait(&mbar_cond, &m->phase, &m->waiters, what);
  int done = (m->phase & 1) != (parity & 1);
  if (done)
    polls = 0;
  if (done && m->released[parity & 1] > emu_tcgen05_observed)
    emu_tcgen05_observed = m->released[parity & 1];
  emu_cta_unlock();
  return done;
}
/* try_wait may return false after a time limit; here it returns when the phase
 * completes, so that a wait that never can is a deadlock, not a spin. */
void emu_asm_mbarrier_try_wait_parity_loop(void *addr, uint32_t parity, uint32_t ticks) {
  (void)ticks;
  wait_parity("mbarrier.try_wait.parity", addr, parity, 1);
}
#define TRY_WAIT(name, block)                                                                  \
  int emu_nvvm_mbarrier_##name(void *addr, uint32_t parity) {                                  \
    return wait_parity("mbarrier." #name, addr, parity, block);                                \
  }
TRY_WAIT(try_wait_parity_scope_cta_space_cta, 1)
TRY_WAIT(try_wait_parity_relaxed_scope_cta_space_cta, 1)
TRY_WAIT(test_wait_parity_scope_cta_space_cta, 0)
TRY_WAIT(test_wait_parity_relaxed_scope_cta_space_cta, 0)
#undef TRY_WAIT

/* The forms that take mbarrier.arrive's state (here the phase it arrived in):
 * that phase has completed once the mbarrier is past it. */
static int wait_state(const char *what, void *addr, uint64_t state, int block) {
  emu_cta_lock();
  struct mbarrier *m = find_mbarrier(what, (uintptr_t)addr, 0);
  if (m->phase == (unsigned)state)
    fire_deferred(m);
  while (block && m->phase == (unsigned)state)
    emu_cta_wait(&mbar_cond, &m->phase, &m->waiters, what);
  int done = m->phase != (unsigned)state;
  if (done && m->released[state & 1] > emu_tcgen05_observed)
    emu_tcgen05_observed = m->released[state & 1];
  emu_cta_unlock();
  return done;
}
#define WAIT_STATE(name, block)                                                                \
  int emu_nvvm_mbarrier_##name(void *addr, uint64_t state) {                                   \
    return wait_state("mbarrier." #name, addr, state, block);                                  \
  }
WAIT_STATE(try_wait_scope_cta_space_cta, 1)
WAIT_STATE(try_wait_relaxed_scope_cta_space_cta, 1)
WAIT_STATE(test_wait_scope_cta_space_cta, 0)
WAIT_STATE(test_wait_relaxed_scope_cta_space_cta, 0)
WAIT_STATE(test_wait_shared, 0)
WAIT_STATE(test_wait, 0)
#undef WAIT_STATE

void emu_mbarrier_cta_begin(void) {
  for (unsigned i = 0; i < MAX_MBARRIERS; ++i)
    free(mbar[i].tracked);
  memset(mbar, 0, sizeof mbar);
}
