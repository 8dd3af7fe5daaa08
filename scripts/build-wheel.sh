#!/usr/bin/env bash
# The third, optional command: the release build (static tileiras, tileiras-opt,
# tileiras-translate, tileiras-validate; scripts/build-release.sh) packed into a wheel under
# build-release/wheel/ (utils/wheel/build_wheel.py, stdlib only). Run it after
# scripts/main.sh or scripts/test.sh, which install what it needs. Install it with
#   pip install build-release/wheel/tileiras-*.whl   (add [ptxas] for NVIDIA's pip ptxas)
set -euo pipefail
cd "$(dirname "$0")/.."
export TILEIRAS_RELEASE_TOOLS=${TILEIRAS_RELEASE_TOOLS:-"tileiras tileiras-opt tileiras-translate tileiras-validate"}
bash scripts/build-release.sh
rm -f build-release/wheel/*.whl
python3 utils/wheel/build_wheel.py --bin-dir build-release/dist/bin --out-dir build-release/wheel
