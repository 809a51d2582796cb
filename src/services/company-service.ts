// Companies and memberships, and what they decide about webhooks: a company
// that leaves the Pro plan has its queued deliveries cancelled (nothing goes
// out later unasked, possibly long stale; the owner can send them again with
// recover or retry after returning to Pro), and a partner's webhook
// endpoints go with its membership (they would otherwise keep receiving the
// company's data with nobody able to see or stop them).
import type { Clock } from '../clock.ts';
import type { Region } from '../config.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { newId, isResourceId } from '../ids.ts';
import { presentCompany } from '../presenters/company.ts';
import { presentUser, presentUserDetails } from '../presenters/user.ts';
import type { Company } from '../schemas/company.ts';
import type { User, UserDetails } from '../schemas/user.ts';
import type { CompaniesRepository, CompanyRemoval } from '../storage/repositories/companies-repository.ts';
import type { UsersRepository } from '../storage/repositories/users-repository.ts';
import type { CompanyRow, UserRow } from '../storage/schema.ts';
import type { Store } from '../storage/store.ts';
import { partnerOwnerKey } from './webhook-endpoint-identity.ts';

export const PLANS = ['pro', 'free'] as const;
export type Plan = (typeof PLANS)[number];

function checkPlan(plan: string): Plan {
  if (!(PLANS as readonly string[]).includes(plan)) throw badRequest('invalidPlan', `Plan must be pro or free, got "${plan}"`);
  return plan as Plan;
}

export class CompanyService {
  constructor(
    private readonly deps: { companies: CompaniesRepository; users: UsersRepository; store: Store; clock: Clock; region: Region },
  ) {}

  async create(input: { name: string; plan?: string }): Promise<Company> {
    const name = input.name.trim();
    if (name === '') throw badRequest('invalidName', 'Company name must not be empty');
    const now = this.deps.clock.now();
    const row = await this.deps.companies.insertWithFriendlyId({
      id: newId(this.deps.region),
      name,
      plan: checkPlan(input.plan ?? 'pro'),
      created_at: now,
      updated_at: now,
    });
    return presentCompany({ ...row, member_count: 0 });
  }

  /**
   * Changes the plan. Off Pro, the company's events reach no endpoint and its
   * pending deliveries are cancelled in the same transaction (returned as
   * `cancelledDeliveries`); back on Pro, new events are delivered again and
   * the cancelled ones stay cancelled.
   */
  async setPlan(companyId: string, plan: string): Promise<{ company: Company; cancelledDeliveries: number }> {
    const checked = checkPlan(plan);
    const now = this.deps.clock.now();
    return this.deps.store.transaction(async ({ repos }) => {
      const company = await repos.companies.setPlan(companyId, checked, now);
      if (!company) throw notFound('companyNotFound', `No company with id ${companyId}`);
      const cancelledDeliveries = checked === 'pro' ? 0 : await repos.webhookDeliveries.cancelPendingOfCompany(companyId, now);
      return { company: presentCompany(company), cancelledDeliveries };
    });
  }

  /** The user's companies, oldest membership first. */
  async listForUser(userId: string): Promise<Company[]> {
    return (await this.deps.companies.listForUser(userId)).map(presentCompany);
  }

  /**
   * GET /v3/user: the caller, or with `userId` a user the caller may see (itself,
   * or a member of one of its companies); 404 userNotFound for anyone else, so
   * ids of other companies' users can't be probed.
   */
  async user(caller: UserRow, userId?: string): Promise<User> {
    if (userId === undefined || userId === caller.id) return presentUser(caller);
    const user = isResourceId(userId) ? await this.deps.users.findColleague(userId, caller.id) : undefined;
    if (!user) throw notFound('userNotFound', 'User not found');
    return presentUser(user);
  }

  /** GET /v3/company/{company_id}: the company of the route (membership already checked), with its member count. */
  async get(company: CompanyRow): Promise<Company> {
    const row = await this.deps.companies.findWithMemberCount(company.id);
    if (!row) throw notFound('companyNotFound', 'Company not found');
    return presentCompany(row);
  }

  /** GET /v3/user/details: the user with its partner flag and companies. */
  async userDetails(user: UserRow): Promise<UserDetails> {
    return presentUserDetails(user, await this.deps.companies.listForUser(user.id));
  }

  /**
   * The company of a company-scoped route, when the caller may use it, from the
   * membership found while authenticating (AuthService.authenticateWithMembership).
   * A malformed id is 404; a well-formed id the caller is not a member of is
   * 403, whether or not the company exists, so outsiders learn nothing.
   */
  requireMembership(companyId: string, membership: CompanyRow | undefined): CompanyRow {
    if (!isResourceId(companyId)) throw notFound('companyNotFound', 'Company not found');
    if (!membership) throw forbidden('companyMembershipRequired', 'You must be a member of this company');
    return membership;
  }

  async addMember(companyId: string, userId: string): Promise<boolean> {
    await this.requireBoth(companyId, userId);
    return this.deps.companies.addMember(companyId, userId, this.deps.clock.now());
  }

  /**
   * Ends the membership and, in the same transaction, deletes the webhook
   * endpoints the user owns in the company as a partner (legacy ones too)
   * with their queued deliveries: from the commit on, nothing of the
   * company's reaches them.
   */
  async removeMember(companyId: string, userId: string): Promise<{ removed: boolean; deletedEndpoints: number }> {
    await this.requireBoth(companyId, userId);
    return this.deps.store.transaction(async ({ repos }) => {
      const removed = await repos.companies.removeMember(companyId, userId);
      const deletedEndpoints = await repos.webhookEndpoints.deleteAllOfOwner({ companyId, ownerKey: partnerOwnerKey(userId) });
      return { removed, deletedEndpoints };
    });
  }

  private async requireBoth(companyId: string, userId: string): Promise<void> {
    if (!(await this.deps.companies.findById(companyId))) throw notFound('companyNotFound', `No company with id ${companyId}`);
    if (!(await this.deps.users.findById(userId))) throw notFound('userNotFound', `No user with id ${userId}`);
  }

  /**
   * Deletes the company and everything of it: memberships, webhook endpoints
   * with their deliveries, events, and all its recruiting data. Its members'
   * user accounts stay.
   */
  async delete(companyId: string): Promise<{ company: Company; removed: CompanyRemoval }> {
    const company = isResourceId(companyId) ? await this.deps.companies.findById(companyId) : undefined;
    if (!company) throw notFound('companyNotFound', `No company with id ${companyId}`);
    const removed = await this.deps.companies.deleteWithData(companyId);
    if (!removed) throw notFound('companyNotFound', `No company with id ${companyId}`);
    return { company: presentCompany({ ...company, member_count: removed.memberships }), removed };
  }
}
