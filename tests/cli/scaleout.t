# Scale-out with GNU parallel (package parallel): `pgnkit validate --format=json -` runs
# unchanged as the worker of `parallel --pipe --recstart '[Event '`. The pieces' JSON Lines
# concatenate into the report one process gives, but for the positions ("game", "line" and the
# diagnostics' "line"), which count from the start of each piece.

# (A file of its own for each run: two test runs at once must not share it.)
$ f=$(mktemp); cat sample.pgn validate/*.pgn profiles/round5.pgn > "$f"; grep -c '^\[Event ' "$f" | awk '{ print ($1 > 100) }'; parallel --will-cite --pipe --recstart '[Event ' --block 4k -k -j 2 pgnkit validate --format=json - < "$f" > "$f.pieces"; pgnkit validate --format=json - < "$f" > "$f.whole"; python3 ../tests/cli/same_report.py "$f.pieces" "$f.whole"; wc -l < "$f.pieces" | awk '{ print ($1 > 100) }'; rm -f "$f" "$f.pieces" "$f.whole"
1
same report
1

# --jobs keeps memory bounded by the largest games, not by how many games a batch holds: 100
# games of a 1 MB comment each validate with -j 2 in well under the 100 MB they total (they
# once all sat in one batch of 256 slots, and each slot kept the largest game it had held),
# and the report is the one -j 1 gives. The helpers are those of hostile.t. Under
# AddressSanitizer (make SANITIZE=1) freed memory would sit in its quarantine and count as in use,
# so the quarantine is turned off; the option means nothing to an ordinary build.
$ . ./hostile/lib.sh; cd "$T"; export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}quarantine_size_mb=0"; python3 -c 'import sys; [sys.stdout.write("[Event \"g%d\"]\n\n1. e4 {%s} e5 *\n\n" % (i, "x" * 1000000)) for i in range(100)]' >fat.pgn; pk validate -j 1 fat.pgn; cp "$T/out" j1; pk validate -j 2 fat.pgn; games; mem_ok 64; cmp -s j1 "$T/out" && echo "-j 2: same report"; status
100 games: 100 valid, 0 invalid
memory < 64 MB
-j 2: same report

# A batch slot does not keep a large game's memory for good: one game in 257 has a 1 MB
# comment, so each lands in another of the batches' slots, which once kept 1 MB apiece.
$ . ./hostile/lib.sh; cd "$T"; export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}quarantine_size_mb=0"; python3 -c 'import sys; [sys.stdout.write("[Event \"g%d\"]\n\n1. e4 {%s} e5 *\n\n" % (i, "x" * (1000000 if i % 257 == 0 else 10))) for i in range(20000)]' >spread.pgn; pk validate -j 1 spread.pgn; cp "$T/out" j1; pk validate -j 2 spread.pgn; games; mem_ok 40; cmp -s j1 "$T/out" && echo "-j 2: same report"; status
20000 games: 20000 valid, 0 invalid
memory < 40 MB
-j 2: same report
