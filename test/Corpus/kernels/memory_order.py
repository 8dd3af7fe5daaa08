import cuda.tile as ct
from _common import arr


@ct.kernel
def memory_order(flag_in, data, out, N: ct.Constant[int]):
    pid = ct.bid(0)
    f = ct.load(flag_in, index=(pid,), shape=(1,), memory_order=ct.MemoryOrder.ACQUIRE,
                memory_scope=ct.MemoryScope.DEVICE)
    d = ct.load(data, index=(pid,), shape=(N,))
    ct.store(out, index=(pid,), tile=d + ct.astype(f, ct.float32),
             memory_order=ct.MemoryOrder.RELEASE, memory_scope=ct.MemoryScope.SYS)


SIGNATURES = {"memory_order": (memory_order, [arr(ct.int32), arr(), arr(), 64])}
