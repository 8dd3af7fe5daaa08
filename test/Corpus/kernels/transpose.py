import cuda.tile as ct
from _common import arr


@ct.kernel
def transpose2d(x, y, BM: ct.Constant[int], BN: ct.Constant[int]):
    i = ct.bid(0)
    j = ct.bid(1)
    t = ct.load(x, index=(i, j), shape=(BM, BN))
    ct.store(y, index=(j, i), tile=ct.transpose(t))


@ct.kernel
def permute3d(x, y, A: ct.Constant[int], B: ct.Constant[int], C: ct.Constant[int]):
    t = ct.load(x, index=(ct.bid(0), 0, 0), shape=(A, B, C))
    ct.store(y, index=(0, 0, ct.bid(0)), tile=ct.permute(t, (2, 1, 0)))


@ct.kernel
def transposed_load(x, y, BM: ct.Constant[int], BN: ct.Constant[int]):
    t = ct.load(x, index=(ct.bid(1), ct.bid(0)), shape=(BM, BN), order="F")
    ct.store(y, index=(ct.bid(0), ct.bid(1)), tile=t)


SIGNATURES = {
    "transpose2d": (transpose2d, [arr(ct.float32, 2), arr(ct.float32, 2), 32, 64]),
    "permute3d": (permute3d, [arr(ct.float16, 3), arr(ct.float16, 3), 4, 8, 16]),
    "transposed_load": (transposed_load, [arr(ct.float32, 2), arr(ct.float32, 2), 32, 32]),
}
