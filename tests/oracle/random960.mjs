#!/usr/bin/env node
// Writes a PGN of random Chess960 games, played by chessops, and beside it the verdict line
// chessops-replay.mjs prints for each game (so a comparison needs no second replay).
//
//   node tests/oracle/random960.mjs [--chessops=DIR] [--seed=N] [--games=N] [--stats]
//        -o OUT.pgn
//
// Writes OUT.pgn and OUT.pgn.expected (the lines of chessops-replay.mjs: FILE GAME LINE VARIANT
// VERDICT PLY PLIES FEN WHY, FEN castling in X-FEN, en passant square after every double push).
// The same seed (default 960) and game count (default 3000) give the same files, byte for byte.
// --stats prints to standard error what the games cover: start positions, results, castlings by
// side, king file and rook file, the special castlings, and the illegal castlings by reason.
//
// The games:
// - starts: games 1-960 and 961-1920 take start positions 0-959 in order (the standard Chess960
//   numbering, 518 the usual chess start); one game in eight after that is Double Fischer Random
//   (each side's back rank drawn on its own, Black's not the mirror of White's), the others a
//   random Chess960 start. One FEN in four writes its castling field in Shredder-FEN (HAha), the
//   rest in X-FEN (KQkq): the reader must take both.
// - moves: each colour is given a preferred castling side per game; a legal castling that way
//   is played 85% of the time, the other way 10% while the preferred one is still possible;
//   while a side may still castle, moves of the men standing between its king and rooks and
//   their destinations are preferred, and king and castling-rook moves avoided, so that every
//   king and rook placement castles both ways; half the time a mate in one is taken when there
//   is one; captures are preferred.
// - ends: mate (1-0 / 0-1), stalemate or a dead position (1/2-1/2), else '*' after a random
//   length of 8-240 plies, at a threefold repetition, or at 50 moves without capture or pawn
//   move (so that no game reaches the automatic draws of fivefold and 75 moves).
// - near misses: about 15% of the games never castle, move king and rooks freely, and end, when
//   the chance comes, with an illegal castling (O-O or O-O-O with the king in check, a man in
//   the way, the king passing or landing on an attacked square, or no right left though king
//   and rook stand on the back rank), result '*': their verdict is invalid at that ply, the FEN
//   the position before it. So the comparison also proves that illegal castlings are refused.
// - tags: Event, Site, Date, Round, White, Black, Result, Variant "Chess960", SetUp "1", FEN;
//   SAN as chessops writes it (O-O and O-O-O, + and #).

import fs from 'node:fs';
import { loadChessops, fenOf, verdictLine, HEADER } from './chessops-common.mjs';

function usage(message) {
  process.stderr.write(`random960: ${message}\n`
    + 'usage: node random960.mjs [--chessops=DIR] [--seed=N] [--games=N] [--stats] -o OUT.pgn\n');
  process.exit(2);
}

const opts = { chessops: undefined, seed: 960, games: 3000, stats: false, out: undefined };
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  const m = arg.match(/^--([a-z]+)(?:=(.*))?$/);
  if (arg === '-o' && i + 1 < args.length) opts.out = args[++i];
  else if (m && m[1] === 'chessops' && m[2]) opts.chessops = m[2];
  else if (m && m[1] === 'seed' && /^\d+$/.test(m[2] || '')) opts.seed = Number(m[2]);
  else if (m && m[1] === 'games' && /^[1-9]\d*$/.test(m[2] || '')) opts.games = Number(m[2]);
  else if (m && m[1] === 'stats' && m[2] === undefined) opts.stats = true;
  else usage(`bad argument '${arg}'`);
}
if (!opts.out) usage('no output file (-o OUT.pgn)');

let co;
try {
  co = await loadChessops(opts.chessops);
} catch (e) {
  usage(e.message);
}

// mulberry32: a small seeded generator, the same numbers on every machine.
function makeRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = makeRandom(opts.seed);
const pick = list => list[Math.floor(random() * list.length)];

// The back rank of Chess960 start N (0-959), as eight letters 'RNBQKBNR' (Scharnagl's
// numbering: light-square bishop, dark-square bishop, queen, the knights' table, then R K R).
const KNIGHTS = [[0, 1], [0, 2], [0, 3], [0, 4], [1, 2], [1, 3], [1, 4], [2, 3], [2, 4], [3, 4]];
function startRank(n) {
  const rank = new Array(8).fill(null);
  rank[2 * (n % 4) + 1] = 'B'; n = Math.floor(n / 4);
  rank[2 * (n % 4)] = 'B'; n = Math.floor(n / 4);
  const empty = () => rank.map((p, i) => (p ? -1 : i)).filter(i => i >= 0);
  rank[empty()[n % 6]] = 'Q'; n = Math.floor(n / 6);
  const [k1, k2] = KNIGHTS[n];
  const e = empty();
  rank[e[k1]] = 'N'; rank[e[k2]] = 'N';
  const [r1, k, r2] = empty();
  rank[r1] = 'R'; rank[k] = 'K'; rank[r2] = 'R';
  return rank.join('');
}

// The start FEN for White's rank from start W and Black's from start B; castling field in
// X-FEN (KQkq: each side's two rooks are its outermost) or Shredder-FEN (the rooks' files).
function startFen(w, b, shredder) {
  const white = startRank(w), black = startRank(b).toLowerCase();
  let castling = 'KQkq';
  if (shredder) {
    const files = r => [...r].map((p, i) => (p.toLowerCase() === 'r' ? 'abcdefgh'[i] : '')).join('');
    const wf = files(white), bf = files(black);
    castling = (wf[1] + wf[0]).toUpperCase() + bf[1] + bf[0];
  }
  return `${black}/pppppppp/8/8/8/8/PPPPPPPP/${white} w ${castling} - 0 1`;
}

// Every legal move of POS (castling as the king taking its rook; promotions to each man).
function legalMoves(pos) {
  const moves = [];
  for (const [from, dests] of pos.allDests()) {
    const pawn = pos.board.pawn.has(from);
    for (const to of dests) {
      if (pawn && (co.squareRank(to) === 0 || co.squareRank(to) === 7))
        for (const promotion of ['queen', 'queen', 'rook', 'bishop', 'knight']) moves.push({ from, to, promotion });
      else moves.push({ from, to });
    }
  }
  return moves;
}

const isCastling = (pos, m) => pos.board.king.has(m.from) && pos.board[pos.turn].has(m.to);

// The squares a side must clear to castle: between its king and each rook with a right, and
// from them to their destinations (chessops keeps them in Castles.path).
function castlingPath(pos) {
  let path = co.SquareSet.empty();
  for (const side of ['a', 'h']) {
    if (pos.castles.rook[pos.turn][side] !== undefined) path = path.union(pos.castles.path[pos.turn][side]);
  }
  return path;
}

// PREFER: the side each colour castles to when it can ('a' or 'h', drawn per game), so that
// the long castlings from far placements (king on g, rook on a) happen as often as the short.
// PREFER null: never castle, and move king and rooks freely (a game that is to end with an
// illegal castling: its rights stay, or go with a king or rook move that may come back).
function chooseMove(pos, moves, prefer) {
  const neverCastle = prefer === null;
  if (neverCastle) {
    const others = moves.filter(m => !isCastling(pos, m));
    if (others.length) moves = others;
    prefer = { white: 'none', black: 'none' };
  }
  const castlings = moves.filter(m => isCastling(pos, m));
  const preferred = castlings.filter(m => (m.to > m.from ? 'h' : 'a') === prefer[pos.turn]);
  if (preferred.length && random() < 0.85) return pick(preferred);
  const otherStillPossible = prefer[pos.turn] !== 'none' && pos.castles.rook[pos.turn][prefer[pos.turn]] !== undefined;
  if (castlings.length && random() < (otherStillPossible ? 0.1 : 0.85)) return pick(castlings);
  if (random() < 0.5) {
    const mates = moves.filter(m => { const p = pos.clone(); p.play(m); return p.isCheckmate(); });
    if (mates.length) return pick(mates);
  }
  const path = castlingPath(pos);
  const rooks = neverCastle ? [] : [pos.castles.rook[pos.turn].a, pos.castles.rook[pos.turn].h].filter(s => s !== undefined);
  const weights = moves.map(m => {
    if (isCastling(pos, m)) return 1;
    let w = pos.board.occupied.has(m.to) ? 3 : 1;
    if (rooks.length) {
      if (pos.board.king.has(m.from) || rooks.includes(m.from)) w *= 0.03;
      else if (path.has(m.from)) w *= 8;
    }
    return w;
  });
  let r = random() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < moves.length; i++) {
    r -= weights[i];
    if (r < 0) return moves[i];
  }
  return moves[moves.length - 1];
}

// How likely a near miss of each kind is taken when it comes (the common ones seldom).
const NEAR_MISS_CHANCE = { 'a man stands in the way': 0.02, 'no castling right left': 0.01 };

// Why castling to SIDE ('a' or 'h') is illegal for the side to move, or undefined when it is
// legal or would not be a near miss (no king on the back rank, or no rook of its colour on that
// side of it).
function illegalCastling(pos, side) {
  const color = pos.turn;
  const king = pos.board.kingOf(color);
  if (king === undefined || !co.SquareSet.backrank(color).has(king)) return;
  const rook = pos.castles.rook[color][side];
  if (rook === undefined) {
    const rooks = [...pos.board.pieces(color, 'rook').intersect(co.SquareSet.backrank(color))]
      .filter(r => (side === 'h' ? r > king : r < king));
    if (!rooks.length) return;
    // Would it be legal with the right? (the rights of a king or rook that moved and came back)
    const setup = pos.toSetup();
    setup.castlingRights = setup.castlingRights.with(side === 'h' ? rooks[rooks.length - 1] : rooks[0]);
    const withRight = co.Chess.fromSetup(setup);
    const free = withRight.isOk && [...withRight.value.allDests().get(king) || []].some(to => pos.board[color].has(to));
    return free ? 'no right left, though castling would be legal with it' : 'no castling right left';
  }
  if (pos.dests(king).has(rook)) return;
  if (pos.isCheck()) return 'the king is in check';
  if (pos.castles.path[color][side].intersects(pos.board.occupied)) return 'a man stands in the way';
  return 'the king passes or lands on an attacked square, or would be in check';
}

// What the coverage report counts.
const stats = {
  starts: new Set(), dfrc: 0, shredder: 0, results: {}, ends: {}, castlings: 0, plies: 0,
  bySide: {}, byPlacement: {}, special: {}, illegal: {},
};
const bump = (table, key) => { table[key] = (table[key] || 0) + 1; };
const FILES = 'abcdefgh';

// Records castling MOVE (the king taking its rook) before it is played.
function countCastling(pos, move, san) {
  const side = move.to > move.from ? 'h' : 'a';
  const k = co.squareFile(move.from), r = co.squareFile(move.to);
  const kTo = side === 'h' ? 6 : 2, rTo = side === 'h' ? 5 : 3;
  const color = pos.turn;
  stats.castlings++;
  bump(stats.bySide, `${color} ${side === 'h' ? 'O-O' : 'O-O-O'}`);
  bump(stats.byPlacement, `${color} ${side === 'h' ? 'O-O' : 'O-O-O'} K${FILES[k]} R${FILES[r]}`);
  if (k === kTo) bump(stats.special, 'king does not move');
  if (r === rTo) bump(stats.special, 'rook does not move');
  if (Math.abs(k - kTo) === 1) bump(stats.special, 'king moves one square');
  if ((r - k) * (r - kTo) < 0 || r === kTo) bump(stats.special, 'king passes or lands on its rook\'s square');
  if (k === rTo && r === kTo) bump(stats.special, 'king and rook swap squares');
  if (/[+#]$/.test(san)) bump(stats.special, 'castling gives check');
}

// Plays one game. ILLEGAL: the game is to end, when a chance comes, with a castling that is not
// legal (written O-O or O-O-O, result '*'): the king in check, a man in the way, an attacked
// square, or no right left though king and rook stand on the back rank.
function playGame(number, w, b, shredder, illegal) {
  const fen = startFen(w, b, shredder);
  const pos = co.Chess.fromSetup(co.fen.parseFen(fen).unwrap()).unwrap();
  const length = 8 + Math.floor(random() * 233);
  const seen = new Map();
  const sans = [];
  const prefer = illegal ? null : { white: random() < 0.5 ? 'a' : 'h', black: random() < 0.5 ? 'a' : 'h' };
  let result = '*', end = 'length', wrong;
  for (;;) {
    if (pos.isCheckmate()) { result = pos.turn === 'white' ? '0-1' : '1-0'; end = 'checkmate'; break; }
    if (pos.isStalemate()) { result = '1/2-1/2'; end = 'stalemate'; break; }
    if (pos.isInsufficientMaterial()) { result = '1/2-1/2'; end = 'dead position'; break; }
    const key = co.fen.makeFen(pos.toSetup(), { epd: true });
    seen.set(key, (seen.get(key) || 0) + 1);
    if (seen.get(key) >= 3) { end = 'threefold repetition'; break; }
    if (pos.halfmoves >= 100) { end = 'fifty moves'; break; }
    if (sans.length >= length) break;
    if (illegal) {
      const side = random() < 0.5 ? 'a' : 'h';
      const why = illegalCastling(pos, side);
      if (why && random() < (NEAR_MISS_CHANCE[why] ?? 0.5)) {
        wrong = side === 'h' ? 'O-O' : 'O-O-O';
        end = 'illegal castling';
        bump(stats.illegal, `${pos.turn} ${wrong}: ${why}`);
        break;
      }
    }
    const move = chooseMove(pos, legalMoves(pos), prefer);
    const castling = isCastling(pos, move);
    const before = castling ? pos.clone() : null;
    const san = co.san.makeSanAndPlay(pos, move);
    if (castling) countCastling(before, move, san);
    sans.push(san);
  }
  stats.plies += sans.length;
  bump(stats.results, result);
  bump(stats.ends, end);
  if (w !== b) stats.dfrc++; else stats.starts.add(w);
  if (shredder) stats.shredder++;

  const tags = [
    ['Event', `random960 seed ${opts.seed}`], ['Site', '?'], ['Date', '????.??.??'], ['Round', String(number)],
    ['White', w === b ? `start ${w}` : `DFRC white ${w}`], ['Black', w === b ? `start ${b}` : `DFRC black ${b}`],
    ['Result', result], ['Variant', 'Chess960'], ['SetUp', '1'], ['FEN', fen],
  ];
  const lines = tags.map(([k, v]) => `[${k} "${v}"]`);
  lines.push('');
  let line = '';
  const words = sans.concat(wrong ? [wrong] : []).map((s, i) => (i % 2 === 0 ? `${i / 2 + 1}. ${s}` : s)).concat([result]);
  for (const word of words) {
    if (line && line.length + 1 + word.length > 79) { lines.push(line); line = word; }
    else line = line ? `${line} ${word}` : word;
  }
  lines.push(line, '');
  const v = { variant: 'chess960', verdict: 'valid', ply: '-', plies: sans.length, fen: fenOf(co, pos, 'always'), why: '-' };
  if (wrong) Object.assign(v, { verdict: 'invalid', ply: sans.length + 1, why: `illegal-move '${wrong}': chessops finds no legal move for it` });
  return { lines, verdict: v };
}

const pgn = [];
const expected = [`# chessops ${co.version}; FEN castling: X-FEN; en passant square: always`, `# ${HEADER}`];
for (let i = 0; i < opts.games; i++) {
  let w, b;
  if (i < 1920) w = b = i % 960;
  else if (random() < 1 / 8) { w = Math.floor(random() * 960); do b = Math.floor(random() * 960); while (b === w); }
  else w = b = Math.floor(random() * 960);
  const shredder = random() < 0.25;
  const illegal = random() < 0.15;
  const game = playGame(i + 1, w, b, shredder, illegal);
  expected.push(verdictLine(opts.out, i + 1, { line: pgn.length + 1 }, game.verdict));
  pgn.push(...game.lines);
}
fs.writeFileSync(opts.out, pgn.join('\n'));
fs.writeFileSync(`${opts.out}.expected`, expected.join('\n') + '\n');

if (opts.stats) {
  const say = s => process.stderr.write(s + '\n');
  say(`${opts.games} games, ${stats.plies} plies; Chess960 starts covered: ${stats.starts.size} of 960; `
    + `Double Fischer Random games: ${stats.dfrc}; Shredder-FEN castling fields: ${stats.shredder}`);
  say(`results: ${Object.entries(stats.results).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  say(`ends: ${Object.entries(stats.ends).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  say(`castlings: ${stats.castlings}; ${Object.entries(stats.bySide).sort().map(([k, v]) => `${k} ${v}`).join(', ')}`);
  for (const [k, v] of Object.entries(stats.special).sort()) say(`  ${k}: ${v}`);
  // Every placement: the king on b-g, the rook on the side it castles to.
  const missing = [];
  for (const color of ['white', 'black']) {
    for (const side of ['O-O-O', 'O-O']) {
      const row = [];
      for (let k = 1; k <= 6; k++) {
        const rooks = side === 'O-O' ? [...Array(7 - k).keys()].map(i => k + 1 + i) : [...Array(k).keys()];
        for (const r of rooks) {
          const key = `${color} ${side} K${FILES[k]} R${FILES[r]}`;
          const n = stats.byPlacement[key] || 0;
          if (!n) missing.push(key);
          row.push(`K${FILES[k]}R${FILES[r]}:${n}`);
        }
      }
      say(`${color} ${side} by king and rook file: ${row.join(' ')}`);
    }
  }
  say(`placements never castled: ${missing.length ? missing.join(', ') : 'none'} (of 84)`);
  const illegalTotal = Object.values(stats.illegal).reduce((a, b) => a + b, 0);
  say(`games ending with an illegal castling: ${illegalTotal}`);
  for (const [k, v] of Object.entries(stats.illegal).sort()) say(`  ${k}: ${v}`);
}
