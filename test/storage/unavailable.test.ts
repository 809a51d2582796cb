// Which failures count as "the database is unavailable" (answered 503, the
// worker backs off) and which remain faults of their own (500).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isDatabaseUnavailable } from '../../src/storage/unavailable.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises lost and refused connections, by socket code', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']) {
      assert.equal(isDatabaseUnavailable(withCode(code)), true, code);
    }
  });

  it("recognises PostgreSQL's shutdown, start-up, capacity, read-only, statement-timeout and connection-exception states", () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '25006', '57014', '08006', '08001', '08P01']) {
      assert.equal(isDatabaseUnavailable(withCode(code)), true, code);
    }
  });

  it("recognises node-postgres's messages for a connection that ended", () => {
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated',
      'Client has encountered a connection error and is not queryable',
      'timeout exceeded when trying to connect',
      'Query read timeout',
    ]) {
      assert.equal(isDatabaseUnavailable(new Error(message)), true, message);
    }
  });

  it('recognises a SQLite write lock held past the busy timeout', () => {
    assert.equal(isDatabaseUnavailable(withCode('SQLITE_BUSY', 'database is locked')), true);
    assert.equal(isDatabaseUnavailable(withCode('SQLITE_BUSY_SNAPSHOT')), true);
    assert.equal(isDatabaseUnavailable(withCode('SQLITE_LOCKED')), true);
  });

  it('looks into the errors of a connection tried at several addresses, and into a cause', () => {
    assert.equal(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect failed')), true);
    assert.equal(isDatabaseUnavailable(new Error('wrapped', { cause: withCode('ECONNRESET') })), true);
  });

  it('leaves every other failure alone', () => {
    for (const error of [
      new Error('boom'),
      new TypeError("Cannot read properties of undefined (reading 'x')"),
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('42P01', 'relation "x" does not exist'),
      withCode('SQLITE_CONSTRAINT_UNIQUE'),
      withCode('SQLITE_ERROR', 'no such table: x'),
      withCode('ENOENT'),
      'a string',
      null,
      undefined,
    ]) {
      assert.equal(isDatabaseUnavailable(error), false, String((error as Error)?.message ?? error));
    }
  });
});
