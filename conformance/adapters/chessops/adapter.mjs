#!/usr/bin/env node
// chessconform protocol v1 adapter for chessops (lichess's rules library),
// the version pinned in package.json / package-lock.json. It follows the
// chess.js adapter (../chessjs/adapter.js, the worked example) and, like
// it, only translates: every answer comes from chessops, deviations are
// passed on unchanged, and README.md lists each with its article.
//
//   moves     legal_moves, play, perft, in_check   (standard and Chess960:
//             chessops reads X-FEN and Shredder-FEN castling)
//   notation  to_san, from_san                     (English SAN only)
//   status    game_status                          (fide-2018-01, fide-2023)
//
// chessops's CommonJS build does not load on Node 20; this file is an ES
// module and imports the ESM build.

import readline from 'node:readline';
import { readFileSync } from 'node:fs';
import { Chess, castlingSide, normalizeMove } from 'chessops/chess';
import { parseFen, makeFen } from 'chessops/fen';
import { makeSan, parseSan } from 'chessops/san';
import { parseUci, makeSquare, kingCastlesTo } from 'chessops/util';
import { perft as chessopsPerft } from 'chessops/debug';

// chessops's exports map hides its package.json; read it from node_modules.
const chessopsVersion = JSON.parse(readFileSync(new URL('./node_modules/chessops/package.json', import.meta.url), 'utf8')).version;

const CAPABILITIES = ['moves', 'notation', 'status'];
const RULEBOOKS = ['fide-2018-01', 'fide-2023'];

class Unsupported extends Error {}
class Rejected extends Error {}

// ---- positions ------------------------------------------------------------

// load reads a FEN with chessops's parseFen and Chess.fromSetup: chessops's
// own validation decides what is rejected.
function load(fen) {
  if (typeof fen !== 'string') throw new Rejected('fen must be a string');
  const setup = parseFen(fen);
  if (setup.isErr) throw new Rejected(`parseFen: ${setup.error.message}`);
  const pos = Chess.fromSetup(setup.value);
  if (pos.isErr) throw new Rejected(`Chess.fromSetup: ${pos.error.message}`);
  return { pos: pos.value, chess960: isChess960(pos.value, fen) };
}

// isChess960 applies PROTOCOL.md §4 to decide how castling is written: the
// castling field names rook files, or a castling rook chessops kept (or its
// king) is off its standard square.
function isChess960(pos, fen) {
  const field = fen.trim().split(/\s+/)[2] || '-';
  if (/[A-Ha-h]/.test(field)) return true;
  for (const color of ['white', 'black']) {
    const king = pos.board.kingOf(color);
    for (const side of ['a', 'h']) {
      const rook = pos.castles.rook[color][side];
      if (rook === undefined) continue;
      const home = color === 'white' ? 0 : 56;
      if (king !== home + 4 || rook !== home + (side === 'a' ? 0 : 7)) return true;
    }
  }
  return false;
}

// uci writes a chessops move: castling (chessops moves the king onto its
// rook) is the king's two-square move in standard chess, king takes rook in
// Chess960 (PROTOCOL.md §4).
function uci(state, move) {
  const side = castlingSide(state.pos, move);
  if (side && !state.chess960) {
    return makeSquare(move.from) + makeSquare(kingCastlesTo(state.pos.turn, side));
  }
  return makeSquare(move.from) + makeSquare(move.to);
}

const roleLetter = { queen: 'q', rook: 'r', bishop: 'b', knight: 'n' };
function uciOf(state, move) {
  const s = uci(state, { from: move.from, to: move.to });
  return move.promotion ? s + roleLetter[move.promotion] : s;
}

// parseMove reads a UCI move and normalises castling (either spelling) to
// chessops's king-onto-rook form; isLegal decides.
function parseMove(state, text, index) {
  const m = typeof text === 'string' ? parseUci(text) : undefined;
  if (!m || m.role) throw new Rejected(`move ${index + 1}: ${JSON.stringify(text)} is not a UCI move`);
  const move = normalizeMove(state.pos, m);
  if (!state.pos.isLegal(move)) throw new Rejected(`move ${index + 1}: ${text} is not a legal move`);
  return move;
}

function legalMovesOf(state) {
  const out = [];
  const ctx = state.pos.ctx();
  for (const [from, dests] of state.pos.allDests(ctx)) {
    const piece = state.pos.board.get(from);
    for (const to of dests) {
      const rank = to >> 3;
      if (piece.role === 'pawn' && (rank === 0 || rank === 7)) {
        for (const role of ['queen', 'rook', 'bishop', 'knight']) out.push(uciOf(state, { from, to, promotion: role }));
      } else {
        out.push(uciOf(state, { from, to }));
      }
    }
  }
  return out;
}

// ---- operations -----------------------------------------------------------

function legalMoves({ fen }) {
  return { moves: legalMovesOf(load(fen)) };
}

function playAll(state, moves) {
  (moves || []).forEach((mv, i) => {
    const move = parseMove(state, mv, i);
    state.pos.play(move);
  });
  return state;
}

function play({ fen, moves }) {
  const state = playAll(load(fen), moves);
  return { fen: makeFen(state.pos.toSetup()) };
}

function perft({ fen, depth }) {
  if (!Number.isInteger(depth) || depth < 0) throw new Rejected('depth must be an integer >= 0');
  return { nodes: chessopsPerft(load(fen).pos, depth, false) };
}

function inCheck({ fen }) {
  return { in_check: load(fen).pos.isCheck() };
}

function needEnglish(locale) {
  if (locale !== 'en') throw new Unsupported(`chessops writes English SAN only, not ${JSON.stringify(locale)}`);
}

function toSAN({ fen, move, locale }) {
  needEnglish(locale);
  const state = load(fen);
  return { san: makeSan(state.pos, parseMove(state, move, 0)) };
}

function fromSAN({ fen, san, locale }) {
  needEnglish(locale);
  const state = load(fen);
  const m = parseSan(state.pos, san);
  if (!m) throw new Rejected(`${JSON.stringify(san)}: parseSan found no legal move`);
  return { move: uciOf(state, m) };
}

// gameStatus plays the moves and reports chessops's verdict on the final
// position: isCheckmate(), isStalemate(), isInsufficientMaterial(). chessops
// keeps no game history and no clock rules (no repetition, no 50/75 moves):
// claims are always empty and the adapter adds none.
function gameStatus({ rulebook, fen, moves }) {
  if (!RULEBOOKS.includes(rulebook)) throw new Unsupported(`rulebook ${JSON.stringify(rulebook)}`);
  const { pos } = playAll(load(fen), moves);
  const over = (result, termination, article) => ({ result, termination, article, claims: [] });
  if (pos.isCheckmate()) return over(pos.turn === 'white' ? '0-1' : '1-0', 'checkmate', '5.1.1');
  if (pos.isStalemate()) return over('1/2-1/2', 'stalemate', '5.2.1');
  if (pos.isInsufficientMaterial()) return over('1/2-1/2', 'dead-position', '5.2.2');
  return over('*', '', '');
}

// ---- the protocol loop (as in ../chessjs/adapter.js) ---------------------------

const OPS = {
  legal_moves: legalMoves,
  play,
  perft,
  in_check: inCheck,
  to_san: toSAN,
  from_san: fromSAN,
  game_status: gameStatus,
};

function answer(req) {
  if (req.op === 'hello') {
    return { result: { protocol: 1, name: 'chessops', version: chessopsVersion, capabilities: CAPABILITIES, rulebooks: RULEBOOKS } };
  }
  if (req.op === 'quit') return { result: {} };
  const op = OPS[req.op];
  if (!op) return { error: { code: 'unsupported', message: `unknown operation ${JSON.stringify(req.op)}` } };
  try {
    return { result: op(req.params || {}) };
  } catch (e) {
    if (e instanceof Unsupported) return { error: { code: 'unsupported', message: e.message } };
    if (e instanceof Rejected) return { error: { code: 'rejected', message: e.message } };
    return { error: { code: 'internal', message: String((e && e.stack) || e) } };
  }
}

const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
rl.on('line', (line) => {
  let req;
  try {
    req = JSON.parse(line);
  } catch (e) {
    process.stderr.write(`not JSON: ${e.message}\n`);
    return;
  }
  process.stdout.write(JSON.stringify({ id: req.id, ...answer(req) }) + '\n');
  if (req.op === 'quit') rl.close();
});
rl.on('close', () => process.exit(0));
