# Command-line tests of Xiangqi (pgnkit-rules(7) and pgnkit-notations(7), XIANGQI; issue 7).
# Run by: make cli-test
#
# The games are in testdata/xiangqi/, written for these tests. Every verdict was checked
# independently of pgnkit with Fairy-Stockfish 11.1 (UCI_Variant xiangqi; it writes ranks 1-10,
# so a2 there is a1 here): each move of each game is in its 'go perft 1' list, each illegal move
# is not (and the legal moves pgnkit suggests are exactly Fairy-Stockfish's moves of that man),
# the checks come from its 'd' command (Checkers:), and the mates and stalemates have no legal
# move there. The repetitions were counted by hand from the positions it prints. The WXF and
# Chinese texts were written by hand from pgnkit-notations(7), XIANGQI, and compared with pgnkit's.
# Perft 1-5 from the start position and the divide below agree with Fairy-Stockfish.
#
# Where only the verdict matters, the JSON lines are cut to "plies", "valid" and "outcome" with
# grep -o.

# --- pgnkit fen --variant=xiangqi: the start position and moves -------------------------------

$ pgnkit fen --variant=xiangqi
rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1

$ pgnkit fen --variant=xiangqi startpos
rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1

# The same two moves (central cannon, horse to defend) in ICCS, WXF, Chinese (simplified with
# full-width digits, traditional with ASCII digits), and mixed.
$ pgnkit fen --variant=xiangqi h2e2 h9g7
rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2

$ pgnkit fen --variant=xiangqi C2.5 H8+7
rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2

$ pgnkit fen --variant=xiangqi 炮二平五 马８进７
rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2

$ pgnkit fen --variant=xiangqi 砲二平五 馬8進7
rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2

$ pgnkit fen --variant=xiangqi h2e2 H8+7 马二进三 i9h9
rnbakabr1/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 3

# The start position's examples of pgnkit-notations(7), XIANGQI, WXF: R9+2 = a0a2, H2+3 = h0g2.
$ pgnkit fen --variant=xiangqi R9+2 H8+7 H2+3
rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/RC4NC1/9/1NBAKAB1R b - - 3 2

# From a FEN with Black to move; 'r' is read for Red.
$ pgnkit fen --variant=xiangqi 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1' C8.5
rnbakabnr/9/1c2c4/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2

$ pgnkit fen --variant=xiangqi 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR r - - 0 1' P7+1
rnbakabnr/9/1c5c1/p1p1p1p1p/9/2P6/P3P1P1P/1C5C1/9/RNBAKABNR b - - 1 1

# The other letter set (E elephant, H horse) is read; K A B N R C P are written.
$ pgnkit fen --variant=xiangqi 'rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1'
rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1

# --- fen --check --------------------------------------------------------------------------------

$ pgnkit fen --variant=xiangqi --check
valid

$ pgnkit fen --variant=xiangqi --check 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w'
valid

$ pgnkit fen --variant=xiangqi --check '4k4/9/9/9/4R4/9/9/9/9/3K5 b - - 0 1'
valid

$ pgnkit fen --variant=xiangqi --check 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR' 2>&1
pgnkit fen: invalid FEN: field 2 (side to move): missing (the side to move, 'w' or 'b', must follow the placement)
  rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR
                                                             ^
? 1

$ pgnkit fen --variant=xiangqi --check 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN w - - 0 1' 2>&1
pgnkit fen: invalid FEN: field 1 (placement): rank 0 has 8 points, expected 9
  rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN w - - 0 1
                                                            ^
? 1

$ pgnkit fen --variant=xiangqi --check 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNRR w - - 0 1' 2>&1
pgnkit fen: invalid FEN: field 1 (placement): rank 0 has more than 9 points
  rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNRR w - - 0 1
                                                             ^
? 1

$ pgnkit fen --variant=xiangqi --check 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/RNBAKABNR w - - 0 1' 2>&1
pgnkit fen: invalid FEN: field 1 (placement): 9 ranks, expected 10
  rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/RNBAKABNR w - - 0 1
                                                           ^
? 1

$ pgnkit fen --variant=xiangqi --check 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/9/RNBAKABNR w - - 0 1' 2>&1
pgnkit fen: invalid FEN: field 1 (placement): more than 10 ranks
  rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/9/RNBAKABNR w - - 0 1
                                                     ^
? 1

$ pgnkit fen --variant=xiangqi --check 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAQABNR w - - 0 1' 2>&1
pgnkit fen: invalid FEN: field 1 (placement): 'Q' is not a piece letter (KABENHRCP, kabenhrcp) or a digit 1-9
  rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAQABNR w - - 0 1
                                                        ^
? 1

$ pgnkit fen --variant=xiangqi --check 'rnbakabnr/9/1c5c1/p1p1p1p1p/54/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1' 2>&1
pgnkit fen: invalid FEN: field 1 (placement): two digits in a row on rank 5: write the empty points as one digit
  rnbakabnr/9/1c5c1/p1p1p1p1p/54/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1
                               ^
? 1

$ pgnkit fen --variant=xiangqi --check 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x - - 0 1' 2>&1
pgnkit fen: invalid FEN: field 2 (side to move): 'x' is not 'w' (or 'r') or 'b'
  rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x - - 0 1
                                                              ^
? 1

$ pgnkit fen --variant=xiangqi --check 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w KQkq - 0 1' 2>&1
pgnkit fen: invalid FEN: field 3 (castling): Xiangqi has no castling; write '-'
  rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w KQkq - 0 1
                                                                ^
? 1

$ pgnkit fen --variant=xiangqi --check 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - e3 0 1' 2>&1
pgnkit fen: invalid FEN: field 4 (en passant): Xiangqi has no en passant; write '-'
  rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - e3 0 1
                                                                  ^
? 1

$ pgnkit fen --variant=xiangqi --check 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - x 1' 2>&1
pgnkit fen: invalid FEN: field 5 (halfmove clock): 'x' is not a number of plies
  rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - x 1
                                                                    ^
? 1

$ pgnkit fen --variant=xiangqi --check 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 0' 2>&1
pgnkit fen: invalid FEN: field 6 (fullmove number): '0' is not a move number (1 or more)
  rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 0
                                                                      ^
? 1

$ pgnkit fen --variant=xiangqi --check 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 x' 2>&1
pgnkit fen: invalid FEN: more than 6 fields (placement, side, castling, en passant, halfmove, fullmove)
  rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 x
  ^
? 1

# The men: one general each, inside its palace; advisors, elephants and soldiers on their points;
# no more than the starting count; the generals not facing; the side not to move not in check.
$ pgnkit fen --variant=xiangqi --check 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNR w - - 0 1' 2>&1
pgnkit fen: invalid FEN: field 1 (placement): red has no general
? 1

$ pgnkit fen --variant=xiangqi --check 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBAKABNR w - - 0 1' 2>&1
pgnkit fen: invalid FEN: field 1 (placement): red has 2 generals, expected one
? 1

$ pgnkit fen --variant=xiangqi --check '4k4/9/9/9/9/9/9/9/9/K8 w - - 0 1' 2>&1
pgnkit fen: invalid FEN: field 1 (placement): the red general on a0 cannot stand there (a general stands inside its palace, d0-f2)
  4k4/9/9/9/9/9/9/9/9/K8 w - - 0 1
                      ^
? 1

$ pgnkit fen --variant=xiangqi --check '9/4k4/9/9/9/9/9/9/9/3K5 w - - 0 1'
valid

$ pgnkit fen --variant=xiangqi --check '4k4/9/9/9/9/9/9/9/A8/4K4 w - - 0 1' 2>&1
pgnkit fen: invalid FEN: field 1 (placement): the red advisor on a1 cannot stand there (an advisor stands only on d0, f0, e1, d2 or f2)
  4k4/9/9/9/9/9/9/9/A8/4K4 w - - 0 1
                    ^
? 1

$ pgnkit fen --variant=xiangqi --check '4k4/9/9/9/9/9/9/9/1B7/3K5 w - - 0 1' 2>&1
pgnkit fen: invalid FEN: field 1 (placement): the red elephant on b1 cannot stand there (an elephant stands only on c0, g0, a2, e2, i2, c4 or g4)
  4k4/9/9/9/9/9/9/9/1B7/3K5 w - - 0 1
                     ^
? 1

$ pgnkit fen --variant=xiangqi --check '4k4/9/4B4/9/9/9/9/9/9/3K5 w - - 0 1' 2>&1
pgnkit fen: invalid FEN: field 1 (placement): the red elephant on e7 cannot stand there (an elephant stands only on c0, g0, a2, e2, i2, c4 or g4)
  4k4/9/4B4/9/9/9/9/9/9/3K5 w - - 0 1
         ^
? 1

$ pgnkit fen --variant=xiangqi --check '4k4/9/9/9/9/9/9/1P7/9/3K5 w - - 0 1' 2>&1
pgnkit fen: invalid FEN: field 1 (placement): the red soldier on b2 cannot stand there (a soldier stands on files a, c, e, g, i of ranks 3-4, or beyond the river)
  4k4/9/9/9/9/9/9/1P7/9/3K5 w - - 0 1
                   ^
? 1

$ pgnkit fen --variant=xiangqi --check '4k4/9/9/1p7/9/9/9/9/9/3K5 w - - 0 1' 2>&1
pgnkit fen: invalid FEN: field 1 (placement): the black soldier on b6 cannot stand there (a soldier stands on files a, c, e, g, i of ranks 5-6, or beyond the river)
  4k4/9/9/1p7/9/9/9/9/9/3K5 w - - 0 1
           ^
? 1

$ pgnkit fen --variant=xiangqi --check '4k4/9/9/9/9/9/9/RRR6/9/3K5 w - - 0 1' 2>&1
pgnkit fen: invalid FEN: field 1 (placement): red has 3 chariots, at most 2 possible
? 1

$ pgnkit fen --variant=xiangqi --check '4k4/9/9/9/9/9/9/PPPPPP3/9/3K5 w - - 0 1' 2>&1
pgnkit fen: invalid FEN: field 1 (placement): red has 6 soldiers, at most 5 possible
? 1

$ pgnkit fen --variant=xiangqi --check '4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1' 2>&1
pgnkit fen: invalid FEN: field 1 (placement): the generals face each other on file e with no man between
? 1

$ pgnkit fen --variant=xiangqi --check '4k4/9/9/9/4R4/9/9/9/9/3K5 w - - 0 1' 2>&1
pgnkit fen: invalid FEN: field 2 (side to move): red to move while the black general is in check
  4k4/9/9/9/4R4/9/9/9/9/3K5 w - - 0 1
                            ^
? 1

# --- fen --board ----------------------------------------------------------------------------------

$ pgnkit fen --variant=xiangqi --board h2e2 h9g7
9  r n b a k a b . r
8  . . . . . . . . .
7  . c . . . . n c .
6  p . p . p . p . p
5  . . . . . . . . .
   ~~~~~ river ~~~~~
4  . . . . . . . . .
3  P . P . P . P . P
2  . C . . C . . . .
1  . . . . . . . . .
0  R N B A K A B N R
   a b c d e f g h i
Red to move
rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2

$ pgnkit fen --variant=xiangqi --board '4k4/9/9/N8/9/9/9/9/3R1R3/3K5 w - - 0 1' a6c7
9  . . . . k . . . .
8  . . . . . . . . .
7  . . N . . . . . .
6  . . . . . . . . .
5  . . . . . . . . .
   ~~~~~ river ~~~~~
4  . . . . . . . . .
3  . . . . . . . . .
2  . . . . . . . . .
1  . . . R . R . . .
0  . . . K . . . . .
   a b c d e f g h i
Black to move
4k4/9/2N6/9/9/9/9/9/3R1R3/3K5 b - - 1 1

# --- fen --legal ----------------------------------------------------------------------------------

# The start position: 44 moves, the same list as Fairy-Stockfish's, in each notation.
$ pgnkit fen --variant=xiangqi --legal | paste -s -d ' ' -
a0a1 a0a2 b0a2 b0c2 c0a2 c0e2 d0e1 e0e1 f0e1 g0e2 g0i2 h0g2 h0i2 i0i1 i0i2 b2b3 b2b4 b2b5 b2b6 b2b9 b2b1 b2c2 b2d2 b2e2 b2f2 b2g2 b2a2 h2h3 h2h4 h2h5 h2h6 h2h9 h2h1 h2i2 h2g2 h2f2 h2e2 h2d2 h2c2 a3a4 c3c4 e3e4 g3g4 i3i4

$ pgnkit fen --variant=xiangqi --legal --to=wxf | paste -s -d ' ' -
R9+1 R9+2 H8+9 H8+7 E7+9 E7+5 A6+5 K5+1 A4+5 E3+5 E3+1 H2+3 H2+1 R1+1 R1+2 C8+1 C8+2 C8+3 C8+4 C8+7 C8-1 C8.7 C8.6 C8.5 C8.4 C8.3 C8.9 C2+1 C2+2 C2+3 C2+4 C2+7 C2-1 C2.1 C2.3 C2.4 C2.5 C2.6 C2.7 P9+1 P7+1 P5+1 P3+1 P1+1

$ pgnkit fen --variant=xiangqi --legal --to=chinese | paste -s -d ' ' -
车九进一 车九进二 马八进九 马八进七 相七进九 相七进五 仕六进五 帅五进一 仕四进五 相三进五 相三进一 马二进三 马二进一 车一进一 车一进二 炮八进一 炮八进二 炮八进三 炮八进四 炮八进七 炮八退一 炮八平七 炮八平六 炮八平五 炮八平四 炮八平三 炮八平九 炮二进一 炮二进二 炮二进三 炮二进四 炮二进七 炮二退一 炮二平一 炮二平三 炮二平四 炮二平五 炮二平六 炮二平七 兵九进一 兵七进一 兵五进一 兵三进一 兵一进一

$ pgnkit fen --variant=xiangqi --legal h2e2 | wc -l
45

# Two chariots on one file (d4 in front of d1): WXF and Chinese name them front and rear.
$ pgnkit fen --variant=xiangqi --legal --to=wxf h2e2 h9g7 a0a1 b9c7 a1d1 i9h9 d1d4 a9b9 i0i1 c6c5 i1d1 c7b5 | grep R
R-+1
R-+2
R-.5
R-.4
R-.3
R-.2
R-.1
R-.7
R-.8
R-.9
R++1
R++2
R++3
R++4
R++5
R+-1
R+-2
R+.5
R+.4
R+.3
R+.2
R+.1
R+.7
R+.8
R+.9

$ pgnkit fen --variant=xiangqi --legal --to=chinese h2e2 h9g7 a0a1 b9c7 a1d1 i9h9 d1d4 a9b9 i0i1 c6c5 i1d1 c7b5 | grep 车
后车进一
后车进二
后车平五
后车平四
后车平三
后车平二
后车平一
后车平七
后车平八
后车平九
前车进一
前车进二
前车进三
前车进四
前车进五
前车退一
前车退二
前车平五
前车平四
前车平三
前车平二
前车平一
前车平七
前车平八
前车平九

# Three soldiers on one file: front, middle (by its file alone in WXF) and rear.
$ pgnkit fen --variant=xiangqi --legal --to=wxf '3k5/9/6P2/6P2/6P2/9/9/9/9/4K4 w - - 0 1'
K5+1
K5.4
P-.4
P-.2
P3.4
P3.2
P++1
P+.4
P+.2

$ pgnkit fen --variant=xiangqi --legal --to=chinese '3k5/9/6P2/6P2/6P2/9/9/9/9/4K4 w - - 0 1'
帅五进一
帅五平四
后兵平四
后兵平二
中兵平四
中兵平二
前兵进一
前兵平四
前兵平二

# Two soldiers on each of two files: the file digit comes first (WXF 3+.4, Chinese 前三平四).
$ pgnkit fen --variant=xiangqi --legal --to=wxf '3k5/9/4P1P2/4P1P2/9/9/9/9/9/4K4 w - - 0 1'
K5+1
K5.4
5-.6
5-.4
3-.4
3-.2
5++1
5+.6
5+.4
3++1
3+.4
3+.2

$ pgnkit fen --variant=xiangqi --legal --to=chinese '3k5/9/4P1P2/4P1P2/9/9/9/9/9/4K4 w - - 0 1'
帅五进一
帅五平四
后五平六
后五平四
后三平四
后三平二
前五进一
前五平六
前五平四
前三进一
前三平四
前三平二

# Stalemate: Black, to move, has none.
$ pgnkit fen --variant=xiangqi --legal '4k4/9/9/N8/9/9/9/9/3R1R3/3K5 w - - 0 1' a6c7

# --- fen --perft and --divide ---------------------------------------------------------------------

$ for d in 1 2 3 4; do pgnkit fen --variant=xiangqi --perft=$d; done
44
1920
79666
3290240

$ pgnkit fen --variant=xiangqi --perft=5
133312995

# The other positions of xiangqi_perft.txt and Fairy-Stockfish's perft.sh.
$ for d in 1 2 3 4; do pgnkit fen --variant=xiangqi --perft=$d 'r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1'; done
38
1128
43929
1339047

$ pgnkit fen --variant=xiangqi --perft=4 '1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1'
4485547

$ pgnkit fen --variant=xiangqi --perft=4 '4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1'
92741

$ pgnkit fen --variant=xiangqi --perft=2 --divide
a0a1 44
a0a2 44
b0a2 43
b0c2 43
c0a2 44
c0e2 44
d0e1 44
e0e1 44
f0e1 44
g0e2 44
g0i2 44
h0g2 43
h0i2 43
i0i1 44
i0i2 44
b2b3 43
b2b4 42
b2b5 41
b2b6 40
b2b9 41
b2b1 45
b2c2 45
b2d2 45
b2e2 45
b2f2 45
b2g2 45
b2a2 45
h2h3 43
h2h4 42
h2h5 41
h2h6 40
h2h9 41
h2h1 45
h2i2 45
h2g2 45
h2f2 45
h2e2 45
h2d2 45
h2c2 45
a3a4 44
c3c4 44
e3e4 44
g3g4 44
i3i4 44

1920

$ pgnkit fen --variant=xiangqi --perft=3 --divide --to=wxf '1rb1kabr1/4a4/1cn3nc1/p1p1p3p/6p2/3C5/P1P1P1P1P/4C1N2/9/RNBAKABR1 w - - 12 7'
R9+1 1933
R9+2 1654
H8+9 1628
H8+7 1665
E7+9 1618
A6+5 1653
K5+1 1580
A4+5 1653
E3+1 1724
R2+1 1857
R2+2 1571
R2+3 1528
R2+4 1550
R2+5 1502
R2+6 1514
R2+7 1454
R2.1 1570
C5+4 382
C5-1 1686
C5.4 1865
C5.6 1610
C5.7 1690
C5.8 1809
C5.9 1616
H3-1 1758
H3-5 1615
P9+1 1654
P7+1 1548
P5+1 1552
P3+1 1622
P1+1 1654
C6+1 1551
C6+2 1446
C6+3 1552
C6+4 1447
C6+5 1412
C6-1 1373
C6-2 1337
C6-3 1655
C6.5 1253
C6.4 1619
C6.3 1366
C6.2 1331
C6.1 1363
C6.7 1406
C6.8 1455
C6.9 1367

72648

$ pgnkit fen --variant=xiangqi --perft=1 --divide --to=chinese '3k5/9/6P2/6P2/6P2/9/9/9/9/4K4 w - - 0 1'
帅五进一 1
帅五平四 1
后兵平四 1
后兵平二 1
中兵平四 1
中兵平二 1
前兵进一 1
前兵平四 1
前兵平二 1

9

# --- fen: illegal moves ---------------------------------------------------------------------------

# Hobbled horse: the elephant on c0 stands on the leg of b0-d1.
$ pgnkit fen --variant=xiangqi H8+6 2>&1
pgnkit fen: illegal move 'H8+6' (move 1): no man can make it (H8+9, H8+7)
? 1

$ pgnkit fen --variant=xiangqi b0d1 2>&1
pgnkit fen: illegal move 'b0d1' (move 1): no man can make it (b0a2, b0c2)
? 1

# Elephant eye: the chariot on d1 blocks c0-e2.
$ pgnkit fen --variant=xiangqi a0a1 a9a8 a1d1 a8a9 c0e2 2>&1
pgnkit fen: illegal move 'c0e2' (move 5): no man can make it (c0a2)
? 1

# The elephant stays on its side of the river.
$ pgnkit fen --variant=xiangqi c0e2 a9a8 e2g4 a8a9 g4e6 2>&1
pgnkit fen: illegal move 'g4e6' (move 5): no man can make it (g4e2, g4i2)
? 1

# A soldier moves sideways only once across the river; never back.
$ pgnkit fen --variant=xiangqi a3a4 a9a8 a4b4 2>&1
pgnkit fen: illegal move 'a4b4' (move 3): no man can make it (a4a5)
? 1

$ pgnkit fen --variant=xiangqi a3a4 a6a5 a4a5 a9a8 a5b5 a8a9 b5b4 2>&1
pgnkit fen: illegal move 'b5b4' (move 7): no man can make it (b5b6, b5a5, b5c5)
? 1

# A cannon captures only over exactly one screen.
$ pgnkit fen --variant=xiangqi h2h7 2>&1
pgnkit fen: illegal move 'h2h7' (move 1): no man can make it (h2h3, h2h4, h2h5, h2h6, h2h9, h2h1, h2i2, h2g2)
? 1

$ pgnkit fen --variant=xiangqi h2h9
rnbakabCr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C7/9/RNBAKABNR b - - 0 1

# Flying general: the horse between the generals may not leave the file, and the general may
# not step onto the open file.
$ pgnkit fen --variant=xiangqi '4k4/9/9/9/4N4/9/9/9/9/4K4 w - - 0 1' e5g6 2>&1
pgnkit fen: illegal move 'e5g6' (move 1): no man can make it
? 1

$ pgnkit fen --variant=xiangqi --legal '4k4/9/9/9/4N4/9/9/9/9/4K4 w - - 0 1'
e0e1
e0f0
e0d0

$ pgnkit fen --variant=xiangqi '4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1' K6.5 2>&1
pgnkit fen: illegal move 'K6.5' (move 1): no man can make it (K6+1)
? 1

# The palace: the general and the advisors stay inside it.
$ pgnkit fen --variant=xiangqi '3k5/9/9/9/9/9/9/9/9/3AK4 w - - 0 1' d0c1 2>&1
pgnkit fen: illegal move 'd0c1' (move 1): no man can make it (d0e1)
? 1

$ pgnkit fen --variant=xiangqi '4k4/9/9/9/9/9/9/9/3K5/9 w - - 0 1' d1c1 2>&1
pgnkit fen: illegal move 'd1c1' (move 1): no man can make it (d1d2, d1d0)
? 1

# Not a move at all.
$ pgnkit fen --variant=xiangqi h2x2 2>&1
pgnkit fen: bad move 'h2x2' (move 1): not a move in ICCS, WXF or Chinese notation
? 1

# pgnkit-notations(7), XIANGQI, ICCS: ranks 1-10 ('h3e3' for h2e2) is read when asked, with
# --coords=1.
# Once a bug: the option does not exist ("unknown option '--coords=1'", exit 2), in fen as in
# validate, convert and replay.
$ pgnkit fen --variant=xiangqi --coords=1 h3e3 h10g8 2>&1
rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2

# --- validate: checkmate and stalemate -----------------------------------------------------------

# Game 1: Red mates at ply 21 (11. 车九平四: the chariot on f1 checks the general on f7, which has
# no point left; Fairy-Stockfish: in check, no legal move), scored 1-0. Game 2: scored 0-1.
# Game 3: scored * (a warning). Game 4: a black move after the mate (an error).
$ pgnkit validate xiangqi/mate.pgn
xiangqi/mate.pgn:26:37: error: the game ended in checkmate at ply 21, so the result is 1-0, not 0-1 (suggestion: 1-0) [result-wrong]
xiangqi/mate.pgn:39:37: warning: the game ended in checkmate at ply 21, so the result is 1-0, not * (suggestion: 1-0) [result-wrong]
xiangqi/mate.pgn:52:37: error: move '炮7平8' after the end of the game: the side to move had no legal move [move-after-end]
4 games: 2 valid, 2 invalid; 2 errors, 1 warning
? 1

$ pgnkit validate --format=json xiangqi/mate.pgn | grep -o '"plies":[0-9]*,"valid":[a-z]*,"outcome":[^,]*'
"plies":21,"valid":true,"outcome":"checkmate"
"plies":21,"valid":false,"outcome":"checkmate"
"plies":21,"valid":true,"outcome":"checkmate"
"plies":21,"valid":false,"outcome":null

# Stalemate: after 1. H9+7 Black is not in check but has no move; the side to move loses.
$ pgnkit validate xiangqi/stalemate.pgn
xiangqi/stalemate.pgn:23:9: error: the game ended in stalemate (no legal move: the side to move loses) at ply 1, so the result is 1-0, not 1/2-1/2 (suggestion: 1-0) [result-wrong]
xiangqi/stalemate.pgn:35:9: error: move 'K5+1' after the end of the game: the side to move had no legal move [move-after-end]
3 games: 1 valid, 2 invalid; 2 errors, 0 warnings
? 1

$ pgnkit validate --format=json xiangqi/stalemate.pgn | grep -o '"plies":[0-9]*,"valid":[a-z]*,"outcome":[^,]*'
"plies":1,"valid":true,"outcome":"stalemate"
"plies":1,"valid":false,"outcome":"stalemate"
"plies":1,"valid":false,"outcome":null

# --- validate: illegal moves ----------------------------------------------------------------------

# Flying general twice (a horse leaving the file between the generals, the general stepping onto
# the open file); 2... e7e8 leaves the general in check from the cannon on e6 (the legal moves
# of that cannon are suggested: Fairy-Stockfish gives the same seven); the hobbled horse; the
# elephant eye; the elephant at the river; a soldier sideways before the river; a cannon
# capture without a screen.
$ pgnkit validate xiangqi/illegal.pgn
xiangqi/illegal.pgn:11:4: error: illegal move 'H5+3': no man can make it [illegal-move]
xiangqi/illegal.pgn:23:4: error: illegal move 'K6.5': that man cannot move so (suggestion: K6+1) [illegal-move]
xiangqi/illegal.pgn:34:67: error: illegal move 'e7e8': that man cannot move so (suggestion: e7e3, e7f7, e7g7, e7h7, e7i7, e7d7, e7c7) [illegal-move]
xiangqi/illegal.pgn:44:4: error: illegal move '马八进六': that man cannot move so (suggestion: 马八进九, 马八进七) [illegal-move]
xiangqi/illegal.pgn:55:30: error: illegal move 'c0e2': that man cannot move so (suggestion: c0a2) [illegal-move]
xiangqi/illegal.pgn:66:30: error: illegal move 'g4e6': that man cannot move so (suggestion: g4e2, g4i2) [illegal-move]
xiangqi/illegal.pgn:77:17: error: illegal move 'a4b4': that man cannot move so (suggestion: a4a5) [illegal-move]
xiangqi/illegal.pgn:88:4: error: illegal move 'h2h7': that man cannot move so (suggestion: h2h3, h2h4, h2h5, h2h6, h2h9, h2h1, h2i2, h2g2) [illegal-move]
8 games: 0 valid, 8 invalid; 8 errors, 0 warnings
? 1

$ pgnkit validate --format=json xiangqi/illegal.pgn | sed -n 3p | grep -o '"diagnostics":.*'
"diagnostics":[{"severity":"error","code":"illegal-move","line":34,"column":67,"ply":4,"move":"e7e8","message":"illegal move 'e7e8': that man cannot move so","suggestions":["e7e3","e7f7","e7g7","e7h7","e7i7","e7d7","e7c7"]}],"moves_with_clock":0,"moves_with_eval":0}

# --- validate: repetition -------------------------------------------------------------------------

# Game 1: Red's chariot checks from d5 and e5, the general steps between d9 and e9; after 4...
# K5.4 the start position stands for the third time: Red checked with every move, Black never:
# Red loses. Game 2: the same scored as a draw. Game 3: Black checks perpetually (the start is
# Black to move): Black loses. Games 4 and 5: horses out and back, no check and no chase: a draw
# after ply 8; in game 5 play goes on (a warning). Game 6: Red's chariot attacks the undefended
# horse on c7 and a8 with every move: Red loses. Game 7: the same, the horse defended by a
# chariot on both points: a draw.
$ pgnkit validate xiangqi/repetition.pgn
xiangqi/repetition.pgn:24:53: error: the game ended in a repetition lost by perpetual check or chase at ply 8, so the result is 0-1, not 1/2-1/2 (suggestion: 0-1) [result-wrong]
xiangqi/repetition.pgn:58:4: warning: move '炮二平五' after the game ended in a drawn repetition at ply 8 [move-after-end]
7 games: 6 valid, 1 invalid; 1 error, 1 warning
? 1

$ pgnkit validate --format=json xiangqi/repetition.pgn | grep -o '"plies":[0-9]*,"valid":[a-z]*,"outcome":[^,]*'
"plies":8,"valid":true,"outcome":"repetition-loss"
"plies":8,"valid":false,"outcome":"repetition-loss"
"plies":8,"valid":true,"outcome":"repetition-loss"
"plies":8,"valid":true,"outcome":"repetition-draw"
"plies":10,"valid":true,"outcome":"repetition-draw"
"plies":8,"valid":true,"outcome":"repetition-loss"
"plies":8,"valid":true,"outcome":"repetition-draw"

# --- validate: 120 plies without a capture, no attacking material ----------------------------------

# Red's chariot walks up the board one point at a time (never the same point twice), Black's
# shuttles between a9 and b9: no capture, no repetition. Game 1: the draw at ply 120. Game 2:
# scored 1-0. Game 3: one move more (a warning). Game 4: ply 119, unfinished. Game 5: the FEN's
# halfmove clock (118) counts.
$ pgnkit validate xiangqi/no-capture.pgn
xiangqi/no-capture.pgn:43:62: error: the game ended in 120 plies without a capture at ply 120, so the result is 1/2-1/2, not 1-0 (suggestion: 1/2-1/2) [result-wrong]
xiangqi/no-capture.pgn:65:66: warning: move 'e8c8' after the game ended in 120 plies without a capture at ply 120 [move-after-end]
5 games: 4 valid, 1 invalid; 1 error, 1 warning
? 1

$ pgnkit validate --format=json xiangqi/no-capture.pgn | grep -o '"plies":[0-9]*,"valid":[a-z]*,"outcome":[^,]*'
"plies":120,"valid":true,"outcome":"no-capture"
"plies":120,"valid":false,"outcome":"no-capture"
"plies":121,"valid":true,"outcome":"no-capture"
"plies":119,"valid":true,"outcome":null
"plies":2,"valid":true,"outcome":"no-capture"

# The same walk generated in the test: 119 plies are not enough, 120 are.
$ m=""; for r in 1 2 3 4 5 6 7 8; do case $r in 1|3|5|7) fs="a b c e f g h i";; *) fs="i h g f e c b a";; esac; for f in $fs; do m="$m $f$r"; done; done; set -- $m; p=$1; shift; t=""; b=a9; n=0; while [ $n -lt 60 ]; do t="$t $p$1"; p=$1; shift; if [ $b = a9 ]; then t="$t a9b9"; b=b9; else t="$t b9a9"; b=a9; fi; n=$((n+1)); done; for g in "${t% *}" "$t"; do printf '[Game "Chinese Chess"]\n[FEN "r2k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1"]\n[Result "1/2-1/2"]\n\n%s 1/2-1/2\n' "$g" | pgnkit validate --format=json | grep -o '"plies":[0-9]*,"valid":[a-z]*,"outcome":[^,]*'; done
"plies":119,"valid":true,"outcome":null
"plies":120,"valid":true,"outcome":"no-capture"

# After 1. H7+5 A4+5 only generals, advisors and elephants are left: a draw. Game 2: scored 1-0.
# Game 3: Red plays on (a warning).
$ pgnkit validate xiangqi/material.pgn
xiangqi/material.pgn:23:14: error: the game ended in positions where neither side can cross the river at ply 2, so the result is 1/2-1/2, not 1-0 (suggestion: 1/2-1/2) [result-wrong]
xiangqi/material.pgn:35:17: warning: move 'A6+5' after the game ended in positions where neither side can cross the river at ply 2 [move-after-end]
3 games: 2 valid, 1 invalid; 1 error, 1 warning
? 1

$ pgnkit validate --format=json xiangqi/material.pgn | grep -o '"plies":[0-9]*,"valid":[a-z]*,"outcome":[^,]*'
"plies":2,"valid":true,"outcome":"no-attacking-material"
"plies":2,"valid":false,"outcome":"no-attacking-material"
"plies":3,"valid":true,"outcome":"no-attacking-material"

# --- validate: encodings, recognition, dialects ------------------------------------------------------

# A GBK file (written by iconv): read, reported once, and written as UTF-8.
$ printf '[Game "Chinese Chess"]\n[Event "全国象棋个人赛"]\n[Red "胡荣华"]\n[Black "杨官璘"]\n[Result "*"]\n\n1. 炮二平五 马８进７ 2. 马二进三 车９平８ 3. 车一平二 卒７进１ *\n' | iconv -f utf-8 -t gbk | pgnkit validate
<stdin>:1:1: warning: this game's text is not UTF-8: read as a legacy encoding and written as UTF-8 [encoding]
1 game: 1 valid, 0 invalid; 0 errors, 1 warning

$ printf '[Game "Chinese Chess"]\n[Event "全国象棋个人赛"]\n[Red "胡荣华"]\n[Black "杨官璘"]\n[Result "*"]\n\n1. 炮二平五 马８进７ 2. 马二进三 车９平８ 3. 车一平二 卒７进１ *\n' | iconv -f utf-8 -t gbk | pgnkit convert 2>/dev/null
[Game "Chinese Chess"]
[Event "全国象棋个人赛"]
[Red "胡荣华"]
[Black "杨官璘"]
[Result "*"]

1. 炮二平五 马８进７ 2. 马二进三 车９平８ 3. 车一平二 卒７进１ *

? 0

$ printf '[Game "Chinese Chess"]\n[Event "全国象棋个人赛"]\n[Red "胡荣华"]\n[Black "杨官璘"]\n[Result "*"]\n\n1. 炮二平五 马８进７ 2. 马二进三 车９平８ 3. 车一平二 卒７进１ *\n' | iconv -f utf-8 -t gbk | pgnkit convert --to=iccs 2>/dev/null | grep '^1\.'
1. h2e2 h9g7 2. h0g2 i9h9 3. i0h0 g6g5 *

# A tag before the Game tag is GBK too: one game, one encoding.
# Once a bug: it is read as CP1252 ('[Event "È«¹úÏóÆå¸öÈËÈü"]'), the tags after the Game tag as GBK.
$ printf '[Event "全国象棋个人赛"]\n[Game "Chinese Chess"]\n[Red "胡荣华"]\n[Result "*"]\n\n1. 炮二平五 马８进７ *\n' | iconv -f utf-8 -t gbk | pgnkit convert 2>/dev/null
[Game "Chinese Chess"]
[Event "全国象棋个人赛"]
[Red "胡荣华"]
[Result "*"]

1. 炮二平五 马８进７ *

? 0

# No tags at all: h9g7 (rank 9) is a move no chess game has.
$ pgnkit validate --format=json xiangqi/notag.pgn
{"file":"xiangqi/notag.pgn","game":1,"line":1,"white":null,"black":null,"result":"*","variant":"xiangqi","notation":"iccs","lang":null,"plies":6,"valid":true,"outcome":null,"diagnostics":[],"moves_with_clock":0,"moves_with_eval":0}

$ pgnkit convert xiangqi/notag.pgn
[Game "Chinese Chess"]
[Result "*"]
[Format "ICCS"]

1. h2e2 h9g7 2. h0g2 i9h9 3. i0h0 g6g5 *

? 0

# A Variant tag alone, with White and Black tags; WXF moves alone. The Game tag and the Red
# tag (the White tag's player) are added; the Variant and White tags are kept.
$ printf '[Variant "xiangqi"]\n[White "Ioana"]\n[Black "Radu"]\n[Result "*"]\n\n1. c3c4 c6c5 *\n' | pgnkit convert
[Game "Chinese Chess"]
[Red "Ioana"]
[Black "Radu"]
[Result "*"]
[Format "ICCS"]
[Variant "xiangqi"]
[White "Ioana"]

1. c3c4 c6c5 *

? 0

$ printf '1. C2.5 H8+7 2. H2+3 *\n' | pgnkit validate --format=json | grep -o '"variant":.*"plies":[0-9]*'
"variant":"xiangqi","notation":"wxf","lang":null,"plies":3

# WXF dialects: full-width characters, '=' for '.', the tandem marker before the letter. Each
# is read and reported once (a warning); convert writes the official form.
$ pgnkit validate xiangqi/wxf-dialects.pgn
xiangqi/wxf-dialects.pgn:1:1: warning: the moves are written with full-width characters: read, and written in the official form by convert [non-standard]
xiangqi/wxf-dialects.pgn:13:1: warning: the moves are written with '=' for '.': read, and written in the official form by convert [non-standard]
xiangqi/wxf-dialects.pgn:25:1: warning: the moves are written with the tandem marker before the piece letter: read, and written in the official form by convert [non-standard]
4 games: 4 valid, 0 invalid; 0 errors, 3 warnings

$ pgnkit convert --to=wxf xiangqi/wxf-dialects.pgn 2>/dev/null | grep -A1 '^1\.'
1. C2.5 H8+7 2. R9+1 H2+3 3. R9.6 R9.8 4. R6+3 R1.2 5. R1+1 P3+1 6. R1.6 H3+2
7. R+.3 *
--
1. C2.5 H8+7 2. R9+1 H2+3 3. R9.6 R9.8 4. R6+3 R1.2 5. R1+1 P3+1 6. R1.6 H3+2
7. R+.3 *
--
1. C2.5 H8+7 2. R9+1 H2+3 3. R9.6 R9.8 4. R6+3 R1.2 5. R1+1 P3+1 6. R1.6 H3+2
7. R+.3 *
--
1. C2.5 H8+7 2. R9+1 H2+3 3. R9.6 R9.8 4. R6+3 R1.2 5. R1+1 P3+1 6. R1.6 H3+2
7. R+.3 *

# --- validate: the JSON fields --------------------------------------------------------------------

$ pgnkit validate --format=json xiangqi/stalemate.pgn | head -2 | grep -o '"result".*'
"result":"1-0","variant":"xiangqi","notation":"wxf","lang":null,"plies":1,"valid":true,"outcome":"stalemate","diagnostics":[],"moves_with_clock":0,"moves_with_eval":0}
"result":"1/2-1/2","variant":"xiangqi","notation":"wxf","lang":null,"plies":1,"valid":false,"outcome":"stalemate","diagnostics":[{"severity":"error","code":"result-wrong","line":23,"column":9,"ply":null,"move":null,"message":"the game ended in stalemate (no legal move: the side to move loses) at ply 1, so the result is 1-0, not 1/2-1/2","suggestions":["1-0"]}],"moves_with_clock":0,"moves_with_eval":0}

# Once a bug: the Red player is not reported: "white" is null for [Red "Ioana"] (the Red player is the
# first player, as convert adds a Red tag for a White tag).
$ pgnkit validate --format=json xiangqi/stalemate.pgn | head -1 | grep -o '"white":[^,]*,"black":[^,]*'
"white":"Ioana","black":"Radu"

# pgnkit-validate(1), OPTIONS: --variant=auto|chess|xiangqi|kingless and
# --notation=...|wxf|iccs|chinese.
# 1. c3c4 c6c5 reads as chess UCI without them ("there is no piece on c3").
# Once a bug: both are refused ("--variant: 'xiangqi' is not auto, chess or kingless", "--notation:
# 'iccs' is not auto, san, lan, uci, iccf or descriptive"; exit 2); convert and replay have no
# --variant, replay no --notation.
$ printf '1. c3c4 c6c5 *\n' | pgnkit validate --variant=xiangqi --format=json 2>&1 | grep -o '"variant":.*"plies":[0-9]*'
"variant":"xiangqi","notation":"iccs","lang":null,"plies":2

$ printf '1. c3c4 c6c5 *\n' | pgnkit validate --notation=iccs --format=json 2>&1 | grep -o '"variant":.*"plies":[0-9]*'
"variant":"xiangqi","notation":"iccs","lang":null,"plies":2

# --- convert ----------------------------------------------------------------------------------------

$ pgnkit convert --to=iccs xiangqi/convert.pgn
[Game "Chinese Chess"]
[Event "Two cannons on the central file"]
[Site "Iasi"]
[Date "2024.06.15"]
[Round "3"]
[Red "Ioana"]
[Black "Radu"]
[Result "*"]
[Format "ICCS"]
[Opening "Central cannon against screen horses"]

1. h2e2 h9g7 2. h0g2 i9h9 3. i0h0 b9c7 4. b2b4 g6g5 5. b4e4 {the second cannon
joins the first, with check} (5. h0h6 h7i7) 5... d9e8 6. e4d4 $1 6... a9b9 *

? 0

$ pgnkit convert --to=wxf xiangqi/convert.pgn
[Game "Chinese Chess"]
[Event "Two cannons on the central file"]
[Site "Iasi"]
[Date "2024.06.15"]
[Round "3"]
[Red "Ioana"]
[Black "Radu"]
[Result "*"]
[Format "WXF"]
[Opening "Central cannon against screen horses"]

1. C2.5 H8+7 2. H2+3 R9.8 3. R1.2 H2+3 4. C8+2 P7+1 5. C8.5 {the second cannon
joins the first, with check} (5. R2+6 C8.9) 5... A4+5 6. C+.6 $1 6... R1.2 *

? 0

$ pgnkit convert --to=chinese xiangqi/convert.pgn
[Game "Chinese Chess"]
[Event "Two cannons on the central file"]
[Site "Iasi"]
[Date "2024.06.15"]
[Round "3"]
[Red "Ioana"]
[Black "Radu"]
[Result "*"]
[Opening "Central cannon against screen horses"]

1. 炮二平五 马８进７ 2. 马二进三 车９平８ 3. 车一平二 马２进３ 4. 炮八进二 卒７进１ 5. 炮八平五 {the second cannon
joins the first, with check} (5. 车二进六 炮８平９) 5... 士４进５ 6. 前炮平六 $1 6... 车１平２ *

? 0

# Round trips: Chinese to each notation and back, ICCS to WXF to ICCS, WXF to Chinese to WXF.
$ for t in iccs wxf; do pgnkit convert --to=$t xiangqi/convert.pgn | pgnkit convert --to=chinese | cmp - xiangqi/convert.pgn && echo "chinese -> $t -> chinese: the same"; done
chinese -> iccs -> chinese: the same
chinese -> wxf -> chinese: the same

$ a=$(pgnkit convert --to=iccs xiangqi/convert.pgn); b=$(pgnkit convert --to=iccs xiangqi/convert.pgn | pgnkit convert --to=wxf | pgnkit convert --to=iccs); c=$(pgnkit convert --to=wxf xiangqi/convert.pgn | pgnkit convert --to=chinese | pgnkit convert --to=wxf); [ "$a" = "$b" ] && [ "$c" = "$(pgnkit convert --to=wxf xiangqi/convert.pgn)" ] && echo "iccs -> wxf -> iccs, wxf -> chinese -> wxf: the same"
iccs -> wxf -> iccs, wxf -> chinese -> wxf: the same

$ for f in mate stalemate repetition no-capture material wxf-dialects; do for t in iccs wxf chinese; do a=$(pgnkit convert --to=iccs xiangqi/$f.pgn 2>/dev/null); b=$(pgnkit convert --to=$t xiangqi/$f.pgn 2>/dev/null | pgnkit convert --to=iccs 2>/dev/null); [ "$a" = "$b" ] || echo "$f via $t: differs"; done; done; echo checked
checked

# Convert loses no tag (pgnkit-convert(1), Xiangqi): the Game tag as read ("Xiangqi" is not made
# "Chinese Chess"), the Variant tag, a White tag beside a Red tag, repeated tags. Only the Format
# tag is replaced: it names the notation written, and Chinese moves have none
# (pgnkit-notations(7), XIANGQI, XQ PGN).
# Once a bug: the Variant and White tags are dropped, the Game tag is written "Chinese Chess",
# and the repeated Game tag is dropped.
$ pgnkit convert --to=iccs xiangqi/tags.pgn
[Game "Xiangqi"]
[Red "A"]
[Black "B"]
[Result "*"]
[Format "ICCS"]
[Variant "xiangqi"]
[White "A2"]

1. h2e2 h9g7 2. h0g2 i9h9 *

[Game "Xiangqi"]
[Event "Repeated tags"]
[Red "A"]
[Result "*"]
[Format "ICCS"]
[Game "Chinese Chess"]
[Red "A again"]
[Annotator "C"]

1. h2e2 h9g7 *

? 0

$ pgnkit convert --to=wxf xiangqi/tags.pgn
[Game "Xiangqi"]
[Red "A"]
[Black "B"]
[Result "*"]
[Format "WXF"]
[Variant "xiangqi"]
[White "A2"]

1. C2.5 H8+7 2. H2+3 R9.8 *

[Game "Xiangqi"]
[Event "Repeated tags"]
[Red "A"]
[Result "*"]
[Format "WXF"]
[Game "Chinese Chess"]
[Red "A again"]
[Annotator "C"]

1. C2.5 H8+7 *

? 0

$ pgnkit convert --to=chinese xiangqi/tags.pgn
[Game "Xiangqi"]
[Red "A"]
[Black "B"]
[Result "*"]
[Variant "xiangqi"]
[White "A2"]

1. 炮二平五 马８进７ 2. 马二进三 车９平８ *

[Game "Xiangqi"]
[Event "Repeated tags"]
[Red "A"]
[Result "*"]
[Game "Chinese Chess"]
[Red "A again"]
[Annotator "C"]

1. 炮二平五 马８进７ *

? 0

# What is written reads back as Xiangqi, with the same moves, and converts to itself.
$ for t in iccs wxf chinese; do pgnkit convert --to=$t xiangqi/tags.pgn | pgnkit validate --format=json | grep -o '"variant":.*"valid":[a-z]*'; done
"variant":"xiangqi","notation":"iccs","lang":null,"plies":4,"valid":true
"variant":"xiangqi","notation":"iccs","lang":null,"plies":2,"valid":true
"variant":"xiangqi","notation":"wxf","lang":null,"plies":4,"valid":true
"variant":"xiangqi","notation":"wxf","lang":null,"plies":2,"valid":true
"variant":"xiangqi","notation":"chinese","lang":null,"plies":4,"valid":true
"variant":"xiangqi","notation":"chinese","lang":null,"plies":2,"valid":true

$ a=$(pgnkit convert --to=iccs xiangqi/tags.pgn); for t in iccs wxf chinese; do b=$(pgnkit convert --to=$t xiangqi/tags.pgn); [ "$(printf '%s\n' "$b" | pgnkit convert --to=iccs)" = "$a" ] || echo "via $t: differs"; [ "$(printf '%s\n' "$b" | pgnkit convert --to=$t)" = "$b" ] || echo "$t: not itself"; done; echo checked
checked

# A game that is Xiangqi by --variant alone, under a Game tag naming something else, keeps that
# tag and gets a Variant tag, so that it reads back as Xiangqi (c3c4 c6c5 would read as chess).
$ printf '[Game "Chess"]\n[Result "*"]\n\n1. c3c4 c6c5 *\n' | pgnkit convert --variant=xiangqi
[Game "Chess"]
[Result "*"]
[Format "ICCS"]
[Variant "xiangqi"]

1. c3c4 c6c5 *

? 0

$ printf '[Game "Chess"]\n[Result "*"]\n\n1. c3c4 c6c5 *\n' | pgnkit convert --variant=xiangqi | pgnkit validate --format=json | grep -o '"variant":.*"valid":[a-z]*'
"variant":"xiangqi","notation":"iccs","lang":null,"plies":2,"valid":true

# JSON keeps the comment, the variation (replayed from the position before its move, its
# own FENs) and the NAG, in the "after" lists, as for chess.
$ pgnkit convert --to=json xiangqi/convert.pgn
{"variant":"xiangqi","tags":{"Game":"Chinese Chess","Event":"Two cannons on the central file","Site":"Iasi","Date":"2024.06.15","Round":"3","Red":"Ioana","Black":"Radu","Result":"*","Opening":"Central cannon against screen horses"},"start":"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1","moves":[{"ply":1,"iccs":"h2e2","wxf":"C2.5","chinese":"炮二平五","fen":"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1","after":[]},{"ply":2,"iccs":"h9g7","wxf":"H8+7","chinese":"马８进７","fen":"rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2","after":[]},{"ply":3,"iccs":"h0g2","wxf":"H2+3","chinese":"马二进三","fen":"rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R b - - 3 2","after":[]},{"ply":4,"iccs":"i9h9","wxf":"R9.8","chinese":"车９平８","fen":"rnbakabr1/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 3","after":[]},{"ply":5,"iccs":"i0h0","wxf":"R1.2","chinese":"车一平二","fen":"rnbakabr1/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKABR1 b - - 5 3","after":[]},{"ply":6,"iccs":"b9c7","wxf":"H2+3","chinese":"马２进３","fen":"r1bakabr1/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKABR1 w - - 6 4","after":[]},{"ply":7,"iccs":"b2b4","wxf":"C8+2","chinese":"炮八进二","fen":"r1bakabr1/9/1cn3nc1/p1p1p1p1p/9/1C7/P1P1P1P1P/4C1N2/9/RNBAKABR1 b - - 7 4","after":[]},{"ply":8,"iccs":"g6g5","wxf":"P7+1","chinese":"卒７进１","fen":"r1bakabr1/9/1cn3nc1/p1p1p3p/6p2/1C7/P1P1P1P1P/4C1N2/9/RNBAKABR1 w - - 8 5","after":[]},{"ply":9,"iccs":"b4e4","wxf":"C8.5","chinese":"炮八平五","fen":"r1bakabr1/9/1cn3nc1/p1p1p3p/6p2/4C4/P1P1P1P1P/4C1N2/9/RNBAKABR1 b - - 9 5","after":[{"comment":"the second cannon\njoins the first, with check"},{"variation":[{"ply":9,"iccs":"h0h6","wxf":"R2+6","chinese":"车二进六","fen":"r1bakabr1/9/1cn3nc1/p1p1p2Rp/6p2/1C7/P1P1P1P1P/4C1N2/9/RNBAKAB2 b - - 9 5","after":[]},{"ply":10,"iccs":"h7i7","wxf":"C8.9","chinese":"炮８平９","fen":"r1bakabr1/9/1cn3n1c/p1p1p2Rp/6p2/1C7/P1P1P1P1P/4C1N2/9/RNBAKAB2 w - - 10 6","after":[]}]}]},{"ply":10,"iccs":"d9e8","wxf":"A4+5","chinese":"士４进５","fen":"r1b1kabr1/4a4/1cn3nc1/p1p1p3p/6p2/4C4/P1P1P1P1P/4C1N2/9/RNBAKABR1 w - - 10 6","after":[]},{"ply":11,"iccs":"e4d4","wxf":"C+.6","chinese":"前炮平六","fen":"r1b1kabr1/4a4/1cn3nc1/p1p1p3p/6p2/3C5/P1P1P1P1P/4C1N2/9/RNBAKABR1 b - - 11 6","after":[{"nag":1}]},{"ply":12,"iccs":"a9b9","wxf":"R1.2","chinese":"车１平２","fen":"1rb1kabr1/4a4/1cn3nc1/p1p1p3p/6p2/3C5/P1P1P1P1P/4C1N2/9/RNBAKABR1 w - - 12 7","after":[]}],"result":"*"}

# Without --to a Xiangqi game keeps its notation.
$ pgnkit convert xiangqi/stalemate.pgn 2>/dev/null | head -12
[Game "Chinese Chess"]
[Event "Stalemate: Black has no move and loses"]
[Site "Iasi"]
[Date "2024.05.04"]
[Red "Ioana"]
[Black "Radu"]
[Result "1-0"]
[Format "WXF"]
[FEN "4k4/9/9/N8/9/9/9/9/3R1R3/3K5 w - - 0 1"]

1. H9+7 {the general is not in check, but d9, f9 and e8 are all covered} 1-0

? 0

# A game with an error is written up to it, the rest kept in a comment; exit 1.
$ printf '[Game "Chinese Chess"]\n[Format "ICCS"]\n\n1. h2e2 h7e7 2. e2e6 {check} e7e8 3. a0a1 *\n' | pgnkit convert --to=chinese 2>&1
<stdin>:4:30: error: illegal move 'e7e8': that man cannot move so (suggestion: e7e3, e7f7, e7g7, e7h7, e7i7, e7d7, e7c7) [illegal-move]
[Game "Chinese Chess"]
[Result "*"]

1. 炮二平五 炮８平５ 2. 炮五进四 {check} {pgnkit: not converted from here on: e7e8 3. a0a1}
*

? 1

# Two of them into one file with their errors (2>&1), on one thread and on two: each error right
# before its game. (Once, on one thread, the error was said after the game, which stdio held back
# until then.)
$ cat xiangqi/chess.pgn xiangqi/chess.pgn > /tmp/pgnkit-xq-$$.pgn; for j in 1 2; do pgnkit convert -j$j --to=wxf /tmp/pgnkit-xq-$$.pgn > /tmp/pgnkit-xq-$$.out 2>&1; echo "status $?"; grep -v '^\[[SDRWB]' /tmp/pgnkit-xq-$$.out | sed "s|/tmp/pgnkit-xq-[0-9]*|GAMES|"; done; echo end; rm -f /tmp/pgnkit-xq-$$.*
status 1
GAMES.pgn:1: error: a chess game cannot be written in a Xiangqi notation: kept as it was read [unknown-notation]
[Event "A chess game among the Xiangqi files"]

1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0

GAMES.pgn:10: error: a chess game cannot be written in a Xiangqi notation: kept as it was read [unknown-notation]
[Event "A chess game among the Xiangqi files"]

1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0

status 1
GAMES.pgn:1: error: a chess game cannot be written in a Xiangqi notation: kept as it was read [unknown-notation]
[Event "A chess game among the Xiangqi files"]

1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0

GAMES.pgn:10: error: a chess game cannot be written in a Xiangqi notation: kept as it was read [unknown-notation]
[Event "A chess game among the Xiangqi files"]

1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0

end

# A chess game cannot be written in a Xiangqi notation: kept as it was read, exit 1.
$ pgnkit convert --to=wxf xiangqi/chess.pgn 2>&1
xiangqi/chess.pgn:1: error: a chess game cannot be written in a Xiangqi notation: kept as it was read [unknown-notation]
[Event "A chess game among the Xiangqi files"]
[Site "Iasi"]
[Date "2024.06.15"]
[Round "1"]
[White "Ioana"]
[Black "Radu"]
[Result "1-0"]

1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0

? 1

# --- replay ------------------------------------------------------------------------------------------

$ pgnkit replay xiangqi/convert.pgn
1 炮二平五 rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1
2 马８进７ rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2
3 马二进三 rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R b - - 3 2
4 车９平８ rnbakabr1/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 3
5 车一平二 rnbakabr1/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKABR1 b - - 5 3
6 马２进３ r1bakabr1/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKABR1 w - - 6 4
7 炮八进二 r1bakabr1/9/1cn3nc1/p1p1p1p1p/9/1C7/P1P1P1P1P/4C1N2/9/RNBAKABR1 b - - 7 4
8 卒７进１ r1bakabr1/9/1cn3nc1/p1p1p3p/6p2/1C7/P1P1P1P1P/4C1N2/9/RNBAKABR1 w - - 8 5
9 炮八平五 r1bakabr1/9/1cn3nc1/p1p1p3p/6p2/4C4/P1P1P1P1P/4C1N2/9/RNBAKABR1 b - - 9 5
10 士４进５ r1b1kabr1/4a4/1cn3nc1/p1p1p3p/6p2/4C4/P1P1P1P1P/4C1N2/9/RNBAKABR1 w - - 10 6
11 前炮平六 r1b1kabr1/4a4/1cn3nc1/p1p1p3p/6p2/3C5/P1P1P1P1P/4C1N2/9/RNBAKABR1 b - - 11 6
12 车１平２ 1rb1kabr1/4a4/1cn3nc1/p1p1p3p/6p2/3C5/P1P1P1P1P/4C1N2/9/RNBAKABR1 w - - 12 7

$ pgnkit replay --to=chinese --game=1 xiangqi/stalemate.pgn
1 马九进七 4k4/9/2N6/9/9/9/9/9/3R1R3/3K5 b - - 1 1

$ pgnkit replay --to=wxf --ply=4 xiangqi/convert.pgn
1 C2.5 rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1
2 H8+7 rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2
3 H2+3 rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R b - - 3 2
4 R9.8 rnbakabr1/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 3

$ pgnkit replay --to=iccs --ply=4 xiangqi/convert.pgn
1 h2e2 rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1
2 h9g7 rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2
3 h0g2 rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R b - - 3 2
4 i9h9 rnbakabr1/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 3

$ pgnkit replay --format=board --game=1 xiangqi/mate.pgn
9  . n b . . a b n r
8  . . . . a . . . .
7  r . c . . k c . .
6  p . . . p . N . p
5  . . p . . . . . .
   ~~~~~ river ~~~~~
4  . . . . . . P . .
3  P . P . P . . . P
2  . . . . C . . C .
1  . . . . . R . . .
0  . N B A K A B . R
   a b c d e f g h i
Black to move

$ pgnkit replay --format=board --ply=0 --game=1 xiangqi/stalemate.pgn
9  . . . . k . . . .
8  . . . . . . . . .
7  . . . . . . . . .
6  N . . . . . . . .
5  . . . . . . . . .
   ~~~~~ river ~~~~~
4  . . . . . . . . .
3  . . . . . . . . .
2  . . . . . . . . .
1  . . . R . R . . .
0  . . . K . . . . .
   a b c d e f g h i
Red to move

$ pgnkit replay --format=fen --game=1 xiangqi/no-capture.pgn
r2k5/4R4/9/9/9/9/9/9/9/4K4 w - - 120 61

$ pgnkit replay --format=json --ply=2 xiangqi/convert.pgn
{"game":1,"variant":"xiangqi","plies":[{"ply":0,"move":null,"fen":"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"},{"ply":1,"move":"炮二平五","iccs":"h2e2","fen":"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1"},{"ply":2,"move":"马８进７","iccs":"h9g7","fen":"rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2"}]}

# SVG: an XML document; at the start 32 pieces (discs of radius 18), 16 of them red, the
# river's words. The last position of the mate game has 31 (4. H3+4 took the soldier on g6),
# and two rings mark the last move, a1 and f1.
$ pgnkit replay --format=svg --ply=0 xiangqi/convert.pgn | head -1
<?xml version="1.0" encoding="UTF-8"?>

$ pgnkit replay --format=svg --ply=0 xiangqi/convert.pgn | grep -c '<circle[^>]*r="18"'
32

$ pgnkit replay --format=svg --ply=0 xiangqi/convert.pgn | grep -c '<circle.*stroke="#b3261e"'
16

$ pgnkit replay --format=svg --ply=0 xiangqi/convert.pgn | grep -c '楚 河'
1

$ pgnkit replay --format=svg --ply=0 xiangqi/convert.pgn | tail -1
</svg>

$ pgnkit replay --format=svg --game=1 xiangqi/mate.pgn | grep -c '<circle[^>]*r="18"'
31

$ pgnkit replay --format=svg --game=1 xiangqi/mate.pgn | grep '<circle[^>]*r="21"'
<circle cx="34" cy="386" r="21" fill="none" stroke="#2f7d32" stroke-width="3"/>
<circle cx="254" cy="386" r="21" fill="none" stroke="#2f7d32" stroke-width="3"/>

# A game with a Result tag and no marker ends with the tag's result when written (once "*",
# which read back as a result-mismatch: fuzz regression roundtrip-6).
$ printf '[Game "Chinese Chess"]\n[Result "1/2-1/2"]\n\n1. h2e2\n' | pgnkit convert --to=wxf - 2>/dev/null | tail -n 2 | head -n 1; printf '[Game "Chinese Chess"]\n[Result "1/2-1/2"]\n\n1. h2e2\n' | pgnkit convert - 2>/dev/null | pgnkit validate -
1. C2.5 1/2-1/2
1 game: 1 valid, 0 invalid; 0 errors, 0 warnings

# A Xiangqi variation whose move cannot be played keeps that move as "not_converted" text in
# its place; the main line goes on (ply 3 and its NAG).
$ printf '[Game "Chinese Chess"]\n\n1. h2e2 h9g7 (1... b9c7 2. a0a5) 2. h0g2 $1 *\n' | pgnkit convert --to=json 2>&1
<stdin>:3:28: error: illegal move 'a0a5': that man cannot move so (suggestion: a0a1, a0a2) [illegal-move]
{"variant":"xiangqi","tags":{"Game":"Chinese Chess"},"start":"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1","moves":[{"ply":1,"iccs":"h2e2","wxf":"C2.5","chinese":"炮二平五","fen":"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1","after":[]},{"ply":2,"iccs":"h9g7","wxf":"H8+7","chinese":"马８进７","fen":"rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2","after":[{"variation":[{"ply":2,"iccs":"b9c7","wxf":"H2+3","chinese":"马２进３","fen":"r1bakabnr/9/1cn4c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2","after":[{"not_converted":"2. a0a5"}]}]}]},{"ply":3,"iccs":"h0g2","wxf":"H2+3","chinese":"马二进三","fen":"rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R b - - 3 2","after":[{"nag":1}]}],"result":"*"}
? 1

# A Xiangqi game whose FEN tag is bad is not replayed, but its moves' notation is still named
# (it was reported as SAN).
$ printf '[Game "Chinese Chess"]\n[FEN "bad"]\n\n1. h2e2 *\n' | pgnkit validate --format=json | grep -o '"variant":"[a-z]*","notation":"[a-z]*"'
"variant":"xiangqi","notation":"iccs"
