// The web console (console/, built by `npm run build` into dist/console/),
// served at / by the same process as the API:
// - files under /assets/ are named by a hash of their content, so browsers
//   may keep them for a year without asking again;
// - index.html and the other files are revalidated on every load (no-cache,
//   with ETag), so a new build is picked up at once;
// - each file is sent compressed as the browser accepts it (brotli, else
//   gzip), from the .br and .gz files the build made beside it
//   (console/vite.config.ts): no compression work per request;
// - a page address of the console (/companies/…) loaded directly or reloaded
//   gets index.html, and the console's own router shows the page. Only for
//   GET and HEAD requests that ask for HTML, outside /v3 and /assets: the API
//   keeps its 404 routeNotFound in the Error shape, and a missing script is a
//   404, not a page.
// - the sign-in page, /signin, gets signin.html: the same page with the
//   sign-in form already in it (prerendered at build, console/vite.config.ts),
//   on screen and usable before the script has loaded
//   (routes/console-sign-in.ts takes the form when posted without script).
//   A build without it (an older one) answers with index.html.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const ASSETS = '/assets/';
const ONE_YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Where `npm run build` puts the console, whether the server runs from src/ or dist/. */
export const BUILT_CONSOLE_DIR = path.resolve(import.meta.dirname, '../../dist/console');

export function isConsoleBuilt(dir: string): boolean {
  return fs.existsSync(path.join(dir, 'index.html'));
}

const SIGN_IN_PAGE = '/signin';
const SIGN_IN_HTML = 'signin.html';

/** The path of a console page address (/companies/…), or undefined for anything else. */
function consolePage(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const pathname = request.url.split('?')[0]!;
  if (/^\/v3(\/|$)/.test(pathname) || pathname.startsWith(ASSETS)) return undefined;
  return (request.headers.accept ?? '').includes('text/html') ? pathname : undefined;
}

/**
 * Serves the built console in `dir`. Returns the fallback for the not-found
 * handler: it answers a console page address with index.html and returns
 * true, or returns false for everything else.
 */
export async function serveConsole(app: FastifyInstance, dir: string): Promise<(request: FastifyRequest, reply: FastifyReply) => boolean> {
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/',
    // One route per built file, made at start: any other path reaches the not-found handler.
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'deny',
    setHeaders(reply, filePath) {
      const hashed = path.relative(dir, filePath).startsWith(ASSETS.slice(1));
      reply.header('vary', 'Accept-Encoding');
      reply.header('cache-control', hashed ? ONE_YEAR_IMMUTABLE : REVALIDATE);
    },
  });
  const signInPrerendered = fs.existsSync(path.join(dir, SIGN_IN_HTML));
  return (request, reply) => {
    const page = consolePage(request);
    if (page === undefined) return false;
    void reply.sendFile(page === SIGN_IN_PAGE && signInPrerendered ? SIGN_IN_HTML : 'index.html');
    return true;
  };
}
