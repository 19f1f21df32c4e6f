# Scale-out with GNU parallel (package parallel): `pgnkit validate --format=json -` runs
# unchanged as the worker of `parallel --pipe --recstart '[Event '`. The pieces' JSON Lines
# concatenate into the report one process gives, but for the positions ("game", "line" and the
# diagnostics' "line"), which count from the start of each piece.

$ cat sample.pgn validate/*.pgn profiles/round5.pgn > "${TMPDIR:-/tmp}/pgnkit-scaleout.pgn" && grep -c '^\[Event ' "${TMPDIR:-/tmp}/pgnkit-scaleout.pgn" | awk '{ print ($1 > 100) }'
1

$ f="${TMPDIR:-/tmp}/pgnkit-scaleout.pgn"; parallel --will-cite --pipe --recstart '[Event ' --block 4k -k -j 2 pgnkit validate --format=json - < "$f" > "$f.pieces"; pgnkit validate --format=json - < "$f" > "$f.whole"; python3 ../tests/cli/same_report.py "$f.pieces" "$f.whole"; wc -l < "$f.pieces" | awk '{ print ($1 > 100) }'; rm -f "$f" "$f.pieces" "$f.whole"
same report
1
