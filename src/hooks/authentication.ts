// Request authentication and company scoping, as hooks that routes opt into.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiError } from '../errors.ts';
import { isResourceId } from '../ids.ts';
import { authorizationOf } from './console-session.ts';
import { partnerRefusal } from './partner-access.ts';
import type { Caller } from '../services/auth-service.ts';
import type { Services } from '../services/container.ts';
import { backgroundCheckNotFound, candidateNotFound, noteNotFound, positionNotFound } from '../services/recruiting-lookups.ts';
import type { CompanyRow } from '../storage/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
  interface FastifyRequest {
    caller: Caller;
    company: CompanyRow;
  }
}

/** onRequest hook: the caller of the request (its bearer token, or the console's cookie), or 401. Runs before the body is read. */
export async function authenticate(this: FastifyInstance, request: FastifyRequest): Promise<void> {
  request.caller = await this.services.auth.authenticate(authorizationOf(request));
}

// Path ids other than the company's, checked before any query; the webhook
// endpoint id has a format of its own and is checked by its service.
const ID_PARAM_NOT_FOUND: Record<string, () => ApiError> = {
  position_id: positionNotFound,
  candidate_id: candidateNotFound,
  note_id: noteNotFound,
  background_check_id: backgroundCheckNotFound,
};

/**
 * onRequest hook of every /v3/company/{company_id}/... route: authenticate
 * (401), then require membership (404 for a malformed company id, 403
 * companyMembershipRequired), then hold a partner member to what partners
 * may use (403 partnerAccessDenied, partner-access.ts), then reject
 * malformed resource ids with 404 before they reach the database.
 */
export async function requireCompanyMember(this: FastifyInstance, request: FastifyRequest): Promise<void> {
  const params = request.params as Record<string, string>;
  const companyId = params.company_id ?? '';
  // One query answers both who is calling and whether they belong to the company.
  const { caller, company } = await this.services.auth.authenticateWithMembership(
    authorizationOf(request),
    isResourceId(companyId) ? companyId : '',
  );
  request.caller = caller;
  request.company = this.services.companies.requireMembership(companyId, company);
  if (caller.user.is_partner === 1) {
    const refusal = partnerRefusal(request.method, request.routeOptions.url ?? '');
    if (refusal) throw refusal;
  }
  for (const [name, notFound] of Object.entries(ID_PARAM_NOT_FOUND)) {
    const value = params[name];
    if (value !== undefined && !isResourceId(value)) throw notFound();
  }
}

export function decorateRequests(app: FastifyInstance): void {
  app.decorateRequest('caller', null as unknown as Caller);
  app.decorateRequest('company', null as unknown as CompanyRow);
}
