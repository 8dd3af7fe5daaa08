#!/usr/bin/env bash
# README command 2: set up, build, and run every test (lit, unit, property,
# fuzz replay + bounded fuzzing) through ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh
cd "${TILEIRAS_BUILD_DIR:-build}"
ctest --output-on-failure -j"${TILEIRAS_JOBS:-$(nproc)}" "$@"
