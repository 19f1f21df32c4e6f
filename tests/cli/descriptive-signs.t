# Descriptive notation writes check, mate and en passant apart from the move ("N-B6 ch",
# "B-B5 dbl ch", "B-Q7 dis.ch.", "BxN mate", "PxP e.p.", the Italian seed's "AxC #"): such a word
# belongs to the move before it, in the main line and in variations, is never read as a move,
# settles an ambiguity as an attached sign does (QxP mate, PxP e.p.), and a sign that does not
# fit the move gets the check-mark warning an attached one gets. A mate word on a mating move
# ends the game as checkmate.
$ pgnkit validate descriptive/signs-apart.pgn 2>&1
descriptive/signs-apart.pgn:14:67: warning: 'Q-R4 dis ch': the move gives no check: remove the sign (suggestion: Q-R4) [check-mark]
descriptive/signs-apart.pgn:24:22: warning: 'Q-R5 ch': the move mates: write '#', not '+' (suggestion: Q-R5#) [check-mark]
descriptive/signs-apart.pgn:29:15: warning: 'Q-R5 mate': the move gives no check: remove the sign (suggestion: Q-R5) [check-mark]
descriptive/signs-apart.pgn:39:42: warning: 'PxP e.p. +': the move gives no check: remove the sign (suggestion: PxP e.p.) [check-mark]
7 games: 7 valid, 0 invalid; 0 errors, 4 warnings

# Convert gives the output it gives for the signs attached.
$ pgnkit convert descriptive/signs-apart.pgn 2>/dev/null | grep -v '^\[' | grep .
1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. b4 Bxb4 5. c3 Ba5 6. d4 exd4 7. O-O d3 8. Qb3
Qf6 9. e5 Qg6 10. Re1 Nge7 11. Ba3 b5 12. Qxb5 Rb8 13. Qa4 Bb6 14. Nbd2 Bb7
15. Ne4 Qf5 16. Bxd3 Qh5 17. Nf6+ gxf6 18. exf6 Rg8 19. Rad1 Qxf3 20. Rxe7+
Nxe7 21. Qxd7+ Kxd7 22. Bf5+ Ke8 23. Bd7+ Kf8 24. Bxe7# 1-0
1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# $1 (4. Bxf7+ Ke7 5. Qh4) 1-0
1. c4 b5 2. e4 a6 3. e5 d5 4. exd6 *
1. f3 e5 2. g4 Qh4# 0-1
1. e4 e5 2. Qh5 Nc6 *
1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0
1. c4 b5 2. e4 a6 3. e5 d5 4. exd6 *

# Descriptive output marks an en passant capture "PxP e.p." (English and Italian), and reads back
# as the same game.
$ pgnkit convert --to=descriptive descriptive/signs-apart.pgn 2>/dev/null | grep 'e\.p\.'
[Event "e.p. apart settles PxP"]
1. P-QB4 P-QN4 2. P-K4 P-QR3 3. P-K5 P-Q4 4. PxP e.p. *
[Event "Italian e.p. apart"]
1. P-QB4 P-QN4 2. P-K4 P-QR3 3. P-K5 P-Q4 4. PxP e.p. *

$ pgnkit convert --to=descriptive --lang=it descriptive/signs-apart.pgn 2>/dev/null | grep 'e\.p\.'
[Event "e.p. apart settles PxP"]
1. P-DA4 P-DC4 2. P-R4 P-DT3 3. P-R5 P-D4 4. PxP e.p. *
[Event "Italian e.p. apart"]
1. P-DA4 P-DC4 2. P-R4 P-DT3 3. P-R5 P-D4 4. PxP e.p. *

$ d=$(mktemp -d); for l in en it; do pgnkit convert --to=descriptive --lang=$l descriptive/signs-apart.pgn 2>/dev/null | pgnkit convert >"$d/$l" 2>&1; pgnkit convert descriptive/signs-apart.pgn 2>/dev/null | cmp -s - "$d/$l" && echo "$l: same game"; done; rm -rf "$d"
en: same game
it: same game

# pgnkit fen: a sign given as a word of its own after a descriptive move belongs to that move
# and settles it (QxP is Qxe5+, Qxf7# or Qxh7; PxP is cxb5, cxd5 or exd6 e.p.); moves are
# counted without the sign words.
$ pgnkit fen startpos P-K4 P-K4 B-B4 N-QB3 Q-R5 N-B3 QxP mate
r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4

$ pgnkit fen startpos P-QB4 P-QN4 P-K4 P-QR3 P-K5 P-Q4 PxP e.p.
rnbqkbnr/2p1pppp/p2P4/1p6/2P5/8/PP1P1PPP/RNBQKBNR b KQkq - 0 4

$ pgnkit fen startpos P-K4 P-K4 B-B4 N-QB3 Q-R5 N-B3 B-B4 dis ch 2>&1
pgnkit fen: bad move 'B-B4 dis ch' (move 7): no legal reading in descriptive notation
? 1
