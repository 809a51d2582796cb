// Who may receive a company's events, whatever an endpoint's own status: the
// company must be on the Pro plan, and a partner's endpoint only while that
// partner is a member of the company. One definition, used by the fan-out
// (record-event.ts), the worker's fetch (next-deliveries.ts), its check
// between sends (endpoint-state.ts) and the sweep of removed partners'
// endpoints (retention.ts).
//
// Why the worker checks too, when the plan change cancels the company's
// queued deliveries and the end of a membership deletes the partner's
// endpoints with theirs: a membership can also end without that (a user
// deleted, its memberships going by foreign key), and on PostgreSQL an event
// committed at the same moment as the change can still queue a delivery. The
// worker sends none of them: it cancels them (cancelWithheld) instead.
//
// `owner_key` is `customer` or `partner:<user id>`; substr(owner_key, 9) is
// the user id, so the membership check is one probe of the memberships
// primary key (company_id, user_id).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../schema.ts';
import { CANCEL_REASONS, cancelled } from './delivery-lifecycle.ts';

export type WithheldReason = 'plan' | 'owner';

/** The last_error of a delivery cancelled for the reason (from the one list of them, delivery-lifecycle.ts). */
export const WITHHELD_MESSAGES: Record<WithheldReason, string> = { plan: CANCEL_REASONS.plan, owner: CANCEL_REASONS.owner };

// The fragments are plain SQL text over a table alias the caller names (never
// a value), built once per alias: the fan-out compiles its statement on every
// event, and raw text costs nothing to compile.
const fragments = new Map<string, { onPro: string; ownerIsMember: string }>();

function textFor(e: string): { onPro: string; ownerIsMember: string } {
  if (!/^[a-z_]+$/.test(e)) throw new Error(`not a table alias: ${e}`);
  let text = fragments.get(e);
  if (!text) {
    text = {
      onPro: `exists (select 1 from companies c where c.id = ${e}.company_id and c.plan = 'pro')`,
      ownerIsMember: `(${e}.owner_key = 'customer' or exists (select 1 from memberships m where m.company_id = ${e}.company_id and m.user_id = substr(${e}.owner_key, 9)))`,
    };
    fragments.set(e, text);
  }
  return text;
}

/** True while the endpoint (alias `e`) may receive: its company is on Pro and its owner is the customer or a member partner. */
export function mayReceive(e: string): RawBuilder<boolean> {
  const { onPro, ownerIsMember } = textFor(e);
  return sql.raw<boolean>(`(${onPro} and ${ownerIsMember})`);
}

/** Why the endpoint (alias `e`) may not receive anything, or null when it may. */
export function withheldReason(e: string): RawBuilder<WithheldReason | null> {
  const { onPro, ownerIsMember } = textFor(e);
  return sql.raw<WithheldReason | null>(`(case when not ${onPro} then 'plan' when not ${ownerIsMember} then 'owner' end)`);
}

/** True while the endpoint's (alias `e`) owner is the customer or a partner who is a member of its company. */
export function ownerIsMember(e: string): RawBuilder<boolean> {
  return sql.raw<boolean>(textFor(e).ownerIsMember);
}

/** Cancels every pending delivery of the endpoint, with the reason as last_error; returns how many. */
export async function cancelWithheld(db: Kysely<Database>, endpointId: string, reason: WithheldReason, now: number): Promise<number> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set(cancelled(reason, now))
    .where('endpoint_id', '=', endpointId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
