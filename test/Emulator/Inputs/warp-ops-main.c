/* Launches warp-ops.ll's kernel on the emulator (one CTA of 64 threads) and
 * checks each row against the CUDA semantics of the warp functions, stated
 * with a width rather than PTX's packed clamp/segment operand. Prints
 * "<row>: ok" or "<row>: FAIL ..."; exits 1 on a failure. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

int emu_launch(void **params, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
               unsigned by, unsigned bz);

enum { T = 64, ROWS = 14 };
static uint32_t v(int t) { return 3u * t + 1; }

int main(void) {
  static uint32_t out[ROWS * T];
  memset(out, 0xEE, sizeof out);
  void *ptr = out;
  void *params[] = {&ptr};
  emu_launch(params, 1, 1, 1, T, 1, 1);

  static const char *names[ROWS] = {"bfly_sum_i32", "bfly_max_f32", "scan_up_i32p",
                                    "down_width8_i32", "idx_width16_i32",
                                    "idx_out_of_range_i32p", "ballot", "up_width4_f32",
                                    "redux_add", "match_any_i32", "vote_all_any",
                                    "down_f32p", "named_barrier_count", "barrier_red_popc"};
  int failed = 0;
  for (int row = 0; row < ROWS; ++row) {
    int bad = 0;
    for (int t = 0; t < T; ++t) {
      int lane = t % 32, base = t - lane;
      uint32_t want = 0;
      float wantf = 0;
      int isf = row == 1 || row == 7 || row == 11;
      switch (row) {
      case 0: for (int i = 0; i < 32; ++i) want += v(base + i); break;
      case 1: wantf = (float)v(base + 31); break;
      case 2: for (int i = 0; i <= lane; ++i) want += v(base + i); break;
      case 3: want = lane % 8 + 3 < 8 ? v(t + 3) : v(t); break;
      case 4: want = v(base + lane / 16 * 16 + 5); break;
      case 5: want = v(t) * 2; break;
      case 6: for (int i = 0; i < 32; ++i) want |= (v(base + i) % 4 == 1) << i; break;
      case 7: wantf = (float)(lane % 4 >= 1 ? v(t - 1) : v(t)); break;
      case 8: for (int i = 0; i < 32; ++i) want += v(base + i); break;
      case 9: for (int i = 0; i < 32; ++i) want |= (v(base + i) % 3 == v(t) % 3) << i; break;
      case 10: want = 1 | (base == 0) << 1; break; /* v == 7 at thread 2 */
      case 11: wantf = lane < 31 ? (float)v(t + 1) + 0.5f : (float)v(t); break;
      case 12: want = v(T - 1 - t); break;
      case 13: want = T / 2; break;
      }
      uint32_t got = out[row * T + t];
      float gotf;
      memcpy(&gotf, &got, 4);
      if (isf ? gotf != wantf : got != want) {
        if (!bad)
          printf("%s: FAIL thread %d: %g, expected %g\n", names[row],
                 t, isf ? gotf : (double)got, isf ? wantf : (double)want);
        bad = 1;
      }
    }
    if (!bad)
      printf("%s: ok\n", names[row]);
    failed |= bad;
  }
  return failed;
}
