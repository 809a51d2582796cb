// Shared steps of the recruiting route tests: making positions, candidates and
// notes over HTTP, capturing the events a request wrote to the outbox, checking
// their payloads against the published schemas, and breaking the outbox.
import assert from 'node:assert/strict';
import { FormatRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { componentSchemas } from '../../src/schemas/components.ts';
import { EVENT_TYPES, type EventType } from '../../src/schemas/event-types.ts';
import { WEBHOOK_EVENT_SCHEMAS } from '../../src/schemas/webhook-events.ts';
import { EventsRepository } from '../../src/storage/repositories/events-repository.ts';
import type { CompanyRow, EventRow, UserRow } from '../../src/storage/schema.ts';
import type { TestServer } from './test-server.ts';
import { insertEndpoint } from './webhook-fixtures.ts';

// TypeBox's Value.Check refuses unknown formats; these are the ones the schemas use.
if (!FormatRegistry.Has('date-time')) {
  FormatRegistry.Set(
    'date-time',
    (value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(value) && !Number.isNaN(Date.parse(value)),
  );
}

export const US_ID = /^[0-9a-f]{12}$/;
export const EU_ID = /^[0-9a-f]{12}01$/;

/** The default pipeline's stages as the API shows them, with the original's stage types. */
const STAGE_ICONS: Record<string, [string, string]> = {
  applied: ['Applied', 'user'],
  feedback: ['Feedback', 'group'],
  interviewing: ['Interviewing', 'calendar'],
  offer: ['Offer', 'paper-plane'],
  hired: ['Hired', 'thumbs-up'],
  disqualified: ['Disqualified', 'ban'],
};
export function stageOf(id: keyof typeof STAGE_ICONS & string) {
  const [name, icon] = STAGE_ICONS[id]!;
  return { id, name, type: { id, name, icon } };
}

/** A candidate as lists and events show it: without custom_attributes, education and work_history. */
export function listShape<T extends Record<string, unknown>>(candidate: T): Omit<T, 'custom_attributes' | 'education' | 'work_history'> {
  const { custom_attributes: _a, education: _e, work_history: _w, ...shown } = candidate;
  return shown;
}

/** The short form of a position that events about its candidates and notes carry. */
export function positionRefOf(position: { _id: string; name: string; state: string }) {
  return { _id: position._id, name: position.name, state: position.state };
}

export interface Workspace {
  company: { id: string; name: string };
  user: { id: string; name: string; email: string };
  token: string;
}

/**
 * A workspace (see TestServer.createWorkspace) whose company has an endpoint
 * subscribed to every event type, so each event is also queued for delivery.
 * It points at a closed port on loopback: its deliveries fail and wait for a
 * retry that the manual clock never reaches.
 */
export async function subscribedWorkspace(server: TestServer) {
  const ws = await server.createWorkspace();
  await insertEndpoint(server, ws.company.id, { url: 'https://127.0.0.1:1/events', events: EVENT_TYPES });
  return ws;
}

export function companyPath(workspace: Workspace, rest: string): string {
  return `/v3/company/${workspace.company.id}${rest}`;
}

export async function createPosition(server: TestServer, ws: Workspace, body: Record<string, unknown> = { name: 'Backend Engineer' }) {
  const res = await server.post(companyPath(ws, '/positions'), { token: ws.token, body });
  assert.equal(res.status, 200, res.text);
  return res.body;
}

export async function createCandidate(
  server: TestServer,
  ws: Workspace,
  positionId: string,
  body: Record<string, unknown> = { name: 'Ada Lovelace' },
) {
  const res = await server.post(companyPath(ws, `/position/${positionId}/candidates`), { token: ws.token, body });
  assert.equal(res.status, 200, res.text);
  return res.body;
}

export async function createNote(
  server: TestServer,
  ws: Workspace,
  positionId: string,
  candidateId: string,
  body = 'Strong systems background',
) {
  const res = await server.post(companyPath(ws, `/position/${positionId}/candidate/${candidateId}/notes`), {
    token: ws.token,
    body: { body },
  });
  assert.equal(res.status, 200, res.text);
  return res.body;
}

async function eventRows(server: TestServer): Promise<EventRow[]> {
  return server.services.storage.db.selectFrom('events').selectAll().execute();
}

/** Runs `action` and returns the events it wrote (events already present are left out). */
export async function captureEvents<T>(server: TestServer, action: () => Promise<T>): Promise<{ result: T; events: EventRow[] }> {
  const before = new Set((await eventRows(server)).map((row) => row.id));
  const result = await action();
  const events = (await eventRows(server)).filter((row) => !before.has(row.id));
  return { result, events };
}

/**
 * Asserts that exactly one event was written, of this type and company, whose
 * stored payload matches the published schema; returns the parsed payload.
 */
export function expectOneEvent(events: EventRow[], type: EventType, ws: Workspace): any {
  assert.equal(events.length, 1, `expected one ${type} event, got ${events.map((e) => e.type).join(', ') || 'none'}`);
  const [row] = events;
  assert.equal(row.type, type);
  assert.equal(row.company_id, ws.company.id);
  const payload = JSON.parse(row.payload);
  const schema = WEBHOOK_EVENT_SCHEMAS[type];
  const problems = [...Value.Errors(schema, componentSchemas(), payload)].map((e) => `${e.path}: ${e.message}`);
  assert.deepEqual(problems, [], `${type} payload does not match its schema`);
  assert.equal(payload._id, row.id);
  assert.equal(payload.type, type);
  assert.deepEqual(payload.object.company, { _id: ws.company.id, name: ws.company.name });
  assert.deepEqual(payload.object.acting_user, { _id: ws.user.id, name: ws.user.name, email_address: ws.user.email });
  return payload;
}

/** Runs `action` while every outbox write throws, as a database failure mid-transaction would. */
export async function withFailingOutbox<T>(_server: TestServer, action: () => Promise<T>): Promise<T> {
  const { record, recordLast } = EventsRepository.prototype;
  let calls = 0;
  // Both ways to the outbox: recordLast is the one of a transaction whose event goes with its commit.
  EventsRepository.prototype.record = EventsRepository.prototype.recordLast = async () => {
    calls += 1;
    throw new Error('outbox unavailable (test)');
  };
  try {
    const result = await action();
    assert.ok(calls > 0, 'the change never reached the outbox');
    return result;
  } finally {
    Object.assign(EventsRepository.prototype, { record, recordLast });
  }
}

/** How many rows the table holds, over every company: what a refused request must leave as it was. */
export async function countStored(server: TestServer, table: 'positions' | 'candidates' | 'notes' | 'events'): Promise<number> {
  const row = await server.services.storage.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The workspace's company and user as stored: the actor a service call inside a test's own transaction takes. */
export async function storedActor(server: TestServer, ws: Workspace): Promise<{ company: CompanyRow; user: UserRow }> {
  const db = server.services.storage.db;
  const company = (await db.selectFrom('companies').selectAll().where('id', '=', ws.company.id).executeTakeFirstOrThrow()) as CompanyRow;
  const user = (await db.selectFrom('users').selectAll().where('id', '=', ws.user.id).executeTakeFirstOrThrow()) as UserRow;
  return { company, user };
}
