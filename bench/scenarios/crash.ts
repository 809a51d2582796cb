// 6. Cost of a crash: the delivery scenario's layout, a worker SIGKILLed once
// half of the deliveries have arrived, then started again. Counts the
// deliveries received twice (at-least-once: the price of a crash) and those
// never received (must be zero), checks the database agrees, and measures how
// long the killed worker's endpoints waited: from the kill to the next
// request each of them got.
//
// On PostgreSQL a second worker runs beside the one killed, as in a
// scale-out: the killed worker's leases are tied to its database session, so
// the other takes its endpoints up at once (the lease is left at its default,
// a minute, which a takeover by expiry would show). On SQLite one worker
// process serves a database: its endpoints wait for the restart, which
// clears every lease.
import { sql } from 'kysely';
import { deliveryCounts, emitEventsInBulk, openServices } from '../lib/arrange.ts';
import { createDatabase } from '../lib/databases.ts';
import { arrangeFanout } from '../lib/fanout.ts';
import { Receiver } from '../lib/receiver.ts';
import { target, type Scenario } from '../lib/scenario.ts';
import { ServerProcess } from '../lib/server-process.ts';
import { round, waitUntil } from '../lib/stats.ts';

export const crash: Scenario = async (ctx) => {
  const database = await createDatabase(ctx.dialect);
  const receiver = await Receiver.start(ctx.tlsDir);
  const postgres = ctx.dialect === 'postgres';
  try {
    const services = await openServices(database);
    const fanout = await arrangeFanout(services, receiver);
    const events = ctx.sizes.crashEvents;
    const expected = events * (fanout.endpoints.length / fanout.workspace.companies.length);
    const first = await ServerProcess.start({ database, tlsDir: ctx.tlsDir, role: 'worker', cpuProfDir: ctx.cpuProfDir });
    const buddy = postgres ? await ServerProcess.start({ database, tlsDir: ctx.tlsDir, role: 'worker' }) : undefined;
    let receivedAtKill: number;
    let killedAt: number;
    let orphaned: string[];
    let second: ServerProcess | undefined;
    let counts: Record<string, number>;
    try {
      try {
        await emitEventsInBulk(services, fanout.workspace, events);
        await waitUntil(async () => (await receiver.stats()).unique >= expected / 2, 60_000 + expected * 5, 'half of the deliveries', 20);
        // The endpoints the worker to be killed holds right now (its lease owner names its pid).
        const { rows } = await sql<{
          endpoint_id: string;
        }>`select endpoint_id from delivery_leases where owner like ${`%:${first.pid}:%`}`.execute(services.storage.db);
        orphaned = rows.map((r) => r.endpoint_id);
        killedAt = Date.now();
        await first.kill();
        receivedAtKill = (await receiver.stats()).received;
      } finally {
        await first.stop();
      }
      ctx.progress(`  SIGKILL after ${receivedAtKill} of ${expected} deliveries, holding ${orphaned.length} endpoints; restarting`);
      second = await ServerProcess.start({ database, tlsDir: ctx.tlsDir, role: 'worker' });
      await waitUntil(async () => (await receiver.stats()).unique >= expected, 60_000 + expected * 5, `${expected} deliveries`, 100).catch(
        () => {},
      );
      // Outcomes are stored a moment after the receiver has the request.
      await waitUntil(async () => !(await deliveryCounts(services)).pending, 10_000, 'no pending deliveries').catch(() => {});
      counts = await deliveryCounts(services);
    } finally {
      await second?.stop();
      await buddy?.stop();
      await services.closeAll();
    }
    const stats = await receiver.stats();
    const duplicates = stats.received - stats.unique;
    const lost = expected - stats.unique;
    const succeeded = counts.succeeded ?? 0;
    // The slowest of the killed worker's endpoints to get its next request (one that had nothing left to send does not count).
    const next = await receiver.firstAfter(killedAt);
    const waits = orphaned
      .map((id) => next[`/ep/${id}`])
      .filter((t): t is number => typeof t === 'number')
      .map((t) => t - killedAt);
    const resumedAfterMs = waits.length > 0 ? round(Math.max(...waits), 0) : null;
    const resumeRow = postgres
      ? {
          figure: "killed worker's endpoints resumed after (other worker)",
          ours: resumedAfterMs,
          unit: 'ms',
          ...(resumedAfterMs === null ? {} : target(resumedAfterMs, '<=', 2000)),
        }
      : { figure: "killed worker's endpoints resumed after (restart)", ours: resumedAfterMs, unit: 'ms' };
    return {
      figures: {
        deliveries: expected,
        receivedAtKill,
        received: stats.received,
        duplicates,
        lost,
        storedSucceeded: succeeded,
        storedPending: counts.pending ?? 0,
        endpointsHeldAtKill: orphaned.length,
        resumedAfterMs,
      },
      rows: [
        { figure: 'lost after SIGKILL', ours: lost, unit: '', ...target(lost, '==', 0) },
        { figure: 'duplicates after SIGKILL', ours: duplicates, unit: '' },
        resumeRow,
      ],
      summary:
        `killed after ${receivedAtKill} of ${expected}: ${duplicates} duplicates, ${lost} lost; stored ${succeeded} succeeded, ${counts.pending ?? 0} pending; ` +
        `its ${orphaned.length} endpoints resumed after ${resumedAfterMs ?? '-'} ms`,
    };
  } finally {
    await receiver.stop();
    await database.drop();
  }
};
