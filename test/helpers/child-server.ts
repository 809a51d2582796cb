// The service as a separate process (`bin/recruiting-api serve`, or another
// long-running command such as `listen`), for tests that kill it, restart it,
// signal it or run several of it on one database; every test that starts
// `serve` starts it here. Also opens the same database in the test process to
// arrange data and read results.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { systemClock } from '../../src/clock.ts';
import { loadConfig } from '../../src/config.ts';
import { createServices, type Services } from '../../src/services/container.ts';
import { loadMasterKey } from '../../src/crypto/secret-key.ts';
import { openStorage } from '../../src/storage/database.ts';
import { migrateToLatest } from '../../src/storage/migrate.ts';
import type { TestDatabase } from './dialects.ts';
import { TEST_SETTINGS } from './test-settings.ts';
import { scaled } from './time-scale.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BIN = path.join(ROOT, 'bin/recruiting-api');

/** How long a start may take on a quiet machine with room to spare (scaled() stretches it). */
const START_MS = 60_000;

/**
 * Settings a developer's shell or npm may carry that would change what a
 * test's process does; a test that wants one sets it in `env`.
 */
const OPERATOR_SETTINGS = ['DATABASE_URL', 'DATA_DIR', 'LOG_FORMAT', 'LOG_LEVEL', 'METRICS_PORT', 'CORS_ORIGINS'];

/** This process's environment without the operator's settings and npm's variables. */
function machineEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('npm_') && !OPERATOR_SETTINGS.includes(name)));
}

/** How a process ended: its exit code, or the signal that ended it (code null). */
export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RunOptions {
  /** Added to the machine's environment (see machineEnv). */
  env?: Record<string, string>;
  /** The working directory; the project's root when not given. */
  cwd?: string;
  /** In a process group of its own, as a terminal's foreground job; kill() then ends the whole group. */
  group?: boolean;
}

export class ChildServer {
  /** stdout and stderr together, in the order they arrived. */
  output = '';
  stdout = '';
  stderr = '';
  /** How the process ended. */
  readonly exit: Promise<ProcessExit>;
  /** Its exit code; null when a signal ended it. */
  readonly exited: Promise<number | null>;

  /** The API's base URL, once ready() has seen the start-up line (role all or api). */
  url: string | undefined;
  private outputWaiters = new Set<() => void>();

  private constructor(
    readonly child: ChildProcess,
    private readonly group = false,
  ) {
    child.stdout!.on('data', (d: Buffer) => this.append(d, 'stdout'));
    child.stderr!.on('data', (d: Buffer) => this.append(d, 'stderr'));
    this.exit = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
    this.exited = this.exit.then(({ code }) => code);
    void this.exit.then(() => this.wakeOutputWaiters());
  }

  private append(data: Buffer, stream: 'stdout' | 'stderr'): void {
    this.output = ChildServer.bounded(this.output + data);
    this[stream] = ChildServer.bounded(this[stream] + data);
    this.wakeOutputWaiters();
  }

  /** A server under load logs every request; the start-up lines and the latest are all that is read. */
  private static bounded(text: string): string {
    return text.length > 4_000_000 ? text.slice(0, 100_000) + '\n[...]\n' + text.slice(-1_000_000) : text;
  }

  private wakeOutputWaiters(): void {
    for (const wake of this.outputWaiters) wake();
  }

  private get ended(): boolean {
    return this.child.exitCode !== null || this.child.signalCode !== null;
  }

  /**
   * Resolves as soon as `check` holds for the output so far (checked on every
   * chunk written, and once more when the process exits); rejects when the
   * process exits first or after `timeoutMs`.
   */
  async waitForOutput(
    check: (output: string) => boolean,
    timeoutMs: number,
    what: string,
    stream: 'output' | 'stdout' | 'stderr' = 'output',
  ): Promise<void> {
    if (check(this[stream])) return;
    await new Promise<void>((resolve, reject) => {
      const shown = () => `output:\n${this.output.slice(-4000)}`;
      const timer = setTimeout(() => done(new Error(`timed out waiting for ${what}; ${shown()}`)), timeoutMs);
      const done = (error?: Error) => {
        clearTimeout(timer);
        this.outputWaiters.delete(look);
        if (error) reject(error);
        else resolve();
      };
      const look = () => {
        if (check(this[stream])) done();
        else if (this.ended) {
          done(new Error(`the process exited (${this.child.exitCode ?? this.child.signalCode}) before ${what}; ${shown()}`));
        }
      };
      this.outputWaiters.add(look);
      look();
    });
  }

  /** The first match of `pattern` in the output (or one stream of it), once there is one; the same deadline as a start. */
  async waitFor(pattern: RegExp, stream: 'output' | 'stdout' | 'stderr' = 'output'): Promise<RegExpMatchArray> {
    await this.waitForOutput((text) => pattern.test(text), scaled(START_MS), `${pattern} on ${stream}`, stream);
    return this[stream].match(pattern)!;
  }

  /** Watches a process started some other way (its stdout and stderr piped). */
  static attach(child: ChildProcess): ChildServer {
    return new ChildServer(child);
  }

  /** Runs `command` with stdout and stderr piped, in the machine's environment plus `env`. */
  static run(command: string, args: string[], options: RunOptions = {}): ChildServer {
    const child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
      env: { ...machineEnv(), ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: options.group,
    });
    return new ChildServer(child, options.group);
  }

  /**
   * bin/recruiting-api over `database` (none: the default database of the working directory).
   * `args`: the command line after bin/recruiting-api, instead of `serve --role <role>`.
   * `wrap`: how to run it, e.g. inside a network namespace (NetworkNamespace.exec).
   */
  static start(
    database: TestDatabase | undefined,
    options: RunOptions & { role?: string; args?: string[]; wrap?: (command: string[]) => string[] } = {},
  ): ChildServer {
    const command = [process.execPath, BIN, ...(options.args ?? ['serve', '--role', options.role ?? 'worker'])];
    const [file, ...argv] = options.wrap ? options.wrap(command) : command;
    return ChildServer.run(file!, argv, {
      ...options,
      env: {
        ...TEST_SETTINGS,
        ...(database ? { DATABASE_URL: database.url, DATA_DIR: database.dataDir } : {}),
        PORT: '0',
        LOG_LEVEL: 'info',
        WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
        ...options.env,
      },
    });
  }

  /** Resolves once the process has logged that it started (migrations applied, worker listening). */
  async ready(timeoutMs = START_MS): Promise<void> {
    await this.waitForOutput((output) => output.includes('recruiting-api started'), scaled(timeoutMs), 'the server to start');
    const line = this.output.split('\n').find((l) => l.includes('recruiting-api started'));
    const url = line ? (JSON.parse(line) as { url?: string }).url : undefined;
    // With role worker no port is opened: the logged URL (port 0) leads nowhere.
    this.url = url && !url.endsWith(':0') ? url : undefined;
  }

  /**
   * Signals the process (its whole group, if it leads one) and waits for its
   * exit; a process that has ended already is left alone, its exit code given.
   */
  kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<number | null> {
    if (this.group) {
      try {
        process.kill(-this.child.pid!, signal);
      } catch {
        // the group has no process left
      }
    } else if (!this.ended) this.child.kill(signal);
    return this.exited;
  }
}

/** The services of a test database, opened in the test process (migrated, same secret key as the children). */
export async function openServices(
  database: TestDatabase,
  env: Record<string, string> = {},
): Promise<Services & { closeAll(): Promise<void> }> {
  const config = loadConfig({
    ...TEST_SETTINGS,
    DATABASE_URL: database.url,
    DATA_DIR: database.dataDir,
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    ...env,
  });
  const storage = openStorage(config.database);
  await migrateToLatest(storage);
  const services = createServices({ storage, config, clock: systemClock, masterKey: loadMasterKey(config) });
  return Object.assign(services, {
    async closeAll() {
      await services.close();
      await storage.close();
    },
  });
}
