// Rows and small fakes for the services' unit tests: what a repository would
// have read, made in memory, so a service's rules run without a database.
import { ApiError } from '../../../src/errors.ts';
import type { CompanyRow, UserRow } from '../../../src/storage/schema.ts';

export const T0 = Date.parse('2026-01-01T00:00:00.000Z');

export function userRow(fields: Partial<UserRow> = {}): UserRow {
  return {
    id: 'u_1',
    email: 'ada@example.com',
    name: 'Ada',
    username: 'ada',
    initial: 'A',
    password_hash: 'not a hash',
    is_partner: 0,
    verified_email: 1,
    signature_enabled: null,
    signature_body: null,
    created_at: T0,
    updated_at: T0,
    ...fields,
  };
}

export function companyRow(fields: Partial<CompanyRow> = {}): CompanyRow {
  return { id: 'c_1', name: 'Acme', friendly_id: 'acme', plan: 'pro', created_at: T0, updated_at: T0, ...fields };
}

/**
 * A fake where a service wants a repository class: the fake implements the
 * methods the rules under test call (its type says which), and a call to any
 * other fails the test with a TypeError instead of reaching a database.
 */
export function asRepository<T>(fake: Partial<T>): T {
  return fake as T;
}

/** Asserts that `promise` rejects with the ApiError of `status` and `type`. */
export function isApiError(status: number, type: string): (error: unknown) => boolean {
  return (error) => {
    if (!(error instanceof ApiError)) throw error;
    if (error.statusCode !== status || error.type !== type) {
      throw new Error(`expected ${status} ${type}, got ${error.statusCode} ${error.type}: ${error.message}`);
    }
    return true;
  };
}
