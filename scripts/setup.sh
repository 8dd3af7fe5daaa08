#!/usr/bin/env bash
# Installs what the build and the tests need, idempotently: Debian packages via
# apt-get (only those missing) and the PyPI reference tools into .venv/.
set -euo pipefail
cd "$(dirname "$0")/.."

APT_PACKAGES=(
  llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools clang-22 libclang-rt-22-dev
  lld-22 libzstd-dev zlib1g-dev libz3-dev librapidcheck-dev libgtest-dev libbenchmark-dev
  ninja-build cmake ccache python3-venv
)
# Versions of the reference tools the tests compare against (see docs/references.md).
# cuobjdump and the nvdisasm its -sass runs: the release of the ptxas that nvidia-cuda-tileiras
# brings (nvidia-cuda-nvcc 13.5.37), for bench/codegen and bench/gpu.
PIP_PACKAGES=("cuda-tile==1.7.0" "nvidia-cuda-tileiras==13.4.92" "numpy"
              "nvidia-cuda-cuobjdump==13.5.37" "nvidia-cuda-nvdisasm==13.5.37")

missing=()
for p in "${APT_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup: installing Debian packages: ${missing[*]}"
  SUDO=""; [[ $(id -u) -ne 0 ]] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi

VENV=.venv
stamp="$VENV/.tileiras-reqs"
want="${PIP_PACKAGES[*]}"
if [[ ! -f "$stamp" || "$(cat "$stamp")" != "$want" ]]; then
  echo "setup: preparing $VENV with ${want}"
  [[ -x "$VENV/bin/python" ]] || python3 -m venv "$VENV"
  if "$VENV/bin/pip" install -q "${PIP_PACKAGES[@]}"; then
    echo "$want" > "$stamp"
  else
    # The reference tools are optional: tests that need them skip and say so.
    echo "setup: warning: could not install the PyPI reference tools; their tests will skip" >&2
  fi
fi

# NVIDIA's 13.5 tools (same package name as 13.4, so a second environment) for
# test/Bytecode/nvidia-13.5.test; opt-in: TILEIRAS_SETUP_NVIDIA_13_5=1.
if [[ "${TILEIRAS_SETUP_NVIDIA_13_5:-0}" == 1 && ! -x .venv-13.5/bin/python ]]; then
  python3 -m venv .venv-13.5
  .venv-13.5/bin/pip install -q --no-deps "nvidia-cuda-tileiras==13.5.37" ||
    echo "setup: warning: could not install nvidia-cuda-tileiras 13.5; nvidia-13.5.test will skip" >&2
fi
