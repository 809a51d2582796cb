// What a command tells the person running it besides its result (which
// database it opened): on stderr, and not with --json, whose stderr carries
// nothing but an error object. main.ts says which, and where, once per run.
let shown = true;
let stderr: { write(text: string): unknown } = process.stderr;

export function showNotices(on: boolean, to: { write(text: string): unknown } = process.stderr): void {
  shown = on;
  stderr = to;
}

export function notice(line: string): void {
  if (shown) stderr.write(line + '\n');
}
