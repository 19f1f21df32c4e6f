#!/bin/sh
# Data races: 'pgnkit validate' and 'pgnkit convert' on several threads, under ThreadSanitizer.
#
#   sh tests/tsan.sh build/tsan/pgnkit     (what 'make tsan' runs, after building that binary
#                                           with -fsanitize=thread)
#
# The PGN files of testdata/, 20 times over in one stream (about 8,000 games: many batches, so
# that every thread gets some), go through validate (text and JSON reports) and convert (SAN
# and LAN); then every PGN file of the corpus (../shared/corpus beside the repository, or
# $CORPUS; skipped when absent) through validate --format=json and convert --to=san; each with
# --jobs=2 and --jobs=4: the threads read, check and write games side by side, and build their
# tables at the same time. (About 5 minutes with the corpus: ThreadSanitizer is slow.) The verdicts do not matter here (many inputs hold errors on purpose); any report
# of ThreadSanitizer does. Ends with "N runs, N with a race report"; exit status 1 when any
# run reported one, 2 on a usage error.

set -u

if [ $# -ne 1 ] || [ ! -x "$1" ]; then
    echo "usage: sh tests/tsan.sh PGNKIT   (PGNKIT: built with -fsanitize=thread)" >&2
    exit 2
fi
pgnkit=$1
here=$(cd "$(dirname "$0")/.." && pwd)
corpus=${CORPUS:-$here/../shared/corpus}
log=$(mktemp)
stream=$(mktemp)
trap 'rm -f "$log" "$stream"' EXIT
# a race ends the run with status 66 and its report on standard error
TSAN_OPTIONS="halt_on_error=1 exitcode=66 ${TSAN_OPTIONS:-}"
export TSAN_OPTIONS

runs=0
races=0
# run NAME FILES...: each command of $commands (one a line) on these files, the files at once
# (one process each)
run() {
    name=$1
    shift
    for jobs in 2 4; do
        while IFS= read -r cmd; do
            runs=$((runs + 1))
            # shellcheck disable=SC2086 # cmd is words on purpose
            "$pgnkit" $cmd --jobs=$jobs "$@" </dev/null >/dev/null 2>"$log"
            status=$?
            if [ $status -eq 66 ] || grep -q 'ThreadSanitizer' "$log"; then
                races=$((races + 1))
                echo "RACE: pgnkit $cmd --jobs=$jobs ($name)"
                sed -n '1,60p' "$log"
            fi
        done <<EOF_COMMANDS
$commands
EOF_COMMANDS
    done
}

commands="validate
validate --format=json
convert --to=san
convert --to=lan"
i=0
while [ $i -lt 20 ]; do
    find "$here"/testdata -type f -name '*.pgn' | sort | while IFS= read -r f; do cat "$f"; echo; done
    i=$((i + 1))
done >"$stream"
run "testdata, 20 times" "$stream"
# the same stream compressed: the unpacking thread beside the checking threads
if command -v zstd >/dev/null 2>&1; then
    zstd -q -c "$stream" >"$stream.zst" && run "testdata, 20 times, zstd" "$stream.zst"
    rm -f "$stream.zst"
fi

commands="validate --format=json
convert --to=san"
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
