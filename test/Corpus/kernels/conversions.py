import cuda.tile as ct
from _common import arr


@ct.kernel
def conversions(f32_in, f16_out, bf16_out, i32_out, i8_out, f64_out, u16_out, N: ct.Constant[int]):
    pid = ct.bid(0)
    x = ct.load(f32_in, index=(pid,), shape=(N,))
    h = ct.astype(x, ct.float16)
    ct.store(f16_out, index=(pid,), tile=h)
    ct.store(bf16_out, index=(pid,), tile=ct.astype(x, ct.bfloat16))
    i = ct.astype(x, ct.int32)
    ct.store(i32_out, index=(pid,), tile=i)
    ct.store(i8_out, index=(pid,), tile=ct.astype(i, ct.int8))
    ct.store(f64_out, index=(pid,), tile=ct.astype(h, ct.float64) + ct.astype(i, ct.float64))
    ct.store(u16_out, index=(pid,), tile=ct.astype(ct.astype(i, ct.uint8), ct.uint16))


@ct.kernel
def bitcast_fp8(x, y, z, N: ct.Constant[int]):
    pid = ct.bid(0)
    t = ct.load(x, index=(pid,), shape=(N,))
    f8 = ct.astype(t, ct.float8_e4m3fn)
    e5 = ct.astype(t, ct.float8_e5m2, rounding_mode=ct.RoundingMode.RN)
    ct.store(y, index=(pid,), tile=ct.bitcast(f8, ct.uint8))
    ct.store(z, index=(pid,), tile=ct.astype(e5, ct.float32) + ct.astype(ct.bitcast(t, ct.int32), ct.float32))


@ct.kernel
def rounding_conversions(x, h_out, b_out, N: ct.Constant[int]):
    pid = ct.bid(0)
    t = ct.load(x, index=(pid,), shape=(N,))
    tf = ct.astype(t, ct.tfloat32, rounding_mode=ct.RoundingMode.RA)
    h = ct.astype(ct.astype(tf, ct.float32), ct.float16, rounding_mode=ct.RoundingMode.RZ)
    b = ct.astype(t, ct.bfloat16, rounding_mode=ct.RoundingMode.RZ)
    ct.store(h_out, index=(pid,), tile=h)
    ct.store(b_out, index=(pid,), tile=b)


SIGNATURES = {
    "rounding_conversions": (rounding_conversions, [arr(), arr(ct.float16), arr(ct.bfloat16), 128]),
    "conversions": (conversions, [arr(), arr(ct.float16), arr(ct.bfloat16), arr(ct.int32),
                                  arr(ct.int8), arr(ct.float64), arr(ct.uint16), 128]),
    "bitcast_fp8": (bitcast_fp8, [arr(), arr(ct.uint8), arr(), 128]),
}
