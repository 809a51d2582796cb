// What a command tells the person running it besides its result (which
// database it opened): on stderr, and not with --json, whose stderr carries
// nothing but an error object. main.ts says which, once per run.
let shown = true;

export function showNotices(on: boolean): void {
  shown = on;
}

export function notice(line: string): void {
  if (shown) process.stderr.write(line + '\n');
}
