// Counts what a process sends to PostgreSQL, for the bench's figure
// "PostgreSQL statements (and round trips) per delivery". Loaded into a
// measured process with `--require` (worker threads inherit it; they do not
// inherit `--import`), it wraps node-postgres' Client.prototype.query, which
// every query of a Pool, of Kysely and of graphile-worker goes through:
// - a round trip is one call (node-postgres sends one query at a time per
//   connection and waits for its answer);
// - statements are those the call carries: one for a query with parameters
//   or a name (the extended protocol takes a single statement), else those in
//   its text, split at semicolons outside quotes and comments;
// - transactions are the statements that open one (`begin`, `start transaction`).
// Statements run inside server-side functions (graphile-worker's) are not seen.
// The counts of each thread go to $BENCH_PG_COUNT_DIR/<pid>-<thread id>.json
// every 100 ms while they change, and at exit; bench/lib/pg-statement-counts.ts
// adds them up. Without BENCH_PG_COUNT_DIR it does nothing.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS preload, the kind `--require` takes */
const fs = require('node:fs');
const path = require('node:path');
const { threadId } = require('node:worker_threads');

const dir = process.env.BENCH_PG_COUNT_DIR;

/** Statements in a text sent by the simple protocol. */
function statementsIn(text) {
  const bare = text.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|--[^\n]*|\/\*[\s\S]*?\*\//g, ' ');
  return bare.split(';').filter((part) => part.trim() !== '');
}

if (dir) {
  const { Client } = require('pg');
  const counts = { roundTrips: 0, statements: 0, transactions: 0 };
  const query = Client.prototype.query;
  Client.prototype.query = function countedQuery(config, values) {
    counts.roundTrips++;
    const text = typeof config === 'string' ? config : config && typeof config.text === 'string' ? config.text : '';
    const parameters = Array.isArray(values) ? values : config && Array.isArray(config.values) ? config.values : [];
    const single = parameters.length > 0 || (config && config.name) || !text.includes(';');
    const statements = single ? [text] : statementsIn(text);
    counts.statements += statements.length;
    for (const statement of statements) if (/^\s*(begin|start\s+transaction)\b/i.test(statement)) counts.transactions++;
    return query.apply(this, arguments);
  };

  const file = path.join(dir, `${process.pid}-${threadId}.json`);
  let written = '';
  const write = () => {
    const text = JSON.stringify(counts);
    if (text === written) return;
    written = text;
    fs.writeFileSync(`${file}.tmp`, text);
    fs.renameSync(`${file}.tmp`, file);
  };
  setInterval(write, 100).unref();
  process.on('exit', write);
}
