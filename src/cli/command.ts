// What a command of the admin command line is (commands.ts lists them; main.ts
// parses the options and prints the result), and the small helpers the
// command files share to read options and write results.
import type { Config } from '../config.ts';

export interface OptionSpec {
  type: 'string' | 'boolean';
  help: string;
  required?: boolean;
}

export type Values = Record<string, string | boolean | undefined>;

export interface CommandResult {
  /** The one JSON object printed with --json. */
  json: object;
  /** What a person reads otherwise. */
  text: string;
}

export interface Command {
  summary: string;
  usage?: string;
  options?: Record<string, OptionSpec>;
  run(values: Values, config: Config): Promise<CommandResult | undefined>;
}

/** A string option's value (one the parser has checked is there, when required). */
export const stringOption = (values: Values, name: string) => values[name] as string;

/** A result printed as `text`, or as `json` with --json; `text` is the JSON itself unless given. */
export function result(json: object, text: string = JSON.stringify(json, null, 2)): CommandResult {
  return { json, text };
}

/** "1 endpoint", "3 endpoints". */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
