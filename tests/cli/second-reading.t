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
