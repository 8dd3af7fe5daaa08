import cuda.tile as ct
from _common import arr


@ct.kernel
def histogram(values, bins, N: ct.Constant[int]):
    pid = ct.bid(0)
    idx = ct.load(values, index=(pid,), shape=(N,))
    ct.atomic_add(bins, idx, 1)


@ct.kernel
def atomic_mix(counters, flags, data, N: ct.Constant[int]):
    pid = ct.bid(0)
    lane = ct.arange(N, dtype=ct.int32)
    old = ct.atomic_xchg(counters, lane, pid, memory_order=ct.MemoryOrder.RELAXED)
    prev = ct.atomic_cas(flags, pid, 0, 1, memory_order=ct.MemoryOrder.ACQUIRE,
                         memory_scope=ct.MemoryScope.DEVICE)
    ct.atomic_max(counters, lane, old + prev)
    ct.atomic_min(counters, lane, 7, memory_scope=ct.MemoryScope.BLOCK)
    ct.atomic_or(flags, lane, 2)
    ct.atomic_and(flags, lane, 3)
    ct.atomic_xor(flags, lane, 5, memory_order=ct.MemoryOrder.RELEASE, memory_scope=ct.MemoryScope.SYS)
    ct.atomic_add(data, lane, ct.full((N,), 0.5, dtype=ct.float32))


SIGNATURES = {
    "histogram": (histogram, [arr(ct.int32), arr(ct.int32), 128]),
    "atomic_mix": (atomic_mix, [arr(ct.int32), arr(ct.int32), arr(ct.float32), 64]),
}
