// The text of a PDF resume, read with Mozilla's pdf.js (pdfjs-dist).
//
// pdfjs-dist is pinned to 4.10.38, the last line that runs on Node 20 (v5
// needs Node 22); move to v5 when Node 20 is no longer supported. Its legacy
// build is the one for Node. It is imported only when a PDF is read, so that
// starting the server or a command does not load it.
//
// A resume is a stranger's file: pdf.js is told not to compile font programs
// with eval, not to load font faces or system fonts, and not to fetch
// anything (no worker from a URL, no CMaps or standard fonts: a font that
// needs them gives less or no text, which is fine here). Only the first pages
// are read, and a PDF that takes too long or cannot be parsed gives no text:
// the client then sends the fields.
//
// pdf.js on Node parses on the thread that calls it (its "fake worker" passes
// messages as promise callbacks), so no timer could cut it short there, and a
// hostile PDF (a stream that inflates to gigabytes, a page of endless
// operators) would hold up every request. Each PDF is read on a thread of its
// own (pdf-text-thread-main.ts) with a heap limit, ended when it runs over
// time; at most PDF_THREADS run at once, the others wait their turn.
import { Worker } from 'node:worker_threads';
import type { PdfTextRequest, PdfTextResult } from './pdf-text-thread.ts';

/** The first pages are read: contact details are on the first page of a resume. */
export const PDF_PAGES_READ = 3;
/** How long reading a PDF may take (from its thread's start) before it counts as unreadable. */
export const PDF_READ_TIMEOUT_MS = 10_000;
/** How many PDFs are read at once. */
const PDF_THREADS = 2;
/** The heap a PDF's thread may use, in MiB: it ends (the PDF unread) past it. */
const PDF_THREAD_HEAP_MIB = 256;

/**
 * The thread, from the build (dist/server/pdf-text-thread.js, an entry of
 * scripts/build-server.mjs, beside the chunk this module is bundled in) or,
 * when the process runs the TypeScript sources, from them through tsx, which
 * a new thread must register for itself.
 */
function spawnThread(workerData: PdfTextRequest): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: PDF_THREAD_HEAP_MIB };
  const transferList = [workerData.bytes.buffer as ArrayBuffer];
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./pdf-text-thread.js', import.meta.url), { workerData, transferList, resourceLimits });
  }
  const entry = new URL('./pdf-text-thread-main.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(bootstrap, { eval: true, workerData, transferList, resourceLimits });
}

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `read` when fewer than PDF_THREADS reads run; a read that ends hands its place to the first waiting. */
async function inTurn<T>(read: () => Promise<T>): Promise<T> {
  if (running < PDF_THREADS) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await read();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** One read on its own thread: the text, or undefined when it failed, ran out of heap or over time. */
function readOnThread(bytes: Uint8Array, pages: number, timeoutMs: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    // A copy, handed over to the thread: the bytes sent are kept afterwards.
    const thread = spawnThread({ bytes: new Uint8Array(bytes), pages });
    let settled = false;
    const settle = (text: string | undefined) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(text);
      void thread.terminate();
    };
    const timer = setTimeout(() => settle(undefined), timeoutMs);
    thread.once('message', (result: PdfTextResult) => settle(result.text));
    thread.once('error', () => settle(undefined));
    thread.once('exit', () => settle(undefined));
  });
}

/**
 * The text of the PDF's first pages, or undefined when it cannot be parsed
 * or is not read within the time limit.
 */
export function pdfText(
  bytes: Uint8Array,
  limits = { pages: PDF_PAGES_READ, timeoutMs: PDF_READ_TIMEOUT_MS },
): Promise<string | undefined> {
  return inTurn(() => readOnThread(bytes, limits.pages, limits.timeoutMs));
}
