#!/bin/sh
# Compares the capture search of Irodori and GNU Go on the same positions and
# questions: attack and defend of every string of the tactical problem
# positions in tests/data/tactics (bench.gtp holds them as GTP commands).
#
# Usage: tools/compare-reading.sh [BUILD_DIR] [PASSES]
#   BUILD_DIR  holds bin/irodori-cli (default: build)
#   PASSES     how often GNU Go reads the whole set, each time with an empty
#              cache (default 20; Irodori's bench repeats for 1.5 s itself)
# Environment: GNUGO (default /usr/games/gnugo).
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
passes=${2:-20}
cli=$build/bin/irodori-cli
gtp=$root/tests/data/tactics/bench.gtp
gnugo=${GNUGO:-/usr/games/gnugo}

if [ ! -x "$cli" ]; then
    echo "compare-reading: $cli not found; build irodori-cli first or pass the build directory" >&2
    exit 1
fi
if [ ! -x "$gnugo" ]; then
    echo "compare-reading: GNU Go not found at $gnugo (set GNUGO)" >&2
    exit 1
fi

answers=$(grep -c -E '^(attack|defend) ' "$gtp")
positions=$(grep -c '^boardsize' "$gtp")

echo "Workload: $positions positions, $answers questions (attack and defend of every string)"
echo
echo "== Irodori (irodori-cli bench reading)"
IRODORI_TACTICS_DATA=$root/tests/data/tactics "$cli" bench reading --json |
    awk -F'[,:]' '/"case": "all positions"/ {
        for (i = 1; i <= NF; i++) {
            gsub(/[ "{}]/, "", $i)
            if ($i == "nodes_per_second") nps = $(i + 1)
            if ($i == "answers_per_second") aps = $(i + 1)
            if ($i == "nodes_per_answer") npa = $(i + 1)
        }
        gsub(/[ "{}]/, "", nps); gsub(/[ "{}]/, "", aps); gsub(/[ "{}]/, "", npa)
        printf "  nodes per second    %12.0f\n  answers per second  %12.0f\n  nodes per answer    %12.1f\n", nps, aps, npa
    }'

echo
echo "== GNU Go ($("$gnugo" --version | head -1), $passes passes, empty cache each pass)"
script=$(mktemp)
trap 'rm -f "$script"' EXIT
{
    echo cputime
    echo reset_reading_node_counter
    i=0
    while [ "$i" -lt "$passes" ]; do
        echo clear_cache
        grep -v '^#' "$gtp"
        i=$((i + 1))
    done
    echo get_reading_node_counter
    echo cputime
} > "$script"
"$gnugo" --mode gtp < "$script" | awk -v passes="$passes" -v answers="$answers" '
    /^=/ { last3 = last2; last2 = last1; last1 = $2; if (first == "") first = $2 }
    END {
        nodes = last2; seconds = last1 - first
        if (seconds <= 0) seconds = 0.001
        printf "  nodes per second    %12.0f\n  answers per second  %12.0f\n  nodes per answer    %12.1f\n",
            nodes / seconds, passes * answers / seconds, nodes / (passes * answers)
        printf "  (%d nodes in %.2f s of CPU time)\n", nodes, seconds
    }'
