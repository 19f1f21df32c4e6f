# Command-line tests of 'pgnkit fen --file': lists of positions (FEN and EPD lines, .perft
# records) checked or counted, a verdict per position with its line. The counts in the lists are
# the Chess Programming Wiki's published perft results (Perft Results page); pgnkit's agree.

# Every position counted to depth 3: the counts the list gives for depths up to 3 are checked
# (line 4's id and D counts are operations ended by ';'), a wrong count, a bad operation and an
# impossible castling right are each a line of their own; the summary goes to standard error.
$ pgnkit fen --file=fen/suite.epd --perft=3 2>&1
fen/suite.epd:2: D1 20 D2 400 D3 8902
fen/suite.epd:3: D1 48 D2 2039 D3 97862
fen/suite.epd:4: D1 14 D2 191 D3 2812
fen/suite.epd:7: error: perft 3 gives 2812, the list says 2813
fen/suite.epd:9: error: operation 'D1 x': a perft count is D<depth> <nodes>
fen/suite.epd:10: error: invalid FEN: field 3 (castling): right 'Q' needs a white rook on a1
6 positions: 3 ok, 3 failed
? 1

# To depth 1 only the counts for depth 1 are checked: line 7's D3 is left alone.
$ pgnkit fen --file=fen/suite.epd --perft=1 2>/dev/null
fen/suite.epd:2: D1 20
fen/suite.epd:3: D1 48
fen/suite.epd:4: D1 14
fen/suite.epd:7: D1 14
fen/suite.epd:9: error: operation 'D1 x': a perft count is D<depth> <nodes>
fen/suite.epd:10: error: invalid FEN: field 3 (castling): right 'Q' needs a white rook on a1
? 1

# --check: is each position one that can be?
$ pgnkit fen --check --file=fen/suite.epd 2>&1
fen/suite.epd:2: valid
fen/suite.epd:3: valid
fen/suite.epd:4: valid
fen/suite.epd:7: valid
fen/suite.epd:9: error: operation 'D1 x': a perft count is D<depth> <nodes>
fen/suite.epd:10: error: invalid FEN: field 3 (castling): right 'Q' needs a white rook on a1
6 positions: 4 ok, 2 failed
? 1

# The .perft layout (id, epd, perft lines): a position at its epd line, from standard input.
$ pgnkit fen --perft=2 -f - < fen/suite.perft 2>&1
<stdin>:3: D1 48 D2 2039
<stdin>:9: D1 6 D2 264
2 positions: 2 ok, 0 failed

$ pgnkit fen --perft=3 --file=fen/suite.perft 2>/dev/null
fen/suite.perft:3: D1 48 D2 2039 D3 97862
fen/suite.perft:9: D1 6 D2 264 D3 9467

# Xiangqi positions, by --variant.
$ printf 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 ;D1 44 ;D2 1920\n' | pgnkit fen --variant=xiangqi --perft=2 --file=- 2>&1
<stdin>:1: D1 44 D2 1920
1 positions: 1 ok, 0 failed

# What --file does not go with.
$ pgnkit fen --file=fen/suite.epd 2>&1
pgnkit fen: --file goes with --check or --perft=N (not --board, --legal, --divide)
? 2

$ pgnkit fen --file=fen/suite.epd --check startpos 2>&1
pgnkit fen: --file takes the positions from the file: no FEN or moves besides
? 2

$ pgnkit fen --file=fen/none.epd --check 2>&1
pgnkit fen: cannot read 'fen/none.epd': No such file or directory
? 2
