// The delivery health of an endpoint, GET .../webhook_endpoint/{endpoint_id}/stats.
import { Type, type Static } from '@sinclair/typebox';
import { badRequest } from '../errors.ts';
import { Nullable, Timestamp } from './common.ts';
import { component, ref } from './components.ts';
import { StringEnum } from './plain-kinds.ts';
import { withErrors } from './validation-errors.ts';

export const STATS_WINDOWS = ['24h', '7d'] as const;
export type StatsWindow = (typeof STATS_WINDOWS)[number];

const Health = component(
  'EndpointHealth',
  Type.Object(
    {
      status: StringEnum(['healthy', 'failing', 'disabled'], {
        description: 'disabled: not enabled; failing: its latest attempts failed; healthy: otherwise',
      }),
      since: Nullable(Timestamp, 'failing: the first failed attempt since the last success; disabled: when it was disabled'),
      reason: Nullable(Type.String(), 'disabled: why'),
      summary: Type.String({ description: 'The verdict in words: "healthy", "failing since <time>" or "disabled: <reason>"' }),
    },
    { additionalProperties: false },
  ),
);

const Bucket = component(
  'DeliveryStatsBucket',
  Type.Object(
    {
      start: Timestamp,
      succeeded: Type.Integer({ minimum: 0, description: 'Attempts answered with a 2xx' }),
      failed: Type.Integer({ minimum: 0, description: 'Other attempts: another status, no answer, a refused address' }),
    },
    { additionalProperties: false },
  ),
);

export const EndpointStatsSchema = component(
  'WebhookEndpointHealthStats',
  Type.Object(
    {
      window: StringEnum(STATS_WINDOWS),
      from: Timestamp,
      until: Timestamp,
      bucket_minutes: Type.Integer({ description: '60 for 24h, 360 for 7d' }),
      buckets: Type.Array(ref(Bucket), {
        description: 'Oldest first, every bucket of the window (24 hours or 28 quarter days), empty ones too',
      }),
      succeeded: Type.Integer({ minimum: 0, description: 'Successful attempts in the window' }),
      failed: Type.Integer({ minimum: 0, description: 'Failed attempts in the window' }),
      response_time_ms: Type.Object(
        {
          p50: Nullable(Type.Integer(), 'Median; null without an answered attempt'),
          p95: Nullable(Type.Integer(), '95th percentile; null without an answered attempt'),
        },
        { additionalProperties: false, description: 'Of the attempts in the window that got an answer (any status)' },
      ),
      health: ref(Health),
    },
    { additionalProperties: false },
  ),
);
export type EndpointStats = Static<typeof EndpointStatsSchema>;

const Query = Type.Object(
  { window: Type.Optional(StringEnum(STATS_WINDOWS, { default: '24h', description: '24h or 7d' })) },
  { title: 'WebhookEndpointStatsQuery', additionalProperties: false },
);
export const EndpointStatsQuery = withErrors(Query, [
  { keywords: ['type'], error: () => badRequest('invalidRequest', 'The query string must be name=value pairs') },
  {
    keywords: ['additionalProperties'],
    error: (query) => {
      const unknown = Object.keys(query as object).find((name) => name !== 'window')!;
      return badRequest('unknownParameter', `Unknown query parameter: ${unknown.slice(0, 64)}. Allowed: window`);
    },
  },
  { property: 'window', keywords: ['type', 'enum'], error: () => badRequest('invalidWindow', 'window must be 24h or 7d') },
]);
export type EndpointStatsQuery = Static<typeof EndpointStatsQuery>;
