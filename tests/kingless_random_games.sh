#!/bin/sh
# Kingless games played at random by pgnkit itself, for 'make bench' (the corpus has no
# kingless games): the variant's ns per ply beside chess's.
#
#   sh tests/kingless_random_games.sh PGNKIT GAMES [SEED] > FILE
#
# Game i starts from the kingless start number i mod 3 (equal, equal-wings, unequal). Each ply
# asks 'pgnkit fen --variant=kingless --legal' for the legal moves of the position reached and
# plays one drawn by a linear congruential generator from SEED (default 1), so that the same
# arguments give the same file. A side with no move passes ('--' in the file); the round ends
# when a side has no man left, when neither side can move, or after 40 moves each
# (pgnkit-rules(7), THE KINGLESS GAME). The result is written from that end (capture: the capturer wins; otherwise
# the material decides: pawn 1, knight 3, bishop 3, rook 5, queen 9). 'pgnkit validate' must
# then find every game valid (the script checks it and exits 1 otherwise).
# Slow on purpose (one process per ply): 2 to 7 minutes for 300 games. The file it made is
# kept as tests/bench-data/kingless-random.pgn (300 games, seed 1: 23,601 plies, 19 rounds won
# by taking the last man, 281 stopped by the move limit, 105 lines with a pass).

set -u

if [ $# -lt 2 ] || [ ! -x "$1" ]; then
    echo "usage: sh tests/kingless_random_games.sh PGNKIT GAMES [SEED] > FILE" >&2
    exit 2
fi
pgnkit=$1 games=$2 seed=${3:-1}
starts="equal equal-wings unequal"
out=$(mktemp "${TMPDIR:-/tmp}/kingless-games.XXXXXX") || exit 2
trap 'rm -f "$out"' EXIT

# next_random: the next value of the generator (31 bits) in $seed
next_random() { seed=$(((seed * 1103515245 + 12345) % 2147483648)); }

# material COLOR FEN: the kingless material of White (upper case) or Black (lower case)
material() {
    printf '%s\n' "${2%% *}" | awk -v white="$1" '{
        n = split($0, c, ""); s = 0
        for (i = 1; i <= n; i++) {
            p = c[i]
            if (white == "w" && p !~ /[PNBRQ]/) continue
            if (white == "b" && p !~ /[pnbrq]/) continue
            p = tolower(p)
            s += p == "p" ? 1 : p == "n" || p == "b" ? 3 : p == "r" ? 5 : 9
        }
        print s }'
}

g=0
while [ "$g" -lt "$games" ]; do
    # shellcheck disable=SC2086
    set -- $starts
    shift $((g % 3))
    start=$(${pgnkit} fen --variant=kingless "$1")
    moves=
    ply=0
    while [ "$ply" -lt 80 ]; do
        # shellcheck disable=SC2086
        legal=$("$pgnkit" fen --variant=kingless --legal "$start" $moves)
        if [ -z "$legal" ]; then
            # shellcheck disable=SC2086
            fen=$("$pgnkit" fen --variant=kingless "$start" $moves)
            board=${fen%% *}
            case $board in
            *[PNBRQ]*[pnbrq]* | *[pnbrq]*[PNBRQ]*) ;;
            *) break ;; # a side has no man left
            esac
            # shellcheck disable=SC2086
            other=$("$pgnkit" fen --variant=kingless --legal "$start" $moves Z0)
            [ -n "$other" ] || break # neither side can move
            move=Z0 # a pass: '--' would end fen's options
        else
            next_random
            n=$(printf '%s\n' "$legal" | wc -l)
            move=$(printf '%s\n' "$legal" | sed -n "$((seed / 7 % n + 1))p")
        fi
        moves="$moves $move"
        ply=$((ply + 1))
    done
    # shellcheck disable=SC2086
    fen=$("$pgnkit" fen --variant=kingless "$start" $moves)
    w=$(material w "$fen") b=$(material b "$fen")
    if [ "$w" -gt "$b" ]; then result=1-0; elif [ "$w" -lt "$b" ]; then result=0-1; else result=1/2-1/2; fi
    g=$((g + 1))
    {
        printf '[Event "Kingless, random play"]\n[Site "pgnkit"]\n[Date "????.??.??"]\n[Round "%d"]\n' "$g"
        printf '[White "Random %d"]\n[Black "Random %d"]\n[Result "%s"]\n[Variant "Kingless"]\n' \
            $((2 * g - 1)) $((2 * g)) "$result"
        printf '[SetUp "1"]\n[FEN "%s"]\n\n' "$start"
        # shellcheck disable=SC2086
        set -- $moves
        i=0
        for m; do
            [ "$m" = Z0 ] && m=--
            if [ $((i % 2)) -eq 0 ]; then printf '%d. %s' $((i / 2 + 1)) "$m"; else printf ' %s' "$m"; fi
            i=$((i + 1))
            if [ $((i % 2)) -eq 0 ]; then printf '\n'; else :; fi
        done | fmt -w 79
        printf '%s\n\n' "$result"
    } >>"$out"
done

if ! "$pgnkit" validate --quiet "$out" >&2; then
    echo "kingless_random_games.sh: pgnkit validate finds an invalid game" >&2
    exit 1
fi
cat "$out"
