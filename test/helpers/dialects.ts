// The storage backends every storage test runs on. Each call to
// `createDatabase` gives a database of its own (a file for SQLite, a fresh
// database on the server for PostgreSQL), so test files never collide.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { parseDatabaseUrl } from '../../src/config.ts';

export interface TestDatabase {
  url: string;
  /** A directory for the secret key and other files of this test database. */
  dataDir: string;
  drop(): Promise<void>;
}

export interface TestDialect {
  name: 'sqlite' | 'postgres';
  /** A reason to skip, when this backend can't be reached here. */
  skip: string | false;
  createDatabase(): Promise<TestDatabase>;
}

export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'recruiting-api-test-'));
}

/**
 * TEST_DIALECTS (a comma-separated list of `sqlite` and `postgres`) limits the
 * run to those backends; the others' suites are reported as skipped, with
 * the reason. Unset: every backend. `npm run test:quick` sets it to `sqlite`.
 */
const ALL_DIALECTS = ['sqlite', 'postgres'] as const;
type DialectName = (typeof ALL_DIALECTS)[number];

function selectedDialects(value: string | undefined): ReadonlySet<DialectName> | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const names = value.split(',').map((name) => name.trim().toLowerCase());
  const unknown = names.filter((name) => !(ALL_DIALECTS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`TEST_DIALECTS: unknown backend ${unknown.join(', ')} (use ${ALL_DIALECTS.join(', ')})`);
  return new Set(names as DialectName[]);
}

export const SELECTED_DIALECTS = selectedDialects(process.env.TEST_DIALECTS);
const notSelected = (name: DialectName): string | false =>
  SELECTED_DIALECTS && !SELECTED_DIALECTS.has(name)
    ? `TEST_DIALECTS=${[...SELECTED_DIALECTS].join(',')}: ${name} suites are not run`
    : false;

/** Whether the server answered within `timeoutMs`, refused the connection (nothing listens there), or did not answer in time. */
async function postgresAnswers(timeoutMs: number): Promise<'answered' | 'refused' | 'silent'> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    await client.query('select 1');
    return 'answered';
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ECONNREFUSED' || code === 'ENOENT' || code === 'EADDRNOTAVAIL' ? 'refused' : 'silent';
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Whether the server answers. A refused connection means no server: outside
 * CI its suites skip at once. A server that is slow to answer (a loaded
 * 2-core machine starting many test processes at once can take longer than
 * a few seconds to connect) is asked again for up to a minute, in CI or not,
 * rather than skipping suites because the machine was busy.
 */
async function postgresReachable(): Promise<boolean> {
  const giveUpAt = Date.now() + 60_000;
  for (;;) {
    const answer = await postgresAnswers(10_000);
    if (answer === 'answered') return true;
    if ((answer === 'refused' && !process.env.CI) || Date.now() >= giveUpAt) return false;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * Why PostgreSQL suites are skipped, or false when they run. Only an explicit
 * TEST_DIALECTS may leave them out under CI: there an unreachable server fails
 * the run instead.
 */
async function postgresSkipReason(): Promise<string | false> {
  const deselected = notSelected('postgres');
  if (deselected) return deselected;
  if (await postgresReachable()) return false;
  if (process.env.CI) {
    throw new Error(
      `PostgreSQL is not reachable at ${POSTGRES_ADMIN_URL}, and CI is set: the PostgreSQL tests must run (TEST_DIALECTS=sqlite leaves them out explicitly)`,
    );
  }
  process.stderr.write(`\n*** PostgreSQL not reachable at ${POSTGRES_ADMIN_URL}: PostgreSQL tests are SKIPPED ***\n\n`);
  return `PostgreSQL not reachable at ${POSTGRES_ADMIN_URL}`;
}

const postgresSkip = await postgresSkipReason();

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export const sqlite: TestDialect = {
  name: 'sqlite',
  skip: notSelected('sqlite'),
  async createDatabase() {
    const dataDir = tempDir();
    return {
      url: `sqlite:${path.join(dataDir, 'test.db')}`,
      dataDir,
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  },
};

export const postgres: TestDialect = {
  name: 'postgres',
  skip: postgresSkip,
  async createDatabase() {
    const name = `ra_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${name}`;
    const dataDir = tempDir();
    return {
      url: url.toString(),
      dataDir,
      drop: async () => {
        await adminQuery(`drop database if exists ${name} with (force)`);
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};

/** The file of a SQLite test database, as the configuration reads its URL. */
export function sqliteFile(database: Pick<TestDatabase, 'url'>): string {
  const config = parseDatabaseUrl(database.url);
  if (config.dialect !== 'sqlite') throw new Error(`not a SQLite database: ${database.url}`);
  return config.file;
}

/** Every backend, for `for (const dialect of DIALECTS) describe(...)` suites. */
export const DIALECTS: TestDialect[] = [sqlite, postgres];
