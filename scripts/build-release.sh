#!/usr/bin/env bash
# The release build: tileiras (and, with TILEIRAS_RELEASE_TOOLS, the other
# tools) linked against LLVM/MLIR's static archives (-DTILEIRAS_STATIC=ON), in
# build-release/, stripped into build-release/dist/bin/. The dev/test build in
# build/ keeps linking libMLIR.so. Run scripts/setup.sh (or main.sh) first.
#
#   bash scripts/build-release.sh            # tileiras only
#   TILEIRAS_RELEASE_TOOLS="tileiras tileiras-opt tileiras-translate" bash scripts/build-release.sh
#   bash scripts/build-wheel.sh              # then the wheel (dist/*.whl)
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${TILEIRAS_RELEASE_DIR:-build-release}
TOOLS=${TILEIRAS_RELEASE_TOOLS:-tileiras}
export CCACHE_BASEDIR="$PWD"   # shares cached objects with build/
LAUNCHER=()
command -v ccache >/dev/null && LAUNCHER=(-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
if [[ ! -f "$BUILD/build.ninja" ]]; then
  # One static link at a time: each reads ~800 MB of archives.
  cmake -G Ninja -S . -B "$BUILD" \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
    -DLLVM_USE_LINKER=lld \
    -DTILEIRAS_STATIC=ON \
    -DTILEIRAS_ENABLE_FUZZERS=OFF -DTILEIRAS_ENABLE_PROPTESTS=OFF \
    -DTILEIRAS_ENABLE_BENCH=OFF \
    -DCMAKE_JOB_POOLS=static_link=1 -DCMAKE_JOB_POOL_LINK=static_link \
    "${LAUNCHER[@]}"
fi
# shellcheck disable=SC2086
cmake --build "$BUILD" --target $TOOLS -- -j"${TILEIRAS_JOBS:-$(nproc)}"
mkdir -p "$BUILD/dist/bin"
STRIP=$(command -v llvm-strip-22 || command -v strip)
for tool in $TOOLS; do
  "$STRIP" -o "$BUILD/dist/bin/$tool" "$BUILD/bin/$tool"
done
ls -l "$BUILD"/dist/bin/
