# Command-line tests of the language of SAN found per game (issue 15: language detection never
# turns a game into another). Run by: make cli-test
#
# The games are in testdata/lang/, written for these tests; the mates and checks were checked
# with stockfish. When two languages replay the whole game as two different games, the clues
# decide (a sign that does not fit, a form SAN does not write, a result the end contradicts);
# when they do not, the game is an ambiguous-language error and --from-lang settles it.

# V: the queen in Hungarian (Qe8 mates), the rook in Czech (Re8 only checks): '#' decides.
$ pgnkit convert lang/hungarian-mate.pgn 2>&1 | tail -n 2 | head -n 1
1. Qe8# 1-0

$ pgnkit validate lang/hungarian-mate.pgn
1 game: 1 valid, 0 invalid; 0 errors, 0 warnings

# P: the knight in Dutch; English would read two pawn moves with letters SAN does not write.
$ pgnkit convert lang/dutch-knights-only.pgn 2>&1 | tail -n 2 | head -n 1
1. e4 e5 2. Nc3 Nf6 *

$ pgnkit validate --format=json lang/dutch-knights-only.pgn | grep -o '"lang":"[a-z]*","plies":[0-9]*,"valid":[a-z]*'
"lang":"nl","plies":4,"valid":true

$ pgnkit convert lang/dutch-knights.pgn 2>&1 | tail -n 2 | head -n 1
1. e4 e5 2. Nc3 Nf6 3. Bc4 *

# B: a bishop in English (a dead position, drawn as written), a rook in Hungarian (mate, which
# the draw contradicts): the result decides, and nothing is said.
$ pgnkit convert lang/result-decides.pgn 2>&1 | tail -n 2 | head -n 1
55. d8=B 1/2-1/2

# N: the knight in English, the bishop in Romanian, and nothing tells which: an error at the
# move, naming both readings and the option that settles it; convert writes the game up to it.
$ pgnkit validate lang/ambiguous.pgn
lang/ambiguous.pgn:6:13: error: 'Nd2' means Nd2 in English and Bd2 in Romanian, and the whole game is legal either way: say which with --from-lang=en or --from-lang=ro [ambiguous-language]
1 game: 0 valid, 1 invalid; 1 error, 0 warnings
? 1

$ pgnkit convert lang/ambiguous.pgn 2>&1 >/dev/null
lang/ambiguous.pgn:6:13: error: 'Nd2' means Nd2 in English and Bd2 in Romanian, and the whole game is legal either way: say which with --from-lang=en or --from-lang=ro [ambiguous-language]
? 1

$ pgnkit convert lang/ambiguous.pgn 2>/dev/null | tail -n 2 | head -n 1
1. d4 d5 {pgnkit: not converted from here on: 2. Nd2} *

$ pgnkit replay lang/ambiguous.pgn 2>/dev/null
1 d4 rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 1
2 d5 rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq d6 0 2
? 1

# --from-lang settles it, in the three commands that read games (validate also calls it --lang).
$ pgnkit validate --from-lang=en lang/ambiguous.pgn
1 game: 1 valid, 0 invalid; 0 errors, 0 warnings

$ pgnkit validate --lang=ro lang/ambiguous.pgn
1 game: 1 valid, 0 invalid; 0 errors, 0 warnings

$ pgnkit convert --from-lang=ro lang/ambiguous.pgn | tail -n 2 | head -n 1
1. d4 d5 2. Bd2 *

$ pgnkit replay --from-lang=ro lang/ambiguous.pgn | tail -n 1
3 Bd2 rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPPBPPPP/RN1QKBNR b KQkq - 1 2

$ pgnkit replay --from-lang=xx lang/ambiguous.pgn 2>&1
pgnkit replay: --from-lang: unknown language 'xx' (known: auto, en, it, es, fr, de, nl, pt, sv, da, no, cs, pl, hu, ro, fi)
Try 'pgnkit replay --help'.
? 2

$ pgnkit validate --from-lang=xx lang/ambiguous.pgn 2>&1
pgnkit validate: --from-lang: unknown language 'xx' (known: auto, en, it, es, fr, de, nl, pt, sv, da, no, cs, pl, hu, ro, fi)
Try 'pgnkit validate --help'.
? 2

$ pgnkit replay --help | grep -e '--from-lang'
      --from-lang=LANG       piece letters of the input's SAN: auto (default), en, it, ...

# Every game written here, in each of the fifteen languages, reads back with detection as the
# same game, or as an ambiguous-language error where two languages give two legal games that
# nothing tells apart (tests/corpus/lang-roundtrip.sh does the same for the corpus: make
# lang-roundtrip). The three here: d8=S is a knight in German and a bishop in Czech, d8=N a knight
# in English and a bishop in Romanian (both dead draws), d1=V# a rook's mate in Czech and a
# queen's in Hungarian.
$ for f in convert/*.pgn lang/*.pgn; do pgnkit convert "$f" >/tmp/pgnkit-lang-ref.$$ 2>/dev/null; for l in en it es fr de nl pt sv da no cs pl hu ro fi; do pgnkit convert --lang=$l "$f" 2>/dev/null | pgnkit convert 2>/tmp/pgnkit-lang-err.$$ | cmp -s - /tmp/pgnkit-lang-ref.$$ || { grep -q 'ambiguous-language' /tmp/pgnkit-lang-err.$$ && echo "$f $l: two readings" || echo "$f $l: DIFFERS"; }; done; done; rm -f /tmp/pgnkit-lang-ref.$$ /tmp/pgnkit-lang-err.$$; echo done
convert/features-san.pgn cs: two readings
convert/features.pgn cs: two readings
lang/result-decides.pgn cs: two readings
lang/result-decides.pgn ro: two readings
done
