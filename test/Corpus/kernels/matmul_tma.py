import cuda.tile as ct
from cuda.tile.compilation import ArrayConstraint


@ct.kernel(num_ctas=1, occupancy=2)
def matmul_tma(a, b, c, BM: ct.Constant[int], BN: ct.Constant[int], BK: ct.Constant[int]):
    pm = ct.bid(0)
    pn = ct.bid(1)
    acc = ct.zeros((BM, BN), dtype=ct.float32)
    k_tiles = ct.num_tiles(a, axis=1, shape=(BM, BK))
    for k in range(k_tiles):
        ta = ct.load(a, index=(pm, k), shape=(BM, BK), padding_mode=ct.PaddingMode.ZERO)
        tb = ct.load(b, index=(k, pn), shape=(BK, BN), padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma(ta, tb, acc)
    ct.store(c, index=(pm, pn), tile=ct.astype(acc, c.dtype))


def aligned():
    """matmul's arrays with what TMA needs promised: a 16-byte base, rows of
    whole 16 bytes (stride divisible by 8 halves) and extents divisible by 8."""
    return ArrayConstraint(ct.float16, 2, index_dtype=ct.int32,
                           stride_lower_bound_incl=0, alias_groups=(),
                           may_alias_internally=False, stride_constant=(None, 1),
                           stride_divisible_by=(8, 1), shape_divisible_by=(8, 8),
                           base_addr_divisible_by=16)


SIGNATURES = {"matmul_tma": (matmul_tma, [aligned(), aligned(), aligned(), 64, 64, 32])}
