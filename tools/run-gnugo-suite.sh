#!/bin/sh
# Runs one GNU Go regression suite (a .tst file: numbered GTP commands, each
# followed by "#? [expected answer]") through a GTP engine and counts the
# answers that match. Fetch the suites with tools/fetch-gnugo-tests.sh; they
# stay outside this repository.
#
# Usage: tools/run-gnugo-suite.sh [--engine "COMMAND"] [--setup "GTP LINE"]...
#                                 [--only REGEX] [--verbose] FILE.tst
#   --engine   the GTP engine to run (default: build/bin/irodori-cli gtp);
#              e.g. --engine "/usr/games/gnugo --mode gtp" for GNU Go itself
#   --setup    a command sent before the suite, e.g. --setup "owl_node_limit 2000"
#   --only     keep only the numbered tests whose command matches REGEX
#              (e.g. "owl_(attack|defend)")
#   --verbose  print every test with its answer
# The engine runs in the suite's folder, so "loadsgf games/x.sgf" works.
# Expected answers are extended regular expressions matched against the
# whole answer; "[!x]" means anything but x; a trailing "*" marks a test
# GNU Go itself was expected to fail.
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
engine="$root/build/bin/irodori-cli gtp"
setup=""
only=""
verbose=0
while [ $# -gt 1 ]; do
    case "$1" in
        --engine) engine=$2; shift 2 ;;
        --setup) setup="$setup$2
"; shift 2 ;;
        --only) only=$2; shift 2 ;;
        --verbose) verbose=1; shift ;;
        *) break ;;
    esac
done
if [ $# -ne 1 ] || [ ! -f "$1" ]; then
    echo "usage: run-gnugo-suite.sh [--engine CMD] [--setup LINE]... [--only REGEX] [--verbose] FILE.tst" >&2
    exit 2
fi
suite=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
dir=$(dirname "$suite")

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The questions and what each should answer: "id<TAB>command<TAB>expected".
awk -v only="$only" '
    /^[0-9]+[ \t]/ { id = $1; cmd = $0; sub(/^[0-9]+[ \t]+/, "", cmd); pending = 1; next }
    /^#\?/ && pending {
        want = $0; sub(/^#\?[ \t]*/, "", want)
        if (only == "" || cmd ~ only) printf "%s\t%s\t%s\n", id, cmd, want
        pending = 0
    }
' "$suite" > "$work/expected"

# The input: setup lines, then every command of the suite (numbered tests
# left out by --only are dropped, the rest as they stand).
{
    printf "%s" "$setup"
    awk -v only="$only" '
        /^[0-9]+[ \t]/ { cmd = $0; sub(/^[0-9]+[ \t]+/, "", cmd); if (only != "" && cmd !~ only) next }
        { print }
    ' "$suite"
    echo quit
} > "$work/input"

start=$(date +%s)
(cd "$dir" && $engine < "$work/input" > "$work/output" 2> "$work/errors") || true
end=$(date +%s)

awk -F'\t' -v verbose="$verbose" -v seconds=$((end - start)) '
    FNR == NR {
        # Engine output: "=id answer" or "?id message", ids of the tests.
        if (match($0, /^[=?][0-9]+/)) {
            id = substr($0, 2, RLENGTH - 1); text = substr($0, RLENGTH + 1)
            sub(/^[ \t]+/, "", text); sub(/[ \t]+$/, "", text)
            answer[id] = (substr($0, 1, 1) == "?" ? "?" text : text)
        }
        next
    }
    {
        id = $1; cmd = $2; want = $3
        bad = (want ~ /\*[ \t]*$/); sub(/\*[ \t]*$/, "", want)
        sub(/^[ \t]*\[/, "", want); sub(/\][ \t]*$/, "", want)
        neg = (substr(want, 1, 1) == "!"); if (neg) want = substr(want, 2)
        got = (id in answer) ? answer[id] : "(no answer)"
        ok = (got ~ ("^(" want ")$")); if (neg) ok = !ok
        total++; if (ok) pass++
        if (bad) { knownBad++; if (ok) fixed++ } else if (!ok) broken++
        if (verbose) printf "%-6s %-4s %-28s expected %-24s got %s\n", id, ok ? "PASS" : "FAIL", cmd, (neg ? "!" : "") want, got
    }
    END {
        printf "%d tests, %d passed (%.1f %%), in %d s\n", total, pass, total ? 100 * pass / total : 0, seconds
        printf "  marked as expected failures: %d (of them passed: %d); other failures: %d\n", knownBad, fixed, broken
    }
' "$work/output" "$work/expected"
