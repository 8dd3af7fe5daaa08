import cuda.tile as ct
from _common import arr


@ct.kernel
def vector_add(x, y, out, BLOCK: ct.Constant[int]):
    pid = ct.bid(0)
    lhs = ct.load(x, index=(pid,), shape=(BLOCK,))
    rhs = ct.load(y, index=(pid,), shape=(BLOCK,))
    ct.store(out, index=(pid,), tile=lhs + rhs)


SIGNATURES = {"vector_add": (vector_add, [arr(), arr(), arr(), 256])}
