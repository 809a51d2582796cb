// The resume reader's threads: every resume whose details are read is read
// on one (resume-reader.ts: unpacking, tag stripping, pdf.js, the contact
// detail scan), never on the thread that answers requests. A stranger's
// file can ask for a lot of work (a ZIP entry that inflates to megabytes, a
// PDF of endless operators); on a thread of its own, with a heap limit, and
// ended when it runs over time, it holds up nothing else. At most
// READER_THREADS read at once, the others wait their turn. A thread reads
// one resume after another (starting one costs more than most reads); one
// that runs over time or heap is ended and the next read gets a new one, as
// does every READS_PER_THREAD-th, so that nothing a read leaves behind grows.
import type { Worker } from 'node:worker_threads';
import { startModuleThread } from '../module-thread.ts';
import type { ResumeReading, ResumeReadRequest } from './resume-reader.ts';
import { Turns } from './turns.ts';

/**
 * How long reading a resume may take before it counts as unreadable: from
 * when the thread has what the read needs (started, pdf.js loaded) and
 * begins, so a busy machine's slow start of a thread is not counted against
 * the file.
 */
export const RESUME_READ_TIMEOUT_MS = 10_000;
/**
 * How long a thread may take to be ready for a read (start, load pdf.js):
 * nothing of the file is read by then, so this bounds only a thread that
 * never comes up, generously for a loaded machine.
 */
const THREAD_READY_TIMEOUT_MS = 120_000;
/** What a reader's thread says before each answer: what the read needs is loaded, the read itself begins. */
export const READ_BEGINS = 'read begins';
/** How many resumes are read at once. */
const READER_THREADS = 2;
/** The heap a reader's thread may use, in MiB: it ends (the resume unread) past it. */
const READER_THREAD_HEAP_MIB = 256;
/** Reads after which a thread is replaced. */
const READS_PER_THREAD = 100;

/** A reader thread (module-thread.ts). */
function spawnThread(): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: READER_THREAD_HEAP_MIB };
  // tsx steps aside once the reader is loaded: pdf.js, imported when a PDF is first read, loads several times faster without it.
  const source = new URL('./resume-thread-main.ts', import.meta.url);
  return startModuleThread({ built: 'resume-thread', source, unregisterAfterLoad: true }, { resourceLimits });
}

/** The idle threads, ready for a read. */
const idle: { worker: Worker; reads: number }[] = [];

/** An idle thread, or a new one. An idle thread does not keep the process running (it is unref'd between reads). */
function takeThread(): { worker: Worker; reads: number } {
  const thread = idle.pop();
  if (thread) return thread;
  const worker = spawnThread();
  // A thread that dies while idle (it never should) is dropped, not thrown about.
  worker.on('error', () => undefined);
  worker.on('exit', () => {
    const at = idle.findIndex((entry) => entry.worker === worker);
    if (at !== -1) idle.splice(at, 1);
  });
  return { worker, reads: 0 };
}

/** At most READER_THREADS reads at once; the others wait their turn. */
const readerTurns = new Turns(READER_THREADS);

/**
 * One read on a thread: what it answered, or undefined when it failed, ran
 * out of heap or over time (the thread then ended). The time limit starts
 * when the thread says the read begins.
 */
function readOnThread(request: ResumeReadRequest, timeoutMs: number): Promise<ResumeReading | undefined> {
  const thread = takeThread();
  const { worker } = thread;
  worker.ref();
  return new Promise((resolve) => {
    let settled = false;
    const settle = (reading: ResumeReading | undefined) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', answered);
      worker.off('exit', ended);
      worker.unref();
      thread.reads++;
      if (reading === undefined || thread.reads >= READS_PER_THREAD) void worker.terminate();
      else idle.push(thread);
      resolve(reading);
    };
    const ended = () => settle(undefined);
    let timer = setTimeout(ended, THREAD_READY_TIMEOUT_MS);
    const answered = (message: ResumeReading | typeof READ_BEGINS) => {
      if (message !== READ_BEGINS) return settle(message);
      clearTimeout(timer);
      timer = setTimeout(ended, timeoutMs);
    };
    worker.on('message', answered);
    worker.on('exit', ended);
    // A copy, handed over to the thread: the bytes sent are kept afterwards.
    const bytes = new Uint8Array(request.bytes);
    worker.postMessage({ ...request, bytes }, [bytes.buffer]);
  });
}

/**
 * The details `request` wants that the resume shows, read on a thread of its
 * own; none, as `damaged`, when the read fails or does not end within
 * `timeoutMs` of its beginning (the thread started and pdf.js loaded).
 */
export async function readResumeOnThread(request: ResumeReadRequest, timeoutMs = RESUME_READ_TIMEOUT_MS): Promise<ResumeReading> {
  const reading = await readerTurns.run(() => readOnThread(request, timeoutMs));
  return reading ?? { details: {}, unread: 'damaged' };
}
