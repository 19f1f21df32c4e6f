# A closed output pipe (pgnkit validate big.pgn | head) ends pgnkit quietly, as it ends cat and
# grep (pgnkit(1), EXIT STATUS): by SIGPIPE, with nothing on standard error, so that
# the shell sees the status 128 + 13 = 141. (These tests assume SIGPIPE is not ignored by the
# caller, as in a shell started the ordinary way.)
#
# Once a bug (of the documents): pgnkit(1) said "pgnkit never ends on a signal".

# games with one error each: a diagnostic line per game, far more than a pipe holds
$ awk 'BEGIN { for (i = 0; i < 30000; i++) print "1. e4 e5 2. Ke3 *" }' | { pgnkit validate - 2>/tmp/pgnkit-pipe-$$.err; echo $? > /tmp/pgnkit-pipe-$$.st; } | head -n 1; cat /tmp/pgnkit-pipe-$$.err /tmp/pgnkit-pipe-$$.st; rm -f /tmp/pgnkit-pipe-$$.*
<stdin>:1:13: error: illegal move 'Ke3': no king can reach e3 (suggestion: Ke2) [illegal-move]
141

$ awk 'BEGIN { for (i = 0; i < 30000; i++) print "1. e4 e5 2. Ke3 *" }' | { pgnkit validate --format=json --jobs=2 - 2>/tmp/pgnkit-pipe-$$.err; echo $? > /tmp/pgnkit-pipe-$$.st; } | head -c 20; echo; cat /tmp/pgnkit-pipe-$$.err /tmp/pgnkit-pipe-$$.st; rm -f /tmp/pgnkit-pipe-$$.*
{"file":"<stdin>","g
141

$ awk 'BEGIN { for (i = 0; i < 30000; i++) print "1. e4 e5 2. Nf3 Nc6 *" }' | { pgnkit convert 2>/tmp/pgnkit-pipe-$$.err; echo $? > /tmp/pgnkit-pipe-$$.st; } | head -n 1; cat /tmp/pgnkit-pipe-$$.err /tmp/pgnkit-pipe-$$.st; rm -f /tmp/pgnkit-pipe-$$.*
[Event "?"]
141

$ awk 'BEGIN { for (i = 0; i < 30000; i++) print "1. e4 e5 2. Nf3 Nc6 *" }' | { pgnkit convert -j2 --to=json 2>/tmp/pgnkit-pipe-$$.err; echo $? > /tmp/pgnkit-pipe-$$.st; } | head -c 8; echo; cat /tmp/pgnkit-pipe-$$.err /tmp/pgnkit-pipe-$$.st; rm -f /tmp/pgnkit-pipe-$$.*
{"tags":
141

$ awk 'BEGIN { for (i = 0; i < 30000; i++) print "1. e4 e5 2. Nf3 Nc6 *" }' | { pgnkit replay 2>/tmp/pgnkit-pipe-$$.err; echo $? > /tmp/pgnkit-pipe-$$.st; } | head -n 1; cat /tmp/pgnkit-pipe-$$.err /tmp/pgnkit-pipe-$$.st; rm -f /tmp/pgnkit-pipe-$$.*
1 e4 rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1
141

