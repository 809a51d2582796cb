// The admin command line: `recruiting-api <command> [subcommand] [options]`.
// With --json every command prints exactly one JSON object on stdout; errors go
// to stderr with a non-zero exit status.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { ApiError } from '../errors.ts';
import { ignoreBrokenPipes } from './broken-pipe.ts';
import { COMMANDS, type Command } from './commands.ts';
import { UsageError } from './usage-error.ts';

function helpText(name: string, command: Command): string {
  const lines = [`Usage: recruiting-api ${name}${command.usage ? ' ' + command.usage : ''}`, '', command.summary, ''];
  const options = Object.entries(command.options ?? {});
  if (options.length > 0) {
    lines.push('Options:');
    for (const [option, spec] of options) lines.push(`  --${option}${spec.type === 'string' ? ' VALUE' : ''}  ${spec.help}`);
  }
  lines.push('  --json  print the result as one JSON object', '  --help  show this help');
  return lines.join('\n');
}

function overview(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((n) => n.length));
  return [
    'Usage: recruiting-api <command> [options]',
    '',
    'Commands:',
    ...Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`),
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
  return Array.isArray(named) ? `${error.message}: ${named.join(', ')}` : error.message;
}

export async function main(argv: string[]): Promise<number> {
  ignoreBrokenPipes();
  const json = argv.includes('--json');
  const fail = (message: string, code: number, extra: Record<string, unknown> = {}) => {
    process.stderr.write(json ? JSON.stringify({ error: { message, ...extra } }) + '\n' : `recruiting-api: ${message}\n`);
    return code;
  };
  if (argv.length === 0) {
    // No command is a mistake: the overview goes to stderr, stdout stays empty.
    process.stderr.write(overview() + '\n');
    return 2;
  }
  if (argv[0] === '--help' || argv[0] === 'help') {
    process.stdout.write(overview() + '\n');
    return 0;
  }
  const found = findCommand(argv);
  if (!found)
    return fail(
      `unknown command "${argv
        .filter((a) => !a.startsWith('-'))
        .slice(0, 2)
        .join(' ')}"; run recruiting-api --help`,
      2,
    );
  const { name, command, rest } = found;
  if (rest.includes('--help')) {
    process.stdout.write(helpText(name, command) + '\n');
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
    const config = loadConfig();
    const result = await command.run(values, config);
    if (result !== undefined) {
      process.stdout.write((json ? JSON.stringify(result.json) : result.text) + '\n');
    }
    return 0;
  } catch (error) {
    if (error instanceof ApiError) return fail(json ? error.message : describeApiError(error), 1, error.extra);
    if (error instanceof ConfigError || error instanceof UsageError) return fail(error.message, 1);
    return fail(`${name} failed: ${(error as Error).message}`, 1);
  }
}
