// The receiver check: does the endpoint's receiver verify what it gets? One
// correctly signed test delivery, which it must accept (a 2xx), and three it
// must refuse (any other status): one signed with another secret, one
// correctly signed an hour ago (Standard Webhooks receivers refuse a
// webhook-timestamp more than five minutes off), and the valid one sent
// again, same webhook-id, timestamp, signatures and body (a replay, which a
// receiver that remembers the ids it has seen refuses). Each is reported,
// with what the receiver answered.
//
// Sent at once, in that order, from the API process, to the endpoint's URL
// with its custom headers, under the same address policy as every delivery;
// nothing is queued or stored (the payloads are test events, `"test": true`),
// so the check never shows in the delivery log nor moves the endpoint's
// stats. A bounded timeout per request keeps the whole check short; how many
// checks run at once, and over which connection pool, is
// webhook-test-limits.ts's to say.
import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import type { OutboundHttp } from '../delivery/outbound-http.ts';
import { DeliverySigner, openHeaders } from '../delivery/signing.ts';
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
    return this.deps.limits.runCheck((http) => this.run(http, endpoint, company, actor));
  }

  private async run(
    http: OutboundHttp,
    endpoint: WebhookEndpointRow,
    company: Pick<CompanyRow, 'id' | 'name'>,
    actor: ExampleEventActor,
  ): Promise<ReceiverCheck> {
    const { config, clock, secretBox } = this.deps;
    const type = (JSON.parse(endpoint.events) as EventType[])[0]!;
    const custom = endpoint.headers_ciphertext === null ? {} : openHeaders(secretBox.open(endpoint.headers_ciphertext));
    const signer = new DeliverySigner(secretBox.open(endpoint.secret_ciphertext));
    const stranger = new DeliverySigner(`whsec_${randomBytes(32).toString('base64')}`);
    const body = () => JSON.stringify(exampleEventPayload(type, { company, actor, now: clock.now(), region: config.region }));
    const send = async (name: ReceiverCheckName, headers: Record<string, string>, payload: string): Promise<ReceiverCheckStep> => {
      const started = performance.now();
      const outcome = await http.post(endpoint.url, { ...custom, ...headers }, payload);
      const expected = name === 'valid' ? 'accept' : 'refuse';
      const accepted = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
      return {
        name,
        expected,
        status_code: outcome.statusCode,
        error: outcome.statusCode === null ? outcome.error : null,
        duration_ms: Math.round(performance.now() - started),
        passed: outcome.statusCode !== null && accepted === (expected === 'accept'),
      };
    };
    const steps: ReceiverCheckStep[] = [];
    const validBody = body();
    const validHeaders = { ...signer.sign(JSON.parse(validBody)._id, clock.now(), validBody) };
    steps.push(await send('valid', validHeaders, validBody));
    const strangeBody = body();
    steps.push(await send('wrong_signature', { ...stranger.sign(JSON.parse(strangeBody)._id, clock.now(), strangeBody) }, strangeBody));
    const oldBody = body();
    steps.push(await send('old_timestamp', { ...signer.sign(JSON.parse(oldBody)._id, clock.now() - AN_HOUR_MS, oldBody) }, oldBody));
    steps.push(await send('replay', validHeaders, validBody));
    return { passed: steps.every((step) => step.passed), steps };
  }
}
