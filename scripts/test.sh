#!/usr/bin/env bash
# Installs the Debian packages Irodori needs, builds it and runs every test.
# Exits non-zero if anything fails.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh
echo "test: running the test suites"
# GUI tests draw offscreen; no display is needed.
export QT_QPA_PLATFORM=offscreen
ctest --test-dir build --output-on-failure -j "${IRODORI_JOBS:-2}"
