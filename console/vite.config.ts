// The web console: a React single-page application built into dist/console/,
// which the server serves at / (src/routes/console.ts). `npm run console:dev`
// serves it with hot reload and forwards /v3 to a server on port 3000.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = import.meta.dirname;

export default defineConfig({
  root,
  plugins: [react()],
  // Files in assets/ are named by their content hash, so the server can let browsers keep them for a year.
  build: { outDir: path.resolve(root, '../dist/console'), emptyOutDir: true, assetsDir: 'assets', sourcemap: false },
  server: { proxy: { '/v3': process.env.CONSOLE_API_URL ?? 'http://127.0.0.1:3000' } },
});
