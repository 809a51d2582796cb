// A delivery's status changes only through storage/queue/delivery-lifecycle.ts:
// no other file of src/ writes the status column of webhook_deliveries, in a
// Kysely update (`.updateTable('webhook_deliveries')…set({ status … })`) or in
// SQL text (`update webhook_deliveries set … status = …`). Inserting a
// delivery (the outbox's fan-out, a test event) makes it pending and is not a
// change. Migrations are history and are left alone.
//
// Its rows are deleted only there too (removeDeliveries, for one of the
// reasons in DELIVERY_REMOVALS): no other file deletes from
// webhook_deliveries, with Kysely (`.deleteFrom('webhook_deliveries')`) or in
// SQL text (`delete from webhook_deliveries`).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import {
  CANCEL_REASONS,
  DELIVERY_REMOVALS,
  DELIVERY_STATUSES,
  DELIVERY_TRANSITIONS,
  mayChange,
} from '../../src/storage/queue/delivery-lifecycle.ts';
import { sourceFiles } from './import-graph.ts';

const SRC = path.resolve(import.meta.dirname, '../../src');
const LIFECYCLE = path.join(SRC, 'storage/queue/delivery-lifecycle.ts');
const MIGRATIONS = path.join(SRC, 'storage/migrations') + path.sep;

/** How far past the table's name an update's SET may reach: a statement of this code base is far shorter. */
const REACH = 600;

/** The places in `text` where an update of webhook_deliveries sets its status. */
export function statusWrites(text: string): string[] {
  const found: string[] = [];
  for (const start of indexesOf(text, ["updateTable('webhook_deliveries", 'updateTable("webhook_deliveries'])) {
    const rest = text.slice(start, start + REACH);
    // The statement ends at its first run (execute…, run, first) or at the end of its builder.
    const end = firstIndex(rest, ['.execute', '.run(', '.first(', ');\n']);
    const statement = rest.slice(0, end);
    const set = statement.indexOf('.set(');
    // `status: …` or the shorthand `{ status, … }` in what it sets; a status passed to a lifecycle builder is neither.
    const sets = set < 0 ? '' : statement.slice(set, set + firstIndex(statement.slice(set), ['.where(']));
    if (/\bstatus\s*:|[{,]\s*status\s*[,}]/.test(sets)) {
      found.push(statement);
    }
  }
  for (const start of indexesOf(text.toLowerCase(), ['update webhook_deliveries'])) {
    const rest = text.slice(start, start + REACH);
    const where = firstIndex(rest.toLowerCase(), [' where ', '\nwhere ', '`']);
    if (/\bset\b[\s\S]*\bstatus\s*=/i.test(rest.slice(0, where))) found.push(rest.slice(0, where));
  }
  return found;
}

/** The places in `text` where rows of webhook_deliveries are deleted. */
export function deliveryDeletes(text: string): string[] {
  const kysely = indexesOf(text, ["deleteFrom('webhook_deliveries", 'deleteFrom("webhook_deliveries', 'deleteFrom(`webhook_deliveries']);
  // Any spacing or line break between the words, any case.
  const raw = [...text.matchAll(/\bdelete\s+from\s+["`]?webhook_deliveries\b/gi)].map((match) => match.index);
  return [...kysely, ...raw].map((start) => text.slice(start, start + 120));
}

function indexesOf(text: string, needles: string[]): number[] {
  const at: number[] = [];
  for (const needle of needles) {
    for (let i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + needle.length)) at.push(i);
  }
  return at;
}

function firstIndex(text: string, needles: string[]): number {
  const hits = needles.map((needle) => text.indexOf(needle)).filter((i) => i >= 0);
  return hits.length === 0 ? text.length : Math.min(...hits);
}

/** What `find` finds in the source files of src/ outside the lifecycle module and the migrations, each with its file. */
function foundOutsideTheLifecycle(find: (text: string) => string[]): string[] {
  const outside: string[] = [];
  for (const file of sourceFiles(SRC, ['.ts'])) {
    if (file === LIFECYCLE || file.startsWith(MIGRATIONS)) continue;
    for (const found of find(fs.readFileSync(file, 'utf8')))
      outside.push(`${path.relative(SRC, file)}: ${found.replace(/\s+/g, ' ').slice(0, 120)}`);
  }
  return outside;
}

describe('the delivery lifecycle', () => {
  it('finds a status written in a Kysely update or in SQL text, and not one built by the lifecycle', () => {
    const kysely = `await db\n  .updateTable('webhook_deliveries')\n  .set({ status: 'cancelled', completed_at: now })\n  .where('id', '=', id)\n  .execute();`;
    const text = "const head = `update webhook_deliveries set status = 'succeeded', attempts = $1 where id = $2`;";
    const routed = `await db\n  .updateTable('webhook_deliveries')\n  .set(cancelled('plan', now))\n  .where('status', '=', 'pending')\n  .execute();`;
    const other = `await db\n  .updateTable('webhook_deliveries')\n  .set({ next_attempt_at: until })\n  .where('status', '=', 'pending')\n  .execute();`;
    assert.equal(statusWrites(kysely).length, 1);
    assert.equal(statusWrites(kysely.replace("status: 'cancelled'", 'status')).length, 1, 'the shorthand');
    assert.equal(statusWrites(text).length, 1);
    assert.deepEqual(statusWrites(routed), []);
    assert.deepEqual(statusWrites(other), [], 'a status in the condition is a read');
  });

  it('is the only place in src/ that writes a delivery status', () => {
    assert.deepEqual(foundOutsideTheLifecycle(statusWrites), [], 'write statuses with storage/queue/delivery-lifecycle.ts');
  });

  it('finds a delete of deliveries in Kysely or in SQL text, and not one of their attempts', () => {
    assert.equal(deliveryDeletes(`await db.deleteFrom('webhook_deliveries').where('id', '=', id).execute();`).length, 1);
    assert.equal(deliveryDeletes('await trx\n  .deleteFrom("webhook_deliveries")\n  .execute();').length, 1);
    assert.equal(deliveryDeletes('await sql`\n    DELETE FROM webhook_deliveries\n    where status = ${s}`.execute(db);').length, 1);
    assert.equal(deliveryDeletes('await sql`delete\n from "webhook_deliveries" where id = 1`.execute(db);').length, 1);
    assert.deepEqual(deliveryDeletes(`await db.deleteFrom('webhook_delivery_attempts').where('delivery_id', 'in', ids).execute();`), []);
    assert.deepEqual(deliveryDeletes('delete from webhook_delivery_attempts where delivery_id = $1'), []);
    assert.deepEqual(deliveryDeletes(`await removeDeliveries(db, { reason: 'orphaned' }).execute();`), []);
  });

  it('is the only place in src/ that deletes deliveries', () => {
    assert.deepEqual(
      foundOutsideTheLifecycle(deliveryDeletes),
      [],
      'delete deliveries with removeDeliveries of storage/queue/delivery-lifecycle.ts',
    );
  });

  it('has transitions between its own statuses only, and every status is left or reached', () => {
    for (const [from, targets] of Object.entries(DELIVERY_TRANSITIONS)) {
      assert.ok(DELIVERY_STATUSES.includes(from as never), from);
      for (const to of targets) assert.ok(DELIVERY_STATUSES.includes(to), `${from} → ${to}`);
    }
    for (const status of DELIVERY_STATUSES) {
      assert.ok(
        DELIVERY_STATUSES.some((from) => mayChange(from, status)),
        `${status} can be reached`,
      );
    }
    // Finished deliveries change only by being queued again.
    for (const finished of ['succeeded', 'failed', 'cancelled'] as const) {
      assert.deepEqual(DELIVERY_TRANSITIONS[finished], ['pending'], finished);
    }
    assert.equal(new Set(Object.values(CANCEL_REASONS)).size, Object.keys(CANCEL_REASONS).length, 'one text per reason');
  });

  it('removes deliveries of its own statuses only, and never queued ones for good unless their endpoint or company goes', () => {
    for (const [reason, statuses] of Object.entries(DELIVERY_REMOVALS)) {
      for (const status of statuses) assert.ok(DELIVERY_STATUSES.includes(status), `${reason}: ${status}`);
    }
    const takingPending = Object.entries(DELIVERY_REMOVALS)
      .filter(([, statuses]) => (statuses as readonly string[]).includes('pending'))
      .map(([reason]) => reason)
      .sort();
    assert.deepEqual(takingPending, ['company-deleted', 'endpoint-deleted', 'orphaned']);
  });
});
