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
};

/* What a warp collective reads from a lane outside its round: a NaN as f32,
 * a large number as an integer, so that a use shows up in the results. */
#define EMU_UNDEFINED 0x7FBADBADu

extern const int __emu_mutations; /* defined by the rewritten module */

#endif
