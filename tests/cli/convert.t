# Command-line tests of 'pgnkit convert'. Run by: make cli-test
#
# The games are in testdata/convert/, written for these tests. The main one, features.pgn, holds
# two games. The first (1.e4 Nf6 2.e5 d5 3.exd6 e.p. ... 5.cxd8=Q+ ... 6...O-O ... 11.O-O-O
# ... 12.Qxh7#) has tags out of order with one outside the Seven Tag Roster and Round missing,
# a comment before the first move, [%clk] and [%eval] comments, the suffixes ! and ?! and NAGs,
# a variation inside a variation, an escape line, en passant, both castlings, a promotion with
# check and a mate. The second starts from a FEN with Black to move and ends in an
# underpromotion that mates (60...Kg3 61.Kg1 d1=R#). Every move, the check and mate marks and
# the mates themselves were checked with Stockfish 15.1 ("position startpos moves ...", "d",
# "go perft 1" giving 0 at the mates); the LAN, UCI and ICCF forms square by square by hand
# (pgnkit-notations(7), ICCF NUMERIC: a1 = 11, e4 = 54; promotion digit 1 queen, 2 rook).
#
# Export layout (pgnkit-notations(7), PGN) is checked on every output below: the Seven Tag Roster
# first, missing ones as "?", then the other tags in ASCII order; one blank line after the tags
# and one after the movetext; lines of at most 79 characters; "N..." before a Black move only at
# the start of a line of play or after a comment, NAG or variation; suffixes written as NAGs
# ($1 !, $2 ?, $3 !!, $4 ??, $5 !?, $6 ?!).
#

# --- Every target on the same games ---------------------------------------------------------

# SAN, the default. The ';' comment becomes a { } comment.
$ pgnkit convert convert/features.pgn
[Event "Club championship"]
[Site "Rome ITA"]
[Date "2024.03.05"]
[Round "?"]
[White "Bianchi, Anna"]
[Black "Rossi, Marco"]
[Result "1-0"]
[Annotator "pgnkit tests"]
[TimeControl "180+2"]

{Alekhine's Defence, with an early en passant.} 1. e4 Nf6 2. e5 d5 3. exd6 $1
{[%clk 0:01:02]} 3... e6 4. dxc7 Be7 $6 {[%eval 0.17] The queen is lost.} (
4... Qxc7 5. Nf3 (5. d4 Nc6) 5... Bd6 $10) 5. cxd8=Q+ Bxd8 6. Nc3 O-O 7. d4 Nd5
8. Bd3 $1 8... b6
%escape line: kept as it is
9. Be3 Bb7 10. Qh5 a5 11. O-O-O a4 12. Qxh7# 1-0

[Event "Study"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "0-1"]
[FEN "8/8/8/8/8/5k2/3p4/7K b - - 0 60"]
[SetUp "1"]

60... Kg3 61. Kg1 d1=R# {a rook is enough} 0-1

? 0

$ pgnkit convert --to=san convert/features.pgn | cmp - convert/features-san.pgn && echo identical
identical

# Italian, German, French and Spanish piece letters (pgnkit-notations(7), SAN): in Italian and
# Spanish C knight, A bishop, T rook, D queen, R king; German S L T D K; French C F T D R.
$ pgnkit convert --to=san --lang=it convert/features.pgn
[Event "Club championship"]
[Site "Rome ITA"]
[Date "2024.03.05"]
[Round "?"]
[White "Bianchi, Anna"]
[Black "Rossi, Marco"]
[Result "1-0"]
[Annotator "pgnkit tests"]
[TimeControl "180+2"]

{Alekhine's Defence, with an early en passant.} 1. e4 Cf6 2. e5 d5 3. exd6 $1
{[%clk 0:01:02]} 3... e6 4. dxc7 Ae7 $6 {[%eval 0.17] The queen is lost.} (
4... Dxc7 5. Cf3 (5. d4 Cc6) 5... Ad6 $10) 5. cxd8=D+ Axd8 6. Cc3 O-O 7. d4 Cd5
8. Ad3 $1 8... b6
%escape line: kept as it is
9. Ae3 Ab7 10. Dh5 a5 11. O-O-O a4 12. Dxh7# 1-0

[Event "Study"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "0-1"]
[FEN "8/8/8/8/8/5k2/3p4/7K b - - 0 60"]
[SetUp "1"]

60... Rg3 61. Rg1 d1=T# {a rook is enough} 0-1

? 0

$ pgnkit convert --to=san --lang=de convert/features.pgn
[Event "Club championship"]
[Site "Rome ITA"]
[Date "2024.03.05"]
[Round "?"]
[White "Bianchi, Anna"]
[Black "Rossi, Marco"]
[Result "1-0"]
[Annotator "pgnkit tests"]
[TimeControl "180+2"]

{Alekhine's Defence, with an early en passant.} 1. e4 Sf6 2. e5 d5 3. exd6 $1
{[%clk 0:01:02]} 3... e6 4. dxc7 Le7 $6 {[%eval 0.17] The queen is lost.} (
4... Dxc7 5. Sf3 (5. d4 Sc6) 5... Ld6 $10) 5. cxd8=D+ Lxd8 6. Sc3 O-O 7. d4 Sd5
8. Ld3 $1 8... b6
%escape line: kept as it is
9. Le3 Lb7 10. Dh5 a5 11. O-O-O a4 12. Dxh7# 1-0

[Event "Study"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "0-1"]
[FEN "8/8/8/8/8/5k2/3p4/7K b - - 0 60"]
[SetUp "1"]

60... Kg3 61. Kg1 d1=T# {a rook is enough} 0-1

? 0

$ pgnkit convert --to=san --lang=fr convert/features.pgn
[Event "Club championship"]
[Site "Rome ITA"]
[Date "2024.03.05"]
[Round "?"]
[White "Bianchi, Anna"]
[Black "Rossi, Marco"]
[Result "1-0"]
[Annotator "pgnkit tests"]
[TimeControl "180+2"]

{Alekhine's Defence, with an early en passant.} 1. e4 Cf6 2. e5 d5 3. exd6 $1
{[%clk 0:01:02]} 3... e6 4. dxc7 Fe7 $6 {[%eval 0.17] The queen is lost.} (
4... Dxc7 5. Cf3 (5. d4 Cc6) 5... Fd6 $10) 5. cxd8=D+ Fxd8 6. Cc3 O-O 7. d4 Cd5
8. Fd3 $1 8... b6
%escape line: kept as it is
9. Fe3 Fb7 10. Dh5 a5 11. O-O-O a4 12. Dxh7# 1-0

[Event "Study"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "0-1"]
[FEN "8/8/8/8/8/5k2/3p4/7K b - - 0 60"]
[SetUp "1"]

60... Rg3 61. Rg1 d1=T# {a rook is enough} 0-1

? 0

$ pgnkit convert --to=san --lang=es convert/features.pgn
[Event "Club championship"]
[Site "Rome ITA"]
[Date "2024.03.05"]
[Round "?"]
[White "Bianchi, Anna"]
[Black "Rossi, Marco"]
[Result "1-0"]
[Annotator "pgnkit tests"]
[TimeControl "180+2"]

{Alekhine's Defence, with an early en passant.} 1. e4 Cf6 2. e5 d5 3. exd6 $1
{[%clk 0:01:02]} 3... e6 4. dxc7 Ae7 $6 {[%eval 0.17] The queen is lost.} (
4... Dxc7 5. Cf3 (5. d4 Cc6) 5... Ad6 $10) 5. cxd8=D+ Axd8 6. Cc3 O-O 7. d4 Cd5
8. Ad3 $1 8... b6
%escape line: kept as it is
9. Ae3 Ab7 10. Dh5 a5 11. O-O-O a4 12. Dxh7# 1-0

[Event "Study"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "0-1"]
[FEN "8/8/8/8/8/5k2/3p4/7K b - - 0 60"]
[SetUp "1"]

60... Rg3 61. Rg1 d1=T# {a rook is enough} 0-1

? 0

# Long algebraic: origin, '-' or 'x', destination; castling stays O-O and O-O-O.
$ pgnkit convert --to=lan convert/features.pgn
[Event "Club championship"]
[Site "Rome ITA"]
[Date "2024.03.05"]
[Round "?"]
[White "Bianchi, Anna"]
[Black "Rossi, Marco"]
[Result "1-0"]
[Annotator "pgnkit tests"]
[TimeControl "180+2"]

{Alekhine's Defence, with an early en passant.} 1. e2-e4 Ng8-f6 2. e4-e5 d7-d5
3. e5xd6 $1 {[%clk 0:01:02]} 3... e7-e6 4. d6xc7 Bf8-e7 $6 {[%eval 0.17] The
queen is lost.} (4... Qd8xc7 5. Ng1-f3 (5. d2-d4 Nb8-c6) 5... Bf8-d6 $10)
5. c7xd8=Q+ Be7xd8 6. Nb1-c3 O-O 7. d2-d4 Nf6-d5 8. Bf1-d3 $1 8... b7-b6
%escape line: kept as it is
9. Bc1-e3 Bc8-b7 10. Qd1-h5 a7-a5 11. O-O-O a5-a4 12. Qh5xh7# 1-0

[Event "Study"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "0-1"]
[FEN "8/8/8/8/8/5k2/3p4/7K b - - 0 60"]
[SetUp "1"]

60... Kf3-g3 61. Kh1-g1 d2-d1=R# {a rook is enough} 0-1

? 0

# UCI: castling is the king's two-square move (e8g8, e1c1), promotion a lower-case letter, no
# check or mate marks.
$ pgnkit convert --to=uci convert/features.pgn
[Event "Club championship"]
[Site "Rome ITA"]
[Date "2024.03.05"]
[Round "?"]
[White "Bianchi, Anna"]
[Black "Rossi, Marco"]
[Result "1-0"]
[Annotator "pgnkit tests"]
[TimeControl "180+2"]

{Alekhine's Defence, with an early en passant.} 1. e2e4 g8f6 2. e4e5 d7d5
3. e5d6 $1 {[%clk 0:01:02]} 3... e7e6 4. d6c7 f8e7 $6 {[%eval 0.17] The queen
is lost.} (4... d8c7 5. g1f3 (5. d2d4 b8c6) 5... f8d6 $10) 5. c7d8q e7d8
6. b1c3 e8g8 7. d2d4 f6d5 8. f1d3 $1 8... b7b6
%escape line: kept as it is
9. c1e3 c8b7 10. d1h5 a7a5 11. e1c1 a5a4 12. h5h7 1-0

[Event "Study"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "0-1"]
[FEN "8/8/8/8/8/5k2/3p4/7K b - - 0 60"]
[SetUp "1"]

60... f3g3 61. h1g1 d2d1r {a rook is enough} 0-1

? 0

# ICCF numeric: exd6 e.p. is 5546, O-O 5878, O-O-O 5131, cxd8=Q 37481, d1=R 42412.
$ pgnkit convert --to=iccf convert/features.pgn
[Event "Club championship"]
[Site "Rome ITA"]
[Date "2024.03.05"]
[Round "?"]
[White "Bianchi, Anna"]
[Black "Rossi, Marco"]
[Result "1-0"]
[Annotator "pgnkit tests"]
[TimeControl "180+2"]

{Alekhine's Defence, with an early en passant.} 1. 5254 7866 2. 5455 4745
3. 5546 $1 {[%clk 0:01:02]} 3... 5756 4. 4637 6857 $6 {[%eval 0.17] The queen
is lost.} (4... 4837 5. 7163 (5. 4244 2836) 5... 6846 $10) 5. 37481 5748
6. 2133 5878 7. 4244 6645 8. 6143 $1 8... 2726
%escape line: kept as it is
9. 3153 3827 10. 4185 1715 11. 5131 1514 12. 8587 1-0

[Event "Study"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "0-1"]
[FEN "8/8/8/8/8/5k2/3p4/7K b - - 0 60"]
[SetUp "1"]

60... 6373 61. 8171 42412 {a rook is enough} 0-1

? 0

# JSON: one object per game, tags as read, the start FEN, every move with SAN, UCI and the FEN
# after it (en passant square after every double push), and what follows a move (NAGs,
# comments, escape lines, variations) in its "after" list.
$ pgnkit convert --to=json convert/features.pgn
{"tags":{"White":"Bianchi, Anna","Black":"Rossi, Marco","Event":"Club championship","TimeControl":"180+2","Site":"Rome ITA","Date":"2024.03.05","Result":"1-0","Annotator":"pgnkit tests"},"start":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","moves":[{"before":true,"after":[{"comment":"Alekhine's Defence, with an early en passant."}]},{"ply":1,"san":"e4","uci":"e2e4","fen":"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1","after":[]},{"ply":2,"san":"Nf6","uci":"g8f6","fen":"rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2","after":[]},{"ply":3,"san":"e5","uci":"e4e5","fen":"rnbqkb1r/pppppppp/5n2/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2","after":[]},{"ply":4,"san":"d5","uci":"d7d5","fen":"rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3","after":[]},{"ply":5,"san":"exd6","uci":"e5d6","fen":"rnbqkb1r/ppp1pppp/3P1n2/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3","clk":62,"after":[{"nag":1},{"comment":"[%clk 0:01:02]"}]},{"ply":6,"san":"e6","uci":"e7e6","fen":"rnbqkb1r/ppp2ppp/3Ppn2/8/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 4","after":[]},{"ply":7,"san":"dxc7","uci":"d6c7","fen":"rnbqkb1r/ppP2ppp/4pn2/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 4","after":[]},{"ply":8,"san":"Be7","uci":"f8e7","fen":"rnbqk2r/ppP1bppp/4pn2/8/8/8/PPPP1PPP/RNBQKBNR w KQkq - 1 5","eval":17,"after":[{"nag":6},{"comment":"[%eval 0.17] The queen is lost."},{"variation":[{"ply":8,"san":"Qxc7","uci":"d8c7","fen":"rnb1kb1r/ppq2ppp/4pn2/8/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 5","after":[]},{"ply":9,"san":"Nf3","uci":"g1f3","fen":"rnb1kb1r/ppq2ppp/4pn2/8/8/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 5","after":[{"variation":[{"ply":9,"san":"d4","uci":"d2d4","fen":"rnb1kb1r/ppq2ppp/4pn2/8/3P4/8/PPP2PPP/RNBQKBNR b KQkq d3 0 5","after":[]},{"ply":10,"san":"Nc6","uci":"b8c6","fen":"r1b1kb1r/ppq2ppp/2n1pn2/8/3P4/8/PPP2PPP/RNBQKBNR w KQkq - 1 6","after":[]}]}]},{"ply":10,"san":"Bd6","uci":"f8d6","fen":"rnb1k2r/ppq2ppp/3bpn2/8/8/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 6","after":[{"nag":10}]}]}]},{"ply":9,"san":"cxd8=Q+","uci":"c7d8q","fen":"rnbQk2r/pp2bppp/4pn2/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 5","after":[]},{"ply":10,"san":"Bxd8","uci":"e7d8","fen":"rnbbk2r/pp3ppp/4pn2/8/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 6","after":[]},{"ply":11,"san":"Nc3","uci":"b1c3","fen":"rnbbk2r/pp3ppp/4pn2/8/8/2N5/PPPP1PPP/R1BQKBNR b KQkq - 1 6","after":[]},{"ply":12,"san":"O-O","uci":"e8g8","fen":"rnbb1rk1/pp3ppp/4pn2/8/8/2N5/PPPP1PPP/R1BQKBNR w KQ - 2 7","after":[]},{"ply":13,"san":"d4","uci":"d2d4","fen":"rnbb1rk1/pp3ppp/4pn2/8/3P4/2N5/PPP2PPP/R1BQKBNR b KQ d3 0 7","after":[]},{"ply":14,"san":"Nd5","uci":"f6d5","fen":"rnbb1rk1/pp3ppp/4p3/3n4/3P4/2N5/PPP2PPP/R1BQKBNR w KQ - 1 8","after":[]},{"ply":15,"san":"Bd3","uci":"f1d3","fen":"rnbb1rk1/pp3ppp/4p3/3n4/3P4/2NB4/PPP2PPP/R1BQK1NR b KQ - 2 8","after":[{"nag":1}]},{"ply":16,"san":"b6","uci":"b7b6","fen":"rnbb1rk1/p4ppp/1p2p3/3n4/3P4/2NB4/PPP2PPP/R1BQK1NR w KQ - 0 9","after":[{"escape":"escape line: kept as it is"}]},{"ply":17,"san":"Be3","uci":"c1e3","fen":"rnbb1rk1/p4ppp/1p2p3/3n4/3P4/2NBB3/PPP2PPP/R2QK1NR b KQ - 1 9","after":[]},{"ply":18,"san":"Bb7","uci":"c8b7","fen":"rn1b1rk1/pb3ppp/1p2p3/3n4/3P4/2NBB3/PPP2PPP/R2QK1NR w KQ - 2 10","after":[]},{"ply":19,"san":"Qh5","uci":"d1h5","fen":"rn1b1rk1/pb3ppp/1p2p3/3n3Q/3P4/2NBB3/PPP2PPP/R3K1NR b KQ - 3 10","after":[]},{"ply":20,"san":"a5","uci":"a7a5","fen":"rn1b1rk1/1b3ppp/1p2p3/p2n3Q/3P4/2NBB3/PPP2PPP/R3K1NR w KQ a6 0 11","after":[]},{"ply":21,"san":"O-O-O","uci":"e1c1","fen":"rn1b1rk1/1b3ppp/1p2p3/p2n3Q/3P4/2NBB3/PPP2PPP/2KR2NR b - - 1 11","after":[]},{"ply":22,"san":"a4","uci":"a5a4","fen":"rn1b1rk1/1b3ppp/1p2p3/3n3Q/p2P4/2NBB3/PPP2PPP/2KR2NR w - - 0 12","after":[]},{"ply":23,"san":"Qxh7#","uci":"h5h7","fen":"rn1b1rk1/1b3ppQ/1p2p3/3n4/p2P4/2NBB3/PPP2PPP/2KR2NR b - - 0 12","after":[]}],"result":"1-0"}
{"tags":{"Event":"Study","Result":"0-1","SetUp":"1","FEN":"8/8/8/8/8/5k2/3p4/7K b - - 0 60"},"start":"8/8/8/8/8/5k2/3p4/7K b - - 0 60","moves":[{"ply":1,"san":"Kg3","uci":"f3g3","fen":"8/8/8/8/8/6k1/3p4/7K w - - 1 61","after":[]},{"ply":2,"san":"Kg1","uci":"h1g1","fen":"8/8/8/8/8/6k1/3p4/6K1 b - - 2 61","after":[]},{"ply":3,"san":"d1=R#","uci":"d2d1r","fen":"8/8/8/8/8/6k1/8/3r2K1 w - - 0 62","after":[{"comment":" a rook is enough"}]}],"result":"0-1"}

# With --lang the JSON moves also carry the SAN of that language.
$ pgnkit convert --to=json --lang=it convert/numeric.pgn
{"tags":{},"start":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","moves":[{"ply":1,"san":"e4","uci":"e2e4","san_it":"e4","fen":"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1","after":[]},{"ply":2,"san":"e5","uci":"e7e5","san_it":"e5","fen":"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2","after":[]},{"ply":3,"san":"Nf3","uci":"g1f3","san_it":"Cf3","fen":"rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2","after":[]},{"ply":4,"san":"d6","uci":"d7d6","san_it":"d6","fen":"rnbqkbnr/ppp2ppp/3p4/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3","after":[]},{"ply":5,"san":"Bc4","uci":"f1c4","san_it":"Ac4","fen":"rnbqkbnr/ppp2ppp/3p4/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 1 3","after":[]},{"ply":6,"san":"Nc6","uci":"b8c6","san_it":"Cc6","fen":"r1bqkbnr/ppp2ppp/2np4/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 2 4","after":[]},{"ply":7,"san":"Nc3","uci":"b1c3","san_it":"Cc3","fen":"r1bqkbnr/ppp2ppp/2np4/4p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R b KQkq - 3 4","after":[]},{"ply":8,"san":"Bg4","uci":"c8g4","san_it":"Ag4","fen":"r2qkbnr/ppp2ppp/2np4/4p3/2B1P1b1/2N2N2/PPPP1PPP/R1BQK2R w KQkq - 4 5","after":[]},{"ply":9,"san":"Nxe5","uci":"f3e5","san_it":"Cxe5","fen":"r2qkbnr/ppp2ppp/2np4/4N3/2B1P1b1/2N5/PPPP1PPP/R1BQK2R b KQkq - 0 5","after":[]}],"result":"*"}

# LAN takes the --lang letters too.
$ pgnkit convert --to=lan --lang=de convert/numeric.pgn | tail -n 2
1. e2-e4 e7-e5 2. Sg1-f3 d7-d6 3. Lf1-c4 Sb8-c6 4. Sb1-c3 Lc8-g4 5. Sf3xe5 *

? 0

# --- Round trips: SAN -> X -> SAN gives the same bytes --------------------------------------

# convert/features-san.pgn is the SAN export of features.pgn (checked above); converting it
# again changes nothing, and neither does any trip through another notation, read back with
# no options (the notation and the language are recognised).
$ pgnkit convert convert/features-san.pgn | cmp - convert/features-san.pgn && echo identical
identical

$ pgnkit convert --to=lan convert/features-san.pgn | pgnkit convert | cmp - convert/features-san.pgn && echo identical
identical

$ pgnkit convert --to=uci convert/features-san.pgn | pgnkit convert | cmp - convert/features-san.pgn && echo identical
identical

$ pgnkit convert --to=iccf convert/features-san.pgn | pgnkit convert | cmp - convert/features-san.pgn && echo identical
identical

$ pgnkit convert --lang=it convert/features-san.pgn | pgnkit convert | cmp - convert/features-san.pgn && echo identical
identical

$ pgnkit convert --lang=de convert/features-san.pgn | pgnkit convert | cmp - convert/features-san.pgn && echo identical
identical

$ pgnkit convert --lang=fr convert/features-san.pgn | pgnkit convert | cmp - convert/features-san.pgn && echo identical
identical

$ pgnkit convert --lang=es convert/features-san.pgn | pgnkit convert | cmp - convert/features-san.pgn && echo identical
identical

# Two steps away and back.
$ pgnkit convert --to=iccf convert/features-san.pgn | pgnkit convert --to=lan --lang=fr | pgnkit convert | cmp - convert/features-san.pgn && echo identical
identical

# The round trip also holds for the other games of these tests (the damaged game included:
# its kept rest is a comment like any other).
$ f=$(mktemp); pgnkit convert convert/legal.pgn convert/crlf.pgn convert/latin1.pgn convert/damaged.pgn 2>/dev/null >"$f"; for x in lan uci iccf it de; do case $x in it|de) o=--lang=$x ;; *) o=--to=$x ;; esac; pgnkit convert $o "$f" | pgnkit convert | cmp - "$f" && echo "$x identical"; done; rm -f "$f"
lan identical
uci identical
iccf identical
it identical
de identical

# --- The seeds ------------------------------------------------------------------------------

# Légal - St. Brie, Paris 1750 (pgnkit-notations(7), SAN), SAN to Italian algebraic.
$ pgnkit convert --to=san --lang=it convert/legal.pgn
[Event "Paris"]
[Site "Paris FRA"]
[Date "1750.??.??"]
[Round "?"]
[White "Legal de Kermeur, Francois Antoine de"]
[Black "Saint Brie"]
[Result "1-0"]

1. e4 e5 2. Cf3 d6 3. Ac4 Cc6 4. Cc3 Ag4 5. Cxe5 Axd1 6. Axf7+ Re7 7. Cd5# 1-0

? 0

# The seed's Italian text (with its suffixes) read back into English SAN.
$ pgnkit convert convert/legal-it.pgn
[Event "?"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "1-0"]

1. e4 e5 2. Nf3 d6 3. Bc4 Nc6 4. Nc3 Bg4 $2 5. Nxe5 $1 5... Bxd1 $4 6. Bxf7+
Ke7 7. Nd5# 1-0

? 0

# The ICCF numeric example (pgnkit-notations(7), ICCF NUMERIC).
$ pgnkit convert convert/numeric.pgn
[Event "?"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "*"]

1. e4 e5 2. Nf3 d6 3. Bc4 Nc6 4. Nc3 Bg4 5. Nxe5 *

? 0

$ pgnkit convert --notation=iccf convert/numeric.pgn | tail -n 2
1. e4 e5 2. Nf3 d6 3. Bc4 Nc6 4. Nc3 Bg4 5. Nxe5 *

? 0

# --- Export layout --------------------------------------------------------------------------

# No line over 79 characters in any target (UTF-8 continuation bytes removed before counting).
$ for x in san lan uci iccf; do pgnkit convert -q --to=$x convert/features.pgn convert/legal.pgn convert/latin1.pgn convert/crlf.pgn convert/damaged.pgn convert/legal-it.pgn; done 2>/dev/null | tr -d '\200-\277' | awk 'length > 79 { n++ } END { print n + 0 }'
0

# Once a bug: a ')' glued to a move that ends in column 79 makes an 80-character line.
$ pgnkit convert convert/paren-wrap.pgn | awk 'length > 79 { print length ": " $0 }'

# One blank line after the tags and one after the movetext of each game.
$ pgnkit convert convert/features.pgn | grep -c '^$'
4

# CRLF input (with a UTF-8 byte-order mark): LF output, no byte-order mark, and a comment
# broken over two lines joined with a space.
$ pgnkit convert convert/crlf.pgn
[Event "CRLF and BOM"]
[Site "?"]
[Date "2024.??.??"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "1-0"]

1. e4 e5 2. Bc4 {a comment over two lines} 2... Nc6 3. Qh5 {end of line}
3... Nf6 4. Qxf7# 1-0

? 0

$ pgnkit convert convert/crlf.pgn | tr -cd '\r' | wc -c
0

$ pgnkit convert convert/crlf.pgn | head -c 3 | od -An -tx1
 5b 45 76

# Once a bug: the JSON keeps the CR of the CRLF inside the comment ("a comment\r\nover two lines"):
# the same game with LF line ends gives "a comment\nover two lines".
$ pgnkit convert --to=json convert/crlf.pgn | grep -o '"comment":"a comment[^"]*"'
"comment":"a comment\nover two lines"

# Latin-1 input (the é and è bytes of the tags and the comment) is written as UTF-8, with a
# warning. The first movetext line has 78 characters but 80 bytes: widths count characters.
$ pgnkit convert convert/latin1.pgn
[Event "Café de la Régence"]
[Site "Paris FRA"]
[Date "1750.??.??"]
[Round "?"]
[White "Légal"]
[Black "Saint Brie"]
[Result "1-0"]

1. e4 e5 2. Nf3 d6 3. Bc4 Nc6 4. Nc3 Bg4 5. Nxe5 {le début du piège} 5... Bxd1
6. Bxf7+ Ke7 7. Nd5# 1-0

? 0

$ pgnkit convert convert/latin1.pgn 2>&1 >/dev/null
convert/latin1.pgn:1:1: warning: this game's text is not UTF-8: read as Latin-1 (CP1252) and written as UTF-8 [encoding]

$ pgnkit convert --to=json convert/latin1.pgn | grep -o '"White":"[^"]*"'
"White":"Légal"

# --- Damaged games --------------------------------------------------------------------------

# The first game has an illegal move (7.Be2: White's light bishop left on move 4). It is
# converted up to the error, the rest is kept in a comment, the diagnostic goes to standard
# error, and the exit status is 1; the next game, already in export layout, comes out
# unchanged.
$ pgnkit convert convert/damaged.pgn
[Event "Damaged"]
[Site "?"]
[Date "2024.03.05"]
[Round "1"]
[White "White"]
[Black "Black"]
[Result "1-0"]

1. e4 e5 2. Nf3 {the knight} 2... Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. Nxe5 Qd4 6. Nf3
Qxe4+ {pgnkit: not converted from here on: 7. Be2 Bg4 8. O-O Nf6 9. Nxe5 $2 (9.
d3) Bxe2 10. Qe1} 1-0

[Event "Good"]
[Site "?"]
[Date "2024.03.06"]
[Round "2"]
[White "White"]
[Black "Black"]
[Result "1/2-1/2"]

1. d4 d5 2. c4 e6 3. Nc3 Nf6 {[%clk 0:05:00]} 1/2-1/2

? 1

$ pgnkit convert convert/damaged.pgn 2>&1 >/dev/null
convert/damaged.pgn:10:10: error: illegal move 'Be2': no bishop can reach e2 (White is in check) (suggestion: Qe2, Kf1) [illegal-move]
? 1

$ pgnkit convert --to=uci convert/damaged.pgn 2>/dev/null
[Event "Damaged"]
[Site "?"]
[Date "2024.03.05"]
[Round "1"]
[White "White"]
[Black "Black"]
[Result "1-0"]

1. e2e4 e7e5 2. g1f3 {the knight} 2... b8c6 3. f1b5 a7a6 4. b5c6 d7c6 5. f3e5
d8d4 6. e5f3 d4e4 {pgnkit: not converted from here on: 7. Be2 Bg4 8. O-O Nf6 9.
Nxe5 $2 (9. d3) Bxe2 10. Qe1} 1-0

[Event "Good"]
[Site "?"]
[Date "2024.03.06"]
[Round "2"]
[White "White"]
[Black "Black"]
[Result "1/2-1/2"]

1. d2d4 d7d5 2. c2c4 e7e6 3. b1c3 g8f6 {[%clk 0:05:00]} 1/2-1/2

? 1

$ pgnkit convert --to=json convert/damaged.pgn 2>/dev/null | head -n 1 | grep -o '"not_converted":"[^"]*"'
"not_converted":"7. Be2 Bg4 8. O-O Nf6 9. Nxe5 $2 (9. d3) Bxe2 10. Qe1"

$ pgnkit convert convert/damaged.pgn 2>/dev/null | tail -n 10 | cmp - convert/damaged-good.pgn && echo unchanged
unchanged

# The output of a damaged game reads back without errors and converts to itself.
$ pgnkit convert convert/damaged.pgn 2>/dev/null | pgnkit convert > /dev/null

# Once a bug: the kept rest loses the dots of a Black move number ("4... Nf6" becomes "4. Nf6").
$ pgnkit convert convert/damaged-rest.pgn 2>/dev/null | grep -c '4\.\.\. Nf6'
1

# Once a bug: the Result tag says 1-0 but the movetext ends with '*': the error is reported, but the
# tag's value is then lost (the output has '[Result "*"]' and no 1-0 anywhere).
$ pgnkit convert convert/result-mismatch.pgn 2>/dev/null | grep -q '1-0' && echo kept
kept

# Once a bug: a tag given twice (ECO "C20", then ECO "C21") loses the second value, with no
# diagnostic and exit status 0.
$ pgnkit convert convert/duplicate-tag.pgn 2>&1 | grep -c 'C21'
1

# Diagnostics and games into one file (2>&1): a game's diagnostics come right before it, with one
# thread and with two. (Once the second game's error came first, before the first game, which
# stdio held back; with more games it landed in the middle of a tag line. Into a file of its own
# the output is written in blocks of 1 MiB.)
$ printf '1. e4 e5 *\n\n1. d4 Ke6 *\n' > /tmp/pgnkit-cv-$$.pgn; for j in 1 2; do pgnkit convert -j$j /tmp/pgnkit-cv-$$.pgn > /tmp/pgnkit-cv-$$.out 2>&1; echo "status $?"; sed "s|/tmp/pgnkit-cv-[0-9]*|GAME|" /tmp/pgnkit-cv-$$.out | grep -v '^\[[SDRWB]'; done; echo end; rm -f /tmp/pgnkit-cv-$$.*
status 1
[Event "?"]

1. e4 e5 *

GAME.pgn:3:7: error: illegal move 'Ke6': no king can reach e6 [illegal-move]
[Event "?"]

1. d4 {pgnkit: not converted from here on: Ke6} *

status 1
[Event "?"]

1. e4 e5 *

GAME.pgn:3:7: error: illegal move 'Ke6': no king can reach e6 [illegal-move]
[Event "?"]

1. d4 {pgnkit: not converted from here on: Ke6} *

end

# --- Options --------------------------------------------------------------------------------

# -o FILE writes there and nothing to standard output.
$ f=$(mktemp); pgnkit convert -o "$f" --to=uci convert/legal.pgn | wc -c; cat "$f"; rm -f "$f"
0
[Event "Paris"]
[Site "Paris FRA"]
[Date "1750.??.??"]
[Round "?"]
[White "Legal de Kermeur, Francois Antoine de"]
[Black "Saint Brie"]
[Result "1-0"]

1. e2e4 e7e5 2. g1f3 d7d6 3. f1c4 b8c6 4. b1c3 c8g4 5. f3e5 g4d1 6. c4f7 e8e7
7. c3d5 1-0

? 0

$ f=$(mktemp); pgnkit convert --output="$f" convert/numeric.pgn; tail -n 2 "$f"; rm -f "$f"
1. e4 e5 2. Nf3 d6 3. Bc4 Nc6 4. Nc3 Bg4 5. Nxe5 *

? 0

$ pgnkit convert -o /nonexistent/dir/out.pgn convert/legal.pgn 2>&1
pgnkit convert: cannot write '/nonexistent/dir/out.pgn': No such file or directory
? 2

# Once a bug: -o naming the input file empties it before it is read, and the exit status is 0: the
# game is lost. Expected: refused (exit 2) or converted, the game still in the file.
$ f=$(mktemp); cp convert/legal.pgn "$f"; pgnkit convert -o "$f" "$f" 2>/dev/null; grep -c 'Nd5#' "$f"; rm -f "$f"
1

# A notation that does not exist: usage error, exit status 2, nothing written.
$ pgnkit convert --to=xml convert/legal.pgn 2>&1
pgnkit convert: --to: 'xml' is not san, lan, uci, iccf, descriptive, json, iccs, wxf or chinese
Try 'pgnkit convert --help'.
? 2

$ pgnkit convert --to convert/legal.pgn 2>&1
pgnkit convert: --to: 'convert/legal.pgn' is not san, lan, uci, iccf, descriptive, json, iccs, wxf or chinese
Try 'pgnkit convert --help'.
? 2

$ pgnkit convert --lang=xx convert/legal.pgn 2>&1
pgnkit convert: --lang: unknown language 'xx' (known: en, it, es, fr, de, nl, pt, sv, da, no, cs, pl, hu, ro, fi)
Try 'pgnkit convert --help'.
? 2

$ pgnkit convert --notation=xyz convert/legal.pgn 2>&1 | grep -c "^pgnkit convert: --notation: 'xyz' is not auto, san"
1

$ pgnkit convert --notation=xyz convert/legal.pgn 2>/dev/null
? 2

$ pgnkit convert --frobnicate convert/legal.pgn 2>&1
pgnkit convert: unknown option '--frobnicate'
usage: pgnkit convert [OPTIONS] [FILE...]
Try 'pgnkit convert --help'.
? 2

$ pgnkit convert --help | head -n 1
usage: pgnkit convert [OPTIONS] [FILE...]

# -j N/--jobs=N: the games are checked and written on N threads; the output, the diagnostics
# (here illegal moves, a result mismatch and missing signs, from several files) and their order
# are those of one thread, in every notation.
$ d=$(mktemp -d); for t in san lan uci iccf descriptive json; do pgnkit convert --to=$t convert/*.pgn validate/*.pgn >"$d/one.out" 2>"$d/one.err"; s1=$?; pgnkit convert --to=$t -j 3 convert/*.pgn validate/*.pgn >"$d/three.out" 2>"$d/three.err"; s3=$?; cmp -s "$d/one.out" "$d/three.out" && cmp -s "$d/one.err" "$d/three.err" && echo "$t: same output, status $s1 and $s3, $(wc -l <"$d/one.err") diagnostics"; done; rm -rf "$d"
san: same output, status 1 and 1, 101 diagnostics
lan: same output, status 1 and 1, 101 diagnostics
uci: same output, status 1 and 1, 101 diagnostics
iccf: same output, status 1 and 1, 101 diagnostics
descriptive: same output, status 1 and 1, 101 diagnostics
json: same output, status 1 and 1, 101 diagnostics

# Many games, so that batches of games go through the threads.
$ f=$(mktemp); awk 'BEGIN { for (i = 0; i < 2000; i++) printf "[Event \"g%d\"]\n\n1. e4 e5 2. Qh5 %s 3. Bc4 Nf6 4. Qxf7 *\n\n", i, (i % 7 ? "Nc6" : "Ke7") }' >"$f"; pgnkit convert -j 2 "$f" 2>"$f.err" | md5sum >"$f.sum2"; pgnkit convert "$f" 2>"$f.err1" | md5sum >"$f.sum1"; cmp "$f.sum1" "$f.sum2" && cmp "$f.err" "$f.err1" && grep -c 'the move mates' "$f.err" && grep -c 'the move gives check' "$f.err"; rm -f "$f" "$f.err" "$f.err1" "$f.sum1" "$f.sum2"
1714
286

# A failed write is said once, with its reason, whichever thread wrote.
$ awk 'BEGIN { for (i = 0; i < 3000; i++) printf "[Event \"g%d\"]\n\n1. e4 e5 *\n\n", i }' | pgnkit convert -j 2 - 2>&1 >/dev/full
pgnkit convert: cannot write the output: No space left on device
? 2

$ pgnkit convert --jobs=0 convert/legal.pgn 2>&1
pgnkit convert: --jobs: '0' is not a number of threads from 1 to 256
Try 'pgnkit convert --help'.
? 2

# --quiet leaves out warnings, never errors.
$ pgnkit convert --quiet convert/latin1.pgn 2>&1 >/dev/null

$ pgnkit convert -q convert/damaged.pgn 2>&1 >/dev/null
convert/damaged.pgn:10:10: error: illegal move 'Be2': no bishop can reach e2 (White is in check) (suggestion: Qe2, Kf1) [illegal-move]
? 1

# --strict: a warning (here a missing '#') makes the exit status 1; the game is still written.
$ pgnkit convert convert/no-mate-sign.pgn 2>&1
convert/no-mate-sign.pgn:9:35: warning: 'Qxf7': the move mates: '#' is missing (suggestion: Qxf7#) [check-mark]
[Event "Missing mate sign"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "1-0"]

1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0

? 0

$ pgnkit convert --strict convert/no-mate-sign.pgn 2>/dev/null
[Event "Missing mate sign"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "1-0"]

1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0

? 1

# Once a bug: under --strict the diagnostic that makes the exit status 1 is still called a warning,
# so --strict --quiet exits 1 with no diagnostic at all ('pgnkit validate --strict' calls it an
# error).
$ pgnkit convert --strict --quiet convert/no-mate-sign.pgn 2>&1 >/dev/null
convert/no-mate-sign.pgn:9:35: error: 'Qxf7': the move mates: '#' is missing (suggestion: Qxf7#) [check-mark]
? 1

# --from-lang names the language of the input; a wrong one makes the moves unreadable.
$ pgnkit convert --from-lang=it convert/legal-it.pgn | tail -n 3
1. e4 e5 2. Nf3 d6 3. Bc4 Nc6 4. Nc3 Bg4 $2 5. Nxe5 $1 5... Bxd1 $4 6. Bxf7+
Ke7 7. Nd5# 1-0

? 0

$ pgnkit convert --from-lang=de convert/legal-it.pgn 2>&1
convert/legal-it.pgn:1:11: error: 'Cf3' is not a move in German algebraic notation [bad-syntax]
[Event "?"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "1-0"]

1. e4 e5 {pgnkit: not converted from here on: 2. Cf3 d6 3. Ac4 Cc6 4. Cc3 Ag4
$2 5. Cxe5 $1 Axd1 $4 6. Axf7+ Re7 7. Cd5#} 1-0

? 1

# Once a bug: B is a bishop in English and a pawn in Dutch, and neither reading replays the whole
# game. English gets as far (by plies) and is kept, so 'Bf6' is an error; the Dutch reading of it
# (f6), left from the other try, was written as if converted. The error ends its variation only:
# the next one is read (its check sign is missing) and converted.
$ f=$(mktemp); printf '1. e4 e5 2. d4 d5 3. a4 a5 (3... Bf6) (3... Bb4) *\n' > $f; pgnkit convert $f 2>&1 | sed "s|$f|f|" | grep -v '^\[\|^$'; rm $f
f:1:34: error: illegal move 'Bf6': no bishop can reach f6 (suggestion: Bh3, Bg4, Bf5, Be6, Bd7, Ba3, Bb4+, Bc5, ...) [illegal-move]
f:1:45: warning: 'Bb4': the move gives check: '+' is missing (suggestion: Bb4+) [check-mark]
1. e4 e5 2. d4 d5 3. a4 a5 {pgnkit: not converted: (3... Bf6)} (3... Bb4+) *


# --- Inputs ---------------------------------------------------------------------------------

# Standard input, with no file or '-'; diagnostics name it <stdin>.
$ pgnkit convert --to=uci < convert/legal.pgn
[Event "Paris"]
[Site "Paris FRA"]
[Date "1750.??.??"]
[Round "?"]
[White "Legal de Kermeur, Francois Antoine de"]
[Black "Saint Brie"]
[Result "1-0"]

1. e2e4 e7e5 2. g1f3 d7d6 3. f1c4 b8c6 4. b1c3 c8g4 5. f3e5 g4d1 6. c4f7 e8e7
7. c3d5 1-0

? 0

$ cat convert/numeric.pgn | pgnkit convert - | tail -n 2
1. e4 e5 2. Nf3 d6 3. Bc4 Nc6 4. Nc3 Bg4 5. Nxe5 *

? 0

$ pgnkit convert < convert/damaged.pgn 2>&1 >/dev/null
<stdin>:10:10: error: illegal move 'Be2': no bishop can reach e2 (White is in check) (suggestion: Qe2, Kf1) [illegal-move]
? 1

# Several files: their games in order.
$ pgnkit convert --to=iccf convert/numeric.pgn convert/legal.pgn
[Event "?"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "*"]

1. 5254 5755 2. 7163 4746 3. 6134 2836 4. 2133 3874 5. 6355 *

[Event "Paris"]
[Site "Paris FRA"]
[Date "1750.??.??"]
[Round "?"]
[White "Legal de Kermeur, Francois Antoine de"]
[Black "Saint Brie"]
[Result "1-0"]

1. 5254 5755 2. 7163 4746 3. 6134 2836 4. 2133 3874 5. 6355 7441 6. 3467 5857
7. 3345 1-0

? 0

$ pgnkit convert convert/numeric.pgn - convert/numeric.pgn < convert/legal.pgn | grep -c '^\[Event'
3

# An unreadable file: exit status 2.
$ pgnkit convert convert/missing.pgn 2>&1
pgnkit convert: cannot read 'convert/missing.pgn': No such file or directory
? 2

# Once a bug: after an unreadable file the other files are not converted ('pgnkit validate' goes on
# with them).
$ pgnkit convert convert/missing.pgn convert/numeric.pgn 2>/dev/null | tail -n 2
1. e4 e5 2. Nf3 d6 3. Bc4 Nc6 4. Nc3 Bg4 5. Nxe5 *

? 0

# Empty input: no output.
$ pgnkit convert < /dev/null

# Text the reader rejects is kept, in a comment marked "not read", where it stood: a tag
# without a value, a NAG out of range, a run of '!', a quote outside a tag.
# Converted again, the output is the same (it is valid PGN).
$ f=$(mktemp); printf '[Event "x"]\n[Annotator]\n\n1. e4 $300 e5 !!! 2. Nf3 } *\n' >"$f"; pgnkit convert "$f" 2>/dev/null | tail -n 4 | head -n 3; pgnkit convert "$f" 2>/dev/null | pgnkit convert - | tail -n 4 | head -n 3; rm -f "$f"
{pgnkit: not read: [Annotator]} 1. e4 {pgnkit: not read: $300} 1... e5 {pgnkit:
not read: !!!} 2. Nf3 ;pgnkit: not read: }
*
{pgnkit: not read: [Annotator]} 1. e4 {pgnkit: not read: $300} 1... e5 {pgnkit:
not read: !!!} 2. Nf3 ;pgnkit: not read: }
*

# The output goes out in large writes, its diagnostics a line at a time: the same bytes to a
# file as to a pipe, the diagnostics the same. Only when both go into one file (2>&1) does the
# output keep stdio's own buffer, so that the diagnostics stand among the games as before (where
# its buffer is handed on), not all ahead of them: here 40 games with two diagnostics each,
# about 135 kB.
$ d=$(mktemp -d); for i in 1 2 3 4 5 6 7 8 9 10; do cat validate/seventyfive.pgn validate/seventyfive.pgn validate/seventyfive.pgn validate/seventyfive.pgn; done >"$d/in.pgn"; pgnkit convert "$d/in.pgn" >"$d/out.pgn" 2>"$d/err"; pgnkit convert "$d/in.pgn" 2>/dev/null | cmp - "$d/out.pgn" && echo same output; pgnkit convert "$d/in.pgn" 2>&1 >/dev/null | cmp - "$d/err" && echo same diagnostics; wc -l <"$d/err"; pgnkit convert "$d/in.pgn" >"$d/both" 2>&1; grep -c "$d/in.pgn:" "$d/both"; [ "$(grep -n "$d/in.pgn:" "$d/both" | tail -1 | cut -d: -f1)" -gt 80 ] && echo spread; rm -r "$d"
same output
same diagnostics
80
80
spread

# --- Once bugs: what convert lost -------------------------------------------------------------

# A comment or escape line after the last game (after a blank line: right after the marker, a
# comment belongs to the game): with --to=json it is a JSON object of its own (not PGN text
# among the JSON Lines), the comments and escape lines in order.
$ printf '1. e4 *\n\n{trailing "note"}\n%%esc \\ape\n' | pgnkit convert --to=json | tail -n 1
{"stray":[{"comment":"trailing \"note\""},{"escape":"esc \\ape"}]}

$ printf '1. e4 *\n\n{trailing note}\n' | pgnkit convert | grep -c '^{'
1

# The rest of a game that could not be converted is kept whole, however long: NAGs, parentheses
# and move numbers take no room in the text read, and the rest was cut to a size computed from it.
$ { printf '1. e4 Ke7'; i=1; while [ $i -le 200 ]; do printf ' $%d' $i; i=$((i+1)); done; printf ' *\n'; } | pgnkit convert 2>/dev/null | grep -v '^$' | tail -n 2
$172 $173 $174 $175 $176 $177 $178 $179 $180 $181 $182 $183 $184 $185 $186 $187
$188 $189 $190 $191 $192 $193 $194 $195 $196 $197 $198 $199 $200} *

$ { printf '1. e4 Ke7'; i=1; while [ $i -le 200 ]; do printf ' $%d' $i; i=$((i+1)); done; printf ' *\n'; } | pgnkit convert --to=json 2>/dev/null | grep -o '\$199 \$200"}]}],"result":"\*"}$'
$199 $200"}]}],"result":"*"}

$ { printf '[Game "Chinese Chess"]\n\n1. c3c4 c3c2'; i=1; while [ $i -le 200 ]; do printf ' $%d' $i; i=$((i+1)); done; printf ' *\n'; } | pgnkit convert --to=iccs 2>/dev/null | grep -v '^$' | tail -n 2
$172 $173 $174 $175 $176 $177 $178 $179 $180 $181 $182 $183 $184 $185 $186 $187
$188 $189 $190 $191 $192 $193 $194 $195 $196 $197 $198 $199 $200} *

# A Seven Tag Roster tag given twice keeps its repeat, with the other tags (validate warns).
$ printf '[Event "a"]\n[White "First"]\n[White "Second"]\n[Annotator "x"]\n\n1. e4 *\n' | pgnkit convert 2>/dev/null | grep '^\['
[Event "a"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "First"]
[Black "?"]
[Result "*"]
[Annotator "x"]
[White "Second"]

# The Result tag is kept as written, even when it says more than the result; one that disagrees
# with the marker is kept too; a missing one is the marker's. The movetext ends with the marker.
$ printf '[Result "1-0 (forfeit)"]\n\n1. e4 1-0\n' | pgnkit convert 2>/dev/null | grep 'Result\|^1\.'
[Result "1-0 (forfeit)"]
1. e4 1-0

$ printf '[Result "0-1"]\n\n1. e4 1-0\n\n1. d4 1/2-1/2\n' | pgnkit convert 2>/dev/null | grep 'Result\|^1\.'
[Result "0-1"]
1. e4 1-0
[Result "1/2-1/2"]
1. d4 1/2-1/2

# The same for Xiangqi games.
$ printf '[Game "Chinese Chess"]\n[Red "A"]\n[Red "B"]\n[Result "1-0 (forfeit)"]\n\n1. c3c4 c6c5 *\n' | pgnkit convert 2>/dev/null | grep '^\['
[Game "Chinese Chess"]
[Red "A"]
[Result "1-0 (forfeit)"]
[Format "ICCS"]
[Red "B"]

# A bad tag in the movetext takes only its brackets, also across the read buffer's end: the
# rest of the line is read (once it went with the error, and convert lost it, moves included).
$ python3 -c 'import sys; sys.stdout.write("[Event \"x\"]\n\n1. e4 [%clk 0:01] " + "{c} " * 100000 + "e5 *\n")' | pgnkit convert - 2>/dev/null | grep -o 'not read: \[%clk 0:01\]\|1\.\.\. e5 \*'; python3 -c 'import sys; sys.stdout.write("[Event \"x\"]\n\n1. e4 [%clk 0:01] " + "{c} " * 100000 + "e5 *\n")' | pgnkit validate -
not read: [%clk 0:01]
1... e5 *
<stdin>:3:7: error: a tag needs a name: [Name "value"] [bad-tag]
1 game: 0 valid, 1 invalid; 1 error, 0 warnings
? 1

# A game whose first move cannot be read is written as it came, word for word, except a word
# that would not read back as itself: it goes into a comment (once it was written bare, and
# '.02.11' came back as a move number, '.1-0' as the result, and the next conversion lost them).
# Converting the output again changes nothing.
$ f=$(mktemp); printf '.02.11 *\n\n1%%x\n.1-0 e4!\t+\n' | pgnkit convert 2>/dev/null >"$f"; grep -v '^\[\|^$' "$f"; pgnkit convert "$f" 2>/dev/null | cmp - "$f" && echo same; rm -f "$f"
{pgnkit: not read: 02.11} *
1%x {pgnkit: not read: 1-0} e4 $1 + *
same

# A word that reads back as itself stays bare, UTF-8 or Latin-1 (written as UTF-8) alike.
$ printf '1. Kz9 e5 Bxh3\351 *\n\n1. Kz9 e5 Bxh3\303\251 *\n' | pgnkit convert 2>/dev/null | grep '^1'
1. Kz9 e5 Bxh3é *
1. Kz9 e5 Bxh3é *

# An Italian descriptive move whose only Italian letter is not its first (R-T1: the king to the
# rook's square) makes the game Italian: once it was read in English, with a repair, as Rb1.
$ f=$(mktemp); printf '[SetUp "1"]\n[FEN "2kr4/8/8/8/8/8/8/5RK1 w - - 0 1"]\n\n1. Kh1 *\n' | pgnkit convert --to=descriptive --lang=it >"$f"; grep '^1' "$f"; pgnkit convert "$f" | grep '^1'; rm -f "$f"
1. R-T1 *
1. Kh1 *

# A Xiangqi game with no move and a Format tag naming no notation is written without a Format
# tag, as it reads back (no Format tag means Chinese moves): converting again changes nothing
# (once the second conversion added [Format "ICCS"]).
$ f=$(mktemp); printf '[Game "Chinese"][Format ""' | pgnkit convert 2>/dev/null >"$f"; cat "$f"; pgnkit convert "$f" 2>/dev/null | cmp - "$f" && echo same; rm -f "$f"
[Game "Chinese"]
[Result "*"]

*

same
