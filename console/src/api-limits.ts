// Limits of the API that the console shows before the API would refuse: how
// many webhook endpoints an owner may have in a company, and how many failed
// deliveries one recover request queues. The API states them in its OpenAPI
// document (GET /v3/openapi.json), as the maxItems and maximum of the
// schemas of its answers; the console reads them there instead of keeping
// copies, so a limit changed on the server shows as it is. The document is
// not an operation of the API, so this is the one request that does not go
// through the typed client; it needs no credentials, and is made once per tab.
import type { components } from '../../packages/client/src/index.ts';
import { useResource } from './api.ts';

export interface ApiLimits {
  /** Webhook endpoints an owner may have in a company: the maxItems of the endpoint list. */
  endpointQuota?: number;
  /** Failed deliveries one recover request queues at most: the maximum of its `requeued`. */
  recoverPerRequest?: number;
}

interface Schema {
  maxItems?: unknown;
  maximum?: unknown;
  properties?: Record<string, Schema>;
}

/** A number-valued keyword of a property of one of the document's schemas (named as in the generated types). */
function limitOf(
  schemas: Record<string, Schema> | undefined,
  name: keyof components['schemas'],
  property: string,
  keyword: 'maxItems' | 'maximum',
): number | undefined {
  const value = schemas?.[name]?.properties?.[property]?.[keyword];
  return typeof value === 'number' ? value : undefined;
}

let loading: Promise<ApiLimits> | undefined;

/** The limits the document states; none when it can't be read (the API still refuses what goes beyond them). */
export function apiLimits(): Promise<ApiLimits> {
  loading ??= fetch('/v3/openapi.json')
    .then(async (response) => {
      if (!response.ok) throw new Error(`GET /v3/openapi.json answered ${response.status}`);
      const document = (await response.json()) as { components?: { schemas?: Record<string, Schema> } };
      const schemas = document.components?.schemas;
      return {
        endpointQuota: limitOf(schemas, 'WebhookEndpointList', 'data', 'maxItems'),
        recoverPerRequest: limitOf(schemas, 'RecoveredWebhookDeliveries', 'requeued', 'maximum'),
      };
    })
    .catch((): ApiLimits => {
      loading = undefined; // asked again by the next page that needs them
      return {};
    });
  return loading;
}

/** The API's limits, for a component; empty until they are known. */
export function useApiLimits(): ApiLimits {
  return useResource(apiLimits, 'api-limits').data ?? {};
}
