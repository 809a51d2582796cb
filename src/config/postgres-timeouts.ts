import { integer } from './env-readers.ts';

/**
 * How long the service waits on PostgreSQL (storage/postgres-pool.ts): to
 * connect (PG_CONNECT_TIMEOUT_MS), for the server to run a statement
 * (PG_STATEMENT_TIMEOUT_MS, PostgreSQL's statement_timeout), for an answer
 * before the connection is given up as broken (PG_QUERY_TIMEOUT_MS: a
 * connection whose peer vanished mid-query otherwise waits out TCP's
 * retransmissions), and how long a connection is idle before TCP keepalive
 * probes it (PG_KEEPALIVE_IDLE_MS). Migrations run without the statement and
 * query limits.
 */
export interface PostgresTimeouts {
  connectMs: number;
  statementMs: number;
  queryMs: number;
  keepAliveIdleMs: number;
}

// Why 10 s: under a burst, one company's writers queue for its fan-out lock
// (queue/record-event.ts), and the load test on a busy machine saw requests of
// 5 s; no statement of the service needs longer. A cut longer than the query
// timeout ends every query in flight before the link returns, so the first
// query after it waits only for a new connection (a second or two).
export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = {
  connectMs: 5_000,
  statementMs: 10_000,
  queryMs: 11_000,
  keepAliveIdleMs: 10_000,
};

/** The PG_* variables, each with its default. */
export function parsePostgresTimeouts(env: NodeJS.ProcessEnv): PostgresTimeouts {
  const d = DEFAULT_POSTGRES_TIMEOUTS;
  const statementMs = integer(env, 'PG_STATEMENT_TIMEOUT_MS', d.statementMs, 100, 3_600_000);
  // The server's own limit first, with a second for its error to arrive: past that, the connection is taken for broken.
  const queryMs = integer(env, 'PG_QUERY_TIMEOUT_MS', Math.max(d.queryMs, statementMs + 1_000), 100, 3_600_000);
  return {
    connectMs: integer(env, 'PG_CONNECT_TIMEOUT_MS', d.connectMs, 100, 600_000),
    statementMs,
    queryMs,
    keepAliveIdleMs: integer(env, 'PG_KEEPALIVE_IDLE_MS', d.keepAliveIdleMs, 1_000, 7_200_000),
  };
}
