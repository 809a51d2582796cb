// A migrated database per suite and rows made up for the storage tests, which
// test repositories and the transaction helper below the services.
import { createHash, randomBytes } from 'node:crypto';
import { after, before } from 'node:test';
import { sql, type Insertable } from 'kysely';
import { parseDatabaseUrl } from '../../src/config.ts';
import { openStorage, type Storage } from '../../src/storage/database.ts';
import { migrateToLatest } from '../../src/storage/migrate.ts';
import type {
  BackgroundCheckRow,
  CandidateFileRow,
  CandidateRow,
  CompanyRow,
  MessageRow,
  NoteRow,
  QuestionnaireRow,
  PersonalAccessTokenRow,
  PositionRow,
  SessionRow,
  UserRow,
  WebhookDeliveriesTable,
  WebhookDeliveryAttemptsTable,
  WebhookEndpointRow,
} from '../../src/storage/schema.ts';
import { Store } from '../../src/storage/store.ts';
import type { TestDatabase, TestDialect } from './dialects.ts';

/** The time every made-up row is stamped with, unless told otherwise. */
export const NOW = 1_800_000_000_000;

export interface StoreFixture {
  readonly database: TestDatabase;
  readonly storage: Storage;
  /** A Store over the database, as the services get one. */
  readonly store: Store;
  /** How often the store said "deliveries were queued" (after a commit): what wakes this process's workers. */
  readonly deliverySignals: number;
  /** The endpoints the latest of those named, or undefined when it named none (any endpoint). */
  readonly signalledEndpoints: readonly string[] | undefined;
}

/**
 * A fresh migrated database of the dialect for the suite (made before its
 * tests, dropped after them) and a Store over it. Read the fields inside tests.
 */
export function useStore(dialect: TestDialect, options: { poolSize?: number } = {}): StoreFixture {
  const state = { deliverySignals: 0 } as {
    database: TestDatabase;
    storage: Storage;
    store: Store;
    deliverySignals: number;
    signalledEndpoints: readonly string[] | undefined;
  };
  before(async () => {
    state.database = await dialect.createDatabase();
    state.storage = openStorage(parseDatabaseUrl(state.database.url), { poolSize: options.poolSize ?? 4 });
    await migrateToLatest(state.storage);
    state.store = new Store(state.storage, (endpointIds) => {
      state.deliverySignals++;
      state.signalledEndpoints = endpointIds;
    });
  });
  after(async () => {
    await state.storage?.close();
    await state.database?.drop();
  });
  return {
    get database() {
      return state.database;
    },
    get storage() {
      return state.storage;
    },
    get store() {
      return state.store;
    },
    get deliverySignals() {
      return state.deliverySignals;
    },
    get signalledEndpoints() {
      return state.signalledEndpoints;
    },
  };
}

/** A fresh 12-hex id, as the service makes them. */
export const freshId = () => randomBytes(6).toString('hex');

export function companyRow(overrides: Partial<CompanyRow> = {}): CompanyRow {
  const id = overrides.id ?? freshId();
  return { id, name: 'Acme', friendly_id: `acme-${id}`, plan: 'pro', created_at: NOW, updated_at: NOW, ...overrides };
}

export function userRow(overrides: Partial<UserRow> = {}): UserRow {
  const id = freshId();
  return {
    id,
    email: `user-${id}@example.com`,
    name: 'Ada Lovelace',
    username: `ada-${id}`,
    initial: 'AL',
    password_hash: 'scrypt$not-a-real-hash',
    is_partner: 0,
    verified_email: 0,
    signature_enabled: null,
    signature_body: null,
    created_at: NOW,
    updated_at: NOW,
    ...overrides,
  };
}

export function patRow(userId: string, overrides: Partial<PersonalAccessTokenRow> = {}): PersonalAccessTokenRow {
  return {
    id: freshId(),
    user_id: userId,
    name: 'test',
    token_hash: randomBytes(32).toString('hex'),
    token_prefix: null,
    created_at: NOW,
    last_used_at: null,
    revoked_at: null,
    ...overrides,
  };
}

export function sessionRow(userId: string, overrides: Partial<SessionRow> = {}): SessionRow {
  return {
    id: freshId(),
    user_id: userId,
    token_hash: randomBytes(32).toString('hex'),
    created_at: NOW,
    last_used_at: NOW,
    signed_out_at: null,
    ...overrides,
  };
}

/** A delivery of `eventId` to `endpointId`: pending, due at NOW, never attempted, unless overridden. */
export function deliveryRow(
  endpointId: string,
  eventId: string,
  overrides: Partial<Insertable<WebhookDeliveriesTable>> = {},
): Insertable<WebhookDeliveriesTable> {
  return {
    event_id: eventId,
    endpoint_id: endpointId,
    status: 'pending',
    attempts: 0,
    next_attempt_at: NOW,
    lease_owner: null,
    lease_expires_at: null,
    last_status_code: null,
    last_error: null,
    created_at: NOW,
    completed_at: null,
    ...overrides,
  };
}

/** Attempt 1 of `deliveryId`: an HTTP 500 at NOW, as a worker stores a failed try, unless overridden. */
export function attemptRow(
  deliveryId: number,
  endpointId: string,
  overrides: Partial<Insertable<WebhookDeliveryAttemptsTable>> = {},
): Insertable<WebhookDeliveryAttemptsTable> {
  return {
    delivery_id: deliveryId,
    endpoint_id: endpointId,
    attempt: 1,
    started_at: NOW,
    duration_ms: 5,
    status_code: 500,
    error: null,
    worker_id: 'w',
    response_headers: null,
    response_body: null,
    ...overrides,
  };
}

export function endpointRow(companyId: string, overrides: Partial<WebhookEndpointRow> = {}): WebhookEndpointRow {
  const id = `we_${randomBytes(12).toString('hex')}`;
  return {
    id,
    company_id: companyId,
    owner_key: 'customer',
    url: `https://hooks.example.com/${id}`,
    description: null,
    events: '["candidateAdded"]',
    status: 'active',
    enabled: 1,
    is_legacy: 0,
    secret_ciphertext: 'sealed',
    secret_prefix: 'whsec_abcdef',
    successful_deliveries: 0,
    failed_deliveries: 0,
    last_delivery_at: null,
    disabled_reason: null,
    disabled_at: null,
    failing_since: null,
    previous_secret_ciphertext: null,
    previous_secret_expires_at: null,
    settings: '{}',
    rate_next_at: null,
    rate_burst_count: 0,
    headers_ciphertext: null,
    header_names: null,
    secret_since: null,
    queue_floor: 0,
    requeue_count: 0,
    created_at: NOW,
    updated_at: NOW,
    ...overrides,
  };
}

export function positionRow(companyId: string, overrides: Partial<PositionRow> = {}): PositionRow {
  return {
    id: freshId(),
    company_id: companyId,
    name: 'Engineer',
    description: null,
    type: null,
    location: null,
    department: null,
    experience: null,
    education: null,
    category: null,
    requisition_id: null,
    tags: '[]',
    application_form: null,
    state: 'draft',
    pipeline_id: 'default',
    created_by: 'someone',
    created_at: NOW,
    updated_at: NOW,
    ...overrides,
  };
}

export function candidateRow(position: Pick<PositionRow, 'id' | 'company_id'>, overrides: Partial<CandidateRow> = {}): CandidateRow {
  const id = freshId();
  return {
    id,
    company_id: position.company_id,
    position_id: position.id,
    name: 'Grace Hopper',
    email_address: null,
    phone_number: null,
    summary: null,
    tags: '[]',
    origin: null,
    stage_id: 'applied',
    meta_id: id,
    address: null,
    headline: null,
    source: null,
    social_profiles: '[]',
    created_at: NOW,
    updated_at: NOW,
    ...overrides,
  };
}

export function noteRow(
  candidate: Pick<CandidateRow, 'id' | 'company_id' | 'position_id'>,
  authorId: string,
  overrides: Partial<NoteRow> = {},
): NoteRow {
  return {
    id: freshId(),
    company_id: candidate.company_id,
    position_id: candidate.position_id,
    candidate_id: candidate.id,
    author_id: authorId,
    body: 'Strong candidate',
    created_at: NOW,
    updated_at: NOW,
    ...overrides,
  };
}

type CandidateRef = Pick<CandidateRow, 'id' | 'company_id' | 'position_id'>;

/** A queued outbound message to the candidate, by `authorId`. */
export function messageRow(candidate: CandidateRef, authorId: string | null, overrides: Partial<MessageRow> = {}): MessageRow {
  return {
    id: freshId(),
    company_id: candidate.company_id,
    position_id: candidate.position_id,
    candidate_id: candidate.id,
    direction: 'outbound',
    author_id: authorId,
    subject: null,
    body: 'Hello',
    recipient: 'candidate@example.org',
    delivery_status: 'queued',
    delivery_error: null,
    sent_at: null,
    claimed_until: null,
    send_attempts: 0,
    created_at: NOW,
    ...overrides,
  };
}

export function backgroundCheckRow(candidate: CandidateRef, overrides: Partial<BackgroundCheckRow> = {}): BackgroundCheckRow {
  return {
    id: freshId(),
    company_id: candidate.company_id,
    position_id: candidate.position_id,
    candidate_id: candidate.id,
    provider: 'Checkr',
    package: 'basic',
    status: 'pending',
    result: null,
    report_url: null,
    created_at: NOW,
    updated_at: NOW,
    ...overrides,
  };
}

export function questionnaireRow(candidate: CandidateRef, overrides: Partial<QuestionnaireRow> = {}): QuestionnaireRow {
  return {
    id: freshId(),
    company_id: candidate.company_id,
    position_id: candidate.position_id,
    candidate_id: candidate.id,
    name: 'Screening',
    questions: '[{"question":"Q?","answer":"A"}]',
    completed_at: NOW,
    created_at: NOW,
    ...overrides,
  };
}

/** A document of the candidate (a small text file). */
export function candidateFileRow(candidate: CandidateRef, overrides: Partial<CandidateFileRow> = {}): CandidateFileRow {
  const content = Buffer.from('A cover letter');
  return {
    id: freshId(),
    company_id: candidate.company_id,
    position_id: candidate.position_id,
    candidate_id: candidate.id,
    kind: 'document',
    file_name: 'letter.txt',
    content_type: 'text/plain; charset=utf-8',
    size: content.length,
    sha256: createHash('sha256').update(content).digest('hex'),
    content,
    uploaded_by: null,
    created_at: NOW,
    ...overrides,
  };
}

/** A note, a message, a background check, a questionnaire, a file and a custom attribute of the candidate: one row in each table of its records. */
export async function candidateRecords(store: Store, candidate: CandidateRef): Promise<void> {
  await store.repos.candidateFiles.insert(candidateFileRow(candidate));
  await store.repos.candidateAttributes.insert({
    company_id: candidate.company_id,
    position_id: candidate.position_id,
    candidate_id: candidate.id,
    name: `Attribute ${freshId()}`,
    value: '100000',
    secure: 1,
    created_at: NOW,
    updated_at: NOW,
  });
  await store.repos.notes.insert(noteRow(candidate, 'author'));
  await store.repos.messages.insert(messageRow(candidate, 'author'));
  await store.repos.backgroundChecks.insert(backgroundCheckRow(candidate));
  await store.repos.questionnaires.insert(questionnaireRow(candidate));
  const owner = { company_id: candidate.company_id, position_id: candidate.position_id, candidate_id: candidate.id };
  const times = { created_at: NOW, updated_at: NOW };
  await store.repos.candidateEducation.insert(
    { ...owner, id: freshId(), sort_order: 1, created_at: NOW },
    {
      updated_at: NOW,
      school_name: `School ${freshId()}`,
      degree: null,
      field_of_study: null,
      is_current: 0,
      start_year: 2010,
      end_year: 2014,
    },
  );
  await store.repos.candidateWorkHistory.insert(
    { ...owner, id: freshId(), sort_order: 1, created_at: NOW },
    {
      updated_at: NOW,
      company_name: `Company ${freshId()}`,
      title: 'Engineer',
      summary: null,
      is_current: 1,
      start_month: 6,
      start_year: 2014,
      end_month: null,
      end_year: null,
    },
  );
  await store.repos.candidateScorecards.insert({
    ...owner,
    ...times,
    id: freshId(),
    user_id: `user-${freshId()}`,
    score: 'good',
    note: null,
  });
  await store.repos.candidateStream.insertStageChange({
    ...owner,
    id: freshId(),
    pipeline_was_id: 'default',
    stage_was_id: 'applied',
    pipeline_id: 'default',
    stage_id: 'feedback',
    entered_previous_stage_at: NOW,
    reason: null,
    acting_user_id: null,
    created_at: NOW,
  });
}

/** How many rows of `table` there are, or those whose `column` is `value`. */
export async function countRows(storage: Pick<Storage, 'db'>, table: string, column?: string, value?: string): Promise<number> {
  const where = column === undefined ? sql`` : sql` where ${sql.ref(column)} = ${value}`;
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}${where}`.execute(storage.db);
  return Number(rows[0]!.n);
}

/**
 * PostgreSQL only: whether another connection could take the row's lock in
 * `mode` right now (NOWAIT: refused at once instead of waiting when it is held).
 */
export async function rowLockFree(storage: Storage, table: string, id: string, mode: 'update' | 'share'): Promise<boolean> {
  try {
    await sql`select 1 from ${sql.table(table)} where id = ${id} for ${sql.raw(mode === 'update' ? 'update' : 'share')} nowait`.execute(
      storage.db,
    );
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === '55P03') return false; // lock_not_available
    throw error;
  }
}

/**
 * PostgreSQL: resolves once a session of the test's database waits for a
 * lock (a statement blocked on a row another transaction holds). Asked
 * through `storage`'s pool, on a connection of its own: inside a
 * transaction pg_stat_activity is a snapshot.
 */
export async function untilALockIsAwaited(storage: Pick<Storage, 'db'>): Promise<void> {
  for (;;) {
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`.execute(storage.db);
    if (rows[0]!.n > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
