/* Launches one kernel of cp-async-ops.ll on the emulator and checks its
 * output against a host statement of what the kernel computes (the copies'
 * zero fill by the PTX ISA's src-size rule), independently of the runtime.
 * usage: cp-async-ops-main ring3 | mbring3 SKIP | ring2 WAR | sizes | nocommit | bad WHICH
 * Prints "<case>: ok" or "<case>: FAIL ..." (exit 1). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int emu_launch(void **params, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
               unsigned by, unsigned bz);

enum { THREADS = 128, TILE = 512, NTILES = 8 };

static uint32_t value(uint32_t i) { return i * 2654435761u + 12345u; }

/* What the rings compute: acc = acc * 3 + sum_j tile[j] * (j + t + 1), tile
 * i's element j being in[i * TILE + j] below n and 0 from n on. */
static uint32_t ring_expected(const uint32_t *in, uint32_t n, unsigned t) {
  uint32_t acc = 0;
  for (uint32_t i = 0; i < NTILES; ++i) {
    uint32_t sum = 0;
    for (uint32_t j = 0; j < TILE; ++j) {
      uint32_t e = i * TILE + j;
      sum += (e < n ? in[e] : 0) * (j + t + 1);
    }
    acc = acc * 3 + sum;
  }
  return acc;
}

static int report(const char *name, int bad, unsigned where, uint32_t got, uint32_t want) {
  if (bad)
    printf("%s: FAIL at %u: 0x%08x, expected 0x%08x\n", name, where, got, want);
  else
    printf("%s: ok\n", name);
  return bad;
}

static int ring(const char *name, int three, int32_t arg) {
  static uint32_t in[NTILES * TILE] __attribute__((aligned(16))), out[THREADS];
  for (uint32_t i = 0; i < NTILES * TILE; ++i)
    in[i] = value(i); /* also past n: a copy that ignores src-size reads them */
  memset(out, 0xEE, sizeof out);
  /* ring3: the last tile ends inside thread 37's 16 bytes (src-size 8);
   * threads 38.. copy nothing (src-size 0). ring2: full tiles. */
  uint32_t n = three ? (NTILES - 1) * TILE + 4 * 37 + 2 : NTILES * TILE;
  int32_t ntiles = NTILES;
  void *o = out, *i = in;
  void *params3[] = {&o, &i, &n, &ntiles, &arg}, *params2[] = {&o, &i, &ntiles, &arg};
  emu_launch(three ? params3 : params2, 1, 1, 1, THREADS, 1, 1);
  for (unsigned t = 0; t < THREADS; ++t) {
    uint32_t want = ring_expected(in, n, t);
    if (out[t] != want)
      return report(name, 1, t, out[t], want);
  }
  return report(name, 0, 0, 0, 0);
}

/* sizes: thread t's 64 bytes, as each copy leaves them (src-size s of a copy
 * of c bytes at offset o: bytes o..o+s-1 from in, o+s..o+c-1 zero). */
static int sizes(void) {
  static unsigned char in[32 * 64] __attribute__((aligned(16)));
  static uint32_t out[32 * 16];
  for (unsigned i = 0; i < sizeof in; ++i)
    in[i] = (unsigned char)(value(i) >> 24 | 1); /* never 0 */
  memset(out, 0xEE, sizeof out);
  void *o = out, *i = in;
  void *params[] = {&o, &i};
  emu_launch(params, 1, 1, 1, 32, 1, 1);
  for (unsigned t = 0; t < 32; ++t) {
    unsigned u = (t + 1) % 32;
    unsigned char want[64];
    const struct { unsigned off, size, src; } copies[] = {
        {0, 4, 4}, {4, 4, 0}, {8, 8, 8}, {16, 16, 16}, {32, 16, u % 17},
        {48, 8, u % 9}, {56, 4, u % 5}, {60, 4, 4}};
    for (unsigned c = 0; c < sizeof copies / sizeof *copies; ++c)
      for (unsigned b = 0; b < copies[c].size; ++b)
        want[copies[c].off + b] = b < copies[c].src ? in[u * 64 + copies[c].off + b] : 0;
    for (unsigned w = 0; w < 16; ++w) {
      uint32_t x;
      memcpy(&x, want + 4 * w, 4);
      if (out[t * 16 + w] != x)
        return report("sizes", 1, t * 16 + w, out[t * 16 + w], x);
    }
  }
  return report("sizes", 0, 0, 0, 0);
}

/* nocommit: thread t stores the 16 bytes thread t+1 copied. */
static int nocommit(void) {
  static uint32_t in[32 * 4] __attribute__((aligned(16))), out[32 * 4];
  for (uint32_t i = 0; i < 32 * 4; ++i)
    in[i] = value(i);
  memset(out, 0xEE, sizeof out);
  void *o = out, *i = in;
  void *params[] = {&o, &i};
  emu_launch(params, 1, 1, 1, 32, 1, 1);
  for (unsigned t = 0; t < 32; ++t)
    for (unsigned w = 0; w < 4; ++w) {
      uint32_t want = in[(t + 1) % 32 * 4 + w];
      if (out[t * 4 + w] != want)
        return report("nocommit", 1, t * 4 + w, out[t * 4 + w], want);
    }
  return report("nocommit", 0, 0, 0, 0);
}

static int bad(int32_t which) {
  static uint32_t in[64] __attribute__((aligned(16))), out[64] __attribute__((aligned(16)));
  void *o = out, *i = in;
  void *params[] = {&o, &i, &which};
  emu_launch(params, 1, 1, 1, 1, 1, 1);
  printf("bad %d: finished\n", which);
  return 0;
}

int main(int argc, char **argv) {
  const char *c = argc > 1 ? argv[1] : "";
  int32_t arg = argc > 2 ? atoi(argv[2]) : 0;
  if (!strcmp(c, "ring3"))
    return ring("ring3", 1, 0);
  if (!strcmp(c, "mbring3"))
    return ring(arg == 1   ? "mbring3 (without the full wait)"
                : arg == 2 ? "mbring3 (without the empty wait)"
                           : "mbring3",
                1, arg);
  if (!strcmp(c, "ring2"))
    return ring(arg ? "ring2 (with the WAR barrier)" : "ring2 (without the WAR barrier)", 0, arg);
  if (!strcmp(c, "sizes"))
    return sizes();
  if (!strcmp(c, "nocommit"))
    return nocommit();
  if (!strcmp(c, "bad"))
    return bad(arg);
  fprintf(stderr, "usage: %s ring3 | mbring3 SKIP | ring2 WAR | sizes | nocommit | bad WHICH\n", argv[0]);
  return 2;
}
