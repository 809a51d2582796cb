// `npm run build` (and so `npm start`, which builds first): everything the
// server runs and serves, into dist/.
//   1. the server: src/ compiled by tsc into dist/ (incremental);
//   2. the typed client, the package's `./client` export: client/ compiled
//      into dist/client/, with the generated API types beside it;
//   3. the web console: console/ bundled by Vite into dist/console/;
//   4. dist/.built, the time stamp bin/recruiting-api compares with src/.
// Every tool used here is a dependency (not a devDependency): a production
// install (`npm ci --omit=dev`) must still be able to start.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/bin/tsc');
const run = (args) => execFileSync(process.execPath, args, { cwd: root, stdio: 'inherit' });

run([tsc, '-p', 'tsconfig.build.json']);
run([tsc, '-p', 'tsconfig.client.json']);
fs.copyFileSync(path.join(root, 'client/openapi.d.ts'), path.join(root, 'dist/client/openapi.d.ts'));
const { build } = await import('vite');
await build({ configFile: path.join(root, 'console/vite.config.ts'), logLevel: 'warn' });
fs.writeFileSync(path.join(root, 'dist/.built'), new Date().toISOString() + '\n');
