# Command-line tests of validate --duplicates (pgnkit-rules(7), DUPLICATES): a game whose start,
# main-line moves, White (Red), Black and Date equal an earlier game's, in any input, gets a
# duplicate-game warning naming the earlier game's file and line. Run by: make cli-test
#
# The inputs are in testdata/duplicates/, written for these tests: karpov.pgn holds one game;
# kasparov.pgn the same game in UCI (another round and site, a PlyCount tag), again in SAN, and
# then once more a day later; xiangqi-iccs.pgn and xiangqi-wxf.pgn one Xiangqi game in two
# notations.

# The moves count as played, whatever their notation; Event, Site, Round and the other tags do
# not count; the Date does. The earlier game named is the first of its kind.
$ pgnkit validate --duplicates duplicates/karpov.pgn duplicates/kasparov.pgn
duplicates/kasparov.pgn:1:1: warning: the same game as duplicates/karpov.pgn:1: the same start, main-line moves, players and date [duplicate-game]
duplicates/kasparov.pgn:13:1: warning: the same game as duplicates/karpov.pgn:1: the same start, main-line moves, players and date [duplicate-game]
4 games: 4 valid, 0 invalid; 0 errors, 2 warnings

# The same report on several threads.
$ pgnkit validate --duplicates --jobs=2 duplicates/karpov.pgn duplicates/kasparov.pgn | md5sum; pgnkit validate --duplicates duplicates/karpov.pgn duplicates/kasparov.pgn | md5sum
c1bb6ef37795c963224a2adaa7407e00  -
c1bb6ef37795c963224a2adaa7407e00  -

# Within one input, and from standard input: a file given twice is all duplicates the second
# time.
$ cat duplicates/karpov.pgn duplicates/karpov.pgn | pgnkit validate --duplicates
<stdin>:11:1: warning: the same game as <stdin>:1: the same start, main-line moves, players and date [duplicate-game]
2 games: 2 valid, 0 invalid; 0 errors, 1 warning

# Without --duplicates, nothing is said.
$ pgnkit validate duplicates/karpov.pgn duplicates/kasparov.pgn
4 games: 4 valid, 0 invalid; 0 errors, 0 warnings

# Xiangqi: the same game in ICCS and in WXF; Red counts as White.
$ pgnkit validate --duplicates duplicates/xiangqi-iccs.pgn duplicates/xiangqi-wxf.pgn
duplicates/xiangqi-wxf.pgn:1:1: warning: the same game as duplicates/xiangqi-iccs.pgn:1: the same start, main-line moves, players and date [duplicate-game]
2 games: 2 valid, 0 invalid; 0 errors, 1 warning

# A warning: --strict makes it an error, the game invalid and the exit status 1.
$ pgnkit validate --duplicates --strict duplicates/karpov.pgn duplicates/kasparov.pgn
duplicates/kasparov.pgn:1:1: error: the same game as duplicates/karpov.pgn:1: the same start, main-line moves, players and date [duplicate-game]
duplicates/kasparov.pgn:13:1: error: the same game as duplicates/karpov.pgn:1: the same start, main-line moves, players and date [duplicate-game]
4 games: 2 valid, 2 invalid; 2 errors, 0 warnings
? 1

# In JSON, at the line and column of the game's first tag.
$ pgnkit validate --duplicates --format=json duplicates/karpov.pgn duplicates/kasparov.pgn | grep -o '"file":"[^"]*","game":[0-9]*\|"valid":[a-z]*\|"diagnostics":.*'
"file":"duplicates/karpov.pgn","game":1
"valid":true
"diagnostics":[],"moves_with_clock":0,"moves_with_eval":0}
"file":"duplicates/kasparov.pgn","game":1
"valid":true
"diagnostics":[{"severity":"warning","code":"duplicate-game","line":1,"column":1,"ply":null,"move":null,"message":"the same game as duplicates/karpov.pgn:1: the same start, main-line moves, players and date","suggestions":[]}],"moves_with_clock":0,"moves_with_eval":0}
"file":"duplicates/kasparov.pgn","game":2
"valid":true
"diagnostics":[{"severity":"warning","code":"duplicate-game","line":13,"column":1,"ply":null,"move":null,"message":"the same game as duplicates/karpov.pgn:1: the same start, main-line moves, players and date","suggestions":[]}],"moves_with_clock":0,"moves_with_eval":0}
"file":"duplicates/kasparov.pgn","game":3
"valid":true
"diagnostics":[],"moves_with_clock":0,"moves_with_eval":0}

# Compressed inputs and archive members are inputs like any other: a warning names the member
# as ARCHIVE:MEMBER (the inputs are the project's testdata/compressed files, one game each).
$ pgnkit validate --duplicates compressed/game.zip compressed/game.pgn.gz
compressed/game.pgn.gz:1:1: warning: the same game as compressed/game.zip:game.pgn:1: the same start, main-line moves, players and date [duplicate-game]
2 games: 2 valid, 0 invalid; 0 errors, 1 warning
