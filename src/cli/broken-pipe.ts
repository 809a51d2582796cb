// A reader that stops early (`recruiting-api openapi | head -c 10`) closes
// the pipe, and the next write to it fails with EPIPE. Node reports that as
// an 'error' event on process.stdout (or stderr), which, unhandled, ends the
// process with a stack trace. Nobody reads the output any more: the command
// goes on and ends as it would have, its output dropped.
export function ignoreBrokenPipes(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
    });
  }
}
