// The receiver check: does the endpoint's receiver verify what it gets? One
// correctly signed test delivery, which it must accept (a 2xx), and three it
// must refuse (any other status): one signed with another secret, one
// correctly signed an hour ago (Standard Webhooks receivers refuse a
// webhook-timestamp more than five minutes off), and the valid one sent
// again, same webhook-id, timestamp, signatures and body (a replay, which a
// receiver that remembers the ids it has seen refuses). Each is reported,
// with what the receiver answered.
//
// Sent at once, in that order, from the API process, prepared as every
// delivery is (delivery/dispatch/prepare.ts: the same bytes, custom headers
// and signatures) and sent by the same transport, under the same address
// policy; the current secret signs alone, as the check is of that secret;
// nothing is queued or stored (the payloads are test events, `"test": true`),
// so the check never shows in the delivery log nor moves the endpoint's
// stats. A bounded timeout per request keeps the whole check short; how many
// checks run at once, and over which connection pool, is
// webhook-test-limits.ts's to say.
import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import { endpointTarget, prepare, type EndpointTarget } from '../delivery/dispatch/prepare.ts';
import { DeliverySigner, openHeaders } from '../delivery/signing.ts';
import type { PreparedRequest, Transport } from '../delivery/transport/transport.ts';
import { exampleEventPayload, type ExampleEventActor } from '../presenters/example-events.ts';
import type { EventType } from '../schemas/event-types.ts';
import type { ReceiverCheck, ReceiverCheckName, ReceiverCheckStep } from '../schemas/receiver-check.ts';
import type { CompanyRow, WebhookEndpointRow } from '../storage/schema.ts';
import type { WebhookTestLimits } from './webhook-test-limits.ts';

/** How old the old_timestamp step's signature is. */
const AN_HOUR_MS = 3_600_000;

export class ReceiverCheckService {
  constructor(private readonly deps: { config: Config; clock: Clock; secretBox: SecretBox; limits: WebhookTestLimits }) {}

  /** Runs the check against the endpoint (the caller's, found by requireVisible) of `company`. */
  check(endpoint: WebhookEndpointRow, company: Pick<CompanyRow, 'id' | 'name'>, actor: ExampleEventActor): Promise<ReceiverCheck> {
    return this.deps.limits.runCheck((transport) => this.run(transport, endpoint, company, actor));
  }

  private async run(
    transport: Transport,
    endpoint: WebhookEndpointRow,
    company: Pick<CompanyRow, 'id' | 'name'>,
    actor: ExampleEventActor,
  ): Promise<ReceiverCheck> {
    const { config, clock, secretBox } = this.deps;
    const type = (JSON.parse(endpoint.events) as EventType[])[0]!;
    const custom = endpoint.headers_ciphertext === null ? undefined : openHeaders(secretBox.open(endpoint.headers_ciphertext));
    // Made as a batch's target is, from the endpoint's row.
    const target = (secret: string): EndpointTarget => endpointTarget(endpoint.id, endpoint, new DeliverySigner(secret, undefined, custom));
    const own = target(secretBox.open(endpoint.secret_ciphertext));
    const stranger = target(`whsec_${randomBytes(32).toString('base64')}`);
    const signed = (to: EndpointTarget, atMs: number): PreparedRequest => {
      const event = exampleEventPayload(type, { company, actor, now: clock.now(), region: config.region });
      return prepare(to, { eventId: event._id, payload: JSON.stringify(event) }, atMs);
    };
    const send = async (name: ReceiverCheckName, request: PreparedRequest): Promise<ReceiverCheckStep> => {
      const started = performance.now();
      // The answer is not kept: only whether one came, and its status.
      const { verdict, detail } = await transport.send({ ...request, answerMask: undefined });
      const expected = name === 'valid' ? 'accept' : 'refuse';
      const answered = detail.statusCode !== null;
      return {
        name,
        expected,
        status_code: detail.statusCode,
        error: answered ? null : detail.error,
        duration_ms: Math.round(performance.now() - started),
        passed: answered && (verdict === 'accepted') === (expected === 'accept'),
      };
    };
    const steps: ReceiverCheckStep[] = [];
    const valid = signed(own, clock.now());
    steps.push(await send('valid', valid));
    steps.push(await send('wrong_signature', signed(stranger, clock.now())));
    steps.push(await send('old_timestamp', signed(own, clock.now() - AN_HOUR_MS)));
    steps.push(await send('replay', valid));
    return { passed: steps.every((step) => step.passed), steps };
  }
}
