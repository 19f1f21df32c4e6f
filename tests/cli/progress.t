# The progress line: on standard error, only when it is a terminal and the input is large
# (over 8 MB, or a pipe). Inputs are made in a temporary directory.

# Not a terminal: nothing on standard error, whatever the size.
$ d=$(mktemp -d) && cp sample.pgn "$d/big.pgn" && for i in 1 2 3 4 5 6 7 8 9 10 11; do cat "$d/big.pgn" "$d/big.pgn" >"$d/x" && mv "$d/x" "$d/big.pgn"; done && pgnkit validate --quiet "$d/big.pgn" 2>&1 | wc -c; rm -rf "$d"
0

# A terminal (script(1) gives the command one): bytes, games and rate, redrawn in place and
# cleared at the end.
$ d=$(mktemp -d) && cp sample.pgn "$d/big.pgn" && for i in 1 2 3 4 5 6 7 8 9 10 11 12 13; do cat "$d/big.pgn" "$d/big.pgn" >"$d/x" && mv "$d/x" "$d/big.pgn"; done && script -qec "pgnkit validate --quiet $d/big.pgn" /dev/null | tr '\r' '\n' | grep -c 'MB .* games .* games/s' | awk '{ print ($1 > 0) }'; rm -rf "$d"
1

# A small file on a terminal: no progress line.
$ script -qec "pgnkit validate --quiet sample.pgn" /dev/null | wc -c
0
