// A PostgreSQL cluster of a test's own, made with initdb under a temporary
// directory and run with pg_ctl on a free port, so the test can stop and
// start the server under running processes. The shared cluster the other
// tests use is never touched.
//
// The server binaries are found through PG_BIN, else the newest
// /usr/lib/postgresql/<version>/bin (Debian, Ubuntu), else `pg_config
// --bindir`. PostgreSQL refuses to run as root: as root, the commands run as
// the `postgres` system user (runuser), which owns the temporary directory.
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestDatabase } from './dialects.ts';
import { freePort } from './free-port.ts';

function findBinDir(): string | undefined {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  try {
    const versions = fs
      .readdirSync('/usr/lib/postgresql')
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => `/usr/lib/postgresql/${version}/bin`));
  } catch {
    // not a Debian layout
  }
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim());
  } catch {
    // no pg_config on the PATH
  }
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl')));
}

/** The uid and gid to run the server as when this process is root. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line) return undefined;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

const BIN_DIR = findBinDir();
const AS_USER = serverUser();

/** Why a test cluster can't be made here, or false when it can. */
export const clusterSkip: string | false = !BIN_DIR
  ? 'PostgreSQL server binaries (initdb, pg_ctl) not found: set PG_BIN'
  : process.getuid?.() === 0 && !AS_USER
    ? 'running as root without a postgres system user to run PostgreSQL as'
    : false;

export class PostgresCluster {
  private constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  private get dataDir(): string {
    return path.join(this.dir, 'data');
  }

  /**
   * Runs a server binary (as the postgres user when root); rejects with its
   * output when it fails. Asynchronous, so the test's own servers (an HTTPS
   * receiver) go on answering meanwhile.
   */
  private run(binary: string, args: string[]): Promise<string> {
    const command = path.join(BIN_DIR!, binary);
    const [file, argv] = AS_USER ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    return new Promise((resolve, reject) => {
      execFile(file, argv, { encoding: 'utf8', cwd: this.dir }, (error, stdout, stderr) => {
        if (error)
          reject(new Error(`${binary} ${args.join(' ')} failed (${error.code ?? error.signal}):\n${stdout}${stderr}${this.serverLog()}`));
        else resolve(stdout);
      });
    });
  }

  private serverLog(): string {
    try {
      return `\nserver log:\n${fs.readFileSync(path.join(this.dir, 'server.log'), 'utf8').slice(-3000)}`;
    } catch {
      return '';
    }
  }

  /** A new cluster, initialised and started. */
  static async create(): Promise<PostgresCluster> {
    if (clusterSkip) throw new Error(clusterSkip);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'recruiting-api-pg-'));
    if (AS_USER) fs.chownSync(dir, AS_USER.uid, AS_USER.gid);
    const cluster = new PostgresCluster(dir, await freePort());
    await cluster.run('initdb', ['-D', cluster.dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '--no-instructions']);
    await cluster.start();
    return cluster;
  }

  /** Starts the server and waits until it accepts connections. */
  async start(): Promise<void> {
    // Its socket directory is the temporary one; fsync off: the test needs no durability across OS crashes.
    const options = `-p ${this.port} -c listen_addresses=127.0.0.1 -k ${this.dir} -c fsync=off -c full_page_writes=off`;
    await this.run('pg_ctl', ['-D', this.dataDir, '-l', path.join(this.dir, 'server.log'), '-o', options, '-w', '-t', '120', 'start']);
  }

  /** Stops the server: `fast` disconnects every client and shuts down cleanly, as a restart does. */
  async stop(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    await this.run('pg_ctl', ['-D', this.dataDir, '-m', mode, '-w', '-t', '120', 'stop']);
  }

  url(database: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  async query<R extends pg.QueryResultRow = Record<string, unknown>>(
    text: string,
    values: unknown[] = [],
    database = 'postgres',
  ): Promise<R[]> {
    const client = new pg.Client({ connectionString: this.url(database) });
    await client.connect();
    try {
      return (await client.query<R>(text, values)).rows;
    } finally {
      await client.end();
    }
  }

  /** A fresh database on this cluster, with a data directory for its key file; drop() removes both. */
  async createDatabase(name: string): Promise<TestDatabase> {
    await this.query(`create database ${name}`);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recruiting-api-test-'));
    return {
      url: this.url(name),
      dataDir,
      drop: async () => {
        await this.query(`drop database if exists ${name} with (force)`).catch(() => {});
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }

  /** Stops the server at once if it runs, and removes everything. */
  async destroy(): Promise<void> {
    await this.stop('immediate').catch(() => {}); // when not running already
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
