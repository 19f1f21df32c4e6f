# Command-line tests of 'pgnkit fen'. Run by: make cli-test
# Every perft count and divide here, and the legal moves of the chess positions, were checked
# against Stockfish 15.1 ("position fen ..." then "go perft N"); the FENs reached and the kingless
# move lists by hand. None was copied from pgnkit's own output unchecked.

# --- Playing moves ------------------------------------------------------------------------

# The FEN example of pgnkit-notations(7).
$ pgnkit fen startpos e4 c5 Nf3
rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2

# No position given: the start position.
$ pgnkit fen
rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1

$ pgnkit fen startpos
rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1

# The FEN as one quoted word.
$ pgnkit fen 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' e4 c5 Nf3
rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2

# The FEN as six separate words, moves after it.
$ pgnkit fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 e4 c5 Nf3
rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2

# Four words: the clocks may be left out (then 0 and 1).
$ pgnkit fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - e4
rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1

$ pgnkit fen '4k3/8/8/8/8/8/8/4K3 b - -'
4k3/8/8/8/8/8/8/4K3 b - - 0 1

# UCI moves, LAN moves, and a mixture.
$ pgnkit fen startpos e2e4 c7c5 g1f3
rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2

$ pgnkit fen startpos e2-e4 c7-c5 Ng1-f3
rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2

$ pgnkit fen startpos e2e4 c5 Ng1f3
rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2

# Lenient SAN: check and mate signs, 0-0, over-specified origins.
$ pgnkit fen startpos e4 e5 Ngf3 Nc6 Bc4+ Nf6 0-0
r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4

# Castling both ways (SAN, UCI king move), rights dropped by king and rook moves.
$ pgnkit fen 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1' O-O O-O-O
2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2

$ pgnkit fen 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1' e1c1 e8g8
r4rk1/8/8/8/8/8/8/2KR3R w - - 2 2

$ pgnkit fen 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1' Rb1 Kd8
r2k3r/8/8/8/8/8/8/1R2K2R w K - 2 2

$ pgnkit fen 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1' Rxa8+ Kd7
R6r/3k4/8/8/8/8/8/4K2R w K - 1 2

# En passant in SAN and in UCI, with and without the e.p. suffix.
$ pgnkit fen startpos e4 Nf6 e5 d5 exd6
rnbqkb1r/ppp1pppp/3P1n2/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3

$ pgnkit fen startpos e4 Nf6 e5 d5 e5d6
rnbqkb1r/ppp1pppp/3P1n2/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3

$ pgnkit fen startpos e4 Nf6 e5 d5 exd6e.p.
rnbqkb1r/ppp1pppp/3P1n2/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3

# Promotions: SAN with and without '=', UCI with the piece letter.
$ pgnkit fen '4k3/P7/8/8/8/8/8/4K3 w - - 0 1' a8=Q
Q3k3/8/8/8/8/8/8/4K3 b - - 0 1

$ pgnkit fen '4k3/P7/8/8/8/8/8/4K3 w - - 0 1' a8N
N3k3/8/8/8/8/8/8/4K3 b - - 0 1

$ pgnkit fen '4k3/P7/8/8/8/8/8/4K3 w - - 0 1' a7a8r
R3k3/8/8/8/8/8/8/4K3 b - - 0 1

$ pgnkit fen '1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1' axb8=Q+
1Q2k3/8/8/8/8/8/8/4K3 b - - 0 1

# A whole game: the Opera game (Morphy - Duke of Brunswick and Count Isouard, Paris 1858).
$ pgnkit fen startpos e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 Bxb5+ Nbd7 O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#
1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17

# --- Languages --------------------------------------------------------------------------

# Légal - St. Brie, Paris 1750, in Italian algebraic (pgnkit-notations(7), SAN).
$ pgnkit fen --lang=it startpos e4 e5 Cf3 d6 Ac4 Cc6 Cc3 Ag4 Cxe5 Axd1 Axf7+ Re7 Cd5#
r2q1bnr/ppp1kBpp/2np4/3NN3/4P3/8/PPPP1PPP/R1BbK2R b KQ - 2 7

# The same game in English gives the same position.
$ pgnkit fen startpos e4 e5 Nf3 d6 Bc4 Nc6 Nc3 Bg4 Nxe5 Bxd1 Bxf7+ Ke7 Nd5#
r2q1bnr/ppp1kBpp/2np4/3NN3/4P3/8/PPPP1PPP/R1BbK2R b KQ - 2 7

# German (S knight, L bishop, T rook, D queen) and French (C knight, F bishop, D queen, R king).
$ pgnkit fen --lang=de startpos e4 e5 Sf3 Sc6 Lb5 a6 La4 Sf6 O-O Le7 Te1
r1bqk2r/1pppbppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQR1K1 b kq - 5 6

# (French R is the king: Re2 is Ke2.)
$ pgnkit fen --lang=fr startpos e4 e5 Cf3 Cc6 Fc4 Fc5 c3 Cf6 d4 exd4 cxd4 Fb4+ Fd2 Fxd2+ Cbxd2 d5 Re2
r1bqk2r/ppp2ppp/2n2n2/3p4/2BPP3/5N2/PP1NKPPP/R2Q3R b kq - 1 9

# In Italian R is the king and T the rook; English letters are not Italian ones.
$ pgnkit fen --lang=it startpos Rf3 2>&1
pgnkit fen: illegal move 'Rf3' (move 1): no king can reach f3
? 1

$ pgnkit fen --lang=it startpos e4 e5 Nf3 2>&1
pgnkit fen: bad move 'Nf3' (move 3): not a move in Italian algebraic notation
? 1

# Moves are written in the --lang language too.
$ pgnkit fen --lang=it --legal startpos e4 e5 Cf3 Cc6 Ac4 | grep -e '^[RDTAC]' | head -12
Cb4
Cd4
Ca5
Cce7
Cb8
Cf6
Ch6
Cge7
Aa3
Ab4
Ac5
Ad6

$ pgnkit fen --lang=de --legal --to=lan '4k3/1P6/8/8/8/8/8/4K2R w K - 0 1'
b7-b8=D+
b7-b8=T+
b7-b8=L
b7-b8=S
Th1-f1
Th1-g1
Th1-h2
Th1-h3
Th1-h4
Th1-h5
Th1-h6
Th1-h7
Th1-h8+
Ke1-d1
Ke1-f1
Ke1-d2
Ke1-e2
Ke1-f2
O-O

# --- --check ----------------------------------------------------------------------------

$ pgnkit fen --check startpos
valid

$ pgnkit fen --check 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
valid

$ pgnkit fen --check 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
valid

$ pgnkit fen --check '8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1'
valid

$ pgnkit fen --check '4k3/8/8/8/8/8/8/4K3 w - -'
valid

# With moves, --check also plays them and says whether they are legal.
$ pgnkit fen --check startpos e4 e5 Nf3
valid

$ pgnkit fen --check startpos e4 e4 2>&1
pgnkit fen: illegal move 'e4' (move 2): no pawn can move to e4 (legal: a6, a5, b6, b5, c6, c5, d6, d5, ...)
? 1

# Each kind of invalid FEN: one message naming the field, a caret under the fault when
# there is one place to point at, exit status 1, nothing on standard output.
$ pgnkit fen --check 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1' 2>&1
pgnkit fen: invalid FEN: field 1 (placement): 'X' is not a piece letter (PNBRQK, pnbrqk) or a digit 1-8
  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1
                                            ^
? 1

$ pgnkit fen --check 'rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' 2>&1
pgnkit fen: invalid FEN: field 1 (placement): '9' is not a piece letter (PNBRQK, pnbrqk) or a digit 1-8
  rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
                    ^
? 1

$ pgnkit fen --check 'rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' 2>&1
pgnkit fen: invalid FEN: field 1 (placement): rank 7 has 7 squares, expected 8
  rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
                  ^
? 1

$ pgnkit fen --check 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq - 0 1' 2>&1
pgnkit fen: invalid FEN: field 1 (placement): rank 1 has more than 8 squares
  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq - 0 1
                                             ^
? 1

$ pgnkit fen --check 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1' 2>&1
pgnkit fen: invalid FEN: field 1 (placement): 7 ranks, expected 8
  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1
                                    ^
? 1

$ pgnkit fen --check 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/8 w KQkq - 0 1' 2>&1
pgnkit fen: invalid FEN: field 1 (placement): more than 8 ranks
  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/8 w KQkq - 0 1
                                             ^
? 1

$ pgnkit fen --check 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1' 2>&1
pgnkit fen: invalid FEN: field 2 (side to move): 'x' is not 'w' or 'b'
  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1
                                              ^
? 1

$ pgnkit fen --check 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1' 2>&1
pgnkit fen: invalid FEN: field 3 (castling): 'x' is not a castling letter (K, Q, k, q or -)
  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1
                                                   ^
? 1

$ pgnkit fen --check 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKkq - 0 1' 2>&1
pgnkit fen: invalid FEN: field 3 (castling): 'K' given twice
  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKkq - 0 1
                                                 ^
? 1

$ pgnkit fen --check 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1' 2>&1
pgnkit fen: invalid FEN: field 4 (en passant): 'e9' is not a square or '-'
  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1
                                                     ^
? 1

$ pgnkit fen --check 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1' 2>&1
pgnkit fen: invalid FEN: field 5 (halfmove clock): 'x' is not a number of plies
  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1
                                                       ^
? 1

$ pgnkit fen --check 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0' 2>&1
pgnkit fen: invalid FEN: field 6 (fullmove number): '0' is not a move number (1 or more)
  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0
                                                         ^
? 1

$ pgnkit fen --check 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0' 2>&1
pgnkit fen: invalid FEN: field 6 (fullmove number): missing after the halfmove clock
  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0
                                                        ^
? 1

$ pgnkit fen --check 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq' 2>&1
pgnkit fen: invalid FEN: field 4 (en passant): missing (a FEN has 6 fields; the clocks may be left out)
  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq
                                                    ^
? 1

$ pgnkit fen --check 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w' 2>&1
pgnkit fen: invalid FEN: field 3 (castling): missing (a FEN has 6 fields; the clocks may be left out)
  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w
                                               ^
? 1

$ pgnkit fen --check 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra' 2>&1
pgnkit fen: invalid FEN: more than 6 fields (placement, side, castling, en passant, halfmove, fullmove)
  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra
  ^
? 1

$ pgnkit fen --check '' 2>&1
pgnkit fen: invalid FEN: empty FEN
  
  ^
? 1

# Kings.
$ pgnkit fen --check 'rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1' 2>&1
pgnkit fen: invalid FEN: field 1 (placement): black has no king
? 1

$ pgnkit fen --check 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1' 2>&1
pgnkit fen: invalid FEN: field 1 (placement): white has no king
? 1

$ pgnkit fen --check 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w kq - 0 1' 2>&1
pgnkit fen: invalid FEN: field 1 (placement): white has 2 kings, expected one
? 1

# Men and pawns.
$ pgnkit fen --check 'rnbqkbnr/pppppppp/8/8/8/N7/PPPPPPPP/RNBQKBNR w KQkq - 0 1' 2>&1
pgnkit fen: invalid FEN: field 1 (placement): white has 17 men, at most 16 possible
? 1

$ pgnkit fen --check '4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1' 2>&1
pgnkit fen: invalid FEN: field 1 (placement): black has 9 pawns, at most 8 possible
? 1

$ pgnkit fen --check '4k2P/8/8/8/8/8/8/4K3 w - - 0 1' 2>&1
pgnkit fen: invalid FEN: field 1 (placement): a pawn on h8: pawns never stand on rank 1 or 8
? 1

$ pgnkit fen --check '4k3/8/8/8/8/8/8/p3K3 w - - 0 1' 2>&1
pgnkit fen: invalid FEN: field 1 (placement): a pawn on a1: pawns never stand on rank 1 or 8
? 1

# Castling rights need the king and the rook on their squares.
$ pgnkit fen --check 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1' 2>&1
pgnkit fen: invalid FEN: field 3 (castling): right 'K' needs a white rook on h1
  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1
                                                ^
? 1

$ pgnkit fen --check 'r3k2r/8/8/8/8/8/8/R4K1R w KQkq - 0 1' 2>&1
pgnkit fen: invalid FEN: field 3 (castling): right 'K' needs the white king on e1
  r3k2r/8/8/8/8/8/8/R4K1R w KQkq - 0 1
                            ^
? 1

$ pgnkit fen --check 'r3k3/8/8/8/8/8/8/R3K2R w KQkq - 0 1' 2>&1
pgnkit fen: invalid FEN: field 3 (castling): right 'k' needs a black rook on h8
  r3k3/8/8/8/8/8/8/R3K2R w KQkq - 0 1
                           ^
? 1

# The en passant square must lie behind a pawn that has just moved two squares.
$ pgnkit fen --check 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1' 2>&1
pgnkit fen: invalid FEN: field 4 (en passant): e4 cannot be an en passant square with black to move (rank 3 expected)
  rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1
                                                       ^
? 1

$ pgnkit fen --check 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1' 2>&1
pgnkit fen: invalid FEN: field 4 (en passant): e3 needs a white pawn on e4 that has just moved two squares
  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1
                                                     ^
? 1

$ pgnkit fen --check 'rnbqkbnr/pppppppp/8/8/4P3/4N3/PPPP1PPP/RNBQKB1R b KQkq e3 0 1' 2>&1
pgnkit fen: invalid FEN: field 4 (en passant): e3: the pawn on e4 cannot have just passed over an occupied square
  rnbqkbnr/pppppppp/8/8/4P3/4N3/PPPP1PPP/RNBQKB1R b KQkq e3 0 1
                                                         ^
? 1

# The side not to move in check; checks no move can give.
$ pgnkit fen --check '4k3/4R3/8/8/8/8/8/4K3 w - - 0 1' 2>&1
pgnkit fen: invalid FEN: field 2 (side to move): white to move while the black king is in check
  4k3/4R3/8/8/8/8/8/4K3 w - - 0 1
                        ^
? 1

$ pgnkit fen --check '4k3/8/3N1N2/8/4R3/8/8/4K3 b - - 0 1' 2>&1
pgnkit fen: invalid FEN: field 1 (placement): the side to move is in check from 3 men at once, which no move can give
? 1

$ pgnkit fen --check '4k3/3P4/5N2/8/8/8/8/4K3 b - - 0 1' 2>&1
pgnkit fen: invalid FEN: field 1 (placement): double check by a knight and a pawn, which no move can give
? 1

$ pgnkit fen --check 'R3k2R/8/8/8/8/8/8/4K3 b - - 0 1' 2>&1
pgnkit fen: invalid FEN: field 1 (placement): double check by two men on one line through the king, which no move can give
? 1

$ pgnkit fen --check '8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1' 2>&1
pgnkit fen: invalid FEN: field 4 (en passant): the check from the queen cannot follow the double pawn push this en passant square implies
? 1

# Possible checks are accepted: a double check (Ne4-f6 uncovering the rook), a check by the
# pawn that has just moved two squares.
$ pgnkit fen --check '4k3/8/5N2/8/8/8/8/4R2K b - - 0 1'
valid

$ pgnkit fen --check '8/8/8/3k4/4P3/8/8/4K3 b - e3 0 1'
valid

$ pgnkit fen --check '8/8/8/3k4/8/8/4P3/4K3 w - - 0 1' e4
valid

# A bad FEN is rejected the same way without --check.
$ pgnkit fen '4k3/4R3/8/8/8/8/8/4K3 w - - 0 1' Re8 2>&1
pgnkit fen: invalid FEN: field 2 (side to move): white to move while the black king is in check
  4k3/4R3/8/8/8/8/8/4K3 w - - 0 1
                        ^
? 1

# --- --board ----------------------------------------------------------------------------

# Standard output is not a terminal here: letters, then the FEN.
$ pgnkit fen --board
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
rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1

$ pgnkit fen -b startpos e4 c5 Nf3
8  r n b q k b n r
7  p p . p p p p p
6  . . . . . . . .
5  . . p . . . . .
4  . . . . P . . .
3  . . . . . N . .
2  P P P P . P P P
1  R N B Q K B . R
   a b c d e f g h
Black to move
rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2

# On a UTF-8 terminal: Unicode pieces, unless --ascii.
$ LC_ALL=C.UTF-8 script -qec 'pgnkit fen --board startpos e4' /dev/null | tr -d '\r'
8  ♜ ♞ ♝ ♛ ♚ ♝ ♞ ♜
7  ♟ ♟ ♟ ♟ ♟ ♟ ♟ ♟
6  · · · · · · · ·
5  · · · · · · · ·
4  · · · · ♙ · · ·
3  · · · · · · · ·
2  ♙ ♙ ♙ ♙ · ♙ ♙ ♙
1  ♖ ♘ ♗ ♕ ♔ ♗ ♘ ♖
   a b c d e f g h
Black to move
rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1

$ LC_ALL=C.UTF-8 script -qec 'pgnkit fen --board --ascii startpos e4' /dev/null | tr -d '\r'
8  r n b q k b n r
7  p p p p p p p p
6  . . . . . . . .
5  . . . . . . . .
4  . . . . P . . .
3  . . . . . . . .
2  P P P P . P P P
1  R N B Q K B N R
   a b c d e f g h
Black to move
rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1

# --- --legal ----------------------------------------------------------------------------

# Every kind of move: pawn push, en passant, promotions with check, rook, king, castling.
$ pgnkit fen --legal '4k3/1P6/8/3pP3/8/8/8/4K2R w K d6 0 1'
e6
exd6
b8=Q+
b8=R+
b8=B
b8=N
Rf1
Rg1
Rh2
Rh3
Rh4
Rh5
Rh6
Rh7
Rh8+
Kd1
Kf1
Kd2
Ke2
Kf2
O-O

$ pgnkit fen --legal --to=san '4k3/1P6/8/3pP3/8/8/8/4K2R w K d6 0 1' | tail -n 3
Ke2
Kf2
O-O

$ pgnkit fen -l --to=uci '4k3/1P6/8/3pP3/8/8/8/4K2R w K d6 0 1'
e5e6
e5d6
b7b8q
b7b8r
b7b8b
b7b8n
h1f1
h1g1
h1h2
h1h3
h1h4
h1h5
h1h6
h1h7
h1h8
e1d1
e1f1
e1d2
e1e2
e1f2
e1g1

$ pgnkit fen --legal --to=lan '4k3/1P6/8/3pP3/8/8/8/4K2R w K d6 0 1'
e5-e6
e5xd6
b7-b8=Q+
b7-b8=R+
b7-b8=B
b7-b8=N
Rh1-f1
Rh1-g1
Rh1-h2
Rh1-h3
Rh1-h4
Rh1-h5
Rh1-h6
Rh1-h7
Rh1-h8+
Ke1-d1
Ke1-f1
Ke1-d2
Ke1-e2
Ke1-f2
O-O

$ pgnkit fen --legal -t uci startpos | wc -l
20

# Disambiguation by file, by rank, by square.
$ pgnkit fen --legal '4k3/8/8/8/1Q6/8/1Q3Q2/4K3 w - - 0 1' | grep d4
Qb2d4
Qfd4
Q4d4

# Mate is marked '#'.
$ pgnkit fen --legal startpos e4 e5 Qh5 Nc6 Bc4 Nf6 | grep '#'
Qxf7#

# exd3 e.p. is not legal: it would open the fourth rank to the queen.
$ pgnkit fen --legal '8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1'
e3
Ka3
Kb3
Kb4
Ka5
Kb5

# In check: only the moves that answer it.
$ pgnkit fen --legal startpos e4 e5 Bc4 Nc6 Bxf7+
Ke7
Kxf7

# Checkmate and stalemate: no legal moves, nothing printed.
$ pgnkit fen --legal startpos f3 e5 g4 Qh4#

$ pgnkit fen --legal '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1'

# --- --perft and --divide ----------------------------------------------------------------

$ pgnkit fen --perft=0
1

$ pgnkit fen --perft=1
20

$ pgnkit fen --perft=2
400

$ pgnkit fen --perft=3
8902

$ pgnkit fen --perft 4 startpos
197281

$ pgnkit fen -p4 startpos e4
405385

# Kiwipete.
$ pgnkit fen --perft=1 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
48

$ pgnkit fen --perft=2 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
2039

$ pgnkit fen --perft=3 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
97862

# Positions 3 to 6 of the chessprogramming wiki, and position 4 mirrored.
$ pgnkit fen --perft=4 '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1'
43238

$ pgnkit fen --perft=3 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1'
9467

$ pgnkit fen --perft=3 'r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1'
9467

$ pgnkit fen --perft=3 'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8'
62379

$ pgnkit fen --perft=3 'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10'
89890

# Special cases: illegal en passant (pinned), en passant that gives check, castling that gives
# check, castling rights, promotions, under-promotion to avoid stalemate.
$ pgnkit fen --perft=4 '8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1'
20471

$ pgnkit fen --perft=4 '8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1'
13931

$ pgnkit fen --perft=4 '5k2/8/8/8/8/8/8/4K2R w K - 0 1'
6399

$ pgnkit fen --perft=3 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1'
13744

$ pgnkit fen --perft=3 'r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1'
27826

$ pgnkit fen --perft=3 'n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1'
9483

$ pgnkit fen --perft=4 '8/P1k5/K7/8/8/8/8/8 w - - 0 1'
1329

$ pgnkit fen --perft=4 'K1k5/8/P7/8/8/8/8/8 w - - 0 1'
63

# No legal move: 0 at depth 1.
$ pgnkit fen --perft=1 '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1'
0

# --divide: each root move and its count, a blank line, then the total.
$ pgnkit fen --perft=1 --divide '4k3/1P6/8/3pP3/8/8/8/4K2R w K d6 0 1'
e6 1
exd6 1
b8=Q+ 1
b8=R+ 1
b8=B 1
b8=N 1
Rf1 1
Rg1 1
Rh2 1
Rh3 1
Rh4 1
Rh5 1
Rh6 1
Rh7 1
Rh8+ 1
Kd1 1
Kf1 1
Kd2 1
Ke2 1
Kf2 1
O-O 1

21

$ pgnkit fen --perft=2 --divide
a3 20
a4 20
b3 20
b4 20
c3 20
c4 20
d3 20
d4 20
e3 20
e4 20
f3 20
f4 20
g3 20
g4 20
h3 20
h4 20
Na3 20
Nc3 20
Nf3 20
Nh3 20

400

$ pgnkit fen -p2 -d --to=uci 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
a2a3 44
a2a4 44
b2b3 42
g2g3 42
g2g4 42
g2h3 43
d5d6 41
d5e6 46
c3b1 42
c3d1 42
c3a4 42
c3b5 39
e5d3 43
e5c4 42
e5g4 44
e5c6 41
e5g6 42
e5d7 45
e5f7 44
d2c1 43
d2e3 43
d2f4 43
d2g5 42
d2h6 41
e2d1 44
e2f1 44
e2d3 42
e2c4 41
e2b5 39
e2a6 36
a1b1 43
a1c1 43
a1d1 43
h1f1 43
h1g1 43
f3d3 42
f3e3 43
f3g3 43
f3h3 43
f3f4 43
f3g4 43
f3f5 45
f3h5 43
f3f6 39
e1d1 43
e1f1 43
e1g1 43
e1c1 43

2039

# The count alone is always the last line.
$ pgnkit fen --perft=3 --divide startpos | tail -n 1
8902

# --- --ep: the en passant square written -----------------------------------------------------

# Default (always, the PGN standard): after every double push.
$ pgnkit fen startpos e4
rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1

$ pgnkit fen --ep=always startpos e4
rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1

# legal: only when an en passant capture is legal.
$ pgnkit fen --ep=legal startpos e4
rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1

$ pgnkit fen --ep=legal startpos e4 Nf6 e5 d5
rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3

$ pgnkit fen --ep=always '8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1'
8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1

$ pgnkit fen --ep=legal '8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1'
8/8/8/8/k2Pp2Q/8/8/3K4 b - - 0 1

# --- The kingless game (--variant=kingless) --------------------------------------------------

$ pgnkit fen --variant=kingless '1n6/ppp5/8/8/8/8/PPP5/1N6 w - - 0 1' a4 b5 axb5
1n6/p1p5/8/1P6/8/8/1PP5/1N6 b - - 0 2

# Only queen promotions, no en passant, no check.
$ pgnkit fen --variant=kingless --legal '4q3/P7/8/8/8/8/8/4Q3 w - - 0 1'
a8=Q
Qa1
Qb1
Qc1
Qd1
Qf1
Qg1
Qh1
Qd2
Qe2
Qf2
Qc3
Qe3
Qg3
Qb4
Qe4
Qh4
Qa5
Qe5
Qe6
Qe7
Qxe8

$ pgnkit fen --variant=kingless --legal '1n6/ppp5/8/8/8/8/PPP5/1N6 w - - 0 1' a4 b5 a5 b4 c4
b3
a6
c6
c5
Na6
Nc6
Nd7

$ pgnkit fen --variant=kingless '4q3/P7/8/8/8/8/8/4Q3 w - - 0 1' a8=N 2>/dev/null
? 1

$ pgnkit fen --variant=kingless 2>&1
1n6/ppp5/8/8/8/8/PPP5/1N6 w - - 0 1

$ pgnkit fen --variant=kingless --check '4k3/8/8/8/8/8/8/1N6 w - - 0 1' 2>&1
pgnkit fen: invalid FEN: field 1 (placement): the kingless game has no kings, but black has one
? 1

$ pgnkit fen --variant=kingless --check '1n6/ppp5/8/8/8/8/PPP5/1N6 w K - 0 1' 2>&1
pgnkit fen: invalid FEN: field 3 (castling): the kingless game has no castling; write '-'
  1n6/ppp5/8/8/8/8/PPP5/1N6 w K - 0 1
                              ^
? 1

$ pgnkit fen --variant=kingless --check '1n6/ppp5/8/8/P7/8/1PP5/1N6 b - a3 0 1' 2>&1
pgnkit fen: invalid FEN: field 4 (en passant): the kingless game has no en passant; write '-'
  1n6/ppp5/8/8/P7/8/1PP5/1N6 b - a3 0 1
                                 ^
? 1

# --- Illegal, ambiguous and unreadable moves ------------------------------------------------
# One message on standard error naming the move, its number and why; exit status 1; nothing
# on standard output.

$ pgnkit fen startpos e5 2>&1
pgnkit fen: illegal move 'e5' (move 1): no pawn can move to e5 (legal: a3, a4, b3, b4, c3, c4, d3, d4, ...)
? 1

$ pgnkit fen startpos e4 e5 Ke3 2>&1
pgnkit fen: illegal move 'Ke3' (move 3): no king can reach e3 (legal: Ke2)
? 1

$ pgnkit fen startpos Qh5 2>&1
pgnkit fen: illegal move 'Qh5' (move 1): no queen can reach h5
? 1

$ pgnkit fen startpos Ke2 2>&1
pgnkit fen: illegal move 'Ke2' (move 1): no king can reach e2
? 1

$ pgnkit fen startpos e4 e5 Nf3 Nc6 Nxe5 Nxe5 Nxe5 2>&1
pgnkit fen: illegal move 'Nxe5' (move 7): no knight can reach e5 (legal: Na3, Nc3)
? 1

$ pgnkit fen startpos exd5 2>&1
pgnkit fen: illegal move 'exd5' (move 1): no pawn can capture on d5 (legal: a3, a4, b3, b4, c3, c4, d3, d4, ...)
? 1

$ pgnkit fen startpos e2e5 2>&1
pgnkit fen: illegal move 'e2e5' (move 1): the pawn on e2 cannot move to e5 (legal: e3, e4)
? 1

$ pgnkit fen startpos e3e4 2>&1
pgnkit fen: illegal move 'e3e4' (move 1): there is no piece on e3
? 1

$ pgnkit fen startpos e7e5 2>&1
pgnkit fen: illegal move 'e7e5' (move 1): the piece on e7 is not White's
? 1

$ pgnkit fen 'k7/8/8/8/8/2N5/8/N3K3 w - - 0 1' Nab1 2>&1
pgnkit fen: illegal move 'Nab1' (move 1): no knight on a can reach b1 (legal: Nb1)
? 1

$ pgnkit fen '4k3/P7/8/8/8/8/8/4K3 w - - 0 1' a8 2>&1
pgnkit fen: illegal move 'a8' (move 1): a pawn reaching a8 must be promoted: name the piece (legal: a8=Q+, a8=R+, a8=B, a8=N)
? 1

# Castling that the rules forbid, each for its reason.
$ pgnkit fen startpos O-O 2>&1
pgnkit fen: illegal move 'O-O' (move 1): a piece stands between the king and the rook
? 1

$ pgnkit fen 'r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1' O-O 2>&1
pgnkit fen: illegal move 'O-O' (move 1): the king or the rook on h1 has already moved
? 1

$ pgnkit fen 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1' O-O O-O-O Kf2 O-O 2>&1
pgnkit fen: illegal move 'O-O' (move 4): the king or the rook on h8 has already moved
? 1

$ pgnkit fen 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1' Rxa8+ O-O-O 2>&1
pgnkit fen: illegal move 'O-O-O' (move 2): there is no rook on a8 any more
? 1

$ pgnkit fen 'r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1' O-O 2>&1
pgnkit fen: illegal move 'O-O' (move 1): the king would cross or land on an attacked square
? 1

# In check, and the move does not answer it; after mate, no move at all.
$ pgnkit fen startpos e4 e5 Bc4 Nc6 Bxf7+ Nf6 2>&1
pgnkit fen: illegal move 'Nf6' (move 6): no knight can reach f6 (Black is in check) (legal: Ke7, Kxf7)
? 1

$ pgnkit fen startpos f3 e5 g4 Qh4# Kf2 2>&1
pgnkit fen: illegal move 'Kf2' (move 5): the game is over: White is checkmated
? 1

# Ambiguous: two or three pieces can reach the square.
$ pgnkit fen '4k3/8/8/8/1Q6/8/1Q3Q2/4K3 w - - 0 1' Qd4 2>&1
pgnkit fen: ambiguous move 'Qd4' (move 1): the queens on b2, f2 and b4 can all reach d4 (legal: Qb2d4, Qfd4, Q4d4)
? 1

$ pgnkit fen '4k3/8/8/8/1Q6/8/1Q3Q2/4K3 w - - 0 1' Qbd4 2>&1
pgnkit fen: ambiguous move 'Qbd4' (move 1): the queens on b2 and b4 can both reach d4 (legal: Qb2d4, Q4d4)
? 1

$ pgnkit fen '4k3/8/8/8/1Q6/8/1Q3Q2/4K3 w - - 0 1' Qb2d4
4k3/8/8/8/1Q1Q4/8/5Q2/4K3 b - - 1 1

$ pgnkit fen startpos Nf3 e5 d3 d5 Nd2 2>&1
pgnkit fen: ambiguous move 'Nd2' (move 5): the knights on b1 and f3 can both reach d2 (legal: Nbd2, Nfd2)
? 1

# Not a move at all.
$ pgnkit fen startpos xyz 2>&1
pgnkit fen: bad move 'xyz' (move 1): not a move in English algebraic notation
? 1

$ pgnkit fen startpos e4 e5 Nf3 Zf6 2>&1
pgnkit fen: bad move 'Zf6' (move 4): not a move in English algebraic notation
? 1

# A null move is not a chess move.
$ pgnkit fen startpos 0000 2>&1
pgnkit fen: illegal move '0000' (move 1): a null move is not a chess move
? 1

# --- Options and usage errors: exit status 2, the usage on standard error -----------------

$ pgnkit fen --bogus 2>&1
pgnkit fen: unknown option '--bogus'
usage: pgnkit fen [OPTIONS] [FEN|startpos] [MOVE...]
Try 'pgnkit fen --help'.
? 2

$ pgnkit fen -z 2>&1
pgnkit fen: unknown option '-z'
usage: pgnkit fen [OPTIONS] [FEN|startpos] [MOVE...]
Try 'pgnkit fen --help'.
? 2

$ pgnkit fen --perft 2>&1
pgnkit fen: option '--perft' needs a value
usage: pgnkit fen [OPTIONS] [FEN|startpos] [MOVE...]
Try 'pgnkit fen --help'.
? 2

$ pgnkit fen --check=yes 2>&1
pgnkit fen: option '--check=yes' takes no value
usage: pgnkit fen [OPTIONS] [FEN|startpos] [MOVE...]
Try 'pgnkit fen --help'.
? 2

$ pgnkit fen --perft=x 2>&1
pgnkit fen: --perft: 'x' is not a depth from 0 to 20
Try 'pgnkit fen --help'.
? 2

$ pgnkit fen --perft=-1 2>&1
pgnkit fen: --perft: '-1' is not a depth from 0 to 20
Try 'pgnkit fen --help'.
? 2

$ pgnkit fen --perft=21 2>&1
pgnkit fen: --perft: '21' is not a depth from 0 to 20
Try 'pgnkit fen --help'.
? 2

$ pgnkit fen --to=iccf --legal 2>&1
pgnkit fen: --to: 'iccf' is not san, lan, uci, iccs, wxf or chinese
Try 'pgnkit fen --help'.
? 2

$ pgnkit fen --lang=xx 2>&1
pgnkit fen: --lang: unknown language 'xx' (known: en, it, es, fr, de, nl, pt, sv, da, no, cs, pl, hu, ro, fi)
Try 'pgnkit fen --help'.
? 2

$ pgnkit fen --ep=never 2>&1
pgnkit fen: --ep: 'never' is not always or legal
Try 'pgnkit fen --help'.
? 2

$ pgnkit fen --variant=xiangqi 2>&1
rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1

# Standard output stays empty on a usage error.
$ pgnkit fen --bogus 2>/dev/null
? 2

# Options may come after the words, and '--' ends them.
$ pgnkit fen startpos e4 --ep=legal
rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1

$ pgnkit fen -- startpos e4
rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1

# --- Help and version ----------------------------------------------------------------------

$ pgnkit --version
pgnkit 0.1.0

# Output that cannot be written is an error (it once went with status 0 and no word).
$ pgnkit --version 2>&1 >/dev/full
pgnkit: cannot write the output: No space left on device
? 2

$ pgnkit fen startpos e4 2>&1 >/dev/full
pgnkit fen: cannot write the output: No space left on device
? 2

$ pgnkit version
pgnkit 0.1.0

$ pgnkit help fen
usage: pgnkit fen [OPTIONS] [FEN|startpos] [MOVE...]

Reads a position (the start position when none is given), plays the moves given
(SAN in the --lang language, LAN, UCI or descriptive) and prints the FEN reached. With
--variant=kingless the position may be named: equal (the default), equal-wings, unequal.
With --file, --check and --perft take each position of a list (FEN or EPD lines, perft
suites' ;D1 20 operations and .perft records checked) and give a verdict per line.

options:
      --check                only check the FEN: exit 0 when valid, else 1 with the reason
  -b, --board                print a text diagram (Unicode pieces on a UTF-8 terminal)
      --ascii                draw the diagram with letters even on a UTF-8 terminal
  -l, --legal                print the legal moves, one per line
  -t, --to=NOTATION          printed moves: san (default), lan, uci; Xiangqi: iccs (default), wxf, chinese
      --lang=LANG            piece letters of SAN read and written: en (default), it, fr, de, ...
  -p, --perft=N              count the leaf nodes of the move tree to depth N
  -d, --divide               with --perft: print each legal move with its count first
      --ep=WHEN              en passant square in the FEN written: always (default) or legal
      --castling=STYLE       Chess960 castling rights in the FEN written: x-fen (default: KQkq, a file for an inner rook) or shredder (files)
      --start                with --check: the position must be one the game starts from (Chess960: its number is said)
      --variant=NAME         the game of the position (default: chess): chess, kingless, xiangqi or chess960
      --coords=N             Xiangqi ICCS ranks read as 0-9 (0, the default) or 1-10 (1)
  -f, --file=FILE            with --check or --perft: each position of FILE ('-': standard input), a FEN or EPD line each
  -h, --help                 show this help and exit

See man pgnkit-fen for the details.

$ pgnkit fen --help
usage: pgnkit fen [OPTIONS] [FEN|startpos] [MOVE...]

Reads a position (the start position when none is given), plays the moves given
(SAN in the --lang language, LAN, UCI or descriptive) and prints the FEN reached. With
--variant=kingless the position may be named: equal (the default), equal-wings, unequal.
With --file, --check and --perft take each position of a list (FEN or EPD lines, perft
suites' ;D1 20 operations and .perft records checked) and give a verdict per line.

options:
      --check                only check the FEN: exit 0 when valid, else 1 with the reason
  -b, --board                print a text diagram (Unicode pieces on a UTF-8 terminal)
      --ascii                draw the diagram with letters even on a UTF-8 terminal
  -l, --legal                print the legal moves, one per line
  -t, --to=NOTATION          printed moves: san (default), lan, uci; Xiangqi: iccs (default), wxf, chinese
      --lang=LANG            piece letters of SAN read and written: en (default), it, fr, de, ...
  -p, --perft=N              count the leaf nodes of the move tree to depth N
  -d, --divide               with --perft: print each legal move with its count first
      --ep=WHEN              en passant square in the FEN written: always (default) or legal
      --castling=STYLE       Chess960 castling rights in the FEN written: x-fen (default: KQkq, a file for an inner rook) or shredder (files)
      --start                with --check: the position must be one the game starts from (Chess960: its number is said)
      --variant=NAME         the game of the position (default: chess): chess, kingless, xiangqi or chess960
      --coords=N             Xiangqi ICCS ranks read as 0-9 (0, the default) or 1-10 (1)
  -f, --file=FILE            with --check or --perft: each position of FILE ('-': standard input), a FEN or EPD line each
  -h, --help                 show this help and exit

See man pgnkit-fen for the details.

$ pgnkit fen -h | head -n 1
usage: pgnkit fen [OPTIONS] [FEN|startpos] [MOVE...]

$ pgnkit --help | grep -e '^usage' -e '^  fen '
usage: pgnkit [--version] [--help] COMMAND [ARGS]
  fen        check a FEN, play moves from it, list legal moves, count perft

$ pgnkit nosuchcommand 2>&1 | head -n 1
pgnkit: 'nosuchcommand' is not a pgnkit command

# Moves in descriptive notation, English or Italian, are played too.
$ pgnkit fen startpos P-K4 P-K4 N-KB3
rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2

$ pgnkit fen startpos P-R4 P-R4 C-RA3
rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2
