// Arranging data for a scenario, in the bench process, on the same database
// the server child uses: a user with a PAT, Pro companies, webhook endpoints
// aimed at the receiver, and events recorded through the real outbox.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { newId } from '../../src/ids.ts';
import { isoTime } from '../../src/clock.ts';
import { actingUser, eventCompany } from '../../src/presenters/events.ts';
import { DELIVERY_CHANNEL } from '../../src/storage/notification-channels.ts';
import type { CompanyRow, UserRow } from '../../src/storage/schema.ts';
import { insertEndpointRows } from '../../test/helpers/webhook-fixtures.ts';
import { openServices as openTestServices } from '../../test/helpers/child-server.ts';
import type { BenchDatabase } from './databases.ts';

export type BenchServices = Awaited<ReturnType<typeof openTestServices>>;

/** The services of the bench database, opened in the bench process (the same helper the tests use). */
export function openServices(database: BenchDatabase): Promise<BenchServices> {
  return openTestServices(database);
}

export interface Workspace {
  user: UserRow;
  companies: CompanyRow[];
  /** A personal access token of the user, a member of every company. */
  token: string;
}

export async function createWorkspace(services: BenchServices, companyCount: number): Promise<Workspace> {
  const user = await services.users.create({
    email: `bench-${randomBytes(4).toString('hex')}@example.com`,
    password: 'bench-password',
    name: 'Bench User',
    verified: true,
  });
  const companyIds: string[] = [];
  for (let i = 0; i < companyCount; i++) {
    const company = await services.companies.create({ name: `Bench Co ${i}`, plan: 'pro' });
    await services.companies.addMember(company._id, user._id);
    companyIds.push(company._id);
  }
  const { token } = await services.auth.createPersonalAccessToken(user._id, 'bench');
  // The user and company rows that requests act as, found the way the company routes find them.
  const companies: CompanyRow[] = [];
  let caller: UserRow | undefined;
  for (const id of companyIds) {
    const found = await services.auth.authenticateWithMembership(`Bearer ${token}`, id);
    caller = found.caller.user;
    companies.push(found.company!);
  }
  return { user: caller!, companies, token };
}

/** Endpoints inserted directly (the management routes are not what is measured), subscribed to candidate events. */
export function insertEndpoints(
  services: BenchServices,
  companyId: string,
  urlFor: (endpointId: string) => string,
  count: number,
): Promise<Array<{ id: string; secret: string }>> {
  return insertEndpointRows(services, companyId, count, {
    url: urlFor,
    events: ['candidateAdded', 'candidateStatusUpdated'],
    description: 'bench endpoint',
  });
}

/** The `object` of a candidateAdded event, shaped and sized as the API makes it. */
export function candidateAddedObject(company: CompanyRow, user: UserRow, n: number): Record<string, unknown> {
  const now = new Date().toISOString();
  const positionId = randomBytes(6).toString('hex');
  return {
    company: eventCompany(company),
    acting_user: actingUser(user),
    candidate: {
      _id: randomBytes(6).toString('hex'),
      name: `Candidate ${n}`,
      email_address: `candidate${n}@example.com`,
      phone_number: '+1 555 0100',
      summary: 'Backend engineer, ten years of distributed systems',
      tags: ['bench'],
      origin: 'applied',
      position_id: positionId,
      stage: { _id: 'applied', name: 'Applied' },
      creation_date: now,
      last_update: now,
    },
    position: { _id: positionId, name: 'Backend Engineer' },
  };
}

/**
 * Commits `count` candidateAdded events over the companies in turn, `perCommit`
 * to a transaction and to a statement: the event rows, then one pending
 * delivery per subscribed endpoint with the outbox's own fan-out condition
 * (storage/queue/record-event.ts; the bench's companies are on Pro and their
 * endpoints the customer's, so its plan and membership checks change nothing
 * here), then NOTIFY on PostgreSQL. The rows are those `outbox.record` writes;
 * only the number of statements differs, so that committing 50 000 events
 * takes seconds, not longer than delivering them (one event at a time is two
 * round trips on PostgreSQL, the outbox's statement and NOTIFY). Returns the
 * times the first and the last transaction committed.
 */
export async function emitEventsInBulk(
  services: BenchServices,
  workspace: Workspace,
  count: number,
  perCommit = 500,
): Promise<{ firstCommitAt: number; lastCommitAt: number }> {
  const { db, dialect } = services.storage;
  let firstCommitAt = 0;
  let lastCommitAt = 0;
  for (let done = 0; done < count;) {
    const n = Math.min(perCommit, count - done);
    await db.transaction().execute(async (trx) => {
      const now = Date.now();
      const rows = Array.from({ length: n }, (_, i) => {
        const company = workspace.companies[(done + i) % workspace.companies.length]!;
        const event = {
          _id: newId(services.config.region),
          type: 'candidateAdded',
          object: candidateAddedObject(company, workspace.user, done + i),
          creation_date: isoTime(now),
        };
        return { id: event._id, company_id: company.id, type: event.type, payload: JSON.stringify(event), created_at: now };
      });
      await trx.insertInto('events').values(rows).execute();
      // Within an event, deliveries in endpoint order, as the outbox inserts them.
      await sql`
        insert into webhook_deliveries (event_id, endpoint_id, status, attempts, next_attempt_at, created_at)
        select ev.id, e.id, 'pending', 0, ${now}, ${now}
        from events ev
        join webhook_endpoints e on e.company_id = ev.company_id
        where ev.id in (${sql.join(rows.map((r) => r.id))})
          and e.status = 'active' and e.enabled = 1
          and e.events like ${'%"candidateAdded"%'}
        order by ev.id, e.created_at, e.id`.execute(trx);
      if (dialect === 'postgres') await sql`select pg_notify(${DELIVERY_CHANNEL}, '')`.execute(trx);
    });
    lastCommitAt = Date.now();
    firstCommitAt ||= lastCommitAt;
    done += n;
  }
  return { firstCommitAt, lastCommitAt };
}

/** Deliveries of the database in each state. */
export async function deliveryCounts(services: BenchServices): Promise<Record<string, number>> {
  const rows = await services.storage.db
    .selectFrom('webhook_deliveries')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}
