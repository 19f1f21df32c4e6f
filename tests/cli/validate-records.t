# Command-line tests of game boundaries in real files (pgnkit-notations(7), PGN, Real files) and
# of ICCF numeric words that are no moves (pgnkit-notations(7), ICCF NUMERIC). Run by: make
# cli-test
#
# The inputs are in testdata/records/, written for these tests. Lines and columns were counted
# by hand in the files; the squares of the numeric words by the ICCF's rule (file then rank,
# both 1-8: 11 = a1, 88 = h8); the moves of the good games with Stockfish.

# --- ICCF numeric words that are no moves ----------------------------------------------------

# A 0 or 9 for a file or a rank, in the first move, a later one, a variation; a promotion
# digit that names no piece, alone or after '-', '=' or '/': each is an error at that word,
# saying why, and the game after them is still checked. (Today's code read the 4- and 5-digit
# words as move numbers: games 1 to 5 and 9 lost a move unseen or failed at the next one.)
$ pgnkit validate records/iccf-no-squares.pgn
records/iccf-no-squares.pgn:4:9: error: bad move '5795': no square 95: files run 1-8 (file then rank: 11 = a1, 88 = h8) [bad-syntax]
records/iccf-no-squares.pgn:9:4: error: bad move '5250': no square 50: ranks run 1-8 (file then rank: 11 = a1, 88 = h8) [bad-syntax]
records/iccf-no-squares.pgn:14:30: error: bad move '0133': no square 01: files run 1-8 (file then rank: 11 = a1, 88 = h8) [bad-syntax]
records/iccf-no-squares.pgn:19:9: error: bad move '9999': no square 99: files and ranks run 1-8 (file then rank: 11 = a1, 88 = h8) [bad-syntax]
records/iccf-no-squares.pgn:26:4: error: bad move '47580': no promotion piece 0: the promotion digit is 1 queen, 2 rook, 3 bishop or 4 knight [bad-syntax]
records/iccf-no-squares.pgn:33:4: error: bad move '4758-7': no promotion piece 7: the promotion digit is 1 queen, 2 rook, 3 bishop or 4 knight [bad-syntax]
records/iccf-no-squares.pgn:40:4: error: bad move '4758=0': no promotion piece 0: the promotion digit is 1 queen, 2 rook, 3 bishop or 4 knight [bad-syntax]
records/iccf-no-squares.pgn:47:4: error: bad move '4798/2': no square 98: files run 1-8 (file then rank: 11 = a1, 88 = h8) [bad-syntax]
records/iccf-no-squares.pgn:52:26: error: bad move '3193': no square 93: files run 1-8 (file then rank: 11 = a1, 88 = h8) [bad-syntax]
10 games: 1 valid, 9 invalid; 9 errors, 0 warnings
? 1

# Convert keeps the words it cannot read, as the text of a comment.
$ pgnkit convert records/iccf-no-squares.pgn 2>/dev/null | grep "^1\\."
1. e4 {pgnkit: not converted from here on: 5795 2. 7163} *
1. 5250 5755 *
1. e4 e5 2. Nf3 Nc6 {pgnkit: not converted from here on: 3. 0133} *
1. e4 {pgnkit: not converted from here on: 9999} *
1. 47580 *
1. 4758-7 *
1. 4758=0 *
1. 4798/2 *
1. e4 (1. d4 d5 {pgnkit: not converted from here on: 2. 3193}) 1... e5 2. Nf3 *
1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O *

# --- Records of tags only --------------------------------------------------------------------

# Records of tags only (a broadcast's pairings) are games of no moves: after a blank line, a
# tag the record already has starts the next one, and so does a second Event tag without a
# blank line. A tag given twice within a record, or a blank line inside a tag section, does
# not. (Today's code made one game of the first three records and the game after them.)
$ pgnkit validate records/tag-only.pgn
records/tag-only.pgn:1:1: warning: the game has tags but no movetext: even a game of no moves ends with its termination marker (1-0, 0-1, 1/2-1/2 or *) (suggestion: *) [bad-syntax]
records/tag-only.pgn:7:1: warning: the game has tags but no movetext: even a game of no moves ends with its termination marker (1-0, 0-1, 1/2-1/2 or *) (suggestion: *) [bad-syntax]
records/tag-only.pgn:12:1: warning: the game has tags but no movetext: even a game of no moves ends with its termination marker (1-0, 0-1, 1/2-1/2 or *) (suggestion: *) [bad-syntax]
records/tag-only.pgn:23:1: warning: the game has tags but no movetext: even a game of no moves ends with its termination marker (1-0, 0-1, 1/2-1/2 or *) (suggestion: *) [bad-syntax]
records/tag-only.pgn:30:1: warning: tag 'ECO' given twice (first on line 29) [bad-tag]
records/tag-only.pgn:36:1: warning: the game has tags but no movetext: even a game of no moves ends with its termination marker (1-0, 0-1, 1/2-1/2 or *) [bad-syntax]
7 games: 7 valid, 0 invalid; 0 errors, 6 warnings

$ pgnkit validate --format=json records/tag-only.pgn | grep -o "\"game\":[0-9]*,\"line\":[0-9]*\|\"plies\":[0-9]*" | paste -d" " - -
"game":1,"line":1 "plies":0
"game":2,"line":7 "plies":0
"game":3,"line":12 "plies":0
"game":4,"line":18 "plies":7
"game":5,"line":23 "plies":0
"game":6,"line":27 "plies":1
"game":7,"line":36 "plies":0

# --- A movetext that starts again at move 1 ----------------------------------------------------

# After a blank line, '1.' starts a new game when the one before has two moves and no
# termination marker; that one gets the missing-marker warning. Not a new game: a blank line
# inside a movetext that goes on (2... Nc6), '1.' inside a variation or a comment, Black's
# first move after White's, and '1.' without a blank line before it.
$ pgnkit validate records/restart.pgn
records/restart.pgn:3:24: warning: the movetext has no termination marker (1-0, 0-1, 1/2-1/2 or *) at its end [bad-syntax]
records/restart.pgn:17:4: warning: move number 1 does not fit: 'd4' is move 3 of the game [move-number]
records/restart.pgn:17:4: error: illegal move 'd4': no pawn can move to d4 (suggestion: a3, a4, b3, b4, c3, c4, f3, f4, ...) [illegal-move]
records/restart.pgn:32:4: warning: move number 1 does not fit: 'd4' is move 3 of the game [move-number]
records/restart.pgn:32:4: error: illegal move 'd4': no pawn can move to d4 (suggestion: e4, a6, a5, b6, b5, c6, c5, d6, ...) [illegal-move]
7 games: 5 valid, 2 invalid; 2 errors, 3 warnings
? 1

$ pgnkit validate --format=json records/restart.pgn | grep -o "\"game\":[0-9]*,\"line\":[0-9]*\|\"plies\":[0-9]*" | paste -d" " - -
"game":1,"line":1 "plies":5
"game":2,"line":5 "plies":3
"game":3,"line":7 "plies":5
"game":4,"line":13 "plies":4
"game":5,"line":19 "plies":4
"game":6,"line":25 "plies":3
"game":7,"line":31 "plies":5

# --- Comments after the termination marker -------------------------------------------------------

# Comments right after the marker, before a blank line or the next tags, belong to the game
# they follow (TCEC writes its summary there); one after a blank line opens the next game.
$ pgnkit convert records/comment-after-result.pgn | grep -v "^\\[[SDRWB]\\|^\$"
[Event "Summary, then a blank line"]
1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# {Game 1: White mates in four}
{GameDuration = 00:01:02} 1-0
[Event "Summary, then the next tags at once"]
1. f3 e5 2. g4 Qh4# {Game 2: Fool's mate} 0-1
[Event "A blank line after the result"]
1. d4 *
[Event "Opened by the comment before its tags"]
{Before game 4} 1. c4 *

# --- Line ends ---------------------------------------------------------------------------------

# Lines ended by CR alone count as lines, read from a file or from a pipe; a comment's line
# break is written as LF.
$ pgnkit validate records/cr-only.pgn
records/cr-only.pgn:5:14: error: illegal move 'Bxc7': no bishop can reach c7 (suggestion: Bf1, Be2, Bd3, Ba4, Bc4, Bxa6, Bxc6) [illegal-move]
records/cr-only.pgn:11:23: error: illegal move 'Qxd5': no queen can reach d5 (suggestion: Qd2, Qd3) [illegal-move]
2 games: 0 valid, 2 invalid; 2 errors, 0 warnings
? 1

$ pgnkit validate - < records/cr-only.pgn
<stdin>:5:14: error: illegal move 'Bxc7': no bishop can reach c7 (suggestion: Bf1, Be2, Bd3, Ba4, Bc4, Bxa6, Bxc6) [illegal-move]
<stdin>:11:23: error: illegal move 'Qxd5': no queen can reach d5 (suggestion: Qd2, Qd3) [illegal-move]
2 games: 0 valid, 2 invalid; 2 errors, 0 warnings
? 1

$ pgnkit convert --to=json records/cr-only.pgn 2>/dev/null | grep -o '"comment":"[^"]*"'
"comment":"a comment\nover two lines"

# --- Many records ------------------------------------------------------------------------------

# 100,000 lines '[Event "x"]' are as many records of tags only, read in bounded memory (today's
# code made one game of them, stopped at the tag limit).
$ . ./hostile/lib.sh; cd "$T"; yes '[Event "x"]' | head -n 100000 >ev.pgn; pk validate ev.pgn; games; mem_ok; grep -c "tags but no movetext" "$T/out"; status
100000 games: 100000 valid, 0 invalid
memory < 200 MB
100000
