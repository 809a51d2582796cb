// On the first start with an empty database: a Pro company, an owner with a
// random password and one PAT, so a newcomer can call the API at once.
// Recorded in `meta`, so it happens once per database, never again.
import { randomBytes } from 'node:crypto';
import type { Services } from './container.ts';

export interface DemoWorkspace {
  email: string;
  password: string;
  companyId: string;
  token: string;
}

export async function ensureDemoWorkspace(services: Services): Promise<DemoWorkspace | null> {
  const { meta, users } = services.repositories;
  if ((await meta.get('demo_workspace')) !== undefined || (await users.count()) > 0) return null;
  // Claim the job first, so two processes starting together don't both make one.
  if (!(await meta.setOnce('demo_workspace', new Date(services.clock.now()).toISOString()))) return null;
  const company = await services.companies.create({ name: 'Demo Company', plan: 'pro' });
  const password = randomBytes(12).toString('base64url');
  const user = await services.users.create({ email: 'owner@demo.example', password, name: 'Demo Owner', verified: true });
  await services.companies.addMember(company.id, user.id);
  const pat = await services.auth.createPersonalAccessToken(user.id, 'demo');
  return { email: user.email, password, companyId: company.id, token: pat.token };
}

export function describeDemoWorkspace(demo: DemoWorkspace, baseUrl: string): string {
  return [
    '',
    'A demo workspace was created (shown this once):',
    `  company:  Demo Company (${demo.companyId}), Pro plan`,
    `  sign in:  ${demo.email} / ${demo.password}`,
    `  PAT:      ${demo.token}`,
    '',
    'Try it:',
    `  curl -H 'Authorization: Bearer ${demo.token}' ${baseUrl}/v3/companies`,
    '',
  ].join('\n');
}
