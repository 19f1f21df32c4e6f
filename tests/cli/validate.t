# Command-line tests of 'pgnkit validate'. Run by: make cli-test
#
# The games are in testdata/validate/, written for these tests. Every verdict below was checked
# independently of pgnkit: the moves and the legal-move lists in the suggestions with chess.js
# 1.4.0 and Stockfish ("position ... moves ...", "go perft 1"); checkmate, stalemate, dead
# positions and repetitions with chess.js and by hand; line and column by counting characters
# in the files (a tab, a Latin-1 byte and a UTF-8 character are one character each; a
# byte-order mark is none). Tests marked "# BUG:" state what pgnkit should do and fail until
# pgnkit does it.
#
# The JSON lines are long; where only the verdict matters, the tests keep the fields
# "plies", "valid" and "outcome" of each game with grep -o.

# --- Checkmate, stalemate, dead positions -------------------------------------------------------

# Scholar's mate, correctly scored.
$ pgnkit validate validate/mate.pgn
1 game: 1 valid, 0 invalid; 0 errors, 0 warnings

# Mate credited to the wrong side, scored as a draw, marked unfinished ('*' is only a warning);
# Fool's mate scored for White. The diagnostic stands on the termination marker.
$ pgnkit validate validate/mate-wrong-result.pgn
validate/mate-wrong-result.pgn:6:41: error: the game ended in checkmate at ply 7, so the result is 1-0, not 0-1 (suggestion: 1-0) [result-wrong]
validate/mate-wrong-result.pgn:13:41: error: the game ended in checkmate at ply 7, so the result is 1-0, not 1/2-1/2 (suggestion: 1-0) [result-wrong]
validate/mate-wrong-result.pgn:20:41: warning: the game ended in checkmate at ply 7, so the result is 1-0, not * (suggestion: 1-0) [result-wrong]
validate/mate-wrong-result.pgn:27:21: error: the game ended in checkmate at ply 4, so the result is 0-1, not 1-0 (suggestion: 0-1) [result-wrong]
4 games: 1 valid, 3 invalid; 3 errors, 1 warning
? 1

$ pgnkit validate --format=json validate/mate-wrong-result.pgn | grep -o '"plies":[0-9]*,"valid":[a-z]*,"outcome":[^,]*'
"plies":7,"valid":false,"outcome":"checkmate"
"plies":7,"valid":false,"outcome":"checkmate"
"plies":7,"valid":true,"outcome":"checkmate"
"plies":4,"valid":false,"outcome":"checkmate"

# Loyd's ten-move stalemate: a draw; scored 1-0 it is wrong.
$ pgnkit validate validate/stalemate.pgn
validate/stalemate.pgn:15:33: error: the game ended in stalemate at ply 19, so the result is 1/2-1/2, not 1-0 (suggestion: 1/2-1/2) [result-wrong]
2 games: 1 valid, 1 invalid; 1 error, 0 warnings
? 1

$ pgnkit validate --format=json validate/stalemate.pgn | grep -o '"plies":[0-9]*,"valid":[a-z]*,"outcome":[^,]*'
"plies":19,"valid":true,"outcome":"stalemate"
"plies":19,"valid":false,"outcome":"stalemate"

# Dead positions: K v K, K+B v K, K+N v K, bishops all on light squares; the last one is K v K
# scored 1-0.
$ pgnkit validate validate/dead-position.pgn
validate/dead-position.pgn:44:9: error: the game ended in a dead position with insufficient material at ply 1, so the result is 1/2-1/2, not 1-0 (suggestion: 1/2-1/2) [result-wrong]
5 games: 4 valid, 1 invalid; 1 error, 0 warnings
? 1

$ pgnkit validate --format=json validate/dead-position.pgn | grep -o '"plies":[0-9]*,"valid":[a-z]*,"outcome":[^,]*'
"plies":1,"valid":true,"outcome":"insufficient-material"
"plies":1,"valid":true,"outcome":"insufficient-material"
"plies":1,"valid":true,"outcome":"insufficient-material"
"plies":1,"valid":true,"outcome":"insufficient-material"
"plies":1,"valid":false,"outcome":"insufficient-material"

# Not dead: K+N+N v K (a mate exists, so a win on time stands), bishops on both colours.
$ pgnkit validate validate/not-dead.pgn
3 games: 3 valid, 0 invalid; 0 errors, 0 warnings

$ pgnkit validate --format=json validate/not-dead.pgn | grep -o '"plies":[0-9]*,"valid":[a-z]*,"outcome":[^,]*'
"plies":4,"valid":true,"outcome":null
"plies":4,"valid":true,"outcome":null
"plies":4,"valid":true,"outcome":null

# Only king and pawn moves: K is the king in every language that has the letter, so there is
# nothing to choose between languages and nothing to warn about.
$ pgnkit validate validate/kings-only.pgn
1 game: 1 valid, 0 invalid; 0 errors, 0 warnings

# A game set up in a position already over, with no move, is judged too: bare kings scored 1-0,
# Black checkmated scored 0-1, Black stalemated scored 1-0 are result-wrong; game 4, the mate
# scored 1-0, is valid.
$ pgnkit validate --format=json validate/over-at-start.pgn | grep -o '"valid":[a-z]*\|"code":"[a-z-]*"'
"valid":false
"code":"result-wrong"
"valid":false
"code":"result-wrong"
"valid":false
"code":"result-wrong"
"valid":true

# --- Repetition and move counts -------------------------------------------------------------------

# Threefold: claimable, reported as the outcome of a draw. An en passant square with no legal
# capture does not make a position different (game 2: positions at plies 1, 5, 9 are the same);
# one with a legal capture does (game 3: only two occurrences), and so do lost castling rights
# (game 4). A game that goes on after a threefold repetition is legal (game 5).
$ pgnkit validate validate/threefold.pgn
5 games: 5 valid, 0 invalid; 0 errors, 0 warnings

$ pgnkit validate --format=json validate/threefold.pgn | grep -o '"plies":[0-9]*,"valid":[a-z]*,"outcome":[^,]*'
"plies":8,"valid":true,"outcome":"threefold-repetition"
"plies":9,"valid":true,"outcome":"threefold-repetition"
"plies":12,"valid":true,"outcome":null
"plies":12,"valid":true,"outcome":null
"plies":10,"valid":true,"outcome":null

# Fivefold, from 2014-07-01 on: the start position stands for the fifth time at ply 16; the game
# is over and drawn. A decisive result is wrong (games 2, 4, 5, 6: dated 2014.07.01 and
# ????.??.?? count as recent); a move after it is a warning, once (games 3 and 4).
$ pgnkit validate validate/fivefold-2015.pgn
validate/fivefold-2015.pgn:17:12: error: the game ended in a fivefold repetition at ply 16, so the result is 1/2-1/2, not 1-0 (suggestion: 1/2-1/2) [result-wrong]
validate/fivefold-2015.pgn:26:15: warning: move 'Nf3' after the game was drawn by rule (a fivefold repetition at ply 16) [move-after-end]
validate/fivefold-2015.pgn:35:15: warning: move 'Nf3' after the game was drawn by rule (a fivefold repetition at ply 16) [move-after-end]
validate/fivefold-2015.pgn:35:19: error: the game ended in a fivefold repetition at ply 16, so the result is 1/2-1/2, not 0-1 (suggestion: 1/2-1/2) [result-wrong]
validate/fivefold-2015.pgn:44:12: error: the game ended in a fivefold repetition at ply 16, so the result is 1/2-1/2, not 1-0 (suggestion: 1/2-1/2) [result-wrong]
validate/fivefold-2015.pgn:53:12: error: the game ended in a fivefold repetition at ply 16, so the result is 1/2-1/2, not 1-0 (suggestion: 1/2-1/2) [result-wrong]
6 games: 2 valid, 4 invalid; 4 errors, 2 warnings
? 1

$ pgnkit validate --format=json validate/fivefold-2015.pgn | grep -o '"plies":[0-9]*,"valid":[a-z]*,"outcome":[^,]*'
"plies":16,"valid":true,"outcome":"fivefold-repetition"
"plies":16,"valid":false,"outcome":"fivefold-repetition"
"plies":18,"valid":true,"outcome":"fivefold-repetition"
"plies":17,"valid":false,"outcome":"fivefold-repetition"
"plies":16,"valid":false,"outcome":"fivefold-repetition"
"plies":16,"valid":false,"outcome":"fivefold-repetition"

# The same games before 2014-07-01 (2010, and 2014.06.30): only claimable; a win stands, moves
# after it are no problem.
$ pgnkit validate validate/fivefold-2010.pgn
4 games: 4 valid, 0 invalid; 0 errors, 0 warnings

$ pgnkit validate --format=json validate/fivefold-2010.pgn | grep -o '"plies":[0-9]*,"valid":[a-z]*,"outcome":[^,]*'
"plies":16,"valid":true,"outcome":"threefold-repetition"
"plies":16,"valid":true,"outcome":null
"plies":18,"valid":true,"outcome":"threefold-repetition"
"plies":16,"valid":true,"outcome":null

# 75 moves (150 plies, knights and rooks only, no position repeated, no capture, no pawn move,
# no check): an automatic draw in 2016; one move more is a warning; 1-0 is wrong. A mate on the
# 150th quiet ply stands (game 4).
$ pgnkit validate validate/seventyfive.pgn
validate/seventyfive.pgn:37:50: warning: move 'Nf4' after the game was drawn by rule (the 75-move rule at ply 150) [move-after-end]
validate/seventyfive.pgn:56:46: error: the game ended in the 75-move rule at ply 150, so the result is 1/2-1/2, not 1-0 (suggestion: 1/2-1/2) [result-wrong]
4 games: 3 valid, 1 invalid; 1 error, 1 warning
? 1

$ pgnkit validate --format=json validate/seventyfive.pgn | grep -o '"plies":[0-9]*,"valid":[a-z]*,"outcome":[^,]*'
"plies":150,"valid":true,"outcome":"seventyfive-moves"
"plies":151,"valid":true,"outcome":"seventyfive-moves"
"plies":150,"valid":false,"outcome":"seventyfive-moves"
"plies":1,"valid":true,"outcome":"checkmate"

# 50 moves: a claimable draw after 100 plies, not after 99; the 150-ply game dated 2010 is only
# a fifty-move claim, and a win there stands.
$ pgnkit validate validate/fifty.pgn
4 games: 4 valid, 0 invalid; 0 errors, 0 warnings

$ pgnkit validate --format=json validate/fifty.pgn | grep -o '"plies":[0-9]*,"valid":[a-z]*,"outcome":[^,]*'
"plies":100,"valid":true,"outcome":"fifty-moves"
"plies":99,"valid":true,"outcome":null
"plies":150,"valid":true,"outcome":"fifty-moves"
"plies":151,"valid":true,"outcome":null

# --- Time forfeit ----------------------------------------------------------------------------------

# Won on time by a lone king (game 1), by K+N against K+Q (game 2), by Black's lone king
# (game 6): draws. K+B against K+P (game 3) and K+N against K+R (game 4, "Time forfeit") can
# mate with help; a lone king's win without a Termination tag is a resignation (game 5).
$ pgnkit validate validate/time-forfeit.pgn
validate/time-forfeit.pgn:9:20: error: White won on time but could not mate with the material left: the game is a draw (suggestion: 1/2-1/2) [result-wrong]
validate/time-forfeit.pgn:19:19: error: White won on time but could not mate with the material left: the game is a draw (suggestion: 1/2-1/2) [result-wrong]
validate/time-forfeit.pgn:58:18: error: Black won on time but could not mate with the material left: the game is a draw (suggestion: 1/2-1/2) [result-wrong]
6 games: 3 valid, 3 invalid; 3 errors, 0 warnings
? 1

# --- Moves after the end ---------------------------------------------------------------------------

# After mate or stalemate: an error. After a dead position: a warning, and the result must
# still be a draw.
$ pgnkit validate validate/after-end.pgn
validate/after-end.pgn:6:41: error: move 'Ke7' after the end of the game: the game ended in checkmate [move-after-end]
validate/after-end.pgn:14:33: error: move 'Kh7' after the end of the game: the game ended in stalemate [move-after-end]
validate/after-end.pgn:23:9: warning: move 'Kd7' after the game was drawn by rule (a dead position with insufficient material at ply 1) [move-after-end]
validate/after-end.pgn:32:9: warning: move 'Kd7' after the game was drawn by rule (a dead position with insufficient material at ply 1) [move-after-end]
validate/after-end.pgn:32:25: error: the game ended in a dead position with insufficient material at ply 1, so the result is 1/2-1/2, not 1-0 (suggestion: 1/2-1/2) [result-wrong]
4 games: 1 valid, 3 invalid; 3 errors, 2 warnings
? 1

# Stalemate and a dead position reached by the same move: the stalemate is the end, so a move
# after it is an error, not a warning; the same with a legal move and with no move after it.
$ f=$(mktemp); printf '[SetUp "1"]\n[FEN "k4B2/8/1K1p4/8/8/8/8/8 w - - 0 1"]\n\n1. Bxd6 Kb8 *\n\n[SetUp "1"]\n[FEN "k4B2/8/1K1p4/8/8/8/8/8 w - - 0 1"]\n\n1. Bxd6 Ka7 *\n\n[SetUp "1"]\n[FEN "k4B2/8/1K1p4/8/8/8/8/8 w - - 0 1"]\n\n1. Bxd6 1-0\n' > $f; pgnkit validate $f | sed "s|$f|f|"; rm $f
f:4:9: error: move 'Kb8' after the end of the game: the game ended in stalemate [move-after-end]
f:9:9: error: move 'Ka7' after the end of the game: the game ended in stalemate [move-after-end]
f:14:9: error: the game ended in stalemate at ply 1, so the result is 1/2-1/2, not 1-0 (suggestion: 1/2-1/2) [result-wrong]
3 games: 0 valid, 3 invalid; 3 errors, 0 warnings

# --- Result and tags -------------------------------------------------------------------------------

# Tag and marker disagree; no marker at all (a warning on the last move); a Result tag that is
# no result.
$ pgnkit validate validate/result-mismatch.pgn
validate/result-mismatch.pgn:6:21: error: the Result tag says 1-0 but the movetext ends with 0-1 [result-mismatch]
validate/result-mismatch.pgn:13:17: warning: the movetext has no termination marker (1-0, 0-1, 1/2-1/2 or *) at its end [bad-syntax]
validate/result-mismatch.pgn:18:1: error: Result tag '1:0' is not 1-0, 0-1, 1/2-1/2 or * (suggestion: 1-0) [bad-tag]
3 games: 1 valid, 2 invalid; 2 errors, 1 warning
? 1

# A rank of nine squares; SetUp without FEN; FEN without SetUp (warning); fullmove number 0
# (warning); the side not to move in check.
$ pgnkit validate validate/bad-fen.pgn
validate/bad-fen.pgn:6:1: error: FEN tag: field 1 (placement): '9' is not a piece letter (PNBRQK, pnbrqk) or a digit 1-8 [bad-fen]
validate/bad-fen.pgn:14:1: error: SetUp "1" without a FEN tag: the starting position is unknown [bad-tag]
validate/bad-fen.pgn:22:1: warning: a FEN tag needs [SetUp "1"] beside it [bad-tag]
validate/bad-fen.pgn:31:1: warning: FEN tag: field 6 (fullmove number): 0 read as 1 (move numbers start at 1) [bad-fen]
validate/bad-fen.pgn:40:1: error: FEN tag: field 2 (side to move): white to move while the black king is in check [bad-fen]
5 games: 2 valid, 3 invalid; 3 errors, 2 warnings
? 1

# Castling rights whose rook is missing are dropped, with a warning that gives the repaired FEN;
# a game set up with Black to move starts with "1...".
$ pgnkit validate validate/fen-castling.pgn
validate/fen-castling.pgn:6:1: warning: FEN tag: field 3 (castling): right 'Q' needs a white rook on a1: the castling rights that cannot be are dropped (suggestion: r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1) [bad-fen]
2 games: 2 valid, 0 invalid; 0 errors, 1 warning

# A tag diagnostic points at the tag's '[': here in column 3.
$ pgnkit validate validate/indented-tag.pgn
validate/indented-tag.pgn:4:3: error: FEN tag: field 1 (placement): white has no king [bad-fen]
1 game: 0 valid, 1 invalid; 1 error, 0 warnings
? 1

# --- PGN syntax --------------------------------------------------------------------------------------

# An unterminated comment swallows the rest of the file: the error is on its '{'.
$ pgnkit validate validate/unterminated-comment.pgn
validate/unterminated-comment.pgn:6:17: error: unterminated comment: this '{' has no closing '}' (the comment is kept up to the next game or the end of the input) [bad-syntax]
validate/unterminated-comment.pgn:6:17: warning: the movetext has no termination marker (1-0, 0-1, 1/2-1/2 or *) at its end [bad-syntax]
1 game: 0 valid, 1 invalid; 1 error, 1 warning
? 1

# An unterminated tag value: game 1 is invalid, game 2 is read as usual.
$ pgnkit validate validate/unterminated-tag.pgn
validate/unterminated-tag.pgn:1:1: error: unterminated tag value: the closing '"]' is missing (the value is kept to the end of its line) [bad-tag]
2 games: 1 valid, 1 invalid; 1 error, 0 warnings
? 1

# Stray ')' and '}', a NAG above 255, a 300-letter word (limit), a word that is no move, a tag
# without a value, a Chess960 game without its start (FEN tag), an unknown variant (not checked),
# a bad suffix.
$ pgnkit validate validate/syntax.pgn
validate/syntax.pgn:4:10: error: ')' without an opening '(' [bad-syntax]
validate/syntax.pgn:9:10: error: '}' without an opening '{' [bad-syntax]
validate/syntax.pgn:14:7: error: NAG number out of range: $0 to $255 [bad-syntax]
validate/syntax.pgn:19:7: error: a word longer than 255 characters in the movetext [limit]
validate/syntax.pgn:24:13: error: 'Xy7' is not a move in English algebraic notation [bad-syntax]
validate/syntax.pgn:27:1: error: a tag needs a quoted value: [Name "value"] [bad-tag]
validate/syntax.pgn:32:1: error: a Chess960 game needs its starting position in a FEN tag [bad-tag]
validate/syntax.pgn:39:1: error: variant 'Atomic' is not played by pgnkit: its games are not checked (it plays chess, kingless, xiangqi and chess960) [bad-tag]
validate/syntax.pgn:47:7: error: not an annotation: use !, ?, !!, ??, !? or ?! [bad-syntax]
9 games: 0 valid, 9 invalid; 9 errors, 0 warnings
? 1

# Tabs, a detached 'e.p.' and '+', suffixes, an escape line, a '½-½' marker, a Date tag of
# only a year, an en-dash in '1–0', a UTF-8 comment before it on the same line.
$ pgnkit validate validate/pgn-habits.pgn
validate/pgn-habits.pgn:7:28: warning: 'e.p.' stands apart from its move: write it right after the move [non-standard]
validate/pgn-habits.pgn:7:63: warning: '+' stands apart from its move: write it right after the move [non-standard]
validate/pgn-habits.pgn:9:11: warning: result '½-½' is written 1/2-1/2 in PGN [non-standard]
validate/pgn-habits.pgn:12:1: warning: Date tag '1999' is not YYYY.MM.DD (unknown digits as ?) [bad-tag]
validate/pgn-habits.pgn:17:61: warning: result '1–0' is written 1-0 in PGN [non-standard]
2 games: 2 valid, 0 invalid; 0 errors, 5 warnings

# PGN import format allows move numbers with no period ("1 e4") and blanks between the number
# and its periods ("3 . Bb5", PGN standard 8.2.2.1).
$ pgnkit validate validate/move-numbers.pgn
1 game: 1 valid, 0 invalid; 0 errors, 0 warnings

# Two games without a blank line between them, nor between tags and movetext.
$ pgnkit validate validate/no-blank-line.pgn
validate/no-blank-line.pgn:15:13: error: illegal move 'Nd5': no knight can reach d5 (suggestion: Nd2, Na3, Nc3, Nf3, Nh3) [illegal-move]
3 games: 2 valid, 1 invalid; 1 error, 0 warnings
? 1

# An error in game 1 does not hide game 2.
$ pgnkit validate validate/error-then-valid.pgn
validate/error-then-valid.pgn:6:13: error: illegal move 'Ke3': no king can reach e3 (suggestion: Ke2) [illegal-move]
2 games: 1 valid, 1 invalid; 1 error, 0 warnings
? 1

$ pgnkit validate --format=json validate/error-then-valid.pgn | grep -o '"game":[0-9]*\|"plies":[0-9]*,"valid":[a-z]*,"outcome":[^,]*'
"game":1
"plies":2,"valid":false,"outcome":null
"game":2
"plies":7,"valid":true,"outcome":"checkmate"

# Variations, nested, replayed from the position before the move they replace; an illegal move
# inside a variation (the suggestion lists White's knight moves after 2. Nf3 Nc6); a variation
# before any move.
$ pgnkit validate validate/variations.pgn
validate/variations.pgn:14:32: error: illegal move 'Nf6': no knight can reach f6 (suggestion: Na3, Nc3, Ng1, Nd4, Nh4, Nxe5, Ng5) [illegal-move]
validate/variations.pgn:21:1: error: a variation must follow the move it replaces [bad-syntax]
3 games: 1 valid, 2 invalid; 2 errors, 0 warnings
? 1

# A variation not closed (the '*' inside it ends the game), then a second game: the error is
# on the '(' left open, not at the end of the game.
$ pgnkit validate validate/unclosed-variation.pgn
validate/unclosed-variation.pgn:6:7: error: this '(' is not closed: ')' is missing before the end of the game [bad-syntax]
2 games: 1 valid, 1 invalid; 1 error, 0 warnings
? 1

$ pgnkit validate --format=json validate/unclosed-variation.pgn | awk '/"column":0/ { n++ } END { print n + 0 }'
0

# Typographic dashes are read as '-', with a warning.
$ pgnkit validate validate/typographic-dash.pgn
validate/typographic-dash.pgn:6:13: warning: 'Ng1-f3' is written with a typographic dash: PGN uses '-' (suggestion: Nf3) [non-standard]
validate/typographic-dash.pgn:6:38: warning: 'O-O' is written with a typographic dash: PGN uses '-' (suggestion: O-O) [non-standard]
1 game: 1 valid, 0 invalid; 0 errors, 2 warnings

# Null moves: refused in chess unless --allow-null.
$ pgnkit validate validate/null-move.pgn
validate/null-move.pgn:6:7: error: null move '--': chess has no pass (allow it with --allow-null) [illegal-move]
1 game: 0 valid, 1 invalid; 1 error, 0 warnings
? 1

$ pgnkit validate --allow-null validate/null-move.pgn
1 game: 1 valid, 0 invalid; 0 errors, 0 warnings

# --- Move reading ------------------------------------------------------------------------------------

# An illegal move and the moves of that piece type as the suggestion; a pinned knight; castling
# through pieces; a pawn going back.
$ pgnkit validate validate/illegal-move.pgn
validate/illegal-move.pgn:6:13: error: illegal move 'Nf6': no knight can reach f6 (suggestion: Na3, Nc3, Ne2, Nf3, Nh3) [illegal-move]
validate/illegal-move.pgn:13:59: error: illegal move 'Nb6': the knight on d7 is pinned to the king (suggestion: Nxe4, Nxd5, Nh5, Ng8) [illegal-move]
validate/illegal-move.pgn:20:35: error: illegal move 'O-O-O': a piece stands between the king and the rook [illegal-move]
validate/illegal-move.pgn:27:13: error: illegal move 'e3': no pawn can move to e3 (suggestion: a3, a4, b3, b4, c3, c4, d3, d4, ...) [illegal-move]
4 games: 0 valid, 4 invalid; 4 errors, 0 warnings
? 1

# En passant: right after the double step; one move later (illegal); one that would expose the
# king to the rook along the fifth rank (illegal: only b6 is left to the pawn).
$ pgnkit validate validate/en-passant.pgn
validate/en-passant.pgn:13:34: error: illegal move 'exd6': no pawn can capture on d6 (suggestion: a3, a4, b3, b4, c3, c4, d3, d4, ...) [illegal-move]
validate/en-passant.pgn:22:4: error: illegal move 'bxc6': the pawn on b5 and the pawn on c5 it would take are pinned to the king together (suggestion: b6) [illegal-move]
3 games: 1 valid, 2 invalid; 2 errors, 0 warnings
? 1

# Nd2 with knights on b1 and f3; with the b1 knight pinned, Nd2 is unique and Nfd2 says too much.
$ pgnkit validate validate/ambiguous-move.pgn
validate/ambiguous-move.pgn:6:24: error: ambiguous move 'Nd2': the knights on b1 and f3 can both reach d2 (suggestion: Nbd2, Nfd2) [ambiguous-move]
validate/ambiguous-move.pgn:24:4: warning: 'Nfd2' is not standard SAN: the origin is written although the move is unique without it (suggestion: Nd2) [non-standard]
3 games: 2 valid, 1 invalid; 1 error, 1 warning
? 1

# Check signs: none on a check, on a mate; '+' on a non-check and on a mate; '#' on a mere
# check; a lone '++' after the move; '++' for mate.
$ pgnkit validate validate/check-marks.pgn
validate/check-marks.pgn:6:13: warning: 'Bc4+': the move gives no check: remove the sign (suggestion: Bc4) [check-mark]
validate/check-marks.pgn:6:36: warning: 'Qxf7': the move mates: '#' is missing (suggestion: Qxf7#) [check-mark]
validate/check-marks.pgn:13:16: warning: 'Qh4+': the move mates: write '#', not '+' (suggestion: Qh4#) [check-mark]
validate/check-marks.pgn:20:13: warning: 'Qh5#': the move gives check but not mate: write '+', not '#' (suggestion: Qh5+) [check-mark]
validate/check-marks.pgn:27:13: warning: 'Bb5': the move gives check: '+' is missing (suggestion: Bb5+) [check-mark]
validate/check-marks.pgn:34:40: warning: '++' stands apart from its move: write it right after the move [non-standard]
validate/check-marks.pgn:41:35: warning: 'Qxf7++' is not standard SAN: mate is written '#' (suggestion: Qxf7#) [non-standard]
6 games: 6 valid, 0 invalid; 0 errors, 7 warnings

$ pgnkit validate --strict validate/check-marks.pgn
validate/check-marks.pgn:6:13: error: 'Bc4+': the move gives no check: remove the sign (suggestion: Bc4) [check-mark]
validate/check-marks.pgn:6:36: error: 'Qxf7': the move mates: '#' is missing (suggestion: Qxf7#) [check-mark]
validate/check-marks.pgn:13:16: error: 'Qh4+': the move mates: write '#', not '+' (suggestion: Qh4#) [check-mark]
validate/check-marks.pgn:20:13: error: 'Qh5#': the move gives check but not mate: write '+', not '#' (suggestion: Qh5+) [check-mark]
validate/check-marks.pgn:27:13: error: 'Bb5': the move gives check: '+' is missing (suggestion: Bb5+) [check-mark]
validate/check-marks.pgn:34:40: error: '++' stands apart from its move: write it right after the move [non-standard]
validate/check-marks.pgn:41:35: error: 'Qxf7++' is not standard SAN: mate is written '#' (suggestion: Qxf7#) [non-standard]
6 games: 0 valid, 6 invalid; 7 errors, 0 warnings
? 1

# Lenient SAN: long algebraic, 0-0, e8Q, ':' for 'x', 'x' on a non-capture, a pawn letter,
# 'e.p.', LAN with a hyphen. Warnings; --strict makes them errors.
$ pgnkit validate validate/non-standard.pgn
validate/non-standard.pgn:6:13: warning: 'Ng1f3' is not standard SAN: the origin is written although the move is unique without it (suggestion: Nf3) [non-standard]
validate/non-standard.pgn:6:37: warning: '0-0' is not standard SAN: castling is written with the capital letter O (suggestion: O-O) [non-standard]
validate/non-standard.pgn:15:4: warning: 'e8Q' is not standard SAN: a promotion is written with '=' (e8=Q) (suggestion: e8=Q) [non-standard]
validate/non-standard.pgn:22:13: warning: 'e:d5' is not standard SAN: a capture is written with 'x' (suggestion: exd5) [non-standard]
validate/non-standard.pgn:22:30: warning: 'Qxd8' is not standard SAN: 'x' marks captures, and only captures (suggestion: Qd8) [non-standard]
validate/non-standard.pgn:22:38: warning: 'Pd4' is not standard SAN: SAN writes no letter for a pawn (suggestion: d4) [non-standard]
validate/non-standard.pgn:22:59: warning: 'exf6e.p.' is not standard SAN: SAN adds no e.p. to an en passant capture (suggestion: exf6) [non-standard]
validate/non-standard.pgn:22:75: warning: 'Bf1-b5' is not standard SAN: the origin is written although the move is unique without it (suggestion: Bb5) [non-standard]
3 games: 3 valid, 0 invalid; 0 errors, 8 warnings

$ pgnkit validate --strict validate/non-standard.pgn
validate/non-standard.pgn:6:13: error: 'Ng1f3' is not standard SAN: the origin is written although the move is unique without it (suggestion: Nf3) [non-standard]
validate/non-standard.pgn:6:37: error: '0-0' is not standard SAN: castling is written with the capital letter O (suggestion: O-O) [non-standard]
validate/non-standard.pgn:15:4: error: 'e8Q' is not standard SAN: a promotion is written with '=' (e8=Q) (suggestion: e8=Q) [non-standard]
validate/non-standard.pgn:22:13: error: 'e:d5' is not standard SAN: a capture is written with 'x' (suggestion: exd5) [non-standard]
validate/non-standard.pgn:22:30: error: 'Qxd8' is not standard SAN: 'x' marks captures, and only captures (suggestion: Qd8) [non-standard]
validate/non-standard.pgn:22:38: error: 'Pd4' is not standard SAN: SAN writes no letter for a pawn (suggestion: d4) [non-standard]
validate/non-standard.pgn:22:59: error: 'exf6e.p.' is not standard SAN: SAN adds no e.p. to an en passant capture (suggestion: exf6) [non-standard]
validate/non-standard.pgn:22:75: error: 'Bf1-b5' is not standard SAN: the origin is written although the move is unique without it (suggestion: Bb5) [non-standard]
3 games: 0 valid, 3 invalid; 8 errors, 0 warnings
? 1

$ pgnkit validate -s validate/non-standard.pgn | tail -n 1
3 games: 0 valid, 3 invalid; 8 errors, 0 warnings

# The seed game in Italian (Légal - St. Brie, Paris 1750): detected as Italian, checkmate, 1-0.
$ pgnkit validate validate/italian.pgn
1 game: 1 valid, 0 invalid; 0 errors, 0 warnings

$ pgnkit validate --format=json validate/italian.pgn
{"file":"validate/italian.pgn","game":1,"line":1,"white":"Légal","black":"St. Brie","result":"1-0","variant":"chess","notation":"san","lang":"it","plies":13,"valid":true,"outcome":"checkmate","diagnostics":[]}

# --lang forces the language: Italian reads the game; English does not; the English Scholar's
# mate is no Italian game ('Q' is no Italian piece).
$ pgnkit validate --lang=it validate/italian.pgn
1 game: 1 valid, 0 invalid; 0 errors, 0 warnings

$ pgnkit validate --lang=en validate/italian.pgn
validate/italian.pgn:8:11: error: 'Cf3' is not a move in English algebraic notation [bad-syntax]
1 game: 0 valid, 1 invalid; 1 error, 0 warnings
? 1

$ pgnkit validate --lang=it validate/mate.pgn
validate/mate.pgn:7:13: error: 'Qh5' is not a move in Italian algebraic notation [bad-syntax]
1 game: 0 valid, 1 invalid; 1 error, 0 warnings
? 1

# Rd2 is a rook move in English and a king move in Italian, both legal, and no sign or form
# tells which: an error at that move naming both readings; --lang=it settles it.
$ pgnkit validate validate/two-languages.pgn
validate/two-languages.pgn:8:4: error: 'Rd2' means Rd2 in English and Kd2 in Italian, and the whole game is legal either way: say which with --from-lang=en or --from-lang=it [ambiguous-language]
1 game: 0 valid, 1 invalid; 1 error, 0 warnings
? 1

$ pgnkit validate --lang=it --format=json validate/two-languages.pgn
{"file":"validate/two-languages.pgn","game":1,"line":1,"white":"White","black":"Black","result":"*","variant":"chess","notation":"san","lang":"it","plies":2,"valid":true,"outcome":null,"diagnostics":[]}

# German SAN (S, L, T, D).
$ pgnkit validate --format=json validate/german.pgn
{"file":"validate/german.pgn","game":1,"line":1,"white":"Weiss","black":"Schwarz","result":"*","variant":"chess","notation":"san","lang":"de","plies":29,"valid":true,"outcome":null,"diagnostics":[]}

# ICCF numeric, the seed example: 1.e4 e5 2.Nf3 d6 3.Bc4 Nc6 4.Nc3 Bg4 5.Nxe5.
$ pgnkit validate --format=json validate/iccf.pgn
{"file":"validate/iccf.pgn","game":1,"line":1,"white":"White","black":"Black","result":"*","variant":"chess","notation":"iccf","lang":null,"plies":9,"valid":true,"outcome":null,"diagnostics":[]}

$ pgnkit validate --notation=iccf validate/iccf.pgn
1 game: 1 valid, 0 invalid; 0 errors, 0 warnings

# Forced SAN, the numbers are no moves.
$ pgnkit validate --notation=san validate/iccf.pgn
validate/iccf.pgn:6:3: error: '5254' is not a move in English algebraic notation [bad-syntax]
1 game: 0 valid, 1 invalid; 1 error, 0 warnings
? 1

# Forced ICCF, 'e4' is no numeric move.
$ pgnkit validate --notation=iccf validate/mate.pgn
validate/mate.pgn:7:4: error: bad move 'e4': not a numeric move: four digits 1-8, origin then destination (5254 = e2-e4) [bad-syntax]
1 game: 0 valid, 1 invalid; 1 error, 0 warnings
? 1

# Promotion d7xe8 to a rook as 47582 and as 4758-2; without the digit; a pawn taking straight
# ahead; a move from an empty square.
$ pgnkit validate validate/iccf-promotion.pgn
validate/iccf-promotion.pgn:26:4: error: illegal move '4758': d7-e8 promotes: add the piece digit (1 queen, 2 rook, 3 bishop, 4 knight) [illegal-move]
validate/iccf-promotion.pgn:33:17: error: illegal move '5455': the piece on e4 cannot move to e5 [illegal-move]
validate/iccf-promotion.pgn:40:17: error: illegal move '5354': e3 (53) holds no white piece [illegal-move]
5 games: 2 valid, 3 invalid; 3 errors, 0 warnings
? 1

# UCI movetext: the Scholar's mate; castling written as the king's move, the rook passing b8,
# which the a7 pawn attacks (legal); castling onto c8, which the b7 pawn attacks (illegal).
$ pgnkit validate validate/uci.pgn
validate/uci.pgn:24:9: error: illegal move 'e8c8': the king on e8 cannot move to c8 (suggestion: Kd7, Ke7, Kd8) [illegal-move]
3 games: 2 valid, 1 invalid; 1 error, 0 warnings
? 1

$ pgnkit validate --format=json validate/uci.pgn | grep -o '"notation":"[a-z]*"'
"notation":"uci"
"notation":"uci"
"notation":"uci"

# 'a7a8q' is how UCI writes a promotion: in a UCI game it is no lenient SAN.
$ pgnkit validate validate/uci-promotion.pgn
1 game: 1 valid, 0 invalid; 0 errors, 0 warnings

# --- Encodings and line ends -------------------------------------------------------------------------

# Latin-1 tags and comments: a warning per game, UTF-8 in the report, columns in characters.
$ pgnkit validate validate/latin1.pgn
validate/latin1.pgn:1:1: warning: this game's text is not UTF-8: read as Latin-1 (CP1252) and written as UTF-8 [encoding]
validate/latin1.pgn:11:1: warning: this game's text is not UTF-8: read as Latin-1 (CP1252) and written as UTF-8 [encoding]
validate/latin1.pgn:16:29: error: illegal move 'Nf6': no knight can reach f6 (suggestion: Na3, Nc3, Ne2, Nf3, Nh3) [illegal-move]
2 games: 1 valid, 1 invalid; 1 error, 2 warnings
? 1

$ pgnkit validate --format=json validate/latin1.pgn
{"file":"validate/latin1.pgn","game":1,"line":1,"white":"Légal","black":"Saint Brie","result":"1-0","variant":"chess","notation":"san","lang":"en","plies":13,"valid":true,"outcome":"checkmate","diagnostics":[{"severity":"warning","code":"encoding","line":1,"column":1,"ply":null,"move":null,"message":"this game's text is not UTF-8: read as Latin-1 (CP1252) and written as UTF-8","suggestions":[]}]}
{"file":"validate/latin1.pgn","game":2,"line":11,"white":"André","black":"Françoise","result":"*","variant":"chess","notation":"san","lang":"en","plies":2,"valid":false,"outcome":null,"diagnostics":[{"severity":"warning","code":"encoding","line":11,"column":1,"ply":null,"move":null,"message":"this game's text is not UTF-8: read as Latin-1 (CP1252) and written as UTF-8","suggestions":[]},{"severity":"error","code":"illegal-move","line":16,"column":29,"ply":3,"move":"Nf6","message":"illegal move 'Nf6': no knight can reach f6","suggestions":["Na3","Nc3","Ne2","Nf3","Nh3"]}]}
? 1

# CRLF line ends, a comment over two lines, a ';' comment.
$ pgnkit validate validate/crlf.pgn
validate/crlf.pgn:15:13: error: illegal move 'Nf6': no knight can reach f6 (suggestion: Na3, Nc3, Ne2, Nf3, Nh3) [illegal-move]
2 games: 1 valid, 1 invalid; 1 error, 0 warnings
? 1

# A byte-order mark at the start (not a character of line 1) and another where files were
# joined.
$ pgnkit validate validate/bom.pgn
validate/bom.pgn:1:13: error: illegal move 'Nf6': no knight can reach f6 (suggestion: Na3, Nc3, Ne2, Nf3, Nh3) [illegal-move]
validate/bom.pgn:15:13: error: illegal move 'Nd5': no knight can reach d5 (suggestion: Nd2, Na3, Nc3, Nf3, Nh3) [illegal-move]
3 games: 1 valid, 2 invalid; 2 errors, 0 warnings
? 1

# --- The kingless variant ----------------------------------------------------------------------------

# With its Variant tag the game is checked as kingless.
$ sed 's/^\[SetUp/[Variant "Kingless"]\n[SetUp/' validate/kingless.pgn | pgnkit validate
1 game: 1 valid, 0 invalid; 0 errors, 0 warnings

# Without it, it is chess, and the FEN has no kings.
$ pgnkit validate validate/kingless.pgn
validate/kingless.pgn:6:1: error: FEN tag: field 1 (placement): white has no king [bad-fen]
1 game: 0 valid, 1 invalid; 1 error, 0 warnings
? 1

# --variant forces the rules, whatever the tag says.
$ pgnkit validate --variant=kingless validate/kingless.pgn
1 game: 1 valid, 0 invalid; 0 errors, 0 warnings

$ sed 's/^\[SetUp/[Variant "Kingless"]\n[SetUp/' validate/kingless.pgn | pgnkit validate --variant=chess
<stdin>:7:1: error: FEN tag: field 1 (placement): white has no king [bad-fen]
1 game: 0 valid, 1 invalid; 1 error, 0 warnings
? 1

# --- Inputs ------------------------------------------------------------------------------------------

# Standard input: no file, '-', and several files with '-' among them.
$ cat validate/mate-wrong-result.pgn | pgnkit validate
<stdin>:6:41: error: the game ended in checkmate at ply 7, so the result is 1-0, not 0-1 (suggestion: 1-0) [result-wrong]
<stdin>:13:41: error: the game ended in checkmate at ply 7, so the result is 1-0, not 1/2-1/2 (suggestion: 1-0) [result-wrong]
<stdin>:20:41: warning: the game ended in checkmate at ply 7, so the result is 1-0, not * (suggestion: 1-0) [result-wrong]
<stdin>:27:21: error: the game ended in checkmate at ply 4, so the result is 0-1, not 1-0 (suggestion: 0-1) [result-wrong]
4 games: 1 valid, 3 invalid; 3 errors, 1 warning
? 1

$ pgnkit validate - < validate/null-move.pgn
<stdin>:6:7: error: null move '--': chess has no pass (allow it with --allow-null) [illegal-move]
1 game: 0 valid, 1 invalid; 1 error, 0 warnings
? 1

$ pgnkit validate
0 games: 0 valid, 0 invalid; 0 errors, 0 warnings

$ cat validate/null-move.pgn | pgnkit validate validate/mate.pgn - validate/stalemate.pgn
<stdin>:6:7: error: null move '--': chess has no pass (allow it with --allow-null) [illegal-move]
validate/stalemate.pgn:15:33: error: the game ended in stalemate at ply 19, so the result is 1/2-1/2, not 1-0 (suggestion: 1/2-1/2) [result-wrong]
4 games: 2 valid, 2 invalid; 2 errors, 0 warnings
? 1

$ pgnkit validate validate/mate.pgn validate/stalemate.pgn validate/error-then-valid.pgn
validate/stalemate.pgn:15:33: error: the game ended in stalemate at ply 19, so the result is 1/2-1/2, not 1-0 (suggestion: 1/2-1/2) [result-wrong]
validate/error-then-valid.pgn:6:13: error: illegal move 'Ke3': no king can reach e3 (suggestion: Ke2) [illegal-move]
5 games: 3 valid, 2 invalid; 2 errors, 0 warnings
? 1

$ pgnkit validate --format=json validate/mate.pgn validate/error-then-valid.pgn | grep -o '"file":"[^"]*","game":[0-9]*,"line":[0-9]*'
"file":"validate/mate.pgn","game":1,"line":1
"file":"validate/error-then-valid.pgn","game":1,"line":1
"file":"validate/error-then-valid.pgn","game":2,"line":8

# An unreadable input: a message on standard error, the others still validated, exit 2.
$ pgnkit validate validate/no-such-file.pgn 2>&1
pgnkit validate: cannot read 'validate/no-such-file.pgn': No such file or directory
0 games: 0 valid, 0 invalid; 0 errors, 0 warnings
? 2

$ pgnkit validate validate/no-such-file.pgn validate/mate.pgn 2>/dev/null
1 game: 1 valid, 0 invalid; 0 errors, 0 warnings
? 2

$ pgnkit validate validate 2>&1 >/dev/null
pgnkit validate: error reading 'validate': Is a directory
? 2

# --- Report formats ----------------------------------------------------------------------------------

# JSON Lines: every field of pgnkit-validate(1), OUTPUT, in its order; null where there is nothing.
$ pgnkit validate --format=json validate/null-move.pgn validate/stalemate.pgn
{"file":"validate/null-move.pgn","game":1,"line":1,"white":"White","black":"Black","result":"*","variant":"chess","notation":"san","lang":"en","plies":1,"valid":false,"outcome":null,"diagnostics":[{"severity":"error","code":"illegal-move","line":6,"column":7,"ply":2,"move":"--","message":"null move '--': chess has no pass (allow it with --allow-null)","suggestions":[]}]}
{"file":"validate/stalemate.pgn","game":1,"line":1,"white":"White","black":"Black","result":"1/2-1/2","variant":"chess","notation":"san","lang":"en","plies":19,"valid":true,"outcome":"stalemate","diagnostics":[]}
{"file":"validate/stalemate.pgn","game":2,"line":9,"white":"White","black":"Black","result":"1-0","variant":"chess","notation":"san","lang":"en","plies":19,"valid":false,"outcome":"stalemate","diagnostics":[{"severity":"error","code":"result-wrong","line":15,"column":33,"ply":null,"move":null,"message":"the game ended in stalemate at ply 19, so the result is 1/2-1/2, not 1-0","suggestions":["1/2-1/2"]}]}
? 1

$ pgnkit validate -f json validate/result-mismatch.pgn
{"file":"validate/result-mismatch.pgn","game":1,"line":1,"white":"White","black":"Black","result":"0-1","variant":"chess","notation":"san","lang":"en","plies":4,"valid":false,"outcome":null,"diagnostics":[{"severity":"error","code":"result-mismatch","line":6,"column":21,"ply":null,"move":null,"message":"the Result tag says 1-0 but the movetext ends with 0-1","suggestions":[]}]}
{"file":"validate/result-mismatch.pgn","game":2,"line":8,"white":"White","black":"Black","result":"*","variant":"chess","notation":"san","lang":"en","plies":4,"valid":true,"outcome":null,"diagnostics":[{"severity":"warning","code":"bad-syntax","line":13,"column":17,"ply":null,"move":null,"message":"the movetext has no termination marker (1-0, 0-1, 1/2-1/2 or *) at its end","suggestions":[]}]}
{"file":"validate/result-mismatch.pgn","game":3,"line":15,"white":"White","black":"Black","result":"1-0","variant":"chess","notation":"san","lang":"en","plies":4,"valid":false,"outcome":null,"diagnostics":[{"severity":"error","code":"bad-tag","line":18,"column":1,"ply":null,"move":null,"message":"Result tag '1:0' is not 1-0, 0-1, 1/2-1/2 or *","suggestions":["1-0"]}]}
? 1

# --strict: warnings are reported, and counted, as errors.
$ pgnkit validate --strict --format=json validate/pgn-habits.pgn
{"file":"validate/pgn-habits.pgn","game":1,"line":1,"white":"White","black":"Black","result":"1/2-1/2","variant":"chess","notation":"san","lang":"en","plies":11,"valid":false,"outcome":null,"diagnostics":[{"severity":"error","code":"non-standard","line":7,"column":28,"ply":null,"move":"e.p.","message":"'e.p.' stands apart from its move: write it right after the move","suggestions":[]},{"severity":"error","code":"non-standard","line":7,"column":63,"ply":null,"move":"+","message":"'+' stands apart from its move: write it right after the move","suggestions":[]},{"severity":"error","code":"non-standard","line":9,"column":11,"ply":null,"move":"½-½","message":"result '½-½' is written 1/2-1/2 in PGN","suggestions":[]}]}
{"file":"validate/pgn-habits.pgn","game":2,"line":11,"white":"White","black":"Black","result":"1-0","variant":"chess","notation":"san","lang":"en","plies":7,"valid":false,"outcome":"checkmate","diagnostics":[{"severity":"error","code":"bad-tag","line":12,"column":1,"ply":null,"move":null,"message":"Date tag '1999' is not YYYY.MM.DD (unknown digits as ?)","suggestions":[]},{"severity":"error","code":"non-standard","line":17,"column":61,"ply":null,"move":"1–0","message":"result '1–0' is written 1-0 in PGN","suggestions":[]}]}
? 1

# YAML: one document per game.
$ pgnkit validate --format=yaml validate/null-move.pgn validate/stalemate.pgn
---
file: 'validate/null-move.pgn'
game: 1
line: 1
white: 'White'
black: 'Black'
result: '*'
variant: 'chess'
notation: 'san'
lang: 'en'
plies: 1
valid: false
outcome: null
diagnostics:
- severity: 'error'
  code: 'illegal-move'
  line: 6
  column: 7
  ply: 2
  move: '--'
  message: 'null move ''--'': chess has no pass (allow it with --allow-null)'
  suggestions: []
---
file: 'validate/stalemate.pgn'
game: 1
line: 1
white: 'White'
black: 'Black'
result: '1/2-1/2'
variant: 'chess'
notation: 'san'
lang: 'en'
plies: 19
valid: true
outcome: 'stalemate'
diagnostics: []
---
file: 'validate/stalemate.pgn'
game: 2
line: 9
white: 'White'
black: 'Black'
result: '1-0'
variant: 'chess'
notation: 'san'
lang: 'en'
plies: 19
valid: false
outcome: 'stalemate'
diagnostics:
- severity: 'error'
  code: 'result-wrong'
  line: 15
  column: 33
  ply: null
  move: null
  message: 'the game ended in stalemate at ply 19, so the result is 1/2-1/2, not 1-0'
  suggestions:
  - '1/2-1/2'
? 1

$ pgnkit validate --format=yaml validate/latin1.pgn
---
file: 'validate/latin1.pgn'
game: 1
line: 1
white: 'Légal'
black: 'Saint Brie'
result: '1-0'
variant: 'chess'
notation: 'san'
lang: 'en'
plies: 13
valid: true
outcome: 'checkmate'
diagnostics:
- severity: 'warning'
  code: 'encoding'
  line: 1
  column: 1
  ply: null
  move: null
  message: 'this game''s text is not UTF-8: read as Latin-1 (CP1252) and written as
    UTF-8'
  suggestions: []
---
file: 'validate/latin1.pgn'
game: 2
line: 11
white: 'André'
black: 'Françoise'
result: '*'
variant: 'chess'
notation: 'san'
lang: 'en'
plies: 2
valid: false
outcome: null
diagnostics:
- severity: 'warning'
  code: 'encoding'
  line: 11
  column: 1
  ply: null
  move: null
  message: 'this game''s text is not UTF-8: read as Latin-1 (CP1252) and written as
    UTF-8'
  suggestions: []
- severity: 'error'
  code: 'illegal-move'
  line: 16
  column: 29
  ply: 3
  move: 'Nf6'
  message: 'illegal move ''Nf6'': no knight can reach f6'
  suggestions:
  - 'Na3'
  - 'Nc3'
  - 'Ne2'
  - 'Nf3'
  - 'Nh3'
? 1

# --quiet: nothing printed; the exit status tells.
$ pgnkit validate --quiet validate/mate-wrong-result.pgn
? 1

$ pgnkit validate -q validate/mate.pgn validate/check-marks.pgn

$ pgnkit validate --quiet --strict validate/check-marks.pgn
? 1

$ pgnkit validate --quiet --format=json validate/mate.pgn

# -j N/--jobs=N: the report is the same as with one thread.
$ pgnkit validate -j 2 validate/mate-wrong-result.pgn
validate/mate-wrong-result.pgn:6:41: error: the game ended in checkmate at ply 7, so the result is 1-0, not 0-1 (suggestion: 1-0) [result-wrong]
validate/mate-wrong-result.pgn:13:41: error: the game ended in checkmate at ply 7, so the result is 1-0, not 1/2-1/2 (suggestion: 1-0) [result-wrong]
validate/mate-wrong-result.pgn:20:41: warning: the game ended in checkmate at ply 7, so the result is 1-0, not * (suggestion: 1-0) [result-wrong]
validate/mate-wrong-result.pgn:27:21: error: the game ended in checkmate at ply 4, so the result is 0-1, not 1-0 (suggestion: 0-1) [result-wrong]
4 games: 1 valid, 3 invalid; 3 errors, 1 warning
? 1

$ test "$(pgnkit validate -j 4 --format=json validate/*.pgn)" = "$(pgnkit validate --format=json validate/*.pgn)" && echo same
same

$ test "$(pgnkit validate --jobs=3 validate/*.pgn)" = "$(pgnkit validate validate/*.pgn)" && echo same
same

# A report that cannot be written: said once, status 2 (a short report once failed without a
# word, and every further file said it again).
$ pgnkit validate validate/mate.pgn validate/mate.pgn 2>&1 >/dev/full
pgnkit validate: cannot write the report: No space left on device
? 2

# With threads, the report may be written from any of them; a failed write still says why (the
# reason was once read from the wrong thread's errno: "Inappropriate ioctl for device").
$ awk 'BEGIN { for (i = 0; i < 3000; i++) printf "[Event \"g%d\"]\n\n1. e4 e5 *\n\n", i }' | pgnkit validate -j 2 --format=json - 2>&1 >/dev/full
pgnkit validate: cannot write the report: No space left on device
? 2

# --- Limits ------------------------------------------------------------------------------------------

# Variations nested 70 deep: the ones beyond 64 are skipped, with one 'limit' error.
$ awk 'BEGIN { s = "1. e4"; for (i = 0; i < 70; i++) s = s " (1. d4"; for (i = 0; i < 70; i++) s = s ")"; print s " *" }' | pgnkit validate
<stdin>:1:455: error: variations nested more than 64 deep: the deeper ones are skipped [limit]
1 game: 0 valid, 1 invalid; 1 error, 0 warnings
? 1

# More than 100 problems in a game: 100 are shown, then one 'limit' note; all are counted.
# (120 plies of knights out and back, each with a wrong '+'; the fivefold repetition at ply 16,
# the game having no date, adds a move-after-end warning and, with '*', a result-wrong one.)
$ awk 'BEGIN { for (i = 1; i <= 30; i++) printf "%d. Nf3+ Nf6+ %d. Ng1+ Ng8+ ", 2 * i - 1, 2 * i; print "*" }' | pgnkit validate | tail -n 3
<stdin>:1:682: warning: 'Ng1+': the move gives no check: remove the sign (suggestion: Ng1) [check-mark]
<stdin>:1:687: warning: more than 100 problems in this game: the rest are counted, not shown [limit]
1 game: 1 valid, 0 invalid; 0 errors, 122 warnings

# A tag name longer than 255 characters is a 'limit' diagnostic (pgnkit(1), DIAGNOSTICS, limit).
$ awk 'BEGIN { s = ""; for (i = 0; i < 300; i++) s = s "A"; print "[" s " \"x\"]"; print ""; print "1. e4 *" }' | pgnkit validate --format=json | grep -o '"code":"[a-z-]*"'
"code":"limit"

# A NUL byte.
$ printf '1. e4 \000 e5 *\n' | pgnkit validate
<stdin>:1:7: error: a NUL byte: this looks like a binary file, not PGN [bad-syntax]
1 game: 0 valid, 1 invalid; 1 error, 0 warnings
? 1

# --- Options -----------------------------------------------------------------------------------------

$ pgnkit validate --help
usage: pgnkit validate [OPTIONS] [FILE...]

Replays every game of the PGN files (standard input when none or '-'), checks every
rule, and reports each problem at its place. Exit status: 0 all valid, 1 a game had an
error, 2 the command itself failed.

options:
  -f, --format=FORMAT        report as text (default), json (JSON Lines) or yaml
  -s, --strict               warnings count as errors
  -q, --quiet                print nothing; the exit status tells
      --lang=LANG            piece letters of the moves: auto (default), en, it, es, fr, de, ...
      --from-lang=LANG       the same as --lang (the name convert and replay give it)
      --notation=NAME        how moves are read: auto (default), san, lan, uci, iccf, descriptive; iccs, wxf, chinese
      --variant=NAME         auto (default: from the tags and moves), chess, kingless, xiangqi or chess960
      --coords=N             Xiangqi ICCS ranks read as 0-9 (0, the default) or 1-10 (1)
      --allow-null           accept null moves (--, Z0) in chess games
  -j, --jobs=N               check games on N threads (default 1); the report is the same
  -m, --match                kingless games: pair the two rounds of each match and score it
  -P, --profile=FILE         a tournament profile (YAML): required tags, results, dates, plies
  -h, --help                 show this help and exit

See man pgnkit-validate for the details.

$ pgnkit validate --bogus validate/mate.pgn 2>&1
pgnkit validate: unknown option '--bogus'
usage: pgnkit validate [OPTIONS] [FILE...]
Try 'pgnkit validate --help'.
? 2

$ pgnkit validate -x validate/mate.pgn 2>&1
pgnkit validate: unknown option '-x'
usage: pgnkit validate [OPTIONS] [FILE...]
Try 'pgnkit validate --help'.
? 2

$ pgnkit validate --format=xml validate/mate.pgn 2>&1
pgnkit validate: --format: 'xml' is not text, json or yaml
Try 'pgnkit validate --help'.
? 2

$ pgnkit validate validate/mate.pgn --format 2>&1
pgnkit validate: option '--format' needs a value
usage: pgnkit validate [OPTIONS] [FILE...]
Try 'pgnkit validate --help'.
? 2

$ pgnkit validate --strict=yes validate/mate.pgn 2>&1
pgnkit validate: option '--strict=yes' takes no value
usage: pgnkit validate [OPTIONS] [FILE...]
Try 'pgnkit validate --help'.
? 2

$ pgnkit validate --lang=xx validate/mate.pgn 2>&1
pgnkit validate: --lang: unknown language 'xx' (known: auto, en, it, es, fr, de, nl, pt, sv, da, no, cs, pl, hu, ro, fi)
Try 'pgnkit validate --help'.
? 2

$ pgnkit validate --notation=xyz validate/mate.pgn 2>&1
pgnkit validate: --notation: 'xyz' is not auto, san, lan, uci, iccf, descriptive, iccs, wxf or chinese
Try 'pgnkit validate --help'.
? 2

$ pgnkit validate --variant=shogi validate/mate.pgn 2>&1
pgnkit validate: --variant: 'shogi' is not auto, chess, kingless, xiangqi or chess960
Try 'pgnkit validate --help'.
? 2

# A chess game read as Xiangqi when told so: its first move is no Xiangqi move.
$ pgnkit validate --variant=xiangqi validate/mate.pgn 2>&1
validate/mate.pgn:7:4: error: bad move 'e4': not a move in ICCS, WXF or Chinese notation [bad-syntax]
1 game: 0 valid, 1 invalid; 1 error, 0 warnings
? 1

$ pgnkit validate -j 0 validate/mate.pgn 2>&1
pgnkit validate: --jobs: '0' is not a number of threads from 1 to 256
Try 'pgnkit validate --help'.
? 2

# A usage error prints nothing on standard output.
$ pgnkit validate --bogus validate/mate.pgn 2>/dev/null
? 2

# A tag name is a letter, then letters, digits and '_' (PGN 8.1.1): others are read, with a warning.
$ printf '[Event "x"]\n[Black-Name "b"]\n[1st "c"]\n\n1. e4 *\n' | pgnkit validate -
<stdin>:2:1: warning: tag name 'Black-Name' is not standard PGN: a name is a letter followed by letters, digits and '_' [bad-tag]
<stdin>:3:1: warning: tag name '1st' is not standard PGN: a name is a letter followed by letters, digits and '_' [bad-tag]
1 game: 1 valid, 0 invalid; 0 errors, 2 warnings

# The letters that tell a game's language: a castling word or a pass word is not a piece letter,
# even when a square or a digit ends it (a fast path once took 'O' and 'Z' for piece letters, and
# read these games as Dutch or English).
$ printf '1. e4 e5 2. O-Oe3 *\n' | pgnkit validate -
<stdin>:1:13: error: 'O-Oe3' is not a move in English algebraic notation [bad-syntax]
1 game: 0 valid, 1 invalid; 1 error, 0 warnings
? 1

$ printf '1. e4 e5 2. Sf3 Sc6 3. Lc4 Lc5 4. O-O1/2-1/2\n' | pgnkit validate -
<stdin>:1:35: error: 'O-O1/2-1/2' is not a move in German algebraic notation [bad-syntax]
<stdin>:1:35: warning: the movetext has no termination marker (1-0, 0-1, 1/2-1/2 or *) at its end [bad-syntax]
1 game: 0 valid, 1 invalid; 1 error, 1 warning
? 1

$ printf '1. e4 e5 2. Sf3 Z1 *\n' | pgnkit validate -
<stdin>:1:17: error: 'Z1' is not a move in German algebraic notation [bad-syntax]
1 game: 0 valid, 1 invalid; 1 error, 0 warnings
? 1
