import cuda.tile as ct
from _common import arr, scalar


@ct.kernel
def saxpy(alpha, x, y, BLOCK: ct.Constant[int]):
    pid = ct.bid(0)
    xv = ct.load(x, index=(pid,), shape=(BLOCK,), padding_mode=ct.PaddingMode.ZERO)
    yv = ct.load(y, index=(pid,), shape=(BLOCK,), padding_mode=ct.PaddingMode.ZERO)
    ct.store(y, index=(pid,), tile=alpha * xv + yv)


SIGNATURES = {"saxpy": (saxpy, [scalar(ct.float32), arr(), arr(), 128])}
