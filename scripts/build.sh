#!/usr/bin/env bash
# Configures (once) and builds the project in build/, or in $TILEIRAS_BUILD_DIR.
# Arguments, if any, are the targets to build (default: all).
# TILEIRAS_SANITIZE="address;undefined" makes the sanitized build (build-asan in
# scripts/test.sh): our code at -O1 with those sanitizers (docs/testing.md).
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${TILEIRAS_BUILD_DIR:-build}
# Relative paths in ccache keys: build dirs share cached objects.
export CCACHE_BASEDIR="$PWD"
LAUNCHER=()
command -v ccache >/dev/null && LAUNCHER=(-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
SANITIZE=()
if [[ -n "${TILEIRAS_SANITIZE:-}" ]]; then
  SANITIZE=(-DTILEIRAS_SANITIZE="$TILEIRAS_SANITIZE"
            -DCMAKE_C_FLAGS_RELEASE="-O1 -DNDEBUG" -DCMAKE_CXX_FLAGS_RELEASE="-O1 -DNDEBUG")
fi
if [[ ! -f "$BUILD/build.ninja" ]]; then
  cmake -G Ninja -S . -B "$BUILD" \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
    -DLLVM_USE_LINKER=lld \
    "${LAUNCHER[@]}" "${SANITIZE[@]}"
fi
cmake --build "$BUILD" ${1:+--target "$@"} -- -j"${TILEIRAS_JOBS:-$(nproc)}"
