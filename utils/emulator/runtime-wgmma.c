/* Warpgroup-level matrix instructions of the emulator's runtime (utils/emulator,
 * docs/testing.md): wgmma.mma_async with A and B in shared memory, and
 * wgmma.fence / commit_group / wait_group, from the PTX ISA's "Asynchronous
 * Warpgroup Level Matrix" sections (matrix descriptor format, shared memory
 * matrix layout, register fragment of D), independently of the compiler's
 * atom layouts.
 *
 * emulate.py turns the inline-asm block of nvvm.wgmma.mma_async into a call
 * of emu_asm_wgmma_mma_async_sync_aligned_m64n<N>k<K>_<d>_<a>_<b>[_satfinite]
 * through a struct wrapper: in[0..R-1] the accumulator registers, then
 * descA, descB, scale-d, imm-scale-a, imm-scale-b, imm-trans-a, imm-trans-b;
 * out[0..R-1] the D registers.
 *
 * Matrix descriptor (64 bits): start address bits 13..0, leading-dimension
 * byte offset (LBO) 29..16, stride-dimension byte offset (SBO) 45..32, each
 * the byte value >> 4; base offset 51..49; swizzle 63..62 (0 none, 1 128B,
 * 2 64B, 3 32B).
 *
 * Byte offset from the start address of element (mn, k) of an operand (mn: the
 * row of A or the column of B; e: element bytes, T = 16 / e; W: the swizzle
 * width in bytes):
 *   K-major,  no swizzle:  (mn % 8) * 16 + (mn / 8) * SBO + (k / T) * LBO + (k % T) * e
 *   K-major,  swizzle W:   (mn % 8) * W  + (mn / 8) * SBO + k * e        (LBO unused)
 *   MN-major, no swizzle:  (mn % T) * e  + (mn / T) * SBO + (k % 8) * 16 + (k / 8) * LBO
 *   MN-major, swizzle W:   (mn % (W/e)) * e + (mn / (W/e)) * LBO + (k % 8) * W + (k / 8) * SBO
 * (core matrices of 8 rows of 16 bytes; MN-major only for 16-bit types, where
 * imm-trans selects it). A swizzle then XORs address bits 4.. with bits 7..
 * (1, 2 or 3 bits for 32B, 64B, 128B), the row bits taken less the base
 * offset. The bits are the host address's (emulate.py's shared arena is
 * 1024-byte aligned): a swizzled buffer must be aligned to its pattern (1024,
 * 512, 256 bytes), which the run checks.
 *
 * D (warp w of the warpgroup, lane l): element i of the thread's N/2 is at row
 * 16 w + l / 4 + 8 ((i / 2) % 2), column 8 (i / 4) + 2 (l % 4) + i % 2;
 * registers hold one f32/s32 element or two f16 (element 2r low, 2r + 1 high).
 *
 * Semantics: the 128 threads meet (emu_warpgroup_exchange); the thread that
 * completes the round reads A and B from shared memory, so all threads compute
 * from the same snapshot; each thread then computes its D registers. The
 * result is ready at issue; commit_group/wait_group do bookkeeping: a thread
 * that ends with wgmma operations not committed, or committed groups not
 * waited for, stops the run, and so does a wgmma before any wgmma.fence. The
 * first wait_group (of any thread) that retires a wgmma reads its operands
 * again: bytes changed since issue (a write while the hardware may still read
 * them) stop the run.
 * Numerics as runtime-mma.c: exact products, summed onto C in k order in
 * double, rounded once; integers exactly, then wrapped (or .satfinite).
 */
#include "runtime.h"

#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <string.h>

enum wg_elt { WG_F16, WG_BF16, WG_TF32, WG_E4M3, WG_E5M2, WG_S8, WG_U8, WG_F32, WG_S32 };

struct wgmma_kind {
  const char *name;
  unsigned n, k;
  enum wg_elt a, b, d;
  int satfinite;
};

static unsigned elt_bytes(enum wg_elt t) {
  switch (t) {
  case WG_F16: case WG_BF16: return 2;
  case WG_E4M3: case WG_E5M2: case WG_S8: case WG_U8: return 1;
  default: return 4;
  }
}

/* The value of the element at p (integers exactly, as a double). */
static double load_elt(enum wg_elt t, const unsigned char *p) {
  uint32_t u = 0;
  memcpy(&u, p, elt_bytes(t));
  switch (t) {
  case WG_F16: { _Float16 h; uint16_t x = (uint16_t)u; memcpy(&h, &x, 2); return h; }
  case WG_BF16: { uint32_t x = u << 16; float f; memcpy(&f, &x, 4); return f; }
  case WG_TF32: { uint32_t x = u & 0xFFFFE000u; float f; memcpy(&f, &x, 4); return f; }
  case WG_E4M3: return emu_f8_value(u, 4, 1);
  case WG_E5M2: return emu_f8_value(u, 5, 0);
  case WG_S8: return (int8_t)u;
  case WG_U8: return (uint8_t)u;
  default: return 0;
  }
}

static struct emu_matrix_desc decode(uint64_t d) {
  static const unsigned width[4] = {0, 128, 64, 32};
  struct emu_matrix_desc m = {(uint32_t)(d & 0x3FFF) << 4, (uint32_t)((d >> 16) & 0x3FFF) << 4,
                          (uint32_t)((d >> 32) & 0x3FFF) << 4, (unsigned)((d >> 49) & 7),
                          width[d >> 62]};
  if (__emu_mutations & EMU_MUTATE_SWAP_WGMMA_STRIDES) {
    uint32_t lbo = m.lbo;
    m.lbo = m.sbo, m.sbo = lbo;
  }
  return m;
}

uint32_t emu_matrix_offset(const struct emu_matrix_desc *d, int mn_major, unsigned mn, unsigned k,
                              unsigned e) {
  unsigned t = 16 / e, w = d->swizzle;
  if (!mn_major)
    return w ? (mn % 8) * w + (mn / 8) * d->sbo + k * e
             : (mn % 8) * 16 + (mn / 8) * d->sbo + (k / t) * d->lbo + (k % t) * e;
  if (!w)
    return (mn % t) * e + (mn / t) * d->sbo + (k % 8) * 16 + (k / 8) * d->lbo;
  unsigned per_row = w / e;
  return (mn % per_row) * e + (mn / per_row) * d->lbo + (k % 8) * w + (k / 8) * d->sbo;
}

uintptr_t emu_matrix_swizzle(const struct emu_matrix_desc *d, uintptr_t addr) {
  if (!d->swizzle || (__emu_mutations & EMU_MUTATE_DROP_SWIZZLE_READS))
    return addr;
  unsigned bits = d->swizzle == 128 ? 3 : d->swizzle == 64 ? 2 : 1;
  uintptr_t row = ((addr >> 7) - d->base_offset) & ((1u << bits) - 1);
  return addr ^ (row << 4);
}

/* The shared region a descriptor's start address (18 bits, as the kernel
 * computed it from a host pointer) points into, and the host address. With
 * emulate.py's arena (at most 2^18 bytes) the 18 bits name one byte. */
const struct emu_shared_region *emu_find_shared(const char *what, char op, uint32_t start,
                                                   char **host) {
  const struct emu_shared_region *found = NULL;
  for (int i = 0; i < __emu_shared_region_count; ++i) {
    const struct emu_shared_region *r = &__emu_shared_regions[i];
    uint64_t off = (start - (uintptr_t)r->base) & 0x3FFFF;
    if (off >= r->bytes)
      continue;
    if (found)
      emu_fatal("%s: the %c descriptor's start address 0x%05x is ambiguous: it lies in two "
                "shared variables modulo 2^18 (emulate.py could not put them in one arena)",
                what, op, start);
    found = r;
    *host = r->base + off;
  }
  if (!found)
    emu_fatal("%s: the %c descriptor's start address 0x%05x is in no shared variable", what, op,
              start);
  return found;
}

/* Reads operand op (A: rows x k, mn = row; B: k x cols, mn = column) into
 * out[mn * k_extent + k] (out NULL: only hashes); returns hash updated (FNV-1a)
 * with the bytes read. */
static uint64_t read_operand(const struct wgmma_kind *kind, char op, uint64_t desc, int mn_major,
                             enum wg_elt t, unsigned mn_extent, double *out, uint64_t hash) {
  struct emu_matrix_desc d = decode(desc);
  unsigned e = elt_bytes(t);
  char *start;
  const struct emu_shared_region *r = emu_find_shared(kind->name, op, d.start, &start);
  if (mn_major && e != 2)
    emu_fatal("%s: imm-trans-%c is 1, but only 16-bit types can be MN-major", kind->name,
              op == 'A' ? 'a' : 'b');
  unsigned pattern = d.swizzle * 8;
  /* an arena (emulate.py) is aligned; a shared global of its own must be too */
  if (pattern && d.base_offset == 0 && (uintptr_t)r->base % pattern)
    emu_fatal("%s: the %c operand's shared variable is at a host address not aligned to the "
              "%u-byte pattern of its %uB swizzle (declare it align %u)", kind->name, op, pattern,
              d.swizzle, pattern);
  for (unsigned mn = 0; mn < mn_extent; ++mn)
    for (unsigned k = 0; k < kind->k; ++k) {
      uintptr_t a = emu_matrix_swizzle(&d, (uintptr_t)start + emu_matrix_offset(&d, mn_major, mn, k, e));
      if (a < (uintptr_t)r->base || a + e > (uintptr_t)r->base + r->bytes)
        emu_fatal("%s: element (%u, %u) of %c is outside its shared variable (descriptor "
                  "0x%016llx)", kind->name, op == 'A' ? mn : k, op == 'A' ? k : mn, op,
                  (unsigned long long)desc);
      for (unsigned i = 0; i < e; ++i)
        hash = (hash ^ ((const unsigned char *)a)[i]) * 0x100000001B3ull;
      if (out)
        out[mn * kind->k + k] = load_elt(t, (const unsigned char *)a);
    }
  return hash;
}

enum { MAX_GROUPS = 1024 / 128, IN_FLIGHT = 256 };

/* The operands each warpgroup's last round read, by round parity, and the
 * round's number in the warpgroup's sequence of wgmma. */
static struct {
  double a[64 * 32], b[256 * 32]; /* a[m * K + k], b[n * K + k] */
  uint64_t seq;
} snapshot[MAX_GROUPS][2];

enum { DESC_A, DESC_B, SCALE_D, SCALE_A, SCALE_B, TRANS_A, TRANS_B, KIND, NOPS };

/* Each warpgroup's wgmma that no thread has yet waited for: the operands and
 * a hash of the bytes read at issue. The hardware may read the operands at any
 * time until the first wait_group that retires the wgmma returns, so there the
 * bytes must still be those. */
static struct in_flight {
  uint64_t seq, ops[NOPS], hash;
  int checked;
} in_flight[MAX_GROUPS][IN_FLIGHT];
static uint64_t next_seq[MAX_GROUPS];
static pthread_mutex_t in_flight_lock = PTHREAD_MUTEX_INITIALIZER;

static uint64_t hash_operands(const uint64_t *v, double *a, double *b) {
  const struct wgmma_kind *kind = (const struct wgmma_kind *)(uintptr_t)v[KIND];
  uint64_t h = read_operand(kind, 'A', v[DESC_A], (int)v[TRANS_A], kind->a, 64, a,
                            0xCBF29CE484222325ull);
  return read_operand(kind, 'B', v[DESC_B], (int)v[TRANS_B], kind->b, kind->n, b, h);
}

/* The first retirement of wgmma `seq` of warpgroup `group`. */
static void retire(unsigned group, uint64_t seq) {
  pthread_mutex_lock(&in_flight_lock);
  struct in_flight *f = &in_flight[group][seq % IN_FLIGHT];
  if (f->seq == seq && !f->checked) {
    f->checked = 1;
    if (hash_operands(f->ops, NULL, NULL) != f->hash)
      emu_fatal("%s in warpgroup %u: the shared memory of its A or B changed before "
                "wgmma.wait_group retired it (written while the wgmma may still read it)",
                ((const struct wgmma_kind *)(uintptr_t)f->ops[KIND])->name, group);
  }
  pthread_mutex_unlock(&in_flight_lock);
}

static void read_operands(unsigned group, unsigned parity,
                          const uint64_t vals[EMU_GROUP_THREADS][EMU_GROUP_MAX],
                          const uint32_t took_part[4]) {
  int first = -1;
  for (unsigned t = 0; t < EMU_GROUP_THREADS; ++t) {
    if (!(took_part[t / 32] & (1u << (t % 32))))
      continue;
    if (first < 0) {
      first = (int)t;
      continue;
    }
    for (unsigned i = 0; i < NOPS; ++i)
      if (vals[t][i] != vals[first][i])
        emu_fatal("%s in warpgroup %u: threads %u and %u pass different %s (0x%llx and 0x%llx); "
                  "the emulator needs them uniform",
                  ((const struct wgmma_kind *)(uintptr_t)vals[first][KIND])->name, group,
                  group * 128 + first, group * 128 + t,
                  (const char *[]){"A descriptors", "B descriptors", "scale-d", "imm-scale-a",
                                   "imm-scale-b", "imm-trans-a", "imm-trans-b", "?"}[i],
                  (unsigned long long)vals[first][i], (unsigned long long)vals[t][i]);
  }
  const uint64_t *v = vals[first];
  uint64_t seq = next_seq[group]++;
  struct in_flight *f = &in_flight[group][seq % IN_FLIGHT];
  pthread_mutex_lock(&in_flight_lock);
  if (seq >= IN_FLIGHT && f->seq == seq - IN_FLIGHT && !f->checked)
    emu_fatal("warpgroup %u: more than %d wgmma.mma_async in flight", group, IN_FLIGHT);
  f->seq = seq;
  f->checked = 0;
  memcpy(f->ops, v, sizeof f->ops);
  f->hash = hash_operands(v, snapshot[group][parity].a, snapshot[group][parity].b);
  pthread_mutex_unlock(&in_flight_lock);
  snapshot[group][parity].seq = seq;
}

/* Per thread: operations issued since the last commit, the operations of each
 * committed group not yet waited for (oldest first), and the sequence numbers
 * of all those operations, oldest first. */
static __thread unsigned uncommitted, fenced, ngroups, group_ops[64], npending;
static __thread uint64_t pending_seq[IN_FLIGHT];

static void wgmma(const struct wgmma_kind *kind, const uint64_t *in, uint64_t *out) {
  unsigned regs = kind->d == WG_F16 ? kind->n / 4 : kind->n / 2;
  const uint64_t *c = in, *ops = in + regs;
  if (!fenced)
    emu_fatal("%s in thread %u: no wgmma.fence before the first wgmma.mma_async", kind->name,
              emu_warp() * 32 + emu_lane());
  uint64_t mine[NOPS];
  for (unsigned i = 0; i < 7; ++i)
    mine[i] = i == DESC_A || i == DESC_B ? ops[i] : (uint64_t)(int64_t)(int32_t)ops[i];
  mine[KIND] = (uintptr_t)kind;
  uint32_t took_part[4];
  unsigned parity = emu_warpgroup_exchange(kind->name, mine, NOPS, read_operands, took_part);
  for (unsigned w = 0; w < 4; ++w)
    if (took_part[w] != 0xFFFFFFFFu)
      emu_fatal("%s in warpgroup %u: lanes 0x%08x of its warp %u did not execute it (they "
                "exited or are not in the CTA); the ISA requires all 128 threads", kind->name,
                emu_warpgroup(), ~took_part[w], w);
  if (npending == IN_FLIGHT)
    emu_fatal("%s in thread %u: more than %d wgmma.mma_async not waited for", kind->name,
              emu_warp() * 32 + emu_lane(), IN_FLIGHT);
  pending_seq[npending++] = snapshot[emu_warpgroup()][parity].seq;
  ++uncommitted;

  const double *a = snapshot[emu_warpgroup()][parity].a, *b = snapshot[emu_warpgroup()][parity].b;
  double sa = (int32_t)mine[SCALE_A] < 0 ? -1 : 1, sb = (int32_t)mine[SCALE_B] < 0 ? -1 : 1;
  int accumulate = mine[SCALE_D] != 0;
  unsigned w = emu_warp() % 4, lane = emu_lane();
  memset(out, 0, regs * sizeof *out);
  for (unsigned i = 0; i < kind->n / 2; ++i) {
    unsigned row = 16 * w + lane / 4 + 8 * ((i / 2) % 2), col = 8 * (i / 4) + 2 * (lane % 4) + i % 2;
    const double *ar = a + row * kind->k, *bc = b + col * kind->k;
    if (kind->d == WG_S32) {
      int64_t acc = accumulate ? (int32_t)c[i] : 0;
      for (unsigned k = 0; k < kind->k; ++k)
        acc += (int64_t)ar[k] * (int64_t)bc[k];
      if (kind->satfinite)
        acc = acc > INT32_MAX ? INT32_MAX : acc < INT32_MIN ? INT32_MIN : acc;
      out[i] = (uint32_t)acc;
    } else if (kind->d == WG_F32) {
      float cf;
      uint32_t cu = (uint32_t)c[i];
      memcpy(&cf, &cu, 4);
      double acc = accumulate ? cf : 0;
      for (unsigned k = 0; k < kind->k; ++k)
        acc += sa * ar[k] * (sb * bc[k]);
      float d = (float)acc;
      memcpy(&cu, &d, 4);
      out[i] = cu;
    } else { /* f16 pairs */
      uint16_t hu = (uint16_t)(c[i / 2] >> (16 * (i % 2)));
      _Float16 h;
      memcpy(&h, &hu, 2);
      double acc = accumulate ? (double)h : 0;
      for (unsigned k = 0; k < kind->k; ++k)
        acc += sa * ar[k] * (sb * bc[k]);
      h = (_Float16)acc;
      memcpy(&hu, &h, 2);
      out[i / 2] |= (uint64_t)hu << (16 * (i % 2));
    }
  }
}

void emu_nvvm_wgmma_fence_sync_aligned(void) { fenced = 1; }

void emu_nvvm_wgmma_commit_group_sync_aligned(void) {
  if (ngroups == sizeof group_ops / sizeof *group_ops)
    emu_fatal("thread %u: more than %u wgmma groups committed and not waited for",
              emu_warp() * 32 + emu_lane(), ngroups);
  group_ops[ngroups++] = uncommitted;
  uncommitted = 0;
}

/* Waits until at most n of the most recent groups are pending. */
void emu_nvvm_wgmma_wait_group_sync_aligned(int64_t n) {
  if (n < 0 || (uint64_t)n >= ngroups)
    return;
  unsigned retired = 0;
  for (unsigned i = 0; i < ngroups - n; ++i)
    retired += group_ops[i];
  for (unsigned i = 0; i < retired; ++i)
    retire(emu_warpgroup(), pending_seq[i]);
  memmove(pending_seq, pending_seq + retired, (npending - retired) * sizeof *pending_seq);
  npending -= retired;
  memmove(group_ops, group_ops + (ngroups - n), (size_t)n * sizeof *group_ops);
  ngroups = (unsigned)n;
}

void emu_wgmma_thread_exit(void) {
  unsigned waiting = 0;
  for (unsigned i = 0; i < ngroups; ++i)
    waiting += group_ops[i];
  if (uncommitted)
    emu_fatal("thread %u ended with %u wgmma.mma_async not committed (wgmma.commit_group)",
              emu_warp() * 32 + emu_lane(), uncommitted);
  if (waiting)
    emu_fatal("thread %u ended with %u wgmma.mma_async in committed groups never waited for "
              "(wgmma.wait_group)", emu_warp() * 32 + emu_lane(), waiting);
}

/* emu_asm_wgmma_mma_async_sync_aligned_m64n<N>k<K>_<d>_<a>_<b>[_satfinite](in, out) */
#define WGMMA_FN(N, K, d, a, b, D, A, B, SAT, suffix, dotsuffix)                              \
  void emu_asm_wgmma_mma_async_sync_aligned_m64n##N##k##K##_##d##_##a##_##b##suffix(          \
      const uint64_t *in, uint64_t *out) {                                                     \
    static const struct wgmma_kind kind = {                                                    \
        "wgmma.mma_async.sync.aligned.m64n" #N "k" #K "." #d "." #a "." #b dotsuffix, N, K, A, \
        B, D, SAT};                                                                            \
    wgmma(&kind, in, out);                                                                     \
  }
#define WGMMA_ALL_N(...)                                                                      \
  WGMMA_FN(8, __VA_ARGS__) WGMMA_FN(16, __VA_ARGS__) WGMMA_FN(24, __VA_ARGS__)                \
  WGMMA_FN(32, __VA_ARGS__) WGMMA_FN(40, __VA_ARGS__) WGMMA_FN(48, __VA_ARGS__)               \
  WGMMA_FN(56, __VA_ARGS__) WGMMA_FN(64, __VA_ARGS__) WGMMA_FN(72, __VA_ARGS__)               \
  WGMMA_FN(80, __VA_ARGS__) WGMMA_FN(88, __VA_ARGS__) WGMMA_FN(96, __VA_ARGS__)               \
  WGMMA_FN(104, __VA_ARGS__) WGMMA_FN(112, __VA_ARGS__) WGMMA_FN(120, __VA_ARGS__)            \
  WGMMA_FN(128, __VA_ARGS__) WGMMA_FN(136, __VA_ARGS__) WGMMA_FN(144, __VA_ARGS__)            \
  WGMMA_FN(152, __VA_ARGS__) WGMMA_FN(160, __VA_ARGS__) WGMMA_FN(168, __VA_ARGS__)            \
  WGMMA_FN(176, __VA_ARGS__) WGMMA_FN(184, __VA_ARGS__) WGMMA_FN(192, __VA_ARGS__)            \
  WGMMA_FN(200, __VA_ARGS__) WGMMA_FN(208, __VA_ARGS__) WGMMA_FN(216, __VA_ARGS__)            \
  WGMMA_FN(224, __VA_ARGS__) WGMMA_FN(232, __VA_ARGS__) WGMMA_FN(240, __VA_ARGS__)            \
  WGMMA_FN(248, __VA_ARGS__) WGMMA_FN(256, __VA_ARGS__)
/* 16-bit floats (k16), tf32 (k8) */
WGMMA_ALL_N(16, f32, f16, f16, WG_F32, WG_F16, WG_F16, 0, , "")
WGMMA_ALL_N(16, f16, f16, f16, WG_F16, WG_F16, WG_F16, 0, , "")
WGMMA_ALL_N(16, f32, bf16, bf16, WG_F32, WG_BF16, WG_BF16, 0, , "")
WGMMA_ALL_N(8, f32, tf32, tf32, WG_F32, WG_TF32, WG_TF32, 0, , "")
/* 8-bit floats (k32) */
#define WGMMA_F8(a, b, A, B)                                                                  \
  WGMMA_ALL_N(32, f32, a, b, WG_F32, A, B, 0, , "")                                           \
  WGMMA_ALL_N(32, f16, a, b, WG_F16, A, B, 0, , "")
WGMMA_F8(e4m3, e4m3, WG_E4M3, WG_E4M3)
WGMMA_F8(e4m3, e5m2, WG_E4M3, WG_E5M2)
WGMMA_F8(e5m2, e4m3, WG_E5M2, WG_E4M3)
WGMMA_F8(e5m2, e5m2, WG_E5M2, WG_E5M2)
/* 8-bit integers (k32): wrapping or .satfinite */
#define WGMMA_INT(a, b, A, B)                                                                 \
  WGMMA_ALL_N(32, s32, a, b, WG_S32, A, B, 0, , "")                                           \
  WGMMA_ALL_N(32, s32, a, b, WG_S32, A, B, 1, _satfinite, ".satfinite")
WGMMA_INT(s8, s8, WG_S8, WG_S8)
WGMMA_INT(s8, u8, WG_S8, WG_U8)
WGMMA_INT(u8, s8, WG_U8, WG_S8)
WGMMA_INT(u8, u8, WG_U8, WG_U8)
#undef WGMMA_INT
#undef WGMMA_F8
#undef WGMMA_ALL_N
#undef WGMMA_FN
