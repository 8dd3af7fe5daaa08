#!/usr/bin/env python3
"""status.py CODE CMD...: runs CMD and fails unless it exits with CODE."""
import subprocess
import sys

code = int(sys.argv[1])
got = subprocess.run(sys.argv[2:]).returncode
if got != code:
    sys.exit(f"expected exit status {code}, got {got}: {' '.join(sys.argv[2:])}")
