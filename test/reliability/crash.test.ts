// Crash safety with real processes: the server (API and delivery worker) is
// killed with SIGKILL while it applies its migrations on a fresh database,
// at random moments while it delivers a stream of events, and in the middle
// of a burst of sign-ins; it is restarted after each kill. At the end every
// event has reached every subscribed endpoint at least once (in order), every
// session token handed out still works, and the database is sound.
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { deliveriesSettled, insertEndpointIds, recordEvent } from '../helpers/webhook-fixtures.ts';
import { parseDatabaseUrl } from '../../src/config.ts';
import { openStorage } from '../../src/storage/database.ts';
import { migrations } from '../../src/storage/migrate.ts';
import { ChildServer, openServices } from '../helpers/child-server.ts';
import { DIALECTS, type TestDatabase } from '../helpers/dialects.ts';
import { HttpsReceiver } from '../helpers/https-receiver.ts';
import {
  FULL,
  SEED,
  trackDistinct,
  integrityProblems,
  profile,
  report,
  seededRandom,
  seedOnFailure,
  type OpenedServices,
} from './support.ts';

const SIZE = profile(
  { events: 150, endpoints: 5, users: 6, signinRounds: 4 },
  { events: 2000, endpoints: 20, users: 20, signinRounds: 10 },
);
const DELIVERY_KILLS = 5;
const MIGRATIONS = Object.keys(migrations('sqlite')).length;
const PASSWORD = 'crash test password';
const SLOW_DDL = pathToFileURL(path.join(import.meta.dirname, 'slow-ddl.mjs')).href;

// Short leases so that, on PostgreSQL, a killed worker's endpoints are taken
// up quickly (SQLite clears them at start); fast retries for the same reason.
const ENV = { WEBHOOK_LEASE_MS: '1500', WEBHOOK_RETRY_BASE_MS: '10', WEBHOOK_RETRY_MAX_MS: '200', WEBHOOK_TIMEOUT_MS: '5000' };

/** Kill points as fractions of the work, random but spread out, so each kill lands in a different part of the run. */
function killPoints(random: () => number): number[] {
  const points: number[] = [];
  const slot = 0.85 / DELIVERY_KILLS;
  for (let i = 0; i < DELIVERY_KILLS; i++) points.push(0.05 + slot * i + slot * 0.8 * random());
  return points;
}

async function appTables(database: TestDatabase): Promise<string[]> {
  // Opened without migrating: looking must not finish the job the kill interrupted.
  const storage = openStorage(parseDatabaseUrl(database.url), { poolSize: 1 });
  try {
    const query =
      storage.dialect === 'sqlite'
        ? sql<{
            name: string;
          }>`select name from sqlite_master where type = 'table' and name not like 'kysely_%' and name not like 'sqlite_%'`
        : sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public' and tablename not like 'kysely_%'`;
    const { rows } = await query.execute(storage.db);
    return rows.map((r) => r.name).sort();
  } finally {
    await storage.close();
  }
}

async function recordedMigrations(database: TestDatabase): Promise<number> {
  const storage = openStorage(parseDatabaseUrl(database.url), { poolSize: 1 });
  try {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from kysely_migration`.execute(storage.db);
    return Number(rows[0]!.n);
  } catch {
    return 0; // not even the migration table was made
  } finally {
    await storage.close();
  }
}

async function signIn(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/v3/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (response.status !== 200 || !body.access_token) throw new Error(`sign-in answered ${response.status}: ${JSON.stringify(body)}`);
  return body.access_token;
}

for (const dialect of DIALECTS) {
  describe(`crash: SIGKILL during migration, delivery and sign-in [${dialect.name}]`, { skip: dialect.skip }, () => {
    let database: TestDatabase;
    let services: OpenedServices | undefined;
    let receiver: HttpsReceiver;
    let child: ChildServer | undefined;
    let distinct: { readonly count: number };
    const random = seededRandom();

    before(async () => {
      database = await dialect.createDatabase();
      receiver = await HttpsReceiver.start();
      // A little time per answer, so that kills find sends in flight.
      receiver.behave = () => ({ status: 200, delayMs: 1 });
      distinct = trackDistinct(receiver);
    });
    after(async () => {
      if (child && child.child.exitCode === null) await child.kill('SIGKILL');
      await receiver?.close();
      await services?.closeAll();
      await database?.drop();
    });

    const start = () => {
      child = ChildServer.start(database, { role: 'all', env: ENV });
      return child;
    };

    it(
      `loses nothing across ${DELIVERY_KILLS + 2} SIGKILLs and leaves a sound database`,
      { timeout: FULL ? 900_000 : 180_000 },
      seedOnFailure(async () => {
        const startedAt = Date.now();
        const phases: Record<string, number> = {};
        let phaseStart = Date.now();
        const phase = (name: string) => {
          phases[name] = Date.now() - phaseStart;
          phaseStart = Date.now();
        };

        // 1. Killed in the middle of its migrations on a fresh database. Every
        // schema statement is held back a little (slow-ddl.mjs) so the kill
        // lands between two statements of a migration, not before or after.
        // Statements 1 and 2 make Kysely's own tables; from the 4th on, at least
        // one table of the first migration exists unless the kill undid it.
        const killAt = 4 + Math.floor(random() * 10);
        const migrating = ChildServer.start(database, {
          role: 'all',
          env: { ...ENV, SLOW_DDL_MS: '30', NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${SLOW_DDL}`.trim() },
        });
        child = migrating;
        await migrating.waitForOutput(
          (output) => (output.match(/slow-ddl:/g) ?? []).length >= killAt,
          30_000,
          `migration statement ${killAt}`,
        );
        await migrating.kill('SIGKILL');
        const statement = migrating.output.match(/slow-ddl: .*/g)!.at(-1);
        // The migrations commit together or not at all: a half-made schema would stop every later start.
        const recorded = await recordedMigrations(database);
        const tables = await appTables(database);
        assert.ok(
          recorded === MIGRATIONS || (recorded === 0 && tables.length === 0),
          `after a kill at "${statement}": ${recorded} migrations recorded, tables ${tables.join(', ')}`,
        );
        const restarted = start();
        await restarted.ready();
        services = await openServices(database);
        const migrationCheck = await integrityProblems(services, MIGRATIONS);
        assert.deepEqual(migrationCheck.problems, []);
        phase('migrationKill');

        // 2. Endpoints, users and the events to deliver.
        const company = await services.companies.create({ name: 'Crash Co' });
        const endpoints = await insertEndpointIds(services, company._id, SIZE.endpoints, (id) => receiver.url(`/ep/${id}`));
        const users: string[] = [];
        for (let i = 0; i < SIZE.users; i++) {
          const user = await services.users.create({ email: `crash-${i}@example.com`, password: PASSWORD, name: `Crash ${i}` });
          await services.companies.addMember(company._id, user._id);
          users.push(user.email_address);
        }
        const expected = SIZE.events * SIZE.endpoints;
        const events: string[] = [];
        // Events keep arriving while the server is being killed and restarted, as API writes would.
        const emitting = (async () => {
          for (let i = 0; i < SIZE.events; i++) {
            events.push((await recordEvent(services!, company._id, 'candidateAdded', { n: i }))._id);
          }
        })();

        phase('setup');
        // 3. Five kills at random points of the delivery work, each restarted at once.
        const points = killPoints(random);
        const killedAt: number[] = [];
        for (const point of points) {
          const current = child!;
          await current.ready();
          const before = receiver.requests.length;
          // At least one send by this process, so the kill is during delivery and not during start-up.
          await receiver.waitFor(
            (r) => r.length > before && distinct.count >= expected * point,
            FULL ? 300_000 : 60_000,
            `${Math.round(point * 100)}% delivered`,
          );
          await current.kill('SIGKILL');
          killedAt.push(distinct.count / expected);
          start();
          phase(`kill${killedAt.length}`);
        }

        // 4. A burst of sign-ins (each user signing in again and again, while
        // deliveries go on), killed when half of it has been answered.
        const signing = child!;
        await signing.ready();
        const apiUrl = signing.url!;
        const burstSize = SIZE.users * SIZE.signinRounds;
        const tokens = new Map<string, string>();
        let answered = 0;
        let cutOff = 0;
        let halfAnswered!: () => void;
        const half = new Promise<void>((resolve) => (halfAnswered = resolve));
        const burst = Promise.all(
          users.map(async (email) => {
            for (let round = 0; round < SIZE.signinRounds; round++) {
              try {
                const token = await signIn(apiUrl, email);
                const known = tokens.get(email);
                // A user holding a valid session gets that same token back (spec), also within the burst.
                if (known !== undefined) assert.equal(token, known, `second sign-in of ${email} gave a new token`);
                tokens.set(email, token);
                if (++answered >= burstSize / 2) halfAnswered();
              } catch (error) {
                if ((error as Error).name === 'AssertionError') throw error;
                cutOff++; // the kill cut this request off
                return;
              }
            }
          }),
        );
        // Killed the moment half of the burst has been answered: the other half is in flight or still to be sent.
        await Promise.race([half, burst.then(() => assert.fail(`the whole sign-in burst was answered before the kill (${answered})`))]);
        await signing.kill('SIGKILL');
        await burst;
        assert.ok(cutOff > 0, 'the kill landed while sign-ins were in flight');
        phase('signinKill');

        // 5. The last start runs to the end.
        const last = start();
        await last.ready();
        await emitting;
        // Every token handed out before the kill still authenticates, and signing in again gives it back.
        for (const [email, token] of tokens) {
          const me = await fetch(`${last.url}/v3/user/details`, { headers: { authorization: `Bearer ${token}` } });
          assert.equal(me.status, 200, `the session token of ${email} survived the crash`);
          assert.equal(await signIn(last.url!, email), token, `signing in again after the crash gives ${email} the same token`);
        }
        phase('lastStartAndTokens');
        await receiver.waitFor(() => distinct.count >= expected, FULL ? 600_000 : 90_000, 'every event at every endpoint');
        phase('rest');
        const byPath = receiver.webhookIdsByPath();
        for (const endpoint of endpoints) {
          const got = byPath.get(`/ep/${endpoint}`) ?? [];
          assert.deepEqual(new Set(got), new Set(events), `endpoint ${endpoint} got every event`);
          assert.deepEqual([...new Set(got)], events, `endpoint ${endpoint}: first receipts in event order`);
        }
        // Outcomes are stored a moment after the receiver answered.
        const states = await deliveriesSettled(services);
        assert.deepEqual(states, { pending: 0, succeeded: expected, failed: 0, cancelled: 0 }, 'every delivery ends succeeded');
        const stats = await services.storage.db
          .selectFrom('webhook_endpoints')
          .select(['id', 'successful_deliveries', 'failed_deliveries'])
          .execute();
        const failedAttempts = await services.storage.db
          .selectFrom('webhook_delivery_attempts as a')
          .innerJoin('webhook_deliveries as d', 'd.id', 'a.delivery_id')
          .select(['a.endpoint_id', 'a.error'])
          .where('a.attempt', '<', sql<number>`d.attempts`)
          .execute();
        for (const row of stats) {
          // A send cut off by a kill was never recorded: each delivery's success is counted exactly once.
          assert.equal(Number(row.successful_deliveries), SIZE.events, `stats of ${row.id}`);
          // The receiver always answers 200, but a loaded machine can still fail an
          // attempt (a timeout); each one is counted, and was retried to success.
          const failed = failedAttempts.filter((a) => a.endpoint_id === row.id).length;
          assert.equal(Number(row.failed_deliveries), failed, `failed attempts of ${row.id}`);
        }

        // A clean stop after all that, then the database checks.
        await last.kill('SIGTERM');
        assert.equal(await last.exited, 0, `clean shutdown; output:\n${last.output.slice(-2000)}`);
        const { problems, physical } = await integrityProblems(services, MIGRATIONS);
        assert.deepEqual(problems, []);

        const duplicates = receiver.requests.length - expected;
        report(`crash ${dialect.name}`, {
          seed: SEED,
          events: SIZE.events,
          endpoints: SIZE.endpoints,
          deliveries: expected,
          failedAttempts: failedAttempts.map((a) => a.error),
          requestsReceived: receiver.requests.length,
          duplicates,
          duplicateRate: `${((duplicates / expected) * 100).toFixed(2)}%`,
          migrationKilledAt: statement,
          deliveryKillsAtProgress: killedAt.map((f) => `${Math.round(f * 100)}%`),
          signinBurst: { size: burstSize, answeredBeforeKill: answered, cutOff, tokensChecked: tokens.size },
          integrity: physical,
          seconds: Math.round((Date.now() - startedAt) / 1000),
          phasesMs: phases,
        });
      }),
    );
  });
}
