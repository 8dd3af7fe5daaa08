import cuda.tile as ct
from _common import arr


@ct.kernel
def int_matmul(a, b, c, BM: ct.Constant[int], BN: ct.Constant[int], BK: ct.Constant[int]):
    acc = ct.zeros((BM, BN), dtype=ct.int32)
    for k in range(ct.num_tiles(a, axis=1, shape=(BM, BK))):
        acc = ct.mma(ct.load(a, index=(ct.bid(0), k), shape=(BM, BK)),
                     ct.load(b, index=(k, ct.bid(1)), shape=(BK, BN)), acc)
    ct.store(c, index=(ct.bid(0), ct.bid(1)), tile=acc)


@ct.kernel
def tf32_matmul(a, b, c, BM: ct.Constant[int], BN: ct.Constant[int], BK: ct.Constant[int]):
    acc = ct.zeros((BM, BN), dtype=ct.float32)
    for k in range(ct.num_tiles(a, axis=1, shape=(BM, BK))):
        ta = ct.astype(ct.load(a, index=(ct.bid(0), k), shape=(BM, BK)), ct.tfloat32)
        tb = ct.astype(ct.load(b, index=(k, ct.bid(1)), shape=(BK, BN)), ct.tfloat32)
        acc = ct.mma(ta, tb, acc)
    ct.store(c, index=(ct.bid(0), ct.bid(1)), tile=acc)


SIGNATURES = {
    "int_matmul": (int_matmul, [arr(ct.int8, 2), arr(ct.int8, 2), arr(ct.int32, 2), 64, 64, 64]),
    "tf32_matmul": (tf32_matmul, [arr(ct.float32, 2), arr(ct.float32, 2), arr(ct.float32, 2), 64, 64, 32]),
}
