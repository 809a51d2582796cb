// The server's build: src/ bundled by esbuild from the command line's entry
// (src/cli/main.ts) into dist/server/, then dist/.server-built, the time stamp
// bin/recruiting-api compares with src/. Used by `npm run build` and by the
// test runner (which brings it up to date before the tests start processes).
//
// A bundle rather than a file per module: the CLI loaded over 500 modules
// (Kysely's and TypeBox's ESM builds are a file per class or function), most
// of the 0.7 s it took to start a command. Our sources, Kysely and TypeBox go
// into a few files; each command still loads only what it imports (a chunk per
// dynamic import). Every other package stays in node_modules as it is: native
// ones (better-sqlite3), ones that require files at run time, and CommonJS
// ones, which Node loads quickly. Source maps point stack traces at src/.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
export const SERVER_DIR = path.join(root, 'dist/server');
export const SERVER_STAMP = path.join(root, 'dist/.server-built');
const BUNDLED_PACKAGES = new Set(['kysely', '@sinclair/typebox']);

/** A bare import's package name: `@scope/name` or `name`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The newest modification time of the files under `dir`, 0 when there are none. */
function newestFile(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath ?? entry.path, entry.name)).mtimeMs);
  }
  return newest;
}

/** Whether dist/server/ is at least as new as every source file: the test bin/recruiting-api makes before it runs the build. */
export function serverBuildIsCurrent() {
  return (
    fs.existsSync(path.join(SERVER_DIR, 'main.js')) &&
    fs.existsSync(SERVER_STAMP) &&
    fs.statSync(SERVER_STAMP).mtimeMs >= newestFile(path.join(root, 'src'))
  );
}

/**
 * Builds the server from scratch. It empties dist/server/ first: run it only
 * while no process runs that build (the test runner does so before any test
 * starts; the benchmark only when the build is out of date).
 */
export async function buildServer() {
  fs.rmSync(SERVER_DIR, { recursive: true, force: true });
  await build({
    // The delivery thread, the thread a resume is read on and the SQLite checkpoint thread are modules of
    // their own, which src/delivery/delivery-thread.ts, src/services/resume-thread.ts and
    // src/storage/sqlite-checkpoints.ts start.
    entryPoints: {
      main: path.join(root, 'src/cli/main.ts'),
      'delivery-thread': path.join(root, 'src/delivery/delivery-thread-main.ts'),
      'resume-thread': path.join(root, 'src/services/resume-thread-main.ts'),
      'sqlite-checkpoint-thread': path.join(root, 'src/storage/sqlite-checkpoint-thread-main.ts'),
    },
    outdir: SERVER_DIR,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-stay-in-node-modules',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
            BUNDLED_PACKAGES.has(packageOf(specifier)) ? undefined : { path: specifier, external: true },
          );
        },
      },
    ],
  });
  fs.writeFileSync(SERVER_STAMP, new Date().toISOString() + '\n');
}
