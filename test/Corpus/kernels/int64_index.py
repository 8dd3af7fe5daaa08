import cuda.tile as ct
from _common import arr


@ct.kernel
def int64_index(x, y, BLOCK: ct.Constant[int]):
    pid = ct.bid(0)
    t = ct.load(x, index=(pid, 0), shape=(1, BLOCK))
    ct.store(y, index=(pid, 0), tile=ct.sum(t, axis=1, keepdims=True) + t)


SIGNATURES = {"int64_index": (int64_index, [arr(ct.float32, 2, index_dtype=ct.int64),
                                            arr(ct.float32, 2, index_dtype=ct.int64), 256])}
