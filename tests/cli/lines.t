# Command-line tests: an error ends its own line only. Run by: make cli-test
#
# An illegal move in a variation ends that variation: the line it branched from goes on, later
# variations are read, and the main line's own errors are still reported; the game is invalid
# all the same. convert writes what of the variation it could read and keeps the rest of that
# variation, as written, in a comment inside it (the whole variation in a comment in its place
# when its first move is the error: a variation with no move is none), then goes on with the
# main line. The inputs are in testdata/lines/; the FENs were checked against Stockfish 15.1.

# --- validate -------------------------------------------------------------------------------

# Game 1: Kd5 ends the 1...c5 variation, and the main line's 4.Ke3 is reported after it. Game
# 2: a variation whose first move is illegal, and an error in a variation nested in the next
# one. Game 3: a variation with no move before it. Game 4: after the bad variation, the mate
# on the main line is found and the result against it checked.
$ pgnkit validate lines/variation-errors.pgn 2>&1
lines/variation-errors.pgn:9:26: error: illegal move 'Kd5': no king can reach d5 [illegal-move]
lines/variation-errors.pgn:10:8: error: illegal move 'Ke3': no king can reach e3 (suggestion: Kf1, Ke2, O-O) [illegal-move]
lines/variation-errors.pgn:20:31: error: illegal move 'Ke3': no king can reach e3 (suggestion: Kd2) [illegal-move]
lines/variation-errors.pgn:20:58: error: illegal move 'Qxd4': no queen can reach d4 (suggestion: Qd6, Qd7) [illegal-move]
lines/variation-errors.pgn:31:1: error: a variation must follow the move it replaces [bad-syntax]
lines/variation-errors.pgn:41:16: error: illegal move 'Ke7': no king can reach e7 [illegal-move]
lines/variation-errors.pgn:41:32: error: the game ended in checkmate at ply 4, so the result is 0-1, not 1-0 (suggestion: 0-1) [result-wrong]
4 games: 0 valid, 4 invalid; 7 errors, 0 warnings
? 1

# Xiangqi games alike: two bad variations, one nested, then the main line's own error.
$ pgnkit validate lines/xiangqi-variation-errors.pgn 2>&1
lines/xiangqi-variation-errors.pgn:11:20: error: illegal move 'a9a5': that man cannot move so (suggestion: a9a8, a9a7) [illegal-move]
lines/xiangqi-variation-errors.pgn:11:57: error: illegal move 'a0a5': that man cannot move so (suggestion: a0a1, a0a2) [illegal-move]
lines/xiangqi-variation-errors.pgn:12:9: error: illegal move 'a0a5': that man cannot move so (suggestion: a0a1, a0a2, a0b0) [illegal-move]
lines/xiangqi-variation-errors.pgn:12:37: error: illegal move 'a0a5': that man cannot move so (suggestion: a0a1, a0a2) [illegal-move]
1 game: 0 valid, 1 invalid; 4 errors, 0 warnings
? 1

# --- convert --------------------------------------------------------------------------------

$ pgnkit convert lines/variation-errors.pgn >/dev/null 2>&1
? 1

$ pgnkit convert lines/variation-errors.pgn 2>/dev/null | grep -v '^\[\|^$'
1. e4 e5 (1... c5 2. Nf3 {pgnkit: not converted from here on: Kd5 3. d4 [a
note] (3. c3 d5) cxd4}) 2. Nf3 Nc6 3. Bb5 Ke7 {pgnkit: not converted from here
on: 4. Ke3 Nf6} *
1. d4 d5 2. c4 {pgnkit: not converted: ([the king] 2. Ke3 Nf6)} (2. Nf3 Nf6
{pgnkit: not converted: (2... Qxd4 3. Nxd4)} 3. g3) 2... e6 *
{pgnkit: not converted: ([before] 1. d4)} 1. e4 e5 *
1. f3 e5 {pgnkit: not converted: (1... Ke7)} 2. g4 Qh4# 1-0

# In UCI, and in JSON, where what was kept is a "not_converted" item in its place.
$ pgnkit convert --to=uci lines/variation-errors.pgn 2>/dev/null | sed -n 9,11p
1. e2e4 e7e5 (1... c7c5 2. g1f3 {pgnkit: not converted from here on: Kd5 3. d4
 [a note] (3. c3 d5) cxd4}) 2. g1f3 b8c6 3. f1b5 e8e7 {pgnkit: not converted
from here on: 4. Ke3 Nf6} *

$ pgnkit convert --to=json lines/variation-errors.pgn 2>/dev/null | sed -n 4p
{"tags":{"Event":"Checked after the others","Site":"?","Date":"????.??.??","Round":"?","White":"?","Black":"?","Result":"1-0"},"start":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","moves":[{"ply":1,"san":"f3","uci":"f2f3","fen":"rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR b KQkq - 0 1","after":[]},{"ply":2,"san":"e5","uci":"e7e5","fen":"rnbqkbnr/pppp1ppp/8/4p3/8/5P2/PPPPP1PP/RNBQKBNR w KQkq e6 0 2","after":[{"not_converted":"(1... Ke7)"}]},{"ply":3,"san":"g4","uci":"g2g4","fen":"rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2","after":[]},{"ply":4,"san":"Qh4#","uci":"d8h4","fen":"rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3","after":[]}],"result":"1-0"}

# The text kept never ends its comment early: a '}' of a ';' comment or of an escape line is
# written ']' (as a '}' of a comment always was), a '{' stays, and nested variations are
# written as read.
$ pgnkit convert lines/rest-kept.pgn 2>/dev/null | grep -v '^\[\|^$'
1. e4 e5 {pgnkit: not converted from here on: 2. Ke3 [ a ] in a comment to the
line's end] (2. Nf3 Nc6 (2... d6 [a { inside])) Nc6 %an escape line ] with a
brace 3. Nf3} *
1. d4 (1. e4 {x} {pgnkit: not converted from here on: Ke3 [ ] here] %escape ]
too Nf6}) 1... d5 *

$ pgnkit convert --to=wxf lines/xiangqi-variation-errors.pgn 2>/dev/null | grep -v '^\[\|^$'
1. C2.5 H8+7 {pgnkit: not converted: (1... a9a5 2. h0g2)} (1... H2+3 2. H2+3
{pgnkit: not converted: (2. a0a5 b7b0)} (2. H8+7 P9+1 {pgnkit: not converted
from here on: 3. a0a5}) 2... P3+1) 2. H2+3 R9.8 {pgnkit: not converted from
here on: 3. a0a5 a9a8} *

# What convert writes reads back: pgnkit finds every game valid (what was kept is in comments;
# the last game's result is still wrong against its mate, as read) ...
$ pgnkit convert lines/variation-errors.pgn lines/rest-kept.pgn 2>/dev/null | pgnkit validate 2>&1
<stdin>:42:57: error: the game ended in checkmate at ply 4, so the result is 0-1, not 1-0 (suggestion: 0-1) [result-wrong]
6 games: 5 valid, 1 invalid; 1 error, 0 warnings
? 1

# ... and so does pgn-extract: it writes all six games out again, and its only word is about
# that result (the line after its warning, naming the game, is left out here; when pgn-extract
# is not installed, this test fails: .ci/run and the README install it).
$ x=$(command -v pgn-extract || command -v /usr/games/pgn-extract); o=$(mktemp); if [ -n "$x" ]; then pgnkit convert lines/variation-errors.pgn lines/rest-kept.pgn 2>/dev/null | "$x" -s -o "$o" 2>&1 | grep -v '^? - ?'; grep -c '^\[Event ' "$o"; else echo "pgn-extract is not installed (Debian package pgn-extract)"; fi; rm -f "$o"
Warning: Result of 1-0 is inconsistent with checkmate by black in
File stdin: Line number: 42
6

# --- replay ---------------------------------------------------------------------------------

# The main line goes on past the bad variation, to the last move before its own error ...
$ pgnkit replay --game=1 lines/variation-errors.pgn 2>&1
lines/variation-errors.pgn:9:26: error: illegal move 'Kd5': no king can reach d5 [illegal-move]
lines/variation-errors.pgn:10:8: error: illegal move 'Ke3': no king can reach e3 (suggestion: Kf1, Ke2, O-O) [illegal-move]
1 e4 rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1
2 e5 rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2
3 Nf3 rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2
4 Nc6 r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3
5 Bb5 r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3
6 Ke7 r1bq1bnr/ppppkppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQ - 4 4
? 1

# ... and to its end when it has no error.
$ pgnkit replay --format=fen lines/variation-errors.pgn 2>/dev/null
r1bq1bnr/ppppkppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQ - 4 4
rnbqkbnr/ppp2ppp/4p3/3p4/2PP4/8/PP2PPPP/RNBQKBNR w KQkq - 0 3
rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2
rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3
? 1

$ pgnkit replay --format=fen --to=iccs lines/xiangqi-variation-errors.pgn 2>/dev/null
rnbakabr1/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 3
? 1
