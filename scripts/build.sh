#!/usr/bin/env bash
# Configures and builds Irodori in build/ (Release, GUI, translations).
# Usage: scripts/build.sh [extra cmake configure options]
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=${IRODORI_JOBS:-2}
echo "build: configuring (build/)"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release "$@"
echo "build: compiling with $jobs jobs"
cmake --build build -j "$jobs"
