/* Launches a kernel of setmaxnreg.ll on the emulator: two CTAs of 256 threads
 * (the register pool is the CTA's: the second starts afresh). Checks that
 * every consumer thread (warpgroup 0) wrote 3 tid + 1 and no producer thread
 * wrote anything; prints "<what>: ok" or "<what>: FAIL ..." (exit 1). */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

int emu_launch(void **params, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
               unsigned by, unsigned bz);

enum { CTAS = 2, T = 256 };

int main(void) {
  static uint32_t out[CTAS * T];
  memset(out, 0xEE, sizeof out);
  void *ptr = out;
  void *params[] = {&ptr};
  emu_launch(params, CTAS, 1, 1, T, 1, 1);
  int bad_consumer = 0, bad_producer = 0;
  for (int c = 0; c < CTAS; ++c)
    for (int t = 0; t < T; ++t) {
      uint32_t got = out[c * T + t];
      if (t < 128 && got != 3u * t + 1)
        ++bad_consumer;
      if (t >= 128 && got != 0xEEEEEEEEu)
        ++bad_producer;
    }
  printf("consumer: %s", bad_consumer ? "FAIL" : "ok");
  if (bad_consumer)
    printf(" (%d of %d values wrong)", bad_consumer, CTAS * 128);
  printf("\nproducer: %s\n", bad_producer ? "FAIL (it wrote)" : "ok");
  return bad_consumer || bad_producer;
}
