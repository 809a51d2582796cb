// Shared pieces of the reliability suite: the quick and full profiles, the
// seed of its random choices, the figures each test reports, and the
// database checks run after every crash.
import fs from 'node:fs';
import { sql } from 'kysely';
import type { openServices } from '../helpers/child-server.ts';
import type { HttpsReceiver } from '../helpers/https-receiver.ts';

export type OpenedServices = Awaited<ReturnType<typeof openServices>>;

/**
 * `npm test` runs the quick profile, which must finish in a few minutes with
 * everything else; `npm run test:reliability` sets RELIABILITY_FULL=1 for the
 * sizes of the reliability issue.
 */
export const FULL = process.env.RELIABILITY_FULL === '1';

export function profile<T>(quick: T, full: T): T {
  return FULL ? full : quick;
}

/**
 * The seed of every random choice the suite makes (fuzzed requests, kill
 * points, the load's mix of operations, the names and passwords it makes up):
 * fixed, so that two runs of one commit make the same choices and an outcome
 * never depends on the draw. RELIABILITY_SEED=<integer> picks another draw;
 * a failing test names the seed it ran with.
 */
export const DEFAULT_SEED = 20_260_101;
export const SEED = seedFromEnvironment(process.env.RELIABILITY_SEED);

function seedFromEnvironment(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_SEED;
  const seed = Number(value);
  if (!Number.isSafeInteger(seed)) throw new Error(`RELIABILITY_SEED must be an integer, got ${JSON.stringify(value)}`);
  return seed;
}

export const REPLAY = `seed ${SEED}; replay with RELIABILITY_SEED=${SEED}`;

/**
 * A generator of numbers in [0, 1) from SEED (xorshift32). `stream` gives
 * independent sequences to different uses, so that adding a draw to one
 * leaves the others as they were.
 */
export function seededRandom(stream = 0): () => number {
  let state = (Math.imul(SEED ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(stream + 1, 0xc2b2ae35)) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4294967296;
  };
}

/** `length` bytes drawn from `random`. */
export function seededBytes(random: () => number, length: number): Buffer {
  return Buffer.from(Array.from({ length }, () => Math.floor(random() * 256)));
}

/** A test body that, when it fails, says which seed it ran with. */
export function seedOnFailure<A extends unknown[]>(test: (...args: A) => Promise<void>): (...args: A) => Promise<void> {
  return async (...args) => {
    try {
      await test(...args);
    } catch (error) {
      if (error instanceof Error && !error.message.includes(REPLAY)) {
        const note = `\n(${REPLAY})`;
        // The reporter prints the stack, which holds the message as it was when thrown.
        if (error.stack?.includes(error.message)) error.stack = error.stack.replace(error.message, error.message + note);
        error.message += note;
      }
      throw error;
    }
  };
}

/**
 * Prints a test's figures as a `# reliability <name>: {json}` line (the spec
 * reporter shows it), and appends them to RELIABILITY_REPORT_FILE when set, for
 * the README.
 */
export function report(name: string, figures: Record<string, unknown>): void {
  const line = JSON.stringify({ name, profile: FULL ? 'full' : 'quick', ...figures });
  process.stdout.write(`# reliability ${name}: ${line}\n`);
  const file = process.env.RELIABILITY_REPORT_FILE;
  if (file) fs.appendFileSync(file, line + '\n');
}

/**
 * Counts distinct (path, event) pairs as they arrive: how much of the work has
 * arrived at least once. Kept up to date on each request, because waitFor
 * re-checks its condition on every request and tens of thousands arrive.
 */
export function trackDistinct(receiver: HttpsReceiver): { readonly count: number } {
  const seen = new Set<string>();
  for (const r of receiver.requests) seen.add(`${r.path} ${r.headers['webhook-id']}`);
  const behave = receiver.behave;
  receiver.behave = (request, index) => {
    seen.add(`${request.path} ${request.headers['webhook-id']}`);
    return behave(request, index);
  };
  return {
    get count() {
      return seen.size;
    },
  };
}

async function count(services: OpenedServices, query: ReturnType<typeof sql<{ n: number | string }>>): Promise<number> {
  const { rows } = await query.execute(services.storage.db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Everything found wrong with the database, or [] when it is sound. Physical:
 * SQLite's integrity_check and foreign_key_check; on PostgreSQL, amcheck over
 * every table and B-tree index of the schema (when the extension is
 * installed). Logical, on both: every delivery and attempt belongs to an
 * existing event and endpoint, attempt counts agree with the attempt records,
 * finished deliveries have a completion time, and all migrations are recorded.
 */
export async function integrityProblems(services: OpenedServices, migrations: number): Promise<{ problems: string[]; physical: string }> {
  const { db, dialect } = services.storage;
  const problems: string[] = [];
  let physical: string;
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
    const result = rows.map((r) => r.integrity_check);
    if (result.join() !== 'ok') problems.push(`integrity_check: ${result.join('; ')}`);
    const { rows: fk } = await sql<Record<string, unknown>>`pragma foreign_key_check`.execute(db);
    if (fk.length > 0) problems.push(`foreign_key_check: ${JSON.stringify(fk.slice(0, 5))}`);
    physical = `PRAGMA integrity_check: ${result.join('; ')}; foreign_key_check: ${fk.length} problems`;
  } else {
    try {
      await sql`create extension if not exists amcheck`.execute(db);
      const { rows: indexes } = await sql<{ name: string }>`
        select c.relname as name from pg_index i
        join pg_class c on c.oid = i.indexrelid
        join pg_am a on a.oid = c.relam
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and a.amname = 'btree'`.execute(db);
      for (const { name } of indexes) {
        await sql`select bt_index_check(${name}::regclass, true)`.execute(db);
      }
      const { rows: tables } = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public'`.execute(db);
      let heapProblems = 0;
      for (const { name } of tables) {
        const { rows: found } = await sql<{ msg: string }>`select msg from verify_heapam(${name}::regclass)`.execute(db);
        heapProblems += found.length;
        for (const f of found.slice(0, 3)) problems.push(`verify_heapam ${name}: ${f.msg}`);
      }
      physical = `amcheck: ${indexes.length} B-tree indexes (with heap) and ${tables.length} tables verified, ${heapProblems} problems`;
    } catch (error) {
      // bt_index_check raises on corruption; anything else means amcheck isn't available here.
      const message = (error as Error).message;
      if (/corrupt|invariant|index .* lacks|could not find/i.test(message)) problems.push(`amcheck: ${message}`);
      physical = `amcheck unavailable (${message.slice(0, 80)}): logical checks only`;
    }
  }
  const checks: Array<[string, ReturnType<typeof sql<{ n: number | string }>>]> = [
    [
      'deliveries of a missing event',
      sql`select count(*) as n from webhook_deliveries d where not exists (select 1 from events e where e.id = d.event_id)`,
    ],
    [
      'deliveries of a missing endpoint',
      sql`select count(*) as n from webhook_deliveries d where not exists (select 1 from webhook_endpoints e where e.id = d.endpoint_id)`,
    ],
    [
      'attempts of a missing delivery',
      sql`select count(*) as n from webhook_delivery_attempts a where not exists (select 1 from webhook_deliveries d where d.id = a.delivery_id)`,
    ],
    [
      'deliveries whose attempts differ from their attempt records',
      sql`select count(*) as n from webhook_deliveries d where d.attempts <> (select count(*) from webhook_delivery_attempts a where a.delivery_id = d.id)`,
    ],
    [
      'finished deliveries without a completion time',
      sql`select count(*) as n from webhook_deliveries where status <> 'pending' and completed_at is null`,
    ],
    [
      'one event twice for one endpoint',
      sql`select count(*) as n from (select event_id, endpoint_id from webhook_deliveries group by event_id, endpoint_id having count(*) > 1) x`,
    ],
  ];
  for (const [what, query] of checks) {
    const n = await count(services, query);
    if (n > 0) problems.push(`${n} ${what}`);
  }
  const recorded = await count(services, sql`select count(*) as n from kysely_migration`);
  if (recorded !== migrations) problems.push(`${recorded} migrations recorded, expected ${migrations}`);
  return { problems, physical };
}

/** Resident set size of a process in MB, from /proc (Linux); undefined elsewhere. */
export function rssMb(pid: number): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /VmRSS:\s+(\d+) kB/.exec(status);
    return match ? Math.round(Number(match[1]) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/** A process's JSON log lines at warning level or above, counted by message. */
export function logWarnings(output: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const line of output.split('\n')) {
    if (!/"level":[4-6]\d/.test(line)) continue;
    let msg: string;
    try {
      msg = (JSON.parse(line) as { msg?: string }).msg ?? line.slice(0, 80);
    } catch {
      msg = line.slice(0, 80); // a line cut where the output was trimmed
    }
    counts[msg] = (counts[msg] ?? 0) + 1;
  }
  return counts;
}
