import cuda.tile as ct
from _common import arr


@ct.kernel
def fp8_matmul(a, b, c, BM: ct.Constant[int], BN: ct.Constant[int], BK: ct.Constant[int]):
    acc = ct.zeros((BM, BN), dtype=ct.float32)
    for k in range(ct.num_tiles(a, axis=1, shape=(BM, BK))):
        ta = ct.load(a, index=(ct.bid(0), k), shape=(BM, BK), padding_mode=ct.PaddingMode.ZERO)
        tb = ct.load(b, index=(k, ct.bid(1)), shape=(BK, BN), padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma(ta, tb, acc)
    ct.store(c, index=(ct.bid(0), ct.bid(1)), tile=acc)


# Both operands e4m3: cuTile 1.7.0 refuses mixed f8 operands ("x and y must have the same
# dtype unless they are int8/uint8, got float8_e4m3fn float8_e5m2"), though mma.sync takes
# any pairing of e4m3 and e5m2.
SIGNATURES = {"fp8_matmul": (fp8_matmul, [arr(ct.float8_e4m3fn, 2), arr(ct.float8_e4m3fn, 2),
                                          arr(ct.float32, 2), 64, 64, 32])}
