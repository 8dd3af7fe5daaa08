import cuda.tile as ct
from _common import arr


@ct.kernel
def row_reductions(x, sums, maxes, mins, argm, ROWS: ct.Constant[int], COLS: ct.Constant[int]):
    pid = ct.bid(0)
    t = ct.load(x, index=(pid, 0), shape=(ROWS, COLS))
    ct.store(sums, index=(pid,), tile=ct.sum(t, axis=1))
    ct.store(maxes, index=(pid,), tile=ct.max(t, axis=1))
    ct.store(mins, index=(pid,), tile=ct.min(t, axis=1, propagate_nan=True))
    ct.store(argm, index=(pid,), tile=ct.argmax(t, axis=1))


@ct.kernel
def custom_reduce(x, out, N: ct.Constant[int]):
    pid = ct.bid(0)
    t = ct.load(x, index=(pid, 0), shape=(1, N))
    prod = ct.reduce(t, 1, lambda a, b: a * b, 1)
    ct.store(out, index=(pid,), tile=prod)


SIGNATURES = {
    "row_reductions": (row_reductions, [arr(ct.float32, 2), arr(), arr(), arr(),
                                        arr(ct.int32), 16, 128]),
    "custom_reduce": (custom_reduce, [arr(ct.int32, 2), arr(ct.int32), 64]),
}
