#!/usr/bin/env node
// chessconform protocol v1 adapter for chess.js — the worked example for
// implementers (conformance/PROTOCOL.md is the contract; this file follows
// its section 7 step by step).
//
// The adapter only translates: every answer comes from chess.js 1.4.0
// (pinned in package.json). Where chess.js deviates from the Laws, the
// adapter passes the deviation on unchanged, so that the certificate shows
// it (README.md lists each one with its article). It declares exactly what
// chess.js can answer:
//   moves     legal_moves, play, perft, in_check   (standard chess only;
//             chess.js has no Chess960, so those positions are unsupported)
//   notation  to_san, from_san                     (English SAN only;
//             read_entry, a scoresheet entry with the draw-offer mark (=),
//             is not chess.js's business: like every operation not in OPS
//             below it is answered unsupported)
//   status    game_status                          (chess.js has no
//             editions: it models today's Laws, whose draw rules are the
//             same in the 2018 and 2023 editions, so only those two)
//
// Run it by hand:
//   node adapter.js
//   {"id":1,"op":"hello","params":{"protocol":1,"client":"me"}}

'use strict';

const readline = require('node:readline');
const { Chess } = require('chess.js');
const chessjsVersion = require('chess.js/package.json').version;

const CAPABILITIES = ['moves', 'notation', 'status'];
const RULEBOOKS = ['fide-2018-01', 'fide-2023'];

// Errors the dispatcher turns into protocol error codes (PROTOCOL.md §2).
class Unsupported extends Error {}
class Rejected extends Error {}

// ---- positions ------------------------------------------------------------

// isChess960 applies PROTOCOL.md §4: a castling field naming rook files
// (Shredder-FEN "HAha"), or a castling right whose king stands on its first
// rank and a rook of its colour on that side of it, but not both on their
// standard squares. chess.js knows only standard castling. A right with no
// king on the first rank or no rook on that side is no castling at all, in
// either game: such a FEN goes to chess.js, whose validation decides.
function isChess960(fen) {
  const [placement, , castling = '-'] = fen.trim().split(/\s+/);
  if (castling === '-') return false;
  if (/[A-Ha-h]/.test(castling)) return true;
  const rows = placement.split('/');
  const at = (file, rank) => {
    const row = rows[8 - rank] || '';
    let f = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) { f += Number(ch); continue; }
      if (f === file) return ch;
      f++;
    }
    return '';
  };
  const rights = { K: ['K', 'R', 1, 7, 1], Q: ['K', 'R', 1, 0, -1], k: ['k', 'r', 8, 7, 1], q: ['k', 'r', 8, 0, -1] };
  return [...castling].some((c) => {
    if (!rights[c]) return false;
    const [king, rook, rank, corner, dir] = rights[c];
    const kf = [0, 1, 2, 3, 4, 5, 6, 7].find((f) => at(f, rank) === king);
    if (kf === undefined) return false; // no king on its first rank: not castling
    let rookOnSide = false;
    for (let f = kf + dir; f >= 0 && f <= 7; f += dir) if (at(f, rank) === rook) rookOnSide = true;
    if (!rookOnSide) return false; // no rook on that side: not castling
    return kf !== 4 || at(corner, rank) !== rook;
  });
}

// load returns a chess.js game at fen, or throws Rejected (chess.js's own
// FEN validation decides what is invalid) / Unsupported (Chess960).
function load(fen) {
  if (typeof fen !== 'string') throw new Rejected('fen must be a string');
  if (isChess960(fen)) throw new Unsupported('chess.js does not implement Chess960');
  try {
    return new Chess(fen);
  } catch (e) {
    throw new Rejected(e.message);
  }
}

// ---- moves ----------------------------------------------------------------

// uci writes a chess.js move as UCI: e2e4, e7e8q; castling is the king's
// two-square move (e1g1), as PROTOCOL.md §4 asks for standard chess.
const uci = (m) => m.from + m.to + (m.promotion || '');

// playUCI makes one UCI move in game, or throws Rejected naming it.
function playUCI(game, move, index) {
  const m = /^([a-h][1-8])([a-h][1-8])([qrbn])?$/.exec(move);
  if (!m) throw new Rejected(`move ${index + 1}: ${JSON.stringify(move)} is not a UCI move`);
  try {
    return game.move({ from: m[1], to: m[2], promotion: m[3] });
  } catch (e) {
    throw new Rejected(`move ${index + 1}: ${move} is not a legal move (${e.message})`);
  }
}

function legalMoves({ fen }) {
  return { moves: load(fen).moves({ verbose: true }).map(uci) };
}

function play({ fen, moves }) {
  const game = load(fen);
  (moves || []).forEach((mv, i) => playUCI(game, mv, i));
  return { fen: game.fen() };
}

function perft({ fen, depth }) {
  if (!Number.isInteger(depth) || depth < 0) throw new Rejected('depth must be an integer >= 0');
  return { nodes: load(fen).perft(depth) };
}

function inCheck({ fen }) {
  return { in_check: load(fen).isCheck() };
}

// ---- notation -------------------------------------------------------------

// chess.js reads and writes English SAN only; other languages' letters
// (Appendix C.3) are not its business.
function needEnglish(locale) {
  if (locale !== 'en') throw new Unsupported(`chess.js writes English SAN only, not ${JSON.stringify(locale)}`);
}

function toSAN({ fen, move, locale }) {
  needEnglish(locale);
  return { san: playUCI(load(fen), move, 0).san };
}

function fromSAN({ fen, san, locale }) {
  needEnglish(locale);
  const game = load(fen);
  let m;
  try {
    // chess.js's default (permissive) reader: it also takes the other forms
    // Appendix C allows a player to write — "ed5" (C.9), "exd6 e.p.",
    // "Ngh3" with a needless file (C.10), "Ng1-f3" (C.8 long form).
    m = game.move(san);
  } catch (e) {
    throw new Rejected(`${JSON.stringify(san)}: ${e.message}`);
  }
  return { move: uci(m) };
}

// ---- status ---------------------------------------------------------------

// gameStatus plays the game in chess.js (so that its repetition history is
// the game's) and reports chess.js's verdict. chess.js has predicates, not a
// result; the adapter maps them without correcting them:
//   isDraw()  — true for stalemate, insufficient material, threefold
//               repetition and a half-move clock of 100, even when the side
//               to move is also checkmated: asked first, so that a draw
//               chess.js reports beside a checkmate shows on the certificate
//               instead of being hidden by the adapter.
//   isCheckmate()
// chess.js ends the game at threefold and at 100 half-moves (it has no
// claims, no fivefold and no 75-move rule): those are reported as the game
// over (result 1/2-1/2, the article of the rule chess.js applied), with
// termination "" because protocol 1.1's closed list has no such automatic
// end (threefold and fifty-moves are claim kinds, never terminations), and
// claims are always empty.
function gameStatus({ rulebook, fen, moves }) {
  if (!RULEBOOKS.includes(rulebook)) throw new Unsupported(`rulebook ${JSON.stringify(rulebook)}`);
  const game = load(fen);
  (moves || []).forEach((mv, i) => playUCI(game, mv, i));
  const over = (result, termination, article) => ({ result, termination, article, claims: [] });
  if (game.isDraw()) {
    if (game.isStalemate()) return over('1/2-1/2', 'stalemate', '5.2.1');
    if (game.isInsufficientMaterial()) return over('1/2-1/2', 'dead-position', '5.2.2');
    if (game.isThreefoldRepetition()) return over('1/2-1/2', '', '9.2');
    return over('1/2-1/2', '', '9.3'); // isDrawByFiftyMoves()
  }
  if (game.isCheckmate()) return over(game.turn() === 'w' ? '0-1' : '1-0', 'checkmate', '5.1.1');
  return over('*', '', '');
}

// ---- the protocol loop ----------------------------------------------------

const OPS = {
  legal_moves: legalMoves,
  play,
  perft,
  in_check: inCheck,
  to_san: toSAN,
  from_san: fromSAN,
  game_status: gameStatus,
};

function hello() {
  return {
    protocol: 1,
    name: 'chess.js',
    version: chessjsVersion,
    capabilities: CAPABILITIES,
    rulebooks: RULEBOOKS,
  };
}

function answer(req) {
  if (req.op === 'hello') return { result: hello() };
  if (req.op === 'quit') return { result: {} };
  const op = OPS[req.op];
  if (!op) return { error: { code: 'unsupported', message: `unknown operation ${JSON.stringify(req.op)}` } };
  try {
    return { result: op(req.params || {}) };
  } catch (e) {
    if (e instanceof Unsupported) return { error: { code: 'unsupported', message: e.message } };
    if (e instanceof Rejected) return { error: { code: 'rejected', message: e.message } };
    // Anything else is a bug here or in chess.js: say so, never crash.
    return { error: { code: 'internal', message: String(e && e.stack || e) } };
  }
}

const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
rl.on('line', (line) => {
  let req;
  try {
    req = JSON.parse(line);
  } catch (e) {
    process.stderr.write(`not JSON: ${e.message}\n`); // logs go to stderr
    return;
  }
  const out = JSON.stringify({ id: req.id, ...answer(req) });
  process.stdout.write(out + '\n'); // one line per response; write() flushes in order
  if (req.op === 'quit') rl.close();
});
rl.on('close', () => process.exit(0)); // end of input is quit
