// The admin command line, run two ways. `runCli` calls its `runCommand` in
// this process: what a command prints and the status it ends with, without
// starting Node, tsx and the server's modules again for each command. Where
// only a process shows it (the exit status the shell sees, a closed pipe, a
// signal, standard input), `cliProcess` runs bin/recruiting-api as an
// operator does.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { runCommand } from '../../src/cli/main.ts';
import { TEST_SETTINGS } from './test-settings.ts';
import { scaled } from './time-scale.ts';

export const BIN = path.resolve(import.meta.dirname, '../../bin/recruiting-api');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** A writer that keeps what is written to it. */
function collector(): { write(text: string): boolean; text: string } {
  return {
    text: '',
    write(text: string) {
      this.text += text;
      return true;
    },
  };
}

/** The run in progress: runs take turns, since whether notices are shown is process-wide (src/cli/notices.ts). */
let previous: Promise<unknown> = Promise.resolve();

/** Runs `recruiting-api <args>` in this process with `env` (over TEST_SETTINGS) as its environment, and nothing of this process's. */
export function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<CliResult> {
  const run = previous.then(async () => {
    const stdout = collector();
    const stderr = collector();
    const code = await runCommand(args, { stdout, stderr, env: { ...TEST_SETTINGS, ...env } });
    return { code, stdout: stdout.text, stderr: stderr.text };
  });
  previous = run.catch(() => undefined);
  return run;
}

/**
 * Runs bin/recruiting-api as a process with `env` and `input` on its
 * standard input; its exit status (-1 when it was killed, by a signal or past
 * the deadline), stdout and stderr.
 */
export function cliProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
  options: { timeoutMs?: number; input?: string } = {},
): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [BIN, ...args],
      { env: { PATH: process.env.PATH, ...TEST_SETTINGS, ...env }, timeout: scaled(options.timeoutMs ?? 60_000) },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr }),
    );
    // Standard input is a pipe, closed after `input` (a password read from it).
    child.stdin!.end(options.input ?? '');
  });
}
