// The package's build (`npm run build` here, and `prepack`, so a tarball
// packed from a fresh clone has what `exports` names): src/ compiled into
// dist/ from scratch, and the generated API types (src/openapi.d.ts, which
// tsc does not copy) put beside the declarations that import them.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const here = import.meta.dirname;
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
fs.rmSync(path.join(here, 'dist'), { recursive: true, force: true });
execFileSync(process.execPath, [tsc, '-p', path.join(here, 'tsconfig.json')], { stdio: 'inherit' });
fs.copyFileSync(path.join(here, 'src/openapi.d.ts'), path.join(here, 'dist/openapi.d.ts'));
