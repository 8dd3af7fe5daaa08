#!/usr/bin/env bash
# Configures (once) and builds the project in build/.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${TILEIRAS_BUILD_DIR:-build}
# Relative paths in ccache keys: build dirs share cached objects.
export CCACHE_BASEDIR="$PWD"
LAUNCHER=()
command -v ccache >/dev/null && LAUNCHER=(-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
if [[ ! -f "$BUILD/build.ninja" ]]; then
  cmake -G Ninja -S . -B "$BUILD" \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
    -DLLVM_USE_LINKER=lld \
    "${LAUNCHER[@]}"
fi
cmake --build "$BUILD" -- -j"${TILEIRAS_JOBS:-$(nproc)}"
