#!/bin/sh
# Speed of pgnkit against the reference tools, side by side on this machine.
#
#   sh tests/bench.sh build/pgnkit        (what 'make bench' runs)
#
# Perft: 'pgnkit fen --perft=N' against Stockfish's 'go perft N' (Debian package stockfish,
# found as $STOCKFISH, else 'stockfish' in PATH, else /usr/games/stockfish), on the start
# position (depth 6) and Kiwipete (depth 5). Each line gives both wall-clock times and
# pgnkit's time divided by Stockfish's (below 1: pgnkit is faster); Stockfish's start-up time
# (measured apart) is taken off its time. Each time is the best of $BENCH_RUNS runs (default 3).
# The node counts of the two must agree. What is not installed is skipped with a note (set
# STOCKFISH=none to leave Stockfish out); the script then still exits 0.
# Exit status: 0, or 1 when a node count disagrees, 2 on a usage error.

set -u

if [ $# -ne 1 ] || [ ! -x "$1" ]; then
    echo "usage: sh tests/bench.sh PGNKIT   (PGNKIT: the built binary, e.g. build/pgnkit)" >&2
    exit 2
fi
pgnkit=$1
status=0

# Wall-clock time in nanoseconds (GNU date), else in whole seconds.
now_ns() {
    t=$(date +%s%N 2>/dev/null)
    case $t in
    *N | '') echo "$(($(date +%s) * 1000000000))" ;;
    *) echo "$t" ;;
    esac
}

seconds() { awk -v ns="$1" 'BEGIN { printf "%.3f", ns / 1e9 }'; }

find_stockfish() {
    if [ -n "${STOCKFISH+set}" ]; then
        [ -x "$STOCKFISH" ] && echo "$STOCKFISH" # set but not a program: skip Stockfish
    elif command -v stockfish >/dev/null 2>&1; then
        command -v stockfish
    elif [ -x /usr/games/stockfish ]; then
        echo /usr/games/stockfish
    fi
}
stockfish=$(find_stockfish)
runs=${BENCH_RUNS:-3}

# best_ns COMMAND...: the shortest wall-clock time of $runs runs, in nanoseconds; the output
# of the last run is left in $tmp_out.
best_ns() {
    best=
    i=0
    while [ "$i" -lt "$runs" ]; do
        start=$(now_ns)
        "$@" >"$tmp_out" 2>/dev/null
        t=$(($(now_ns) - start))
        if [ -z "$best" ] || [ "$t" -lt "$best" ]; then best=$t; fi
        i=$((i + 1))
    done
    echo "$best"
}

tmp_out=$(mktemp "${TMPDIR:-/tmp}/pgnkit-bench.XXXXXX") || exit 2
trap 'rm -f "$tmp_out"' EXIT
trap 'exit 130' INT TERM

sf_run() { printf '%s\n' "$@" quit | "$stockfish"; }

sf_startup_ns=0
if [ -n "$stockfish" ]; then
    sf_startup_ns=$(best_ns sf_run)
fi

# perft NAME FEN DEPTH: one line with both times and their ratio.
perft() {
    name=$1 fen=$2 depth=$3
    pk_ns=$(best_ns "$pgnkit" fen --perft="$depth" "$fen")
    pk_nodes=$(tail -n 1 "$tmp_out")
    if [ -z "$stockfish" ]; then
        printf '%-22s pgnkit %8ss  (%s nodes)   stockfish: not installed (apt-get install stockfish)\n' \
            "$name perft $depth" "$(seconds "$pk_ns")" "$pk_nodes"
        return
    fi
    sf_ns=$(($(best_ns sf_run "position fen $fen" "go perft $depth") - sf_startup_ns))
    sf_nodes=$(sed -n 's/^Nodes searched: *//p' "$tmp_out")
    [ "$sf_ns" -gt 0 ] || sf_ns=1
    ratio=$(awk -v a="$pk_ns" -v b="$sf_ns" 'BEGIN { printf "%.2f", a / b }')
    printf '%-22s pgnkit %8ss   stockfish %8ss   ratio %5s   (%s nodes)\n' \
        "$name perft $depth" "$(seconds "$pk_ns")" "$(seconds "$sf_ns")" "$ratio" "$pk_nodes"
    if [ "$pk_nodes" != "$sf_nodes" ]; then
        echo "  MISMATCH: pgnkit counts $pk_nodes, stockfish $sf_nodes" >&2
        status=1
    fi
}

echo "== perft: $pgnkit against ${stockfish:-stockfish (not installed)}"
if [ -n "$stockfish" ]; then
    echo "   (stockfish start-up, $(seconds "$sf_startup_ns")s, is taken off its times; ratio = pgnkit / stockfish)"
fi
perft "start position" "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" 6
perft "Kiwipete" "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1" 5

# ==== PGN validation benchmarks ============================================================
# 'pgnkit validate --quiet' against 'pgn-extract -s -r' (Debian package pgn-extract: replays and
# checks every move, writes nothing; found as $PGN_EXTRACT, else in PATH, else
# /usr/games/pgn-extract; PGN_EXTRACT=none leaves it out) and 'grep -c "^\[Event "' (reads the
# bytes and nothing more), in the same run, on the 36 pgnmentor files of ../shared/corpus
# concatenated into one temporary file, then on that file concatenated 8 times. Plies are
# counted once, with 'pgnkit validate --format=json' (the "plies" fields). For each command:
# wall-clock time (best of $BENCH_RUNS runs), games/s, plies/s, MB/s (10^6 bytes), ns per ply,
# peak resident set (largest of the runs, from /usr/bin/time -f %M: Debian package time) and
# its time divided by pgnkit's. Skipped with a note when the corpus or pgn-extract is missing.

pgn_root=$(cd "$(dirname "$0")/.." && pwd)
pgn_corpus=$pgn_root/../shared/corpus/pgnmentor-players

find_pgn_extract() {
    if [ -n "${PGN_EXTRACT+set}" ]; then
        [ -x "$PGN_EXTRACT" ] && echo "$PGN_EXTRACT"
    elif command -v pgn-extract >/dev/null 2>&1; then
        command -v pgn-extract
    elif [ -x /usr/games/pgn-extract ]; then
        echo /usr/games/pgn-extract
    fi
}

# timed_runs COMMAND...: sets run_ns (best wall-clock time of $runs runs, in nanoseconds) and
# run_kib (largest peak resident set of those runs in KiB, empty without /usr/bin/time); the
# output of the last run is left in $tmp_out and its exit status in run_status.
timed_runs() {
    run_ns=
    run_kib=
    i=0
    while [ "$i" -lt "$runs" ]; do
        start=$(now_ns)
        if [ -x /usr/bin/time ]; then
            /usr/bin/time -f %M -o "$pgn_tmp/rss" "$@" >"$tmp_out" 2>/dev/null
            run_status=$?
        else
            "$@" >"$tmp_out" 2>/dev/null
            run_status=$?
        fi
        t=$(($(now_ns) - start))
        if [ -z "$run_ns" ] || [ "$t" -lt "$run_ns" ]; then run_ns=$t; fi
        if [ -x /usr/bin/time ]; then
            kib=$(tail -n 1 "$pgn_tmp/rss")
            case $kib in
            '' | *[!0-9]*) ;;
            *) if [ -z "$run_kib" ] || [ "$kib" -gt "$run_kib" ]; then run_kib=$kib; fi ;;
            esac
        fi
        i=$((i + 1))
    done
}

# pgn_row SIZE NAME BYTES GAMES PLIES PGNKIT_NS [PLIES_MEANINGFUL]: one line of the table from
# run_ns and run_kib.
pgn_row() {
    awk -v size="$1" -v name="$2" -v bytes="$3" -v games="$4" -v plies="$5" -v base="$6" \
        -v ns="$run_ns" -v kib="${run_kib:--}" -v moves="${7:-1}" 'BEGIN {
        s = ns / 1e9
        rss = kib == "-" ? "-" : sprintf("%.1f MiB", kib / 1024)
        pps = moves ? sprintf("%.0f", plies / s) : "-"
        nspp = moves ? sprintf("%.1f", ns / plies) : "-"
        printf "   %-4s %-25s %8.3f %10.0f %11s %7.1f %7s %10s %8.2f\n", size, name, s, games / s, pps,
            bytes / 1e6 / s, nspp, rss, ns / base
    }'
}

pgn_bench() {
    if [ ! -d "$pgn_corpus" ]; then
        echo "== PGN validation: skipped (no ../shared/corpus/pgnmentor-players beside the repository)"
        return
    fi
    pgn_extract=$(find_pgn_extract)
    if [ -z "$pgn_extract" ]; then
        echo "== PGN validation: skipped (pgn-extract not installed: apt-get install pgn-extract)"
        return
    fi
    pgn_tmp=$(mktemp -d "${TMPDIR:-/tmp}/pgnkit-bench-pgn.XXXXXX") || return
    trap 'rm -f "$tmp_out"; rm -rf "$pgn_tmp"' EXIT
    cat "$pgn_corpus"/*.pgn >"$pgn_tmp/1x.pgn"
    for i in 1 2 3 4 5 6 7 8; do cat "$pgn_tmp/1x.pgn"; done >"$pgn_tmp/8x.pgn"
    set -- "$pgn_corpus"/*.pgn
    nfiles=$#
    bytes=$(wc -c <"$pgn_tmp/1x.pgn" | tr -d ' ')
    "$pgnkit" validate --format=json "$pgn_tmp/1x.pgn" 2>/dev/null | awk '
        { n++; if (match($0, /"plies":[0-9]+/)) p += substr($0, RSTART + 8, RLENGTH - 8) }
        END { print n + 0, p + 0 }' >"$pgn_tmp/count"
    read -r games plies <"$pgn_tmp/count"
    if [ "$games" -eq 0 ] || [ "$plies" -eq 0 ]; then
        echo "== PGN validation: skipped (pgnkit validate --format=json counted no games)" >&2
        status=1
        return
    fi
    cpu=$(sed -n 's/^model name[[:space:]]*: *//p' /proc/cpuinfo 2>/dev/null | head -n 1)
    echo "== PGN validation: $nfiles pgnmentor files concatenated: $(awk -v b="$bytes" 'BEGIN { printf "%.1f", b / 1e6 }') MB, $games games, $plies plies"
    echo "   (best of $runs runs; ${cpu:-unknown CPU}, $(uname -m), one thread; pgn-extract: $pgn_extract)"
    [ -x /usr/bin/time ] || echo "   (peak RSS not measured: /usr/bin/time missing, apt-get install time)"
    printf '   %-4s %-25s %8s %10s %11s %7s %7s %10s %8s\n' file command "time s" games/s plies/s MB/s ns/ply "peak RSS" "x pgnkit"
    times=
    kibs=
    for size in 1 8; do
        f=$pgn_tmp/${size}x.pgn
        b=$((bytes * size)) g=$((games * size)) p=$((plies * size))
        timed_runs "$pgnkit" validate --quiet "$f"
        pk_ns=$run_ns
        pk_kib=$run_kib
        [ "$run_status" -eq 0 ] || echo "   note: pgnkit validate exited $run_status: some game was found invalid" >&2
        pgn_row "${size}x" "pgnkit validate --quiet" "$b" "$g" "$p" "$pk_ns"
        timed_runs "$pgn_extract" -s -r "$f"
        pe_ns=$run_ns
        pgn_row "${size}x" "pgn-extract -s -r" "$b" "$g" "$p" "$pk_ns"
        timed_runs grep -c '^\[Event ' "$f"
        gr_ns=$run_ns
        pgn_row "${size}x" "grep -c '^\\[Event '" "$b" "$g" "$p" "$pk_ns" 0
        # the times on the file (1x) and on the 8x file, for the summary
        times="${times:+$times }$pk_ns $pe_ns $gr_ns"
        kibs="${kibs:+$kibs }$pk_kib"
    done
    set -- $times
    awk -v pk1="$1" -v pe1="$2" -v gr1="$3" -v pk8="$4" -v pe8="$5" -v gr8="$6" 'BEGIN {
        printf "   pgnkit is %.1fx as fast as pgn-extract on the file, %.1fx on the 8x file (issue 5: at least 25x)\n", pe1 / pk1, pe8 / pk8
        printf "   pgnkit takes %.1fx the time of grep on the file, %.1fx on the 8x file (stretch: within 4x)\n", pk1 / gr1, pk8 / gr8
        printf "   time from the file to the 8x file: pgnkit x%.2f, pgn-extract x%.2f (linear: x8)\n", pk8 / pk1, pe8 / pe1
    }'
    set -- $kibs
    if [ $# -eq 2 ]; then
        awk -v a="$1" -v b="$2" 'BEGIN {
            printf "   pgnkit peak RSS: %.1f MiB on the file, %.1f MiB on the 8x file (issue 5: at most 32 MiB, the same for both)\n", a / 1024, b / 1024 }'
    fi

    # threads: validate --jobs=2 on each file, against one thread measured right before it
    speedups=
    for size in 1 8; do
        f=$pgn_tmp/${size}x.pgn
        timed_runs "$pgnkit" validate --quiet "$f"
        one_ns=$run_ns
        timed_runs "$pgnkit" validate --quiet --jobs=2 "$f"
        pgn_row "${size}x" "pgnkit validate -j 2" "$((bytes * size))" "$((games * size))" "$((plies * size))" "$one_ns"
        speedups="${speedups:+$speedups }$(awk -v a="$one_ns" -v b="$run_ns" 'BEGIN { printf "%.2f", a / b }')"
    done
    set -- $speedups
    echo "   --jobs=2 is $1x as fast as one thread on the file, $2x on the 8x file (issue 5: at least 1.7x on 2 cores)"

    # --duplicates: every game's fingerprint kept and looked up (on the 8x file, 7 games in 8
    # are found again), against plain validation measured right before it
    costs=
    for size in 1 8; do
        f=$pgn_tmp/${size}x.pgn
        timed_runs "$pgnkit" validate --quiet "$f"
        one_ns=$run_ns
        timed_runs "$pgnkit" validate --quiet --duplicates "$f"
        pgn_row "${size}x" "validate --duplicates" "$((bytes * size))" "$((games * size))" "$((plies * size))" "$one_ns"
        costs="${costs:+$costs }$(awk -v a="$one_ns" -v b="$run_ns" 'BEGIN { printf "%.1f", (b / a - 1) * 100 }')"
    done
    set -- $costs
    echo "   --duplicates takes $1% more time than plain validation on the file, $2% on the 8x file (issue 19: at most 5%)"
    compressed_bench
    f=$pgn_tmp/1x.pgn

    # convert: rewriting every game in SAN, against pgn-extract writing SAN (-s)
    echo "== PGN conversion to SAN, the same file"
    timed_runs "$pgnkit" convert --quiet "$f"
    cv_ns=$run_ns
    pgn_row 1x "pgnkit convert --to=san" "$bytes" "$games" "$plies" "$cv_ns"
    timed_runs "$pgn_extract" -s "$f"
    pe_ns=$run_ns
    pgn_row 1x "pgn-extract -s" "$bytes" "$games" "$plies" "$cv_ns"
    awk -v a="$cv_ns" -v b="$pe_ns" 'BEGIN { printf "   pgnkit convert is %.1fx as fast as pgn-extract writing SAN (issue 5: at least 10x)\n", b / a }'
    timed_runs "$pgnkit" convert --quiet --jobs=2 "$f"
    pgn_row 1x "pgnkit convert -j 2" "$bytes" "$games" "$plies" "$cv_ns"
    awk -v a="$cv_ns" -v b="$run_ns" -v c="$pe_ns" 'BEGIN { printf "   convert --jobs=2 is %.2fx as fast as one thread, %.1fx as fast as pgn-extract\n", a / b, c / b }'
}
# compressed input (pgnkit-validate(1), Compressed input): the same file compressed with zstd
# and gzip (the targets), then xz, bzip2 and zip; the last column is the time divided by one
# thread's on the plain file. For each: the decompressor alone (to /dev/null), validate on one
# thread (target: at most the plain time plus the decompressor's), --jobs=2 (target: at most
# 1.1x --jobs=2 on the plain file, measured right before), and for zstd and gzip the peak RSS
# on the file and on the 8x file compressed (target: about the same). Formats whose tool is
# missing are skipped.
compressed_bench() {
    echo "== Compressed input, the same file (x pgnkit: against one thread on the plain file)"
    timed_runs "$pgnkit" validate --quiet "$pgn_tmp/1x.pgn"
    plain_ns=$run_ns
    pgn_row 1x "validate (plain)" "$bytes" "$games" "$plies" "$plain_ns"
    timed_runs "$pgnkit" validate --quiet --jobs=2 "$pgn_tmp/1x.pgn"
    plain2_ns=$run_ns
    pgn_row 1x "validate -j 2 (plain)" "$bytes" "$games" "$plies" "$plain_ns"
    for z in zstd gzip xz bzip2 zip; do
        tool=$z
        [ "$z" = zip ] && tool=unzip
        command -v "$z" >/dev/null 2>&1 && command -v "$tool" >/dev/null 2>&1 ||
            { echo "   $z: $z or $tool not installed, skipped"; continue; }
        case $z in
        zstd) ext=zst pack="zstd -q -c" unpack="zstd -dc" ;;
        gzip) ext=gz pack="gzip -c" unpack="gzip -dc" ;;
        xz) ext=xz pack="xz -T0 -c" unpack="xz -dc" ;;
        bzip2) ext=bz2 pack="bzip2 -c" unpack="bzip2 -dc" ;;
        zip) ext=zip pack= unpack="unzip -p" ;;
        esac
        f=$pgn_tmp/1x.pgn.$ext
        if [ "$z" = zip ]; then
            (cd "$pgn_tmp" && zip -q 1x.pgn.zip 1x.pgn) || continue
        else
            $pack "$pgn_tmp/1x.pgn" >"$f" || continue
        fi
        timed_runs sh -c "$unpack \"\$1\" >/dev/null" sh "$f"
        dec_ns=$run_ns
        pgn_row 1x "$unpack (alone)" "$bytes" "$games" "$plies" "$plain_ns" 0
        timed_runs "$pgnkit" validate --quiet "$f"
        one_ns=$run_ns one_kib=$run_kib
        pgn_row 1x "validate .$ext" "$bytes" "$games" "$plies" "$plain_ns"
        timed_runs "$pgnkit" validate --quiet --jobs=2 "$f"
        pgn_row 1x "validate -j 2 .$ext" "$bytes" "$games" "$plies" "$plain_ns"
        awk -v z="$z" -v one="$one_ns" -v plain="$plain_ns" -v dec="$dec_ns" -v two="$run_ns" -v plain2="$plain2_ns" 'BEGIN {
            printf "   %s: one thread %.3f s (target: at most plain + decompressor = %.3f s); -j 2 %.2fx the plain -j 2 (target: at most 1.10)\n",
                z, one / 1e9, (plain + dec) / 1e9, two / plain2 }'
        case $z in
        zstd | gzip)
            for i in 1 2 3 4 5 6 7 8; do cat "$f"; done >"$pgn_tmp/8x.pgn.$ext" # streams one after the other
            timed_runs "$pgnkit" validate --quiet "$pgn_tmp/8x.pgn.$ext"
            pgn_row 8x "validate .$ext" "$((bytes * 8))" "$((games * 8))" "$((plies * 8))" "$plain_ns"
            [ -n "$one_kib" ] && [ -n "$run_kib" ] &&
                awk -v z="$z" -v a="$one_kib" -v b="$run_kib" 'BEGIN {
                    printf "   %s: peak RSS %.1f MiB on the file, %.1f MiB on the 8x file (target: about the same)\n", z, a / 1024, b / 1024 }'
            rm -f "$pgn_tmp/8x.pgn.$ext"
            ;;
        esac
        rm -f "$f"
    done
}

pgn_bench
# ==== end of PGN validation benchmarks =====================================================

# ==== Xiangqi perft ==========================================================================
# 'pgnkit fen --variant=xiangqi --perft=5' from the start position against Fairy-Stockfish
# (Debian package fairy-stockfish), 133,312,995 nodes.
xiangqi_bench() {
    fsf=$(command -v fairy-stockfish || true)
    [ -n "$fsf" ] || [ ! -x /usr/games/fairy-stockfish ] || fsf=/usr/games/fairy-stockfish
    start=$(now_ns)
    nodes=$("$pgnkit" fen --variant=xiangqi --perft=5 | tail -n 1)
    pk=$(($(now_ns) - start))
    if [ -z "$fsf" ]; then
        awk -v n="$nodes" -v t="$pk" 'BEGIN { printf "== Xiangqi perft 5: pgnkit %.3f s, %s nodes (fairy-stockfish not installed)\n", t / 1e9, n }'
        return
    fi
    start=$(now_ns)
    fnodes=$(printf 'setoption name UCI_Variant value xiangqi\nposition startpos\ngo perft 5\nquit\n' | "$fsf" 2>/dev/null |
        sed -n 's/^Nodes searched: *//p')
    fs=$(($(now_ns) - start))
    awk -v n="$nodes" -v f="$fnodes" -v a="$pk" -v b="$fs" 'BEGIN {
        printf "== Xiangqi perft 5 from the start: pgnkit %.3f s, Fairy-Stockfish %.3f s (ratio %.2f); nodes %s / %s\n", a / 1e9, b / 1e9, a / b, n, f }'
    [ "$nodes" = "$fnodes" ] || status=1
}
xiangqi_bench

exit $status
