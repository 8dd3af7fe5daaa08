#!/usr/bin/env bash
# Re-disassembles every corpus bytecode file with NVIDIA's tileirdisasm and
# compares with the committed text, so the corpus stays what NVIDIA's tool
# prints (and a tool upgrade that changes the syntax is noticed).
# usage: corpus-disasm-check.sh TILEIRDISASM CORPUS_DIR
set -uo pipefail
disasm=$1
dir=$2
pass=0
fail=0
for bc in "$dir"/bytecode/*.tilebc; do
  name=$(basename "$bc" .tilebc)
  expected="$dir/mlir/$name.mlir"
  [[ -f "$expected" ]] || continue # files the disassembler rejects have no text
  if diff -q <("$disasm" "$bc" 2>/dev/null) "$expected" > /dev/null; then
    pass=$((pass + 1))
  else
    echo "error: $name: tileirdisasm output differs from the committed text"
    fail=$((fail + 1))
  fi
done
echo "corpus disassembly: $pass passed, $fail failed"
[[ $fail -eq 0 && $pass -gt 0 ]]
