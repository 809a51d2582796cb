// An example of every operation of the OpenAPI document: the body of its
// success answer and, where it takes one, of its request; and of every
// webhook delivery. One small, consistent story (Acme Recruiting hires a
// backend engineer, its records in openapi-example-records.ts), typed by the
// schemas' own types so a change of a schema that breaks an example fails to
// compile, and checked against the schemas again by `redocly lint`
// (no-invalid-media-type-examples).
//
// The examples are written by domain (openapi-examples-*.ts), the webhook
// deliveries' bodies in openapi-example-event-bodies.ts; this is where the
// document finds those of the operations, by operationId. The events' own
// (openapi-examples-events.ts) are looked up apart: their catalog example is
// read only when the document is made.
import type { OperationExample } from './openapi-example-operation.ts';
import { ACCOUNT_OPERATION_EXAMPLES } from './openapi-examples-accounts.ts';
import { RECRUITING_OPERATION_EXAMPLES } from './openapi-examples-recruiting.ts';
import { WEBHOOK_OPERATION_EXAMPLES } from './openapi-examples-webhooks.ts';

/** By operationId. */
export const OPERATION_EXAMPLES: Record<string, OperationExample> = {
  ...ACCOUNT_OPERATION_EXAMPLES,
  ...WEBHOOK_OPERATION_EXAMPLES,
  ...RECRUITING_OPERATION_EXAMPLES,
};
