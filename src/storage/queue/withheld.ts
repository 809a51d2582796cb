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

export type WithheldReason = 'plan' | 'owner';

/** The last_error of a delivery cancelled for the reason. */
export const WITHHELD_MESSAGES: Record<WithheldReason, string> = {
  plan: 'Cancelled: the company is not on the Pro plan',
  owner: "Cancelled: the endpoint's owner is no longer a member of the company",
};

/** True while the endpoint (alias `e`) may receive: its company is on Pro and its owner is the customer or a member partner. */
export function mayReceive(e: string): RawBuilder<boolean> {
  return sql<boolean>`(${companyOnPro(e)} and ${ownerIsMember(e)})`;
}

/** Why the endpoint (alias `e`) may not receive anything, or null when it may. */
export function withheldReason(e: string): RawBuilder<WithheldReason | null> {
  return sql<WithheldReason | null>`(case when not ${companyOnPro(e)} then 'plan' when not ${ownerIsMember(e)} then 'owner' end)`;
}

function companyOnPro(e: string): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from companies c where c.id = ${sql.ref(`${e}.company_id`)} and c.plan = 'pro')`;
}

/** True while the endpoint's (alias `e`) owner is the customer or a partner who is a member of its company. */
export function ownerIsMember(e: string): RawBuilder<boolean> {
  const ownerKey = sql.ref(`${e}.owner_key`);
  return sql<boolean>`(${ownerKey} = 'customer' or exists (
    select 1 from memberships m where m.company_id = ${sql.ref(`${e}.company_id`)} and m.user_id = substr(${ownerKey}, 9)))`;
}

/** Cancels every pending delivery of the endpoint, with the reason as last_error; returns how many. */
export async function cancelWithheld(db: Kysely<Database>, endpointId: string, reason: WithheldReason, now: number): Promise<number> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set({ status: 'cancelled', last_error: WITHHELD_MESSAGES[reason], completed_at: now })
    .where('endpoint_id', '=', endpointId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
