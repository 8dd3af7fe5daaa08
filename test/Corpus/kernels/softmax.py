import cuda.tile as ct
from _common import arr


@ct.kernel
def row_softmax(inp, out, COLS: ct.Constant[int]):
    row = ct.bid(0)
    v = ct.load(inp, index=(row, 0), shape=(1, COLS), padding_mode=ct.PaddingMode.NEG_INF)
    v = ct.astype(v, ct.float32)
    m = ct.max(v, axis=1, keepdims=True)
    e = ct.exp(v - m)
    s = ct.sum(e, axis=1, keepdims=True)
    ct.store(out, index=(row, 0), tile=ct.astype(e / s, out.dtype))


SIGNATURES = {"row_softmax": (row_softmax, [arr(ct.float16, 2), arr(ct.float16, 2), 512])}
