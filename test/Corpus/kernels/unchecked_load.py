import cuda.tile as ct
from _common import arr


@ct.kernel
def unchecked_copy(x, y, BM: ct.Constant[int], BN: ct.Constant[int]):
    i = ct.bid(0)
    t = ct.load(x, index=(i, 0), shape=(BM, BN), check_bounds=False)
    ct.store(y, index=(i, 0), tile=t, check_bounds=False)


SIGNATURES = {"unchecked_copy": (unchecked_copy, [arr(ct.float32, 2), arr(ct.float32, 2), 16, 64])}
