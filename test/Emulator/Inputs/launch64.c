/* Launches a one-pointer kernel on the emulator: one CTA of 64 threads. */
#include <stdio.h>

int emu_launch(void **params, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
               unsigned by, unsigned bz);

int main(void) {
  static int out[64];
  void *ptr = out;
  void *params[] = {&ptr};
  emu_launch(params, 1, 1, 1, 64, 1, 1);
  printf("finished\n");
  return 0;
}
