#!/usr/bin/env bash
# README command 1: set up, build, and run the main job on bundled examples:
# a kernel that cuTile Python wrote as bytecode is read, verified and printed,
# run on the reference interpreter, and the hand-written example is parsed,
# canonicalized and printed.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh
bin=build/bin
kernel=test/Corpus/bytecode/vector_add.13.4.tilebc
echo "== tileiras-translate --tilebc-to-mlir $kernel (bytecode written by cuTile Python) =="
"$bin/tileiras-translate" --tilebc-to-mlir "$kernel"
echo
echo "== tileiras-opt examples/vadd.mlir --canonicalize =="
"$bin/tileiras-opt" --no-implicit-module examples/vadd.mlir --canonicalize
echo
echo "== tileiras --list-gpus =="
"$bin/tileiras" --list-gpus
