import cuda.tile as ct
from _common import arr, scalar


@ct.kernel
def control_flow(x, y, mode, BLOCK: ct.Constant[int]):
    pid = ct.bid(0)
    v = ct.load(x, index=(pid,), shape=(BLOCK,))
    if mode > 0:
        v = v * 2.0
    else:
        v = v - 1.0
    acc = ct.zeros((BLOCK,), dtype=ct.float32)
    for i in range(8):
        if i % 2 == 1:
            continue
        acc = acc + v * i
    ct.store(y, index=(pid,), tile=acc)


SIGNATURES = {"control_flow": (control_flow, [arr(), arr(), scalar(ct.int32), 64])}
