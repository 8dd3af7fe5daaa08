import cuda.tile as ct
from _common import arr


@ct.kernel
def debug_print(x, N: ct.Constant[int]):
    pid = ct.bid(0)
    t = ct.load(x, index=(pid,), shape=(N,))
    ct.printf("block %d first %f\n", pid, ct.extract(t, (0,), (1,)))
    ct.assert_(t >= 0.0, "negative input")
    ct.print("sum =", ct.sum(t))


SIGNATURES = {"debug_print": (debug_print, [arr(), 16])}
