import cuda.tile as ct
from _common import arr


@ct.kernel
def shape_ops(x, y, z, N: ct.Constant[int]):
    pid = ct.bid(0)
    t = ct.load(x, index=(pid, 0), shape=(4, N))
    flat = ct.reshape(t, (4 * N,))
    row = ct.expand_dims(ct.sum(t, axis=0), 0)
    wide = ct.broadcast_to(row, (4, N))
    both = ct.cat((t, wide), 0)
    part = ct.extract(both, (1, 0), (4, N))
    ct.store(y, index=(pid, 0), tile=part)
    ct.store(z, index=(pid,), tile=flat)


SIGNATURES = {"shape_ops": (shape_ops, [arr(ct.float32, 2), arr(ct.float32, 2), arr(), 32])}
