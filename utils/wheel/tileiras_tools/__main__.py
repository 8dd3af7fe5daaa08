import sys

from tileiras_tools import find_ptxas, main

if len(sys.argv) == 2 and sys.argv[1] == "--which-ptxas":
    found = find_ptxas()
    if not found:
        sys.exit("no ptxas: set CUDA_HOME to a CUDA toolkit, put ptxas on PATH, or "
                 "pip install nvidia-cuda-nvcc nvidia-nvvm")
    print("%s (from %s)" % found)
else:
    main()
