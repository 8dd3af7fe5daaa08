/* Tensor memory and tcgen05 of the emulator's runtime (utils/emulator,
 * docs/testing.md), from the PTX ISA's "Tensor Memory" and "tcgen05" sections,
 * independently of the compiler's lowering.
 *
 * Tensor memory: per CTA 128 lanes x 512 columns of 32 bits; an address is
 * (lane << 16) | column. tcgen05.alloc (warp-collective) takes a power-of-two
 * number of columns >= 32, writes the first column to the shared-memory slot
 * and fills the columns with EMU_UNDEFINED; dealloc frees them. An allocation
 * left at the CTA's end, an overlapping or unallocated access stop the run.
 *
 * tcgen05.mma.cta_group::1.kind::{f16,tf32,f8f6f4,i8} (llvm.nvvm.tcgen05.mma.shared:
 * kind operand 0, 1, 2, 3 as MLIR 22 translates nvvm.tcgen05.mma; D in tensor
 * memory, A and B from shared memory):
 *  - matrix descriptor ("Shared memory descriptor"): start address >> 4 bits
 *    13..0, LBO >> 4 bits 29..16, SBO >> 4 bits 45..32, the fixed 0b001 in
 *    48..46, base offset 51..49, LBO mode 52 (only 0), swizzle 63..61 (0 none,
 *    2 128B, 4 64B, 6 32B; 1, 128B with 32B atoms, is refused); the canonical
 *    layouts are runtime-wgmma.c's (emu_matrix_offset); a core-matrix row is
 *    16 bytes whatever the element size.
 *  - instruction descriptor (Table "Instruction descriptor format for
 *    .kind::tf32, .kind::f16, .kind::f8f6f4 and .kind::i8"): sparsity bit 2
 *    (only dense), saturate bit 3 (i8 only), D type bits 5..4 (f32 = 1 for
 *    f16/tf32/f8f6f4, s32 = 2 for i8; f16 D refused), A type 9..7 and B type
 *    12..10 (f16: 0 f16, 1 bf16; tf32: 2; f8f6f4: 0 e4m3, 1 e5m2, f6/f4
 *    refused; i8: 0 u8, 1 s8), negate A 13 and B 14 (0 for i8), transpose A
 *    15 and B 16 (1: MN-major), N >> 3 bits 22..17, M >> 4 bits 28..24;
 *    reserved bits 6, 23, 29 must be 0.
 *  - K per instruction ("Matrix shape"): 32 bytes of each row, so 8 tf32, 16
 *    f16/bf16, 32 f8/i8 elements. tf32 elements are 32-bit words of which the
 *    MMA reads the top 19 bits (the low 13 are ignored); e4m3/e5m2 decode as
 *    runtime-mma.c's emu_f8_value.
 *  - D ("Data path layout organization", cta_group::1): M = 128: row m at lane
 *    m; M = 64: row m at lane 32 (m / 16) + m % 16 (lanes 16..31 of each warp's
 *    quarter untouched); column n at the address's column + n. The address's
 *    lane field must be 0.
 *  - enable_input_d 0: D = A B, else D = A B + D. Floats: exact products
 *    summed onto D in k order in double, rounded once to f32. i8: exact in
 *    64 bits, then wrapped to s32, or clamped to the s32 range with saturate.
 * The MMA runs at issue. Asynchrony is modelled by bookkeeping: each MMA has a
 * sequence number, each tensor-memory column the number of the last MMA that
 * wrote it; tcgen05.commit arrives (count 1) on the mbarrier for the thread's
 * MMAs so far, and a wait that sees the phase complete makes them observed by
 * the waiting thread (a CTA barrier passes what its threads observed on).
 * tcgen05.ld of a column written by an MMA the thread has not observed stops
 * the run.
 *
 * tcgen05.ld.sync.aligned.16x256b.xN (N repetitions along the columns, 4N
 * registers): lanes base..base+15 of the address; in repetition j, thread t
 * holds r[4j + i] = (lane base + t / 4 + 8 (i / 2), column + 8 j + 2 (t % 4) +
 * i % 2). tcgen05.ld.32x32b.xN: thread t holds lane base + t, columns
 * column..column+N-1. A warp may only access lanes 32 (warp % 4)..+31.
 * Loads must be followed by tcgen05.wait::ld before the thread ends.
 *
 * mbarriers: runtime-mbarrier.c.
 */
#include "runtime.h"

#include <pthread.h>
#include <stdint.h>
#include <string.h>

enum { TMEM_LANES = 128, TMEM_COLS = 512, GRANULE = 32 };

static struct {
  pthread_mutex_t lock;
  uint32_t cell[TMEM_LANES][TMEM_COLS];
  uint64_t written_by[TMEM_COLS]; /* the last MMA's sequence number, 0 none */
  uint32_t allocated;             /* granules of 32 columns */
  int relinquished;
  uint64_t next_seq;
} tmem = {.lock = PTHREAD_MUTEX_INITIALIZER};

__thread uint64_t emu_tcgen05_observed;
static __thread uint64_t issued;       /* this thread's newest MMA */
static __thread unsigned uncommitted;  /* its MMAs since the last commit */
static __thread unsigned loads_waiting; /* tcgen05.ld without wait::ld */

static unsigned tid(void) { return emu_warp() * 32 + emu_lane(); }

/*--- tensor memory allocation ---------------------------------------------*/

/* A round of the whole warp (tcgen05.alloc/dealloc/ld are .sync.aligned). */
static void warp_round(const char *what, uint64_t value) {
  uint64_t vals[32][EMU_EXCHANGE_MAX];
  uint32_t took_part = emu_warp_exchange(what, 0xFFFFFFFFu, &value, 1, vals);
  if (took_part != 0xFFFFFFFFu)
    emu_fatal("%s in warp %u: lanes 0x%08x did not execute it; all 32 lanes must", what,
              emu_warp(), ~took_part);
  for (unsigned l = 1; l < 32; ++l)
    if (vals[l][0] != vals[0][0])
      emu_fatal("%s in warp %u: lanes 0 and %u pass different operands (0x%llx and 0x%llx)",
                what, emu_warp(), l, (unsigned long long)vals[0][0],
                (unsigned long long)vals[l][0]);
}

static uint32_t granules(const char *what, uint32_t ncols) {
  if (ncols < 32 || ncols > TMEM_COLS || (ncols & (ncols - 1)))
    emu_fatal("%s in warp %u: %u columns; a power of two from 32 to 512", what, emu_warp(),
              ncols);
  return ncols / GRANULE;
}

void emu_nvvm_tcgen05_alloc_shared_cg1(uint32_t *dst, uint32_t ncols) {
  const char *what = "tcgen05.alloc.cta_group::1";
  warp_round(what, ncols);
  if (emu_lane() == 0) {
    uint32_t n = granules(what, ncols), mask = (1u << n) - 1;
    pthread_mutex_lock(&tmem.lock);
    if (tmem.relinquished)
      emu_fatal("%s in warp %u: after tcgen05.relinquish_alloc_permit", what, emu_warp());
    unsigned first = 0;
    /* the hardware places an allocation at a multiple of its size */
    while (first + n <= TMEM_COLS / GRANULE && (tmem.allocated & (mask << first)))
      first += n;
    if (first + n > TMEM_COLS / GRANULE)
      emu_fatal("%s in warp %u: %u columns do not fit (allocated granules 0x%04x); the "
                "hardware would wait for a dealloc forever here", what, emu_warp(), ncols,
                tmem.allocated);
    tmem.allocated |= mask << first;
    for (unsigned l = 0; l < TMEM_LANES; ++l)
      for (unsigned c = first * GRANULE; c < (first + n) * GRANULE; ++c)
        tmem.cell[l][c] = EMU_UNDEFINED;
    *dst = first * GRANULE;
    pthread_mutex_unlock(&tmem.lock);
  }
  warp_round(what, ncols); /* the slot is written before any lane goes on */
}
void emu_nvvm_tcgen05_alloc_cg1(uint32_t *dst, uint32_t ncols) {
  emu_nvvm_tcgen05_alloc_shared_cg1(dst, ncols);
}

void emu_nvvm_tcgen05_dealloc_cg1(uintptr_t taddr, uint32_t ncols) {
  const char *what = "tcgen05.dealloc.cta_group::1";
  warp_round(what, (uint64_t)(uint32_t)taddr << 32 | ncols);
  if (loads_waiting)
    emu_fatal("%s in thread %u: a tcgen05.ld not yet waited for (tcgen05.wait::ld)", what, tid());
  if (emu_lane() == 0) {
    uint32_t n = granules(what, ncols), col = (uint32_t)taddr & 0xFFFF;
    uint32_t mask = ((1u << n) - 1) << (col / GRANULE);
    pthread_mutex_lock(&tmem.lock);
    if ((uint32_t)taddr >> 16 || col % GRANULE || (tmem.allocated & mask) != mask)
      emu_fatal("%s in warp %u: address 0x%08x, %u columns: not an allocation", what,
                emu_warp(), (uint32_t)taddr, ncols);
    tmem.allocated &= ~mask;
    pthread_mutex_unlock(&tmem.lock);
  }
  warp_round(what, (uint64_t)(uint32_t)taddr << 32 | ncols);
}

void emu_nvvm_tcgen05_relinq_alloc_permit_cg1(void) {
  pthread_mutex_lock(&tmem.lock);
  tmem.relinquished = 1;
  pthread_mutex_unlock(&tmem.lock);
}

/* Fences order tcgen05 operations around thread synchronization; the MMA is
 * complete at issue here, and observation goes through the mbarrier. */
void emu_nvvm_tcgen05_fence_before_thread_sync(void) {}
void emu_nvvm_tcgen05_fence_after_thread_sync(void) {}

/* Checks that [col, col + n) of lanes [lane, lane + lanes) is allocated (lock held). */
static void check_columns(const char *what, uint32_t lane, unsigned lanes, uint32_t col,
                          unsigned n) {
  if (lane + lanes > TMEM_LANES || col + n > TMEM_COLS)
    emu_fatal("%s in thread %u: lanes %u..%u, columns %u..%u are outside tensor memory", what,
              tid(), lane, lane + lanes - 1, col, col + n - 1);
  for (uint32_t c = col; c < col + n; c += 1)
    if (!(tmem.allocated & (1u << (c / GRANULE))))
      emu_fatal("%s in thread %u: column %u is not allocated (tcgen05.alloc)", what, tid(), c);
}

/*--- tcgen05.mma ----------------------------------------------------------*/

/* Operand element types, by kind and the descriptor's A/B type field. */
enum elt { F16, BF16, TF32, E4M3, E5M2, U8, S8, NO_ELT };

static unsigned elt_bytes(enum elt t) {
  return t == TF32 ? 4 : t == F16 || t == BF16 ? 2 : 1;
}

/* The A or B type field (3 bits) of kind (0 f16, 1 tf32, 2 f8f6f4, 3 i8). */
static enum elt operand_type(uint32_t kind, unsigned field) {
  switch (kind) {
  case 0: return field == 0 ? F16 : field == 1 ? BF16 : NO_ELT;
  case 1: return field == 2 ? TF32 : NO_ELT;
  case 2: return field == 0 ? E4M3 : field == 1 ? E5M2 : NO_ELT; /* f6/f4 not modelled */
  default: return field == 0 ? U8 : field == 1 ? S8 : NO_ELT;
  }
}

static double load_elt(enum elt t, const unsigned char *p) {
  switch (t) {
  case F16: { _Float16 h; memcpy(&h, p, 2); return h; }
  case BF16: {
    uint16_t u;
    memcpy(&u, p, 2);
    uint32_t x = (uint32_t)u << 16;
    float f;
    memcpy(&f, &x, 4);
    return f;
  }
  case TF32: { /* the MMA reads sign, exponent and the top 10 mantissa bits */
    uint32_t x;
    memcpy(&x, p, 4);
    x &= 0xFFFFE000u;
    float f;
    memcpy(&f, &x, 4);
    return f;
  }
  case E4M3: return emu_f8_value(*p, 4, 1);
  case E5M2: return emu_f8_value(*p, 5, 0);
  case U8: return *p;
  case S8: return (int8_t)*p;
  default: return 0;
  }
}

/* Reads the rows x k operand of descriptor desc into out[mn * k + kk]. */
static void read_operand(const char *what, char op, uint64_t desc, int mn_major, enum elt t,
                         unsigned rows, unsigned k, double *out) {
  static const unsigned width[8] = {0, 0, 128, 0, 64, 0, 32, 0};
  unsigned mode = (unsigned)(desc >> 61), e = elt_bytes(t);
  if (((desc >> 46) & 7) != 1)
    emu_fatal("%s: the %c descriptor 0x%016llx lacks the fixed 0b001 in bits 46..48", what, op,
              (unsigned long long)desc);
  if (mode == 1 || (width[mode] == 0 && mode != 0))
    emu_fatal("%s: the %c descriptor's swizzle mode %u is %s", what, op, mode,
              mode == 1 ? "not modelled (128B with 32B atoms)" : "reserved");
  if ((desc >> 52) & 1)
    emu_fatal("%s: the %c descriptor's LBO mode 1 (absolute) is not modelled", what, op);
  struct emu_matrix_desc d = {(uint32_t)(desc & 0x3FFF) << 4,
                              (uint32_t)((desc >> 16) & 0x3FFF) << 4,
                              (uint32_t)((desc >> 32) & 0x3FFF) << 4,
                              (unsigned)((desc >> 49) & 7), width[mode]};
  if (__emu_mutations & EMU_MUTATE_SWAP_WGMMA_STRIDES) {
    uint32_t lbo = d.lbo;
    d.lbo = d.sbo, d.sbo = lbo;
  }
  char *start;
  const struct emu_shared_region *r = emu_find_shared(what, op, d.start, &start);
  if (d.swizzle && d.base_offset == 0 && (uintptr_t)r->base % (d.swizzle * 8))
    emu_fatal("%s: the %c operand's shared variable is not aligned to its swizzle pattern", what,
              op);
  for (unsigned mn = 0; mn < rows; ++mn)
    for (unsigned kk = 0; kk < k; ++kk) {
      uintptr_t a = emu_matrix_swizzle(&d, (uintptr_t)start + emu_matrix_offset(&d, mn_major, mn,
                                                                                 kk, e));
      if (a < (uintptr_t)r->base || a + e > (uintptr_t)r->base + r->bytes)
        emu_fatal("%s: element (%u, %u) of %c is outside its shared variable (descriptor "
                  "0x%016llx)", what, op == 'A' ? mn : kk, op == 'A' ? kk : mn, op,
                  (unsigned long long)desc);
      out[mn * k + kk] = load_elt(t, (const unsigned char *)a);
    }
}

/* The lane of row m of D (cta_group::1, not .ws). */
static unsigned d_lane(unsigned m_extent, unsigned m) {
  return m_extent == 128 ? m : 32 * (m / 16) + m % 16;
}

void emu_nvvm_tcgen05_mma_shared(uintptr_t dtaddr, uint64_t adesc, uint64_t bdesc, uint32_t idesc,
                                 unsigned enable_input_d, uint32_t kind, uint32_t cta_group,
                                 uint32_t collector) {
  static const char *const whats[4] = {
      "tcgen05.mma.cta_group::1.kind::f16", "tcgen05.mma.cta_group::1.kind::tf32",
      "tcgen05.mma.cta_group::1.kind::f8f6f4", "tcgen05.mma.cta_group::1.kind::i8"};
  if (kind > 3 || cta_group != 1)
    emu_fatal("tcgen05.mma in thread %u: kind %u, cta_group %u; modelled: kinds f16 (0), tf32 "
              "(1), f8f6f4 (2), i8 (3) with cta_group::1", tid(), kind, cta_group);
  const char *what = whats[kind];
  (void)collector; /* a hint about reusing A; no effect on the result */
  int is_int = kind == 3;
  unsigned m_extent = ((idesc >> 24) & 0x1F) << 4, n = ((idesc >> 17) & 0x3F) << 3;
  unsigned dtype = (idesc >> 4) & 3;
  enum elt at = operand_type(kind, (idesc >> 7) & 7), bt = operand_type(kind, (idesc >> 10) & 7);
  if (idesc & 4)
    emu_fatal("%s in thread %u: sparse (instruction descriptor bit 2) is not modelled", what, tid());
  if (idesc & (1u << 6 | 1u << 23 | 1u << 29))
    emu_fatal("%s in thread %u: instruction descriptor 0x%08x sets a reserved bit (6, 23, 29)",
              what, tid(), idesc);
  if (!is_int && (idesc & 8))
    emu_fatal("%s in thread %u: instruction descriptor 0x%08x: saturate (bit 3) is only for "
              "kind::i8", what, tid(), idesc);
  if (is_int && (idesc & (3u << 13)))
    emu_fatal("%s in thread %u: instruction descriptor 0x%08x: kind::i8 has no negate (bits 13, "
              "14)", what, tid(), idesc);
  if (dtype != (is_int ? 2u : 1u) || at == NO_ELT || bt == NO_ELT)
    emu_fatal("%s in thread %u: instruction descriptor 0x%08x: D type %u, A type %u, B type %u; "
              "modelled: f16 D f32 (1), A and B f16 (0) or bf16 (1); tf32 D f32, A and B tf32 "
              "(2); f8f6f4 D f32, A and B e4m3 (0) or e5m2 (1); i8 D s32 (2), A and B u8 (0) or "
              "s8 (1)", what, tid(), idesc, dtype, (idesc >> 7) & 7, (idesc >> 10) & 7);
  if ((m_extent != 64 && m_extent != 128) || n < 8 || n > 256)
    emu_fatal("%s in thread %u: instruction descriptor 0x%08x: M %u, N %u; M must be 64 or 128, "
              "N 8..256", what, tid(), idesc, m_extent, n);
  uint32_t lane0 = (uint32_t)dtaddr >> 16, col0 = (uint32_t)dtaddr & 0xFFFF;
  if (lane0)
    emu_fatal("%s in thread %u: D address 0x%08x has lane %u; D starts at lane 0", what, tid(),
              (uint32_t)dtaddr, lane0);
  /* Every dense kind reads 32 bytes of K per row: K = 8 tf32, 16 f16, 32 f8/i8. */
  unsigned k = 32 / elt_bytes(at);
  static __thread double a[128 * 32], b[256 * 32];
  read_operand(what, 'A', adesc, (idesc >> 15) & 1, at, m_extent, k, a);
  read_operand(what, 'B', bdesc, (idesc >> 16) & 1, bt, n, k, b);
  double sa = (idesc >> 13) & 1 ? -1 : 1, sb = (idesc >> 14) & 1 ? -1 : 1;
  pthread_mutex_lock(&tmem.lock);
  check_columns(what, 0, d_lane(m_extent, m_extent - 1) + 1, col0, n);
  uint64_t seq = ++tmem.next_seq;
  for (unsigned m = 0; m < m_extent; ++m)
    for (unsigned j = 0; j < n; ++j) {
      uint32_t *cell = &tmem.cell[d_lane(m_extent, m)][col0 + j];
      if (is_int) { /* exact: int64 holds D plus 32 products of 8-bit values */
        int64_t acc = enable_input_d & 1 ? (int32_t)*cell : 0;
        for (unsigned kk = 0; kk < k; ++kk)
          acc += (int64_t)a[m * k + kk] * (int64_t)b[j * k + kk];
        if (idesc & 8) /* saturate to the s32 range, else wrap */
          acc = acc > INT32_MAX ? INT32_MAX : acc < INT32_MIN ? INT32_MIN : acc;
        *cell = (uint32_t)acc;
        continue;
      }
      float c;
      memcpy(&c, cell, 4);
      double acc = enable_input_d & 1 ? c : 0;
      for (unsigned kk = 0; kk < k; ++kk)
        acc += sa * a[m * k + kk] * (sb * b[j * k + kk]);
      float d = (float)acc;
      memcpy(cell, &d, 4);
    }
  for (unsigned j = 0; j < n; ++j)
    tmem.written_by[col0 + j] = seq;
  pthread_mutex_unlock(&tmem.lock);
  issued = seq;
  ++uncommitted;
}

/* tcgen05.commit.cta_group::1.mbarrier::arrive::one: the mbarrier's arrival
 * happens when the thread's MMAs so far complete (at once here), and a wait
 * that sees the phase complete observes them. */
void emu_nvvm_tcgen05_commit_shared_cg1(void *mbar_addr) {
  uint64_t releases = issued > emu_tcgen05_observed ? issued : emu_tcgen05_observed;
  emu_mbarrier_arrive("tcgen05.commit", mbar_addr, releases);
  uncommitted = 0;
}
void emu_nvvm_tcgen05_commit_cg1(void *mbar_addr) { emu_nvvm_tcgen05_commit_shared_cg1(mbar_addr); }

/*--- tcgen05.ld -----------------------------------------------------------*/

/* Reads the warp's cells for shape 16x256b (reps repetitions) or 32x32b. */
static void tmem_load(const char *what, int is_16x256b, unsigned reps, uintptr_t taddr_bits,
                      uint32_t *out) {
  uint32_t taddr = (uint32_t)taddr_bits;
  warp_round(what, taddr);
  uint32_t lane0 = taddr >> 16, col0 = taddr & 0xFFFF, quarter = 32 * (emu_warp() % 4);
  unsigned lanes = is_16x256b ? 16 : 32, cols = is_16x256b ? 8 * reps : reps;
  if (lane0 < quarter || lane0 + lanes > quarter + 32)
    emu_fatal("%s in warp %u: lanes %u..%u; warp %u may access only lanes %u..%u (warp %% 4)",
              what, emu_warp(), lane0, lane0 + lanes - 1, emu_warp(), quarter, quarter + 31);
  unsigned t = emu_lane();
  pthread_mutex_lock(&tmem.lock);
  check_columns(what, lane0, lanes, col0, cols);
  for (unsigned c = col0; c < col0 + cols; ++c)
    if (tmem.written_by[c] > emu_tcgen05_observed)
      emu_fatal("%s in thread %u: column %u was written by a tcgen05.mma whose completion the "
                "thread has not waited for (tcgen05.commit to an mbarrier, then a wait on it)",
                what, tid(), c);
  for (unsigned i = 0; i < 4 * reps; ++i) {
    if (is_16x256b)
      out[i] = tmem.cell[lane0 + t / 4 + 8 * ((i % 4) / 2)][col0 + 8 * (i / 4) + 2 * (t % 4) + i % 2];
    else
      out[i] = tmem.cell[lane0 + t][col0 + i];
  }
  pthread_mutex_unlock(&tmem.lock);
  ++loads_waiting;
}

#define LD_16X256B(n)                                                                          \
  void emu_nvvm_tcgen05_ld_16x256b_x##n(uint32_t *out, uintptr_t taddr, unsigned pack) {       \
    if (pack & 1)                                                                              \
      emu_fatal("tcgen05.ld.16x256b.x" #n ".pack::16b is not modelled");                       \
    tmem_load("tcgen05.ld.sync.aligned.16x256b.x" #n ".b32", 1, n, taddr, out);                \
  }
LD_16X256B(1)
LD_16X256B(2)
LD_16X256B(4)
LD_16X256B(8)
LD_16X256B(16)
LD_16X256B(32)
#undef LD_16X256B
#define LD_32X32B(n)                                                                           \
  void emu_nvvm_tcgen05_ld_32x32b_x##n(uint32_t *out, uintptr_t taddr, unsigned pack) {        \
    if (pack & 1)                                                                              \
      emu_fatal("tcgen05.ld.32x32b.x" #n ".pack::16b is not modelled");                        \
    tmem_load("tcgen05.ld.sync.aligned.32x32b.x" #n ".b32", 0, n, taddr, out);                 \
  }
LD_32X32B(1)
LD_32X32B(2)
LD_32X32B(4)
LD_32X32B(8)
LD_32X32B(16)
LD_32X32B(32)
LD_32X32B(64)
LD_32X32B(128)
#undef LD_32X32B

void emu_nvvm_tcgen05_wait_ld(void) { loads_waiting = 0; }
void emu_nvvm_tcgen05_wait_st(void) {}

/*--- CTA and thread ends --------------------------------------------------*/

void emu_tcgen05_cta_begin(void) {
  emu_mbarrier_cta_begin();
  tmem.allocated = 0;
  tmem.relinquished = 0;
  memset(tmem.written_by, 0, sizeof tmem.written_by);
}

void emu_tcgen05_cta_end(void) {
  if (tmem.allocated)
    emu_fatal("the CTA ended with tensor memory allocated (granules of 32 columns 0x%04x); "
              "tcgen05.dealloc every allocation", tmem.allocated);
}

void emu_tcgen05_thread_exit(void) {
  if (uncommitted)
    emu_fatal("thread %u ended with %u tcgen05.mma not committed (tcgen05.commit)", tid(),
              uncommitted);
  if (loads_waiting)
    emu_fatal("thread %u ended with %u tcgen05.ld not waited for (tcgen05.wait::ld)", tid(),
              loads_waiting);
  issued = 0;
  emu_tcgen05_observed = 0;
}
