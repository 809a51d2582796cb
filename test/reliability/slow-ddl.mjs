// Preloaded (node --import) into a server child process by the crash tests:
// every schema statement (create/alter/drop) is announced on stderr and then
// held back for SLOW_DDL_MS, so a test can SIGKILL the process at a known
// point in the middle of its migrations instead of hoping a random kill lands
// in the few milliseconds they take. Plain JavaScript, as it loads before tsx.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const delayMs = Number(process.env.SLOW_DDL_MS ?? 100);
const isDdl = (sql) => typeof sql === 'string' && /^\s*(create|alter|drop)\s/i.test(sql);
// stderr is a pipe here, and pipes are written synchronously on Linux: the
// line is out before the statement runs.
const announce = (sql) => process.stderr.write(`slow-ddl: ${sql.replace(/\s+/g, ' ').slice(0, 80)}\n`);

// The driver the server loads on this Node.js (src/storage/sqlite-library.ts).
const Database = require(Number(process.versions.napi) >= 10 ? 'better-sqlite3' : 'better-sqlite3-v12');
const prepare = Database.prototype.prepare;
const pause = new Int32Array(new SharedArrayBuffer(4));
Database.prototype.prepare = function (sql, ...rest) {
  if (isDdl(sql)) {
    announce(sql);
    Atomics.wait(pause, 0, 0, delayMs); // better-sqlite3 is synchronous: so is the delay
  }
  return prepare.call(this, sql, ...rest);
};

const pg = require('pg');
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, values, callback) {
  const text = typeof config === 'string' ? config : config?.text;
  if (isDdl(text) && typeof values !== 'function' && typeof callback !== 'function') {
    announce(text);
    return new Promise((resolve) => setTimeout(resolve, delayMs)).then(() => query.call(this, config, values));
  }
  return query.call(this, config, values, callback);
};
