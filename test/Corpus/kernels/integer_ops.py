import cuda.tile as ct
from _common import arr


@ct.kernel
def integer_ops(a, b, out, uout, N: ct.Constant[int]):
    pid = ct.bid(0)
    x = ct.load(a, index=(pid,), shape=(N,))
    y = ct.load(b, index=(pid,), shape=(N,)) | 1
    q = x // y
    r = x % y
    s = (x << 3) ^ (y >> 1)
    m = ct.minimum(x, y) + ct.maximum(x, y)
    cd = ct.cdiv(x, 7)
    ct.store(out, index=(pid,), tile=q + r + s + m + cd + (x & ~y) + ct.abs(x) - (x * y))
    ux = ct.astype(x, ct.uint32)
    uy = ct.astype(y, ct.uint32)
    ct.store(uout, index=(pid,), tile=(ux % uy) + (ux >> 2) + ct.maximum(ux, uy))


@ct.kernel
def int64_ops(a, out, N: ct.Constant[int]):
    pid = ct.bid(0)
    x = ct.load(a, index=(pid,), shape=(N,))
    w = ct.astype(x, ct.int64) * 3000000000
    ct.store(out, index=(pid,), tile=ct.astype(w >> 7, ct.int16))


SIGNATURES = {
    "integer_ops": (integer_ops, [arr(ct.int32), arr(ct.int32), arr(ct.int32), arr(ct.uint32), 128]),
    "int64_ops": (int64_ops, [arr(ct.int32), arr(ct.int16), 64]),
}
