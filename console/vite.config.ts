// The web console: a React single-page application built into dist/console/,
// which the server serves at / (src/routes/console.ts), with its sign-in page
// also prerendered into signin.html. `npm run console:dev` serves it with hot
// reload and forwards /v3 to a server on port 3000.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, runnerImport, type Plugin } from 'vite';

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

/** Replaces the one `find` in `html`; a change of index.html that moves it stops the build rather than leave it undone. */
function replaceOnce(html: string, find: string, replacement: string): string {
  if (html.split(find).length !== 2) throw new Error(`signin.html: index.html holds ${JSON.stringify(find)} not exactly once`);
  return html.replace(find, () => replacement);
}

/**
 * signin.html: index.html as built (the same head, script and style sheet)
 * with the sign-in page already in #root, rendered by React in Node from the
 * console's own components (src/prerender.tsx). The server answers /signin
 * with it, so the form is on screen, and works, before the script has loaded;
 * the script then takes it over (src/main.tsx). The note that the console
 * needs JavaScript goes: this page does not.
 */
function prerenderSignIn(): Plugin {
  return {
    name: 'prerender-sign-in',
    apply: 'build',
    // After Vite's own plugins have put index.html into the bundle.
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('signin.html: the build has no index.html');
      const { module } = await runnerImport<typeof import('./src/prerender.tsx')>(path.join(root, 'src/prerender.tsx'), {
        configFile: false,
        root,
        logLevel: 'warn',
      });
      let html = String(index.source);
      html = replaceOnce(html, '<div id="root"></div>', `<div id="root">${module.signInPageMarkup()}</div>`);
      html = replaceOnce(html, '<noscript>The console needs JavaScript.</noscript>', '');
      html = replaceOnce(html, '<title>Recruiting API console</title>', '<title>Sign in · Recruiting API</title>');
      this.emitFile({ type: 'asset', fileName: 'signin.html', source: html });
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), prerenderSignIn(), precompress()],
  // Files in assets/ are named by their content hash, so the server can let browsers keep them for a year.
  build: { outDir: path.resolve(root, '../dist/console'), emptyOutDir: true, assetsDir: 'assets', sourcemap: false },
  server: { proxy: { '/v3': process.env.CONSOLE_API_URL ?? 'http://127.0.0.1:3000' } },
});
