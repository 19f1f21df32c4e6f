# Command-line tests from a second reading of issue 15 ("Never silently wrong"): cases found
# by trying the merged change as a new user would. Inputs in testdata/second-reading/.

# --- ICCF: a piece digit on a legal move that is no promotion --------------------------------
# 7163 (g1-f3) is legal; the digit 1 is what is wrong, not the knight's move.
$ pgnkit validate second-reading/iccf-digit-no-promotion.pgn
second-reading/iccf-digit-no-promotion.pgn:4:17: error: illegal move '71631': g1-f3 is no promotion: drop the piece digit (7163) [illegal-move]
1 game: 0 valid, 1 invalid; 1 error, 0 warnings
? 1

# --- Profile: a max-plies beyond 32 bits is no limit, not its low bits (2^32 + 1 read as 1) ---
$ pgnkit validate -P second-reading/max-plies-beyond-32-bits.yaml second-reading/four-plies.pgn
1 game: 1 valid, 0 invalid; 0 errors, 0 warnings

# --- Language detection when every reading has an error -------------------------------------
# Rf1 is Rh1-f1 in English and Ke1-f1 in Portuguese; the main lines are legal either way up to
# the same error (one in a variation, one at move 5). The first language tried was taken
# without a word; the readings that go as far, to as many errors, are an ambiguous-language
# error like the readings of a legal game, and --from-lang settles it.
$ pgnkit validate second-reading/lang-error-either-way.pgn
second-reading/lang-error-either-way.pgn:4:35: error: 'Rf1' means Rf1 in English and Kf1 in Portuguese, and either way the game is read as far, to as many errors: say which with --from-lang=en or --from-lang=pt [ambiguous-language]
second-reading/lang-error-either-way.pgn:9:35: error: 'Rf1' means Rf1 in English and Kf1 in Portuguese, and either way the game is read as far, to as many errors: say which with --from-lang=en or --from-lang=pt [ambiguous-language]
2 games: 0 valid, 2 invalid; 2 errors, 0 warnings
? 1

$ pgnkit validate --from-lang=pt second-reading/lang-error-either-way.pgn
second-reading/lang-error-either-way.pgn:4:43: error: illegal move 'e5': no pawn can move to e5 (suggestion: a3, a4, b3, b4, c3, d3, d4, g3, ...) [illegal-move]
second-reading/lang-error-either-way.pgn:9:46: error: illegal move 'Bxe5': no bishop can reach e5 (suggestion: Be2, Bb3, Bd3, Bb5, Bd5, Ba6, Be6, Bxf7) [illegal-move]
2 games: 0 valid, 2 invalid; 2 errors, 0 warnings
? 1

# --- A pawn pushed to its own first rank ------------------------------------------------------
# The search for a pinned pawn looked at the square behind g1 (off the board: a negative shift,
# which the SANITIZE=1 build stops on).
$ pgnkit validate second-reading/pawn-to-first-rank.pgn
second-reading/pawn-to-first-rank.pgn:4:14: error: illegal move 'g1': no pawn can move to g1 (suggestion: a3, a4, b3, b4, c3, c4, d3, d4, ...) [illegal-move]
second-reading/pawn-to-first-rank.pgn:9:17: error: illegal move '7271': the piece on g2 cannot move to g1 [illegal-move]
2 games: 0 valid, 2 invalid; 2 errors, 0 warnings
? 1

# --- Descriptive: an e.p. mark on a move that is no en passant capture -------------------------
# The mark settles an en passant capture when several captures fit; on another move it was
# read and dropped without a word. Now a check-mark warning, as for a check sign that does not
# fit, with the move as descriptive writes it.
$ pgnkit validate second-reading/descriptive-ep-on-no-ep.pgn
second-reading/descriptive-ep-on-no-ep.pgn:4:17: warning: 'PxP e.p.': the move is no en passant capture: remove the e.p. mark (suggestion: PxP) [check-mark]
second-reading/descriptive-ep-on-no-ep.pgn:9:17: warning: 'PxPep': the move is no en passant capture: remove the e.p. mark (suggestion: PxP) [check-mark]
3 games: 3 valid, 0 invalid; 0 errors, 2 warnings
