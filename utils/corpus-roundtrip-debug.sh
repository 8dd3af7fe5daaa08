#!/usr/bin/env bash
# Like corpus-roundtrip.sh, for NVIDIA's `tileirdisasm -g` text: locations
# print as `loc(#locN)` with the alias definitions after the module's
# contents. The wrapper puts the `cuda_tile.module` line around the ops only
# and leaves the alias lines after it.
# usage: corpus-roundtrip-debug.sh TILEIRAS_OPT FILE.mlir
set -uo pipefail
opt=$1
file=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The printer numbers aliases in the order it meets them, starting with the
# module's own location; giving the module the location of its first op (the
# first top-level line that ends in one) leaves NVIDIA's numbering unchanged.
first_loc=$(grep -m1 -o '^[^ #].* loc([^ ]*)$' "$file" | grep -o 'loc([^ ]*)$')
{
  echo "cuda_tile.module @kernels {"
  grep -v '^#' "$file" | sed 's/^\(.\)/  \1/'
  echo "} ${first_loc:-loc(unknown)}"
  grep '^#' "$file"
} > "$work/in.mlir"
if ! "$opt" --no-implicit-module --mlir-print-debuginfo "$work/in.mlir" > "$work/out.mlir" 2> "$work/err.txt"; then
  echo "error: $file: tileiras-opt rejected it:"
  head -5 "$work/err.txt"
  exit 1
fi
grep -v '^$' "$work/out.mlir" | sed '1d' | sed '/^} loc(/d' | sed 's/^  //' > "$work/printed.mlir"
if ! diff <(grep -v '^$' "$file") "$work/printed.mlir" > "$work/diff.txt"; then
  echo "error: $file: printed text differs from NVIDIA's:"
  head -10 "$work/diff.txt"
  exit 1
fi
