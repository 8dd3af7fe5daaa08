#!/usr/bin/env bash
# Interpreter throughput: row softmax over 2048x512 f16 (1M elements) and a
# 512x512x512 f16 matmul (corpus kernels). usage: run.sh BUILD_DIR
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
RUN="${1:-$ROOT/build}/bin/tileiras-run"
PY="${PYTHON:-$ROOT/.venv/bin/python}"
W="$(mktemp -d)"
trap 'rm -rf "$W"' EXIT
"$PY" - "$W" <<'PY'
import sys, numpy as np
w = sys.argv[1]; rng = np.random.default_rng(0)
x = rng.standard_normal((2048, 512)).astype(np.float16)
np.save(w + "/inp.npy", x); np.save(w + "/out.npy", np.zeros_like(x))
np.save(w + "/a.npy", rng.standard_normal((512, 512)).astype(np.float16))
np.save(w + "/b.npy", rng.standard_normal((512, 512)).astype(np.float16))
np.save(w + "/c.npy", np.zeros((512, 512), np.float16))
PY
t0=$(date +%s.%N)
"$RUN" "$ROOT/test/Corpus/mlir/row_softmax.13.4.mlir" \
  --entry row_softmax_Kt1_A2f16_1l0_2t1_p16_A2f16_1l0_2t1_p16_I512 --grid 2048,1,1 \
  --arg "$W/inp.npy" --arg i32:2048 --arg i32:512 --arg i32:512 --arg i32:1 \
  --arg "$W/out.npy" --arg i32:2048 --arg i32:512 --arg i32:512 --arg i32:1 --out-dir "$W/res"
t1=$(date +%s.%N)
MM=$(grep -o 'entry @matmul[A-Za-z0-9_]*' "$ROOT/test/Corpus/mlir/matmul.13.4.mlir" | cut -d@ -f2)
S="--arg i32:512 --arg i32:512 --arg i32:512 --arg i32:1"
"$RUN" "$ROOT/test/Corpus/mlir/matmul.13.4.mlir" --entry "$MM" --grid 8,8,1 \
  --arg "$W/a.npy" $S --arg "$W/b.npy" $S --arg "$W/c.npy" $S --out-dir "$W/res"
t2=$(date +%s.%N)
# Reference run in the same script: numpy on the same data (f32 math, as the
# kernels compute), so the figure is a ratio rather than a machine-dependent time.
read -r np_softmax np_matmul < <("$PY" - "$W" <<'PY'
import sys, time, numpy as np
w = sys.argv[1]
x = np.load(w + "/inp.npy").astype(np.float32)
a = np.load(w + "/a.npy").astype(np.float32); b = np.load(w + "/b.npy").astype(np.float32)
def best(f, n=5):
    t = []
    for _ in range(n):
        s = time.perf_counter(); f(); t.append(time.perf_counter() - s)
    return min(t)
def softmax():
    e = np.exp(x - x.max(axis=1, keepdims=True)); (e / e.sum(axis=1, keepdims=True)).astype(np.float16)
print(best(softmax), best(lambda: (a @ b).astype(np.float16)))
PY
)
interp_softmax=$(echo "$t1 - $t0" | bc)
interp_matmul=$(echo "$t2 - $t1" | bc)
echo "softmax 2048x512 f16 (1M elements): interpreter $interp_softmax s, numpy $np_softmax s, ratio $(echo "$interp_softmax / $np_softmax" | bc)"
echo "matmul 512x512x512 f16->f32: interpreter $interp_matmul s, numpy $np_matmul s, ratio $(echo "$interp_matmul / $np_matmul" | bc)"
