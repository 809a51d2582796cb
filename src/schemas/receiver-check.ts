// The receiver check (POST .../webhook_endpoint/{endpoint_id}/check): what
// it answers. It takes no body.
import { Type, type Static } from '@sinclair/typebox';
import { component, ref } from './components.ts';
import { Nullable } from './common.ts';
import { StringEnum } from './plain-kinds.ts';

export const RECEIVER_CHECK_NAMES = ['valid', 'wrong_signature', 'old_timestamp', 'replay'] as const;
export type ReceiverCheckName = (typeof RECEIVER_CHECK_NAMES)[number];

export const ReceiverCheckStepSchema = component(
  'ReceiverCheckStep',
  Type.Object({
    name: StringEnum(RECEIVER_CHECK_NAMES, {
      description:
        'valid: a correctly signed test delivery; wrong_signature: one signed with another secret; old_timestamp: one correctly signed an hour ago; ' +
        'replay: the valid one again, same webhook-id, timestamp, signatures and body',
    }),
    expected: StringEnum(['accept', 'refuse'], {
      description: 'accept: a 2xx; refuse: any other status',
    }),
    status_code: Nullable(Type.Integer(), 'What the receiver answered; null when no answer came'),
    error: Nullable(Type.String(), 'Why no answer came (connection, TLS, timeout, refused address); null when one came'),
    duration_ms: Type.Integer({ minimum: 0 }),
    passed: Type.Boolean({ description: 'The receiver answered as a correct receiver does' }),
  }),
);

export const ReceiverCheckSchema = component(
  'ReceiverCheck',
  Type.Object({
    passed: Type.Boolean({ description: 'Every step passed' }),
    steps: Type.Array(ref(ReceiverCheckStepSchema), { minItems: 4, maxItems: 4 }),
  }),
);
export type ReceiverCheck = Static<typeof ReceiverCheckSchema>;
export type ReceiverCheckStep = ReceiverCheck['steps'][number];
