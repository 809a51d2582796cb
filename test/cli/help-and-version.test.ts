// --version, -v, --help, -h and `<group> --help` of the command line, run as
// an operator runs them. None of them touches a database.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { COMMANDS } from '../../src/cli/commands.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BIN = path.join(ROOT, 'bin/recruiting-api');
const VERSION = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const GROUPS = [
  ...new Set(
    Object.keys(COMMANDS)
      .filter((name) => name.includes(' '))
      .map((name) => name.split(' ')[0]!),
  ),
];

function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    // A database that must never be opened: a command that tried would fail.
    execFile(
      process.execPath,
      [BIN, ...args],
      { env: { PATH: process.env.PATH, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr }),
    );
  });
}

describe('recruiting-api --version and --help', () => {
  it('prints the version with --version and -v', async () => {
    for (const flag of ['--version', '-v']) {
      const result = await cli([flag]);
      assert.deepEqual(result, { code: 0, stdout: `recruiting-api ${VERSION}\n`, stderr: '' }, flag);
    }
    const json = await cli(['--version', '--json']);
    assert.deepEqual(JSON.parse(json.stdout), { version: VERSION });
  });

  it('prints the overview with --help, -h and help', async () => {
    for (const args of [['--help'], ['-h'], ['help']]) {
      const result = await cli(args);
      assert.equal(result.code, 0, args.join(' '));
      assert.equal(result.stderr, '');
      assert.match(result.stdout, /^Usage: recruiting-api <command>/);
      for (const name of Object.keys(COMMANDS)) assert.ok(result.stdout.includes(`  ${name} `), `${name} is not listed`);
      assert.match(result.stdout, /--version/);
    }
  });

  it('has groups to test', () => {
    assert.ok(GROUPS.length >= 5, GROUPS.join(' '));
    for (const group of ['user', 'company', 'member', 'token', 'delivery']) assert.ok(GROUPS.includes(group), group);
  });

  for (const group of GROUPS) {
    const commands = Object.keys(COMMANDS).filter((name) => name.startsWith(`${group} `));

    it(`lists the ${group} commands with \`${group} --help\`, \`${group} -h\` and \`help ${group}\``, async () => {
      for (const args of [
        [group, '--help'],
        [group, '-h'],
        ['help', group],
      ]) {
        const result = await cli(args);
        assert.equal(result.code, 0, `${args.join(' ')}: ${result.stderr}`);
        assert.match(result.stdout, new RegExp(`^Usage: recruiting-api ${group} <command>`));
        const listed = [...result.stdout.matchAll(new RegExp(`^  (${group} \\S+)`, 'gm'))].map((m) => m[1]);
        assert.deepEqual(listed, commands, args.join(' '));
      }
    });

    it(`answers \`${group}\` alone and \`${group} nope\` on stderr with status 2`, async () => {
      const alone = await cli([group]);
      assert.equal(alone.code, 2);
      assert.equal(alone.stdout, '');
      assert.match(alone.stderr, new RegExp(`^Usage: recruiting-api ${group} <command>`));
      const unknown = await cli([group, 'nope']);
      assert.equal(unknown.code, 2);
      assert.equal(unknown.stdout, '');
      assert.equal(unknown.stderr, `recruiting-api: unknown command "${group} nope"; run recruiting-api ${group} --help\n`);
    });
  }

  it('prints a command’s usage with -h after it', async () => {
    const result = await cli(['token', 'create', '-h']);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /^Usage: recruiting-api token create/);
    assert.match(result.stdout, /--user VALUE/);
  });
});
