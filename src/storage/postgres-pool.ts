// How a pool of PostgreSQL connections waits, and what it does with a
// connection that stopped answering.
//
// Why a query timeout that ends the connection: after a network cut, a
// connection that had a query in flight is half-open. Nothing closes it (TCP
// keepalive probes only idle connections), and its query waits for TCP's
// retransmissions, whose gaps double: after a 30 s cut the next one may come
// 25 s after the link is back. node-postgres's query_timeout fails the query
// but keeps the connection, with the lost answer still ahead of the next
// query; Kysely then hands the connection back to the pool as healthy. So a
// query that times out here destroys its socket: the pool discards a client
// that can no longer be queried, and the next query gets a new connection.
//
// Why the query timeout is a little longer than the statement timeout: a
// statement the server cancels (PostgreSQL's statement_timeout) comes back as
// an error on a healthy connection, which is kept; only when not even that
// error arrives is the connection taken for broken.
//
// The cost: no statement of the service may run longer than the statement
// timeout, a limit a slow query reaches under heavy load as well as a broken
// link. Migrations, which may rewrite a large table, get a pool without
// these limits (database.ts).
import type pg from 'pg';
import { DEFAULT_POSTGRES_TIMEOUTS, type PostgresTimeouts } from '../config/postgres-timeouts.ts';

/** The message node-postgres fails a query with when its query_timeout passes. */
const READ_TIMEOUT = 'Query read timeout';

/** Pool options for `timeouts` (undefined: the defaults); null: connect and keepalive limits only (migrations). */
export function postgresPoolOptions(timeouts: PostgresTimeouts | null | undefined): pg.PoolConfig {
  const t = timeouts ?? DEFAULT_POSTGRES_TIMEOUTS;
  const base: pg.PoolConfig = {
    keepAlive: true,
    keepAliveInitialDelayMillis: t.keepAliveIdleMs,
    connectionTimeoutMillis: t.connectMs,
  };
  return timeouts === null ? base : { ...base, statement_timeout: t.statementMs, query_timeout: t.queryMs };
}

/**
 * Makes a query timeout on `client` end its connection, so the pool discards
 * it when it is released; `onTimeout` hears of it (the storage's LISTEN
 * connection may be broken the same way: postgres-listener.ts).
 */
export function destroyOnQueryTimeout(client: pg.PoolClient, onTimeout: () => void = () => {}): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        // end() marks the client as ending at once, so the release that follows discards it; with the
        // lost query still active it destroys the socket instead of saying goodbye over the dead link.
        if (error instanceof Error && error.message === READ_TIMEOUT) {
          client.end().catch(() => {});
          onTimeout();
        }
      });
    }
    return result;
  };
}
