// Reading the container files without a Docker engine: a Dockerfile's stages
// and instructions, its exec-form commands, and whether .dockerignore keeps a
// path out of the build context. Enough of Docker's rules for the files of
// this repository; what they don't use (heredocs, `!` exceptions) is refused
// rather than misread.

export interface Instruction {
  keyword: string;
  /** Leading `--name=value` options (COPY --from, HEALTHCHECK --interval). */
  flags: Record<string, string>;
  /** The rest, continuation lines joined. */
  args: string;
  line: number;
}

export interface Stage {
  name: string | undefined;
  image: string;
  instructions: Instruction[];
}

/** The stages of a Dockerfile, with global ARG defaults substituted into FROM. */
export function parseDockerfile(text: string): Stage[] {
  const globalArgs: Record<string, string> = {};
  const stages: Stage[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const first = i + 1;
    let logical = '';
    let line = lines[i]!;
    if (/^\s*(#|$)/.test(line)) continue;
    // A line ending in a backslash goes on; comment lines inside are dropped, as Docker does.
    while (/\\\s*$/.test(line)) {
      logical += line.replace(/\\\s*$/, ' ');
      do line = lines[++i] ?? '';
      while (/^\s*#/.test(line));
    }
    logical = (logical + line).trim();
    if (logical.includes('<<')) throw new Error(`line ${first}: heredocs are not read here`);
    const [, keyword, rest] = logical.match(/^(\S+)\s*(.*)$/)!;
    const flags: Record<string, string> = {};
    let args = rest!;
    for (let flag = args.match(/^--([a-z-]+)=(\S+)\s*/); flag; flag = args.match(/^--([a-z-]+)=(\S+)\s*/)) {
      flags[flag[1]!] = flag[2]!;
      args = args.slice(flag[0].length);
    }
    const instruction = { keyword: keyword!.toUpperCase(), flags, args, line: first };
    if (instruction.keyword === 'ARG' && stages.length === 0) {
      const [name, value = ''] = args.split('=');
      globalArgs[name!] = value;
    } else if (instruction.keyword === 'FROM') {
      const [image, as, name] = args.split(/\s+/);
      if (as && as.toUpperCase() !== 'AS') throw new Error(`line ${first}: FROM ${args}`);
      stages.push({ name, image: image!.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, a, b) => globalArgs[a ?? b] ?? ''), instructions: [] });
    } else {
      if (stages.length === 0) throw new Error(`line ${first}: ${instruction.keyword} before FROM`);
      stages.at(-1)!.instructions.push(instruction);
    }
  }
  return stages;
}

/** An exec-form command (`["node", "bin/recruiting-api"]`) as its words; a shell form is refused. */
export function execForm(args: string): string[] {
  if (!args.trim().startsWith('[')) throw new Error(`not in exec form: ${args}`);
  return JSON.parse(args) as string[];
}

/** COPY's sources and destination. */
export function copyPaths(instruction: Instruction): { sources: string[]; destination: string } {
  const words = instruction.args.trim().startsWith('[') ? execForm(instruction.args) : instruction.args.split(/\s+/);
  return { sources: words.slice(0, -1), destination: words.at(-1)! };
}

/** ENV's variables (the `NAME=value` form, several on one instruction). */
export function envOf(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const { keyword, args } of stage.instructions) {
    if (keyword !== 'ENV') continue;
    for (const pair of args.split(/\s+/)) {
      const [name, value] = pair.split('=');
      if (value === undefined) throw new Error(`ENV ${args}: only NAME=value is read here`);
      env[name!] = value;
    }
  }
  return env;
}

/** The commands of a RUN (shell form), split at `&&`, each as its words. */
export function runCommands(instruction: Instruction): string[][] {
  return instruction.args
    .split('&&')
    .map((command) => command.trim().split(/\s+/))
    .filter((words) => words[0]);
}

/** Whether .dockerignore's `patterns` keep `file` (relative to the context, `/`-separated) out of the build context. */
export function isDockerIgnored(patterns: string[], file: string): boolean {
  const rules = patterns.map((pattern) => pattern.trim()).filter((pattern) => pattern && !pattern.startsWith('#'));
  if (rules.some((rule) => rule.startsWith('!'))) throw new Error('.dockerignore exceptions (!) are not read here');
  const matchers = rules.map(
    (rule) =>
      new RegExp(
        '^' +
          rule
            .replace(/^\/+|\/+$/g, '')
            .split('/')
            .map((part) =>
              part === '**'
                ? '.*'
                : part
                    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
                    .replace(/\*/g, '[^/]*')
                    .replace(/\?/g, '[^/]'),
            )
            .join('/')
            .replace(/\.\*\//g, '(?:.*/)?') +
          '$',
      ),
  );
  // A path is out when it or a directory above it matches.
  const parts = file.replace(/^\.\/|\/$/g, '').split('/');
  return parts.some((_, i) => matchers.some((matcher) => matcher.test(parts.slice(0, i + 1).join('/'))));
}
