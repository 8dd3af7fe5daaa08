/* TMA of the emulator's runtime (utils/emulator, docs/testing.md), from the PTX
 * ISA's "tensormap.replace", "tensormap.cp_fenceproxy", "cp.async.bulk.tensor"
 * and "Tensor" sections, independently of the compiler's lowering.
 *
 * A tensor map is 128 opaque bytes; the emulator keeps its fields in them in
 * a layout of its own (struct tensormap), which only tensormap.replace
 * writes and cp.async.bulk.tensor reads, so a map the kernel did not fill
 * field by field (rank, box and global extents, strides, element type) is
 * refused rather than guessed. Tiled mode only: element strides 1, no
 * interleave; out-of-bounds elements read zero (fill mode 0). Swizzle modes
 * 1, 2, 3 (32, 64, 128 bytes: the span S) place the 16-byte piece at dense
 * shared address a at a XOR ((a >> 7) mod (S / 16)) << 4; a box row must
 * then be exactly S bytes (the ISA allows fewer; not emulated).
 * cp.async.bulk.tensor.Nd reads the box whose first element is at the
 * coordinates (dimension 0 innermost) from global memory at issue and hands
 * it to the mbarrier as 16-byte pieces that land, and lower its transaction
 * count by the box's bytes, at issue (EMU_CP_ASYNC=early) or when a thread
 * waits for the phase (late; runtime-mbarrier.c). The shared box is dense:
 * element (e0, .., eN-1) at ((eN-1 boxN-2 + ..) box0 + e0) element bytes.
 */
#include "runtime.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

struct tensormap {
  uint64_t address;
  uint32_t rank_minus_1, elemtype, interleave, swizzle, fill;
  uint32_t box[5], dim[5], element_stride[5];
  uint64_t stride[4]; /* bytes, of dimensions 1 .. rank - 1 */
  uint32_t set;       /* fields written: bit per field (SET_*) */
};
_Static_assert(sizeof(struct tensormap) <= 128, "a tensor map is 128 bytes");
enum { SET_ADDRESS = 1, SET_RANK = 2, SET_ELEMTYPE = 4, SET_BOX = 8, SET_DIM = 64 };

static struct tensormap *map_at(void *p) { return (struct tensormap *)p; }

static unsigned tid(void) { return emu_warp() * 32 + emu_lane(); }

static void check_ord(const char *what, uint32_t ord, uint32_t limit) {
  if (ord >= limit)
    emu_fatal("tensormap.replace.%s in thread %u: ordinal %u outside 0..%u", what, tid(), ord,
              limit - 1);
}

#define REPLACE(field, type, body)                                                             \
  void emu_asm_tensormap_replace_tile_##field##_shared__cta_b1024_##type(void *p, uint64_t v) { \
    struct tensormap *m = map_at(p);                                                           \
    body;                                                                                      \
  }
#define REPLACE_AT(field, type, limit, body)                                                   \
  void emu_asm_tensormap_replace_tile_##field##_shared__cta_b1024_##type(void *p, uint32_t ord, \
                                                                         uint64_t v) {         \
    struct tensormap *m = map_at(p);                                                           \
    check_ord(#field, ord, limit);                                                             \
    body;                                                                                      \
  }
REPLACE(global_address, b64, { m->address = v; m->set |= SET_ADDRESS; })
REPLACE(rank, b32, { m->rank_minus_1 = (uint32_t)v; m->set |= SET_RANK; })
REPLACE(elemtype, b32, { m->elemtype = (uint32_t)v; m->set |= SET_ELEMTYPE; })
REPLACE(interleave_layout, b32, { m->interleave = (uint32_t)v; })
REPLACE(swizzle_mode, b32, { m->swizzle = (uint32_t)v; })
REPLACE(fill_mode, b32, { m->fill = (uint32_t)v; })
REPLACE_AT(box_dim, b32, 5, { m->box[ord] = (uint32_t)v; m->set |= SET_BOX << ord; })
REPLACE_AT(global_dim, b32, 5, { m->dim[ord] = (uint32_t)v; m->set |= SET_DIM << ord; })
REPLACE_AT(global_stride, b64, 4, { m->stride[ord] = v; })
REPLACE_AT(element_stride, b32, 5, { m->element_stride[ord] = (uint32_t)v; })
#undef REPLACE
#undef REPLACE_AT

void emu_asm_tensormap_cp_fenceproxy_global_shared__cta_tensormap__generic_release_gpu_sync_aligned(
    void *global, void *shared) {
  if ((uintptr_t)global % 128 || (uintptr_t)shared % 128)
    emu_fatal("tensormap.cp_fenceproxy in thread %u: a tensor map must be 128-byte aligned",
              tid());
  /* .sync.aligned: the warp executes it once, all lanes with the same
   * operands. The lowest lane copies between two rounds, so that no lane
   * returns before the copy and none writes the global bytes but one. */
  uint64_t mine[2] = {(uintptr_t)global, (uintptr_t)shared};
  uint64_t seen[32][EMU_EXCHANGE_MAX];
  uint32_t lanes = emu_warp_exchange("tensormap.cp_fenceproxy", 0xffffffffu, mine, 2, seen);
  unsigned first = (unsigned)__builtin_ctz(lanes);
  for (unsigned l = 0; l < 32; ++l)
    if ((lanes >> l & 1) && (seen[l][0] != mine[0] || seen[l][1] != mine[1]))
      emu_fatal("tensormap.cp_fenceproxy in thread %u: lanes %u and %u of the warp give "
                "different tensor maps (.aligned)", tid(), emu_lane(), l);
  if (emu_lane() == first)
    memcpy(global, shared, 128);
  emu_warp_exchange("tensormap.cp_fenceproxy", 0xffffffffu, mine, 0, seen);
}
void emu_asm_fence_proxy_tensormap__generic_acquire_gpu(void *global) { (void)global; }

/* The slot claim and release of the tensor maps' pool (TmaPatterns.cpp). */
uint32_t emu_asm_atom_acquire_gpu_global_or_b32(uint32_t *p, uint32_t v) {
  return __atomic_fetch_or(p, v, __ATOMIC_ACQUIRE);
}
void emu_asm_red_release_gpu_global_and_b32(uint32_t *p, uint32_t v) {
  __atomic_fetch_and(p, v, __ATOMIC_RELEASE);
}

void emu_asm_mbarrier_expect_tx_relaxed_cta_shared__cta_b64(void *bar, uint32_t bytes) {
  emu_mbarrier_expect_tx("mbarrier.expect_tx", bar, bytes);
}

/* Bytes of an element of the map's type (PTX ISA .elemtype codes). */
static unsigned element_bytes(uint32_t code) {
  static const unsigned bytes[] = {1, 2, 4, 4, 8, 8, 2, 4, 4, 8, 2, 4, 4};
  if (code >= sizeof bytes / sizeof *bytes)
    emu_fatal("cp.async.bulk.tensor in thread %u: element type %u is not emulated", tid(), code);
  return bytes[code];
}

/* Checks the map and the shared box at `box` for a copy of `rank` dimensions;
 * returns the box's bytes, with its element bytes and swizzle span (0: none). */
static size_t checked_box(const char *what, unsigned rank, const struct tensormap *m,
                          uintptr_t box, unsigned *eb_out, unsigned *span_out,
                          uint64_t stride[5]) {
  uint32_t need = SET_ADDRESS | SET_RANK | SET_ELEMTYPE;
  for (unsigned d = 0; d < rank; ++d)
    need |= (SET_BOX | SET_DIM) << d;
  if ((m->set & need) != need || m->rank_minus_1 + 1 != rank)
    emu_fatal("%s.%ud in thread %u: the tensor map at %p is not filled for rank %u", what, rank,
              tid(), (const void *)m, rank);
  if (m->interleave || m->swizzle > 3 || m->fill)
    emu_fatal("%s in thread %u: only tiled maps without interleave, NaN fill or swizzle modes "
              "past 3 (128 bytes) are emulated", what, tid());
  unsigned eb = element_bytes(m->elemtype);
  unsigned span = m->swizzle ? 16u << m->swizzle : 0;
  if (span && m->box[0] * eb != span)
    emu_fatal("%s in thread %u: a box row of %u bytes with the %u-byte swizzle (only rows of "
              "exactly the span are emulated)", what, tid(), m->box[0] * eb, span);
  stride[0] = eb;
  size_t elements = 1;
  for (unsigned d = 0; d < rank; ++d) {
    if (d)
      stride[d] = m->stride[d - 1];
    if (d && stride[d] % 16)
      emu_fatal("%s in thread %u: global stride %u (%llu bytes) is not a multiple of 16", what,
                tid(), d, (unsigned long long)stride[d]);
    if (m->element_stride[d] != 1)
      emu_fatal("%s in thread %u: element strides other than 1 are not emulated", what, tid());
    if (m->box[d] == 0 || m->box[d] > 256)
      emu_fatal("%s in thread %u: box dimension %u is %u", what, tid(), d, m->box[d]);
    elements *= m->box[d];
  }
  if (m->address % 16 || box % 128)
    emu_fatal("%s in thread %u: a 16-byte aligned tensor and a 128-byte aligned box expected",
              what, tid());
  if (m->box[0] * eb % 16)
    emu_fatal("%s in thread %u: the box's inner dimension is not a multiple of 16 bytes", what,
              tid());
  *eb_out = eb;
  *span_out = span;
  return elements * eb;
}

/* The shared address of the box's byte `offset` (a multiple of 16), swizzled. */
static uintptr_t box_piece(uintptr_t box, size_t offset, unsigned span) {
  uintptr_t at = box + offset;
  if (span)
    at ^= ((at >> 7) & (span / 16 - 1)) << 4;
  return at;
}

/* The global byte offset of element `e` of the box at `coord`; 0 in *inside
 * when the element lies outside the tensor. */
static uint64_t box_element(const struct tensormap *m, unsigned rank, const int32_t *coord,
                            const uint64_t *stride, size_t e, int *inside) {
  uint64_t offset = 0;
  *inside = 1;
  for (unsigned d = 0; d < rank; ++d) {
    int64_t c = (int64_t)coord[d] + (int64_t)(e % m->box[d]);
    e /= m->box[d];
    if (c < 0 || c >= (int64_t)m->dim[d])
      *inside = 0;
    offset += (uint64_t)c * stride[d];
  }
  return offset;
}

static void bulk_tensor(unsigned rank, char *dst, const void *desc, const int32_t *coord,
                        void *bar) {
  const char *what = "cp.async.bulk.tensor";
  const struct tensormap *m = desc;
  unsigned eb, span;
  uint64_t stride[5];
  size_t bytes = checked_box(what, rank, m, (uintptr_t)dst, &eb, &span, stride);
  size_t pieces = bytes / 16;
  struct emu_copy *copies = calloc(pieces, sizeof *copies);
  if (!copies)
    emu_fatal("%s: out of memory", what);
  for (size_t p = 0; p < pieces; ++p) {
    copies[p].dst = (char *)box_piece((uintptr_t)dst, 16 * p, span);
    copies[p].group = UINT64_MAX; /* no commit group covers it */
    copies[p].size = 16;
    for (unsigned b = 0; b < 16; b += eb) {
      int inside;
      uint64_t offset = box_element(m, rank, coord, stride, (16 * p + b) / eb, &inside);
      if (inside)
        memcpy(copies[p].bytes + b, (const char *)(uintptr_t)m->address + offset, eb);
    }
  }
  emu_mbarrier_track_tx_copies(what, bar, copies, pieces, (uint32_t)bytes, emu_cp_async_late());
  free(copies);
}

#define BULK_NAME(n)                                                                           \
  emu_asm_cp_async_bulk_tensor_##n##d_shared__cluster_global_mbarrier__complete_tx__bytes
void BULK_NAME(1)(void *dst, void *desc, int32_t c0, void *bar) {
  bulk_tensor(1, dst, desc, (int32_t[]){c0}, bar);
}
void BULK_NAME(2)(void *dst, void *desc, int32_t c0, int32_t c1, void *bar) {
  bulk_tensor(2, dst, desc, (int32_t[]){c0, c1}, bar);
}
void BULK_NAME(3)(void *dst, void *desc, int32_t c0, int32_t c1, int32_t c2, void *bar) {
  bulk_tensor(3, dst, desc, (int32_t[]){c0, c1, c2}, bar);
}
void BULK_NAME(4)(void *dst, void *desc, int32_t c0, int32_t c1, int32_t c2, int32_t c3,
                  void *bar) {
  bulk_tensor(4, dst, desc, (int32_t[]){c0, c1, c2, c3}, bar);
}
void BULK_NAME(5)(void *dst, void *desc, int32_t c0, int32_t c1, int32_t c2, int32_t c3,
                  int32_t c4, void *bar) {
  bulk_tensor(5, dst, desc, (int32_t[]){c0, c1, c2, c3, c4}, bar);
}
#undef BULK_NAME

/* cp.async.bulk.tensor.Nd.global.shared::cta.bulk_group: the box at `src` to
 * the tensor at `coord`, elements outside it dropped. The copy is done at
 * issue; its completion must be waited for (cp.async.bulk.wait_group, not
 * .read) before the thread returns (bulk_stores_pending counts the others). */
static __thread unsigned bulk_stores_pending;

static void bulk_tensor_store(unsigned rank, const void *desc, const int32_t *coord,
                              const char *src) {
  const char *what = "cp.async.bulk.tensor (store)";
  const struct tensormap *m = desc;
  unsigned eb, span;
  uint64_t stride[5];
  size_t bytes = checked_box(what, rank, m, (uintptr_t)src, &eb, &span, stride);
  for (size_t p = 0; p < bytes / 16; ++p) {
    const char *piece = (const char *)box_piece((uintptr_t)src, 16 * p, span);
    for (unsigned b = 0; b < 16; b += eb) {
      int inside;
      uint64_t offset = box_element(m, rank, coord, stride, (16 * p + b) / eb, &inside);
      if (inside)
        memcpy((char *)(uintptr_t)m->address + offset, piece + b, eb);
    }
  }
  ++bulk_stores_pending;
}

#define STORE_NAME(n) emu_asm_cp_async_bulk_tensor_##n##d_global_shared__cta_bulk_group
void STORE_NAME(1)(void *desc, int32_t c0, void *src) {
  bulk_tensor_store(1, desc, (int32_t[]){c0}, src);
}
void STORE_NAME(2)(void *desc, int32_t c0, int32_t c1, void *src) {
  bulk_tensor_store(2, desc, (int32_t[]){c0, c1}, src);
}
void STORE_NAME(3)(void *desc, int32_t c0, int32_t c1, int32_t c2, void *src) {
  bulk_tensor_store(3, desc, (int32_t[]){c0, c1, c2}, src);
}
void STORE_NAME(4)(void *desc, int32_t c0, int32_t c1, int32_t c2, int32_t c3, void *src) {
  bulk_tensor_store(4, desc, (int32_t[]){c0, c1, c2, c3}, src);
}
void STORE_NAME(5)(void *desc, int32_t c0, int32_t c1, int32_t c2, int32_t c3, int32_t c4,
                   void *src) {
  bulk_tensor_store(5, desc, (int32_t[]){c0, c1, c2, c3, c4}, src);
}
#undef STORE_NAME

void emu_asm_cp_async_bulk_commit_group(void) {}
/* Only `wait_group 0` and `wait_group.read 0` are emitted (the immediate is
 * not passed). The copy read the box at issue; only the full wait ends it. */
void emu_asm_cp_async_bulk_wait_group(void) { bulk_stores_pending = 0; }
void emu_asm_cp_async_bulk_wait_group_read(void) {}

void emu_tma_thread_exit(void) {
  if (bulk_stores_pending)
    emu_fatal("thread %u returned with %u bulk stores not waited for (cp.async.bulk.wait_group)",
              tid(), bulk_stores_pending);
}
