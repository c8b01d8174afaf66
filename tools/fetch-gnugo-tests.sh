#!/bin/sh
# Fetches GNU Go's regression suites (regression/*.tst and the game records
# they load) into a cache directory OUTSIDE this repository and prints the
# path of the regression folder. They are GPL test data: use them to measure
# (e.g. "tactics-tool tst-gnugo <dir>/reading.tst"), never copy them here.
#
# Usage: tools/fetch-gnugo-tests.sh [CACHE_DIR]
#   CACHE_DIR defaults to $IRODORI_CACHE, else $XDG_CACHE_HOME/irodori,
#   else ~/.cache/irodori; the files go to CACHE_DIR/gnugo-tests.
#
# The Debian source package is downloaded with a private apt configuration
# holding one deb-src line, so the system's apt sources stay untouched.
set -eu

base=${1:-${IRODORI_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/irodori}}
cache=$base/gnugo-tests
suite=${DEBIAN_SUITE:-bookworm}
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}

if [ -f "$cache/regression/reading.tst" ]; then
    echo "$cache/regression"
    exit 0
fi
case "$cache" in
    "$(cd "$(dirname "$0")/.." && pwd)"/*)
        echo "fetch-gnugo-tests: the cache must be outside the repository" >&2
        exit 1 ;;
esac

apt=$cache/apt
mkdir -p "$apt/lists/partial" "$apt/cache/archives/partial" "$apt/parts"
echo "deb-src $mirror $suite main" > "$apt/sources.list"
set -- -o "Dir::Etc::SourceList=$apt/sources.list" -o "Dir::Etc::SourceParts=$apt/parts" \
    -o "Dir::State::Lists=$apt/lists" -o "Dir::Cache=$apt/cache"

if ! apt-get "$@" update > "$apt/update.log" 2>&1; then
    echo "fetch-gnugo-tests: apt-get update failed (see $apt/update.log)" >&2
    exit 1
fi
cd "$cache"
# The Debian part of the package may fail to download; the original
# tarball, which holds the regression suites, arrives all the same.
apt-get "$@" source --download-only gnugo > "$apt/source.log" 2>&1 || true
tarball=$(ls gnugo_*.orig.tar.* 2>/dev/null | head -n 1)
if [ -z "$tarball" ]; then
    echo "fetch-gnugo-tests: the gnugo source package did not download (see $apt/source.log)" >&2
    exit 1
fi

top=$(tar tf "$tarball" | head -n 1 | cut -d/ -f1)
listing=$(mktemp)
wanted=$(mktemp)
trap 'rm -f "$listing" "$wanted"' EXIT
tar tf "$tarball" > "$listing"
# The suites, and every game record a suite loads ("loadsgf games/x.sgf").
grep -E "^$top/regression/[^/]+\.tst$" "$listing" > "$wanted"
tar xf "$tarball" -O $(cat "$wanted") |
    awk '$1 == "loadsgf" || $2 == "loadsgf" { for (i = 1; i <= NF; i++) if ($i ~ /\.sgf$/) print $i }' |
    sort -u | sed "s|^|$top/regression/|" | grep -F -x -f - "$listing" >> "$wanted" || true
rm -rf "$top" regression
tar xf "$tarball" -T "$wanted"
mv "$top/regression" regression
rm -rf "$top"
echo "$cache/regression"
