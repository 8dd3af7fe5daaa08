import cuda.tile as ct
from _common import arr


@ct.kernel
def pdl_consumer(x, y, N: ct.Constant[int]):
    pid = ct.bid(0)
    ct.grid_dependency_control_wait()
    t = ct.load(x, index=(pid,), shape=(N,))
    ct.grid_dependency_control_launch_dependents()
    ct.store(y, index=(pid,), tile=t + 1.0)


SIGNATURES = {"pdl_consumer": (pdl_consumer, [arr(), arr(), 128])}
