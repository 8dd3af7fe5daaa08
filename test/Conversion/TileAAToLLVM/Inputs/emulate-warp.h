/* Warp shuffles for the host emulation harnesses (emulate-rewrite.py renames
 * llvm.nvvm.shfl.sync.<kind>.<type> to emu_shfl_<kind>_<type>).
 *
 * Each warp of a CTA is a rendezvous: every lane deposits its value, waits
 * for the other 31 (a pthread barrier per warp), reads its source lane's
 * value, and waits again before the slots are reused. The source lane
 * follows the PTX ISA's shfl.sync: c packs a clamp (bits 0-4) and a segment
 * mask (bits 8-12); a source outside the clamp leaves the lane's own value.
 * The harness calls emu_warps_init/emu_warps_fini around a launch and
 * emu_warp_enter in each thread.
 */
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

struct emu_warp {
  pthread_barrier_t bar;
  uint32_t slot[32];
};
static struct emu_warp *emu_warps;
static int emu_nwarps, emu_warps_per_cta;
static __thread struct emu_warp *emu_my_warp;
static __thread int emu_lane;

static void emu_warps_init(int ctas, int threads) {
  emu_warps_per_cta = (threads + 31) / 32;
  emu_nwarps = ctas * emu_warps_per_cta;
  emu_warps = calloc(emu_nwarps, sizeof *emu_warps);
  for (int w = 0; w < emu_nwarps; ++w)
    pthread_barrier_init(&emu_warps[w].bar, NULL, threads < 32 ? threads : 32);
}

static void emu_warps_fini(void) {
  for (int w = 0; w < emu_nwarps; ++w)
    pthread_barrier_destroy(&emu_warps[w].bar);
  free(emu_warps);
  emu_warps = NULL;
}

static void emu_warp_enter(int cta, int t) {
  emu_my_warp = &emu_warps[cta * emu_warps_per_cta + t / 32];
  emu_lane = t % 32;
}

enum { EMU_UP, EMU_DOWN, EMU_BFLY, EMU_IDX };

static uint32_t emu_shfl(int kind, uint32_t val, int b, int c) {
  struct emu_warp *w = emu_my_warp;
  int lane = emu_lane;
  int segmask = (c >> 8) & 31;
  int min_lane = lane & segmask;
  int max_lane = min_lane | (c & 31 & ~segmask);
  int j = lane, ok = 0;
  switch (kind) {
  case EMU_UP: j = lane - b; ok = j >= max_lane; break;
  case EMU_DOWN: j = lane + b; ok = j <= max_lane; break;
  case EMU_BFLY: j = lane ^ b; ok = j <= max_lane; break;
  case EMU_IDX: j = min_lane | (b & ~segmask); ok = j <= max_lane; break;
  }
  if (!ok)
    j = lane;
  w->slot[lane] = val;
  pthread_barrier_wait(&w->bar);
  uint32_t r = w->slot[j];
  pthread_barrier_wait(&w->bar);
  return r;
}

#define EMU_SHFL(name, kind)                                                   \
  int emu_shfl_##name##_i32(int mask, int x, int b, int c) {                   \
    (void)mask;                                                                \
    return (int)emu_shfl(kind, (uint32_t)x, b, c);                             \
  }                                                                            \
  float emu_shfl_##name##_f32(int mask, float x, int b, int c) {               \
    (void)mask;                                                                \
    uint32_t u;                                                                \
    memcpy(&u, &x, 4);                                                         \
    u = emu_shfl(kind, u, b, c);                                               \
    memcpy(&x, &u, 4);                                                         \
    return x;                                                                  \
  }
EMU_SHFL(up, EMU_UP)
EMU_SHFL(down, EMU_DOWN)
EMU_SHFL(bfly, EMU_BFLY)
EMU_SHFL(idx, EMU_IDX)
