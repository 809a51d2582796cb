// The layout of the delivery scenarios: 10 companies with 10 endpoints each,
// all on one HTTPS receiver (one origin, so one keep-alive pool), each event
// fanned out to the 10 endpoints of its company.
import { createWorkspace, insertEndpoints, type BenchServices, type Workspace } from './arrange.ts';
import type { Receiver } from './receiver.ts';

export const COMPANIES = 10;
export const ENDPOINTS_PER_COMPANY = 10;

export interface Fanout {
  workspace: Workspace;
  endpoints: Array<{ id: string; companyId: string; secret: string; path: string }>;
}

export async function arrangeFanout(
  services: BenchServices,
  receiver: Pick<Receiver, 'url'>,
  layout: { companies: number; perCompany: number } = { companies: COMPANIES, perCompany: ENDPOINTS_PER_COMPANY },
): Promise<Fanout> {
  const workspace = await createWorkspace(services, layout.companies);
  const endpoints: Fanout['endpoints'] = [];
  for (const company of workspace.companies) {
    for (const e of await insertEndpoints(services, company.id, (id) => receiver.url(`/ep/${id}`), layout.perCompany)) {
      endpoints.push({ ...e, companyId: company.id, path: `/ep/${e.id}` });
    }
  }
  return { workspace, endpoints };
}
