#!/usr/bin/env bash
# README command 2: set up, build, and run every test (lit, unit, property,
# fuzz replay + bounded fuzzing) through ctest; then the sanitized build
# (build-asan: our code under ASan+UBSan) runs the lit suite and the
# whole-compile fuzzer (docs/testing.md). TILEIRAS_SKIP_SANITIZED=1 skips it;
# TILEIRAS_SANITIZED_LIT_FILTER_OUT (a lit regex) leaves tests out of it only.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh
status=0
(cd "${TILEIRAS_BUILD_DIR:-build}" &&
   ctest --output-on-failure -j"${TILEIRAS_JOBS:-$(nproc)}" "$@") || status=$?
if [[ "${TILEIRAS_SKIP_SANITIZED:-0}" != 1 ]]; then
  TILEIRAS_BUILD_DIR=build-asan TILEIRAS_SANITIZE="address;undefined" \
    bash scripts/build.sh tileiras-lit-tools tileiras-compile
  # An empty LIT_FILTER_OUT would filter out every test: set it only when
  # there is something to leave out.
  (cd build-asan &&
     if [[ -n "${TILEIRAS_SANITIZED_LIT_FILTER_OUT:-}" ]]; then
       export LIT_FILTER_OUT="$TILEIRAS_SANITIZED_LIT_FILTER_OUT"
     fi &&
     ctest --output-on-failure -j"${TILEIRAS_JOBS:-$(nproc)}" \
       -R '^(lit|fuzz/tileiras-compile/.*)$' "$@") || status=$?
fi
exit $status
