/* Shared by the emulator's runtime files (utils/emulator). */
#ifndef TILEIRAS_EMULATOR_RUNTIME_H
#define TILEIRAS_EMULATOR_RUNTIME_H

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
/* This thread's lane and warp. */
unsigned emu_lane(void);
unsigned emu_warp(void);
/* Reports a kernel error and ends the process (status 70). */
_Noreturn void emu_fatal(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
