// What a command of the admin command line is (commands.ts lists them; main.ts
// parses the options and prints the result).
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
