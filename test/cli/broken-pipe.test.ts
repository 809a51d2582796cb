// A command whose reader stops early: `recruiting-api openapi | head -c 10`
// ends quietly instead of dying of EPIPE with a stack trace.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { describe, it } from 'node:test';
import { BIN, runCli } from '../helpers/cli.ts';

/** What the kernel buffers in a pipe: a longer output can't all be written before `head` exits. */
const PIPE_CAPACITY = 65_536;

function bash(script: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      'bash',
      ['-c', script],
      { env: { ...process.env, NODE: process.execPath, BIN }, maxBuffer: 4 << 20 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

describe('the CLI piped into a command that stops reading', () => {
  it('prints a document longer than a pipe holds', async () => {
    // What the command prints, run in this process: the pipe below is what needs a process.
    const whole = await runCli(['openapi'], {});
    assert.equal(whole.code, 0, whole.stderr);
    assert.ok(whole.stdout.length > 2 * PIPE_CAPACITY, `${whole.stdout.length} bytes: too short to fill the pipe`);
  });

  it('ends with status 0 and nothing on stderr when the reader has gone', async () => {
    // A real pipe (not the socket pair Node gives a child): the write meets its closed end.
    const piped = await bash('"$NODE" "$BIN" openapi | head -c 10; exit "${PIPESTATUS[0]}"');
    assert.equal(piped.stdout, '{\n  "opena');
    assert.equal(piped.stderr, '', 'no stack trace, no message');
    assert.equal(piped.code, 0);
  });
});
