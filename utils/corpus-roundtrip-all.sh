#!/usr/bin/env bash
# Runs corpus-roundtrip.sh (or the per-file checker named by CHECKER, e.g.
# corpus-roundtrip-debug.sh) over every file of CORPUS_DIR and prints the pass
# count; exits non-zero if any file fails.
# usage: corpus-roundtrip-all.sh TILEIRAS_OPT CORPUS_DIR [CHECKER]
set -uo pipefail
opt=$1
dir=$2
checker=${3:-corpus-roundtrip.sh}
here=$(dirname "$0")
pass=0
fail=0
for f in "$dir"/*.mlir; do
  if bash "$here/$checker" "$opt" "$f"; then
    pass=$((pass + 1))
  else
    fail=$((fail + 1))
  fi
done
echo "corpus round trip: $pass passed, $fail failed"
[[ $fail -eq 0 && $pass -gt 0 ]]
