#!/bin/sh
# Language detection never turns a game into another: every chess game of the corpus, written
# in each of the fifteen languages of algebraic notation ('pgnkit convert --lang=L') and read
# back with detection ('pgnkit convert', no --from-lang), must give the same English SAN text
# as 'pgnkit convert' of the original.
#
#   sh tests/corpus/lang-roundtrip.sh build/pgnkit      (what 'make lang-roundtrip' runs)
#
# Reads every *.pgn of ../shared/corpus (beside the repository) except the Xiangqi folders, in
# place; skipped, with exit status 0, when that folder does not exist. Games are compared one
# by one (a game is a record of the output, from one '[Event ' line to the next). Prints, per
# language, the games compared, those that differ (the first few named), the "read alike"
# warnings and the two-readings errors of the reading back; then the "read alike" warnings and
# the ambiguous-language errors of the original games. Exit status 1 when a game differs or an English game draws a
# "read alike" warning. A game that differs because its reading back stopped on an
# ambiguous-language error (two languages give two different legal games and no clue tells
# which) is counted apart and listed, not as a failure: the program said so instead of
# guessing. About a minute and a half of processor time.

set -u
LC_ALL=C
export LC_ALL

if [ $# -ne 1 ] || [ ! -f "$1" ] || [ ! -x "$1" ]; then
    echo "usage: sh tests/corpus/lang-roundtrip.sh PGNKIT   (PGNKIT: the built binary, e.g. build/pgnkit)" >&2
    exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
if [ ! -d "$root/../shared/corpus" ]; then
    echo "language round trip skipped: ../shared/corpus does not exist beside the repository"
    exit 0
fi
corpus=$(cd "$root/../shared/corpus" && pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/pgnkit-langs.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM
cp "$1" "$tmp/pgnkit" || exit 2
pgnkit=$tmp/pgnkit
langs="en it es fr de nl pt sv da no cs pl hu ro fi"

cd "$corpus" || exit 2
find . -name '*.pgn' -type f ! -path './xiangqi-*' | sed 's|^\./||' | sort >"$tmp/files"

# games A B AMBIGUOUS FILE LANG: compares the games of outputs A and B one by one; prints one
# line "GAMES DIFFERING TWO-READINGS" (TWO-READINGS: the games that differ because reading B
# stopped on an ambiguous-language error, numbered in file AMBIGUOUS), then a line for each
# other differing game (at most 3).
games() {
    awk -v file="$4" -v lang="$5" '
        FILENAME == ARGV[3] { two[$1] = 1; next }
        FNR == 1 { part++ }
        /^\[Event / { n[part]++ }
        part == 1 { a[n[1]] = a[n[1]] $0 "\n"; next }
        { b[n[2]] = b[n[2]] $0 "\n" }
        END {
            total = n[1] > n[2] ? n[1] : n[2]
            for (i = 1; i <= total; i++) {
                if (a[i] == b[i]) continue
                if (i in two) { amb++; printf "two %s %s %d\n", lang, file, i > (ARGV[3] ".games"); continue }
                bad++
                if (bad <= 3) {
                    w = a[i]; sub(/^.*\[White "/, "", w); sub(/".*$/, "", w)
                    detail = detail sprintf("   %s: %s game %d (White %s)\n", lang, file, i, w)
                }
            }
            printf "%d %d %d\n%s", total, bad, amb, detail
        }' "$1" "$2" "$3"
}

: >"$tmp/summary"
: >"$tmp/details"
: >"$tmp/ambiguous"
: >"$tmp/two-games"
while read -r f; do
    "$pgnkit" convert "$f" >"$tmp/ref" 2>/dev/null
    for l in $langs; do
        "$pgnkit" convert --lang=$l "$f" >"$tmp/L" 2>/dev/null
        "$pgnkit" convert "$tmp/L" >"$tmp/back" 2>"$tmp/err"
        alike=$(grep -c 'read as .* and as .* alike' "$tmp/err")
        # the games (numbered in the file) whose two readings no clue told apart
        grep '\[ambiguous-language\]$' "$tmp/err" | sed "s|^$tmp/L|$l: $f|" >>"$tmp/ambiguous"
        sed -n 's/^[^:]*:\([0-9]*\):[0-9]*: error: .*\[ambiguous-language\]$/\1/p' "$tmp/err" |
            awk 'NR == FNR { want[$1] = 1; next } /^\[Event / { g++ } FNR in want { print g }' - "$tmp/L" >"$tmp/two"
        games "$tmp/ref" "$tmp/back" "$tmp/two" "$f" "$l" >"$tmp/cmp"
        [ -f "$tmp/two.games" ] && cat "$tmp/two.games" >>"$tmp/two-games" && rm -f "$tmp/two.games"
        read -r total bad two <"$tmp/cmp"
        echo "$l $total $bad $alike $two" >>"$tmp/summary"
        sed 1d "$tmp/cmp" >>"$tmp/details"
    done
done <"$tmp/files"

echo "== $(wc -l <"$tmp/files" | tr -d ' ') files; per language: games, differing after the round trip, 'alike' warnings, games stopped on two readings"
awk '{ g[$1] += $2; d[$1] += $3; a[$1] += $4; t[$1] += $5; order[NR] = $1 }
    END {
        for (i = 1; i <= NR; i++) {
            l = order[i]
            if (l in done) continue
            done[l] = 1
            printf "   %s: %d games, %d differ, %d alike, %d two-readings\n", l, g[l], d[l], a[l], t[l]
            G += g[l]; D += d[l]; A += a[l]; T += t[l]
        }
        printf "   all: %d games x languages, %d differ, %d alike warnings, %d two-readings errors\n", G, D, A, T
    }' "$tmp/summary"
ndiff=$(awk '{ s += $3 } END { print s + 0 }' "$tmp/summary")
if [ "$ndiff" -gt 0 ]; then
    echo "== differing games (the first 3 per file and language)"
    cat "$tmp/details"
fi
if [ -s "$tmp/ambiguous" ]; then
    echo "== games stopped on two readings that no clue told apart, by file (VERBOSE=1: every ambiguous-language error)"
    awk '{ print $3 }' "$tmp/two-games" | sort | uniq -c | sort -k1,1nr -k2 | sed 's/^ */   /'
    [ "${VERBOSE:-0}" = 1 ] && sed 's/^/   /' "$tmp/ambiguous"
fi

# the original games, read as they are: no "read alike" warning; the ambiguous-language errors
# are listed
xargs "$pgnkit" validate <"$tmp/files" 2>/dev/null | grep -e 'read as .* and as ' -e '\[ambiguous-language\]$' >"$tmp/alike"
nalike=$(grep -c -v '\[ambiguous-language\]$' "$tmp/alike")
echo "== original games: $nalike 'read as ... and as ... alike' warnings, $(grep -c '\[ambiguous-language\]$' "$tmp/alike") ambiguous-language errors"
sed 's/^/   /' "$tmp/alike"

if [ "$ndiff" -eq 0 ] && [ "$nalike" -eq 0 ]; then
    echo "language round trip: passed"
    exit 0
fi
echo "language round trip: FAILED"
exit 1
