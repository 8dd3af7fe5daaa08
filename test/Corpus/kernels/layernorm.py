import cuda.tile as ct
from _common import arr, scalar


@ct.kernel
def layernorm(x, w, b, y, eps, N: ct.Constant[int]):
    row = ct.bid(0)
    v = ct.load(x, index=(row, 0), shape=(1, N), padding_mode=ct.PaddingMode.ZERO)
    mean = ct.sum(v, axis=1, keepdims=True) / N
    d = v - mean
    var = ct.sum(d * d, axis=1, keepdims=True) / N
    inv = ct.rsqrt(var + eps)
    gamma = ct.reshape(ct.load(w, index=(0,), shape=(N,)), (1, N))
    beta = ct.reshape(ct.load(b, index=(0,), shape=(N,)), (1, N))
    ct.store(y, index=(row, 0), tile=d * inv * gamma + beta)


SIGNATURES = {"layernorm": (layernorm, [arr(ct.float32, 2), arr(), arr(), arr(ct.float32, 2),
                                        scalar(ct.float32), 1024])}
