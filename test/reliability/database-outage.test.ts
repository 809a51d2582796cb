// PostgreSQL going away under running processes: an API process and a worker
// process (real `serve` processes) under a steady load of API writes, each of
// which queues a delivery per endpoint to a real HTTPS receiver, while
// 1. every connection of the database is terminated (pg_terminate_backend,
//    on the shared cluster: only this test's database), several times;
// 2. the server itself is stopped and started again (a cluster of the
//    test's own, made with initdb and run with pg_ctl).
// Throughout, no process exits; a request that meets the outage is answered
// 503 databaseUnavailable in the Error shape (never a 500, never a dropped
// connection); /v3/health answers 503 while the database is gone and 200
// after; the worker's LISTEN connection is made again; and every write that
// was acknowledged, and every event stored, reaches every endpoint.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { DELIVERY_CHANNEL } from '../../src/storage/notification-channels.ts';
import { ChildServer, openServices } from '../helpers/child-server.ts';
import { POSTGRES_ADMIN_URL, postgres, type TestDatabase } from '../helpers/dialects.ts';
import { HttpsReceiver } from '../helpers/https-receiver.ts';
import { clusterSkip, PostgresCluster } from '../helpers/postgres-cluster.ts';
import { deliveriesSettled, eventually, insertEndpointIds } from '../helpers/webhook-fixtures.ts';
import { FULL, profile, report, type OpenedServices } from './support.ts';

const SIZE = profile(
  { endpoints: 3, writers: 3, writesPerPhase: 15, terminations: 5, restarts: 2 },
  { endpoints: 10, writers: 8, writesPerPhase: 100, terminations: 10, restarts: 5 },
);
// Short leases and fast retries, so work cut off by an outage is taken up again quickly.
const ENV = { WEBHOOK_LEASE_MS: '3000', WEBHOOK_RETRY_BASE_MS: '10', WEBHOOK_RETRY_MAX_MS: '200', WEBHOOK_TIMEOUT_MS: '10000' };
const TIMEOUT_MS = FULL ? 600_000 : 240_000;

/** A client's pause after a 503 before its next write (a client that hammered an unavailable server would only burn CPU here). */
const PAUSE_AFTER_503_MS = 20;

interface Answer {
  status: number;
  type?: string;
}

/**
 * Writers adding candidates over HTTP, as fast as answers come, until stopped.
 * Every answer is kept: 200s (with the candidate's id), 503s, and anything
 * else (a 500, a dropped connection), which must never happen.
 */
class WriteLoad {
  readonly acknowledged: string[] = [];
  readonly unavailable: Answer[] = [];
  readonly unexpected: string[] = [];
  private stopped = false;
  private readonly running: Promise<void>[];
  private waiters = new Set<() => void>();

  constructor(
    private readonly url: string,
    private readonly path: string,
    private readonly token: string,
    writers: number,
  ) {
    this.running = Array.from({ length: writers }, (_, writer) => this.write(writer));
  }

  private async write(writer: number): Promise<void> {
    for (let n = 0; !this.stopped; n++) {
      let answer: Answer;
      let id: string | undefined;
      try {
        const response = await fetch(this.url + this.path, {
          method: 'POST',
          headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Writer ${writer} candidate ${n}` }),
        });
        const body = (await response.json()) as { _id?: string; error?: { type?: string; message?: string } };
        answer = { status: response.status, type: body.error?.type };
        if (response.status === 200) id = body._id;
        else if (
          response.status === 503 &&
          body.error?.type === 'databaseUnavailable' &&
          body.error.message &&
          response.headers.get('retry-after')
        ) {
          this.unavailable.push(answer);
        } else this.unexpected.push(`${response.status} ${JSON.stringify(body)}`);
      } catch (error) {
        this.unexpected.push(`request failed: ${(error as Error).message} ${(error as { cause?: Error }).cause?.message ?? ''}`);
        answer = { status: 0 };
      }
      if (id) this.acknowledged.push(id);
      for (const wake of this.waiters) wake();
      if (answer.status !== 200) await new Promise((resolve) => setTimeout(resolve, PAUSE_AFTER_503_MS));
    }
  }

  /** Resolves once `check` holds after some answer. */
  async until(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
    if (check()) return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(look);
        reject(
          new Error(
            `timed out waiting for ${what}: ${this.acknowledged.length} acknowledged, ${this.unavailable.length} unavailable, unexpected ${JSON.stringify(this.unexpected.slice(0, 5))}`,
          ),
        );
      }, timeoutMs);
      const look = () => {
        if (!check()) return;
        clearTimeout(timer);
        this.waiters.delete(look);
        resolve();
      };
      this.waiters.add(look);
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.running);
  }
}

/** The processes under test, the receiver, and what both tests check at the end. */
function outageSetup() {
  const state = {} as {
    database: TestDatabase;
    services: OpenedServices;
    receiver: HttpsReceiver;
    api: ChildServer;
    worker: ChildServer;
    endpoints: string[];
    load: WriteLoad;
    exits: string[];
    /** Rejects as soon as a process under test exits: a crash fails the test at once rather than at a timeout. */
    crashed: Promise<never>;
    /** Set when the test stops the processes itself. */
    finishing: boolean;
  };

  const arrange = async (database: TestDatabase) => {
    state.database = database;
    state.exits = [];
    state.finishing = false;
    let crash!: (error: Error) => void;
    state.crashed = new Promise<never>((_, reject) => (crash = reject));
    state.crashed.catch(() => {}); // observed by whoever races with it
    state.services = await openServices(database);
    state.receiver = await HttpsReceiver.start();
    const { services, receiver } = state;
    const company = await services.companies.create({ name: 'Outage Co', plan: 'pro' });
    state.endpoints = await insertEndpointIds(services, company._id, SIZE.endpoints, (id) => receiver.url(`/ep/${id}`));
    const user = await services.users.create({
      email: `outage-${randomBytes(4).toString('hex')}@example.com`,
      password: 'outage test password',
      name: 'Outage',
    });
    await services.companies.addMember(company._id, user._id);
    const token = (await services.auth.createPersonalAccessToken(user._id, 'outage')).token;
    state.api = ChildServer.start(database, { role: 'api', env: ENV });
    state.worker = ChildServer.start(database, { role: 'worker', env: ENV });
    for (const child of [state.api, state.worker]) {
      void child.exited.then((code) => {
        const exit = `${child === state.api ? 'api' : 'worker'} exited (${code ?? child.child.signalCode}):\n${child.output.slice(-3000)}`;
        state.exits.push(exit);
        if (!state.finishing) crash(new Error(exit));
      });
    }
    await Promise.all([state.api.ready(), state.worker.ready()]);
    const position = await fetch(`${state.api.url}/v3/company/${company._id}/positions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Outage engineer' }),
    });
    assert.equal(position.status, 200);
    const positionId = ((await position.json()) as { _id: string })._id;
    state.load = new WriteLoad(state.api.url!, `/v3/company/${company._id}/position/${positionId}/candidates`, token, SIZE.writers);
  };

  const health = async () => {
    const response = await fetch(`${state.api.url}/v3/health`);
    return { status: response.status, body: (await response.json()) as { status: string; database: string; error?: { type: string } } };
  };

  /** `work`, or the first crash of a process under test, whichever comes first. */
  const orCrash = <T>(work: Promise<T>): Promise<T> => Promise.race([work, state.crashed]);

  /** Polls /v3/health (a real client's check) until it answers `status`. */
  const healthBecomes = (status: number, timeoutMs: number) => orCrash(pollHealth(status, timeoutMs));
  const pollHealth = async (status: number, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const answer = await health();
      if (answer.status === status) return answer;
      if (Date.now() > deadline) throw new Error(`/v3/health still answers ${answer.status} ${JSON.stringify(answer.body)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const acknowledgedGrowsBy = (count: number, what: string) => {
    const target = state.load.acknowledged.length + count;
    return orCrash(state.load.until(() => state.load.acknowledged.length >= target, TIMEOUT_MS / 2, what));
  };

  /** Stops the load, waits for every delivery, and checks that nothing was lost, nobody crashed, and every refusal was a clean 503. */
  const finish = async (name: string, figures: Record<string, unknown>) => {
    const { load, receiver, services, endpoints, api, worker } = state;
    await load.stop();
    assert.deepEqual(state.exits, [], 'no process exited');
    assert.deepEqual(load.unexpected, [], 'every request was answered 200 or 503 databaseUnavailable');
    // Every event stored (the acknowledged writes' and any whose commit went through unacknowledged) reaches every endpoint.
    const settled = await orCrash(deliveriesSettled(services, TIMEOUT_MS / 2));
    // (The position made at the start records an event no endpoint subscribes to.)
    const events = await services.storage.db.selectFrom('events').select('id').where('type', '=', 'candidateAdded').execute();
    assert.deepEqual(settled, { pending: 0, succeeded: events.length * endpoints.length, failed: 0, cancelled: 0 });
    const byEndpoint = receiver.webhookIdsByPath();
    const candidatesByEndpoint = new Map<string, Set<string>>();
    for (const request of receiver.requests) {
      const set = candidatesByEndpoint.get(request.path) ?? new Set<string>();
      set.add((JSON.parse(request.body) as { object: { candidate: { _id: string } } }).object.candidate._id);
      candidatesByEndpoint.set(request.path, set);
    }
    let lost = 0;
    for (const endpoint of endpoints) {
      const got = new Set(byEndpoint.get(`/ep/${endpoint}`) ?? []);
      lost += events.filter((e) => !got.has(e.id)).length;
      const candidates = candidatesByEndpoint.get(`/ep/${endpoint}`) ?? new Set();
      lost += load.acknowledged.filter((id) => !candidates.has(id)).length;
    }
    assert.equal(lost, 0, 'no delivery lost');
    // Both shut down cleanly after all that.
    state.finishing = true;
    await api.kill('SIGTERM');
    await worker.kill('SIGTERM');
    assert.equal(api.child.exitCode, 0, `api shutdown:\n${api.output.slice(-2000)}`);
    assert.equal(worker.child.exitCode, 0, `worker shutdown:\n${worker.output.slice(-2000)}`);
    const expected = events.length * endpoints.length;
    report(name, {
      endpoints: endpoints.length,
      writers: SIZE.writers,
      writesAcknowledged: load.acknowledged.length,
      answered503: load.unavailable.length,
      answeredOther: load.unexpected.length,
      eventsStored: events.length,
      deliveries: expected,
      requestsReceived: receiver.requests.length,
      duplicates: receiver.requests.length - expected,
      lost,
      crashes: 0,
      ...figures,
    });
  };

  const cleanUp = async () => {
    state.finishing = true;
    for (const child of [state.api, state.worker]) if (child) await child.kill('SIGKILL');
    await state.load?.stop();
    await state.receiver?.close();
    await state.services?.closeAll();
  };

  return { state, arrange, health, healthBecomes, acknowledgedGrowsBy, orCrash, finish, cleanUp };
}

/** The backend that holds the worker's LISTEN, if any: its process id. */
async function listenerPid(
  query: (text: string, values: unknown[]) => Promise<Array<{ pid: number }>>,
  database: string,
): Promise<number | undefined> {
  const rows = await query(`select pid from pg_stat_activity where datname = $1 and query = $2`, [database, `listen ${DELIVERY_CHANNEL}`]);
  return rows[0]?.pid;
}

describe('PostgreSQL connections terminated under load [postgres]', { skip: postgres.skip }, () => {
  const setup = outageSetup();
  let name: string;
  const admin = async <R>(text: string, values: unknown[]): Promise<R[]> => {
    const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as R[];
    } finally {
      await client.end();
    }
  };
  before(async () => {
    const database = await postgres.createDatabase();
    name = new URL(database.url).pathname.slice(1);
    await setup.arrange(database);
  });
  after(async () => {
    await setup.cleanUp();
    await setup.state.database?.drop();
  });

  it(
    `survives ${SIZE.terminations} terminations of every connection: 0 crashes, 503s only, LISTEN again, 0 lost`,
    { timeout: TIMEOUT_MS },
    async () => {
      const { state } = setup;
      await setup.acknowledgedGrowsBy(SIZE.writesPerPhase, 'writes before the first termination');
      let terminated = 0;
      for (let round = 0; round < SIZE.terminations; round++) {
        const listening = await eventually(() => listenerPid((t, v) => admin(t, v), name), 30_000, 'the worker to LISTEN');
        const rows = await admin<{ n: number }>(
          `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
          [name],
        );
        terminated += rows[0]!.n;
        // Writes go on being acknowledged, and the worker listens again on a new connection.
        await setup.acknowledgedGrowsBy(SIZE.writesPerPhase, `writes after termination ${round + 1}`);
        await setup.orCrash(
          eventually(
            async () => {
              const pid = await listenerPid((t, v) => admin(t, v), name);
              return pid !== undefined && pid !== listening;
            },
            30_000,
            `LISTEN again after termination ${round + 1}`,
          ),
        );
        assert.deepEqual(state.exits, [], `no process exited after termination ${round + 1}`);
      }
      assert.equal((await setup.healthBecomes(200, 30_000)).body.database, 'reachable');
      await state.worker.waitForOutput(
        (output) => output.includes('delivery wake-up listener is listening again'),
        30_000,
        'the worker to log its LISTEN back',
      );
      await setup.finish('database-outage terminate postgres', { terminations: SIZE.terminations, connectionsTerminated: terminated });
    },
  );
});

describe('PostgreSQL stopped and started again under load [own cluster]', { skip: postgres.skip || clusterSkip }, () => {
  const setup = outageSetup();
  let cluster: PostgresCluster;
  before(async () => {
    cluster = await PostgresCluster.create();
    await setup.arrange(await cluster.createDatabase('outage'));
  });
  after(async () => {
    await setup.cleanUp();
    await cluster?.destroy();
    await setup.state.database?.drop();
  });

  it(
    `survives the server stopped and started ${SIZE.restarts} times: 0 crashes, 503s meanwhile, health 503 then 200, LISTEN again, 0 lost`,
    { timeout: TIMEOUT_MS },
    async () => {
      const { state } = setup;
      const query = (text: string, values: unknown[]) => cluster.query<{ pid: number }>(text, values);
      await setup.acknowledgedGrowsBy(SIZE.writesPerPhase, 'writes before the first stop');
      const outagesMs: number[] = [];
      const writesBackMs: number[] = [];
      for (let restart = 1; restart <= SIZE.restarts; restart++) {
        await setup.orCrash(eventually(() => listenerPid(query, 'outage'), 30_000, `the worker to LISTEN before stop ${restart}`));
        const stoppedAt = Date.now();
        await cluster.stop('fast');
        const unavailableBefore = state.load.unavailable.length;
        const down = await setup.healthBecomes(503, 30_000);
        assert.equal(down.body.status, 'unavailable');
        assert.equal(down.body.database, 'unreachable');
        assert.equal(down.body.error?.type, 'databaseUnreachable');
        // Writes meet the outage and are refused cleanly.
        await setup.orCrash(
          state.load.until(
            () => state.load.unavailable.length >= unavailableBefore + 3,
            30_000,
            `writes refused with 503 during outage ${restart}`,
          ),
        );
        assert.deepEqual(state.exits, [], `no process exited while the database was away (${restart})`);

        await cluster.start();
        outagesMs.push(Date.now() - stoppedAt);
        const up = await setup.healthBecomes(200, 60_000);
        assert.equal(up.body.database, 'reachable');
        const startedAt = Date.now();
        await setup.acknowledgedGrowsBy(SIZE.writesPerPhase, `writes after restart ${restart}`);
        writesBackMs.push(Date.now() - startedAt);
      }
      await setup.orCrash(eventually(() => listenerPid(query, 'outage'), 30_000, 'LISTEN again after the last restart'));
      const restored = (output: string) => (output.match(/delivery wake-up listener is listening again/g) ?? []).length;
      await state.worker.waitForOutput(
        (output) => restored(output) >= SIZE.restarts,
        30_000,
        'the worker to log its LISTEN back after each restart',
      );
      assert.equal(restored(state.worker.output), SIZE.restarts, 'one loss and one return of LISTEN per restart');
      // The worker logs an outage's first failed claim, not every try (it may have slept through a short outage).
      const claimFailures = (state.worker.output.match(/claiming deliveries failed; trying again/g) ?? []).length;
      assert.ok(claimFailures <= SIZE.restarts, `${claimFailures} claim failures logged for ${SIZE.restarts} outages`);
      await setup.finish('database-outage stop-start postgres', {
        restarts: SIZE.restarts,
        outagesMs,
        writesBackAfterRestartMs: writesBackMs,
      });
    },
  );
});
