# Command-line tests of comment commands in JSON (pgnkit-convert(1), JSON; pgnkit-validate(1),
# JSON): convert --to=json gives each move's [%clk], [%emt], [%eval], [%csl] and [%cal] as
# fields of the move, beside its comments kept as written; validate's JSON counts the main-line
# moves with a clock and with an evaluation. Run by: make cli-test
#
# The input, testdata/clocks/comment-commands.pgn, was written for these tests: its clocks in
# seconds, evaluations in centipawns (pawns times 100) by hand.

# The whole record: clk and emt in seconds (fractions kept), eval in centipawns or {"mate":N}
# (N negative when Black mates), csl and cal as lists of their items; a malformed clock
# (0:01) gives no clk, and its warning; the commands of a variation's move are its own.
$ pgnkit convert --to=json clocks/comment-commands.pgn 2>/dev/null
{"tags":{"Event":"Comment commands","Site":"?","Date":"2026.11.30","Round":"1","White":"A","Black":"B","Result":"*","TimeControl":"180+2"},"start":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","moves":[{"ply":1,"san":"e4","uci":"e2e4","fen":"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1","clk":180,"eval":17,"csl":["Ge4","Rd5"],"cal":["Ge2e4","Rd7d5"],"after":[{"comment":"[%clk 0:03:00] [%eval 0.17] [%csl Ge4,Rd5] [%cal Ge2e4, Rd7d5]"}]},{"ply":2,"san":"e5","uci":"e7e5","fen":"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2","clk":179.5,"emt":2.5,"eval":-20,"after":[{"comment":"[%clk 0:02:59.5][%emt 0:00:02.5] [%eval -0.2]"}]},{"ply":3,"san":"Nf3","uci":"g1f3","fen":"rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2","eval":{"mate":3},"after":[{"comment":"[%eval #3] [%clk 0:01]"},{"variation":[{"ply":3,"san":"Qh5","uci":"d1h5","fen":"rnbqkbnr/pppp1ppp/8/4p2Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 2","clk":170,"after":[{"comment":"[%clk 0:02:50]"}]}]}]},{"ply":4,"san":"Nc6","uci":"b8c6","fen":"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3","after":[{"comment":"a quiet move"}]}],"result":"*"}

# The warning of the malformed clock goes to standard error, as convert's diagnostics do.
$ pgnkit convert --to=json clocks/comment-commands.pgn 2>&1 >/dev/null
clocks/comment-commands.pgn:11:68: warning: malformed clock '0:01': it is H:MM:SS, minutes and seconds under 60, a fraction of a second allowed (e.g. [%clk 0:03:12]) [clock]

# The commands only, move by move.
$ pgnkit convert --to=json clocks/comment-commands.pgn 2>/dev/null | grep -o '"ply":[0-9]*,"san":"[^"]*"\|"clk":[^,]*\|"emt":[^,]*\|"eval":[^,]*}*\|"csl":\[[^]]*\]\|"cal":\[[^]]*\]'
"ply":1,"san":"e4"
"clk":180
"eval":17
"csl":["Ge4","Rd5"]
"cal":["Ge2e4","Rd7d5"]
"ply":2,"san":"e5"
"clk":179.5
"emt":2.5
"eval":-20
"ply":3,"san":"Nf3"
"eval":{"mate":3}
"ply":3,"san":"Qh5"
"clk":170
"ply":4,"san":"Nc6"

# validate: two main-line moves with a readable clock (e4, e5; not the variation's Qh5), three
# with an evaluation; the same in YAML.
$ pgnkit validate --format=json clocks/comment-commands.pgn | grep -o '"moves_with.*'
"moves_with_clock":2,"moves_with_eval":3}
$ pgnkit validate --format=yaml clocks/comment-commands.pgn | grep '^moves_with'
moves_with_clock: 2
moves_with_eval: 3

# A game without comment commands: zeros.
$ pgnkit validate --format=json duplicates/karpov.pgn | grep -o '"moves_with.*'
"moves_with_clock":0,"moves_with_eval":0}
