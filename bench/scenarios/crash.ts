// 6. Cost of a crash: the delivery scenario's layout, the server SIGKILLed
// once half of the deliveries have arrived, then started again. Counts the
// deliveries received twice (at-least-once: the price of a crash) and those
// never received (must be zero), and checks the database agrees.
import { deliveryCounts, emitEventsInBulk, openServices } from '../lib/arrange.ts';
import { createDatabase } from '../lib/databases.ts';
import { arrangeFanout } from '../lib/fanout.ts';
import { Receiver } from '../lib/receiver.ts';
import { target, type Scenario } from '../lib/scenario.ts';
import { ServerProcess } from '../lib/server-process.ts';
import { waitUntil } from '../lib/stats.ts';

export const crash: Scenario = async (ctx) => {
  const database = await createDatabase(ctx.dialect);
  const receiver = await Receiver.start(ctx.tlsDir);
  try {
    const services = await openServices(database);
    const fanout = await arrangeFanout(services, receiver);
    const events = ctx.sizes.crashEvents;
    const expected = events * (fanout.endpoints.length / fanout.workspace.companies.length);
    // A short lease: on PostgreSQL the restarted worker takes the dead one's endpoints when it runs out.
    const env = { WEBHOOK_LEASE_MS: '2000' };
    const first = await ServerProcess.start({ database, tlsDir: ctx.tlsDir, role: 'worker', env, cpuProfDir: ctx.cpuProfDir });
    let receivedAtKill: number;
    try {
      await emitEventsInBulk(services, fanout.workspace, events);
      await waitUntil(async () => (await receiver.stats()).unique >= expected / 2, 60_000 + expected * 5, 'half of the deliveries', 20);
      await first.kill();
      receivedAtKill = (await receiver.stats()).received;
    } finally {
      await first.stop();
    }
    ctx.progress(`  SIGKILL after ${receivedAtKill} of ${expected} deliveries; restarting`);
    const second = await ServerProcess.start({ database, tlsDir: ctx.tlsDir, role: 'worker', env });
    let counts: Record<string, number>;
    try {
      await waitUntil(async () => (await receiver.stats()).unique >= expected, 60_000 + expected * 5, `${expected} deliveries`, 100).catch(() => {});
      // Outcomes are stored a moment after the receiver has the request.
      await waitUntil(async () => !(await deliveryCounts(services)).pending, 10_000, 'no pending deliveries').catch(() => {});
      counts = await deliveryCounts(services);
    } finally {
      await second.stop();
      await services.closeAll();
    }
    const stats = await receiver.stats();
    const duplicates = stats.received - stats.unique;
    const lost = expected - stats.unique;
    const succeeded = counts.succeeded ?? 0;
    return {
      figures: { deliveries: expected, receivedAtKill, received: stats.received, duplicates, lost, storedSucceeded: succeeded, storedPending: counts.pending ?? 0 },
      rows: [
        { figure: 'lost after SIGKILL', ours: lost, unit: '', ...target(lost, '==', 0) },
        { figure: 'duplicates after SIGKILL', ours: duplicates, unit: '' },
      ],
      summary: `killed after ${receivedAtKill} of ${expected}: ${duplicates} duplicates, ${lost} lost; stored ${succeeded} succeeded, ${counts.pending ?? 0} pending`,
    };
  } finally {
    await receiver.stop();
    await database.drop();
  }
};
