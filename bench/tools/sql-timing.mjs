// Times every SQLite statement of a process, by SQL text, and writes the
// heaviest (with the event loop delay) to /tmp/sql-timing-<pid>.txt every 2 s
// and at exit. A preload for
// the measured server, to see which queries the time goes to (a CPU profile
// shows only that it goes to better-sqlite3, with the async callers lost):
//   BENCH_SERVER_NODE_ARGS="--import ./bench/tools/sql-timing.mjs" npm run bench -- --quick --only delivery
// Statement counts per scenario are also machine-independent: a good way to
// compare two versions of the engine on a noisy machine.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
// The driver the server loads on this Node.js (src/storage/sqlite-library.ts).
const Database = require(Number(process.versions.napi) >= 10 ? 'better-sqlite3' : 'better-sqlite3-v12');
const stats = new Map();
const prepare = Database.prototype.prepare;

Database.prototype.prepare = function (sql) {
  const statement = prepare.call(this, sql);
  const key = sql.replace(/\s+/g, ' ').trim().slice(0, 110);
  for (const method of ['all', 'run', 'get']) {
    const original = statement[method].bind(statement);
    statement[method] = (...args) => {
      const started = process.hrtime.bigint();
      try {
        return original(...args);
      } finally {
        const entry = stats.get(key) ?? { calls: 0, us: 0, maxUs: 0 };
        const us = Number(process.hrtime.bigint() - started) / 1000;
        entry.calls++;
        entry.us += us;
        entry.maxUs = Math.max(entry.maxUs, us);
        stats.set(key, entry);
      }
    };
  }
  return statement;
};

const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

function dump() {
  const lines = [...stats]
    .sort((a, b) => b[1].us - a[1].us)
    .slice(0, 30)
    .map(
      ([sql, e]) =>
        `${(e.us / 1000).toFixed(0).padStart(7)} ms ${String(e.calls).padStart(8)}x ${(e.us / e.calls).toFixed(1).padStart(8)} us avg ${(e.maxUs / 1000).toFixed(1).padStart(7)} ms max  ${sql}`,
    );
  // How long the event loop was held up: a slow statement stalls every request and delivery of the process.
  const ms = (ns) => (ns / 1e6).toFixed(1);
  const delay = `event loop delay: p50 ${ms(loopDelay.percentile(50))} ms, p99 ${ms(loopDelay.percentile(99))} ms, max ${ms(loopDelay.max)} ms`;
  fs.writeFileSync(`/tmp/sql-timing-${process.pid}.txt`, [delay, ...lines].join('\n') + '\n');
}
process.on('exit', dump);
setInterval(dump, 2000).unref();
