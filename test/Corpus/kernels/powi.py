import cuda.tile as ct
from _common import arr, scalar


@ct.kernel
def powi(x, e, y, n, N: ct.Constant[int]):
    pid = ct.bid(0)
    t = ct.load(x, index=(pid,), shape=(N,))
    ex = ct.load(e, index=(pid,), shape=(N,))
    ct.store(y, index=(pid,), tile=t ** ex + t ** n + ct.pow(t, 3))


SIGNATURES = {"powi": (powi, [arr(), arr(ct.int32), arr(), scalar(ct.int32), 128])}
