# Command-line tests: games pgnkit does not play are refused, never shown as chess. Run by:
# make cli-test
#
# testdata/variants/not-played.pgn holds five games whose Variant tag names a game pgnkit does
# not play (Crazyhouse, Three-check, Horde, Atomic, Janggi with moves that look like Xiangqi's) and a last one of standard chess (1.d4 d5). Every subcommand gives each refused
# game the diagnostic validate gives, goes on with the next game, and exits 1; replay shows no
# position for a refused game (not the standard start in its place), and convert keeps its
# moves as written.

$ pgnkit validate variants/not-played.pgn 2>&1
variants/not-played.pgn:8:1: error: variant 'Crazyhouse' is not played by pgnkit: its games are not checked (it plays chess, kingless, xiangqi and chess960) [bad-tag]
variants/not-played.pgn:19:1: error: variant 'Three-check' is not played by pgnkit: its games are not checked (it plays chess, kingless, xiangqi and chess960) [bad-tag]
variants/not-played.pgn:32:1: error: variant 'Horde' is not played by pgnkit: its games are not checked (it plays chess, kingless, xiangqi and chess960) [bad-tag]
variants/not-played.pgn:43:1: error: variant 'Atomic' is not played by pgnkit: its games are not checked (it plays chess, kingless, xiangqi and chess960) [bad-tag]
variants/not-played.pgn:54:1: error: variant 'Janggi' is not played by pgnkit: its games are not checked (it plays chess, kingless, xiangqi and chess960) [bad-tag]
6 games: 1 valid, 5 invalid; 5 errors, 0 warnings
? 1

# --- replay: the chess game only, in every format -------------------------------------------

$ pgnkit replay variants/not-played.pgn 2>&1
variants/not-played.pgn:8:1: error: variant 'Crazyhouse' is not played by pgnkit: its games are not checked (it plays chess, kingless, xiangqi and chess960) [bad-tag]
variants/not-played.pgn:19:1: error: variant 'Three-check' is not played by pgnkit: its games are not checked (it plays chess, kingless, xiangqi and chess960) [bad-tag]
variants/not-played.pgn:32:1: error: variant 'Horde' is not played by pgnkit: its games are not checked (it plays chess, kingless, xiangqi and chess960) [bad-tag]
variants/not-played.pgn:43:1: error: variant 'Atomic' is not played by pgnkit: its games are not checked (it plays chess, kingless, xiangqi and chess960) [bad-tag]
variants/not-played.pgn:54:1: error: variant 'Janggi' is not played by pgnkit: its games are not checked (it plays chess, kingless, xiangqi and chess960) [bad-tag]
1 d4 rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 1
2 d5 rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq d6 0 2
? 1

$ pgnkit replay --format=fen variants/not-played.pgn 2>/dev/null
rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq d6 0 2
? 1

$ pgnkit replay --format=json variants/not-played.pgn 2>/dev/null
{"game":6,"variant":"chess","plies":[{"ply":0,"move":null,"fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},{"ply":1,"move":"d4","uci":"d2d4","fen":"rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 1"},{"ply":2,"move":"d5","uci":"d7d5","fen":"rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq d6 0 2"}]}
? 1

$ pgnkit replay --format=board --ascii variants/not-played.pgn 2>/dev/null
8  r n b q k b n r
7  p p p . p p p p
6  . . . . . . . .
5  . . . p . . . .
4  . . . P . . . .
3  . . . . . . . .
2  P P P . P P P P
1  R N B Q K B N R
   a b c d e f g h
White to move
? 1

# One picture, of the first game by default: a refused game gives none (nor says that the
# input has no such game).
$ pgnkit replay --format=svg variants/not-played.pgn 2>&1
variants/not-played.pgn:8:1: error: variant 'Crazyhouse' is not played by pgnkit: its games are not checked (it plays chess, kingless, xiangqi and chess960) [bad-tag]
? 1

$ pgnkit replay --format=svg --game=2 variants/not-played.pgn 2>&1
variants/not-played.pgn:19:1: error: variant 'Three-check' is not played by pgnkit: its games are not checked (it plays chess, kingless, xiangqi and chess960) [bad-tag]
? 1

$ pgnkit replay --format=fen --game=5 variants/not-played.pgn 2>&1
variants/not-played.pgn:54:1: error: variant 'Janggi' is not played by pgnkit: its games are not checked (it plays chess, kingless, xiangqi and chess960) [bad-tag]
? 1

# --- convert: the refused games kept as written -----------------------------------------------

$ pgnkit convert variants/not-played.pgn >/dev/null 2>&1
? 1

$ pgnkit convert --to=uci variants/not-played.pgn 2>/dev/null | grep -v '^\[\|^$'
1. e4 d5 2. exd5 Qxd5 3. Nc3 Qd8 4. P@e5 *
1. g3 g6 2. f4 f5 *
1. e4 e5 *
1. Nf3 d5 *
1. h0g2 h9g7 *
1. d2d4 d7d5 *

# In JSON no start position is given for them ("start" is null) and their moves are not
# converted.
$ pgnkit convert --to=json variants/not-played.pgn 2>/dev/null | sed -n 2p
{"tags":{"Event":"Three-check","Site":"?","Date":"????.??.??","Round":"?","White":"?","Black":"?","Result":"*","Variant":"Three-check","SetUp":"1","FEN":"bqnrknrb/pppppppp/8/8/8/8/PPPPPPPP/BQNRKNRB w KQkq - 0 1"},"start":null,"moves":[{"before":true,"after":[{"not_converted":"1. g3 g6 2. f4 f5"}]}],"result":"*"}

$ pgnkit convert --to=json variants/not-played.pgn 2>/dev/null | sed -n 5p
{"tags":{"Event":"Janggi","Site":"?","Date":"????.??.??","Round":"?","White":"?","Black":"?","Result":"*","Variant":"Janggi"},"start":null,"moves":[{"before":true,"after":[{"not_converted":"1. h0g2 h9g7"}]}],"result":"*"}
