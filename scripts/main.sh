#!/usr/bin/env bash
# README command 1: set up, build, and run the main job: compile a kernel
# that cuTile Python wrote as bytecode (row softmax) to a cubin with our
# tileiras, exactly as producers call NVIDIA's, and show what came out.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh
bin=build/bin
kernel=test/Corpus/bytecode/row_softmax.13.4.tilebc
out=build/main
mkdir -p "$out"
# ptxas and libdevice come from the pinned PyPI toolkit unless one is set.
if [ -z "${CUDA_HOME:-}${CUDA_ROOT:-}${CUDA_PATH:-}" ]; then
  export CUDA_HOME="$PWD/.venv/lib/python3.11/site-packages/nvidia/cu13"
fi
echo "== the kernel, as bytecode written by cuTile Python ($kernel) =="
"$bin/tileiras-translate" --tilebc-to-mlir "$kernel"
echo
echo "== tileiras --gpu-name sm_90 -O3 -o $out/row_softmax.cubin $kernel =="
"$bin/tileiras" --gpu-name sm_90 -O3 --save-ptx "$out/row_softmax.ptx" \
  -o "$out/row_softmax.cubin" "$kernel"
echo "PTX: $(wc -l < "$out/row_softmax.ptx") lines"
grep -E '^\.(version|target)|\.entry|\.reqntid|\.minnctapersm|^\s*\.shared' \
  "$out/row_softmax.ptx"
echo
echo "== the cubin =="
ls -l "$out/row_softmax.cubin"
llvm-readelf-22 --file-header "$out/row_softmax.cubin" | \
  grep -E 'Class|Machine|Flags'
llvm-readelf-22 --symbols "$out/row_softmax.cubin" | grep -E 'FUNC'
