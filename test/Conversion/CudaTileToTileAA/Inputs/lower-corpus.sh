#!/usr/bin/env bash
# Lowers every 13.4 kernel of the real-producer corpus to nv_tileaa. A kernel
# passes when the conversion succeeds, the result verifies again when read
# back, and no cuda_tile op or type and no unrealized cast is left. Kernels
# listed in UNSUPPORTED must instead fail with the given message; when one
# starts to lower, the count changes and the test asks for an update.
# usage: lower-corpus.sh TILEIRAS_OPT CORPUS_DIR
set -uo pipefail
opt=$1
dir=$2
declare -A UNSUPPORTED=(
)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
lowered=0
unsupported=0
failed=0
for file in "$dir"/*.13.4.mlir; do
  name=$(basename "$file" .13.4.mlir)
  # tileirdisasm prints a module's contents without the cuda_tile.module line.
  { echo "cuda_tile.module @kernels {"; cat "$file"; echo "}"; } > "$work/in.mlir"
  if "$opt" "$work/in.mlir" --tileiras-convert-cuda-tile-to-tileaa > "$work/out.mlir" 2> "$work/err.txt"; then
    if [[ -n "${UNSUPPORTED[$name]:-}" ]]; then
      echo "error: $name lowers now; drop it from UNSUPPORTED"
      failed=$((failed + 1))
    elif grep -qE '(^|= )"?cuda_tile\.|!cuda_tile\.|unrealized_conversion_cast' "$work/out.mlir"; then
      echo "error: $name: cuda_tile or a cast is left:"
      grep -nE '(^|= )"?cuda_tile\.|!cuda_tile\.|unrealized_conversion_cast' "$work/out.mlir" | head -3
      failed=$((failed + 1))
    elif ! "$opt" "$work/out.mlir" > /dev/null 2> "$work/err.txt"; then
      echo "error: $name: the result does not read back:"
      head -3 "$work/err.txt"
      failed=$((failed + 1))
    else
      lowered=$((lowered + 1))
    fi
  elif [[ -n "${UNSUPPORTED[$name]:-}" ]] && grep -qF "${UNSUPPORTED[$name]}" "$work/err.txt"; then
    unsupported=$((unsupported + 1))
  else
    echo "error: $name does not lower:"
    head -3 "$work/err.txt"
    failed=$((failed + 1))
  fi
done
echo "corpus lowering: $lowered lowered, $unsupported unsupported, $failed failed"
[[ $failed -eq 0 && $lowered -gt 0 ]]
