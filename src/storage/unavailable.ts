// Which failures mean "the database is unavailable right now" rather than a
// fault of the request or of the code: a connection refused, reset or ended
// (PostgreSQL stopped, restarted, failed over, or the connection terminated),
// a server that refuses new work while shutting down or starting, a read-only
// server (a standby after a failover), and on SQLite a write lock that another
// process held for longer than the busy timeout, and on PostgreSQL a statement
// that outlasted the service's statement timeout or a connection that
// stopped answering (storage/postgres-pool.ts). A request that meets one is
// answered 503 (hooks/error-handler.ts) and the worker backs off; both go on
// once the database is back.

import { isBusy } from './sqlite-busy-retry.ts';

/** Socket-level codes of a connection that could not be made or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs: 57P01 admin_shutdown (pg_terminate_backend, a fast
 * shutdown), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up,
 * shutting down), 53300 too_many_connections, 25006 read_only_sql_transaction
 * (a standby), 57014 query_canceled (the statement timeout: a server too busy
 * to answer in time); the whole class 08 (connection exception) is checked apart.
 */
const POSTGRES_STATES = new Set(['57P01', '57P02', '57P03', '53300', '25006', '57014']);

/** node-postgres reports a lost connection with these messages and no code. */
const POSTGRES_MESSAGES = [
  'Connection terminated',
  'connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'Query read timeout',
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, message, errors, cause } = error as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || POSTGRES_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (isBusy(error) || code.startsWith('SQLITE_LOCKED')) return true;
  }
  if (typeof message === 'string' && POSTGRES_MESSAGES.some((text) => message.includes(text))) return true;
  // A connection to a name with several addresses fails with one error per address.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return cause !== undefined && isDatabaseUnavailable(cause, depth + 1);
}
