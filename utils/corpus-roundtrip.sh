#!/usr/bin/env bash
# Checks that NVIDIA's disassembly of one kernel parses in tileiras-opt and
# prints back to the same text. tileirdisasm prints a module's contents without
# the `cuda_tile.module` line, so the text is wrapped and unwrapped around it.
# usage: corpus-roundtrip.sh TILEIRAS_OPT FILE.mlir
set -uo pipefail
opt=$1
file=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
{ echo "cuda_tile.module @kernels {"; sed 's/^\(.\)/  \1/' "$file"; echo "}"; } > "$work/in.mlir"
if ! "$opt" --no-implicit-module "$work/in.mlir" > "$work/out.mlir" 2> "$work/err.txt"; then
  echo "error: $file: tileiras-opt rejected it:"
  head -5 "$work/err.txt"
  exit 1
fi
grep -v '^$' "$work/out.mlir" | sed '1d;$d' | sed 's/^  //' > "$work/printed.mlir"
if ! diff <(grep -v '^$' "$file") "$work/printed.mlir" > "$work/diff.txt"; then
  echo "error: $file: printed text differs from NVIDIA's:"
  head -10 "$work/diff.txt"
  exit 1
fi
