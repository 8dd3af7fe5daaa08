import cuda.tile as ct
from _common import arr


@ct.kernel(num_ctas=1, occupancy=2)
def matmul(a, b, c, BM: ct.Constant[int], BN: ct.Constant[int], BK: ct.Constant[int]):
    pm = ct.bid(0)
    pn = ct.bid(1)
    acc = ct.zeros((BM, BN), dtype=ct.float32)
    k_tiles = ct.num_tiles(a, axis=1, shape=(BM, BK))
    for k in range(k_tiles):
        ta = ct.load(a, index=(pm, k), shape=(BM, BK), padding_mode=ct.PaddingMode.ZERO)
        tb = ct.load(b, index=(k, pn), shape=(BK, BN), padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma(ta, tb, acc)
    ct.store(c, index=(pm, pn), tile=ct.astype(acc, c.dtype))


SIGNATURES = {"matmul": (matmul, [arr(ct.float16, 2), arr(ct.float16, 2), arr(ct.float16, 2),
                                  64, 64, 32])}
