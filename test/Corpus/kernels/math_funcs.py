import cuda.tile as ct
from _common import arr


@ct.kernel
def math_funcs(x, y, N: ct.Constant[int]):
    pid = ct.bid(0)
    t = ct.load(x, index=(pid,), shape=(N,))
    a = ct.exp(t) + ct.log(ct.abs(t) + 1.0) + ct.sin(t) + ct.cos(t)
    b = ct.sqrt(ct.abs(t)) + ct.rsqrt(t * t + 1.0) + ct.tanh(t)
    c = ct.pow(ct.abs(t), t) + ct.exp2(t) + ct.log2(t * t + 1.0) + ct.tan(t)
    d = ct.sinh(t) - ct.cosh(t) + ct.floor(t) + ct.ceil(t) - t
    e = ct.atan2(t, a) + ct.negative(b) + t % 3.0
    ct.store(y, index=(pid,), tile=a * b + c - d / e)


@ct.kernel
def math_rounding(x, y, N: ct.Constant[int]):
    pid = ct.bid(0)
    t = ct.load(x, index=(pid,), shape=(N,))
    a = ct.add(t, 1.0, rounding_mode=ct.RoundingMode.RZ, flush_to_zero=True)
    b = ct.mul(a, t, rounding_mode=ct.RoundingMode.RP)
    c = ct.sqrt(b, rounding_mode=ct.RoundingMode.APPROX, flush_to_zero=True)
    d = ct.exp(c, rounding_mode=ct.RoundingMode.APPROX)
    e = ct.tanh(d, rounding_mode=ct.RoundingMode.APPROX)
    f = ct.sub(e, b, rounding_mode=ct.RoundingMode.RM)
    ct.store(y, index=(pid,), tile=ct.maximum(f, t, propagate_nan=True))


SIGNATURES = {
    "math_funcs": (math_funcs, [arr(), arr(), 128]),
    "math_rounding": (math_rounding, [arr(), arr(), 128]),
}
