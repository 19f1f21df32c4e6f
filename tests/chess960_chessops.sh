#!/bin/sh
# Chess960 games replayed by chessops (lichess' library, Chess960 castling as the king taking its
# rook): COUNT random legal games from tests/perft960 (every start in turn, then Double Fischer
# Random ones; castling whenever it comes) must reach the same final FEN, X-FEN castling field
# included. Needs node and chessops: CHESSOPS_DIR=DIR holding node_modules/chessops, by default
# where make oracle-960 installs it (~/.cache/pgnkit-oracle/chessops-0.15.1); absent, said and
# skipped.
# usage: tests/chess960_chessops.sh PERFT960_TOOL [COUNT (3000)]
set -u
tool=$1
count=${2:-3000}
dir=${CHESSOPS_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/pgnkit-oracle/chessops-0.15.1}
if ! command -v node >/dev/null 2>&1 || [ ! -d "$dir/node_modules/chessops" ]; then
    echo "chess960-chessops: node or $dir/node_modules/chessops absent: skipped"
    exit 0
fi
games=$(mktemp)
trap 'rm -f "$games"' EXIT
"$tool" --games "$count" >"$games" || exit 1
# the checker sits beside node_modules, so that node finds chessops from it
check=$(mktemp "$dir/pgnkit-chess960-XXXXXX.mjs")
trap 'rm -f "$games" "$check"' EXIT
cat >"$check" <<'JS'
import { readFileSync } from 'fs';
import { parseFen, makeFen } from 'chessops/fen';
import { Chess } from 'chessops/chess';
import { parseUci } from 'chessops/util';
let same = 0, castles = 0;
const lines = readFileSync(process.argv[2], 'utf8').trim().split('\n');
for (const line of lines) {
  const [n, start, moves, ours] = line.split('\t');
  const pos = Chess.fromSetup(parseFen(start).unwrap()).unwrap();
  let why = null;
  for (const uci of moves.split(' ')) {
    const m = parseUci(uci);
    if (!m || !pos.isLegal(m)) { why = 'chessops finds ' + uci + ' illegal in ' + makeFen(pos.toSetup()); break; }
    const target = pos.board.get(m.to);
    if (target && target.color === pos.turn) castles++; /* the king takes its own rook */
    pos.play(m);
  }
  const theirs = why ? null : makeFen(pos.toSetup());
  if (theirs === ours) same++;
  else console.log('game ' + n + ' from ' + start + ': ' + (why || 'ours ' + ours + ', chessops ' + theirs));
}
console.log('chess960-chessops: ' + same + '/' + lines.length + ' games reach the same final FEN (' + castles + ' castlings)');
process.exit(same === lines.length ? 0 : 1);
JS
node "$check" "$games"
