// Type-checking code as a user's project would: the TypeScript code blocks of
// a document, taken as written, compiled inside a project where the packages
// were installed from their tarballs, under each module resolution a project
// may use.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The module resolutions a consumer's tsconfig may name, with the module setting each goes with. */
export const RESOLUTIONS = {
  NodeNext: { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext },
  Bundler: { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler },
  // node10 ignores `exports`: only `main`, `types` and `typesVersions` lead to a package's files.
  node10: { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Node10 },
} as const;
export type Resolution = keyof typeof RESOLUTIONS;

export interface CodeBlock {
  /** Where the block starts, e.g. `docs/webhooks.md:98`. */
  origin: string;
  /** The line of the document on which the code starts (1-based). */
  line: number;
  code: string;
}

/** The ```ts (or ```typescript) blocks of a Markdown file, as written. */
export function typescriptBlocks(file: string, label: string): CodeBlock[] {
  const text = fs.readFileSync(file, 'utf8');
  const blocks: CodeBlock[] = [];
  for (const match of text.matchAll(/^```(?:ts|typescript)[ \t]*\n([\s\S]*?)^```[ \t]*$/gm)) {
    const line = text.slice(0, match.index).split('\n').length + 1;
    blocks.push({ origin: `${label}:${line}`, line, code: match[1]! });
  }
  return blocks;
}

/** Parsed files, shared by the programs of a run: the same declarations are read under each resolution. */
const parsed = new Map<string, ts.SourceFile>();

/**
 * Compiles `files` (absolute paths inside a project directory, so imports
 * resolve from its node_modules) with strict settings, and returns the
 * problems as readable lines. `checkLibraries` checks the declaration files of
 * the packages too (slow with @types/node there).
 */
export function typeCheck(
  files: string[],
  resolution: Resolution,
  settings: { lib: string[]; types: string[]; checkLibraries: boolean },
): string[] {
  const options: ts.CompilerOptions = {
    ...RESOLUTIONS[resolution],
    target: ts.ScriptTarget.ES2022,
    lib: settings.lib.map((lib) => `lib.${lib.toLowerCase()}.d.ts`),
    types: settings.types,
    strict: true,
    noEmit: true,
    skipLibCheck: !settings.checkLibraries,
    // The compiler's own lib.*.d.ts are not the packages' business.
    skipDefaultLibCheck: true,
    esModuleInterop: true,
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, languageVersion, ...rest) => {
    const key = `${file}\0${JSON.stringify(languageVersion)}`;
    let source = parsed.get(key);
    if (!source) {
      source = getSourceFile(file, languageVersion, ...rest);
      if (source) parsed.set(key, source);
    }
    return source;
  };
  const program = ts.createProgram({ rootNames: files, options, host });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file
      ? `${diagnostic.file.fileName}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1}`
      : '';
    return `${where} TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
  });
}

/** Writes each block to a file of its own under `dir` (named after its origin); the files' paths. */
export function writeBlocks(dir: string, blocks: CodeBlock[]): Map<string, CodeBlock> {
  fs.mkdirSync(dir, { recursive: true });
  const files = new Map<string, CodeBlock>();
  for (const block of blocks) {
    const file = path.join(dir, `${block.origin.replace(/[^a-z0-9]+/gi, '-')}.ts`);
    fs.writeFileSync(file, block.code);
    files.set(file, block);
  }
  return files;
}

/** Problems of the block files, each pointed at the document's line (`docs/webhooks.md:105 TS2322: ...`). */
export function inDocumentTerms(problems: string[], files: Map<string, CodeBlock>): string[] {
  return problems.map((problem) => {
    for (const [file, block] of files) {
      const match = problem.match(/^(.*?):(\d+) (TS\d+: .*)$/);
      if (match?.[1] === file) return `${block.origin.split(':')[0]}:${block.line + Number(match[2]) - 1} ${match[3]}`;
    }
    return problem;
  });
}
