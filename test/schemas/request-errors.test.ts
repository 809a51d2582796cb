// The declared errors of the delivery log's query and bodies and of the API
// key body, through the application's validators (no server): each problem
// answered with its own type, query strings read as the types their schemas
// say, defaults filled in, bodies that may be left out taken as null.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiError } from '../../src/errors.ts';
import { checkInput } from '../../src/schemas/compiled-schemas.ts';
import { EVENT_TYPES } from '../../src/schemas/event-types.ts';
import { ApiKeyCreateBodySchema } from '../../src/schemas/personal-access-token.ts';
import { DeliveryListQuery, RecoverBody, RotateSecretBody, SendTestBody } from '../../src/schemas/webhook-delivery.ts';

function errorOf(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof ApiError, `expected an ApiError, got ${String(error)}`);
    return error;
  }
  assert.fail('expected an error, none was thrown');
}

describe('the delivery list query', () => {
  const query = (value: Record<string, unknown>) => checkInput(DeliveryListQuery, value, 'querystring');
  const typeOf = (value: Record<string, unknown>) => errorOf(() => query(value)).type;

  it('reads the page size as a number, 50 when not given', () => {
    assert.deepEqual(query({ limit: '10', status: 'failed' }), { limit: 10, status: 'failed', order: 'newest' });
    assert.deepEqual(query({}), { limit: 50, order: 'newest' });
    assert.deepEqual(query({ order: 'oldest', status_code: '503' }), { limit: 50, order: 'oldest', status_code: 503 });
  });

  it('answers each bad parameter with its own type', () => {
    for (const [value, type] of [
      [{ limit: '0' }, 'invalidLimit'],
      [{ limit: '201' }, 'invalidLimit'],
      [{ limit: 'ten' }, 'invalidLimit'],
      [{ limit: '1.5' }, 'invalidLimit'],
      [{ limit: '1e309' }, 'invalidLimit'],
      [{ limit: '-1e309' }, 'invalidLimit'],
      [{ limit: 'Infinity' }, 'invalidLimit'],
      [{ limit: ' Infinity ' }, 'invalidLimit'],
      [{ status: 'done' }, 'invalidStatus'],
      [{ event_type: 'nope' }, 'invalidEventType'],
      [{ since: '2026-13-01' }, 'invalidDate'],
      [{ until: '2026-01-01T10:00' }, 'invalidDate'],
      [{ sort: 'asc' }, 'unknownParameter'],
      [{ status: ['failed', 'pending'] }, 'invalidRequest'],
    ] as const) {
      assert.equal(typeOf(value), type, JSON.stringify(value));
    }
  });

  it('names an unknown parameter before anything else, and a parameter given twice as such', () => {
    const unknown = errorOf(() => query({ limit: 'ten', sort: 'asc' }));
    assert.equal(
      unknown.message,
      'Unknown query parameter: sort. Allowed: limit, cursor, before, order, status_code, event_id, status, event_type, since, until',
    );
    assert.equal(errorOf(() => query({ limit: ['1', '2'] })).message, 'Query parameter limit must be given once');
    assert.deepEqual(errorOf(() => query({ event_type: 'nope' })).extra, { allowed_event_types: [...EVENT_TYPES] });
  });
});

describe('the delivery log bodies', () => {
  it('recover: since is required, each bound a date or date-time with a zone, nothing else', () => {
    const recover = (body: unknown) => checkInput(RecoverBody, body);
    assert.deepEqual(recover({ since: '2026-01-01', until: '2026-02-01T00:00:00Z' }), {
      since: '2026-01-01',
      until: '2026-02-01T00:00:00Z',
      dry_run: false,
    });
    assert.equal(checkInput(RecoverBody, { since: '2026-01-01', dry_run: true })?.dry_run, true);
    assert.equal(errorOf(() => recover({ since: '2026-01-01', dry_run: 'yes' })).type, 'invalidDryRun');
    assert.equal(errorOf(() => recover({})).message, 'since is required: an ISO 8601 date or date-time with a time zone');
    assert.equal(errorOf(() => recover({ since: 'yesterday' })).type, 'invalidDate');
    assert.equal(errorOf(() => recover({ since: '2026-01-01', until: 5 })).type, 'invalidDate');
    assert.equal(errorOf(() => recover({ since: 'yesterday', from: 1 })).type, 'unknownField', 'unknown fields first');
    assert.equal(errorOf(() => recover(null)).type, 'invalidBody');
  });

  it('test: may be left out; an event type, named back when it is not one', () => {
    const test = (body: unknown) => checkInput(SendTestBody, body);
    assert.equal(test(null), null);
    assert.deepEqual(test({ event_type: 'candidateAdded' }), { event_type: 'candidateAdded' });
    const bad = errorOf(() => test({ event_type: 'nope' }));
    assert.deepEqual(
      [bad.type, bad.message, bad.extra],
      ['invalidEventType', 'Invalid event type: nope', { allowed_event_types: [...EVENT_TYPES] }],
    );
    assert.equal(errorOf(() => test({ event_type: [[[]]] })).message, 'Invalid event type: a array');
    assert.equal(errorOf(() => test({ type: 'candidateAdded' })).type, 'unknownField');
    assert.equal(errorOf(() => test([])).type, 'invalidBody');
  });

  it('rotate_secret: may be left out; whole hours from 0 to 168, 24 when not given', () => {
    const rotate = (body: unknown) => checkInput(RotateSecretBody, body);
    assert.equal(rotate(null), null);
    assert.deepEqual(rotate({}), { overlap_hours: 24 });
    assert.deepEqual(rotate({ overlap_hours: 0 }), { overlap_hours: 0 });
    for (const overlap_hours of [-1, 1.5, '2', null, 169]) {
      const error = errorOf(() => rotate({ overlap_hours }));
      assert.deepEqual(
        [error.type, error.message],
        ['invalidOverlap', 'overlap_hours must be a whole number from 0 to 168'],
        String(overlap_hours),
      );
    }
  });
});

describe('the API key body', () => {
  const create = (body: unknown) => checkInput(ApiKeyCreateBodySchema, body);

  it('needs a name that is not blank, of at most 100 characters, and nothing else', () => {
    assert.deepEqual(create({ name: '  ci runner  ' }), { name: '  ci runner  ' }, 'the service drops the spaces');
    assert.deepEqual(create({ name: 'é'.repeat(100) }), { name: 'é'.repeat(100) }, 'characters, not bytes');
    for (const body of [{}, { name: '' }, { name: ' \t ' }, { name: 42 }, { name: null }]) {
      const error = errorOf(() => create(body));
      assert.deepEqual([error.type, error.message], ['invalidName', 'Name is required: give the key a name to recognise it by']);
    }
    assert.equal(errorOf(() => create({ name: 'x'.repeat(101) })).message, 'Name must be at most 100 characters');
    const unknown = errorOf(() => create({ name: 'ok', scopes: ['all'] }));
    assert.deepEqual(
      [unknown.type, unknown.message, unknown.extra],
      ['unknownField', 'Unknown field: scopes. Allowed fields: name', { unknown_fields: ['scopes'] }],
    );
    assert.equal(errorOf(() => create(['name'])).type, 'invalidBody');
  });
});
