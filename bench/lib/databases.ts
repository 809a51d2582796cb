// A fresh database per scenario, so no scenario measures another's leftovers:
// a file in a temporary directory for SQLite, a new database on the server
// for PostgreSQL (BENCH_POSTGRES_URL, else TEST_POSTGRES_URL, else the local
// trust-auth server), dropped afterwards.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DialectChoice } from './options.ts';

export interface BenchDatabase {
  dialect: DialectChoice;
  url: string;
  /** Shared by every process on this database: the secret key file lives here. */
  dataDir: string;
  drop(): Promise<void>;
}

export const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Null when reachable; else why not. */
export async function postgresUnreachable(): Promise<string | null> {
  try {
    await admin('select 1');
    return null;
  } catch (error) {
    return `PostgreSQL not reachable at ${POSTGRES_ADMIN_URL}: ${(error as Error).message}`;
  }
}

export async function createDatabase(dialect: DialectChoice): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recruiting-api-bench-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (dialect === 'sqlite') {
    return { dialect, url: `sqlite:${path.join(dataDir, 'bench.db')}`, dataDir, drop: async () => removeDir() };
  }
  const name = `ra_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    dialect,
    url: url.toString(),
    dataDir,
    drop: async () => {
      await admin(`drop database if exists ${name} with (force)`);
      removeDir();
    },
  };
}
