// What this service asks of a webhook URL beyond its schema
// (schemas/webhook-endpoint.ts, which makes it an absolute HTTPS URL): rules
// on its parsed parts, one of them depending on the configuration.
import { forbiddenHostReason } from '../delivery/transport/https/address-policy.ts';
import { badRequest } from '../errors.ts';

/** The `hint` beside a refused private target: the setting that allows it. */
export const PRIVATE_TARGETS_HINT =
  'This server refuses private, loopback and reserved addresses; WEBHOOK_ALLOW_PRIVATE_TARGETS=true on the server allows them (for development and tests).';

export interface UrlPolicy {
  /** Allow hosts that are private, loopback or reserved IP literals (and localhost). */
  allowPrivateTargets: boolean;
}

/** Refuses a URL with credentials, or pointing to a private or reserved address unless the policy allows it. */
export function checkWebhookTarget(value: string, policy: UrlPolicy): void {
  const url = new URL(value);
  // Credentials in the URL would be sent with every delivery and shown in every response.
  if (url.username !== '' || url.password !== '') throw badRequest('invalidUrl', 'URL must not contain credentials');
  if (!policy.allowPrivateTargets) {
    const reason = forbiddenHostReason(url.hostname);
    if (reason !== null) throw badRequest('forbiddenUrlTarget', reason, { hint: PRIVATE_TARGETS_HINT });
  }
}
