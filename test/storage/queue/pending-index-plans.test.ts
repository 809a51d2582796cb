// PostgreSQL's plans for the queue's hot statements, whatever the statistics
// say about the partial index of pending deliveries (endpoint_id, id) WHERE
// status = 'pending':
// - the outcome writer marks a batch of successes through the primary key,
//   never reading that index, which holds every pending delivery and every
//   finished one not yet vacuumed (outcome-statements.ts);
// - a task's fetches, after a delivery or from the queue floor, named
//   statements, read that index from there on also when PostgreSQL plans
//   them once for all values (a generic plan), with no sort, and read the
//   endpoint's row once for the whole batch, its floor included
//   (next-deliveries.ts).
// The state is one where the planner chose otherwise before: a table never
// analyzed (as after a burst of events, before autovacuum's first look),
// most of the endpoint's deliveries finished, no vacuum.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { sql } from 'kysely';
import type { Storage } from '../../../src/storage/database.ts';
import { inlinedPostgres } from '../../../src/storage/prepared-query.ts';
import { postgresFetches } from '../../../src/storage/queue/next-deliveries.ts';
import { successesText } from '../../../src/storage/queue/outcome-statements.ts';
import { DIALECTS } from '../../helpers/dialects.ts';
import { endpointWithDeliveries, NOW } from '../../helpers/queue-fixtures.ts';
import { useStore } from '../../helpers/storage-fixtures.ts';

const PENDING_INDEX = 'webhook_deliveries_endpoint_pending_idx';
const postgres = DIALECTS.find((d) => d.name === 'postgres')!;

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Actual Loops'?: number;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}

/** Every node of a plan, depth first. */
function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

describe('the pending index in the queue statements’ plans [postgres]', { skip: postgres.skip }, () => {
  const fixture = useStore(postgres);
  let storage: Storage;
  let endpointId: string;
  let pending: number[];
  before(async () => {
    storage = fixture.storage;
    const queued = await endpointWithDeliveries(storage, 4000);
    endpointId = queued.endpointId;
    const finished = queued.deliveryIds.slice(0, 3800);
    pending = queued.deliveryIds.slice(3800);
    // A fetch joins each delivery's event, for its body.
    const { company_id } = await storage.db
      .selectFrom('webhook_endpoints')
      .select('company_id')
      .where('id', '=', endpointId)
      .executeTakeFirstOrThrow();
    const events = await storage.db.selectFrom('webhook_deliveries').select('event_id').where('id', 'in', pending).execute();
    await storage.db
      .insertInto('events')
      .values(events.map((r) => ({ id: r.event_id, company_id, type: 'candidateAdded', payload: '{}', created_at: NOW })))
      .execute();
    await storage.db
      .updateTable('webhook_deliveries')
      .set({ status: 'succeeded', completed_at: NOW })
      .where('id', 'in', finished)
      .execute();
  });

  const planOf = async (text: string): Promise<PlanNode[]> => {
    const { rows } = await sql.raw<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`explain (format json) ${text}`).execute(storage.db);
    return nodesOf(rows[0]!['QUERY PLAN'][0].Plan);
  };

  it('marks a batch of successes without reading the pending index', async () => {
    for (const size of [20, 200]) {
      const ids = pending.slice(0, size);
      const nodes = await planOf(inlinedPostgres(successesText('postgres', ids.length), [1, 200, NOW, ...ids]));
      const indexes = nodes.flatMap((n) => (n['Index Name'] ? [n['Index Name']] : []));
      assert.ok(!indexes.includes(PENDING_INDEX), `${size} ids: ${JSON.stringify(nodes.map((n) => [n['Node Type'], n['Index Name']]))}`);
    }
  });

  /** A fetch's plan as PostgreSQL runs it once it plans the named statement for all values (a generic plan). */
  const genericPlanOf = async ({ sql: text, parameters }: { sql: string; parameters: unknown[] }): Promise<PlanNode[]> =>
    storage.db.connection().execute(async (connection) => {
      await sql`set plan_cache_mode = force_generic_plan`.execute(connection);
      try {
        await sql.raw(`prepare pending_fetch as ${text}`).execute(connection);
        const values = parameters.map((v) => (typeof v === 'string' ? `'${v}'` : String(v))).join(', ');
        const { rows } = await sql
          .raw<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`explain (analyze, format json) execute pending_fetch(${values})`)
          .execute(connection);
        return nodesOf(rows[0]!['QUERY PLAN'][0].Plan);
      } finally {
        await sql`deallocate all`.execute(connection);
        await sql`reset plan_cache_mode`.execute(connection);
      }
    });

  for (const fetch of ['after a delivery', 'from the queue floor'] as const) {
    it(`fetches ${fetch} from the pending index, in its order, the endpoint read once, also with a generic plan`, async () => {
      const nodes = await genericPlanOf(
        fetch === 'after a delivery'
          ? postgresFetches.after.compiled(storage.db, endpointId, pending[0]!, 10)
          : postgresFetches.fromFloor.compiled(storage.db, endpointId, 10),
      );
      const types = nodes.map((n) => n['Node Type']);
      assert.ok(
        nodes.some((n) => n['Node Type'] === 'Index Scan' && n['Index Name'] === PENDING_INDEX),
        JSON.stringify(nodes.map((n) => [n['Node Type'], n['Index Name']])),
      );
      assert.ok(!types.includes('Sort'), JSON.stringify(types));
      assert.equal(nodes[0]!['Actual Rows'], 10);
      const endpointReads = nodes.filter((n) => n['Relation Name'] === 'webhook_endpoints');
      const companyReads = nodes.filter((n) => n['Relation Name'] === 'companies');
      assert.equal(endpointReads.length, 1, JSON.stringify(nodes.map((n) => [n['Node Type'], n['Relation Name']])));
      assert.deepEqual(
        [...endpointReads, ...companyReads].map((n) => n['Actual Loops']),
        [1, 1],
      );
    });
  }
});
