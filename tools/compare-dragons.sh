#!/usr/bin/env bash
# Compares Irodori's group verdicts with GNU Go's: `dragon_status` of every
# stone, asked of both engines in the same positions of GNU Go self-play
# games (level 1, a fixed seed each, komi 6.5), and prints the share of
# stones with the same word (alive, dead, critical) and the confusion table.
#
# Usage: tools/compare-dragons.sh [BUILD_DIR] [SET...]
#   BUILD_DIR  holds bin/irodori-cli (default: build)
#   SET        SIZE:SEEDS:MOVES, e.g. 13:21-26:30,50,70,90 (the default sets
#              are 13:21-26:30,50,70,90 and 19:11-14:60,90,120,150); each
#              game is played as far as its last move number, and every
#              stone is asked about in the position before each move number
#              (GTP `loadsgf FILE N`).
# Environment: GNUGO (default /usr/games/gnugo); KEEP=DIR keeps the games'
# SGF files and the rows that differ in DIR.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
[ $# -gt 0 ] && shift
sets=("$@")
[ ${#sets[@]} -eq 0 ] && sets=("13:21-26:30,50,70,90" "19:11-14:60,90,120,150")
cli=$build/bin/irodori-cli
gnugo=${GNUGO:-/usr/games/gnugo}

if [ ! -x "$cli" ]; then
    echo "compare-dragons: $cli not found; build irodori-cli first or pass the build directory" >&2
    exit 1
fi
if [ ! -x "$gnugo" ]; then
    echo "compare-dragons: GNU Go not found at $gnugo (set GNUGO)" >&2
    exit 1
fi

for set in "${sets[@]}"; do
    if ! [[ $set =~ ^([2-9]|1[0-9]):[0-9]+-[0-9]+:[0-9]+(,[0-9]+)*$ ]]; then
        echo "compare-dragons: \"$set\" is not SIZE:FIRST-LAST:MOVE,MOVE,... (e.g. 13:21-26:30,50,70,90)" >&2
        exit 2
    fi
done

work=${KEEP:-$(mktemp -d)}
mkdir -p "$work"
[ -z "${KEEP:-}" ] && trap 'rm -rf "$work"' EXIT

# The answers of a GTP session, one per line ("= x" or "? x" without the
# mark; a multi-line answer is joined with spaces).
answers() {
    awk 'BEGIN { a = "" }
         /^[=?]/ { if (a != "") print a; a = substr($0, 3); next }
         /^$/ { if (a != "") print a; a = ""; next }
         { a = a " " $0 }
         END { if (a != "") print a }'
}

letters=ABCDEFGHJKLMNOPQRST
sgfLetters=abcdefghijklmnopqrs

# Plays a GNU Go self-play game and writes it as SGF.
selfPlay() { # size seed moves out
    local size=$1 seed=$2 moves=$3 out=$4
    local cmds="boardsize $size"$'\n'"clear_board"$'\n'"komi 6.5"$'\n'
    local sgf="(;GM[1]FF[4]SZ[$size]KM[6.5]" color=B passes=0 i reply x y
    coproc GG { "$gnugo" --mode gtp --level 1 --seed "$seed"; }
    printf '%s' "$cmds" >&"${GG[1]}"
    for _ in 1 2 3; do read -r _ <&"${GG[0]}"; read -r _ <&"${GG[0]}"; done
    for ((i = 0; i < moves && passes < 2; i++)); do
        echo "genmove $color" >&"${GG[1]}"
        read -r reply <&"${GG[0]}"
        read -r _ <&"${GG[0]}"
        reply=${reply#= }
        reply=${reply^^}
        if [ "$reply" = RESIGN ]; then
            break
        elif [ "$reply" = PASS ]; then
            passes=$((passes + 1))
            sgf+=";$color[]"
        else
            passes=0
            x=${letters%%"${reply:0:1}"*}
            y=$((size - ${reply:1}))
            sgf+=";$color[${sgfLetters:${#x}:1}${sgfLetters:$y:1}]"
        fi
        [ $color = B ] && color=W || color=B
    done
    echo quit >&"${GG[1]}"
    wait "$GG_PID" 2>/dev/null || true
    echo "$sgf)" >"$out"
}

declare -A table
total=0
same=0
for set in "${sets[@]}"; do
    IFS=: read -r size seeds moves <<<"$set"
    first=${seeds%-*}
    last=${seeds#*-}
    IFS=, read -r -a checkpoints <<<"$moves"
    length=0
    for m in "${checkpoints[@]}"; do ((m > length)) && length=$m; done
    setTotal=0
    setSame=0
    for ((seed = first; seed <= last; seed++)); do
        game=$work/g${size}_$seed.sgf
        [ -s "$game" ] || selfPlay "$size" "$seed" "$length" "$game"
        for m in "${checkpoints[@]}"; do
            stones=$(printf 'loadsgf %s %s\nlist_stones black\nlist_stones white\n' "$game" "$m" |
                "$gnugo" --mode gtp | answers | tail -n 2 | tr '\n' ' ')
            [ -n "${stones// /}" ] || continue
            questions=$(printf 'loadsgf %s %s\n' "$game" "$m"
                for s in $stones; do echo "dragon_status $s"; done)
            theirs=$(echo "$questions" | "$gnugo" --mode gtp | answers | tail -n +2 | awk '{ print $1 }')
            ours=$(echo "$questions" | "$cli" gtp | answers | tail -n +2 | awk '{ print $1 }')
            while IFS=' ' read -r stone g o; do
                table["$g $o"]=$((${table["$g $o"]:-0} + 1))
                setTotal=$((setTotal + 1))
                if [ "$g" = "$o" ]; then
                    setSame=$((setSame + 1))
                elif [ -n "${KEEP:-}" ]; then
                    echo "$(basename "$game") $m $stone GNU Go: $g, Irodori: $o" >>"$work/differ.txt"
                fi
            done < <(paste -d ' ' <(echo "$stones" | tr ' ' '\n' | grep .) <(echo "$theirs") <(echo "$ours"))
        done
    done
    total=$((total + setTotal))
    same=$((same + setSame))
    awk -v s="$set" -v n="$setTotal" -v k="$setSame" \
        'BEGIN { printf "%-28s %6d stones, same verdict %6.2f %%\n", s, n, n ? 100 * k / n : 0 }'
done
awk -v n="$total" -v k="$same" 'BEGIN { printf "%-28s %6d stones, same verdict %6.2f %%\n", "all", n, n ? 100 * k / n : 0 }'
echo
echo "GNU Go 3.8 -> Irodori: stones"
for key in "${!table[@]}"; do
    printf '  %-20s %6d\n' "${key/ / -> }" "${table[$key]}"
done | sort -k4 -nr
