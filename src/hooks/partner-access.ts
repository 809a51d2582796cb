// What a partner member may do in its customer's company, route group by
// route group: the one table the company scope's hook (authentication.ts)
// enforces on every /v3/company/{company_id}/... route, and docs/api.md
// ("What a partner may use") shows.
//
// Why partners are held to less than the company's own members: the
// original service scopes a partner to its integration, the webhook
// endpoints it manages for the customer and the data those deliver. So a
// partner manages its own endpoints (its own only: their services look
// them up by owner), reads the events feed (filtered to what its endpoints
// would receive: event-feed-service.ts), and reads the records webhooks
// carry (the company, its pipelines and lists, positions, candidates as
// lists and events show them). Everything else of the customer's
// recruiting data (a candidate's profile with its custom attributes,
// notes, conversation, resume and documents, background checks,
// questionnaires, scorecards, history, templates) and every change to
// recruiting data is refused, 403 partnerAccessDenied.
//
// A route the table does not name is refused to partners (fail closed): a
// route added later is closed to them until it is given a group here. The
// isolation matrix (test/reliability/isolation.test.ts) checks every route.
import { forbidden, type ApiError } from '../errors.ts';

export interface PartnerAccess {
  /** The route group, as docs/api.md's table names it (webhook endpoints: the partner's own, with their delivery log, stats and checks; company lists: pipelines, departments, categories, position custom fields; candidate records: a candidate with its profile and everything under it, and the names of candidates' custom attributes). */
  group: string;
  read: boolean;
  write: boolean;
}

const COMPANY_PREFIX = '/v3/company/:company_id';

/** Route groups by their path within the company, first match wins; `paths` are exact, `prefixes` cover what is under them. */
const GROUPS: Array<PartnerAccess & { paths?: string[]; prefixes?: string[] }> = [
  { group: 'the company', paths: [''], read: true, write: false },
  { group: 'webhook endpoints', prefixes: ['/webhook_endpoint'], read: true, write: true },
  { group: 'the events feed', paths: ['/events'], read: true, write: false },
  {
    group: 'company lists',
    paths: ['/pipelines', '/departments', '/categories', '/custom-fields/position'],
    read: true,
    write: false,
  },
  {
    group: 'candidate records',
    paths: ['/custom-fields/candidate'],
    prefixes: ['/position/:position_id/candidate/'],
    read: false,
    write: false,
  },
  {
    group: 'positions and candidates',
    paths: [
      '/positions',
      '/position/:position_id',
      '/position/:position_id/state',
      '/position/:position_id/candidates',
      '/candidates/search',
    ],
    prefixes: ['/position/:position_id/candidates/'],
    read: true,
    write: false,
  },
  { group: 'templates', paths: ['/templates'], prefixes: ['/template/'], read: false, write: false },
];

/** A company route no group names. */
export const UNNAMED_ROUTE: PartnerAccess = { group: 'this route', read: false, write: false };

/** The partner access of a company route, by Fastify's route URL (`/v3/company/:company_id/positions`). */
export function partnerAccessOf(routeUrl: string): PartnerAccess {
  if (!routeUrl.startsWith(COMPANY_PREFIX)) return UNNAMED_ROUTE;
  const path = routeUrl.slice(COMPANY_PREFIX.length);
  const found = GROUPS.find((g) => g.paths?.includes(path) || g.prefixes?.some((prefix) => path.startsWith(prefix)));
  return found ?? UNNAMED_ROUTE;
}

/** The refusal of a partner's request, or undefined when the route's group allows it. */
export function partnerRefusal(method: string, routeUrl: string): ApiError | undefined {
  const access = partnerAccessOf(routeUrl);
  const reads = method === 'GET' || method === 'HEAD';
  if (reads ? access.read : access.write) return undefined;
  return forbidden('partnerAccessDenied', `Partner members may not ${reads ? 'read' : 'change'} ${access.group} of a customer's company`);
}
