// A thread resumes are read on (resume-thread.ts starts it): reads each
// resume it is given and answers with what it found, one at a time; its
// starter ends it. Before its first PDF it loads pdf.js, and it says
// READ_BEGINS when what a read needs is loaded and the read itself begins:
// its starter's time limit counts from there.
import { parentPort } from 'node:worker_threads';
import { loadPdfJs } from './pdf-text.ts';
import { readResume, type ResumeReadRequest } from './resume-reader.ts';
import { READ_BEGINS } from './resume-thread.ts';

async function read(request: ResumeReadRequest): Promise<void> {
  if (request.extension === 'pdf') await loadPdfJs();
  parentPort!.postMessage(READ_BEGINS);
  parentPort!.postMessage(await readResume(request));
}

parentPort!.on('message', (request: ResumeReadRequest) => {
  // Not awaited: a read that throws is an unhandled rejection, which ends the thread, and its starter counts the read as damaged.
  void read(request);
});
