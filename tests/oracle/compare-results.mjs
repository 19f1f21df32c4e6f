#!/usr/bin/env node
// Compares, game by game, chessops' verdict lines (chessops-replay.mjs or random960.mjs) with
// what pgnkit said about the same files; compare960.sh runs it once per set of games.
//
//   node tests/oracle/compare-results.mjs --label=TEXT --oracle=TSV --manifest=TSV
//        [--only=chess960|chess] [--show=N]
//
// TSV (--oracle): the lines FILE GAME LINE VARIANT VERDICT PLY PLIES FEN WHY ('#' lines skipped).
// --manifest: one line per PGN file, 'FILE<TAB>VALIDATE<TAB>REPLAY', VALIDATE holding the output
// of 'pgnkit validate --format=json FILE' (an object per game: game, line, plies, valid,
// diagnostics) and REPLAY that of 'pgnkit replay --format=json FILE' (an object per game replayed:
// game, plies, the last one's fen the final position).
//
// For every game of the oracle's (of variant --only, skipped games left out), four checks:
// the game starts on the same line (both cut the file alike), the verdict (valid or not; when
// chessops finds an illegal move, pgnkit's first error must be at the same ply), the plies
// played (up to the first illegal move) and the final FEN (after them). Prints the counts, then the
// first N (--show, default 10) games that differ in anything, with both sides' words and FENs.
// Exit status 0 when every game agrees in everything, 1 otherwise, 2 on a usage error.

import fs from 'node:fs';

const opts = { label: 'games', oracle: undefined, manifest: undefined, only: undefined, show: 10 };
for (const arg of process.argv.slice(2)) {
  const m = arg.match(/^--([a-z]+)=(.*)$/);
  if (m && m[1] in opts) opts[m[1]] = m[1] === 'show' ? Number(m[2]) : m[2];
  else {
    process.stderr.write(`compare-results: bad argument '${arg}'\n`);
    process.exit(2);
  }
}
if (!opts.oracle || !opts.manifest) {
  process.stderr.write('compare-results: --oracle=TSV and --manifest=TSV are required\n');
  process.exit(2);
}

// A closed pipe ('| head') ends the output quietly.
process.stdout.on('error', e => process.exit(e.code === 'EPIPE' ? 0 : 2));

const readLines = file => fs.readFileSync(file, 'utf8').split('\n').filter(l => l !== '');
const jsonLines = file => readLines(file).map((l, i) => {
  try {
    return JSON.parse(l);
  } catch {
    throw new Error(`${file}:${i + 1}: not a JSON line: ${l.slice(0, 80)}`);
  }
});

// The oracle's games, by file and number.
const oracle = [];
for (const line of readLines(opts.oracle)) {
  if (line.startsWith('#')) continue;
  const [file, game, start, variant, verdict, ply, plies, fen, why] = line.split('\t');
  if (verdict === 'skip' || (opts.only && variant !== opts.only)) continue;
  oracle.push({ file, game: Number(game), line: Number(start), variant, verdict, ply, plies: Number(plies), fen, why });
}

// pgnkit's games, by file and number.
const pgnkit = new Map();
const key = (file, game) => `${file}\u0000${game}`;
for (const line of readLines(opts.manifest)) {
  const [file, validateOut, replayOut] = line.split('\t');
  for (const v of jsonLines(validateOut)) pgnkit.set(key(file, v.game), { validate: v, fen: undefined });
  for (const r of jsonLines(replayOut)) {
    const entry = pgnkit.get(key(file, r.game)) || { validate: undefined };
    const last = Array.isArray(r.plies) && r.plies.length ? r.plies[r.plies.length - 1] : undefined;
    entry.fen = last ? last.fen : undefined;
    pgnkit.set(key(file, r.game), entry);
  }
}

// pgnkit's words on a game: valid, or its first error (code, line:column, ply, message).
function pgnkitSays(v) {
  if (!v) return 'no record of this game';
  if (v.valid) return `valid (${v.plies} plies)`;
  const e = (v.diagnostics || []).find(d => d.severity === 'error');
  if (!e) return `invalid (${v.plies} plies), no error listed`;
  const ply = e.ply != null ? `, ply ${e.ply}${e.move ? ` '${e.move}'` : ''}` : '';
  return `invalid (${v.plies} plies): ${e.code} at line ${e.line}:${e.column}${ply}: ${e.message}`;
}
const oracleSays = o => (o.verdict === 'valid' ? `valid (${o.plies} plies)`
  : `invalid (${o.plies} plies)${o.ply !== '-' ? `, ply ${o.ply}` : ''}: ${o.why}`);

const counts = { line: 0, verdict: 0, plies: 0, fen: 0 };
const tally = { oracleValid: 0, pgnkitValid: 0 };
const differing = [];
const files = new Set();
for (const o of oracle) {
  files.add(o.file);
  const p = pgnkit.get(key(o.file, o.game)) || {};
  const v = p.validate;
  const oValid = o.verdict === 'valid';
  if (oValid) tally.oracleValid++;
  if (v && v.valid) tally.pgnkitValid++;
  const pFen = p.fen === undefined ? '(none)' : p.fen;
  const oFen = o.fen === '-' ? '(none)' : o.fen;
  const firstError = v && (v.diagnostics || []).find(d => d.severity === 'error');
  const same = {
    line: !!v && v.line === o.line,
    // valid alike; for an illegal move, pgnkit's first error at the same ply
    verdict: !!v && v.valid === oValid && (o.ply === '-' || (!!firstError && String(firstError.ply) === o.ply)),
    plies: !!v && v.plies === o.plies,
    fen: pFen === oFen,
  };
  for (const k of Object.keys(counts)) if (same[k]) counts[k]++;
  if (!Object.values(same).every(Boolean)) differing.push({ o, v, same, oFen, pFen });
}

const n = oracle.length;
const row = (name, k) => `  ${name.padEnd(10)} ${String(counts[k]).padStart(6)} agree, ${String(n - counts[k]).padStart(6)} differ`;
const out = [];
out.push(`${opts.label}: ${n} games in ${files.size} file${files.size === 1 ? '' : 's'}`
  + ` (chessops: ${tally.oracleValid} valid, ${n - tally.oracleValid} invalid;`
  + ` pgnkit: ${tally.pgnkitValid} valid, ${n - tally.pgnkitValid} invalid or not checked)`);
out.push(row('start line', 'line'), row('verdict', 'verdict'), row('plies', 'plies'), row('final FEN', 'fen'));
if (differing.length) {
  out.push(`  first ${Math.min(opts.show, differing.length)} of ${differing.length} games that differ:`);
  for (const { o, v, same, oFen, pFen } of differing.slice(0, opts.show)) {
    const what = Object.keys(same).filter(k => !same[k]).join(', ');
    out.push(`  ${o.file} game ${o.game} (line ${o.line}${v && v.line !== o.line ? `; pgnkit: line ${v.line}` : ''}): differs in ${what}`);
    out.push(`    chessops: ${oracleSays(o)}`);
    out.push(`    pgnkit:   ${pgnkitSays(v)}`);
    if (!same.fen) {
      out.push(`    chessops FEN: ${oFen}`);
      out.push(`    pgnkit FEN:   ${pFen}`);
    }
  }
}
out.push(`  ${differing.length === 0 ? 'AGREE' : 'DISAGREE'}: ${n - differing.length} of ${n} games agree in everything`);
process.stdout.write(out.join('\n') + '\n');
process.exitCode = differing.length === 0 ? 0 : 1;
