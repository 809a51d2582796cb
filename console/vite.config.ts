// The web console: a React single-page application built into dist/console/,
// which the server serves at / (src/routes/console.ts). `npm run console:dev`
// serves it with hot reload and forwards /v3 to a server on port 3000.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = import.meta.dirname;

/**
 * Each text file of the build also as .br and .gz beside it, compressed once
 * at build with the highest settings: the server sends the one the browser
 * accepts (@fastify/static's preCompressed), spending no time per request.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const file = path.join(options.dir!, fileName);
        const bytes = fs.readFileSync(file);
        if (bytes.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), precompress()],
  // Files in assets/ are named by their content hash, so the server can let browsers keep them for a year.
  build: { outDir: path.resolve(root, '../dist/console'), emptyOutDir: true, assetsDir: 'assets', sourcemap: false },
  server: { proxy: { '/v3': process.env.CONSOLE_API_URL ?? 'http://127.0.0.1:3000' } },
});
