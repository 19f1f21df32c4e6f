// What the oracle scripts share: loading chessops from a folder outside the repository, telling
// Chess960 games from standard ones, cutting a PGN file into games, writing FENs, and replaying
// one game into the one-line verdict both chessops-replay.mjs and random960.mjs print.
//
// chessops (npm, GPL-3.0+, by the author of python-chess and lichess' rules) plays Chess960 with
// the same Position class as chess: castling rights are kept per rook square and a castling move
// is the king taking its own rook. What makes a game Chess960 here is only how its FEN's castling
// field is read and which castling rights are allowed (see possibleCastlingRights).

import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// chessops' package folder from PATH, which may be the package itself, a folder holding
// node_modules/chessops (what 'npm install --prefix DIR chessops' makes), or empty: then the
// CHESSOPS_DIR environment variable says the same.
export async function loadChessops(where) {
  const given = where || process.env.CHESSOPS_DIR;
  if (!given) throw new Error('chessops not found: pass --chessops=DIR or set CHESSOPS_DIR '
    + '(a folder made by "npm install --prefix DIR chessops")');
  const candidates = [given, path.join(given, 'node_modules', 'chessops')];
  for (const dir of candidates) {
    const manifest = path.join(dir, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8'));
    if (pkg.name !== 'chessops') continue;
    const esm = file => pathToFileURL(path.join(dir, 'dist', 'esm', file)).href;
    const co = await import(esm('index.js'));
    const { castlingSide } = await import(esm('chess.js'));
    return { ...co, castlingSide, version: pkg.version };
  }
  throw new Error(`chessops not found in '${given}' (no package.json naming chessops there or in node_modules/chessops)`);
}

// The game a Variant tag names: 'chess960' for a value containing 960, fischer or frc in any
// case (Chess960, Chess 960, 960, Fischerandom: the names of pgnkit-rules(7), as pgnkit reads
// them), 'chess' for no tag or one of the standard names chessops knows (Standard, Normal, From
// Position, ...), else the value itself: a game this oracle does not judge.
export function variantOf(co, headers) {
  const value = (headers.get('Variant') || '').trim();
  if (/960|fischer|frc/i.test(value)) return 'chess960';
  if (value === '' || co.pgn.parseVariant(value) === 'chess') return 'chess';
  return value;
}

// The games of a PGN text, each with the line it starts on (1-based). A game starts at a tag
// line that follows movetext (or at the file's first non-blank line: a comment before the first
// tags belongs to that game, and is left out of its text, where chessops would read it as a game
// of its own). Blank lines inside a game's movetext are dropped: chessops would take each as the
// end of a game, where PGN readers (pgnkit among them) go on to the next tag section.
export function splitGames(text) {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const lines = text.split(/\r?\n|\r/);
  const games = [];
  let current = null;
  let inMoves = false;
  let inComment = false;
  const opensComment = line => inComment || line.trimStart().startsWith('{');
  lines.forEach((line, i) => {
    if (line.startsWith('%')) return;   // an escape line (PGN 6): not part of any game
    const isTag = !inComment && /^\s*\[/.test(line);
    if (isTag && (current === null || inMoves)) {
      current = { line: i + 1, lines: [] };
      games.push(current);
      inMoves = false;
    }
    if (current === null) {
      if (/^\s*$/.test(line)) return;
      current = { line: i + 1, lines: [], opening: opensComment(line) };   // a comment, or movetext with no tags
      games.push(current);
    }
    if (current.opening && !isTag && opensComment(line)) {
      inComment = commentOpenAfter(line, inComment);
      return;
    }
    current.opening = false;
    if (/^\s*$/.test(line)) {
      if (!inMoves) current.lines.push(line);
      return;
    }
    if (!isTag) inMoves = true;
    if (inMoves) inComment = commentOpenAfter(line, inComment);
    // A lone backslash in a tag value ("Analysis\ Analyse") stops chessops' tag pattern, which
    // takes only \" and \\: doubled, it reads as the backslash it is.
    if (isTag && !inMoves) line = line.replace(/\\(\\|(?=[^"]))/g, (m, twin) => (twin ? m : '\\\\'));
    current.lines.push(line);
  });
  return games.map(g => ({ line: g.line, text: g.lines.join('\n') + '\n' }));
}

// Whether a brace comment is still open at the end of LINE ('{' ... '}', ';' to the end of the
// line outside a comment).
function commentOpenAfter(line, open) {
  for (const c of line) {
    if (open) { if (c === '}') open = false; }
    else if (c === '{') open = true;
    else if (c === ';') break;
  }
  return open;
}

// The termination marker that ends the movetext of a game's text, or undefined (comments and
// ';' remarks skipped).
export function terminationMarker(gameText) {
  const lines = gameText.split('\n');
  const first = lines.findIndex(l => !/^\s*(\[.*)?$/.test(l));   // the movetext's first line
  const moves = first < 0 ? '' : lines.slice(first).join('\n');
  const bare = moves.replace(/\{[^}]*\}/g, ' ').replace(/;[^\n]*/g, ' ');
  const m = bare.match(/(1[-–—]0|0[-–—]1|1\/2[-–—]1\/2|½[-–—]½|\*)\s*$/);
  return m ? m[1] : undefined;
}

// The FEN of POS. Castling in X-FEN as chessops writes it (KQkq for the outermost rook of a
// side, the rook's file letter otherwise: 'Bkq'). The en passant square: with ep 'always' after
// every double pawn push (the PGN standard, and pgnkit's default), with 'legal' only when a
// capture there is legal (chessops' and lichess' way, pgnkit fen --ep=legal). The halfmove clock
// is written as it is (chessops' toSetup caps it at 150).
export function fenOf(co, pos, ep = 'always') {
  const setup = pos.toSetup();
  if (ep === 'always') setup.epSquare = pos.epSquare;
  setup.halfmoves = pos.halfmoves;
  return co.fen.makeFen(setup);
}

// A position key for repetitions: placement, side, castling rights and the en passant square
// only when a capture there is legal (pgnkit-rules(7): positions are the same when the same
// moves are possible).
function repetitionKey(co, pos) {
  return co.fen.makeFen(pos.toSetup(), { epd: true });
}

// The castling rights of SETUP that can be, and what was dropped. Standard chess: the king on
// e1 (e8) and the rook on a corner. Chess960: the king on its back rank between that rook and the
// other side, one right a side at most (what chessops' Castles.fromSetup keeps; it drops the
// rest silently). A right that cannot be is dropped, as pgnkit does with a warning (bad-fen).
function possibleCastlingRights(co, setup, variant) {
  let kept = co.Castles.fromSetup(setup).castlingRights;
  if (variant === 'chess') {
    for (const sq of kept) {
      const king = setup.board.kingOf(co.squareRank(sq) === 0 ? 'white' : 'black');
      if (co.squareFile(sq) % 7 !== 0 || co.squareFile(king) !== 4) kept = kept.without(sq);
    }
  }
  const dropped = [...setup.castlingRights].filter(sq => !kept.has(sq)).map(sq => co.makeSquare(sq));
  return { kept, dropped };
}

// Automatic draws by fivefold repetition and the 75-move rule apply to games played from
// 2014-07-01 on; an unknown year counts as recent (pgnkit-rules(7), CHESS, Game end).
function automaticDrawsApply(headers) {
  const m = (headers.get('Date') || '').match(/^(\d{4})\.(\d\d|\?\?)\.(\d\d|\?\?)/);
  if (!m) return true;
  const month = m[2] === '??' ? 0 : Number(m[2]);
  return Number(m[1]) > 2014 || (Number(m[1]) === 2014 && month >= 7);
}

const DRAW = '1/2-1/2';
const RESULTS = ['1-0', '0-1', DRAW, '*'];

// A result as written, with the dashes and the one-half sign some writers use read as the PGN
// standard's ('1–0', '½-½'), as chessops and pgnkit read them.
function normalResult(result) {
  return result === undefined ? undefined : result.trim().replace(/[\u2013\u2014]/g, '-').replace(/^½-½$/, DRAW);
}

// Replays one game (GAME: one entry of splitGames) and returns its verdict:
// { variant, verdict: 'valid'|'invalid'|'skip', ply, why, plies, fen }.
// 'ply' is the ply of the first error when it concerns a move; 'plies' the main-line plies
// played (up to the first illegal move); 'fen' the position after them.
//
// Judged, as pgnkit-rules(7) asks:
// - the tags: SetUp "1" needs a FEN tag; the Result tag is 1-0, 0-1, 1/2-1/2 or *;
// - the FEN tag: chessops' checks (fields, kings, pawns on rank 1 or 8, the side not to move in
//   check), the en passant square behind a just-pushed pawn; castling rights that cannot be are
//   dropped, not an error (chessops drops them silently, pgnkit with a warning); in a standard
//   game only KQkq letters, rights with the king on e1/e8 and a corner rook. A Chess960 game
//   with no FEN tag starts from the usual position, as in chessops;
// - every move, of the main line and of the variations (chessops' parseSan; a king move written
//   onto its own rook is not castling: castling is written O-O or O-O-O);
// - the result: tag and termination marker agree; a mate, a stalemate or a draw by rule (dead
//   position as chessops' insufficient material, fivefold, 75 moves) gives the result; '*' is
//   always allowed (a warning for pgnkit); a time forfeit won by a side that cannot mate is a draw.
// Not judged: SAN spelling and check signs (chessops reads any SAN it can match), tokens chessops
// skips (LAN, UCI and other notations are illegal moves here), other tags.
export function replayGame(co, game, opts = {}) {
  const ep = opts.ep || 'always';
  const parsed = co.pgn.parsePgn(game.text, co.pgn.emptyHeaders);
  const g = parsed[0] || { headers: new Map(), moves: new co.pgn.Node() };
  const headers = g.headers;
  const variant = variantOf(co, headers);
  const out = { variant, verdict: 'valid', ply: '-', why: '-', plies: 0, fen: '-' };
  if (variant !== 'chess' && variant !== 'chess960') {
    return { ...out, verdict: 'skip', why: `variant '${variant}' is not chess or Chess960` };
  }
  if (parsed.length > 1) {
    return { ...out, verdict: 'skip', why: `chessops reads ${parsed.length} games in this record` };
  }

  // The tags and the start.
  const notes = [];
  const tagMatch = game.text.match(/^\s*\[Result\s+"([^"]*)"\]/m);   // as written: chessops rewrites it
  const tag = tagMatch ? normalResult(tagMatch[1]) : undefined;
  const tagError = tag === undefined || RESULTS.includes(tag) ? undefined
    : `bad-tag: Result tag '${tagMatch[1]}' is not 1-0, 0-1, ${DRAW} or *`;
  let pos;
  const fenTag = headers.get('FEN');
  if (headers.get('SetUp') === '1' && fenTag === undefined)
    return { ...out, verdict: 'invalid', why: 'bad-tag: SetUp "1" without a FEN tag' };
  if (fenTag !== undefined) {
    const setup = co.fen.parseFen(fenTag.trim());
    if (setup.isErr) return { ...out, verdict: 'invalid', why: `bad-fen: ${setup.error.message}` };
    const castlingField = fenTag.trim().split(/\s+/)[2] || '-';
    if (variant === 'chess' && !/^(-|K?Q?k?q?)$/.test(castlingField))
      return { ...out, verdict: 'invalid', why: `bad-fen: castling field '${castlingField}' in a standard game (file letters are Chess960's)` };
    const { kept, dropped } = possibleCastlingRights(co, setup.value, variant);
    if (dropped.length) notes.push(`castling rights of the rooks on ${dropped.join(', ')} dropped (they cannot be)`);
    setup.value.castlingRights = kept;
    const made = co.Chess.fromSetup(setup.value);
    if (made.isErr) return { ...out, verdict: 'invalid', why: `bad-fen: ${made.error.message}` };
    pos = made.value;
    if (setup.value.epSquare !== undefined && pos.epSquare === undefined)
      return { ...out, verdict: 'invalid', fen: fenOf(co, pos, ep),
        why: `bad-fen: en passant square ${co.makeSquare(setup.value.epSquare)} is not behind a just-pushed pawn` };
  } else {
    if (variant === 'chess960') notes.push('no FEN tag: the usual start');
    pos = co.Chess.default();
  }
  const start = pos.clone();

  // The moves.
  const automatic = automaticDrawsApply(headers);
  const seen = new Map();
  const count = key => { const n = (seen.get(key) || 0) + 1; seen.set(key, n); return n; };
  count(repetitionKey(co, pos));
  let drawnBy = null;       // why the game was drawn by rule, with the ply
  let plies = 0;
  for (const node of g.moves.mainline()) {
    const san = node.san;
    const move = co.san.parseSan(pos, san);
    const isCastlingSan = /^O-O(-O)?[+#]?$/.test(san);
    if (!move || (!isCastlingSan && co.castlingSide(pos, move) !== undefined)) {
      const why = pos.isCheckmate() ? 'the game was already over (checkmate)'
        : pos.isStalemate() ? 'the game was already over (stalemate)'
        : move ? 'a king move onto its own rook: castling is written O-O or O-O-O'
        : 'chessops finds no legal move for it';
      return { ...out, verdict: 'invalid', ply: plies + 1, plies, fen: fenOf(co, pos, ep),
        why: `illegal-move '${san}': ${why}` };
    }
    pos.play(move);
    plies++;
    if (drawnBy === null) {
      if (pos.isInsufficientMaterial()) drawnBy = `dead position at ply ${plies}`;
      else if (automatic && count(repetitionKey(co, pos)) >= 5) drawnBy = `fivefold repetition at ply ${plies}`;
      else if (automatic && pos.halfmoves >= 150 && !pos.isCheckmate()) drawnBy = `75-move rule at ply ${plies}`;
    }
  }
  const fen = fenOf(co, pos, ep);
  const done = { ...out, plies, fen, why: notes.length ? `note: ${notes.join('; ')}` : '-' };

  // The variations.
  const wrong = illegalVariationMove(co, g.moves, start);
  if (wrong) return { ...done, verdict: 'invalid', why: `illegal-move '${wrong}' in a variation` };

  // The result.
  if (tagError) return { ...done, verdict: 'invalid', why: tagError };
  const marker = normalResult(terminationMarker(game.text));
  if (tag !== undefined && marker !== undefined && tag !== marker)
    return { ...done, verdict: 'invalid', why: `result-mismatch: Result tag '${tag}', movetext ends with '${marker}'` };
  const result = marker || tag || '*';
  if (result === '*') return done;
  if (pos.isCheckmate()) {
    const wins = pos.turn === 'white' ? '0-1' : '1-0';
    return result === wins ? done : { ...done, verdict: 'invalid', why: `result-wrong: checkmate, so ${wins}, not ${result}` };
  }
  if (pos.isStalemate() && result !== DRAW)
    return { ...done, verdict: 'invalid', why: `result-wrong: stalemate, so ${DRAW}, not ${result}` };
  if (drawnBy !== null && result !== DRAW)
    return { ...done, verdict: 'invalid', why: `result-wrong: ${drawnBy}, so ${DRAW}, not ${result}` };
  const termination = (headers.get('Termination') || '').toLowerCase();
  if (termination === 'time forfeit' && (result === '1-0' || result === '0-1')) {
    const winner = result === '1-0' ? 'white' : 'black';
    if (pos.hasInsufficientMaterial(winner))
      return { ...done, verdict: 'invalid', why: `result-wrong: time forfeit won by ${winner}, who cannot mate` };
  }
  return done;
}

// The first illegal move of a variation below ROOT (played from START), or undefined. chessops
// keeps the main line as each node's first child and the variations as the others.
function illegalVariationMove(co, root, start) {
  let wrong;
  const context = { pos: start.clone(), inVariation: false,
    clone() { return { ...this, pos: this.pos.clone() }; } };
  co.pgn.walk(root, context, (ctx, data, childIndex) => {
    if (wrong) return false;
    if (childIndex > 0) ctx.inVariation = true;
    const move = co.san.parseSan(ctx.pos, data.san);
    if (!move || (!/^O-O(-O)?[+#]?$/.test(data.san) && co.castlingSide(ctx.pos, move) !== undefined)) {
      if (ctx.inVariation) wrong = data.san;
      return false;
    }
    ctx.pos.play(move);
    return true;
  });
  return wrong;
}

// One output line: FILE GAME LINE VARIANT VERDICT PLY PLIES FEN WHY, separated by tabs.
export const HEADER = ['file', 'game', 'line', 'variant', 'verdict', 'ply', 'plies', 'fen', 'why'].join('\t');
export function verdictLine(file, number, game, v) {
  return [file, number, game.line, v.variant, v.verdict, v.ply, v.plies, v.fen, v.why].join('\t');
}
