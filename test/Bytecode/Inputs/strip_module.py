#!/usr/bin/env python3
"""Prints tileiras-translate's module as NVIDIA's tileirdisasm does: the
functions and globals at column 0, without the cuda_tile.module wrapper."""
import sys

lines = [l for l in sys.stdin.read().splitlines() if l.strip()][1:-1]
for l in lines:
    print(l[2:] if l.startswith("  ") else l)
