// Rotating an endpoint's signing secret: apart from endpoint management
// (webhook-endpoint-service.ts) because the old secret lives on for an
// overlap, which is this file's rule alone.
import { isoTime, type Clock } from '../clock.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import { DEFAULT_OVERLAP_HOURS, type RotatedSecret, type RotateSecret } from '../schemas/webhook-delivery.ts';
import type { EndpointScope } from '../storage/repositories/webhook-endpoints-repository.ts';
import type { WebhookEndpointRow } from '../storage/schema.ts';
import type { Store } from '../storage/store.ts';
import { endpointNotFound } from './webhook-endpoint-errors.ts';
import { newWebhookSecret, SECRET_PREFIX_LENGTH } from './webhook-endpoint-identity.ts';

/**
 * A new secret, shown this once. For `overlap_hours` (default 24, at most
 * 168) deliveries are signed with the old secret too, which is erased when
 * the overlap ends (0: at once). The endpoint is the caller's, not legacy
 * (WebhookEndpointService.requireWritable).
 */
export async function rotateEndpointSecret(
  deps: { store: Store; clock: Clock; secretBox: SecretBox },
  scope: EndpointScope,
  endpoint: WebhookEndpointRow,
  input: RotateSecret,
): Promise<RotatedSecret> {
  const hours = input?.overlap_hours ?? DEFAULT_OVERLAP_HOURS;
  const secret = newWebhookSecret();
  const now = deps.clock.now();
  const previousExpiresAt = hours === 0 ? null : now + hours * 3_600_000;
  const rotated = await deps.store.repos.webhookEndpoints.rotateSecret(
    scope,
    endpoint.id,
    { ciphertext: deps.secretBox.seal(secret), prefix: secret.slice(0, SECRET_PREFIX_LENGTH) },
    previousExpiresAt,
    now,
  );
  if (!rotated) throw endpointNotFound();
  return {
    secret,
    secret_prefix: rotated.secret_prefix,
    previous_secret_expires_at: previousExpiresAt === null ? null : isoTime(previousExpiresAt),
  };
}
