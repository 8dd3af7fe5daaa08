#!/usr/bin/env bash
# README command 1: set up, build, and run the main job on a bundled example.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh
echo "== tileiras-opt examples/vadd.mlir (parse, verify, canonicalize, print) =="
build/bin/tileiras-opt examples/vadd.mlir --canonicalize
