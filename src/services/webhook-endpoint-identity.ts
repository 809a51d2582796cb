// What names a webhook endpoint and whose it is: its id, its signing
// secret (shown once, then only its first SECRET_PREFIX_LENGTH characters),
// and the owner key its quota and visibility go by.
import { randomBytes } from 'node:crypto';
import type { UserRow } from '../storage/schema.ts';

/** How much of a secret the endpoint's views show after its one-time display. */
export const SECRET_PREFIX_LENGTH = 12;

/** Partners each have an endpoint quota of their own; the company's other members share one. */
export function ownerKeyOf(user: Pick<UserRow, 'id' | 'is_partner'>): string {
  return user.is_partner === 1 ? partnerOwnerKey(user.id) : 'customer';
}

/** The owner of a partner's endpoints (storage/queue/withheld.ts reads the user id back from it). */
export function partnerOwnerKey(userId: string): string {
  return `partner:${userId}`;
}

export function newEndpointId(): string {
  return `we_${randomBytes(12).toString('hex')}`;
}

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}
