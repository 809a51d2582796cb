// Background checks of a candidate: ordered by the team (POST), moved along by
// the provider's updates (PUT). Status: pending -> in_progress -> completed,
// or canceled before completion; completed and canceled are final. A result
// belongs to a completed check only. Emits no event.
import { badRequest } from '../errors.ts';
import { newId } from '../ids.ts';
import { presentBackgroundCheck } from '../presenters/candidate-records.ts';
import type {
  BackgroundCheck,
  BackgroundCheckCreateBody,
  BackgroundCheckStatus,
  BackgroundCheckUpdateBody,
} from '../schemas/candidate-records.ts';
import type { BackgroundCheckChanges } from '../storage/repositories/background-checks-repository.ts';
import type { BackgroundCheckRow, CompanyRow } from '../storage/schema.ts';
import { candidateTransaction } from './candidate-transaction.ts';
import type { Actor, RecruitingDeps } from './event-outbox.ts';
import { backgroundCheckNotFound, requireCandidateOf } from './recruiting-lookups.ts';
import { cleanName } from './text-rules.ts';

const FINAL_STATUSES: readonly BackgroundCheckStatus[] = ['completed', 'canceled'];

/** A report link clients can open: an absolute http(s) URL (null clears it). */
function checkReportUrl(value: string | null): string | null {
  if (value === null) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badRequest('invalidRequest', 'report_url must be an absolute URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw badRequest('invalidRequest', 'report_url must be an http or https URL');
  return value;
}

function checkTransition(from: BackgroundCheckStatus, to: BackgroundCheckStatus): void {
  if (from === to) return;
  if (FINAL_STATUSES.includes(from)) {
    throw badRequest('invalidStatusTransition', `The background check is ${from}: its status can no longer change`);
  }
  if (to === 'pending') throw badRequest('invalidStatusTransition', 'A background check cannot go back to pending');
}

export class BackgroundCheckService {
  constructor(private readonly deps: RecruitingDeps) {}

  /** Oldest first. */
  async list(company: CompanyRow, positionId: string, candidateId: string): Promise<BackgroundCheck[]> {
    const { repos } = this.deps.store;
    const { candidate } = await requireCandidateOf(repos, company, positionId, candidateId);
    return (await repos.backgroundChecks.listForCandidate(company.id, candidate.id)).map(presentBackgroundCheck);
  }

  /** Orders a check: it starts pending, without a result. */
  async order(actor: Actor, positionId: string, candidateId: string, body: BackgroundCheckCreateBody): Promise<BackgroundCheck> {
    const provider = cleanName(body.provider, 'provider');
    const pkg = cleanName(body.package, 'package');
    const reportUrl = checkReportUrl(body.report_url ?? null);
    return candidateTransaction(
      this.deps.store,
      actor,
      { positionId, candidateId },
      { lock: 'share' },
      async (tx, { position, candidate }) => {
        const now = this.deps.clock.now();
        const row: BackgroundCheckRow = {
          id: newId(this.deps.region),
          company_id: actor.company.id,
          position_id: position.id,
          candidate_id: candidate.id,
          provider,
          package: pkg,
          status: 'pending',
          result: null,
          report_url: reportUrl,
          created_at: now,
          updated_at: now,
        };
        await tx.repos.backgroundChecks.insert(row);
        return presentBackgroundCheck(row);
      },
    );
  }

  /** The provider's update: any of status, result and report_url. An update that changes nothing writes nothing. */
  async update(
    actor: Actor,
    positionId: string,
    candidateId: string,
    checkId: string,
    body: BackgroundCheckUpdateBody,
  ): Promise<BackgroundCheck> {
    const reportUrl = body.report_url === undefined ? undefined : checkReportUrl(body.report_url);
    return candidateTransaction(this.deps.store, actor, { positionId, candidateId }, { lock: 'share' }, async (tx, { candidate }) => {
      // Locked, so two updates from the provider apply one after the other, each checked against the other's outcome.
      const current = await tx.repos.backgroundChecks.find(actor.company.id, candidate.id, checkId, 'update');
      if (!current) throw backgroundCheckNotFound();
      const status = body.status ?? current.status;
      checkTransition(current.status, status);
      let result = current.result;
      if (status === 'completed') {
        if (body.result !== undefined) result = body.result;
        if (result === null) throw badRequest('resultRequired', 'A completed background check needs its result');
      } else if (body.result !== undefined && body.result !== null) {
        throw badRequest('invalidRequest', `A result can only be given with status completed; the check is ${status}`);
      }
      const next = { status, result, report_url: reportUrl === undefined ? current.report_url : reportUrl };
      const changes: BackgroundCheckChanges = {};
      for (const field of ['status', 'result', 'report_url'] as const) {
        if (next[field] !== current[field]) (changes as Record<string, unknown>)[field] = next[field];
      }
      if (Object.keys(changes).length === 0) return presentBackgroundCheck(current);
      const updated: BackgroundCheckRow = { ...current, ...changes, updated_at: this.deps.clock.now() };
      await tx.repos.backgroundChecks.update(current.id, { ...changes, updated_at: updated.updated_at });
      return presentBackgroundCheck(updated);
    });
  }
}
