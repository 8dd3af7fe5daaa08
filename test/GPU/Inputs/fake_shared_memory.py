#!/usr/bin/env python3
"""The launch of a module with dynamic shared memory through the stand-in libcuda
(test/Bench/Inputs/fake-libcuda.c, which refuses a launch passing more dynamic shared
memory than the function's CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, 48 KiB until
raised): run_corpus.Cuda.shared_memory reads the module's __tileiras_dynamic_shared_bytes
($FAKE_DYNAMIC_SHARED_BYTES in the stand-in) and opts the function in past 48 KiB.

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
smem = int(os.environ.get("FAKE_DYNAMIC_SHARED_BYTES") or 0)
if smem:
    try:  # without the opt-in
        cuda.launch(fn, (1, 1, 1), (128, 1, 1), smem, params)
        print("launch without the opt-in: accepted")
    except rc.CudaError as e:
        print("launch without the opt-in: %s" % e)
try:
    got = cuda.shared_memory(module, fn)
    cuda.launch(fn, (1, 1, 1), (128, 1, 1), got, params)
    print("shared_memory: %d bytes, launch ok" % got)
except rc.CudaError as e:
    print("shared_memory: %s" % e)
