#!/bin/sh
# Data races: 'pgnkit validate' and 'pgnkit convert' on several threads, under ThreadSanitizer.
#
#   sh tests/tsan.sh build/tsan/pgnkit     (what 'make tsan' runs, after building that binary
#                                           with -fsanitize=thread)
#
# Every PGN file of testdata/ (and of ../shared/corpus when that folder exists, beside the
# repository) goes through validate (text and JSON reports) and convert (SAN and LAN), each
# with --jobs=2 and --jobs=4: a first game's tables are then built while other threads start
# on theirs. The verdicts do not matter here (many inputs hold errors on purpose); any report
# of ThreadSanitizer does. Ends with "N runs, N with a race report"; exit status 1 when any
# run reported one, 2 on a usage error.

set -u

if [ $# -ne 1 ] || [ ! -x "$1" ]; then
    echo "usage: sh tests/tsan.sh PGNKIT   (PGNKIT: built with -fsanitize=thread)" >&2
    exit 2
fi
pgnkit=$1
here=$(cd "$(dirname "$0")/.." && pwd)
corpus=$here/../shared/corpus
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# a race ends the run with status 66 and its report on standard error
TSAN_OPTIONS="halt_on_error=1 exitcode=66 ${TSAN_OPTIONS:-}"
export TSAN_OPTIONS

runs=0
races=0
# run NAME FILES...: every command on these files, the files at once (one process each)
run() {
    name=$1
    shift
    for jobs in 2 4; do
        for cmd in "validate" "validate --format=json" "convert --to=san" "convert --to=lan"; do
            runs=$((runs + 1))
            # shellcheck disable=SC2086 # cmd is words on purpose
            "$pgnkit" $cmd --jobs=$jobs "$@" >/dev/null 2>"$log"
            status=$?
            if [ $status -eq 66 ] || grep -q 'ThreadSanitizer' "$log"; then
                races=$((races + 1))
                echo "RACE: pgnkit $cmd --jobs=$jobs ($name)"
                sed -n '1,60p' "$log"
            fi
        done
    done
}

# one process over all files of each folder: many small games, many batches
for dir in "$here"/testdata "$here"/testdata/*/; do
    [ -d "$dir" ] || continue
    set -- $(find "$dir" -maxdepth 1 -type f -name '*.pgn' | sort)
    [ $# -gt 0 ] && run "${dir#"$here"/}" "$@"
done
if [ -d "$corpus" ]; then
    for dir in $(find "$corpus" -type f \( -name '*.pgn' -o -name '*.PGN' \) -exec dirname {} \; | sort -u); do
        set -- $(find "$dir" -maxdepth 1 -type f \( -name '*.pgn' -o -name '*.PGN' \) | sort)
        run "corpus/${dir#"$corpus"/}" "$@"
    done
else
    echo "($corpus not found: the corpus is skipped)"
fi
echo "$runs runs, $races with a race report"
[ $races -eq 0 ]
