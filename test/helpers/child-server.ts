// The service as a separate process (`bin/recruiting-api serve`), for tests
// that kill it, restart it or run several of it on one database. Also opens
// the same database in the test process to arrange data and read results.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { systemClock } from '../../src/clock.ts';
import { loadConfig } from '../../src/config.ts';
import { createServices, type Services } from '../../src/services/container.ts';
import { loadMasterKey } from '../../src/crypto/secret-key.ts';
import { openStorage } from '../../src/storage/database.ts';
import { migrateToLatest } from '../../src/storage/migrate.ts';
import type { TestDatabase } from './dialects.ts';

const BIN = path.resolve(import.meta.dirname, '../../bin/recruiting-api');

export class ChildServer {
  output = '';
  readonly exited: Promise<number | null>;

  /** The API's base URL, once ready() has seen the start-up line (role all or api). */
  url: string | undefined;
  private outputWaiters = new Set<() => void>();

  private constructor(readonly child: ChildProcess) {
    child.stdout!.on('data', (d) => this.append(d));
    child.stderr!.on('data', (d) => this.append(d));
    this.exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
    void this.exited.then(() => this.wakeOutputWaiters());
  }

  private append(data: Buffer): void {
    this.output += data;
    // A server under load logs every request; the start-up lines are all that is read.
    if (this.output.length > 4_000_000) this.output = this.output.slice(0, 100_000) + '\n[...]\n' + this.output.slice(-1_000_000);
    this.wakeOutputWaiters();
  }

  private wakeOutputWaiters(): void {
    for (const wake of this.outputWaiters) wake();
  }

  /**
   * Resolves as soon as `check` holds for the output so far (checked on every
   * chunk written); rejects when the process exits first or after `timeoutMs`.
   */
  async waitForOutput(check: (output: string) => boolean, timeoutMs: number, what: string): Promise<void> {
    if (check(this.output)) return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => done(new Error(`timed out waiting for ${what}; output:\n${this.output.slice(-4000)}`)), timeoutMs);
      const done = (error?: Error) => {
        clearTimeout(timer);
        this.outputWaiters.delete(look);
        if (error) reject(error);
        else resolve();
      };
      const look = () => {
        if (check(this.output)) done();
        else if (this.child.exitCode !== null || this.child.signalCode !== null) {
          done(
            new Error(
              `the server exited (${this.child.exitCode ?? this.child.signalCode}) before ${what}; output:\n${this.output.slice(-4000)}`,
            ),
          );
        }
      };
      this.outputWaiters.add(look);
      look();
    });
  }

  /** Watches a process started some other way (its stdout and stderr piped). */
  static attach(child: ChildProcess): ChildServer {
    return new ChildServer(child);
  }

  /**
   * `args`: the command line after bin/recruiting-api, instead of `serve --role <role>`.
   * `wrap`: how to run it, e.g. inside a network namespace (NetworkNamespace.exec).
   */
  static start(
    database: TestDatabase,
    options: { role?: string; args?: string[]; env?: Record<string, string>; wrap?: (command: string[]) => string[] } = {},
  ): ChildServer {
    const command = [process.execPath, BIN, ...(options.args ?? ['serve', '--role', options.role ?? 'worker'])];
    const [file, ...argv] = options.wrap ? options.wrap(command) : command;
    const child = spawn(file!, argv, {
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        DATA_DIR: database.dataDir,
        PORT: '0',
        LOG_LEVEL: 'info',
        WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return new ChildServer(child);
  }

  /** Resolves once the process has logged that it started (migrations applied, worker listening). */
  async ready(timeoutMs = 60_000): Promise<void> {
    await this.waitForOutput((output) => output.includes('recruiting-api started'), timeoutMs, 'the server to start');
    const line = this.output.split('\n').find((l) => l.includes('recruiting-api started'));
    const url = line ? (JSON.parse(line) as { url?: string }).url : undefined;
    // With role worker no port is opened: the logged URL (port 0) leads nowhere.
    this.url = url && !url.endsWith(':0') ? url : undefined;
  }

  /** Signals the process and waits for its exit; a process that has ended already is left alone, its exit given. */
  kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<number | null> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
    return this.exited;
  }
}

/** The services of a test database, opened in the test process (migrated, same secret key as the children). */
export async function openServices(
  database: TestDatabase,
  env: Record<string, string> = {},
): Promise<Services & { closeAll(): Promise<void> }> {
  const config = loadConfig({ DATABASE_URL: database.url, DATA_DIR: database.dataDir, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', ...env });
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
