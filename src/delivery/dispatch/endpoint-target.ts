// Where a batch goes: the endpoint's configuration and its opened secrets,
// made once per batch (the batch's rows all carry the same endpoint, read
// with them by storage/queue/next-deliveries.ts), apart from the deliveries
// that are sent to it. Its signer comes from the worker's cache
// (signing.ts), so its secrets are opened once per endpoint and secret, not
// per batch.
import type { PendingDelivery } from '../../storage/queue/next-deliveries.ts';
import type { DeliverySigner } from '../signing.ts';

export interface EndpointTarget {
  endpointId: string;
  /** Where its deliveries go: for HTTPS, its URL. */
  destination: string;
  /** Signs with its secrets (the previous one too while a rotation's overlap lasts); holds its custom headers and the mask of its answers. */
  signer: DeliverySigner;
}

/** The batch's target, from its first row and the endpoint's signer (opened by secret-backoff.ts). */
export function endpointTarget(endpointId: string, row: Pick<PendingDelivery, 'url'>, signer: DeliverySigner): EndpointTarget {
  return { endpointId, destination: row.url, signer };
}
