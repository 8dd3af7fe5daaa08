#!/usr/bin/env bash
# The pipeline protocol table of docs/lowering.md: every corpus kernel is
# compiled to nv_tileas for each target and each loop tileiras-pipeline-loads
# pipelined is model-checked (tileiras-check-pipelines). Prints a markdown
# row per kernel x target with a pipelined loop, then a summary line; exits
# non-zero if a check fails.
# usage: pipeline-protocol-table.sh BIN_DIR CORPUS_DIR [THREADS] TARGET...
set -uo pipefail
bin=$1
corpus=$2
shift 2
threads=2
if [[ ${1:-} =~ ^[0-9]+$ ]]; then
  threads=$1
  shift
fi
echo "| kernel | target | loops | stages | rings | mbarriers | trip counts | threads | states | violations |"
echo "|---|---|---|---|---|---|---|---|---|---|"
compiled=0 pairs=0 total=0 failed=0
for kernel in "$corpus"/*.13.4.tilebc; do
  name=$(basename "$kernel" .13.4.tilebc)
  for target in "$@"; do
    ir=$("$bin/tileiras" --gpu-name "$target" --emit=nv_tileas "$kernel" 2>/dev/null) || continue
    compiled=$((compiled + 1))
    grep -q 'nv_tileas.local_load' <<<"$ir" || continue
    pairs=$((pairs + 1))
    out=$("$bin/tileiras-opt" --tileiras-check-pipelines="threads=$threads" \
      --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 <<<"$ir")
    status=$?
    # remark: pipeline protocol: S stages, R rings[, M mbarriers], trip counts A..B, T threads, N states, 0 violations
    remarks=$(grep -o 'pipeline protocol: .*' <<<"$out" | grep 'violations$')
    errors=$(grep -c 'error:' <<<"$out")
    loops=$(grep -c . <<<"$remarks")
    stages=$(sed -E 's/.*: ([0-9]+) stages.*/\1/' <<<"$remarks" | sort -u | paste -sd/)
    rings=$(sed -E 's/.*, ([0-9]+) rings?,.*/\1/' <<<"$remarks" | paste -sd+)
    barriers=$(sed -E 's/.*, ([0-9]+) mbarriers,.*/\1/; t; s/.*/0/' <<<"$remarks" | paste -sd+)
    trips=$(sed -E 's/.*trip counts ([0-9.]+),.*/\1/' <<<"$remarks" | sort -u | paste -sd/)
    # "T threads", or "P producer + C consumer threads" for a warp-specialized loop.
    model=$(sed -E 's/.*trip counts [0-9.]+, ([0-9]+( producer \+ [0-9]+ consumer)?) threads,.*/\1/' <<<"$remarks" | sort -u | paste -sd/)
    states=$(sed -E 's/.* ([0-9]+) states.*/\1/' <<<"$remarks" | awk '{ s += $1 } END { print s + 0 }')
    total=$((total + ${states:-0}))
    if [[ $status -ne 0 || $errors -ne 0 ]]; then
      failed=$((failed + 1))
      echo "| $name | $target | $((loops + errors)) | $stages | $rings | $barriers | $trips | ${model:-$threads} | ${states:-0} | $errors |"
      grep 'error:\|note:' <<<"$out" >&2
      continue
    fi
    echo "| $name | $target | $loops | $stages | $rings | $barriers | $trips | $model | $states | 0 |"
  done
done
echo
echo "$compiled kernel x target pairs compiled, $pairs with pipelined loops, $total states explored, $failed with violations or errors."
[[ $failed -eq 0 ]]
