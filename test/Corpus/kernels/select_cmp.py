import cuda.tile as ct
from _common import arr


@ct.kernel
def select_cmp(a, b, out, mask_out, N: ct.Constant[int]):
    pid = ct.bid(0)
    x = ct.load(a, index=(pid,), shape=(N,))
    y = ct.load(b, index=(pid,), shape=(N,))
    gt = x > y
    le = ct.less_equal(x, 0.0)
    ne = ct.not_equal(x, y) & ~ct.isnan(x)
    r = ct.where(gt, x, ct.where(le, y, x * y))
    ct.store(out, index=(pid,), tile=r)
    ct.store(mask_out, index=(pid,), tile=ct.astype(ne | (x == y), ct.int8))


@ct.kernel
def int_cmp(a, out, N: ct.Constant[int]):
    pid = ct.bid(0)
    x = ct.load(a, index=(pid,), shape=(N,))
    big = ct.greater_equal(x, 100)
    u = ct.astype(x, ct.uint32) < 50
    ct.store(out, index=(pid,), tile=ct.where(big | u, x, -x))


SIGNATURES = {
    "select_cmp": (select_cmp, [arr(), arr(), arr(), arr(ct.int8), 128]),
    "int_cmp": (int_cmp, [arr(ct.int32), arr(ct.int32), 128]),
}
