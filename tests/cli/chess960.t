# Command-line tests of Chess960 (pgnkit-rules(7), CHESS960) in every subcommand. Run by:
# make cli-test
# The positions reached and the perft counts were checked against Stockfish 15.1 in Chess960
# mode (setoption name UCI_Chess960 value true; position fen ... moves ...; d / go perft N).
#
# testdata/chess960/castling.pgn: two games, Variant "Chess960" and "Fischerandom". In game 1
# (start 349, NRKBQRBN) both sides castle long with the king staying on c1/c8 and the rook going
# from b1 to d1; in game 2 (start 0, BBQNNRKR) the king goes from g1 to c1, crossing its rook's
# square f1, the rook going to d1. illegal.pgn is the same with Black's last move O-O, blocked
# by the rook on f8.

# --- validate ---------------------------------------------------------------------------------

$ pgnkit validate chess960/castling.pgn
2 games: 2 valid, 0 invalid; 0 errors, 0 warnings

$ pgnkit validate chess960/illegal.pgn
chess960/illegal.pgn:25:52: error: illegal move 'O-O': f8 is not empty: the king stays on g8 and the rook goes from h8 to f8 over empty squares [illegal-move]
2 games: 1 valid, 1 invalid; 1 error, 0 warnings
? 1

$ pgnkit validate --format=json chess960/castling.pgn | grep -o '"variant":"[a-z0-9]*","notation":"san","lang":"en","plies":[0-9]*,"valid":true'
"variant":"chess960","notation":"san","lang":"en","plies":6,"valid":true
"variant":"chess960","notation":"san","lang":"en","plies":10,"valid":true

# --variant=chess960 plays a game with no Variant tag by Chess960's rules.
$ printf '[SetUp "1"]\n[FEN "nrkbqrbn/pppppppp/8/8/8/8/PPPPPPPP/NRKBQRBN w KQkq - 0 1"]\n\n1. e4 e5 2. Be2 Be7 3. O-O-O *\n' | pgnkit validate --variant=chess960
1 game: 1 valid, 0 invalid; 0 errors, 0 warnings

# Read as chess, the same game's castling rights cannot be (they are dropped), and it cannot
# castle.
$ printf '[SetUp "1"]\n[FEN "nrkbqrbn/pppppppp/8/8/8/8/PPPPPPPP/NRKBQRBN w KQkq - 0 1"]\n\n1. e4 e5 2. Be2 Be7 3. O-O-O *\n' | pgnkit validate 2>&1
<stdin>:2:1: warning: FEN tag: field 3 (castling): right 'K' needs the white king on e1: the castling rights that cannot be are dropped (suggestion: nrkbqrbn/pppppppp/8/8/8/8/PPPPPPPP/NRKBQRBN w - - 0 1) [bad-fen]
<stdin>:4:24: error: illegal move 'O-O-O': there is no rook on a1 any more [illegal-move]
1 game: 0 valid, 1 invalid; 1 error, 1 warning
? 1

# A Chess960 game has its start in a FEN tag.
$ printf '[Variant "Chess960"]\n\n1. e4 *\n' | pgnkit validate
<stdin>:1:1: error: a Chess960 game needs its starting position in a FEN tag [bad-tag]
1 game: 0 valid, 1 invalid; 1 error, 0 warnings
? 1

# A Shredder-FEN castling field in a FEN tag.
$ printf '[Variant "960"]\n[SetUp "1"]\n[FEN "nrkbqrbn/pppppppp/8/8/8/8/PPPPPPPP/NRKBQRBN w FBfb - 0 1"]\n\n1. e4 e5 2. Be2 Be7 3. O-O-O O-O-O *\n' | pgnkit replay --format=fen
n1krqrbn/ppppbppp/8/4p3/4P3/8/PPPPBPPP/N1KRQRBN w - - 4 4

# --- convert: every notation, and back ----------------------------------------------------------

$ pgnkit convert --to=uci chess960/castling.pgn | grep '^1\.'
1. e2e4 e7e5 2. d1e2 d8e7 3. c1b1 c8b8 *
1. e1f3 e8f6 2. d1e3 d8e6 3. c2c4 c7c5 4. c1c2 c8c7 5. g1f1 g8f8 *

$ pgnkit convert --to=iccf chess960/castling.pgn | grep '^1\.'
1. 5254 5755 2. 4152 4857 3. 3121 3828 *
1. 5163 5866 2. 4153 4856 3. 3234 3735 4. 3132 3837 5. 7161 7868 *

$ pgnkit convert --to=lan chess960/castling.pgn | grep -A1 '^1\. N'
1. Ne1-f3 Ne8-f6 2. Nd1-e3 Nd8-e6 3. c2-c4 c7-c5 4. Qc1-c2 Qc8-c7 5. O-O-O
O-O-O *

$ pgnkit convert --to=descriptive chess960/castling.pgn | grep '^1\.'
1. P-K4 P-K4 2. B-K2 B-K2 3. O-O-O O-O-O *
1. N-KB3 N-KB3 2. N-K3 N-K3 3. P-B4 P-B4 4. Q-B2 Q-B2 5. O-O-O O-O-O *

$ pgnkit convert --to=san --lang=it chess960/castling.pgn | grep '^1\.'
1. e4 e5 2. Ae2 Ae7 3. O-O-O O-O-O *
1. Cf3 Cf6 2. Ce3 Ce6 3. c4 c5 4. Dc2 Dc7 5. O-O-O O-O-O *

# Each notation read back gives the same games.
$ for t in lan uci iccf descriptive; do pgnkit convert --to=$t chess960/castling.pgn | pgnkit convert --to=san | cmp - chess960/castling.san && echo "$t: the same"; done
lan: the same
uci: the same
iccf: the same
descriptive: the same

# The two-square king move of UCI is read as the castling it is.
$ printf '[Variant "Chess960"]\n[SetUp "1"]\n[FEN "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"]\n\n1. e1f3 e8f6 2. d1e3 d8e6 3. c2c4 c7c5 4. c1c2 c8c7 5. g1c1 *\n' | pgnkit convert | grep '^1\.'
1. Nf3 Nf6 2. Ne3 Ne6 3. c4 c5 4. Qc2 Qc7 5. O-O-O *

# --- replay -----------------------------------------------------------------------------------

$ pgnkit replay --to=uci --game=1 chess960/castling.pgn
1 e2e4 nrkbqrbn/pppppppp/8/8/4P3/8/PPPP1PPP/NRKBQRBN b KQkq e3 0 1
2 e7e5 nrkbqrbn/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/NRKBQRBN w KQkq e6 0 2
3 d1e2 nrkbqrbn/pppp1ppp/8/4p3/4P3/8/PPPPBPPP/NRK1QRBN b KQkq - 1 2
4 d8e7 nrk1qrbn/ppppbppp/8/4p3/4P3/8/PPPPBPPP/NRK1QRBN w KQkq - 2 3
5 c1b1 nrk1qrbn/ppppbppp/8/4p3/4P3/8/PPPPBPPP/N1KRQRBN b kq - 3 3
6 c8b8 n1krqrbn/ppppbppp/8/4p3/4P3/8/PPPPBPPP/N1KRQRBN w - - 4 4

$ pgnkit replay --format=fen chess960/castling.pgn
n1krqrbn/ppppbppp/8/4p3/4P3/8/PPPPBPPP/N1KRQRBN w - - 4 4
bbkr3r/ppqppppp/4nn2/2p5/2P5/4NN2/PPQPPPPP/BBKR3R w - - 4 6

$ pgnkit replay --format=json --ply=0 chess960/castling.pgn
{"game":1,"variant":"chess960","plies":[{"ply":0,"move":null,"fen":"nrkbqrbn/pppppppp/8/8/8/8/PPPPPPPP/NRKBQRBN w KQkq - 0 1"}]}
{"game":2,"variant":"chess960","plies":[{"ply":0,"move":null,"fen":"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"}]}

$ pgnkit replay --format=board --ascii --game=2 chess960/castling.pgn
8  b b k r . . . r
7  p p q p p p p p
6  . . . . n n . .
5  . . p . . . . .
4  . . P . . . . .
3  . . . . N N . .
2  P P Q P P P P P
1  B B K R . . . R
   a b c d e f g h
White to move

# --- fen ----------------------------------------------------------------------------------------

# A start by its number: 518 is chess's, 0 and 959 the ends of the numbering.
$ pgnkit fen --variant=chess960 518
rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1

$ pgnkit fen --variant=chess960 0
bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1

$ pgnkit fen --variant=chess960 959
rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1

$ pgnkit fen --variant=chess960 960 2>&1
pgnkit fen: invalid FEN: start number 960: the Chess960 starts are numbered 0 to 959 (518 is chess's)
? 1

# X-FEN out by default, Shredder-FEN on request; either read.
$ pgnkit fen --variant=chess960 --castling=shredder 349
nrkbqrbn/pppppppp/8/8/8/8/PPPPPPPP/NRKBQRBN w FBfb - 0 1

$ pgnkit fen --variant=chess960 'nrkbqrbn/pppppppp/8/8/8/8/PPPPPPPP/NRKBQRBN w BFbf - 0 1'
nrkbqrbn/pppppppp/8/8/8/8/PPPPPPPP/NRKBQRBN w KQkq - 0 1

$ pgnkit fen --variant=chess960 'nrkbqrbn/pppppppp/8/8/8/8/PPPPPPPP/NRKBQRBN w HAha - 0 1' 2>&1
pgnkit fen: invalid FEN: field 3 (castling): right 'H' needs a white rook on h1
  nrkbqrbn/pppppppp/8/8/8/8/PPPPPPPP/NRKBQRBN w HAha - 0 1
                                                ^
? 1

# An inner rook's right is written by its file: the rook on f1, not the one on h1; O-O with it
# moves the king alone (e1f1: the king from e1 to g1, the rook staying on f1).
$ pgnkit fen --variant=chess960 '4k3/8/8/8/8/8/8/4KR1R w F - 0 1'
4k3/8/8/8/8/8/8/4KR1R w F - 0 1

$ pgnkit fen --variant=chess960 '4k3/8/8/8/8/8/8/4KR1R w F - 0 1' O-O
4k3/8/8/8/8/8/8/5RKR b - - 1 1

# The legal moves of start 0 after 4. Qc2 Qc7: the long castling, the king taking its rook.
$ pgnkit fen --variant=chess960 --legal --to=uci 0 Nf3 Nf6 Ne3 Ne6 c4 c5 Qc2 Qc7 | grep '^g1'
g1f1

$ pgnkit fen --variant=chess960 --perft=3 349
6658

$ pgnkit fen --variant=chess960 --perft=2 --divide 349 | tail -n 3
Ng3 18

324

# Is the position one Chess960 starts from?
$ pgnkit fen --variant=chess960 --check --start 'nrkbqrbn/pppppppp/8/8/8/8/PPPPPPPP/NRKBQRBN w KQkq - 0 1'
valid: Chess960 start 349

$ pgnkit fen --variant=chess960 --check --start 'nrkbqrbn/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
valid: Double Fischer Random start: white 518, black 349

$ pgnkit fen --variant=chess960 --check --start 'nrkbqrbn/pppppppp/8/8/8/8/PPPPPPPP/NRKBQRBN w - - 0 1' 2>&1
pgnkit fen: not a Chess960 start: a start has all four castling rights
? 1

$ pgnkit fen --check --start 2>&1
valid: the start position

$ pgnkit fen --check --start startpos e4 2>&1
pgnkit fen: not the start position of chess
? 1

$ pgnkit fen --start 2>&1
pgnkit fen: --start goes with --check
? 2
