// The thread a PDF's text is read on (pdf-text.ts starts it, one per PDF):
// reads what it is given, answers once, and is ended by its starter.
import { parentPort, workerData } from 'node:worker_threads';
import { readPdfText, type PdfTextRequest } from './pdf-text-thread.ts';

const result = await readPdfText(workerData as PdfTextRequest);
parentPort!.postMessage(result);
