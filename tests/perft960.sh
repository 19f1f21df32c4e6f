#!/bin/sh
# Chess960 perft: the published suites of ../shared/corpus (python-chess and scalachess
# chess960.perft in X-FEN, pychess frc_perftsuite.epd in Shredder-FEN) to DEPTH, then COUNT
# positions compared with Stockfish in UCI_Chess960 mode: starts drawn over the 960 (every other
# one a Double Fischer Random start, black's rank drawn apart), each after a random walk of 0 to
# 29 plies that castles whenever it may, so that castling of every kind comes up.
# usage: tests/perft960.sh PERFT960_TOOL [DEPTH (5)] [COUNT (40)]
# A missing corpus or Stockfish ($STOCKFISH, else /usr/games/stockfish) is said and skipped.
set -u
tool=$1
depth=${2:-5}
count=${3:-40}
corpus=../shared/corpus
status=0

if [ -d "$corpus" ]; then
    for suite in python-chess/perft/chess960.perft scalachess/resources/chess960.perft \
        pychess-repo/gamefiles/frc_perftsuite.epd; do
        if [ -f "$corpus/$suite" ]; then
            "$tool" --suite "$corpus/$suite" "$depth" || status=1
        else
            echo "perft960: $corpus/$suite absent: skipped"
        fi
    done
else
    echo "perft960: $corpus absent: the published suites are skipped"
fi

sf=${STOCKFISH:-/usr/games/stockfish}
if [ ! -x "$sf" ]; then
    echo "perft960: $sf absent: the comparison with Stockfish is skipped"
    exit $status
fi
i=0
agree=0
while [ "$i" -lt "$count" ]; do
    white=$(((i * 389 + 17) % 960))
    black=$white
    [ $((i % 2)) -eq 1 ] && black=$(((i * 577 + 101) % 960))
    start=$("$tool" --start "$white" "$black")
    fen=$("$tool" --walk "$start" "$i" $(((i * 7) % 30)))
    ours=$("$tool" "$fen" "$depth")
    theirs=$(printf 'uci\nsetoption name UCI_Chess960 value true\nposition fen %s\ngo perft %s\nquit\n' "$fen" "$depth" |
        "$sf" | awk '/^Nodes searched/ { print $3 }')
    if [ "$ours" = "$theirs" ]; then
        agree=$((agree + 1))
    else
        echo "perft960: $fen: perft $depth = $ours, Stockfish $theirs"
        status=1
    fi
    i=$((i + 1))
done
echo "perft960: $agree/$count positions agree with Stockfish at depth $depth (starts $count, Double Fischer Random $((count / 2)))"
exit $status
