#!/bin/sh
# Corpus checks: 'pgnkit validate' on the peers' test files and on real collections, read in
# place from ../shared/corpus (beside the repository; never copied into it). Skipped, with exit
# status 0, when that folder does not exist.
#
#   sh tests/corpus/run.sh build/pgnkit            (what 'make corpus-test' runs)
#   sh tests/corpus/run.sh build/pgnkit --record   rewrite expected-verdicts.tsv from what the
#                                                  binary says now, keeping the reviewed notes
#
# a. pgnmentor-players, all 36 files, once through standard input and once as file arguments:
#    50,598 games, all valid, 0 errors, 4,174,886 plies (pgn-extract counts the same); the
#    warnings are allowed and printed by code.
# b. The Latin-1 and CRLF files named in the corpus' INDEX.md: no error except those listed in
#    expected-errors.tsv (each with its reason); Latin-1 text comes out as UTF-8 with an
#    'encoding' warning; line numbers stay right under CRLF.
#    (debian-scid-data/*.eco are Scid's own format, not PGN; the GBK xiangqi files are in d.)
# c. The peers' tricky files (chess.js load-pgn-cases and pgn, chessops pgn, rust-pgn-reader,
#    scalachess pgn-fixtures, python-chess pgn, pgn-extract infiles): each file's verdict
#    (summary line, exit status, error and warning codes) must equal the one recorded in
#    expected-verdicts.tsv, whose third column says why pgnkit and the peer disagree where they
#    do. Files of one SAN movetext per line (scalachess INDEX.tsv) are read one game per line.
#    Peer checks: chess.js' expected permissive and strict verdicts (CASES.tsv) against
#    'pgnkit validate' and 'pgnkit validate --strict' (a disagreement passes only when the
#    file's note explains it, a note that does not begin with "agrees"); rust-pgn-reader's
#    legal.pgn all valid, and illegal.pgn with exactly the game its peers reject.
# d. Robustness: every *.pgn of the corpus (xiangqi and Chess960 included), then every other
#    file of it (EPD, TSV, JSON, XQF/CBR/CBL binaries: no input may crash pgnkit), 30 s at most
#    each: exit status 0 or 1 (2 only for an unreadable file), never a signal, and
#    '--format=json' output that is valid JSON Lines (checked with python3 when installed).
#
# e. Xiangqi (xiangqi-wukong): the 15 xqdb sample games in each of their three files (ICCS,
#    WXF, Chinese) all valid; read to the same ICCS moves (one known disagreement of the sources);
#    ICCS to WXF or Chinese and back gives the same moves; the 2,516 games of the two master
#    collections all valid, with the outcomes reviewed (mates and repetitions cross-checked with
#    Fairy-Stockfish).
# f. Perft suites through 'pgnkit fen --file --perft': pychess perftsuite.epd to depth 4 (127
#    positions, ";D1 20" operations; line 52 refused: a double check by two bishops on one
#    diagonal, which no move can give), perftsuite2.epd to depth 4, python-chess random.perft
#    (6,838 .perft records) to depth 3; Chess960 (--variant=chess960): python-chess and
#    scalachess chess960.perft (960 starts each) to depth 3, pychess frc_perftsuite.epd
#    (Shredder-FEN) to depth 4 (lines 3 and 4 refused: two bishops on dark squares beside eight
#    pawns, which no game reaches); every count as the suite says. make perft960 goes deeper.
# g. Clocks and duplicates: no clock warning on the real games with [%clk]; TCEC's time left
#    written as [%clk], with the warnings its records call for; --duplicates on the pgnmentor
#    files (3,609 repeats) and on them twice over (every game of the second copy found too).
#
# Ends with one line "N passed, N failed"; exit status 1 when any check failed, 2 on a usage
# error. VERBOSE=1 prints every passing file too.

set -u
LC_ALL=C
export LC_ALL

if [ $# -lt 1 ] || [ $# -gt 2 ] || [ ! -f "$1" ] || [ ! -x "$1" ]; then
    echo "usage: sh tests/corpus/run.sh PGNKIT [--record]   (PGNKIT: the built binary, e.g. build/pgnkit)" >&2
    exit 2
fi
record=0
case ${2:-} in
'') ;;
--record) record=1 ;;
*)
    echo "usage: sh tests/corpus/run.sh PGNKIT [--record]" >&2
    exit 2
    ;;
esac

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
if [ ! -d "$root/../shared/corpus" ]; then
    echo "corpus checks skipped: ../shared/corpus does not exist beside the repository"
    exit 0
fi
corpus=$(cd "$root/../shared/corpus" && pwd)
case $1 in
/*) pgnkit=$1 ;;
*) pgnkit=$(pwd)/$1 ;;
esac
verdicts=$here/expected-verdicts.tsv
errors_tsv=$here/expected-errors.tsv
verbose=${VERBOSE:-0}

tmp=$(mktemp -d "${TMPDIR:-/tmp}/pgnkit-corpus.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM
# all the checks run one and the same binary, even if it is rebuilt meanwhile
cp "$pgnkit" "$tmp/pgnkit" || exit 2
pgnkit=$tmp/pgnkit

passed=0
failed=0
pass() {
    passed=$((passed + 1))
    [ "$verbose" = 1 ] && echo "ok   $*"
    return 0
}
fail() {
    failed=$((failed + 1))
    echo "FAIL $*"
}
# report STATUS DESCRIPTION: counts a check (passed when STATUS is 0) and prints its line.
report() {
    if [ "$1" -eq 0 ]; then
        passed=$((passed + 1))
        echo "ok   $2"
    else
        fail "$2"
    fi
}

cd "$corpus" || exit 2

# codes FILE: the diagnostics of a text report, one "E code" or "W code" per line.
codes() {
    awk 'match($0, /:[0-9]+:[0-9]+: (error|warning): /) {
        sev = substr($0, RSTART, RLENGTH) ~ /error/ ? "E" : "W"
        code = "?"
        if (match($0, /\[[a-z0-9-]+\]$/)) code = substr($0, RSTART + 1, RLENGTH - 2)
        print sev, code
    }' "$1"
}

# verdict ARGS...: runs 'pgnkit validate ARGS' and prints one line: the summary line, the exit
# status, then the error and the warning codes (sorted, "*N" when a code comes N times).
verdict() {
    "$pgnkit" validate "$@" >"$tmp/out" 2>"$tmp/err"
    rc=$?
    summary=$(grep -E '^[0-9]+ games?: ' "$tmp/out" | tail -n 1)
    [ -n "$summary" ] || summary="no summary line"
    codes "$tmp/out" | sort | uniq -c | awk -v s="$summary" -v rc="$rc" '
        { name = $3 ($1 > 1 ? "*" $1 : "")
          if ($2 == "E") e = e (e == "" ? "" : ",") name; else w = w (w == "" ? "" : ",") name }
        END { printf "%s; exit %d; errors: %s; warnings: %s\n", s, rc, (e == "" ? "-" : e), (w == "" ? "-" : w) }'
}

# lines_as_games FILE: one SAN movetext per line becomes one game per line.
lines_as_games() {
    awk 'NF { printf "[Event \"%s line %d\"]\n\n%s *\n\n", FILENAME, NR, $0 }' "$1"
}

########## a. pgnmentor-players: every game valid ##########################################
echo "== a. pgnmentor-players: 36 files, through standard input and as file arguments"
mentor_games=50598
mentor_plies=4174886
set -- pgnmentor-players/*.pgn
nfiles=$#
[ "$nfiles" -eq 36 ]
report $? "a. pgnmentor-players holds 36 files ($nfiles)"
want="$mentor_games games: $mentor_games valid, 0 invalid; 0 errors,"
cat "$@" | "$pgnkit" validate - >"$tmp/a-stdin" 2>"$tmp/err"
rc_stdin=$?
"$pgnkit" validate "$@" >"$tmp/a-files" 2>"$tmp/err"
rc_files=$?
for how in stdin files; do
    out=$tmp/a-$how
    if [ "$how" = stdin ]; then rc=$rc_stdin; else rc=$rc_files; fi
    summary=$(tail -n 1 "$out")
    case $summary in
    "$want "*) [ "$rc" -eq 0 ] ;;
    *) false ;;
    esac
    report $? "a. $how: $summary (exit $rc)"
done
# the same diagnostics, whichever way the games come in
sed 's/^[^:]*:[0-9]*:[0-9]*: //' "$tmp/a-stdin" | grep -v '^[0-9]* games' | sort >"$tmp/a1"
sed 's/^[^:]*:[0-9]*:[0-9]*: //' "$tmp/a-files" | grep -v '^[0-9]* games' | sort >"$tmp/a2"
cmp -s "$tmp/a1" "$tmp/a2"
report $? "a. standard input and file arguments give the same $(wc -l <"$tmp/a1" | tr -d ' ') diagnostics"
echo "   warnings by code: $(codes "$tmp/a-files" | awk '$1 == "W" { print $2 }' | sort | uniq -c |
    sort -k1,1nr -k2 | awk '{ printf "%s%s %d", (NR > 1 ? ", " : ""), $2, $1 }')"
"$pgnkit" validate --format=json "$@" 2>/dev/null | awk '
    { n++; if (match($0, /"plies":[0-9]+/)) plies += substr($0, RSTART + 8, RLENGTH - 8)
      if ($0 !~ /"valid":true/) bad++ }
    END { printf "%d %d %d\n", n, plies, bad }' >"$tmp/a-json"
read -r jgames jplies jbad <"$tmp/a-json"
[ "$jgames" -eq "$mentor_games" ] && [ "$jplies" -eq "$mentor_plies" ] && [ "$jbad" -eq 0 ]
report $? "a. --format=json: $jgames records, $jplies plies (pgn-extract: $mentor_games, $mentor_plies), $jbad not valid"

########## b. Latin-1 and CRLF files: no unexpected error ##################################
echo "== b. Latin-1 and CRLF files (INDEX.md): errors only where expected-errors.tsv lists them"
latin1_files="pgn-extract/infiles/odds.pgn pychess-repo/gamefiles/dortmund.pgn
    pychess-repo/lang-eco/eco-da.pgn pychess-repo/lang-eco/eco-de.pgn pychess-repo/lang-eco/eco-en.pgn
    pychess-repo/lang-eco/eco-es.pgn pychess-repo/lang-eco/eco-fr.pgn pychess-repo/lang-eco/eco-hu.pgn"
crlf_files="pychess-repo/gamefiles/world_matches.pgn pychess-repo/gamefiles/chess960rwch.pgn
    pychess-repo/gamefiles/atomic.pgn pychess-repo/gamefiles/zh.pgn pychess-repo/gamefiles/bilbao.pgn
    chess.js/load-pgn-cases/19-loadpgn-works-messy-whitespace-tabs-whitespace-and-mixed-newlines.pgn
    chess.js/load-pgn-cases/20-loadpgn-works-parses-different-newline-characters.pgn"
grep -v '^#' "$errors_tsv" >"$tmp/expected-errors"
for f in $latin1_files $crlf_files; do
    if [ ! -f "$f" ]; then
        fail "b. $f: not in the corpus"
        continue
    fi
    "$pgnkit" validate "$f" >"$tmp/out" 2>"$tmp/err"
    # "LINE:COLUMN code" of each error, then match them against the list
    awk 'match($0, /:[0-9]+:[0-9]+: error: /) {
        where = substr($0, RSTART + 1, RLENGTH - 10)
        code = "?"
        if (match($0, /\[[a-z0-9-]+\]$/)) code = substr($0, RSTART + 1, RLENGTH - 2)
        print where, code }' "$tmp/out" >"$tmp/errs"
    awk -F'\t' -v f="$f" -v errs="$tmp/errs" '
        $1 == f { if ($2 == "*") any[$3] = 1; else { want[$2 " " $3] = 1; nwant++ } }
        END {
            while ((getline line < errs) > 0) {
                n++; split(line, p, " ")
                if (line in want) { seen[line] = 1; continue }
                if (p[2] in any) { continue }
                bad = bad " " line
            }
            for (k in want) if (!(k in seen)) gone = gone " " k
            if (bad != "") print "unexpected error(s) at" bad
            if (gone != "") print "listed error(s) no longer reported:" gone
            printf "%d\n", n
        }' "$tmp/expected-errors" >"$tmp/bres"
    nerr=$(tail -n 1 "$tmp/bres")
    problems=$(sed '$d' "$tmp/bres")
    if [ -z "$problems" ]; then
        report 0 "b. $f: $(tail -n 1 "$tmp/out") ($nerr expected)"
    else
        fail "b. $f: $problems"
    fi
done
for f in $latin1_files; do
    "$pgnkit" validate "$f" >"$tmp/out" 2>/dev/null
    n=$(grep -c '\[encoding\]$' "$tmp/out")
    "$pgnkit" validate --format=json "$f" 2>/dev/null | iconv -f UTF-8 -t UTF-8 >/dev/null 2>&1
    utf8=$?
    [ "$n" -gt 0 ] && [ "$utf8" -eq 0 ]
    report $? "b. $f: read as Latin-1 ($n encoding warnings), written as UTF-8"
done
"$pgnkit" validate --format=json pychess-repo/gamefiles/dortmund.pgn 2>/dev/null |
    grep -c '"white":"Réti, Richard"' >"$tmp/n" # the name is written here in UTF-8
n=$(cat "$tmp/n")
[ "$n" -gt 0 ]
report $? "b. dortmund.pgn: Latin-1 'R\\xe9ti, Richard' reported as UTF-8 'Réti, Richard' ($n games)"
"$pgnkit" validate --allow-null pgn-extract/infiles/odds.pgn >"$tmp/out" 2>/dev/null
rc=$?
[ "$rc" -eq 0 ]
report $? "b. odds.pgn --allow-null (pawn-and-move odds pass with '--'): $(tail -n 1 "$tmp/out")"
for f in pychess-repo/gamefiles/world_matches.pgn pychess-repo/gamefiles/dortmund.pgn; do
    want=$(grep -n '^\[Event ' "$f" | tail -n 1 | cut -d: -f1)
    got=$("$pgnkit" validate --format=json "$f" 2>/dev/null | tail -n 1 | sed -n 's/.*"game":[0-9]*,"line":\([0-9]*\),.*/\1/p')
    [ "$got" = "$want" ]
    report $? "b. $f (CRLF): the last game starts on line $want (pgnkit: ${got:-?})"
done

########## c. the peers' tricky files: verdicts as recorded ################################
echo "== c. peers' tricky files: verdicts as recorded in tests/corpus/expected-verdicts.tsv"
# The files, in a fixed order; "FILE" or "FILE lines" (one movetext per line).
{
    for f in chess.js/load-pgn-cases/*.pgn chess.js/pgn/*.pgn chessops/pgn/*.pgn rust-pgn-reader/*.pgn \
        scalachess/pgn-fixtures/*.pgn python-chess/pgn/*.pgn pgn-extract/infiles/*.pgn; do
        [ -f "$f" ] && echo "$f"
    done
    awk -F'\t' '!/^#/ && $3 ~ /one SAN movetext per line/ { print "scalachess/pgn-fixtures/" $1 " lines" }' \
        scalachess/pgn-fixtures/INDEX.tsv
    # pgn-extract inputs that are games (the other *.txt are option, tag and file lists)
    for f in alg fools-mate test-a test-o test-r; do
        echo "pgn-extract/infiles/$f.txt"
    done
} >"$tmp/c-files"

: >"$tmp/c-new"
c_pass=0
c_fail=0
while read -r f how; do
    if [ ! -f "$f" ]; then
        fail "c. $f: not in the corpus"
        c_fail=$((c_fail + 1))
        continue
    fi
    if [ "${how:-}" = lines ]; then
        lines_as_games "$f" >"$tmp/lines.pgn"
        v=$(verdict "$tmp/lines.pgn")
    else
        v=$(verdict "$f")
    fi
    row=$(awk -F'\t' -v f="$f" '$1 == f { print; exit }' "$verdicts" 2>/dev/null)
    old_verdict=$(printf '%s\n' "$row" | cut -f2)
    note=$(printf '%s\n' "$row" | cut -f3)
    printf '%s\t%s\t%s\n' "$f" "$v" "$note" >>"$tmp/c-new"
    [ "$record" = 1 ] && continue
    if [ -z "$row" ]; then
        fail "c. $f: no recorded verdict (now: $v); run with --record and review it"
        c_fail=$((c_fail + 1))
    elif [ "$old_verdict" != "$v" ]; then
        fail "c. $f: verdict changed
       recorded: $old_verdict
       now:      $v"
        c_fail=$((c_fail + 1))
    else
        pass "c. $f: $v"
        c_pass=$((c_pass + 1))
    fi
done <"$tmp/c-files"
if [ "$record" = 1 ]; then
    {
        echo "# pgnkit's verdict on each of the peers' tricky files (written by 'sh tests/corpus/run.sh PGNKIT --record')."
        echo "# file <TAB> verdict: summary line; exit status; error codes; warning codes (*N: N times) <TAB> why"
        echo "# pgnkit and the peer disagree, where they do (reviewed by hand; kept by --record)."
        cat "$tmp/c-new"
    } >"$verdicts"
    echo "recorded $(wc -l <"$tmp/c-new" | tr -d ' ') verdicts in $verdicts"
else
    # rows whose file is no longer checked
    awk -F'\t' '!/^#/ { print $1 }' "$verdicts" | sort >"$tmp/c-old-names"
    cut -f1 "$tmp/c-new" | sort >"$tmp/c-new-names"
    for f in $(comm -23 "$tmp/c-old-names" "$tmp/c-new-names"); do
        fail "c. $f: recorded but no longer checked (gone from the corpus?)"
        c_fail=$((c_fail + 1))
    done
    echo "   $c_pass files as recorded, $c_fail not"
fi

# note FILE: the reviewed note of a file, empty when there is none.
note_of() { awk -F'\t' -v f="$1" '$1 == f { print $3; exit }' "$tmp/c-new"; }

echo "== c. peer verdicts: chess.js load-pgn-cases/CASES.tsv, rust-pgn-reader"
agree=0
reviewed=0
while IFS='	' read -r name _ expect; do
    f=chess.js/load-pgn-cases/$name
    [ -f "$f" ] || continue
    for mode in permissive strict; do
        case $expect in
        *"$mode: ok"*) want=ok ;;
        *"$mode: throws"*) want=throws ;;
        *) continue ;;
        esac
        if [ "$mode" = strict ]; then set -- --strict; else set --; fi
        if "$pgnkit" validate --quiet "$@" "$f" >/dev/null 2>&1; then got=ok; else got=throws; fi
        note=$(note_of "$f")
        if [ "$got" = "$want" ]; then
            agree=$((agree + 1))
            pass "c. chess.js $name $mode: $want, pgnkit agrees"
        elif [ -n "$note" ] && [ "${note#agrees}" = "$note" ]; then
            reviewed=$((reviewed + 1))
            pass "c. chess.js $name $mode: chess.js $want, pgnkit $got (reviewed: $note)"
        else
            fail "c. chess.js $name $mode: chess.js $want, pgnkit $got, and no note in expected-verdicts.tsv explains why"
        fi
    done
done <<EOF
$(grep -v '^#' chess.js/load-pgn-cases/CASES.tsv)
EOF
echo "   chess.js CASES.tsv: pgnkit agrees on $agree verdicts; $reviewed reviewed disagreements (see the notes)"
"$pgnkit" validate --format=json rust-pgn-reader/legal.pgn 2>/dev/null >"$tmp/legal.json"
n=$(grep -c '"valid":true' "$tmp/legal.json")
t=$(wc -l <"$tmp/legal.json" | tr -d ' ')
[ "$n" -eq 100 ] && [ "$t" -eq 100 ]
report $? "c. rust-pgn-reader/legal.pgn: $n of $t games valid (peer: all 100 legal)"
bad=$("$pgnkit" validate --format=json rust-pgn-reader/illegal.pgn 2>/dev/null |
    sed -n 's/.*"game":\([0-9]*\),.*"valid":false.*/\1/p' | tr '\n' ' ')
[ "$bad" = "38 " ]
report $? "c. rust-pgn-reader/illegal.pgn: invalid games: ${bad:-none} (peers chess.js and pgn-extract reject game 38 only: 'b4')"

########## d. robustness: every *.pgn, never a crash, valid JSON Lines #####################
echo "== d. robustness: every *.pgn of the corpus, then every other file, 30 s each, --format=json"
if command -v timeout >/dev/null 2>&1; then limit="timeout 30"; else limit=; fi
if command -v python3 >/dev/null 2>&1; then have_python=1; else
    have_python=0
    echo "   (python3 not installed: JSON Lines not checked)"
fi
# every *.pgn, then every other file (EPD, TSV, JSON, XQF/CBR binaries...): no input may crash
{
    find . -name '*.pgn' -type f | sed 's|^\./||' | sort
    find . ! -name '*.pgn' -type f | sed 's|^\./||' | sort
} >"$tmp/d-files"
mkdir "$tmp/json"
d_files=0
: >"$tmp/d-status"
while read -r f; do
    d_files=$((d_files + 1))
    $limit "$pgnkit" validate --format=json "$f" >"$tmp/json/$d_files" 2>/dev/null </dev/null
    echo "$d_files $? $f" >>"$tmp/d-status"
done <"$tmp/d-files"
: >"$tmp/d-badjson"
if [ "$have_python" = 1 ]; then
    # one python3 for all the outputs: prints the number of each output that is not JSON Lines
    python3 -c '
import json, sys
for path in sys.argv[1:]:
    try:
        with open(path, encoding="utf-8") as f:
            for line in f:
                json.loads(line)
    except Exception as e:
        print(path.rsplit("/", 1)[1], type(e).__name__)
' "$tmp"/json/* >"$tmp/d-badjson"
fi
d_pass=0
d_pgn=0
d_pgn_pass=0
while read -r i rc f; do
    case $f in *.pgn) d_pgn=$((d_pgn + 1)) ;; esac
    problem=
    case $rc in
    0 | 1) ;;
    2) [ -r "$f" ] && problem="exit status 2 on a readable file" ;;
    124) problem="still running after 30 s" ;;
    *) if [ "$rc" -gt 128 ]; then problem="killed by signal $((rc - 128))"; else problem="exit status $rc"; fi ;;
    esac
    j=$(awk -v i="$i" '$1 == i { print $2; exit }' "$tmp/d-badjson")
    [ -n "$j" ] && problem="${problem:+$problem; }--format=json output is not JSON Lines ($j)"
    if [ -z "$problem" ]; then
        pass "d. $f"
        d_pass=$((d_pass + 1))
        case $f in *.pgn) d_pgn_pass=$((d_pgn_pass + 1)) ;; esac
    else
        fail "d. $f: $problem"
    fi
done <"$tmp/d-status"
echo "   $d_pgn_pass of $d_pgn *.pgn files and $((d_pass - d_pgn_pass)) of $((d_files - d_pgn)) other files: exit status 0/1, no signal, no time-out$([ "$have_python" = 1 ] && echo ', valid JSON Lines')"

########## e. Xiangqi: xqdb samples in three notations, the master collections ##############
echo "== e. xiangqi-wukong: xqdb-samples (15 games in ICCS, WXF, Chinese), collections (2,516 games)"
x=xiangqi-wukong/xqdb-samples
for f in bulk_games_uci xqdb_international xqdb_traditional; do
    s=$("$pgnkit" validate "$x/$f.pgn" 2>/dev/null | tail -n 1)
    case $s in "15 games: 15 valid, 0 invalid;"*) r=0 ;; *) r=1 ;; esac
    report $r "e. $x/$f.pgn: $s"
done
# the moves of each file in ICCS, one per line
for f in bulk_games_uci xqdb_international xqdb_traditional; do
    "$pgnkit" convert --to=iccs "$x/$f.pgn" 2>/dev/null | grep -v '^\[' | tr ' ' '\n' | grep -E '^[a-i][0-9][a-i][0-9]$' >"$tmp/e-$f"
done
cmp -s "$tmp/e-xqdb_international" "$tmp/e-xqdb_traditional"
report $? "e. WXF and Chinese files read to the same $(wc -l <"$tmp/e-xqdb_traditional" | tr -d ' ') ICCS moves"
d=$(diff "$tmp/e-bulk_games_uci" "$tmp/e-xqdb_traditional" | grep -E '^[<>]' | tr '\n' ' ')
[ "$d" = "< e5e6 > e3e4 " ]
report $? "e. ICCS file against them: one move differs, ${d:-none} (game 2, 36.: the source files disagree, UCI e5e6, WXF -P+1 and Chinese rear soldier e3e4)"
for t in wxf chinese; do
    "$pgnkit" convert --to=$t "$x/bulk_games_uci.pgn" 2>/dev/null | "$pgnkit" convert --to=iccs 2>/dev/null |
        grep -v '^\[' | tr ' ' '\n' | grep -E '^[a-i][0-9][a-i][0-9]$' | cmp -s - "$tmp/e-bulk_games_uci"
    report $? "e. ICCS file converted to $t and back: the same moves"
done
"$pgnkit" validate --format=json xiangqi-wukong/collections/Hu_Ronghua_1391_UCI_games.pgn \
    xiangqi-wukong/collections/Liu_Dahua_1125_UCI_games.pgn 2>/dev/null >"$tmp/e-coll.json"
n=$(grep -c '"valid":true' "$tmp/e-coll.json")
t=$(wc -l <"$tmp/e-coll.json" | tr -d ' ')
o=$(sed -n 's/.*"outcome":"\([a-z-]*\)".*/\1/p' "$tmp/e-coll.json" | sort | uniq -c | awk '{ printf "%s%s %s", (NR > 1 ? ", " : ""), $2, $1 }')
[ "$n" -eq 2516 ] && [ "$t" -eq 2516 ] && [ "$o" = "checkmate 11, repetition-draw 131, repetition-loss 94" ]
report $? "e. collections: $n of $t games valid; outcomes: $o (Fairy-Stockfish: the 11 mates have no legal move, the 225 third occurrences fall on the same plies, the 47 perpetual checks are one-sided)"

echo "== f. perft suites through pgnkit fen --file"
# suite_check FILE DEPTH EXPECTED-SUMMARY [EXPECTED-ERROR-LINES] (VARIANT: --variant, default chess)
suite_check() {
    out=$("$pgnkit" fen --variant="${VARIANT:-chess}" --file="$1" --perft="$2" 2>&1)
    summary=$(printf '%s\n' "$out" | tail -n 1)
    errors=$(printf '%s\n' "$out" | grep ': error: ' | sed 's/: error: .*//' | tr '\n' ' ' | sed 's/ $//')
    [ "$summary" = "$3" ] && [ "$errors" = "${4:-}" ]
    report $? "f. $1 to depth $2: $summary${4:+ (refused: $4)}"
}
suite_check pychess-repo/gamefiles/perftsuite.epd 4 "127 positions: 126 ok, 1 failed" \
    pychess-repo/gamefiles/perftsuite.epd:52
suite_check pychess-repo/gamefiles/perftsuite2.epd 4 "32 positions: 32 ok, 0 failed"
suite_check python-chess/perft/random.perft 3 "6838 positions: 6838 ok, 0 failed"
VARIANT=chess960 suite_check python-chess/perft/chess960.perft 3 "960 positions: 960 ok, 0 failed"
VARIANT=chess960 suite_check scalachess/resources/chess960.perft 3 "960 positions: 960 ok, 0 failed"
VARIANT=chess960 suite_check pychess-repo/gamefiles/frc_perftsuite.epd 4 "9 positions: 7 ok, 2 failed" \
    "pychess-repo/gamefiles/frc_perftsuite.epd:3 pychess-repo/gamefiles/frc_perftsuite.epd:4"

########## g. clocks and duplicates ########################################################
echo "== g. clock records against the time control; duplicate games"
# every file with [%clk] commands (lichess fixtures, rust-pgn-reader, notnil, python-chess):
# real games, so no clock warning; the moves with a clock counted from the JSON records
set -- $(grep -rlI --include='*.pgn' '%clk' . | sort)
"$pgnkit" validate "$@" 2>/dev/null | grep -c '\[clock\]$' >"$tmp/f-clock"
clocks=$("$pgnkit" validate --format=json "$@" 2>/dev/null |
    sed -n 's/.*"moves_with_clock":\([0-9]*\).*/\1/p' | awk '{ n += $1 } END { print n + 0 }')
w=$(cat "$tmp/f-clock")
[ "$w" -eq 0 ] && [ "$clocks" -gt 600 ]
report $? "g. $# files with [%clk], $clocks moves with a clock: $w clock warnings"
# TCEC's time left (tl=, after each move) written as [%clk]: the 618 games of four controls
# (1800+3, 1800+5, 7200+15, 40/6000:20/3000:1200+10) check with 31 warnings, all in TCEC
# Season 1 (2011, 40/6000:20/3000:1200+10): 29 clocks 2 or 3 seconds above what the control
# allows (its GUI added a second or two to moves made at once) and 2 book moves whose recorded
# clock is another game's (1:06:00, then 1:32:51 after the first move out of book)
if command -v perl >/dev/null 2>&1; then
    cat tcec/standard/*.pgn tcec/chess960/*.pgn | perl -pe '
        s/tl=(\d+):(\d\d):(\d\d)/"[%clk ".($1+0).":$2:$3]"/ge;
        s/tl=(\d+)(?=[,\s}])/sprintf("[%%clk %d:%02d:%02d.%03d]", int($1 \/ 3600000), int($1 \/ 60000) % 60, int($1 \/ 1000) % 60, $1 % 1000)/ge' \
        >"$tmp/f-tcec.pgn"
    "$pgnkit" validate "$tmp/f-tcec.pgn" 2>/dev/null | grep '\[clock\]$' >"$tmp/f-tcec"
    w=$(wc -l <"$tmp/f-tcec" | tr -d ' ')
    s1=$(grep -c '40/6000:20/3000:1200+10 allows' "$tmp/f-tcec")
    [ "$w" -eq 31 ] && [ "$s1" -eq 31 ]
    report $? "g. TCEC, tl= as [%clk]: $(grep -c '%clk' "$tmp/f-tcec.pgn") clocks, $w warnings ($s1 of them in the games of 40/6000:20/3000:1200+10)"
fi
# duplicates: the pgnmentor files overlap (a game of two of the players is in both files)
cat pgnmentor-players/*.pgn >"$tmp/f-players.pgn"
n=$("$pgnkit" validate --duplicates "$tmp/f-players.pgn" 2>/dev/null | grep -c '\[duplicate-game\]$')
[ "$n" -eq 3609 ]
report $? "g. --duplicates: $n of the $mentor_games pgnmentor games repeat an earlier one"
cat "$tmp/f-players.pgn" "$tmp/f-players.pgn" >"$tmp/f-twice.pgn"
"$pgnkit" validate --duplicates "$tmp/f-twice.pgn" >"$tmp/f-twice-1" 2>/dev/null
"$pgnkit" validate --duplicates --jobs=2 "$tmp/f-twice.pgn" >"$tmp/f-twice-2" 2>/dev/null
n=$(grep -c '\[duplicate-game\]$' "$tmp/f-twice-1")
cmp -s "$tmp/f-twice-1" "$tmp/f-twice-2"
same=$?
[ "$n" -eq $((3609 + mentor_games)) ] && [ "$same" -eq 0 ]
report $? "g. --duplicates, the files twice over: $n (3609 + every game of the second copy), the same with --jobs=2"

# --jobs on a file: each thread reads pieces of it of its own (cut between games, read again when
# a cut went wrong): every corpus PGN that is cut (over 64 KiB), and the pgnmentor files as one,
# give the very report of one thread, on 2 and 3 threads, and convert's very output
cut=0
differ=""
for f in $(find . -name '*.pgn' -size +64k | sort) "$tmp/f-players.pgn"; do
    cut=$((cut + 1))
    "$pgnkit" validate --format=json "$f" >"$tmp/j1" 2>"$tmp/j1e"
    "$pgnkit" convert --to=lan "$f" >"$tmp/c1" 2>"$tmp/c1e"
    for jobs in 2 3; do
        "$pgnkit" validate --format=json --jobs=$jobs "$f" >"$tmp/jn" 2>"$tmp/jne"
        "$pgnkit" convert --to=lan --jobs=$jobs "$f" >"$tmp/cn" 2>"$tmp/cne"
        cmp -s "$tmp/j1" "$tmp/jn" && cmp -s "$tmp/j1e" "$tmp/jne" && cmp -s "$tmp/c1" "$tmp/cn" &&
            cmp -s "$tmp/c1e" "$tmp/cne" || differ="$differ $f (--jobs=$jobs)"
    done
done
[ -z "$differ" ] && [ "$cut" -gt 40 ]
report $? "g. --jobs=2 and 3 on $cut files read in pieces: the same reports and conversions as one thread${differ:+; differ:$differ}"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
