# Command-line tests of hostile input (issue 6): every input ends with exit 0, 1 or 2, within
# seconds, in bounded memory, with a diagnostic naming the cause; no good game is lost beside a
# bad one; --format=json stays valid JSON Lines whatever the bytes. Run by: make cli-test
#
# The inputs are built at run time: testdata/hostile/lib.sh makes a temporary directory $T
# (removed on exit), and its pk runs pgnkit with a 20 s timeout, recording the exit status and
# the peak memory. Nothing big is committed. Limits: man/pgnkit-validate.1, LIMITS.
# The tests assert the stable parts: the diagnostic naming the cause, the games read and how
# many were valid, the exit status; not every count, so that better recovery does not break them.
# The fuzz harnesses (tests/fuzz, make fuzz) cover the same ground with generated inputs.

# --- Empty and nearly empty --------------------------------------------------------------------

# An empty file holds no game: exit 0, and the summary says so.
$ . ./hostile/lib.sh; cd "$T"; : >empty.pgn; pk validate empty.pgn; cat "$T/out"; status
0 games: 0 valid, 0 invalid; 0 errors, 0 warnings

$ . ./hostile/lib.sh; cd "$T"; : >empty.pgn; pk validate --format=json empty.pgn; wc -c <"$T/out"; pk convert empty.pgn; wc -c <"$T/out"; status
0
0

# A UTF-8 byte order mark and nothing else: the same.
$ . ./hostile/lib.sh; cd "$T"; printf '\357\273\277' >bom.pgn; pk validate bom.pgn; cat "$T/out"; status
0 games: 0 valid, 0 invalid; 0 errors, 0 warnings

$ . ./hostile/lib.sh; cd "$T"; printf '\357\273\277' >bom.pgn; pk validate --format=json bom.pgn; wc -c <"$T/out"; pk convert bom.pgn; wc -c <"$T/out"; status
0
0

# Megabytes of white space only.
$ . ./hostile/lib.sh; cd "$T"; yes '   	 ' | head -c 5000000 >blank.pgn; pk validate blank.pgn; cat "$T/out"; mem_ok; status
0 games: 0 valid, 0 invalid; 0 errors, 0 warnings
memory < 200 MB

# --- Binary junk ---------------------------------------------------------------------------------

# 3 MB of random bytes (seeded: the same bytes each run): every game invalid, the NUL bytes
# named, bounded memory, the same report with two threads. (These found the lone-CR crash,
# fuzz regression pgn-7, fixed in 994d924.)
$ . ./hostile/lib.sh; cd "$T"; python3 -c 'import random,sys; sys.stdout.buffer.write(random.Random(6).randbytes(3000000))' >r.bin; pk validate r.bin; games | shape; grep -c '"valid":true' "$T/out"; grep -q 'looks like a binary file' "$T/out" && echo "binary named"; mem_ok; cp "$T/out" j1; pk validate -j 2 r.bin; cmp -s j1 "$T/out" && echo "-j 2: same report"; status
N games: N valid, N invalid
0
binary named
memory < 200 MB
-j 2: same report
? 1

# The same bytes: JSON Lines, one valid object per game, none of them valid.
$ . ./hostile/lib.sh; cd "$T"; python3 -c 'import random,sys; sys.stdout.buffer.write(random.Random(6).randbytes(3000000))' >r.bin; pk validate --format=json r.bin; json_ok | shape; grep -c '"valid":true' "$T/out"; mem_ok; status
valid JSON Lines: N
0
memory < 200 MB
? 1

# Truly random bytes, different each run.
$ . ./hostile/lib.sh; cd "$T"; head -c 3000000 /dev/urandom >u.bin; pk validate u.bin; games | shape; mem_ok; pk validate --format=json u.bin; json_ok | shape; status
N games: N valid, N invalid
memory < 200 MB
valid JSON Lines: N
? 1

# convert of random bytes writes every game (nothing lost): as many as validate counts, and as
# JSON Lines with --to=json.
$ . ./hostile/lib.sh; cd "$T"; python3 -c 'import random,sys; sys.stdout.buffer.write(random.Random(6).randbytes(3000000))' >r.bin; pk validate --format=json r.bin; wc -l <"$T/out" >n; pk convert --to=json r.bin; json_ok | shape; wc -l <"$T/out" | cmp -s - n && echo "one object per game"; mem_ok; status
valid JSON Lines: N
one object per game
memory < 200 MB
? 1

$ . ./hostile/lib.sh; cd "$T"; python3 -c 'import random,sys; sys.stdout.buffer.write(random.Random(6).randbytes(3000000))' >r.bin; pk validate --format=json r.bin; wc -l <"$T/out" >n; pk convert r.bin; grep -c '^\[Event ' "$T/out" | cmp -s - n && echo "every game written"; mem_ok; status
every game written
memory < 200 MB
? 1

# The output is UTF-8 whatever the input (pgnkit-convert(1), Export format: UTF-8). It was not: the
# text report quoted a move's raw bytes (fuzz regression pgn-5), convert wrote movetext words
# (pgn-6) and tag names (pgn-9) as their raw bytes; all fixed.
$ . ./hostile/lib.sh; cd "$T"; python3 -c 'import random,sys; sys.stdout.buffer.write(random.Random(6).randbytes(3000000))' >r.bin; pk validate r.bin; utf8_ok; pk convert r.bin; utf8_ok; utf8_ok "$T/err"; status
valid UTF-8
valid UTF-8
valid UTF-8
? 1

$ . ./hostile/lib.sh; cd "$T"; printf '[Event "x"]\n\n1. e4 \344\244 *\n' >w.pgn; pk validate w.pgn; utf8_ok; pk convert w.pgn; utf8_ok; utf8_ok "$T/err"; status
valid UTF-8
valid UTF-8
valid UTF-8
? 1

$ . ./hostile/lib.sh; cd "$T"; printf '[T\355 "v"]\n\n1. e4 *\n' >t.pgn; pk validate t.pgn; utf8_ok; pk convert t.pgn; utf8_ok; status
valid UTF-8
valid UTF-8

# A binary executable.
$ . ./hostile/lib.sh; cd "$T"; pk validate /bin/true; games | shape; grep -c '"valid":true' "$T/out"; grep -q 'looks like a binary file' "$T/out" && echo "binary named"; mem_ok; pk validate --format=json /bin/true; json_ok | shape; status
N games: N valid, N invalid
0
binary named
memory < 200 MB
valid JSON Lines: N
? 1

# NUL bytes in movetext: named where they are; the game after is read as usual.
$ . ./hostile/lib.sh; cd "$T"; printf '[Event "nul"]\n\n1. e4 e5 2. Nf3\000\000 Nc6 *\n\n[Event "next"]\n\n1. d4 d5 *\n' >nul.pgn; pk validate nul.pgn; grep 'NUL' "$T/out"; games; status
nul.pgn:3:16: error: a NUL byte: this looks like a binary file, not PGN [bad-syntax]
nul.pgn:3:17: error: a NUL byte: this looks like a binary file, not PGN [bad-syntax]
2 games: 1 valid, 1 invalid
? 1

$ . ./hostile/lib.sh; cd "$T"; printf '[Event "nul"]\n\n1. e4 e5 2. Nf3\000\000 Nc6 *\n\n[Event "next"]\n\n1. d4 d5 *\n' >nul.pgn; pk validate --format=json nul.pgn; json_ok; pk convert nul.pgn; grep -c '^\[Event ' "$T/out"; status
valid JSON Lines: 2
2
? 1

# --- Encoding ------------------------------------------------------------------------------------

# Invalid UTF-8 in tags (a stray byte, a truncated sequence, a surrogate, an overlong form): read
# as Latin-1 with a warning; the JSON report and the converted game are valid UTF-8.
$ . ./hostile/lib.sh; cd "$T"; printf '[Event "bad \377\376 \303"]\n[White "\355\240\200 \300\257"]\n\n1. e4 e5 *\n' >enc.pgn; pk validate enc.pgn; cat "$T/out"; status
enc.pgn:1:1: warning: this game's text is not UTF-8: read as Latin-1 (CP1252) and written as UTF-8 [encoding]
1 game: 1 valid, 0 invalid; 0 errors, 1 warning

$ . ./hostile/lib.sh; cd "$T"; printf '[Event "bad \377\376 \303"]\n[White "\355\240\200 \300\257"]\n\n1. e4 e5 *\n' >enc.pgn; pk validate --format=json enc.pgn; json_ok; pk convert enc.pgn; utf8_ok; grep -c '^\[White ' "$T/out"; status
valid JSON Lines: 1
valid UTF-8
1

# --- Nesting, long tokens, long comments, long tags ----------------------------------------------

# A million nested '(': 64 levels kept, a limit error, the next game read; bounded memory.
$ . ./hostile/lib.sh; cd "$T"; { printf '[Event "deep"]\n\n1. e4 '; head -c 1000000 /dev/zero | tr '\0' '('; printf ' *\n\n[Event "next"]\n\n1. d4 d5 *\n'; } >deep.pgn; pk validate deep.pgn; grep '\[limit\]' "$T/out"; games; mem_ok; status
deep.pgn:3:71: error: variations nested more than 64 deep: the deeper ones are skipped [limit]
2 games: 1 valid, 1 invalid
memory < 200 MB
? 1

$ . ./hostile/lib.sh; cd "$T"; { printf '[Event "deep"]\n\n1. e4 '; head -c 1000000 /dev/zero | tr '\0' '('; printf ' *\n\n[Event "next"]\n\n1. d4 d5 *\n'; } >deep.pgn; pk validate --format=json deep.pgn; json_ok; pk convert deep.pgn; grep -c '^\[Event ' "$T/out"; tail -2 "$T/out"; mem_ok; status
valid JSON Lines: 2
2
1. d4 d5 *

memory < 200 MB
? 1

# convert --to=json of it (it wrote "},]" after the unconverted variation: fuzz regression
# pgn-4, fixed).
$ . ./hostile/lib.sh; cd "$T"; { printf '[Event "deep"]\n\n1. e4 '; head -c 1000000 /dev/zero | tr '\0' '('; printf ' *\n\n[Event "next"]\n\n1. d4 d5 *\n'; } >deep.pgn; pk convert --to=json deep.pgn; json_ok; status
valid JSON Lines: 2
? 1

# A 20 MB word: skipped with a limit error (man page: a longer word is skipped); the next game read.
$ . ./hostile/lib.sh; cd "$T"; { printf '[Event "tok"]\n\n1. e4 '; head -c 20000000 /dev/zero | tr '\0' a; printf ' e5 *\n\n[Event "next"]\n\n1. d4 d5 *\n'; } >tok.pgn; pk validate tok.pgn; grep '\[limit\]' "$T/out"; games; mem_ok; pk validate --format=json tok.pgn; json_ok; status
tok.pgn:3:7: error: a word longer than 255 characters in the movetext [limit]
2 games: 1 valid, 1 invalid
memory < 200 MB
valid JSON Lines: 2
? 1

$ . ./hostile/lib.sh; cd "$T"; { printf '[Event "tok"]\n\n1. e4 '; head -c 20000000 /dev/zero | tr '\0' a; printf ' e5 *\n\n[Event "next"]\n\n1. d4 d5 *\n'; } >tok.pgn; pk convert tok.pgn; grep -c '^\[Event ' "$T/out"; grep '\[limit\]' "$T/err"; mem_ok; status
2
tok.pgn:3:7: error: a word longer than 255 characters in the movetext [limit]
memory < 200 MB
? 1

# A comment of 20 MB that never ends: named at its '{', bounded memory.
$ . ./hostile/lib.sh; cd "$T"; { printf '[Event "com"]\n\n1. e4 {'; head -c 20000000 /dev/zero | tr '\0' x; } >com.pgn; pk validate com.pgn; grep -c '^com.pgn:3:7: error: unterminated comment' "$T/out"; games; mem_ok; pk validate --format=json com.pgn; json_ok; status
1
1 game: 0 valid, 1 invalid
memory < 200 MB
valid JSON Lines: 1
? 1

# convert keeps an unterminated comment's text (it was dropped before).
$ . ./hostile/lib.sh; cd "$T"; printf '[Event "com"]\n\n1. e4 {never closed\n' >com.pgn; pk convert com.pgn; grep -c 'never closed' "$T/out"; status
1
? 1

# An unterminated comment does not hide the games after it (pgnkit-validate(1), DESCRIPTION: one
# bad game never hides the others).
$ . ./hostile/lib.sh; cd "$T"; printf '[Event "a"]\n\n1. e4 {never closed\n\n[Event "b"]\n\n1. d4 d5 *\n' >hide.pgn; pk validate hide.pgn; games; pk convert hide.pgn; grep -c '^\[Event ' "$T/out"; status
2 games: 1 valid, 1 invalid
2
? 1

# A closed comment with a line that starts with '[Event ' is one comment: valid PGN. (It was
# cut there and the rest read as a second game, and convert's line wrapping could start such a
# line inside a comment: fuzz regression roundtrip-4, fixed in c0ab53c.)
$ . ./hostile/lib.sh; cd "$T"; printf '[Event "c"]\n\n1. e4 {as in the game\n[Event "x"] above} e5 *\n' >ce.pgn; pk validate ce.pgn; cat "$T/out"; status
1 game: 1 valid, 0 invalid; 0 errors, 0 warnings

# A comment longer than the 1 MiB limit but closed: its start is kept, the game goes on.
$ . ./hostile/lib.sh; cd "$T"; { printf '[Event "com"]\n\n1. e4 {'; head -c 2000000 /dev/zero | tr '\0' x; printf '} e5 *\n'; } >com.pgn; pk validate com.pgn; grep '\[limit\]' "$T/out"; games; pk convert com.pgn; tail -2 "$T/out"; mem_ok; status
com.pgn:3:7: error: a comment longer than 1048576 bytes: only the start is kept [limit]
1 game: 0 valid, 1 invalid
1... e5 *

memory < 200 MB
? 1

# A Latin-1 word of 255 bytes grows to 510 bytes of UTF-8; with a lone '+' after it, read_move
# (lib/chess/game_check.c) copied it into signed_text[PK_LIMIT_SYMBOL + 4] on the stack: a stack
# buffer overflow (fuzz regression roundtrip-3, fixed in c0ab53c). Silent in an optimised
# build: this test guards it under make SANITIZE=1 test.
$ . ./hostile/lib.sh; cd "$T"; python3 -c 'import sys; sys.stdout.buffer.write(b"1. " + b"\xe3" * 255 + b" + *\n")' >l1.pgn; pk validate l1.pgn; grep -c '\[encoding\]' "$T/out"; games; status
1
1 game: 0 valid, 1 invalid
? 1

# Latin-1 text grows when written as UTF-8: a 200-byte Latin-1 tag name passes, and so does its
# converted form (400 bytes). (It did not while limits counted bytes: fuzz regression
# roundtrip-5, fixed in 10a74ba.) A tag name outside ASCII letters, digits and '_' is warned
# about (PGN allows no other), shown by its first 40 bytes.
$ . ./hostile/lib.sh; cd "$T"; python3 -c 'import sys; sys.stdout.buffer.write(b"[E" + b"\xab" * 200 + b" \"v\"]\n\n1. e4 *\n")' >ltn.pgn; pk validate ltn.pgn; games; pk convert ltn.pgn; pgnkit validate - <"$T/out" | sed 's/;.*//'; status
1 game: 1 valid, 0 invalid
<stdin>:8:1: warning: tag name 'E«««««««««««««««««««...' is not standard PGN: a name is a letter followed by letters, digits and '_' [bad-tag]
1 game: 1 valid, 0 invalid

# A 10 MB tag value: 65536 bytes kept, a limit error, the next game read.
$ . ./hostile/lib.sh; cd "$T"; { printf '[Event "'; head -c 10000000 /dev/zero | tr '\0' v; printf '"]\n\n1. e4 e5 *\n\n[Event "next"]\n\n1. d4 d5 *\n'; } >tag.pgn; pk validate tag.pgn; grep '\[limit\]' "$T/out"; games; mem_ok; status
tag.pgn:1:1: error: tag 'Event' has a value longer than 65536 bytes: only the start is kept [limit]
2 games: 1 valid, 1 invalid
memory < 200 MB
? 1

$ . ./hostile/lib.sh; cd "$T"; { printf '[Event "'; head -c 10000000 /dev/zero | tr '\0' v; printf '"]\n\n1. e4 e5 *\n\n[Event "next"]\n\n1. d4 d5 *\n'; } >tag.pgn; pk validate --format=json tag.pgn; json_ok; pk convert tag.pgn; head -1 "$T/out" | wc -c; grep -c '^\[Event ' "$T/out"; status
valid JSON Lines: 2
65547
2
? 1

# 200,000 tags in one game: 1000 kept, a limit error, the next game read.
$ . ./hostile/lib.sh; cd "$T"; { seq 200000 | sed 's/.*/[T& "v"]/'; printf '\n1. e4 e5 *\n\n[Event "next"]\n\n1. d4 d5 *\n'; } >tags.pgn; pk validate tags.pgn; grep '\[limit\]' "$T/out"; games; mem_ok; pk validate --format=json tags.pgn; json_ok; status
tags.pgn:1001:1: error: more than 1000 tags in one game: the rest are skipped [limit]
2 games: 1 valid, 1 invalid
memory < 200 MB
valid JSON Lines: 2
? 1

$ . ./hostile/lib.sh; cd "$T"; { seq 200000 | sed 's/.*/[T& "v"]/'; printf '\n1. e4 e5 *\n\n[Event "next"]\n\n1. d4 d5 *\n'; } >tags.pgn; pk convert tags.pgn; grep -c '^\[T[0-9]' "$T/out"; grep -c '^\[Event ' "$T/out"; status
1000
2
? 1

# A million NAGs: 500,000 movetext items kept, a limit error, the next game read.
$ . ./hostile/lib.sh; cd "$T"; { printf '[Event "nags"]\n\n1. e4 '; yes '$1' | head -n 1000000 | tr '\n' ' '; printf 'e5 *\n\n[Event "next"]\n\n1. d4 d5 *\n'; } >nags.pgn; pk validate nags.pgn; grep '\[limit\]' "$T/out"; games; mem_ok; pk validate --format=json nags.pgn; json_ok; status
nags.pgn:3:1500004: error: more than 500000 moves, comments and annotations in one game: the rest is skipped [limit]
2 games: 1 valid, 1 invalid
memory < 200 MB
valid JSON Lines: 2
? 1

$ . ./hostile/lib.sh; cd "$T"; { printf '[Event "nags"]\n\n1. e4 '; yes '$1' | head -n 1000000 | tr '\n' ' '; printf 'e5 *\n\n[Event "next"]\n\n1. d4 d5 *\n'; } >nags.pgn; pk convert nags.pgn; grep -c '^\[Event ' "$T/out"; mem_ok; status
2
memory < 200 MB
? 1

# --- Move numbers, FEN ---------------------------------------------------------------------------

# Absurd move numbers (beyond 64 bits, negative, zero, out of sequence) never crash; each wrong
# one is named (a move-number warning, an error for '-5.'); the good game after is read.
$ . ./hostile/lib.sh; cd "$T"; printf '[Event "n"]\n\n99999999999999999999999999. e4 e5 2. Nf3 *\n\n[Event "n2"]\n\n1. e4 e5 18446744073709551617... Nf3 -5. Nc6 0. Bb5 *\n\n[Event "ok"]\n\n1. d4 *\n' >num.pgn; pk validate num.pgn; grep -c '\[move-number\]' "$T/out"; grep '\[bad-syntax\]' "$T/out"; games; pk validate --format=json num.pgn; json_ok; status
2
num.pgn:7:38: error: '-5.' is not a move in English algebraic notation [bad-syntax]
3 games: 2 valid, 1 invalid
valid JSON Lines: 3
? 1

# A number too big for its integer is named as such (it was misquoted as 2147483647 before).
$ . ./hostile/lib.sh; cd "$T"; printf '[Event "n"]\n\n99999999999999999999999999. e4 e5 2. Nf3 *\n' >num.pgn; pk validate num.pgn; grep -c '^num.pgn:3:29: warning: .*\[move-number\]$' "$T/out"; grep -c '2147483647' "$T/out"; status
1
0

# A FEN tag of garbage: a bad-fen error for that game; the next game is read.
$ . ./hostile/lib.sh; cd "$T"; printf '[Event "f"]\n[SetUp "1"]\n[FEN "\001garbage/ / 9999999999 w KQkq z9 -1 x"]\n\n1. e4 *\n\n[Event "ok"]\n\n1. d4 *\n' >fen.pgn; pk validate fen.pgn; grep -c '^fen.pgn:3:1: error: FEN tag: .*\[bad-fen\]$' "$T/out"; games; pk validate --format=json fen.pgn; json_ok; status
1
2 games: 1 valid, 1 invalid
valid JSON Lines: 2
? 1

# A game that cannot be set up (here: kingless without a FEN tag) is converted to JSON with
# "start": null (it once had an empty board with an en passant square a1 and move 0).
$ . ./hostile/lib.sh; cd "$T"; printf '[Variant "kingless"]\n\n1. e4 *\n' >k.pgn; pk convert --to=json k.pgn; json_ok; grep -c '"start":null' "$T/out"; status
valid JSON Lines: 1
1
? 1

# More bad FENs: a fullmove number beyond 64 bits, 111 'x', no king; each followed by a good game.
$ . ./hostile/lib.sh; cd "$T"; printf '[Event "f"]\n[FEN "%s"]\n\n1. e4 *\n\n[Event "ok"]\n\n1. d4 *\n' 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 99999999999999999999' 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' '8/8/8/8/8/8/8/8 w - - 0 1' >fen2.pgn; pk validate fen2.pgn; grep -c '\[bad-fen\]' "$T/out"; games; pk convert fen2.pgn; grep -c '^\[Event ' "$T/out"; status
3
6 games: 3 valid, 3 invalid
6
? 1

# A million tags of distinct names and nothing else: one game of tags, 1000 kept, a limit error.
$ . ./hostile/lib.sh; cd "$T"; awk 'BEGIN { for (i = 1; i <= 1000000; i++) printf "[T%d \"x\"]\n", i }' >ev.pgn; pk validate ev.pgn; grep 'more than 1000 tags' "$T/out"; games; mem_ok; pk validate --format=json ev.pgn; json_ok; status
ev.pgn:1001:1: error: more than 1000 tags in one game: the rest are skipped [limit]
1 game: 0 valid, 1 invalid
memory < 200 MB
valid JSON Lines: 1
? 1

# The same from standard input.
$ . ./hostile/lib.sh; cd "$T"; awk 'BEGIN { for (i = 1; i <= 1000000; i++) printf "[T%d \"x\"]\n", i }' | pk validate -; grep -c '^<stdin>:1001:1: error: more than 1000 tags' "$T/out"; games; mem_ok; status
1
1 game: 0 valid, 1 invalid
memory < 200 MB
? 1

# 200,000 games of one result each: read in bounded memory and time.
$ . ./hostile/lib.sh; cd "$T"; yes '*' | head -n 200000 >stars.pgn; pk validate stars.pgn; games; mem_ok; status
200000 games: 200000 valid, 0 invalid
memory < 200 MB

# --- Line ends -----------------------------------------------------------------------------------

# A comment holding a CR not followed by LF (old Mac line ends, or a stray CR): it sent add_node
# into endless recursion, SIGSEGV (fuzz regression pgn-7, fixed in 994d924).
# That fix copied such a comment (CRLF ones too) into a buffer of its own length, from which
# store_text (lib/pgn/game_reader.c) copied 16 bytes: a heap over-read (fuzz regression pgn-8, fixed
# in c0ab53c). Silent in an optimised build: these tests guard it under make SANITIZE=1 test.
$ . ./hostile/lib.sh; cd "$T"; printf '[Event "cr"]\n\n1. e4 {a stray\rCR} e5 *\n' >cr.pgn; pk validate cr.pgn; cat "$T/out"; status
1 game: 1 valid, 0 invalid; 0 errors, 0 warnings

# The same, a whole file with CR line ends.
$ . ./hostile/lib.sh; cd "$T"; printf '[Event "cr"]\r[Result "*"]\r\r1. e4 {two\rlines} e5 *\r' >mac.pgn; pk validate mac.pgn; games; status
1 game: 1 valid, 0 invalid

# --- Good games among damaged ones ---------------------------------------------------------------

# hostile/mixed.py interleaves hostile/good-N.pgn with hostile/damaged-N.pgn (binary junk, an
# illegal move, an unclosed variation with a 300-character word, an unterminated tag value, NUL
# bytes, a truncated last game). validate judges each good game exactly as alone, with one or
# two threads.
$ . ./hostile/lib.sh; python3 hostile/mixed.py validate "$T"; pgnkit validate --format=json "$T/mixed.pgn" >"$T/j1"; pgnkit validate --format=json -j 2 "$T/mixed.pgn" >"$T/j2"; cmp "$T/j1" "$T/j2" && echo "-j 2: same report"
validate: 11 games, exit 1
good-1: judged as alone (0 diagnostics)
good-2: judged as alone (0 diagnostics)
good-3: judged as alone (0 diagnostics)
good-4: judged as alone (0 diagnostics)
good-5: judged as alone (3 diagnostics)
-j 2: same report

# The text report (where threads hand each checked game's arrays on to the next game they read:
# the report reads diagnostics only) and its exit status are one thread's with 2 and 3 threads,
# on the mixed file 40 times over (pieces of 16 KiB: the file is read in several).
$ . ./hostile/lib.sh; python3 hostile/mixed.py validate "$T" >/dev/null; for i in $(seq 40); do cat "$T/mixed.pgn"; done >"$T/big.pgn"; pgnkit validate "$T/big.pgn" >"$T/t1"; s1=$?; for j in 2 3; do pgnkit validate -j $j "$T/big.pgn" >"$T/t$j"; s=$?; cmp "$T/t1" "$T/t$j" && echo "-j $j: same $(wc -l <"$T/t1")-line report, exit $s1 and $s"; done
-j 2: same 681-line report, exit 1 and 1
-j 3: same 681-line report, exit 1 and 1

# convert writes every game, each good one byte for byte as alone.
$ . ./hostile/lib.sh; python3 hostile/mixed.py convert "$T"
convert: 11 games written, exit 1
good-1: converted as alone
good-2: converted as alone
good-3: converted as alone
good-4: converted as alone
good-5: converted as alone
damaged-1: written 1 time
damaged-2: written 1 time
damaged-3: written 1 time
damaged-4: written 1 time
damaged-5: written 1 time
damaged-6: written 1 time

# The damaged games keep their unreadable rest verbatim in a comment.
$ . ./hostile/lib.sh; pk convert hostile/damaged-2.pgn; grep -o '{pgnkit: not converted from here on: .*}' "$T/out"; pk convert hostile/damaged-6.pgn; grep -o '{pgnkit: not converted from here on: .*}' "$T/out"; status
{pgnkit: not converted from here on: 2. Ke3 Nf6 3. d4}
{pgnkit: not converted from here on: 4. B}
? 1

# convert keeps the text of an unterminated tag value (it wrote [White "?"] before).
$ . ./hostile/lib.sh; pk convert hostile/damaged-4.pgn; grep -c 'Damaged4' "$T/out"; status
1
? 1
