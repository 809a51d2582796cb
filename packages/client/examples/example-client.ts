// A small client written against the generated types (src/openapi.d.ts):
// the named schemas as types of its own, request bodies and path parameters
// read from `paths`. It shows how a client (the web console, a third-party
// integration) uses the types, and test/client/openapi-types.test.ts
// type-checks it against freshly generated types and runs it against a server.
import type { components, operations, paths } from '../src/openapi.d.ts';

export type Company = components['schemas']['Company'];
export type UserDetails = components['schemas']['UserDetails'];
export type WebhookEndpoint = components['schemas']['WebhookEndpoint'];
export type CreatedWebhookEndpoint = components['schemas']['CreatedWebhookEndpoint'];
export type Position = components['schemas']['Position'];
export type Candidate = components['schemas']['Candidate'];
export type Note = components['schemas']['Note'];
export type Message = components['schemas']['Message'];
export type BackgroundCheck = components['schemas']['BackgroundCheck'];
export type Questionnaire = components['schemas']['Questionnaire'];
export type ApiError = components['schemas']['Error'];
export type CandidateStatusUpdatedEvent = components['schemas']['CandidateStatusUpdatedEvent'];

type JsonBody<Path extends keyof paths, Method extends 'post' | 'put'> = paths[Path][Method] extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

export type CreateWebhookEndpointBody = JsonBody<'/v3/company/{company_id}/webhook_endpoints', 'post'>;
export type CreatePositionBody = JsonBody<'/v3/company/{company_id}/positions', 'post'>;
export type CreateCandidateBody = JsonBody<'/v3/company/{company_id}/position/{position_id}/candidates', 'post'>;
export type CandidatePath = operations['getCandidate']['parameters']['path'];
export type PostMessageBody = JsonBody<'/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/conversation', 'post'>;

/** A failed call: the status and the API's Error body. */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError,
  ) {
    super(`${status} ${body.error.type}: ${body.error.message}`);
  }
}

export class RecruitingClient {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: { authorization: `Bearer ${this.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const parsed: unknown = await response.json();
    if (!response.ok) throw new ApiCallError(response.status, parsed as ApiError);
    return parsed as T;
  }

  companies(): Promise<Company[]> {
    return this.call('GET', '/v3/companies');
  }

  me(): Promise<UserDetails> {
    return this.call('GET', '/v3/user/details');
  }

  createPosition(companyId: string, body: CreatePositionBody): Promise<Position> {
    return this.call('POST', `/v3/company/${companyId}/positions`, body);
  }

  addCandidate(companyId: string, positionId: string, body: CreateCandidateBody): Promise<Candidate> {
    return this.call('POST', `/v3/company/${companyId}/position/${positionId}/candidates`, body);
  }

  candidate({ company_id, position_id, candidate_id }: CandidatePath): Promise<Candidate> {
    return this.call('GET', `/v3/company/${company_id}/position/${position_id}/candidate/${candidate_id}`);
  }

  conversation({ company_id, position_id, candidate_id }: CandidatePath): Promise<Message[]> {
    return this.call('GET', `/v3/company/${company_id}/position/${position_id}/candidate/${candidate_id}/conversation`);
  }

  sendMessage({ company_id, position_id, candidate_id }: CandidatePath, body: PostMessageBody): Promise<Message> {
    return this.call('POST', `/v3/company/${company_id}/position/${position_id}/candidate/${candidate_id}/conversation`, body);
  }

  async webhookEndpoints(companyId: string): Promise<WebhookEndpoint[]> {
    return (await this.call<{ data: WebhookEndpoint[] }>('GET', `/v3/company/${companyId}/webhook_endpoints`)).data;
  }

  createWebhookEndpoint(companyId: string, body: CreateWebhookEndpointBody): Promise<CreatedWebhookEndpoint> {
    return this.call('POST', `/v3/company/${companyId}/webhook_endpoints`, body);
  }
}

/** Whether a message still waits for its email: the delivery status is typed with its four values (and null for inbound). */
export function awaitingEmail(message: Message): boolean {
  return message.delivery_status === 'queued';
}

/** What a receiver does with a delivery it has verified: the payload types come with the named schemas too. */
export function describeStageChange(event: CandidateStatusUpdatedEvent): string {
  return `${event.object.candidate.name}: ${event.object.stage_was.name} -> ${event.object.stage.name}`;
}
