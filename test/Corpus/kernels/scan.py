import cuda.tile as ct
from _common import arr


@ct.kernel
def prefix_scan(x, inclusive, running_max, N: ct.Constant[int]):
    pid = ct.bid(0)
    t = ct.load(x, index=(pid,), shape=(N,))
    ct.store(inclusive, index=(pid,), tile=ct.cumsum(t, axis=0))
    rm = ct.scan(t, 0, lambda a, b: ct.maximum(a, b), -2147483648, reverse=True)
    ct.store(running_max, index=(pid,), tile=rm)


SIGNATURES = {"prefix_scan": (prefix_scan, [arr(ct.int32), arr(ct.int32), arr(ct.int32), 256])}
