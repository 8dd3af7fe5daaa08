/* Launches a one-pointer kernel on the emulator: one CTA of argv[1] threads
 * (default 128, one warpgroup). */
#include <stdio.h>
#include <stdlib.h>

int emu_launch(void **params, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
               unsigned by, unsigned bz);

int main(int argc, char **argv) {
  static float out[1024];
  void *ptr = out;
  void *params[] = {&ptr};
  emu_launch(params, 1, 1, 1, argc > 1 ? (unsigned)atoi(argv[1]) : 128, 1, 1);
  printf("out[0] = %g, out[127] = %g\nfinished\n", out[0], out[127]);
  return 0;
}
