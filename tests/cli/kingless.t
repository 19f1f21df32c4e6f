# Command-line tests of the kingless attack-and-defence game (pgnkit-rules(7), THE KINGLESS GAME;
# issue 8).
# Run by: make cli-test
#
# The games are in testdata/kingless/, written for these tests. Every verdict was checked
# independently of pgnkit: each game was replayed by a separate referee written for the purpose
# (move generation, SAN, passes, the three ways a round ends, the material count), and the
# material at every end was also counted by hand from the final position (pawn 1, knight 3,
# bishop 3, rook 5, queen 9). The perft counts of the three starting positions, depths 1 to 4, and
# the divide of 'unequal' agree with Fairy-Stockfish 11.1 (variants.ini: [kingless:chess] with
# king = -, castling = false, promotionPieceTypes = q, checking = false). That version has no
# setting to turn en passant off, so it cannot express the game exactly beyond depth 4: at depth 5
# it counts the en passant captures too (equal 49975, unequal 626211, against 49947 and 626105
# without them; equal-wings 50168 both ways); the referee, run with en passant on, gives
# Fairy-Stockfish's figures, and with it off pgnkit's.
#
# Where only the verdict matters, the JSON lines are cut to "plies", "valid" and "outcome" (or
# the diagnostic codes) with grep -o.

# --- The starting positions (pgnkit fen) ----------------------------------------------------------

# Material egal: White Nb1, Pa2 b2 c2; Black Nb8, Pa7 b7 c7.
$ pgnkit fen --variant=kingless equal
1n6/ppp5/8/8/8/8/PPP5/1N6 w - - 0 1

# Material egal, pe aripi diferite: Black on the other wing, Ng8, Pf7 g7 h7.
$ pgnkit fen --variant=kingless equal-wings
6n1/5ppp/8/8/8/8/PPP5/1N6 w - - 0 1

# Material inegal: White Ra1 Nb1 Bc1, Pa2 b2 c2 d2 (15); Black Qd8, Pa7 b7 c7 d7 (13).
$ pgnkit fen --variant=kingless unequal
3q4/pppp4/8/8/8/8/PPPP4/RNB5 w - - 0 1

# No position at all: equal.
$ pgnkit fen --variant=kingless
1n6/ppp5/8/8/8/8/PPP5/1N6 w - - 0 1

$ pgnkit fen --variant=kingless --check unequal
valid

$ pgnkit fen --variant=kingless --board unequal
8  . . . q . . . .
7  p p p p . . . .
6  . . . . . . . .
5  . . . . . . . .
4  . . . . . . . .
3  . . . . . . . .
2  P P P P . . . .
1  R N B . . . . .
   a b c d e f g h
White to move
3q4/pppp4/8/8/8/8/PPPP4/RNB5 w - - 0 1

# The legal moves: the three pawns one or two squares and the knight's three; in 'unequal' the
# rook and the bishop are shut in and the knight has only a3 and c3.
$ pgnkit fen --variant=kingless --legal equal
a3
a4
b3
b4
c3
c4
Nd2
Na3
Nc3

$ pgnkit fen --variant=kingless --legal --to=uci equal-wings
a2a3
a2a4
b2b3
b2b4
c2c3
c2c4
b1d2
b1a3
b1c3

$ pgnkit fen --variant=kingless --legal --to=lan unequal
a2-a3
a2-a4
b2-b3
b2-b4
c2-c3
c2-c4
d2-d3
d2-d4
Nb1-a3
Nb1-c3

# Black's answers: in 'equal' the knight and the pawns; in 'unequal' eight pawn moves and the
# queen's seven along rank 8 and four along the diagonal to h4.
$ pgnkit fen --variant=kingless --legal equal Nc3
a6
a5
b6
b5
c6
c5
Na6
Nc6
Nd7

$ pgnkit fen --variant=kingless --legal --to=uci unequal d4
a7a6
a7a5
b7b6
b7b5
c7c6
c7c5
d7d6
d7d5
d8h4
d8g5
d8f6
d8e7
d8a8
d8b8
d8c8
d8e8
d8f8
d8g8
d8h8

# Perft 1 to 4 (Fairy-Stockfish: the same figures).
$ for d in 1 2 3 4; do pgnkit fen --variant=kingless --perft=$d equal; done
9
81
685
5764

$ for d in 1 2 3 4; do pgnkit fen --variant=kingless --perft=$d equal-wings; done
9
81
684
5778

$ for d in 1 2 3 4; do pgnkit fen --variant=kingless --perft=$d unequal; done
10
190
2147
47727

$ pgnkit fen --variant=kingless --perft=3 --divide --to=uci unequal
a2a3 171
a2a4 209
b2b3 209
b2b4 210
c2c3 152
c2c4 172
d2d3 284
d2d4 284
b1a3 190
b1c3 266

2147

# Depth 5, the first where en passant could be played (a pawn on its fifth rank after two moves,
# the enemy pawn's double step beside it): Fairy-Stockfish, which cannot turn en passant off,
# counts 49975 and 626211, the en passant captures at the fifth ply included.
$ for p in equal equal-wings unequal; do pgnkit fen --variant=kingless --perft=5 $p; done
49947
50168
626105

# Perft from a position with promotions: 25 moves at depth 1, seven of them promotions (b8, bxa8,
# bxc8, d8, dxc8, dxe8, g8), all to a queen; Fairy-Stockfish agrees at depths 1 to 4 (25, 721,
# 19589, 632914).
$ for d in 1 2 3; do pgnkit fen --variant=kingless --perft=$d 'r1n1q3/1P1P2P1/8/8/8/8/1p4p1/R1N2B2 w - - 0 1'; done
25
721
19589

# Pawns that pass each other: no en passant. The referee gives the same counts; Fairy-Stockfish,
# which plays en passant, 6, 45, 299 and 2017 (and so does the referee with en passant on).
$ for d in 1 2 3 4; do pgnkit fen --variant=kingless --perft=$d '8/2p1p3/8/1P1P4/5p1p/8/4P1P1/8 w - - 0 1'; done
6
42
272
1790

# --- Moves in pgnkit fen ------------------------------------------------------------------------

$ pgnkit fen --variant=kingless unequal Nc3 Qh4 d3 Qd4 Be3 Qxd3
8/pppp4/8/8/8/2NqB3/PPP5/R7 w - - 0 4

# A pass: '--' ends the options, so the position and the pass come after one. White's pawn is
# blocked and White has nothing else: the pass is legal. With a move on the board it is not.
$ pgnkit fen --variant=kingless -- 'n7/8/8/8/8/p7/P7/8 w - - 0 1' -- Nb6 -- Nd5
8/8/8/3n4/8/p7/P7/8 w - - 4 3

$ pgnkit fen --variant=kingless -- equal -- 2>&1
pgnkit fen: illegal move '--' (move 1): a pass is allowed only when no move is possible
? 1

$ pgnkit fen --variant=kingless -- 'n7/8/8/8/8/p7/P7/8 w - - 0 1' -- Nb6 -- Nc4 -- Nd2 -- Nb3 -- 2>&1
pgnkit fen: illegal move '--' (move 9): a pass is allowed only when no move is possible
? 1

# Promotion: to a queen, with or without '=Q'; to anything else, illegal.
$ pgnkit fen --variant=kingless '1n6/4P3/8/8/8/8/p7/8 w - - 0 1' e8=Q a1=Q
1n2Q3/8/8/8/8/8/8/q7 w - - 0 2

$ pgnkit fen --variant=kingless '1n6/4P3/8/8/8/8/p7/8 w - - 0 1' e8 a1
1n2Q3/8/8/8/8/8/8/q7 w - - 0 2

$ pgnkit fen --variant=kingless '1n6/4P3/8/8/8/8/p7/8 w - - 0 1' e7e8q a2a1q
1n2Q3/8/8/8/8/8/8/q7 w - - 0 2

$ pgnkit fen --variant=kingless '1n6/4P3/8/8/8/8/p7/8 w - - 0 1' e8=N 2>&1
pgnkit fen: illegal move 'e8=N' (move 1): in the kingless game a pawn is promoted to a queen only (legal: e8=Q)
? 1

$ pgnkit fen --variant=kingless '1n6/4P3/8/8/8/8/p7/8 w - - 0 1' e8=Q a1=R 2>&1
pgnkit fen: illegal move 'a1=R' (move 2): in the kingless game a pawn is promoted to a queen only (legal: a1=Q)
? 1

$ pgnkit fen --variant=kingless '1n6/4P3/8/8/8/8/p7/8 w - - 0 1' e7e8b 2>&1
pgnkit fen: illegal move 'e7e8b' (move 1): the pawn on e7 cannot move to e8 (legal: e8=Q)
? 1

$ pgnkit fen --variant=kingless --legal '3n4/4P3/8/8/8/8/8/8 w - - 0 1'
e8=Q
exd8=Q

# No castling, even with the rook and the squares free; no en passant: the pawn on b5 may take
# on a6 but not the c-pawn that has just passed it.
$ pgnkit fen --variant=kingless unequal Nc3 d5 b3 d4 Bb2 dxc3 O-O-O 2>&1
pgnkit fen: illegal move 'O-O-O' (move 7): the kingless game has no castling
? 1

$ pgnkit fen --variant=kingless equal b4 a6 b5 c5 bxc6 2>&1
pgnkit fen: illegal move 'bxc6' (move 5): no pawn can capture on c6 (legal: a3, a4, c3, c4, b6, bxa6)
? 1

$ pgnkit fen --variant=kingless equal b4 a6 b5 c5 bxa6
1n6/1p6/P7/2p5/8/8/P1P5/1N6 b - - 0 3

$ pgnkit fen --variant=kingless equal Nc3 b5 Nd5 b4 a4 bxa3 2>&1
pgnkit fen: illegal move 'bxa3' (move 6): no pawn can capture on a3 (legal: b3, a6, a5, c6, c5)
? 1

# A king has no place in the game.
$ pgnkit fen --variant=kingless --check '1n6/ppp5/8/8/8/8/PPP5/1N2K3 w - - 0 1' 2>&1
pgnkit fen: invalid FEN: field 1 (placement): the kingless game has no kings, but white has one
? 1

$ pgnkit fen --variant=kingless --check startpos 2>&1
pgnkit fen: invalid FEN: field 1 (placement): the kingless game has no kings, but white has one
? 1

# Once a bug: moves with no position play from the default position, 'equal', as they play from the
# start position in chess ('pgnkit fen e4'); pgnkit takes the chess start position and refuses
# it for its kings.
$ pgnkit fen --variant=kingless Nc3 Nc6 2>&1
8/ppp5/2n5/8/8/2N5/PPP5/8 w - - 2 2

# --- A round won by capturing the last man (outcome capture-all) -------------------------------

# Games 1-3 are right: White wins in 'equal' (8. Nxa3 takes the a-pawn, the last black man),
# Black in 'equal-wings' (8... Nxd5), White's rook, knight and bishop against the queen in
# 'unequal' (11. cxd5). Then: game 1 scored 0-1, game 2 scored as a draw, game 1 marked '*'
# (a warning), and game 1 with a pass written after the end.
$ pgnkit validate kingless/capture-all.pgn
kingless/capture-all.pgn:52:9: error: the game ended in the capture of the last enemy man at ply 15, so the result is 1-0, not 0-1 (suggestion: 1-0) [result-wrong]
kingless/capture-all.pgn:63:13: error: the game ended in the capture of the last enemy man at ply 16, so the result is 0-1, not 1/2-1/2 (suggestion: 0-1) [result-wrong]
kingless/capture-all.pgn:74:9: warning: the game ended in the capture of the last enemy man at ply 15, so the result is 1-0, not * (suggestion: 1-0) [result-wrong]
kingless/capture-all.pgn:85:9: error: move '--' after the end of the game: the game ended in the capture of the last enemy man [move-after-end]
7 games: 4 valid, 3 invalid; 3 errors, 1 warning
? 1

$ pgnkit validate --format=json kingless/capture-all.pgn | grep -o '"plies":[0-9]*,"valid":[a-z]*,"outcome":[^,]*'
"plies":15,"valid":true,"outcome":"capture-all"
"plies":16,"valid":true,"outcome":"capture-all"
"plies":21,"valid":true,"outcome":"capture-all"
"plies":15,"valid":false,"outcome":"capture-all"
"plies":16,"valid":false,"outcome":"capture-all"
"plies":15,"valid":true,"outcome":"capture-all"
"plies":15,"valid":false,"outcome":"capture-all"

# --- The 40-move limit (outcome move-limit) ----------------------------------------------------

# After White's 40th and Black's 40th move the material decides. Game 1: White 6 (Nd5, Pa3 b3 c2)
# against 5 (Nf5, Pa5 b5): 1-0. Game 2: 5 (Ne4, Pa3 b4) against 5 (Ne5, Pa6 b5): a draw. Game 3,
# 'unequal': White 9 (Nb5, Bd2, Pa2 c2 d3) against the queen and three pawns, 12: 0-1. Game 4:
# Black's knight takes the last white man with the 80th ply: capture-all, not the limit. Then
# game 1 scored as a draw, game 2 as a win, game 2 with a 41st move, and game 1 stopped one ply
# short of the limit but scored 1-0 (the round has not ended: a warning).
$ pgnkit validate kingless/move-limit.pgn
kingless/move-limit.pgn:77:1: error: the game ended in the 40-move limit at ply 80, so the result is 1-0, not 1/2-1/2 (suggestion: 1-0) [result-wrong]
kingless/move-limit.pgn:93:5: error: the game ended in the 40-move limit at ply 80, so the result is 1/2-1/2, not 1-0 (suggestion: 1/2-1/2) [result-wrong]
kingless/move-limit.pgn:109:9: error: move 'Nc3' after the end of the game: the game ended in the 40-move limit [move-after-end]
kingless/move-limit.pgn:124:73: warning: the round has not ended by its rules (last man captured, 40 moves each, or no moves), so its result is *, not 1-0 (suggestion: *) [result-wrong]
8 games: 5 valid, 3 invalid; 3 errors, 1 warning
? 1

$ pgnkit validate --format=json kingless/move-limit.pgn | grep -o '"plies":[0-9]*,"valid":[a-z]*,"outcome":[^,]*'
"plies":80,"valid":true,"outcome":"move-limit"
"plies":80,"valid":true,"outcome":"move-limit"
"plies":80,"valid":true,"outcome":"move-limit"
"plies":80,"valid":true,"outcome":"capture-all"
"plies":80,"valid":false,"outcome":"move-limit"
"plies":80,"valid":false,"outcome":"move-limit"
"plies":80,"valid":false,"outcome":"move-limit"
"plies":79,"valid":true,"outcome":null

# --- Passes ---------------------------------------------------------------------------------------

# Game 1: White's only man is the blocked a-pawn; White passes four times and Black's knight
# takes it. Game 2: Black's blocked pawn passes; White takes it. Game 3: White passes forty
# times; the passes count as moves, and the limit comes after the 80th ply with White 1 against
# Black's knight and pawn, 4: 0-1. Game 4: a pass in the starting position, illegal. Game 5: after
# 4... Nb3 White's pawn can take the knight, so White may not pass. Game 6: Black's passes fill
# its 40 moves; White 4 (Nb1, Pa6) against 1: 1-0.
$ pgnkit validate kingless/pass.pgn
kingless/pass.pgn:44:8: error: pass '--': a side may pass only when it has no legal move [illegal-move]
kingless/pass.pgn:54:44: error: pass '--': a side may pass only when it has no legal move [illegal-move]
6 games: 4 valid, 2 invalid; 2 errors, 0 warnings
? 1

$ pgnkit validate --format=json kingless/pass.pgn | grep -o '"plies":[0-9]*,"valid":[a-z]*,"outcome":[^,]*'
"plies":8,"valid":true,"outcome":"capture-all"
"plies":5,"valid":true,"outcome":"capture-all"
"plies":80,"valid":true,"outcome":"move-limit"
"plies":1,"valid":false,"outcome":null
"plies":8,"valid":false,"outcome":null
"plies":80,"valid":true,"outcome":"move-limit"

# --- Neither side can move (outcome no-moves) ---------------------------------------------------

# Game 1 (Black moves first): after 2... a5 White's a3 and a4 and Black's a5 are all blocked:
# 2 against 1, 1-0. Game 2: b4 against b5, 1 against 1, a draw. Game 3: game 2 scored 0-1.
# Game 4: game 1 with a pass after the end. Game 5: only White is blocked: Black can move, so
# the round goes on, and 0-1 is only a warning.
$ pgnkit validate kingless/no-moves.pgn
kingless/no-moves.pgn:29:23: error: the game ended in a position where neither side can move at ply 4, so the result is 1/2-1/2, not 0-1 (suggestion: 1/2-1/2) [result-wrong]
kingless/no-moves.pgn:39:23: error: move '--' after the end of the game: the game ended in a position where neither side can move [move-after-end]
kingless/no-moves.pgn:49:11: warning: the round has not ended by its rules (last man captured, 40 moves each, or no moves), so its result is *, not 0-1 (suggestion: *) [result-wrong]
5 games: 3 valid, 2 invalid; 2 errors, 1 warning
? 1

$ pgnkit validate --format=json kingless/no-moves.pgn | grep -o '"plies":[0-9]*,"valid":[a-z]*,"outcome":[^,]*'
"plies":3,"valid":true,"outcome":"no-moves"
"plies":4,"valid":true,"outcome":"no-moves"
"plies":4,"valid":false,"outcome":"no-moves"
"plies":3,"valid":false,"outcome":"no-moves"
"plies":2,"valid":true,"outcome":null

$ pgnkit validate --format=yaml kingless/no-moves.pgn
---
file: 'kingless/no-moves.pgn'
game: 1
line: 1
white: 'Ana'
black: 'Bogdan'
result: '1-0'
variant: 'kingless'
notation: 'san'
lang: 'en'
plies: 3
valid: true
outcome: 'no-moves'
diagnostics: []
---
file: 'kingless/no-moves.pgn'
game: 2
line: 11
white: 'Carmen'
black: 'Dan'
result: '1/2-1/2'
variant: 'kingless'
notation: 'san'
lang: 'en'
plies: 4
valid: true
outcome: 'no-moves'
diagnostics: []
---
file: 'kingless/no-moves.pgn'
game: 3
line: 21
white: 'Carmen'
black: 'Dan'
result: '0-1'
variant: 'kingless'
notation: 'san'
lang: 'en'
plies: 4
valid: false
outcome: 'no-moves'
diagnostics:
- severity: 'error'
  code: 'result-wrong'
  line: 29
  column: 23
  ply: null
  move: null
  message: 'the game ended in a position where neither side can move at ply 4, so
    the result is 1/2-1/2, not 0-1'
  suggestions:
  - '1/2-1/2'
---
file: 'kingless/no-moves.pgn'
game: 4
line: 31
white: 'Ana'
black: 'Bogdan'
result: '1-0'
variant: 'kingless'
notation: 'san'
lang: 'en'
plies: 3
valid: false
outcome: 'no-moves'
diagnostics:
- severity: 'error'
  code: 'move-after-end'
  line: 39
  column: 23
  ply: 4
  move: '--'
  message: 'move ''--'' after the end of the game: the game ended in a position where
    neither side can move'
  suggestions: []
---
file: 'kingless/no-moves.pgn'
game: 5
line: 41
white: 'Elena'
black: 'Florin'
result: '0-1'
variant: 'kingless'
notation: 'san'
lang: 'en'
plies: 2
valid: true
outcome: null
diagnostics:
- severity: 'warning'
  code: 'result-wrong'
  line: 49
  column: 11
  ply: null
  move: null
  message: 'the round has not ended by its rules (last man captured, 40 moves each,
    or no moves), so its result is *, not 0-1'
  suggestions:
  - '*'
? 1

# A position set up already over is judged: every pawn blocked, scored 1-0 (a draw: 1 against
# 1); no black man with Black to move, scored as a draw; the same scored 1-0, valid.
# Once a bug: game 4, the same position with White to move: Black has no man, so the round is over as
# it stands (as pgnkit finds in games 2 and 3) and '1. a4' is a move after the end; pgnkit lets
# White play and then reports "the capture of the last enemy man at ply 1", where a4 took
# nothing.
$ pgnkit validate --format=json kingless/over-at-start.pgn | grep -o '"plies":[0-9]*,"valid":[a-z]*,"outcome":[^,]*\|"code":"[a-z-]*","line":[0-9]*,"column":[0-9]*'
"plies":0,"valid":false,"outcome":"no-moves"
"code":"result-wrong","line":9,"column":1
"plies":0,"valid":false,"outcome":"capture-all"
"code":"result-wrong","line":19,"column":1
"plies":0,"valid":true,"outcome":"capture-all"
"plies":0,"valid":false,"outcome":"capture-all"
"code":"move-after-end","line":39,"column":4

# --- Promotion ------------------------------------------------------------------------------------

# Game 1: both pawns become queens, and Black's queen takes White's (0-1, a queen of 9 left).
# Game 2: the same with 'e8' and 'a1' written without the piece: the queen is the only choice.
# Game 3: the last man captured by a promotion. Games 4-6: to a knight, a rook, a bishop.
$ pgnkit validate kingless/promotion.pgn
kingless/promotion.pgn:39:4: error: illegal move 'exd8=N': in the kingless game a pawn is promoted to a queen only (suggestion: exd8=Q) [illegal-move]
kingless/promotion.pgn:49:9: error: illegal move 'a1=R': in the kingless game a pawn is promoted to a queen only (suggestion: a1=Q) [illegal-move]
kingless/promotion.pgn:59:4: error: illegal move 'e8=B': in the kingless game a pawn is promoted to a queen only (suggestion: e8=Q) [illegal-move]
6 games: 3 valid, 3 invalid; 3 errors, 0 warnings
? 1

$ pgnkit validate --format=json kingless/promotion.pgn | grep -o '"plies":[0-9]*,"valid":[a-z]*,"outcome":[^,]*'
"plies":6,"valid":true,"outcome":"capture-all"
"plies":6,"valid":true,"outcome":"capture-all"
"plies":1,"valid":true,"outcome":"capture-all"
"plies":0,"valid":false,"outcome":null
"plies":1,"valid":false,"outcome":null
"plies":0,"valid":false,"outcome":null

# --- No castling, no en passant, no king ---------------------------------------------------------

# Game 1: 3. bxc6 would be en passant; game 2: bxa6 is a plain capture, legal; game 3: Black's
# bxa3 en passant; game 4: O-O-O with the rook on a1 and b1, c1, d1 empty; game 5: a castling
# right in the FEN, dropped with a warning; game 6: an en passant square in the FEN.
$ pgnkit validate kingless/castling-en-passant.pgn
kingless/castling-en-passant.pgn:9:22: error: illegal move 'bxc6': no pawn can capture on c6 (suggestion: a3, a4, c3, c4, b6, bxa6) [illegal-move]
kingless/castling-en-passant.pgn:29:27: error: illegal move 'bxa3': no pawn can capture on a3 (suggestion: b3, a6, a5, c6, c5) [illegal-move]
kingless/castling-en-passant.pgn:39:35: error: illegal move 'O-O-O': the kingless game has no castling [illegal-move]
kingless/castling-en-passant.pgn:47:1: warning: FEN tag: field 3 (castling): the kingless game has no castling; write '-': the castling rights that cannot be are dropped (suggestion: 3q4/pppp4/8/8/8/8/PPPP4/R3B3 w - - 0 1) [bad-fen]
kingless/castling-en-passant.pgn:57:1: error: FEN tag: field 4 (en passant): the kingless game has no en passant; write '-' [bad-fen]
6 games: 2 valid, 4 invalid; 4 errors, 1 warning
? 1

# Kings in the FEN (white, both, black), and a kingless game without a FEN.
$ pgnkit validate kingless/bad-fen.pgn
kingless/bad-fen.pgn:7:1: error: FEN tag: field 1 (placement): the kingless game has no kings, but white has one [bad-fen]
kingless/bad-fen.pgn:17:1: error: FEN tag: field 1 (placement): the kingless game has no kings, but white has one [bad-fen]
kingless/bad-fen.pgn:21:1: error: a kingless game needs its starting position in a FEN tag [bad-tag]
kingless/bad-fen.pgn:35:1: error: FEN tag: field 1 (placement): the kingless game has no kings, but black has one [bad-fen]
4 games: 0 valid, 4 invalid; 4 errors, 0 warnings
? 1

# The variant from the command line: the game read as chess lacks its kings.
$ pgnkit validate --variant=chess kingless/pass-first.pgn
kingless/pass-first.pgn:10:1: error: FEN tag: field 1 (placement): white has no king [bad-fen]
1 game: 0 valid, 1 invalid; 1 error, 0 warnings
? 1

# --- Variations -----------------------------------------------------------------------------------

# Game 1: a variation with passes, legal. Game 3: a pass in a variation with a move on the
# board. Once a bug: game 2, the variation goes on ('-- 4. Nb5') after 3. Nxa7 took Black's last man:
# a move after the end, as after a mate in a chess variation; pgnkit accepts it.
$ pgnkit validate --format=json kingless/variation.pgn | grep -o '"valid":[a-z]*\|"code":"[a-z-]*","line":[0-9]*,"column":[0-9]*'
"valid":true
"valid":false
"code":"move-after-end","line":19,"column":38
"valid":false
"code":"illegal-move","line":29,"column":13

# --- Matches (validate --match) -------------------------------------------------------------------

# Five matches of two rounds, colours swapped. Ana wins both rounds (material 6 + 6 against 0).
# Carmen and Dan win a round each: Carmen has 6 left in round 1 (White, move limit) and 0 in
# round 2; Dan 5 and 6: Dan wins on material, 11 to 6. Gabriela and Horia win a round each in
# 'unequal' with 14 left: a drawn match. Ioana and Jan draw both rounds (5 and 5 each time): a
# drawn match. Elena draws round 1 and loses round 2: Florin wins on rounds (material 10-11).
$ pgnkit validate --match kingless/match.pgn
kingless/match.pgn:15: match Ana - Bogdan: rounds won 2-0, material left 12-0: Ana wins the match
kingless/match.pgn:47: match Carmen - Dan: rounds won 1-1, material left 6-11: Dan wins the match
kingless/match.pgn:75: match Gabriela - Horia: rounds won 1-1, material left 14-14: a drawn match
kingless/match.pgn:108: match Ioana - Jan: rounds won 0-0, material left 10-10: a drawn match
kingless/match.pgn:146: match Elena - Florin: rounds won 0-1, material left 10-11: Florin wins the match
10 games: 10 valid, 0 invalid; 0 errors, 0 warnings

$ pgnkit validate -m --format=json kingless/match.pgn | grep '^{"match"'
{"match":{"players":["Ana","Bogdan"],"rounds":[2,0],"material":[12,0],"winner":"Ana"}}
{"match":{"players":["Carmen","Dan"],"rounds":[1,1],"material":[6,11],"winner":"Dan"}}
{"match":{"players":["Gabriela","Horia"],"rounds":[1,1],"material":[14,14],"winner":null}}
{"match":{"players":["Ioana","Jan"],"rounds":[0,0],"material":[10,10],"winner":null}}
{"match":{"players":["Elena","Florin"],"rounds":[0,1],"material":[10,11],"winner":"Florin"}}

$ pgnkit validate --match --format=yaml kingless/match.pgn | sed -n '/^match:/,/^---/p'
match:
  players:
  - 'Ana'
  - 'Bogdan'
  rounds:
  - 2
  - 0
  material:
  - 12
  - 0
  winner: 'Ana'
---
match:
  players:
  - 'Carmen'
  - 'Dan'
  rounds:
  - 1
  - 1
  material:
  - 6
  - 11
  winner: 'Dan'
---
match:
  players:
  - 'Gabriela'
  - 'Horia'
  rounds:
  - 1
  - 1
  material:
  - 14
  - 14
  winner: null
---
match:
  players:
  - 'Ioana'
  - 'Jan'
  rounds:
  - 0
  - 0
  material:
  - 10
  - 10
  winner: null
---
match:
  players:
  - 'Elena'
  - 'Florin'
  rounds:
  - 0
  - 1
  material:
  - 10
  - 11
  winner: 'Florin'

# The same report on three threads.
$ pgnkit validate --match -j 3 --format=json kingless/match.pgn | grep '^{"match"'
{"match":{"players":["Ana","Bogdan"],"rounds":[2,0],"material":[12,0],"winner":"Ana"}}
{"match":{"players":["Carmen","Dan"],"rounds":[1,1],"material":[6,11],"winner":"Dan"}}
{"match":{"players":["Gabriela","Horia"],"rounds":[1,1],"material":[14,14],"winner":null}}
{"match":{"players":["Ioana","Jan"],"rounds":[0,0],"material":[10,10],"winner":null}}
{"match":{"players":["Elena","Florin"],"rounds":[0,1],"material":[10,11],"winner":"Florin"}}

# Without --match, no match lines.
$ pgnkit validate --format=json kingless/match.pgn | grep -c '"match"'
0
? 1

# No two consecutive games with the players' colours swapped: no match.
$ pgnkit validate --match kingless/capture-all.pgn | grep -c ': match '
0
? 1

# --- convert and replay -------------------------------------------------------------------------

$ pgnkit convert kingless/convert.pgn
[Event "Kingless: a queen made, Black passes"]
[Site "Cluj"]
[Date "2024.03.16"]
[Round "1"]
[White "Ana"]
[Black "Bogdan"]
[Result "1-0"]
[FEN "8/p3P3/P7/8/8/8/8/1N6 w - - 0 1"]
[SetUp "1"]
[Variant "Kingless"]

1. e8=Q {the pawn becomes a queen} 1... -- {Black's pawn is blocked: a pass}
2. Nc3 -- 3. Qb8 (3. Nb5 -- 4. Nxa7) 3... -- 4. Qxa7 1-0

[Event "Kingless: rook, knight and bishop against the queen"]
[Site "Cluj"]
[Date "2024.03.02"]
[Round "1"]
[White "Elena"]
[Black "Florin"]
[Result "1-0"]
[FEN "3q4/pppp4/8/8/8/8/PPPP4/RNB5 w - - 0 1"]
[SetUp "1"]
[Variant "Kingless"]

1. Nc3 Qh4 2. d3 Qd4 3. Be3 Qxd3 4. cxd3 a5 5. Nb5 c6 6. Nd6 c5 7. Nxb7 c4
8. dxc4 a4 9. Nc5 d6 10. Nxa4 d5 11. cxd5 1-0

? 0

$ pgnkit convert --to=iccf kingless/convert.pgn
[Event "Kingless: a queen made, Black passes"]
[Site "Cluj"]
[Date "2024.03.16"]
[Round "1"]
[White "Ana"]
[Black "Bogdan"]
[Result "1-0"]
[FEN "8/p3P3/P7/8/8/8/8/1N6 w - - 0 1"]
[SetUp "1"]
[Variant "Kingless"]

1. 57581 {the pawn becomes a queen} 1... -- {Black's pawn is blocked: a pass}
2. 2133 -- 3. 5828 (3. 3325 -- 4. 2517) 3... -- 4. 2817 1-0

[Event "Kingless: rook, knight and bishop against the queen"]
[Site "Cluj"]
[Date "2024.03.02"]
[Round "1"]
[White "Elena"]
[Black "Florin"]
[Result "1-0"]
[FEN "3q4/pppp4/8/8/8/8/PPPP4/RNB5 w - - 0 1"]
[SetUp "1"]
[Variant "Kingless"]

1. 2133 4884 2. 4243 8444 3. 3153 4443 4. 3243 1715 5. 3325 3736 6. 2546 3635
7. 4627 3534 8. 4334 1514 9. 2735 4746 10. 3514 4645 11. 3445 1-0

? 0

$ pgnkit convert --to=lan kingless/convert.pgn
[Event "Kingless: a queen made, Black passes"]
[Site "Cluj"]
[Date "2024.03.16"]
[Round "1"]
[White "Ana"]
[Black "Bogdan"]
[Result "1-0"]
[FEN "8/p3P3/P7/8/8/8/8/1N6 w - - 0 1"]
[SetUp "1"]
[Variant "Kingless"]

1. e7-e8=Q {the pawn becomes a queen} 1... -- {Black's pawn is blocked: a pass}
2. Nb1-c3 -- 3. Qe8-b8 (3. Nc3-b5 -- 4. Nb5xa7) 3... -- 4. Qb8xa7 1-0

[Event "Kingless: rook, knight and bishop against the queen"]
[Site "Cluj"]
[Date "2024.03.02"]
[Round "1"]
[White "Elena"]
[Black "Florin"]
[Result "1-0"]
[FEN "3q4/pppp4/8/8/8/8/PPPP4/RNB5 w - - 0 1"]
[SetUp "1"]
[Variant "Kingless"]

1. Nb1-c3 Qd8-h4 2. d2-d3 Qh4-d4 3. Bc1-e3 Qd4xd3 4. c2xd3 a7-a5 5. Nc3-b5
c7-c6 6. Nb5-d6 c6-c5 7. Nd6xb7 c5-c4 8. d3xc4 a5-a4 9. Nb7-c5 d7-d6 10. Nc5xa4
d6-d5 11. c4xd5 1-0

? 0

$ pgnkit convert --to=uci kingless/convert.pgn
[Event "Kingless: a queen made, Black passes"]
[Site "Cluj"]
[Date "2024.03.16"]
[Round "1"]
[White "Ana"]
[Black "Bogdan"]
[Result "1-0"]
[FEN "8/p3P3/P7/8/8/8/8/1N6 w - - 0 1"]
[SetUp "1"]
[Variant "Kingless"]

1. e7e8q {the pawn becomes a queen} 1... 0000 {Black's pawn is blocked: a pass}
2. b1c3 0000 3. e8b8 (3. c3b5 0000 4. b5a7) 3... 0000 4. b8a7 1-0

[Event "Kingless: rook, knight and bishop against the queen"]
[Site "Cluj"]
[Date "2024.03.02"]
[Round "1"]
[White "Elena"]
[Black "Florin"]
[Result "1-0"]
[FEN "3q4/pppp4/8/8/8/8/PPPP4/RNB5 w - - 0 1"]
[SetUp "1"]
[Variant "Kingless"]

1. b1c3 d8h4 2. d2d3 h4d4 3. c1e3 d4d3 4. c2d3 a7a5 5. c3b5 c7c6 6. b5d6 c6c5
7. d6b7 c5c4 8. d3c4 a5a4 9. b7c5 d7d6 10. c5a4 d6d5 11. c4d5 1-0

? 0

$ pgnkit convert --to=descriptive kingless/convert.pgn
[Event "Kingless: a queen made, Black passes"]
[Site "Cluj"]
[Date "2024.03.16"]
[Round "1"]
[White "Ana"]
[Black "Bogdan"]
[Result "1-0"]
[FEN "8/p3P3/P7/8/8/8/8/1N6 w - - 0 1"]
[SetUp "1"]
[Variant "Kingless"]

1. P-K8(Q) {the pawn becomes a queen} 1... -- {Black's pawn is blocked: a pass}
2. N-B3 -- 3. Q-QN8 (3. N-N5 -- 4. NxP) 3... -- 4. QxP 1-0

[Event "Kingless: rook, knight and bishop against the queen"]
[Site "Cluj"]
[Date "2024.03.02"]
[Round "1"]
[White "Elena"]
[Black "Florin"]
[Result "1-0"]
[FEN "3q4/pppp4/8/8/8/8/PPPP4/RNB5 w - - 0 1"]
[SetUp "1"]
[Variant "Kingless"]

1. N-B3 Q-R5 2. P-Q3 Q-Q5 3. B-K3 QxP 4. PxQ P-R4 5. N-N5 P-B3 6. N-Q6 P-B4
7. NxP P-B5 8. PxP P-R5 9. N-B5 P-Q3 10. NxP P-Q4 11. PxP 1-0

? 0

# Round trips through LAN and ICCF give the SAN text back.
$ pgnkit convert --to=lan kingless/convert.pgn | pgnkit convert 2>&1
[Event "Kingless: a queen made, Black passes"]
[Site "Cluj"]
[Date "2024.03.16"]
[Round "1"]
[White "Ana"]
[Black "Bogdan"]
[Result "1-0"]
[FEN "8/p3P3/P7/8/8/8/8/1N6 w - - 0 1"]
[SetUp "1"]
[Variant "Kingless"]

1. e8=Q {the pawn becomes a queen} 1... -- {Black's pawn is blocked: a pass}
2. Nc3 -- 3. Qb8 (3. Nb5 -- 4. Nxa7) 3... -- 4. Qxa7 1-0

[Event "Kingless: rook, knight and bishop against the queen"]
[Site "Cluj"]
[Date "2024.03.02"]
[Round "1"]
[White "Elena"]
[Black "Florin"]
[Result "1-0"]
[FEN "3q4/pppp4/8/8/8/8/PPPP4/RNB5 w - - 0 1"]
[SetUp "1"]
[Variant "Kingless"]

1. Nc3 Qh4 2. d3 Qd4 3. Be3 Qxd3 4. cxd3 a5 5. Nb5 c6 6. Nd6 c5 7. Nxb7 c4
8. dxc4 a4 9. Nc5 d6 10. Nxa4 d5 11. cxd5 1-0

? 0

$ pgnkit convert --to=iccf kingless/convert.pgn | pgnkit convert 2>&1
[Event "Kingless: a queen made, Black passes"]
[Site "Cluj"]
[Date "2024.03.16"]
[Round "1"]
[White "Ana"]
[Black "Bogdan"]
[Result "1-0"]
[FEN "8/p3P3/P7/8/8/8/8/1N6 w - - 0 1"]
[SetUp "1"]
[Variant "Kingless"]

1. e8=Q {the pawn becomes a queen} 1... -- {Black's pawn is blocked: a pass}
2. Nc3 -- 3. Qb8 (3. Nb5 -- 4. Nxa7) 3... -- 4. Qxa7 1-0

[Event "Kingless: rook, knight and bishop against the queen"]
[Site "Cluj"]
[Date "2024.03.02"]
[Round "1"]
[White "Elena"]
[Black "Florin"]
[Result "1-0"]
[FEN "3q4/pppp4/8/8/8/8/PPPP4/RNB5 w - - 0 1"]
[SetUp "1"]
[Variant "Kingless"]

1. Nc3 Qh4 2. d3 Qd4 3. Be3 Qxd3 4. cxd3 a5 5. Nb5 c6 6. Nd6 c5 7. Nxb7 c4
8. dxc4 a4 9. Nc5 d6 10. Nxa4 d5 11. cxd5 1-0

? 0

$ pgnkit replay kingless/convert.pgn
1 e8=Q 4Q3/p7/P7/8/8/8/8/1N6 b - - 0 1
2 -- 4Q3/p7/P7/8/8/8/8/1N6 w - - 1 2
3 Nc3 4Q3/p7/P7/8/8/2N5/8/8 b - - 2 2
4 -- 4Q3/p7/P7/8/8/2N5/8/8 w - - 3 3
5 Qb8 1Q6/p7/P7/8/8/2N5/8/8 b - - 4 3
6 -- 1Q6/p7/P7/8/8/2N5/8/8 w - - 5 4
7 Qxa7 8/Q7/P7/8/8/2N5/8/8 b - - 0 4

1 Nc3 3q4/pppp4/8/8/8/2N5/PPPP4/R1B5 b - - 1 1
2 Qh4 8/pppp4/8/8/7q/2N5/PPPP4/R1B5 w - - 2 2
3 d3 8/pppp4/8/8/7q/2NP4/PPP5/R1B5 b - - 0 2
4 Qd4 8/pppp4/8/8/3q4/2NP4/PPP5/R1B5 w - - 1 3
5 Be3 8/pppp4/8/8/3q4/2NPB3/PPP5/R7 b - - 2 3
6 Qxd3 8/pppp4/8/8/8/2NqB3/PPP5/R7 w - - 0 4
7 cxd3 8/pppp4/8/8/8/2NPB3/PP6/R7 b - - 0 4
8 a5 8/1ppp4/8/p7/8/2NPB3/PP6/R7 w - - 0 5
9 Nb5 8/1ppp4/8/pN6/8/3PB3/PP6/R7 b - - 1 5
10 c6 8/1p1p4/2p5/pN6/8/3PB3/PP6/R7 w - - 0 6
11 Nd6 8/1p1p4/2pN4/p7/8/3PB3/PP6/R7 b - - 1 6
12 c5 8/1p1p4/3N4/p1p5/8/3PB3/PP6/R7 w - - 0 7
13 Nxb7 8/1N1p4/8/p1p5/8/3PB3/PP6/R7 b - - 0 7
14 c4 8/1N1p4/8/p7/2p5/3PB3/PP6/R7 w - - 0 8
15 dxc4 8/1N1p4/8/p7/2P5/4B3/PP6/R7 b - - 0 8
16 a4 8/1N1p4/8/8/p1P5/4B3/PP6/R7 w - - 0 9
17 Nc5 8/3p4/8/2N5/p1P5/4B3/PP6/R7 b - - 1 9
18 d6 8/8/3p4/2N5/p1P5/4B3/PP6/R7 w - - 0 10
19 Nxa4 8/8/3p4/8/N1P5/4B3/PP6/R7 b - - 0 10
20 d5 8/8/8/3p4/N1P5/4B3/PP6/R7 w - - 0 11
21 cxd5 8/8/8/3P4/N7/4B3/PP6/R7 b - - 0 11

$ pgnkit replay --format=board --game=2 --ply=6 kingless/convert.pgn
8  . . . . . . . .
7  p p p p . . . .
6  . . . . . . . .
5  . . . . . . . .
4  . . . . . . . .
3  . . N q B . . .
2  P P P . . . . .
1  R . . . . . . .
   a b c d e f g h
White to move

$ pgnkit replay --format=board kingless/pass-first.pgn
8  . . . . . . . .
7  . . . . . . . .
6  . . . . . . . .
5  . . . . . . . .
4  . . . . . . . .
3  p . . . . . . .
2  n . . . . . . .
1  . . . . . . . .
   a b c d e f g h
White to move

$ pgnkit replay --to=iccf --game=1 kingless/convert.pgn
1 57581 4Q3/p7/P7/8/8/8/8/1N6 b - - 0 1
2 -- 4Q3/p7/P7/8/8/8/8/1N6 w - - 1 2
3 2133 4Q3/p7/P7/8/8/2N5/8/8 b - - 2 2
4 -- 4Q3/p7/P7/8/8/2N5/8/8 w - - 3 3
5 5828 1Q6/p7/P7/8/8/2N5/8/8 b - - 4 3
6 -- 1Q6/p7/P7/8/8/2N5/8/8 w - - 5 4
7 2817 8/Q7/P7/8/8/2N5/8/8 b - - 0 4

# The final position of game 1 in SVG: a white queen on a7, a white knight on c3 and a white pawn
# on a6 (each white piece is the filled glyph in white under the outline in black).
$ pgnkit replay --format=svg --game=1 kingless/convert.pgn | grep '<text.*&#98'
<text x="132" y="269" fill="#ffffff">&#9822;&#xFE0E;</text>
<text x="132" y="269" fill="#111111">&#9816;&#xFE0E;</text>
<text x="42" y="134" fill="#ffffff">&#9823;&#xFE0E;</text>
<text x="42" y="134" fill="#111111">&#9817;&#xFE0E;</text>
<text x="42" y="89" fill="#ffffff">&#9819;&#xFE0E;</text>
<text x="42" y="89" fill="#111111">&#9813;&#xFE0E;</text>

$ pgnkit replay --format=svg --ply=0 kingless/pass-first.pgn | grep '<text.*&#98'
<text x="42" y="314" fill="#ffffff">&#9823;&#xFE0E;</text>
<text x="42" y="314" fill="#111111">&#9817;&#xFE0E;</text>
<text x="42" y="269" fill="#111111">&#9823;&#xFE0E;</text>
<text x="42" y="44" fill="#111111">&#9822;&#xFE0E;</text>

# --- Passes in the other notations -----------------------------------------------------------------
# pgnkit-convert(1), Round trips: converting SAN to any notation and back reproduces the same
# text. Each test below states what pgnkit should do.

# Once a bug: 'convert --to=uci' writes a pass as 0000 (the UCI null move), but reading it back does not
# take 0000 as a pass ("illegal move 'b1c3': the piece on b1 is not Black's"), although
# 'pgnkit fen --variant=kingless' reads it.
$ pgnkit convert --to=uci kingless/convert.pgn | pgnkit convert 2>&1
[Event "Kingless: a queen made, Black passes"]
[Site "Cluj"]
[Date "2024.03.16"]
[Round "1"]
[White "Ana"]
[Black "Bogdan"]
[Result "1-0"]
[FEN "8/p3P3/P7/8/8/8/8/1N6 w - - 0 1"]
[SetUp "1"]
[Variant "Kingless"]

1. e8=Q {the pawn becomes a queen} 1... -- {Black's pawn is blocked: a pass}
2. Nc3 -- 3. Qb8 (3. Nb5 -- 4. Nxa7) 3... -- 4. Qxa7 1-0

[Event "Kingless: rook, knight and bishop against the queen"]
[Site "Cluj"]
[Date "2024.03.02"]
[Round "1"]
[White "Elena"]
[Black "Florin"]
[Result "1-0"]
[FEN "3q4/pppp4/8/8/8/8/PPPP4/RNB5 w - - 0 1"]
[SetUp "1"]
[Variant "Kingless"]

1. Nc3 Qh4 2. d3 Qd4 3. Be3 Qxd3 4. cxd3 a5 5. Nb5 c6 6. Nd6 c5 7. Nxb7 c4
8. dxc4 a4 9. Nc5 d6 10. Nxa4 d5 11. cxd5 1-0

? 0

# Once a bug: 'convert --to=descriptive' writes a pass as '--', but descriptive input does not read it
# ("'--' is not a move in English descriptive notation").
$ pgnkit convert --to=descriptive kingless/convert.pgn | pgnkit convert 2>&1
[Event "Kingless: a queen made, Black passes"]
[Site "Cluj"]
[Date "2024.03.16"]
[Round "1"]
[White "Ana"]
[Black "Bogdan"]
[Result "1-0"]
[FEN "8/p3P3/P7/8/8/8/8/1N6 w - - 0 1"]
[SetUp "1"]
[Variant "Kingless"]

1. e8=Q {the pawn becomes a queen} 1... -- {Black's pawn is blocked: a pass}
2. Nc3 -- 3. Qb8 (3. Nb5 -- 4. Nxa7) 3... -- 4. Qxa7 1-0

[Event "Kingless: rook, knight and bishop against the queen"]
[Site "Cluj"]
[Date "2024.03.02"]
[Round "1"]
[White "Elena"]
[Black "Florin"]
[Result "1-0"]
[FEN "3q4/pppp4/8/8/8/8/PPPP4/RNB5 w - - 0 1"]
[SetUp "1"]
[Variant "Kingless"]

1. Nc3 Qh4 2. d3 Qd4 3. Be3 Qxd3 4. cxd3 a5 5. Nb5 c6 6. Nd6 c5 7. Nxb7 c4
8. dxc4 a4 9. Nc5 d6 10. Nxa4 d5 11. cxd5 1-0

? 0

# Once a bug: ICCF numeric games with passes are read when the notation is found from the first move,
# but with --notation=iccf the pass is refused ("bad move '--': not a numeric move").
$ pgnkit convert --to=iccf kingless/convert.pgn | pgnkit validate --notation=iccf
2 games: 2 valid, 0 invalid; 0 errors, 0 warnings

# Once a bug: when the first move is a pass, the notation is taken to be SAN: the ICCF moves after it
# are refused ("'1826' is not a move in English algebraic notation") and the LAN moves draw
# "not standard SAN" warnings. The notation should be found from the first move that is not a
# pass.
$ pgnkit convert --to=iccf kingless/pass-first.pgn | pgnkit convert 2>&1
[Event "Kingless: White's first move is a pass"]
[Site "Cluj"]
[Date "2024.03.16"]
[Round "1"]
[White "Carmen"]
[Black "Dan"]
[Result "0-1"]
[FEN "n7/8/8/8/8/p7/P7/8 w - - 0 1"]
[SetUp "1"]
[Variant "Kingless"]

1. -- Nb6 2. -- Nd5 3. -- Nc3 4. -- Nxa2 0-1

? 0

$ pgnkit convert --to=lan kingless/pass-first.pgn | pgnkit convert 2>&1
[Event "Kingless: White's first move is a pass"]
[Site "Cluj"]
[Date "2024.03.16"]
[Round "1"]
[White "Carmen"]
[Black "Dan"]
[Result "0-1"]
[FEN "n7/8/8/8/8/p7/P7/8 w - - 0 1"]
[SetUp "1"]
[Variant "Kingless"]

1. -- Nb6 2. -- Nd5 3. -- Nc3 4. -- Nxa2 0-1

? 0
