// --version, -v, --help, -h and `<group> --help` of the command line, run in
// this process (runCommand), and once as a process, as an operator runs it,
// for the exit statuses the shell sees. None of them touches a database.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { COMMANDS } from '../../src/cli/commands.ts';
import { cliProcess, runCli } from '../helpers/cli.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const VERSION = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const GROUPS = [
  ...new Set(
    Object.keys(COMMANDS)
      .filter((name) => name.includes(' '))
      .map((name) => name.split(' ')[0]!),
  ),
];

// A database that must never be opened: a command that tried would fail.
const NO_DATABASE = { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
const cli = (args: string[]) => runCli(args, NO_DATABASE);

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

  it('ends its process with the status the command gives: 0, 2 for a usage mistake, 1 for a failure', async () => {
    const version = await cliProcess(['--version'], NO_DATABASE);
    assert.deepEqual(version, { code: 0, stdout: `recruiting-api ${VERSION}\n`, stderr: '' });
    const usage = await cliProcess(['user'], NO_DATABASE);
    assert.equal(usage.code, 2);
    assert.match(usage.stderr, /^Usage: recruiting-api user <command>/);
    const failed = await cliProcess(['token', 'list', '--user', 'nobody@example.com'], { DATABASE_URL: 'mysql://nowhere' });
    assert.equal(failed.code, 1);
    assert.match(failed.stderr, /DATABASE_URL/);
  });

  it('prints a command’s usage with -h after it', async () => {
    const result = await cli(['token', 'create', '-h']);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /^Usage: recruiting-api token create/);
    assert.match(result.stdout, /--user VALUE/);
  });
});
