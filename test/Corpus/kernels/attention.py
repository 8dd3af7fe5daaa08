import math
import cuda.tile as ct
from _common import arr, scalar


@ct.kernel
def attention(q, k, v, o, scale, BQ: ct.Constant[int], BKV: ct.Constant[int],
              D: ct.Constant[int]):
    head = ct.bid(1)
    qb = ct.bid(0)
    tq = ct.reshape(ct.load(q, index=(head, qb, 0), shape=(1, BQ, D)), (BQ, D))
    m_i = ct.full((BQ, 1), -math.inf, dtype=ct.float32)
    l_i = ct.zeros((BQ, 1), dtype=ct.float32)
    acc = ct.zeros((BQ, D), dtype=ct.float32)
    n_kv = ct.num_tiles(k, axis=1, shape=(1, BKV, D))
    for j in range(n_kv):
        tk = ct.reshape(ct.load(k, index=(head, j, 0), shape=(1, BKV, D)), (BKV, D))
        tv = ct.reshape(ct.load(v, index=(head, j, 0), shape=(1, BKV, D)), (BKV, D))
        s = ct.mma(tq, ct.transpose(tk), ct.zeros((BQ, BKV), dtype=ct.float32)) * scale
        m_new = ct.maximum(m_i, ct.max(s, axis=1, keepdims=True))
        p = ct.exp2(s - m_new)
        alpha = ct.exp2(m_i - m_new)
        l_i = l_i * alpha + ct.sum(p, axis=1, keepdims=True)
        acc = ct.mma(ct.astype(p, ct.float16), tv, acc * alpha)
        m_i = m_new
    out = ct.truediv(acc, l_i, rounding_mode=ct.RoundingMode.APPROX)
    ct.store(o, index=(head, qb, 0), tile=ct.reshape(ct.astype(out, ct.float16), (1, BQ, D)))


SIGNATURES = {"attention": (attention, [arr(ct.float16, 3), arr(ct.float16, 3), arr(ct.float16, 3),
                                        arr(ct.float16, 3), scalar(ct.float32), 64, 64, 64])}
