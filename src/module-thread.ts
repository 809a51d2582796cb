// A thread that runs a module of this program: from the build
// (dist/server/<name>.js, an entry of scripts/build-server.mjs, beside the
// chunk this module is bundled in) or, when the process runs the TypeScript
// sources, from them through tsx, which a new thread must register for
// itself. The delivery thread, the resume reader's threads and the SQLite
// checkpoint thread start this way.
import { Worker, type WorkerOptions } from 'node:worker_threads';

export interface ThreadModule {
  /** The entry's name in the build: dist/server/<built>.js. */
  built: string;
  /** The entry's source file (new URL('./x-main.ts', import.meta.url) of the module that starts it). */
  source: URL;
  /**
   * Whether tsx steps aside once the entry is loaded: what it imports later
   * (pdf.js, by the resume reader) then loads several times faster.
   */
  unregisterAfterLoad?: boolean;
}

/** Starts `module` on a new thread with `options` (workerData, resource limits). */
export function startModuleThread(module: ThreadModule, options: WorkerOptions = {}): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL(`./${module.built}.js`, import.meta.url), options);
  const entry = JSON.stringify(module.source.href);
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const bootstrap = module.unregisterAfterLoad
    ? `import(${tsx}).then(async (tsx) => { const unregister = tsx.register(); await import(${entry}); await unregister(); })`
    : `import(${tsx}).then((tsx) => { tsx.register(); return import(${entry}); })`;
  return new Worker(bootstrap, { ...options, eval: true });
}
