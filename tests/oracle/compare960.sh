#!/bin/sh
# pgnkit against chessops on Chess960 games: the verdict (valid or not), the plies played and
# the final FEN of every game must agree.
#
#   sh tests/oracle/compare960.sh PGNKIT                   (a) every Chess960 game of the corpus,
#                                                          (b) a generated set of random games
#   sh tests/oracle/compare960.sh PGNKIT --chess FILE...    the standard chess games of FILEs
#   sh tests/oracle/compare960.sh PGNKIT --chess960 FILE... the Chess960 games of FILEs
#
# (a) reads, in place, every file of ../shared/corpus (beside the repository; CORPUS=DIR to
#     name another) with a Variant tag containing 960, fischer or frc (any case): the TCEC
#     FRC/DFRC finals, pychess' chess960rwch.pgn, python-chess' cutechess-fischerrandom.pgn and
#     scalachess' fixtures. Only their Chess960 games are compared.
# (b) writes SEED's (default 960) GAMES (default 3000) random Chess960 games with random960.mjs
#     (all 960 starts, Double Fischer Random, every castling placement), with chessops' verdict
#     and final FEN of each beside them.
# pgnkit's side: 'PGNKIT validate --format=json FILE' (valid, plies, the first error) and
# 'PGNKIT replay --format=json FILE' (the last ply's FEN; the JSON form is used because it names
# each game's number, where --format=fen prints nothing for a game it refuses). Chess960 games
# are recognised by their Variant tag. chessops' side: chessops-replay.mjs, FENs with X-FEN
# castling and the en passant square after every double push (pgnkit's default).
#
# Prints, per set, the counts that agree and differ and the first SHOW (default 10) games that
# differ, with both FENs. Exit status: 0 when every game agrees, 1 when one differs, 2 on a
# usage error. Skipped, with exit status 0 and a message, when node is missing, or chessops is
# neither installed nor installable; (a) alone is skipped when the corpus is missing.
#
# chessops: CHESSOPS_DIR=DIR names a folder where 'npm install --prefix DIR chessops' put it;
# by default it is installed on first use (npm, version CHESSOPS_VERSION, default 0.15.1: the
# generated games depend on its move order) into ~/.cache/pgnkit-oracle, outside the repository.

set -u

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)

usage() {
    echo "usage: sh $0 PGNKIT [--chess FILE... | --chess960 FILE...]" >&2
    exit 2
}
skip() {
    echo "compare960: skipped: $*"
    exit 0
}

[ $# -ge 1 ] || usage
pgnkit=$1
shift
[ -x "$pgnkit" ] || { echo "compare960: '$pgnkit' is not an executable" >&2; exit 2; }
mode=corpus
case "${1-}" in
    --chess|--chess960) mode=${1#--}; shift; [ $# -ge 1 ] || usage ;;
    '') ;;
    *) usage ;;
esac

corpus=${CORPUS:-$root/../shared/corpus}
seed=${SEED:-960}
games=${GAMES:-3000}
show=${SHOW:-10}
version=${CHESSOPS_VERSION:-0.15.1}
chessops=${CHESSOPS_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/pgnkit-oracle/chessops-$version}

command -v node >/dev/null 2>&1 || skip "node is not installed (the oracle is chessops, a JavaScript library)"
if [ ! -f "$chessops/node_modules/chessops/package.json" ] && [ ! -f "$chessops/package.json" ]; then
    command -v npm >/dev/null 2>&1 || skip "chessops is not in $chessops and npm is not installed to fetch it"
    echo "compare960: installing chessops $version into $chessops" >&2
    mkdir -p "$chessops" &&
        npm install --prefix "$chessops" --no-audit --no-fund --loglevel=error "chessops@$version" >&2 ||
        skip "npm could not install chessops@$version into $chessops"
fi
export CHESSOPS_DIR="$chessops"

work=$(mktemp -d "${TMPDIR:-/tmp}/compare960.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT
trap 'exit 2' HUP INT PIPE TERM

# File names one per line: the lists below split on newlines only.
nl='
'

# run_pgnkit SET FILE...: pgnkit's validate and replay outputs of each FILE, listed in
# $work/SET.manifest for compare-results.mjs.
pgnkit_options=
run_pgnkit() {
    set_name=$1
    shift
    i=0
    : > "$work/$set_name.manifest"
    for f in "$@"; do
        i=$((i + 1))
        v="$work/$set_name.$i.validate" r="$work/$set_name.$i.replay"
        # shellcheck disable=SC2086 # $pgnkit_options: words, or none
        "$pgnkit" validate --format=json $pgnkit_options "$f" > "$v" 2> "$v.err"
        status=$?
        if [ $status -gt 1 ]; then
            echo "compare960: '$pgnkit validate' ended with status $status on $f: $(head -n 1 "$v.err")" >&2
        fi
        # shellcheck disable=SC2086
        "$pgnkit" replay --format=json $pgnkit_options "$f" > "$r" 2> /dev/null
        printf '%s\t%s\t%s\n' "$f" "$v" "$r" >> "$work/$set_name.manifest"
    done
}

# compare SET LABEL VARIANT ORACLE_TSV: runs compare-results.mjs; notes a disagreement.
failed=0
compare() {
    node "$here/compare-results.mjs" --label="$2" --only="$3" --oracle="$4" \
        --manifest="$work/$1.manifest" --show="$show" || failed=1
}

echo "compare960: $pgnkit against chessops $version (CHESSOPS_DIR=$chessops)"
echo "compare960: FENs with X-FEN castling and the en passant square after every double push"

if [ "$mode" != corpus ]; then
    node "$here/chessops-replay.mjs" --only="$mode" "$@" > "$work/files.oracle"
    [ $? -le 1 ] || exit 2
    run_pgnkit files "$@"
    compare files "$mode games of the files named" "$mode" "$work/files.oracle"
    exit $failed
fi

# (a) the corpus' Chess960 games
if [ -d "$corpus" ]; then
    corpus=$(cd "$corpus" && pwd)
    list=$(grep -rlaiE '^\[Variant "[^"]*(960|fischer|frc)' "$corpus" | LC_ALL=C sort)
    old_ifs=$IFS
    IFS=$nl
    # shellcheck disable=SC2086 # split on newlines into the file list
    set -- $list
    IFS=$old_ifs
    if [ $# -eq 0 ]; then
        echo "(a) the corpus has no file with a Chess960 Variant tag"
    else
        node "$here/chessops-replay.mjs" --only=chess960 "$@" > "$work/corpus.oracle"
        [ $? -le 1 ] || exit 2
        run_pgnkit corpus "$@"
        compare corpus "(a) corpus Chess960 games ($corpus)" chess960 "$work/corpus.oracle"
    fi
else
    echo "(a) skipped: no corpus at $corpus (CORPUS=DIR names it)"
fi

# (b) the generated set, whose SAN is English by construction: pgnkit is told so, as its user
# would be (read alone, a few of the games that end in an illegal castling could be German or
# Italian SAN up to the same error, which pgnkit reports as an ambiguous-language error)
generated="$work/random960.pgn"
node "$here/random960.mjs" --seed="$seed" --games="$games" -o "$generated" || exit 2
pgnkit_options=--from-lang=en run_pgnkit generated "$generated"
compare generated "(b) generated Chess960 games (random960.mjs --seed=$seed --games=$games)" chess960 "$generated.expected"

if [ $failed -eq 0 ]; then
    echo "compare960: pgnkit and chessops agree on every game"
else
    echo "compare960: pgnkit and chessops disagree (see above)"
fi
exit $failed
