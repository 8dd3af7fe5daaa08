import cuda.tile as ct
from _common import arr


@ct.kernel(occupancy=ct.ByTarget(sm_90=2, sm_100=4, default=1),
           num_ctas=ct.ByTarget(sm_100=2), num_worker_warps=4)
def batched_matmul(a, b, c, BM: ct.Constant[int], BN: ct.Constant[int], BK: ct.Constant[int]):
    batch = ct.bid(2)
    pm = ct.bid(0)
    pn = ct.bid(1)
    acc = ct.full((1, BM, BN), 0.0, dtype=ct.float32)
    for k in range(ct.num_tiles(a, axis=2, shape=(1, BM, BK))):
        ta = ct.load(a, index=(batch, pm, k), shape=(1, BM, BK), padding_mode=ct.PaddingMode.ZERO)
        tb = ct.load(b, index=(batch, k, pn), shape=(1, BK, BN), padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma(ta, tb, acc)
    ct.store(c, index=(batch, pm, pn), tile=acc)


SIGNATURES = {"batched_matmul": (batched_matmul, [arr(ct.bfloat16, 3), arr(ct.bfloat16, 3),
                                                  arr(ct.float32, 3), 32, 32, 32])}
