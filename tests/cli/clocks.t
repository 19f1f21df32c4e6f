# Command-line tests of clock records against the time control (pgnkit-rules(7), CLOCKS):
# [%clk] and [%emt] in the comments after the moves, checked against the TimeControl tag. Run
# by: make cli-test
#
# The inputs are in testdata/clocks/, written for these tests; lines and columns counted by hand
# (the column of a warning is that of the '[' of its command), the figures by hand from the
# controls.

# --- a clock that rises more than the control gives --------------------------------------------

# 300+2: Black's 0:03:12 can become at most 0:03:14 a move later; a first clock may be the start
# and the increment (0:05:02, as TCEC and idChess record it), with one second of rounding, but
# not 0:05:30. Malformed clocks and elapsed times are said wherever they stand. Clocks are
# records, not moves: warnings, and the games stay valid.
$ pgnkit validate clocks/rises.pgn
clocks/rises.pgn:11:60: warning: Black's clock rose from 0:03:12 to 0:05:40; 300+2 allows 0:03:14 [clock]
clocks/rises.pgn:22:8: warning: White's first clock, 0:05:30 at move 1, is above what 300+2 gives: at most 0:05:02 [clock]
clocks/rises.pgn:33:8: warning: malformed clock '0:4:59': it is H:MM:SS, minutes and seconds under 60, a fraction of a second allowed (e.g. [%clk 0:03:12]) [clock]
clocks/rises.pgn:33:27: warning: malformed clock '0:05:75': it is H:MM:SS, minutes and seconds under 60, a fraction of a second allowed (e.g. [%clk 0:03:12]) [clock]
clocks/rises.pgn:33:51: warning: malformed elapsed time 'five': it is H:MM:SS, minutes and seconds under 60, a fraction of a second allowed (e.g. [%emt 0:03:12]) [clock]
3 games: 3 valid, 0 invalid; 0 errors, 5 warnings

# With --strict they count as errors.
$ pgnkit validate --strict --quiet clocks/rises.pgn
? 1

# In JSON, at the clock's place, with the ply and the move it follows.
$ pgnkit validate --format=json clocks/rises.pgn | head -n 1
{"file":"clocks/rises.pgn","game":1,"line":1,"white":"A","black":"B","result":"*","variant":"chess","notation":"san","lang":"en","plies":6,"valid":true,"outcome":null,"diagnostics":[{"severity":"warning","code":"clock","line":11,"column":60,"ply":6,"move":"a6","message":"Black's clock rose from 0:03:12 to 0:05:40; 300+2 allows 0:03:14","suggestions":[]}],"moves_with_clock":6,"moves_with_eval":0}

# --- periods, sandclock, unknown control -------------------------------------------------------

# 40/7200:3600: the hour of the second period comes with move 40, shown on that move's clock
# (White's 1:00:30) or on the next one's (Black's 1:00:15 at move 41, as TCEC's records have
# it); no third hour comes at move 42. 40/5400+30:1800+30: 30 seconds a move in both periods.
# *60: a sandclock never holds more than its minute. "?": only the form of the clocks is checked.
$ pgnkit validate clocks/periods.pgn
clocks/periods.pgn:14:2: warning: White's clock rose from 1:00:00 to 1:59:00; 40/7200:3600 allows 1:00:00 [clock]
clocks/periods.pgn:28:27: warning: White's clock rose from 0:31:00 to 0:31:40; 40/5400+30:1800+30 allows 0:31:30 [clock]
clocks/periods.pgn:39:52: warning: White's clock shows 0:01:05; the sandclock *60 holds only 0:01:00 [clock]
4 games: 4 valid, 0 invalid; 0 errors, 3 warnings

# --- time forfeits -----------------------------------------------------------------------------

# A side lost on time while it was to move: its clock ran on after its last record, whatever it
# showed. A side that lost on time having made the last move, with 20 seconds left, was not
# flagged: its clock was not running.
$ pgnkit validate clocks/forfeit.pgn
clocks/forfeit.pgn:24:2: warning: the game was lost on time by Black (Termination "Time forfeit"), but Black made the last move and had 0:00:20 left: its clock was not running [clock]
2 games: 2 valid, 0 invalid; 0 errors, 1 warning

# --- every game ----------------------------------------------------------------------------------

# Xiangqi: the same rules, Red moving first. (Black's 0:09:50 to 0:09:55 is its increment.)
$ pgnkit validate clocks/xiangqi.pgn
clocks/xiangqi.pgn:8:57: warning: Red's clock rose from 0:10:05 to 0:10:30; 600+5 allows 0:10:10 [clock]
1 game: 1 valid, 0 invalid; 0 errors, 1 warning
