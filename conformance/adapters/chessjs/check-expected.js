#!/usr/bin/env node
// check-expected.js CERT.json [EXPECTED.txt]
//
// Compares the failures and errors of a chessconform JSON certificate with
// the committed list of chess.js's known deviations (expected-failures.txt):
// exit 0 when they are exactly the same cases, 1 otherwise (printing what
// is new and what is gone), 2 on bad input. CI runs it so that any change —
// a new failure, or a deviation that no longer shows — turns the build red.
//
// --print writes the certificate's failures in the list's format (to update
// the list by hand, keeping its comments).
'use strict';

const fs = require('node:fs');
const path = require('node:path');

const args = process.argv.slice(2);
const print = args[0] === '--print';
if (print) args.shift();
if (args.length < 1) {
  process.stderr.write('usage: check-expected.js [--print] CERT.json [EXPECTED.txt]\n');
  process.exit(2);
}
const expectedFile = args[1] || path.join(__dirname, 'expected-failures.txt');

// One line per case: "ID STATUS ARTICLES" (articles comma-separated).
const lineOf = (c) => `${c.id} ${c.status} ${c.articles.join(',')}`;

let cert;
try {
  cert = JSON.parse(fs.readFileSync(args[0], 'utf8'));
} catch (e) {
  process.stderr.write(`${args[0]}: ${e.message}\n`);
  process.exit(2);
}
const got = cert.cases.filter((c) => c.status === 'fail' || c.status === 'error').map(lineOf).sort();
if (print) {
  process.stdout.write(got.join('\n') + '\n');
  process.exit(0);
}
const want = fs.readFileSync(expectedFile, 'utf8').split('\n')
  .map((l) => l.replace(/#.*/, '').trim().split(/\s+/).join(' '))
  .filter((l) => l !== '').sort();

const extra = got.filter((l) => !want.includes(l));
const missing = want.filter((l) => !got.includes(l));
if (extra.length === 0 && missing.length === 0) {
  process.stdout.write(`chess.js: exactly the ${want.length} expected failures (${path.basename(expectedFile)})\n`);
  process.exit(0);
}
for (const l of extra) process.stdout.write(`unexpected failure: ${l}\n`);
for (const l of missing) process.stdout.write(`expected failure not seen: ${l}\n`);
process.exit(1);
