#!/usr/bin/env python3
"""Ratios of one bytecode-bench run (same module, same process).

usage: report.py BENCH_BINARY [benchmark flags...]   (runs it, JSON output)
       report.py RESULTS.json                        (a saved --benchmark_format=json run)
"""
import json
import subprocess
import sys


def load(argv):
    if argv[0].endswith(".json"):
        return json.load(open(argv[0]))
    out = subprocess.run([argv[0], "--benchmark_format=json"] + argv[1:],
                         capture_output=True, text=True, check=True).stdout
    return json.loads(out)


def main():
    data = load(sys.argv[1:])
    runs = {b["name"]: b for b in data["benchmarks"] if "error_message" not in b}
    need = ["BM_Memcpy", "BM_ReadBytecode", "BM_ParseText"]
    missing = [n for n in need if n not in runs]
    if missing:
        print("missing or failed: " + ", ".join(missing))
        return 1
    t = {n: runs[n]["real_time"] for n in runs}  # same unit for all (ms)
    ops = runs["BM_ReadBytecode"]["ops"]
    mb = runs["BM_ReadBytecode"]["input_bytes"] / 2**20
    text_mb = runs["BM_ParseText"]["input_bytes"] / 2**20
    print(f"module: {mb:.1f} MiB of bytecode, {text_mb:.1f} MiB of text, {ops:.0f} ops")
    for n in sorted(runs, key=lambda n: t[n]):
        r = runs[n]
        print(f"  {n:26s} {t[n]:10.2f} ms  {r['bytes_per_second'] / 2**20:9.1f} MiB/s"
              f"  {r['items_per_second'] / 1e6:7.2f} Mops/s")
    print(f"reader (verified) vs memcpy: {t['BM_ReadBytecode'] / t['BM_Memcpy']:.0f}x slower")
    print(f"text parse vs reader (both verified): "
          f"{t['BM_ParseText'] / t['BM_ReadBytecode']:.1f}x slower")
    if "BM_ReadBytecodeNoVerify" in t:
        print(f"verifier share of the read: "
              f"{1 - t['BM_ReadBytecodeNoVerify'] / t['BM_ReadBytecode']:.0%}")
    if "BM_WriteBytecode" in t:
        print(f"writer vs reader: {t['BM_WriteBytecode'] / t['BM_ReadBytecode']:.2f}x the time")
    return 0


if __name__ == "__main__":
    sys.exit(main())
