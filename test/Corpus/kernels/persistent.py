import cuda.tile as ct
from _common import arr


@ct.kernel
def persistent_scale(x, y, factor, BLOCK: ct.Constant[int]):
    n_tiles = ct.num_tiles(x, axis=0, shape=(BLOCK,))
    step = ct.num_blocks(0)
    for t in range(ct.bid(0), n_tiles, step):
        v = ct.load(x, index=(t,), shape=(BLOCK,), latency=3, allow_tma=True)
        ct.store(y, index=(t,), tile=v * factor, latency=2)


@ct.kernel
def while_loop(x, y, BLOCK: ct.Constant[int]):
    pid = ct.bid(0)
    v = ct.load(x, index=(pid,), shape=(BLOCK,))
    it = 0
    while ct.max(v) > 1.0:
        v = v * 0.5
        it += 1
        if it > 100:
            break
    ct.store(y, index=(pid,), tile=v)


SIGNATURES = {
    "persistent_scale": (persistent_scale, [arr(), arr(), __import__("_common").scalar(ct.float32), 512]),
    "while_loop": (while_loop, [arr(), arr(), 128]),
}
