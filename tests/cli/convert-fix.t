# Command-line tests of 'pgnkit convert --fix': every correction pgnkit is certain of applied,
# each said as a "fixed:" warning at its place; what is not certain left as it was. Run by:
# make cli-test
#
# testdata/fix/fixable.pgn: game 1 writes 'Ngf3', '0-0' and a check sign on a move that gives
# none; game 2 writes a mate as '+' and a draw after it; game 3 has move numbers that do not fit
# and no termination marker; game 4 a FEN tag with fullmove 0 and no SetUp tag, and no Seven Tag
# Roster; game 5 an illegal move with several candidates and a Result tag that disagrees with the
# marker (which the moves do not decide): neither is certain.

$ pgnkit convert --fix fix/fixable.pgn 2>/dev/null
[Event "Signs, castling and SAN forms"]
[Site "Bucharest"]
[Date "2026.11.28"]
[Round "1"]
[White "Ana"]
[Black "Bogdan"]
[Result "1-0"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3
O-O 9. h3 Nb8 10. d4 Nbd7 11. Nbd2 Bb7 12. Bc2 Re8 13. Nf1 Bf8 14. Ng3 g6
15. a4 c5 16. d5 c4 17. Bg5 h6 18. Be3 Nc5 19. Qd2 h5 20. Bg5 Be7 21. Bxf6 Bxf6
22. Qh6 1-0

[Event "A mate written as check, and the wrong result"]
[Site "Bucharest"]
[Date "2026.11.28"]
[Round "2"]
[White "Bogdan"]
[Black "Ana"]
[Result "0-1"]

1. f3 e5 2. g4 Qh4# 0-1

[Event "Numbers that do not fit, no marker"]
[Site "Bucharest"]
[Date "2026.11.28"]
[Round "3"]
[White "Ana"]
[Black "Bogdan"]
[Result "*"]

1. d4 d5 2. c4 e6 3. Nc3 *

[Event "A position set up"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "1/2-1/2"]
[FEN "4k3/8/4K3/4P3/8/8/8/8 w - - 0 1"]
[SetUp "1"]

1. Kd6 Kd8 2. e6 Ke8 3. e7 1/2-1/2

[Event "What is not certain"]
[Site "Bucharest"]
[Date "2026.11.28"]
[Round "5"]
[White "Bogdan"]
[Black "Ana"]
[Result "1-0"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 4. Nd5 0-1

? 1

# The corrections, each at its place; the uncertain problems as validate reports them.
$ pgnkit convert --fix fix/fixable.pgn 2>&1 >/dev/null
fix/fixable.pgn:9:13: warning: fixed: 'Ngf3' is not standard SAN: the origin is written although the move is unique without it (suggestion: Nf3) [non-standard]
fix/fixable.pgn:9:46: warning: fixed: '0-0' is not standard SAN: castling is written with the capital letter O (suggestion: O-O) [non-standard]
fix/fixable.pgn:12:1: warning: fixed: 'Qh6+': the move gives no check: remove the sign (suggestion: Qh6) [check-mark]
fix/fixable.pgn:22:16: warning: fixed: 'Qh4+': the move mates: write '#', not '+' (suggestion: Qh4#) [check-mark]
fix/fixable.pgn:22:21: warning: fixed: the game ended in checkmate at ply 4, so the result is 0-1, not 1/2-1/2 (suggestion: 0-1) [result-wrong]
fix/fixable.pgn:32:13: warning: fixed: move number 3 does not fit: 'c4' is move 2 of the game [move-number]
fix/fixable.pgn:32:22: warning: fixed: the movetext has no termination marker (1-0, 0-1, 1/2-1/2 or *) at its end [bad-syntax]
fix/fixable.pgn:34:1: warning: fixed: the Seven Tag Roster's Site, Date, Round, White and Black tags are missing: written as unknown ("?") [missing-tag]
fix/fixable.pgn:35:1: warning: fixed: FEN tag: field 6 (fullmove number): 0 read as 1 (move numbers start at 1) [bad-fen]
fix/fixable.pgn:35:1: warning: fixed: a FEN tag needs [SetUp "1"] beside it [bad-tag]
fix/fixable.pgn:48:35: error: illegal move 'Nd5': no knight can reach d5 (suggestion: Na3, Nc3, Ng1, Nd4, Nh4, Nxe5, Ng5) [illegal-move]
fix/fixable.pgn:48:39: error: the Result tag says 1-0 but the movetext ends with 0-1 [result-mismatch]
? 1

# The games written are valid but where a problem was not certain: the illegal move stays where
# it was, as written (the game is written in the notation it was read in), and so does the
# result; a second --fix changes nothing and fixes nothing.
$ pgnkit convert --fix fix/fixable.pgn 2>/dev/null | pgnkit validate 2>&1
<stdin>:54:35: error: illegal move 'Nd5': no knight can reach d5 (suggestion: Na3, Nc3, Ng1, Nd4, Nh4, Nxe5, Ng5) [illegal-move]
<stdin>:54:39: error: the Result tag says 1-0 but the movetext ends with 0-1 [result-mismatch]
5 games: 4 valid, 1 invalid; 2 errors, 0 warnings
? 1

$ pgnkit convert --fix fix/fixable.pgn 2>/dev/null > fixed-once.pgn; pgnkit convert --fix fixed-once.pgn 2>&1 >fixed-twice.pgn; cmp fixed-once.pgn fixed-twice.pgn && echo unchanged; rm -f fixed-once.pgn fixed-twice.pgn
fixed-once.pgn:54:35: error: illegal move 'Nd5': no knight can reach d5 (suggestion: Na3, Nc3, Ng1, Nd4, Nh4, Nxe5, Ng5) [illegal-move]
fixed-once.pgn:54:39: error: the Result tag says 1-0 but the movetext ends with 0-1 [result-mismatch]
unchanged

# The same on two threads.
$ pgnkit convert --fix fix/fixable.pgn 2>/dev/null | md5sum > once.md5; pgnkit convert --fix --jobs=2 fix/fixable.pgn 2>/dev/null | md5sum | cmp - once.md5 && echo same; rm -f once.md5
same

# Without --fix the record is kept as it was read: the results and the FEN tag as written.
$ pgnkit convert fix/fixable.pgn 2>/dev/null | grep -e '^\[Result' -e '^\[FEN' -e '^\[SetUp' -e '0-1$' -e '1/2-1/2$'
[Result "1-0"]
[Result "1/2-1/2"]
1. f3 e5 2. g4 Qh4# 1/2-1/2
[Result "*"]
[Result "1/2-1/2"]
[FEN "4k3/8/4K3/4P3/8/8/8/8 w - - 0 0"]
1. Kd6 Kd8 2. e6 Ke8 3. e7 1/2-1/2
[Result "1-0"]
1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 {pgnkit: not converted from here on: 4. Nd5} 0-1

# In another notation, what could not be replayed goes into a comment, as without --fix.
$ pgnkit convert --fix --to=lan fix/fixable.pgn 2>/dev/null | tail -n 3 | head -n 2
1. e2-e4 e7-e5 2. Ng1-f3 Nb8-c6 3. Bf1-b5 Ng8-f6 {pgnkit: not converted from
here on: 4. Nd5} 0-1


# --fix writes PGN.
$ pgnkit convert --fix --to=json fix/fixable.pgn 2>&1
pgnkit convert: --fix writes PGN: not --to=json
? 2
