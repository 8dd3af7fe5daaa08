import cuda.tile as ct
from _common import arr


@ct.kernel
def gather_scatter(src, idx, dst, limit, N: ct.Constant[int]):
    pid = ct.bid(0)
    offs = pid * N + ct.arange(N, dtype=ct.int32)
    ind = ct.gather(idx, offs)
    mask = ind < limit
    vals = ct.gather(src, ind, mask=mask, padding_value=-1.0)
    ct.scatter(dst, ind, vals * 2.0, mask=mask)


@ct.kernel
def gather_2d(src, rows, out, R: ct.Constant[int], C: ct.Constant[int]):
    pid = ct.bid(0)
    r = ct.load(rows, index=(pid,), shape=(R,))
    cols = ct.arange(C, dtype=ct.int32)
    t = ct.gather(src, (ct.reshape(r, (R, 1)), ct.reshape(cols, (1, C))))
    ct.store(out, index=(pid, 0), tile=t)


SIGNATURES = {
    "gather_scatter": (gather_scatter, [arr(ct.float32), arr(ct.int32), arr(ct.float32),
                                        __import__("_common").scalar(ct.int32), 128]),
    "gather_2d": (gather_2d, [arr(ct.float16, 2), arr(ct.int32), arr(ct.float16, 2), 16, 64]),
}
