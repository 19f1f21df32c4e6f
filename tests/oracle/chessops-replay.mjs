#!/usr/bin/env node
// The chessops oracle: replays every game of PGN files with chessops and prints one line a game,
//
//   FILE  GAME  LINE  VARIANT  VERDICT  PLY  PLIES  FEN  WHY          (separated by tabs)
//
// GAME: the game's number in its file (1-based, as pgnkit counts them); LINE: the line its tags
// start on; VARIANT: chess960 (a Variant tag containing 960, fischer or frc, any case), chess,
// or the tag of a game not judged; VERDICT: valid, invalid or skip (another variant); PLY: the
// ply of the first illegal move (else '-'); PLIES: the main-line plies played, up to the first
// illegal move; FEN: the position after them, castling in X-FEN as chessops writes it (KQkq for
// a side's outermost rook, its file letter for another: 'Bkq'), the en passant square after
// every double push (--ep=legal: only when a capture there is legal); WHY: the reason of an
// invalid verdict ('-' when valid). What is judged is said in chessops-common.mjs (replayGame).
//
// Chess960 games are replayed in chessops' Chess960 castling mode: the FEN's castling field is
// read as X-FEN or Shredder-FEN, rights belong to rooks, castling is the king taking its rook.
// Standard games are replayed as chess: castling only with the king on e1/e8 and corner rooks.
//
//   node tests/oracle/chessops-replay.mjs [--chessops=DIR] [--ep=always|legal]
//        [--only=chess960|chess] [--header] FILE...
//
// DIR (or the CHESSOPS_DIR environment variable): where 'npm install --prefix DIR chessops'
// put it. Exit status: 0 every game judged valid or skipped, 1 some game invalid, 2 usage error
// or unreadable file.

import fs from 'node:fs';
import { loadChessops, splitGames, replayGame, verdictLine, HEADER } from './chessops-common.mjs';

function usage(message) {
  process.stderr.write(`chessops-replay: ${message}\n`
    + 'usage: node chessops-replay.mjs [--chessops=DIR] [--ep=always|legal] [--only=chess960|chess] [--header] FILE...\n');
  process.exit(2);
}

// The text of a file: UTF-8 when it is valid UTF-8, else Latin-1.
function readText(file) {
  const bytes = fs.readFileSync(file);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('latin1').decode(bytes);
  }
}

const opts = { chessops: undefined, ep: 'always', only: undefined, header: false };
const files = [];
for (const arg of process.argv.slice(2)) {
  const m = arg.match(/^--([a-z]+)(?:=(.*))?$/);
  if (!m) files.push(arg);
  else if (m[1] === 'chessops' && m[2]) opts.chessops = m[2];
  else if (m[1] === 'ep' && (m[2] === 'always' || m[2] === 'legal')) opts.ep = m[2];
  else if (m[1] === 'only' && (m[2] === 'chess960' || m[2] === 'chess')) opts.only = m[2];
  else if (m[1] === 'header' && m[2] === undefined) opts.header = true;
  else usage(`bad option '${arg}'`);
}
if (files.length === 0) usage('no PGN file given');

let co;
try {
  co = await loadChessops(opts.chessops);
} catch (e) {
  usage(e.message);
}

// A closed pipe ('| head') ends the output quietly.
process.stdout.on('error', e => process.exit(e.code === 'EPIPE' ? 0 : 2));

const out = [];
if (opts.header) {
  out.push(`# chessops ${co.version}; FEN castling: X-FEN; en passant square: ${opts.ep}`);
  out.push(`# ${HEADER}`);
}
let invalid = 0;
for (const file of files) {
  let text;
  try {
    text = readText(file);
  } catch (e) {
    process.stderr.write(`chessops-replay: cannot read '${file}': ${e.message}\n`);
    process.exit(2);
  }
  splitGames(text).forEach((game, i) => {
    const v = replayGame(co, game, { ep: opts.ep });
    if (opts.only && v.variant !== opts.only) return;
    if (v.verdict === 'invalid') invalid++;
    out.push(verdictLine(file, i + 1, game, v));
    if (out.length >= 1000) { process.stdout.write(out.join('\n') + '\n'); out.length = 0; }
  });
}
if (out.length) process.stdout.write(out.join('\n') + '\n');
process.exitCode = invalid ? 1 : 0;
