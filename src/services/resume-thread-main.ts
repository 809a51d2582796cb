// A thread resumes are read on (resume-thread.ts starts it): reads each
// resume it is given and answers with what it found, one at a time; its
// starter ends it.
import { parentPort } from 'node:worker_threads';
import { readResume, type ResumeReadRequest } from './resume-reader.ts';

parentPort!.on('message', (request: ResumeReadRequest) => {
  void readResume(request).then((reading) => parentPort!.postMessage(reading));
});
