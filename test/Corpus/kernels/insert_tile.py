import cuda.tile as ct
from _common import arr


@ct.kernel
def insert_tile(x, patch, y, N: ct.Constant[int], P: ct.Constant[int]):
    pid = ct.bid(0)
    t = ct.load(x, index=(pid, 0), shape=(N, N))
    p = ct.load(patch, index=(0, 0), shape=(P, P))
    t = ct.insert(t, (1, 2), p)
    ct.store(y, index=(pid, 0), tile=t)


SIGNATURES = {"insert_tile": (insert_tile, [arr(ct.float32, 2), arr(ct.float32, 2),
                                            arr(ct.float32, 2), 16, 4])}
