#!/usr/bin/env python3
"""The launch of a kernel with more than 48 KiB of static shared memory through the
stand-in libcuda (test/Bench/Inputs/fake-libcuda.c: every function has
$FAKE_STATIC_SHARED_BYTES of it, and one past 48 KiB launches only once
CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES was raised): run_corpus.Cuda's
opt_in_shared_memory, which both harnesses call before launching, raises it.

usage: fake_shared_memory.py LIBCUDA
"""
import ctypes
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("run_corpus", os.path.join(HERE, "..", "run_corpus.py"))
rc = importlib.util.module_from_spec(spec)
spec.loader.exec_module(rc)

cuda = rc.Cuda(sys.argv[1])
cuda.init()
cuda.open(0)
module, fn = cuda.load(b"\x7fELF", "k")
arg = ctypes.c_uint64(cuda.alloc(4))
params = (ctypes.c_void_p * 1)(ctypes.addressof(arg))
for step in ("launch", "opt in", "launch"):
    try:
        if step == "launch":
            cuda.launch(fn, (1, 1, 1), (128, 1, 1), 0, params)
        else:
            cuda.opt_in_shared_memory(fn)
        print("%s: ok" % step)
    except rc.CudaError as e:
        print("%s: %s" % (step, e))
