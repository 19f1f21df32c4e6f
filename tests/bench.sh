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
# To be added with 'pgnkit validate': time 'pgnkit validate' and pgn-extract (Debian package
# pgn-extract) on the same real file, print games and plies per second of each and the ratio,
# and skip cleanly when pgn-extract or the file is missing.
# ==== end of PGN validation benchmarks =====================================================

exit $status
