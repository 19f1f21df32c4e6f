#!/bin/sh
# Builds the libFuzzer harnesses (clang, ASan + UBSan, -Wall -Werror: a harness left behind by a
# change of the library fails to build rather than run wrong) into build/fuzz/ and runs each one for
# FUZZ_SECONDS (default 60) on its seed corpus tests/fuzz/corpus/NAME/ (roundtrip, pieces: pgn's).
#
#   sh tests/fuzz/run.sh [NAME...]        (default: every harness; also: make fuzz)
#
# Environment:
#   FUZZ_SECONDS   seconds per harness (default 60)
#   FUZZ_JOBS      harnesses run at the same time (default 1)
#   FUZZ_CC        compiler (default clang)
#   FUZZ_ARGS      extra libFuzzer arguments
#
# Harnesses: pgn (reader + check + JSON report + convert), roundtrip (convert round trips),
# pieces (a file read in pieces on threads, as --jobs does, against one reader),
# san (every language), iccf, fen, unpack (compressed input and zip archives), epd (lists of
# positions), and descriptive when lib/chess/descriptive.h and its harness exist.
#
# First every saved input in tests/fuzz/regressions/NAME-* is replayed (a regression still
# failing counts as a failure). Then each harness runs in fork mode with crashes, leaks,
# timeouts and out-of-memory ignored, so that one run can find several problems, and with the
# known bugs (each with a saved regression) silenced: the UBSan reports in known-ubsan.supp and
# the property failures in known-bugs. Each problem found is saved in build/fuzz/artifacts/NAME/ (crash-*, leak-*, timeout-*, oom-*). Inputs found to
# add coverage go to build/fuzz/corpus/NAME/ (kept between runs, never committed).
# A summary line per harness, then exit 0 when nothing failed, 1 when a harness found a
# problem or a regression still fails, 2 when the harnesses could not be built.
#
# To reproduce and minimise a finding:
#   build/fuzz/fuzz_NAME build/fuzz/artifacts/NAME/crash-...
#   build/fuzz/fuzz_NAME -minimize_crash=1 -runs=20000 -exact_artifact_path=tests/fuzz/regressions/NAME-N FILE

set -u
cd "$(dirname "$0")/../.." || exit 2

seconds=${FUZZ_SECONDS:-60}
jobs=${FUZZ_JOBS:-1}
cc=${FUZZ_CC:-clang}
out=build/fuzz

if ! command -v "$cc" >/dev/null 2>&1; then
    echo "fuzz: '$cc' not found (apt-get install clang libclang-rt-14-dev)" >&2
    exit 2
fi

all="pgn roundtrip pieces san iccf fen unpack epd"
if [ -f lib/chess/descriptive.h ] && [ -f tests/fuzz/fuzz_descriptive.c ]; then
    all="$all descriptive"
fi
names=${*:-$all}

# ---- build ------------------------------------------------------------------------------------
# lib/ and each of its folders (pgn/, chess/, ...), as the Makefile's -I flags
libdirs="lib $(for d in lib/*/; do echo "${d%/}"; done)"
incs=$(for d in $libdirs; do printf ' -I%s' "$d"; done)
flags="-std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -Wall -Werror -g -O1 -fno-omit-frame-pointer$incs -Itests/fuzz"
# pointer-overflow and nonnull-attribute are recoverable only so that known-ubsan.supp can silence known reports
# while fuzzing; halt_on_error=1 still stops at any other one.
san="-fsanitize=address,undefined -fno-sanitize-recover=all -fsanitize-recover=pointer-overflow,nonnull-attribute"
UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
export UBSAN_OPTIONS
mkdir -p "$out/obj" "$out/artifacts" "$out/corpus" "$out/logs" || exit 2
objs=
for src in $(for d in $libdirs; do ls "$d"/*.c; done); do
    obj=$out/obj/${src%.c}.o
    mkdir -p "$(dirname "$obj")" || exit 2
    if [ ! -f "$obj" ] || [ "$src" -nt "$obj" ] || [ -n "$(find lib -name '*.h' -newer "$obj" 2>/dev/null | head -1)" ]; then
        echo "  CC $src"
        $cc $flags $san -fsanitize=fuzzer-no-link -c -o "$obj" "$src" || exit 2
    fi
    objs="$objs $obj"
done
for name in $names; do
    src=tests/fuzz/fuzz_$name.c
    [ -f "$src" ] || { echo "fuzz: no harness $src" >&2; exit 2; }
    echo "  LD $out/fuzz_$name"
    # shellcheck disable=SC2086
    $cc $flags $san -fsanitize=fuzzer -o "$out/fuzz_$name" "$src" $objs -lyaml -lz -lbz2 -llzma -lzstd -lpthread -lm || exit 2
done

max_len() {
    case $1 in
    pgn | roundtrip | pieces) echo 16384 ;;
    unpack) echo 65536 ;;
    fen) echo 512 ;;
    *) echo 128 ;;
    esac
}

# ---- regressions -------------------------------------------------------------------------------
failed=0
regress_fail=0
regress_total=0
for name in $names; do
    for f in tests/fuzz/regressions/"$name"-*; do
        [ -f "$f" ] || continue
        regress_total=$((regress_total + 1))
        if ! "$out/fuzz_$name" -timeout=10 -rss_limit_mb=2048 "$f" >"$out/logs/regress.log" 2>&1; then
            regress_fail=$((regress_fail + 1))
            echo "fuzz: regression $f still fails:"
            grep -a -E 'ERROR: |SUMMARY: |FUZZ PROPERTY|runtime error' "$out/logs/regress.log" | head -3 | sed 's/^/    /'
        fi
    done
done
[ "$regress_fail" -eq 0 ] || failed=1

# ---- fuzzing -----------------------------------------------------------------------------------
run_one() {
    name=$1
    mkdir -p "$out/corpus/$name" "$out/artifacts/$name"
    before=$(ls "$out/artifacts/$name" | wc -l)
    log=$out/logs/$name.log
    # shellcheck disable=SC2086
    UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1:suppressions=tests/fuzz/known-ubsan.supp
    FUZZ_KNOWN=$(grep -v '^#' tests/fuzz/known-bugs 2>/dev/null | tr '\n' ' ')
    export UBSAN_OPTIONS FUZZ_KNOWN
    seeds=tests/fuzz/corpus/$name
    [ "$name" = roundtrip ] || [ "$name" = pieces ] && seeds=tests/fuzz/corpus/pgn
    "$out/fuzz_$name" "$out/corpus/$name" "$seeds" \
        -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
        -max_total_time="$seconds" -max_len="$(max_len "$name")" -timeout=10 -rss_limit_mb=2048 \
        -artifact_prefix="$out/artifacts/$name/" -print_final_stats=1 ${FUZZ_ARGS:-} >"$log" 2>&1
    after=$(ls "$out/artifacts/$name" | wc -l)
    found=$((after - before))
    # fork mode prints "#N: cov: C ft: F corp: K exec/s E oom/timeout/crash: ... time: Ts ..."
    # lines (N: total executions; E: the last job's rate); the rate shown is N / T.
    last=$(grep -a -E '^#[0-9]+: cov:' "$log" | tail -1)
    execs=$(echo "$last" | sed -n 's/^#\([0-9]*\):.*/\1/p')
    t=$(echo "$last" | sed -n 's/.* time: \([0-9]*\)s.*/\1/p')
    rate=
    [ -n "$execs" ] && [ -n "$t" ] && [ "$t" -gt 0 ] && rate=$((execs / t))
    cov=$(echo "$last" | sed -n 's/.* cov: \([0-9]*\).*/\1/p')
    corp=$(ls "$out/corpus/$name" | wc -l)
    printf '%-12s %4ss  %10s execs  %6s exec/s  cov %5s  corpus %5s  findings %s\n' \
        "$name" "$seconds" "${execs:-?}" "${rate:-?}" "${cov:-?}" "$corp" "$found" >"$out/logs/$name.summary"
    if [ "$found" -gt 0 ]; then
        ls -t "$out/artifacts/$name" | head -"$found" | sed "s|^|    $out/artifacts/$name/|" >>"$out/logs/$name.summary"
        return 1
    fi
    return 0
}

echo "fuzz: $seconds s per harness: $names"
running=0
pids=
for name in $names; do
    run_one "$name" &
    pids="$pids $!"
    running=$((running + 1))
    if [ "$running" -ge "$jobs" ]; then
        for p in $pids; do wait "$p" || failed=1; done
        pids=
        running=0
    fi
done
for p in $pids; do wait "$p" || failed=1; done

echo
echo "harness      time       executions     rate     coverage  corpus   findings"
for name in $names; do
    cat "$out/logs/$name.summary"
done
echo "regressions: $regress_total replayed, $regress_fail still failing"
if [ "$failed" -ne 0 ]; then
    echo "fuzz: FAILED (logs in $out/logs/)"
    exit 1
fi
echo "fuzz: no problem found"
exit 0
