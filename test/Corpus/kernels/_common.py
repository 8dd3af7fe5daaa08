"""Shared signature helpers for the corpus kernels (not a kernel file)."""
import cuda.tile as ct
from cuda.tile.compilation import ArrayConstraint, ScalarConstraint


def arr(dtype=ct.float32, ndim=1, index_dtype=ct.int32):
    """A contiguous (last stride 1), non-aliasing, 16-byte aligned array."""
    return ArrayConstraint(dtype, ndim, index_dtype=index_dtype,
                           stride_lower_bound_incl=0, alias_groups=(),
                           may_alias_internally=False,
                           stride_constant=(None,) * (ndim - 1) + (1,),
                           base_addr_divisible_by=16)


def scalar(dtype):
    return ScalarConstraint(dtype)
