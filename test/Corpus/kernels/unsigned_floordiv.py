"""Known-invalid output: cuTile 1.7.0 lowers `//` on unsigned tiles to
`divi ... unsigned` with rounding `negative_inf`, which NVIDIA's verifier
(tileirdisasm, tileiras) rejects. Kept as a negative test for bytecode readers."""
import cuda.tile as ct
from _common import arr


@ct.kernel
def unsigned_floordiv(a, b, out, N: ct.Constant[int]):
    pid = ct.bid(0)
    x = ct.load(a, index=(pid,), shape=(N,))
    y = ct.load(b, index=(pid,), shape=(N,))
    ct.store(out, index=(pid,), tile=x // y)


SIGNATURES = {"unsigned_floordiv": (unsigned_floordiv, [arr(ct.uint32), arr(ct.uint32), arr(ct.uint32), 64])}
