# Command-line tests of 'pgnkit replay'. Run by: make cli-test
#
# The games are in testdata/convert/ (see tests/cli/convert.t). features.pgn holds two games:
# the first (1.e4 Nf6 2.e5 d5 3.exd6 e.p. ... 12.Qxh7#) with its variations, which replay
# leaves out, and the second from a FEN with Black to move (60...Kg3 61.Kg1 d1=R#). Every FEN
# below was checked against Stockfish 15.1 ("position startpos moves ..." then "d"), except the
# en passant field: Stockfish writes it only when a capture is possible, pgnkit after every
# double pawn push as the PGN standard says, so those were checked by hand (e3, d6, d3 and a6
# after 1.e4, 2...d5, 7.d4 and 10...a5). The halfmove clock restarts at every pawn move and
# capture, the fullmove number grows after each Black move.
#
# Standard output is not a terminal here, so boards are drawn with letters.

# --- PLY MOVE FEN -----------------------------------------------------------------------------

# One line per ply of the main line; a blank line between games. Plies count from each game's
# start, also when it starts from a FEN.
$ pgnkit replay convert/features.pgn
1 e4 rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1
2 Nf6 rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2
3 e5 rnbqkb1r/pppppppp/5n2/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2
4 d5 rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3
5 exd6 rnbqkb1r/ppp1pppp/3P1n2/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3
6 e6 rnbqkb1r/ppp2ppp/3Ppn2/8/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 4
7 dxc7 rnbqkb1r/ppP2ppp/4pn2/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 4
8 Be7 rnbqk2r/ppP1bppp/4pn2/8/8/8/PPPP1PPP/RNBQKBNR w KQkq - 1 5
9 cxd8=Q+ rnbQk2r/pp2bppp/4pn2/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 5
10 Bxd8 rnbbk2r/pp3ppp/4pn2/8/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 6
11 Nc3 rnbbk2r/pp3ppp/4pn2/8/8/2N5/PPPP1PPP/R1BQKBNR b KQkq - 1 6
12 O-O rnbb1rk1/pp3ppp/4pn2/8/8/2N5/PPPP1PPP/R1BQKBNR w KQ - 2 7
13 d4 rnbb1rk1/pp3ppp/4pn2/8/3P4/2N5/PPP2PPP/R1BQKBNR b KQ d3 0 7
14 Nd5 rnbb1rk1/pp3ppp/4p3/3n4/3P4/2N5/PPP2PPP/R1BQKBNR w KQ - 1 8
15 Bd3 rnbb1rk1/pp3ppp/4p3/3n4/3P4/2NB4/PPP2PPP/R1BQK1NR b KQ - 2 8
16 b6 rnbb1rk1/p4ppp/1p2p3/3n4/3P4/2NB4/PPP2PPP/R1BQK1NR w KQ - 0 9
17 Be3 rnbb1rk1/p4ppp/1p2p3/3n4/3P4/2NBB3/PPP2PPP/R2QK1NR b KQ - 1 9
18 Bb7 rn1b1rk1/pb3ppp/1p2p3/3n4/3P4/2NBB3/PPP2PPP/R2QK1NR w KQ - 2 10
19 Qh5 rn1b1rk1/pb3ppp/1p2p3/3n3Q/3P4/2NBB3/PPP2PPP/R3K1NR b KQ - 3 10
20 a5 rn1b1rk1/1b3ppp/1p2p3/p2n3Q/3P4/2NBB3/PPP2PPP/R3K1NR w KQ a6 0 11
21 O-O-O rn1b1rk1/1b3ppp/1p2p3/p2n3Q/3P4/2NBB3/PPP2PPP/2KR2NR b - - 1 11
22 a4 rn1b1rk1/1b3ppp/1p2p3/3n3Q/p2P4/2NBB3/PPP2PPP/2KR2NR w - - 0 12
23 Qxh7# rn1b1rk1/1b3ppQ/1p2p3/3n4/p2P4/2NBB3/PPP2PPP/2KR2NR b - - 0 12

1 Kg3 8/8/8/8/8/6k1/3p4/7K w - - 1 61
2 Kg1 8/8/8/8/8/6k1/3p4/6K1 b - - 2 61
3 d1=R# 8/8/8/8/8/6k1/8/3r2K1 w - - 0 62

# Diagnostics and lines into one file (2>&1): a game's diagnostics come right before its lines,
# after the blank line that ends the game before. (Once the second game's error came first, before
# the first game's lines, which stdio held back; into a file of its own the output is written in
# blocks of 1 MiB.)
$ printf '1. e4 e5 *\n\n1. d4 Ke6 *\n' > /tmp/pgnkit-replay-$$.pgn; pgnkit replay /tmp/pgnkit-replay-$$.pgn > /tmp/pgnkit-replay-$$.out 2>&1; echo "status $?"; sed "s|/tmp/pgnkit-replay-[0-9]*|GAME|" /tmp/pgnkit-replay-$$.out; rm -f /tmp/pgnkit-replay-$$.*
status 1
1 e4 rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1
2 e5 rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2

GAME.pgn:3:7: error: illegal move 'Ke6': no king can reach e6 [illegal-move]
1 d4 rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 1

# The same with --format=board: the blank line between two diagrams, then the second game's
# diagnostics, then its diagram.
$ printf '[Event "a"]\n\n1. e4 e5 *\n\n[Event "b"]\n\n1. d4 Ke6 *\n' > /tmp/pgnkit-replay-$$.pgn; pgnkit replay --format=board /tmp/pgnkit-replay-$$.pgn > /tmp/pgnkit-replay-$$.out 2>&1; echo "status $?"; sed "s|/tmp/pgnkit-replay-[0-9]*|GAME|" /tmp/pgnkit-replay-$$.out; rm -f /tmp/pgnkit-replay-$$.*
status 1
8  r n b q k b n r
7  p p p p . p p p
6  . . . . . . . .
5  . . . . p . . .
4  . . . . P . . .
3  . . . . . . . .
2  P P P P . P P P
1  R N B Q K B N R
   a b c d e f g h
White to move

GAME.pgn:7:7: error: illegal move 'Ke6': no king can reach e6 [illegal-move]
8  r n b q k b n r
7  p p p p p p p p
6  . . . . . . . .
5  . . . . . . . .
4  . . . P . . . .
3  . . . . . . . .
2  P P P . P P P P
1  R N B Q K B N R
   a b c d e f g h
Black to move

# Output that cannot be written: said, status 2 (once status 2 without a word).
$ pgnkit replay convert/features.pgn 2>&1 >/dev/full
pgnkit replay: cannot write the output: No space left on device
? 2

$ pgnkit replay --game=2 convert/features.pgn
1 Kg3 8/8/8/8/8/6k1/3p4/7K w - - 1 61
2 Kg1 8/8/8/8/8/6k1/3p4/6K1 b - - 2 61
3 d1=R# 8/8/8/8/8/6k1/8/3r2K1 w - - 0 62

# --ply stops there: the en passant capture 3.exd6 is ply 5.
$ pgnkit replay --game=1 --ply=5 convert/features.pgn
1 e4 rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1
2 Nf6 rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2
3 e5 rnbqkb1r/pppppppp/5n2/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2
4 d5 rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3
5 exd6 rnbqkb1r/ppp1pppp/3P1n2/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3

# Ply 0 is the starting position: no move, so no line.
$ pgnkit replay --game=1 --ply=0 convert/features.pgn

# A --ply beyond the end shows the whole game.
$ pgnkit replay --ply=1000 --game=2 convert/features.pgn
1 Kg3 8/8/8/8/8/6k1/3p4/7K w - - 1 61
2 Kg1 8/8/8/8/8/6k1/3p4/6K1 b - - 2 61
3 d1=R# 8/8/8/8/8/6k1/8/3r2K1 w - - 0 62

# The move column in another notation or language (the FENs stay).
$ pgnkit replay --game=1 --to=uci convert/features.pgn | cut -d ' ' -f 1,2
1 e2e4
2 g8f6
3 e4e5
4 d7d5
5 e5d6
6 e7e6
7 d6c7
8 f8e7
9 c7d8q
10 e7d8
11 b1c3
12 e8g8
13 d2d4
14 f6d5
15 f1d3
16 b7b6
17 c1e3
18 c8b7
19 d1h5
20 a7a5
21 e1c1
22 a5a4
23 h5h7

$ pgnkit replay --game=2 --to=lan convert/features.pgn
1 Kf3-g3 8/8/8/8/8/6k1/3p4/7K w - - 1 61
2 Kh1-g1 8/8/8/8/8/6k1/3p4/6K1 b - - 2 61
3 d2-d1=R# 8/8/8/8/8/6k1/8/3r2K1 w - - 0 62

$ pgnkit replay --game=2 --to=iccf convert/features.pgn
1 6373 8/8/8/8/8/6k1/3p4/7K w - - 1 61
2 8171 8/8/8/8/8/6k1/3p4/6K1 b - - 2 61
3 42412 8/8/8/8/8/6k1/8/3r2K1 w - - 0 62

$ pgnkit replay --game=1 --to=iccf --ply=9 convert/features.pgn | tail -n 1
9 37481 rnbQk2r/pp2bppp/4pn2/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 5

$ pgnkit replay --game=2 --lang=it convert/features.pgn
1 Rg3 8/8/8/8/8/6k1/3p4/7K w - - 1 61
2 Rg1 8/8/8/8/8/6k1/3p4/6K1 b - - 2 61
3 d1=T# 8/8/8/8/8/6k1/8/3r2K1 w - - 0 62

$ pgnkit replay --lang=it convert/legal.pgn | cut -d ' ' -f 1,2 | tail -n 4
10 Axd1
11 Axf7+
12 Re7
13 Cd5#

$ pgnkit replay --to=lan --lang=de convert/legal.pgn | tail -n 1
13 Sc3-d5# r2q1bnr/ppp1kBpp/2np4/3NN3/4P3/8/PPPP1PPP/R1BbK2R b KQ - 2 7

# --- --format=fen -----------------------------------------------------------------------------

# The position at the end of each game, or at --ply.
$ pgnkit replay --format=fen convert/features.pgn
rn1b1rk1/1b3ppQ/1p2p3/3n4/p2P4/2NBB3/PPP2PPP/2KR2NR b - - 0 12
8/8/8/8/8/6k1/8/3r2K1 w - - 0 62

$ pgnkit replay --format=fen --ply=0 convert/features.pgn
rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
8/8/8/8/8/5k2/3p4/7K b - - 0 60

$ pgnkit replay --format=fen --ply=4 --game=1 convert/features.pgn
rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3

$ pgnkit replay -f fen -p 12 -g 1 convert/features.pgn
rnbb1rk1/pp3ppp/4pn2/8/8/2N5/PPPP1PPP/R1BQKBNR w KQ - 2 7

# The numeric example (pgnkit-notations(7), ICCF NUMERIC) and Légal's mate.

$ pgnkit replay --format=fen convert/numeric.pgn
r2qkbnr/ppp2ppp/2np4/4N3/2B1P1b1/2N5/PPPP1PPP/R1BQK2R b KQkq - 0 5

$ pgnkit replay --format=fen convert/legal.pgn
r2q1bnr/ppp1kBpp/2np4/3NN3/4P3/8/PPPP1PPP/R1BbK2R b KQ - 2 7

# --- --format=board ---------------------------------------------------------------------------

$ pgnkit replay --format=board convert/features.pgn
8  r n . b . r k .
7  . b . . . p p Q
6  . p . . p . . .
5  . . . n . . . .
4  p . . P . . . .
3  . . N B B . . .
2  P P P . . P P P
1  . . K R . . N R
   a b c d e f g h
Black to move

8  . . . . . . . .
7  . . . . . . . .
6  . . . . . . . .
5  . . . . . . . .
4  . . . . . . . .
3  . . . . . . k .
2  . . . . . . . .
1  . . . r . . K .
   a b c d e f g h
White to move

$ pgnkit replay --format=board --ply=0 --game=1 convert/features.pgn
8  r n b q k b n r
7  p p p p p p p p
6  . . . . . . . .
5  . . . . . . . .
4  . . . . . . . .
3  . . . . . . . .
2  P P P P P P P P
1  R N B Q K B N R
   a b c d e f g h
White to move

# Letters also under a UTF-8 locale, standard output not being a terminal; --ascii asks for
# them always.
$ LC_ALL=C.UTF-8 pgnkit replay --format=board --game=2 --ply=0 convert/features.pgn
8  . . . . . . . .
7  . . . . . . . .
6  . . . . . . . .
5  . . . . . . . .
4  . . . . . . . .
3  . . . . . k . .
2  . . . p . . . .
1  . . . . . . . K
   a b c d e f g h
Black to move

$ pgnkit replay --format=board --ascii --game=2 --ply=0 convert/features.pgn
8  . . . . . . . .
7  . . . . . . . .
6  . . . . . . . .
5  . . . . . . . .
4  . . . . . . . .
3  . . . . . k . .
2  . . . p . . . .
1  . . . . . . . K
   a b c d e f g h
Black to move

# --- --format=json ----------------------------------------------------------------------------

# One object per game: ply 0 (no move) and every ply with its move, UCI and FEN.
$ pgnkit replay --format=json convert/features.pgn | tail -n 1
{"game":2,"variant":"chess","plies":[{"ply":0,"move":null,"fen":"8/8/8/8/8/5k2/3p4/7K b - - 0 60"},{"ply":1,"move":"Kg3","uci":"f3g3","fen":"8/8/8/8/8/6k1/3p4/7K w - - 1 61"},{"ply":2,"move":"Kg1","uci":"h1g1","fen":"8/8/8/8/8/6k1/3p4/6K1 b - - 2 61"},{"ply":3,"move":"d1=R#","uci":"d2d1r","fen":"8/8/8/8/8/6k1/8/3r2K1 w - - 0 62"}]}

$ pgnkit replay --format=json --ply=1 convert/features.pgn
{"game":1,"variant":"chess","plies":[{"ply":0,"move":null,"fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},{"ply":1,"move":"e4","uci":"e2e4","fen":"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"}]}
{"game":2,"variant":"chess","plies":[{"ply":0,"move":null,"fen":"8/8/8/8/8/5k2/3p4/7K b - - 0 60"},{"ply":1,"move":"Kg3","uci":"f3g3","fen":"8/8/8/8/8/6k1/3p4/7K w - - 1 61"}]}

$ pgnkit replay --format=json --to=iccf --ply=1 --game=1 convert/features.pgn
{"game":1,"variant":"chess","plies":[{"ply":0,"move":null,"fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},{"ply":1,"move":"5254","uci":"e2e4","fen":"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"}]}

# --- --format=svg -----------------------------------------------------------------------------

# A picture of the first game's position (the last ply, or --ply). At the start: 32 pieces,
# counted as the squares that hold a chess glyph (U+2654 to U+265F), 16 of them in White's
# colour; 8 file letters and 8 rank numbers.
$ pgnkit replay --format=svg --ply=0 convert/features.pgn | head -n 1
<?xml version="1.0" encoding="UTF-8"?>

$ pgnkit replay --format=svg --ply=0 convert/features.pgn | grep -c '^<svg '
1

$ pgnkit replay --format=svg --ply=0 convert/features.pgn | tail -n 1
</svg>

$ pgnkit replay --format=svg --ply=0 convert/features.pgn | grep -E '>&#98(1[2-9]|2[0-3]);' | grep -o 'x="[0-9]*" y="[0-9]*"' | sort -u | wc -l
32

$ pgnkit replay --format=svg --ply=0 convert/features.pgn | grep -E 'fill="#(fff|ffffff|white)"' | grep -E '>&#98(1[2-9]|2[0-3]);' | grep -o 'x="[0-9]*" y="[0-9]*"' | sort -u | wc -l
16

$ pgnkit replay --format=svg --ply=0 convert/features.pgn | grep -Ec '<text[^>]*>([a-h]|[1-8])</text>'
16

# 1.e4 takes nothing; the first game's five captures (3.exd6 e.p., 4.dxc7, 5.cxd8=Q+ Bxd8,
# 12.Qxh7#) leave 27 pieces, as in its last FEN rn1b1rk1/1b3ppQ/1p2p3/3n4/p2P4/2NBB3/PPP2PPP/
# 2KR2NR; the second game ends with three.
$ pgnkit replay --format=svg --ply=1 convert/features.pgn | grep -E '>&#98(1[2-9]|2[0-3]);' | grep -o 'x="[0-9]*" y="[0-9]*"' | sort -u | wc -l
32

$ pgnkit replay --format=svg convert/features.pgn | grep -E '>&#98(1[2-9]|2[0-3]);' | grep -o 'x="[0-9]*" y="[0-9]*"' | sort -u | wc -l
27

$ pgnkit replay --format=svg --game=2 convert/features.pgn | grep -E '>&#98(1[2-9]|2[0-3]);' | grep -o 'x="[0-9]*" y="[0-9]*"' | sort -u | wc -l
3

# --- Damaged games, errors --------------------------------------------------------------------

# Replayed up to the illegal move (7.Be2), the diagnostic on standard error, exit status 1;
# the good game after it is replayed too.
$ pgnkit replay convert/damaged.pgn
1 e4 rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1
2 e5 rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2
3 Nf3 rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2
4 Nc6 r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3
5 Bb5 r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3
6 a6 r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4
7 Bxc6 r1bqkbnr/1ppp1ppp/p1B5/4p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 0 4
8 dxc6 r1bqkbnr/1pp2ppp/p1p5/4p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 5
9 Nxe5 r1bqkbnr/1pp2ppp/p1p5/4N3/4P3/8/PPPP1PPP/RNBQK2R b KQkq - 0 5
10 Qd4 r1b1kbnr/1pp2ppp/p1p5/4N3/3qP3/8/PPPP1PPP/RNBQK2R w KQkq - 1 6
11 Nf3 r1b1kbnr/1pp2ppp/p1p5/8/3qP3/5N2/PPPP1PPP/RNBQK2R b KQkq - 2 6
12 Qxe4+ r1b1kbnr/1pp2ppp/p1p5/8/4q3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 7

1 d4 rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 1
2 d5 rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq d6 0 2
3 c4 rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR b KQkq c3 0 2
4 e6 rnbqkbnr/ppp2ppp/4p3/3p4/2PP4/8/PP2PPPP/RNBQKBNR w KQkq - 0 3
5 Nc3 rnbqkbnr/ppp2ppp/4p3/3p4/2PP4/2N5/PP2PPPP/R1BQKBNR b KQkq - 1 3
6 Nf6 rnbqkb1r/ppp2ppp/4pn2/3p4/2PP4/2N5/PP2PPPP/R1BQKBNR w KQkq - 2 4
? 1

$ pgnkit replay convert/damaged.pgn 2>&1 >/dev/null
convert/damaged.pgn:10:10: error: illegal move 'Be2': no bishop can reach e2 (White is in check) (suggestion: Qe2, Kf1) [illegal-move]
? 1

$ pgnkit replay --format=fen convert/damaged.pgn
r1b1kbnr/1pp2ppp/p1p5/8/4q3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 7
rnbqkb1r/ppp2ppp/4pn2/3p4/2PP4/2N5/PP2PPPP/R1BQKBNR w KQkq - 2 4
? 1

# Only the chosen game is checked.
$ pgnkit replay --game=2 --format=fen convert/damaged.pgn
rnbqkb1r/ppp2ppp/4pn2/3p4/2PP4/2N5/PP2PPPP/R1BQKBNR w KQkq - 2 4

# One input file at most: two are a usage error.
$ pgnkit replay --format=fen convert/numeric.pgn convert/legal.pgn 2>&1
pgnkit replay: one input file at most (got 2)
? 2

# A game number the input does not have: exit status 1.
$ pgnkit replay --game=3 convert/features.pgn 2>&1
pgnkit replay: the input has no game 3
? 1

# Usage errors: exit status 2.
$ pgnkit replay --format=xml convert/legal.pgn 2>&1
pgnkit replay: --format: 'xml' is not lines, fen, board, json or svg
Try 'pgnkit replay --help'.
? 2

$ pgnkit replay --to=json convert/legal.pgn 2>&1
pgnkit replay: --to: 'json' is not san, lan, uci, iccf (chess) or iccs, wxf, chinese (Xiangqi)
Try 'pgnkit replay --help'.
? 2

$ pgnkit replay --game=0 convert/legal.pgn 2>&1
pgnkit replay: --game: '0' is not a game number (1 or more)
Try 'pgnkit replay --help'.
? 2

$ pgnkit replay --ply=-1 convert/legal.pgn 2>&1
pgnkit replay: --ply: '-1' is not a ply number (0 or more)
Try 'pgnkit replay --help'.
? 2

$ pgnkit replay --ply=x convert/legal.pgn 2>&1
pgnkit replay: --ply: 'x' is not a ply number (0 or more)
Try 'pgnkit replay --help'.
? 2

$ pgnkit replay convert/missing.pgn 2>&1
pgnkit replay: cannot read 'convert/missing.pgn': No such file or directory
? 2

$ pgnkit replay --help | head -n 1
usage: pgnkit replay [OPTIONS] [FILE]

# --- Standard input ---------------------------------------------------------------------------

$ pgnkit replay < convert/legal.pgn | tail -n 2
12 Ke7 r2q1bnr/ppp1kBpp/2np4/4N3/4P3/2N5/PPPP1PPP/R1BbK2R w KQ - 1 7
13 Nd5# r2q1bnr/ppp1kBpp/2np4/3NN3/4P3/8/PPPP1PPP/R1BbK2R b KQ - 2 7

$ cat convert/numeric.pgn | pgnkit replay --format=fen -
r2qkbnr/ppp2ppp/2np4/4N3/2B1P1b1/2N5/PPPP1PPP/R1BQK2R b KQkq - 0 5

$ pgnkit replay < convert/damaged.pgn 2>&1 >/dev/null
<stdin>:10:10: error: illegal move 'Be2': no bishop can reach e2 (White is in check) (suggestion: Qe2, Kf1) [illegal-move]
? 1
