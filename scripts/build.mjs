// `npm run build` (and so `npm start`, which builds first): everything the
// server runs and serves, into dist/.
//   1. the server: src/ bundled into dist/server/, then dist/.server-built,
//      the time stamp bin/recruiting-api compares with src/
//      (scripts/build-server.mjs);
//   2. the typed client, the workspace package packages/client (also this
//      package's `./client` export): its own build, into packages/client/dist/;
//   3. the web console: console/ bundled by Vite into dist/console/;
//   4. dist/.built: everything above is built (a production install that
//      pruned the tools keeps using it).
// The tools used here (TypeScript, Vite, React) are devDependencies: users of
// the client don't need them. A production install
// (`npm ci --omit=dev`) after a build has no tools and keeps the dist/ it has,
// so `npm start` (which builds first) still starts; without a dist/ it stops
// and says what to do.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
try {
  require.resolve('typescript/bin/tsc');
} catch {
  if (fs.existsSync(path.join(root, 'dist/.built'))) {
    process.stderr.write('recruiting-api: the build tools are not installed (a production install); using the dist/ built before\n');
    process.exit(0);
  }
  process.stderr.write(
    'recruiting-api: nothing is built and the build tools are not installed: run `npm install` (with dev dependencies), then `npm run build`\n',
  );
  process.exit(1);
}
const run = (args) => execFileSync(process.execPath, args, { cwd: root, stdio: 'inherit' });

const { buildServer } = await import('./build-server.mjs');
await buildServer();
run([path.join(root, 'packages/client/build.mjs')]);
const { build } = await import('vite');
await build({ configFile: path.join(root, 'console/vite.config.ts'), logLevel: 'warn' });
fs.writeFileSync(path.join(root, 'dist/.built'), new Date().toISOString() + '\n');
