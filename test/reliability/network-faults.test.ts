// Faults of a real network between the service and its database and
// receivers. The service (an API process and a worker process, real `serve`
// processes) runs in a network namespace of its own; PostgreSQL (a cluster of
// the test's own) and a real HTTPS receiver are in the test's namespace, across
// a veth link, each behind a TCP proxy on that link (test/helpers/tcp-proxy.ts).
// Under a steady load of API writes, each queuing a delivery per endpoint, one
// fault after another:
// 1. 200 ms of latency each way on every connection to PostgreSQL and the receiver;
// 2. the connections open at that moment stall mid-stream (nothing forwarded,
//    nothing closed) for longer than the delivery timeout;
// 3. the link is cut (`ip link set … down`) for 30 s: packets vanish,
//    connections stay open on both sides;
// 4. PostgreSQL is stopped and started again.
// At the end: every acknowledged write's event reached every endpoint, first
// receipts came in event order per endpoint, and duplicates (allowed: at least
// once) are counted with the fault they met. Also measured: the time from the
// link's return to the first delivery, which must come within
// PROMPT_AFTER_CUT_MS: a connection left half-open by the cut, with a query in
// flight, is given up after the query timeout (storage/postgres-pool.ts)
// rather than after TCP's retransmissions, about 25 s after the link is back;
// the LISTEN connection is checked when that happens (postgres-listener.ts),
// and the worker looks again at least every 2 s (delivery/outage-wait.ts).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { ChildServer, openServices } from '../helpers/child-server.ts';
import { postgres, type TestDatabase } from '../helpers/dialects.ts';
import { HttpsReceiver } from '../helpers/https-receiver.ts';
import { namespaceSkip, NetworkNamespace, RECEIVER_HOST } from '../helpers/network-namespace.ts';
import { clusterSkip, PostgresCluster } from '../helpers/postgres-cluster.ts';
import { TcpProxy } from '../helpers/tcp-proxy.ts';
import { scaled } from '../helpers/time-scale.ts';
import { deliveriesSettled, insertEndpointIds } from '../helpers/webhook-fixtures.ts';
import { logWarnings, profile, report, trackDistinct, type OpenedServices } from './support.ts';
import { WriteLoad } from './write-load.ts';

const SIZE = profile({ endpoints: 3, writers: 3, writesPerPhase: 6 }, { endpoints: 8, writers: 6, writesPerPhase: 40 });
/** The cut lasts 30 s; NETWORK_CUT_MS shortens it for quick runs outside CI. */
const CUT_MS = process.env.CI ? 30_000 : Number(process.env.NETWORK_CUT_MS ?? 30_000);
const LATENCY_MS = 200;
const DELIVERY_TIMEOUT_MS = 5_000;
/** Longer than the delivery timeout, so a stalled send is given up and made again on a new connection. */
const STALL_MS = 2 * DELIVERY_TIMEOUT_MS;
const ENV = {
  WEBHOOK_LEASE_MS: '5000',
  WEBHOOK_RETRY_BASE_MS: '10',
  WEBHOOK_RETRY_MAX_MS: '500',
  WEBHOOK_TIMEOUT_MS: String(DELIVERY_TIMEOUT_MS),
};
const TIMEOUT_MS = 600_000;
/** The first delivery after the cut, at the latest: several times the 2 s it takes (docs/operations.md), far below TCP's 25 s. */
// Scaled where it is waited for (receiver.waitFor).
const PROMPT_AFTER_CUT_MS = 10_000;
/** Waits for one phase's writes or deliveries: TCP's retransmission back-off after a cut alone can take a minute. */
const PHASE_MS = 180_000;

/** What this machine lacks for the test: outside CI it is skipped for it, under CI it fails. */
const missing = clusterSkip || namespaceSkip;

describe(
  'faults of a real network between the service, PostgreSQL and receivers [postgres]',
  { skip: postgres.skip || (process.env.CI ? false : missing) },
  () => {
    let ns: NetworkNamespace | undefined;
    let cluster: PostgresCluster | undefined;
    let database: TestDatabase | undefined;
    let services: OpenedServices | undefined;
    let receiver: HttpsReceiver | undefined;
    const proxies: TcpProxy[] = [];
    const children: ChildServer[] = [];
    let load: WriteLoad | undefined;
    let finishing = false;

    before(async () => {
      if (missing) throw new Error(`CI is set, and the network faults test can't run here: ${missing}`);
      ns = await NetworkNamespace.create();
      cluster = await PostgresCluster.create();
      database = await cluster.createDatabase('netfaults');
      services = await openServices(database);
      receiver = await HttpsReceiver.start();
    });

    after(async () => {
      finishing = true;
      for (const child of children) await child.kill('SIGKILL');
      await ns?.restore().catch(() => {});
      for (const proxy of proxies) await proxy.close();
      await load?.stop();
      await receiver?.close();
      await services?.closeAll();
      await database?.drop();
      await cluster?.destroy();
      await ns?.destroy();
    });

    it(
      `latency, stalls, a ${CUT_MS / 1000} s cut and a PostgreSQL restart: 0 lost, order kept, duplicates counted`,
      { timeout: TIMEOUT_MS },
      async () => {
        const [pgProxy, hookProxy] = [
          await TcpProxy.start(ns!.dataHost, { host: '127.0.0.1', port: cluster!.port }),
          await TcpProxy.start(ns!.dataHost, { host: '127.0.0.1', port: receiver!.port }),
        ];
        proxies.push(pgProxy, hookProxy);
        const company = await services!.companies.create({ name: 'Network Co', plan: 'pro' });
        const endpoints = await insertEndpointIds(
          services!,
          company._id,
          SIZE.endpoints,
          (id) => `https://${RECEIVER_HOST}:${hookProxy.port}/ep/${id}`,
        );
        const user = await services!.users.create({
          email: `net-${randomBytes(4).toString('hex')}@example.com`,
          password: 'network test password',
          name: 'Net',
        });
        await services!.companies.addMember(company._id, user._id);
        const token = (await services!.auth.createPersonalAccessToken(user._id, 'network')).token;

        // The service reaches PostgreSQL only through the proxy on the data link.
        const across: TestDatabase = { ...database!, url: `postgres://postgres@${ns!.dataHost}:${pgProxy.port}/netfaults` };
        const exits: string[] = [];
        for (const role of ['api', 'worker']) {
          const child = ChildServer.start(across, {
            role,
            env: { ...ENV, HOST: ns!.controlAddress },
            wrap: (command) => ns!.exec(command),
          });
          children.push(child);
          void child.exited.then((code) => {
            if (!finishing) exits.push(`${role} exited (${code ?? child.child.signalCode}):\n${child.output.slice(-3000)}`);
          });
        }
        const [api, worker] = children as [ChildServer, ChildServer];
        await Promise.all([api.ready(), worker.ready()]);
        assert.ok(api.url?.includes(ns!.controlAddress), `the API listens inside: ${api.url}`);
        const position = await fetch(`${api.url}/v3/company/${company._id}/positions`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Network engineer' }),
        });
        assert.equal(position.status, 200);
        const positionId = ((await position.json()) as { _id: string })._id;
        load = new WriteLoad(`${api.url}/v3/company/${company._id}/position/${positionId}/candidates`, token, SIZE.writers);
        const distinct = trackDistinct(receiver!);
        const deliveredGrowsBy = async (count: number, what: string) => {
          const target = distinct.count + count;
          await receiver!.waitFor(() => distinct.count >= target, PHASE_MS, what);
        };
        /** When each fault began and ended, to tell which one a duplicate met. */
        const phases: Array<{ name: string; from: number; to: number }> = [];
        const phase = async (name: string, fault: () => Promise<void>) => {
          const from = Date.now();
          await fault();
          phases.push({ name, from, to: Date.now() });
          assert.deepEqual(exits, [], `no process exited (${name})`);
        };

        await load.growsBy(SIZE.writesPerPhase, PHASE_MS, 'writes before the faults');
        await deliveredGrowsBy(SIZE.endpoints, 'deliveries before the faults');

        const writeMsBefore = load.medianAnswerMs(0);
        let writeMsUnderLatency = 0;
        await phase('latency', async () => {
          pgProxy.latencyMs = hookProxy.latencyMs = LATENCY_MS;
          // Writes already under way when the latency began are left out of its figure.
          await load!.growsBy(SIZE.writers, PHASE_MS, `writes begun before the latency to end`);
          const from = load!.acknowledged.length;
          await load!.growsBy(SIZE.writesPerPhase, PHASE_MS, `writes with ${LATENCY_MS} ms latency`);
          writeMsUnderLatency = load!.medianAnswerMs(from);
          assert.ok(
            writeMsUnderLatency >= 2 * LATENCY_MS,
            `a write waits at least one round trip to PostgreSQL: ${writeMsUnderLatency} ms`,
          );
          await deliveredGrowsBy(SIZE.endpoints * 2, `deliveries with ${LATENCY_MS} ms latency`);
          pgProxy.latencyMs = hookProxy.latencyMs = 0;
        });

        let stalled = 0;
        await phase('stall', async () => {
          // Traffic in flight on both paths, then everything open now stops mid-stream.
          await load!.growsBy(1, PHASE_MS, 'a write before the stall');
          // The receiver's first: with the worker's PostgreSQL connections stalled it might send nothing more.
          stalled = await hookProxy.stallMidStream();
          stalled += await pgProxy.stallMidStream();
          await sleep(STALL_MS);
          pgProxy.resume();
          hookProxy.resume();
          await load!.growsBy(SIZE.writesPerPhase, PHASE_MS, 'writes after the stall');
          await deliveredGrowsBy(SIZE.endpoints, 'deliveries after the stall');
        });

        let firstDeliveryAfterCutMs = 0;
        let firstWriteAfterCutMs = 0;
        let writesDuringCut = 0;
        await phase('cut', async () => {
          await load!.growsBy(1, PHASE_MS, 'a write before the cut');
          await ns!.cut();
          const cutAt = Date.now();
          await sleep(CUT_MS);
          await ns!.restore();
          const back = Date.now();
          writesDuringCut = load!.answeredAt.filter((t) => t > cutAt && t < back).length;
          const acknowledgedAtReturn = load!.acknowledged.length;
          const [firstDelivery] = await Promise.all([
            receiver!.waitFor(
              (requests) => requests.some((r) => r.receivedAt >= back),
              PROMPT_AFTER_CUT_MS,
              `a delivery within ${scaled(PROMPT_AFTER_CUT_MS)} ms of the link's return`,
            ),
            load!.growsBy(1, PHASE_MS, 'a write after the cut').then(() => (firstWriteAfterCutMs = Date.now() - back)),
          ]);
          firstDeliveryAfterCutMs = firstDelivery.find((r) => r.receivedAt >= back)!.receivedAt - back;
          assert.ok(load!.acknowledged.length > acknowledgedAtReturn);
          await load!.growsBy(SIZE.writesPerPhase, PHASE_MS, 'writes after the cut');
          await deliveredGrowsBy(SIZE.endpoints, 'deliveries after the cut');
        });

        await phase('restart', async () => {
          await load!.growsBy(1, PHASE_MS, 'a write before the restart');
          await cluster!.stop('fast');
          await cluster!.start();
          await load!.growsBy(SIZE.writesPerPhase, PHASE_MS, 'writes after the restart');
          await deliveredGrowsBy(SIZE.endpoints, 'deliveries after the restart');
        });

        await load.stop();
        const settled = await deliveriesSettled(services!, PHASE_MS);
        assert.deepEqual(exits, [], 'no process exited');
        const db = services!.storage.db;
        const events = await db.selectFrom('events').select('id').where('type', '=', 'candidateAdded').orderBy('id').execute();
        assert.deepEqual(settled, { pending: 0, succeeded: events.length * endpoints.length, failed: 0, cancelled: 0 });

        // Lost: an acknowledged write's candidate, or a stored event, missing at an endpoint.
        let lost = 0;
        const byEndpoint = receiver!.webhookIdsByPath();
        for (const endpoint of endpoints) {
          const pathname = `/ep/${endpoint}`;
          const requests = receiver!.requests.filter((r) => r.path === pathname);
          const candidates = new Set(
            requests.map((r) => (JSON.parse(r.body) as { object: { candidate: { _id: string } } }).object.candidate._id),
          );
          lost += load.acknowledged.filter((id) => !candidates.has(id)).length;
          const ids = byEndpoint.get(pathname) ?? [];
          lost += events.filter((e) => !ids.includes(e.id)).length;
          // Order: first receipts in the order of the endpoint's deliveries (event order).
          const expected = await db
            .selectFrom('webhook_deliveries')
            .select('event_id')
            .where('endpoint_id', '=', endpoint)
            .orderBy('id')
            .execute();
          const firsts = ids.filter((id, i) => ids.indexOf(id) === i);
          assert.deepEqual(
            firsts,
            expected.map((d) => d.event_id),
            `${pathname}: first receipts in event order`,
          );
        }
        assert.equal(lost, 0, 'no acknowledged write or stored event lost at any endpoint');

        // Duplicates, by the fault the first receipt met (a send whose answer a stall, cut or restart kept from the worker).
        const duplicatesBy: Record<string, number> = {};
        const firstReceipt = new Map<string, number>();
        for (const r of receiver!.requests) {
          const key = `${r.path} ${r.headers['webhook-id']}`;
          const first = firstReceipt.get(key);
          if (first === undefined) {
            firstReceipt.set(key, r.receivedAt);
            continue;
          }
          const met =
            phases.find((p) => first >= p.from && first <= p.to)?.name ??
            (first < phases[0]!.from ? 'before the faults' : first > phases.at(-1)!.to ? 'after the faults' : 'between faults');
          duplicatesBy[met] = (duplicatesBy[met] ?? 0) + 1;
        }

        // What the worker met, by its log's warnings and errors: the reasons behind the duplicates.
        const workerWarnings = logWarnings(worker.output);

        finishing = true;
        await api.kill('SIGTERM');
        await worker.kill('SIGTERM');
        assert.equal(api.child.exitCode, 0, `api shutdown:\n${api.output.slice(-2000)}`);
        assert.equal(worker.child.exitCode, 0, `worker shutdown:\n${worker.output.slice(-2000)}`);
        report('network-faults postgres', {
          endpoints: endpoints.length,
          writers: SIZE.writers,
          latencyMs: LATENCY_MS,
          writeAnswerMedianMs: { before: writeMsBefore, underLatency: writeMsUnderLatency },
          stallMs: STALL_MS,
          connectionsStalled: stalled,
          chunksHeldByStall: { postgres: pgProxy.chunksStalled, receiver: hookProxy.chunksStalled },
          cutMs: CUT_MS,
          firstDeliveryAfterCutMs,
          firstWriteAfterCutMs,
          writesAcknowledgedDuringCut: writesDuringCut,
          writesAcknowledgedByPhase: Object.fromEntries(
            phases.map((p) => [p.name, load!.answeredAt.filter((t) => t >= p.from && t <= p.to).length]),
          ),
          writesAcknowledged: load.acknowledged.length,
          otherAnswers: Object.fromEntries(load.otherAnswers),
          eventsStored: events.length,
          deliveries: events.length * endpoints.length,
          requestsReceived: receiver!.requests.length,
          duplicates: receiver!.requests.length - firstReceipt.size,
          duplicatesByFault: duplicatesBy,
          workerWarnings,
          lost,
          crashes: 0,
        });
      },
    );
  },
);
