// better-sqlite3, in the version this Node.js can run.
//
// better-sqlite3 12 wraps its objects in node::ObjectWrap; from Node.js 24 on,
// that class removes an environment cleanup hook in its destructor, which
// aborts the process ("Assertion failed: (env) != nullptr") whenever the
// garbage collector frees a statement outside a JavaScript context. Version 13
// is built on Node-API and ships its binaries inside the package, but asks for
// Node-API 10, which Node.js 20 (and 22 before 22.14) lacks: loading it there
// crashes too. So 13 is installed as `better-sqlite3`, and 12 as the optional
// `better-sqlite3-v12` (optional/better-sqlite3-v12: a package whose engines
// name only the Node.js lines without Node-API 10, so npm installs, and
// compiles, 12 there alone), and the process loads the one its Node-API level
// can run. Their JavaScript interfaces are the same.
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

const require = createRequire(import.meta.url);

/** The Node-API level better-sqlite3 13 is built for. */
const NODE_API_OF_CURRENT_DRIVER = 10;

function load(): typeof BetterSqlite3 {
  if (Number(process.versions.napi) >= NODE_API_OF_CURRENT_DRIVER) return require('better-sqlite3') as typeof BetterSqlite3;
  try {
    return require('better-sqlite3-v12') as typeof BetterSqlite3;
  } catch (error) {
    throw new Error(
      `SQLite on Node.js ${process.version} needs the optional package better-sqlite3-v12, which is not installed ` +
        `(${(error as Error).message.split('\n')[0]}); run npm install again, or use Node.js 22.14 or newer`,
      { cause: error },
    );
  }
}

/** The better-sqlite3 Database class for this process. */
export const SqliteDatabase = load();
