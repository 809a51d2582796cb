// The admin command line: `recruiting-api <command> [subcommand] [options]`.
// With --json every command prints exactly one JSON object on stdout; errors go
// to stderr with a non-zero exit status. `--help` (`-h`) and `--version` (`-v`)
// work alone, after a command, and after a group (`user --help` lists the
// user commands).
import fs from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { ApiError } from '../errors.ts';
import { ignoreBrokenPipes } from './broken-pipe.ts';
import { COMMANDS, type Command } from './commands.ts';
import { showNotices } from './notices.ts';
import { UsageError } from './usage-error.ts';

function helpText(name: string, command: Command): string {
  const lines = [`Usage: recruiting-api ${name}${command.usage ? ' ' + command.usage : ''}`, '', command.summary, ''];
  const options = Object.entries(command.options ?? {});
  if (options.length > 0) {
    lines.push('Options:');
    for (const [option, spec] of options) lines.push(`  --${option}${spec.type === 'string' ? ' VALUE' : ''}  ${spec.help}`);
  }
  lines.push('  --json  print the result as one JSON object', '  --help  show this help (-h)');
  return lines.join('\n');
}

/** The commands of a group (`user` -> `user create`, `user delete`, ...); none when `group` is not one. */
function groupCommands(group: string): Array<[string, Command]> {
  return Object.entries(COMMANDS).filter(([name]) => name.startsWith(`${group} `));
}

function groupHelp(group: string): string {
  const commands = groupCommands(group);
  const width = Math.max(...commands.map(([name]) => name.length));
  return [
    `Usage: recruiting-api ${group} <command> [options]`,
    '',
    'Commands:',
    ...commands.map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`),
    '',
    `Run \`recruiting-api ${group} <command> --help\` for its options.`,
  ].join('\n');
}

/** The version of the package this command line belongs to (src/cli/ and dist/server/ are both two levels down). */
function version(): string {
  const manifest = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return manifest.version;
}

const isHelp = (word: string) => word === '--help' || word === '-h';
const isVersion = (word: string) => word === '--version' || word === '-v';

function overview(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((n) => n.length));
  return [
    'Usage: recruiting-api <command> [options]',
    '',
    'Commands:',
    ...Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`),
    '',
    'Options:',
    '  --help     show this help (-h); after a command or a group, theirs',
    '  --version  print the version (-v)',
    '',
    'Every command honours DATABASE_URL. Run `recruiting-api <command> --help` for its options.',
  ].join('\n');
}

/** Finds the command named by the leading words of argv (`user create`, `serve`). */
function findCommand(argv: string[]): { name: string; command: Command; rest: string[] } | undefined {
  for (const words of [2, 1]) {
    const name = argv.slice(0, words).join(' ');
    const command = COMMANDS[name];
    if (command && !argv.slice(0, words).some((w) => w.startsWith('-'))) return { name, command, rest: argv.slice(words) };
  }
  return undefined;
}

/**
 * An API error for a person at the terminal: the message, and the names it
 * lists in a field of its own ("Invalid events" with invalid_events).
 */
function describeApiError(error: ApiError): string {
  const named = error.extra.invalid_events;
  const message = Array.isArray(named) ? `${error.message}: ${named.join(', ')}` : error.message;
  return typeof error.extra.hint === 'string' ? `${message}\n${error.extra.hint}` : message;
}

/**
 * Where a run of the command line writes and what environment it reads. Paths
 * relative in it (a SQLite file, DATA_DIR, a backup file) are taken from the
 * process's directory, which is the process's alone to change.
 */
export interface CommandIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  env: NodeJS.ProcessEnv;
}

/** The command line as its process runs it: the process's streams and environment. */
export async function main(argv: string[]): Promise<number> {
  ignoreBrokenPipes();
  return runCommand(argv, { stdout: process.stdout, stderr: process.stderr, env: process.env });
}

/**
 * Runs the command `argv` names (`['user', 'create', '--email', ...]`) and
 * gives its exit status: 0, 1 when it failed, 2 for a usage mistake. Output
 * goes to `io`; the one process-wide piece is the notices' switch (notices.ts),
 * so runs in one process go one at a time. `serve` and `listen` run until a
 * signal and read the process's own streams: they are run as processes.
 */
export async function runCommand(argv: string[], io: CommandIo): Promise<number> {
  const json = argv.includes('--json');
  showNotices(!json, io.stderr);
  const fail = (message: string, code: number, extra: Record<string, unknown> = {}) => {
    io.stderr.write(json ? JSON.stringify({ error: { message, ...extra } }) + '\n' : `recruiting-api: ${message}\n`);
    return code;
  };
  if (argv.length === 0) {
    // No command is a mistake: the overview goes to stderr, stdout stays empty.
    io.stderr.write(overview() + '\n');
    return 2;
  }
  if (isVersion(argv[0]!)) {
    io.stdout.write((json ? JSON.stringify({ version: version() }) : `recruiting-api ${version()}`) + '\n');
    return 0;
  }
  // `help`, `help user`, `help user create`: as --help after the same words.
  if (argv[0] === 'help') argv = [...argv.slice(1), '--help'];
  if (isHelp(argv[0]!)) {
    io.stdout.write(overview() + '\n');
    return 0;
  }
  const found = findCommand(argv);
  if (!found) {
    const [group] = argv;
    if (groupCommands(group!).length > 0 && (argv.length === 1 || argv.slice(1).every((word) => word.startsWith('-')))) {
      // A group alone is a mistake, as no command is: its help goes to stderr.
      if (argv.slice(1).some(isHelp)) {
        io.stdout.write(groupHelp(group!) + '\n');
        return 0;
      }
      io.stderr.write(groupHelp(group!) + '\n');
      return 2;
    }
    const words = argv.filter((a) => !a.startsWith('-')).slice(0, 2);
    const hint = groupCommands(words[0]!).length > 0 ? `recruiting-api ${words[0]} --help` : 'recruiting-api --help';
    return fail(`unknown command "${words.join(' ')}"; run ${hint}`, 2);
  }
  const { name, command, rest } = found;
  if (rest.some(isHelp)) {
    io.stdout.write(helpText(name, command) + '\n');
    return 0;
  }
  const options: ParseArgsConfig['options'] = { json: { type: 'boolean' } };
  for (const [option, spec] of Object.entries(command.options ?? {})) options[option] = { type: spec.type };
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({ args: rest, options, strict: true, allowPositionals: false }).values as typeof values;
    for (const [option, spec] of Object.entries(command.options ?? {})) {
      if (spec.required && values[option] === undefined) throw new UsageError(`--${option} is required`);
      if (spec.type === 'string' && values[option] === '') throw new UsageError(`--${option} needs a value`);
    }
  } catch (error) {
    return fail(`${name}: ${(error as Error).message}\n${helpText(name, command)}`, 2);
  }
  try {
    const config = loadConfig(io.env);
    const result = await command.run(values, config);
    if (result !== undefined) {
      io.stdout.write((json ? JSON.stringify(result.json) : result.text) + '\n');
    }
    return 0;
  } catch (error) {
    if (error instanceof ApiError) return fail(json ? error.message : describeApiError(error), 1, error.extra);
    if (error instanceof ConfigError || error instanceof UsageError) return fail(error.message, 1);
    return fail(`${name} failed: ${(error as Error).message}`, 1);
  }
}
