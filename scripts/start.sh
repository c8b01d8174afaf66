#!/usr/bin/env bash
# Installs the Debian packages Irodori needs, builds it and starts the GUI.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh
echo "start: launching build/bin/irodori"
exec build/bin/irodori "$@"
