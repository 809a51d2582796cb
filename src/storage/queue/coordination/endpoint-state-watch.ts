// Whether any endpoint may have stopped being sendable since a moment: what
// lets a delivery worker go on sending a batch without asking the database
// about its endpoint before every send (storage/queue/endpoint-state.ts) while
// nothing changed. A version: the worker reads it before it reads the
// endpoint's state, and asks the database again only once it differs.
//
// - SQLite: another connection's commits change data_version (any commit:
//   under a steady stream of events the worker asks every time, as before);
//   this connection's own changes (an in-process worker sharing the API's
//   connection, a worker disabling an endpoint) are counted by temporary
//   triggers, which exist on this connection only. They fire before the
//   commit, so while this connection is in a transaction the version is
//   unknown: a reader must not pair a bumped version with the state before
//   the commit.
//
// - PostgreSQL: always unknown: the worker asks before every send, as
//   before. A NOTIFY from triggers was tried; it arrives a moment after the
//   commit, so a send could start after a pause was answered (a test that
//   pauses and then releases the answer in flight saw it), and "no
//   deliveries while paused" would no longer hold.
//
// Bumps come for more than what stops an endpoint (any endpoint, any
// company, any commit elsewhere on SQLite): a bump costs one query, a missed
// change a send that should not have gone.
import type BetterSqlite3 from 'better-sqlite3';

export interface EndpointStateWatch {
  /** Unchanged while no endpoint can have stopped being sendable since it was read; undefined while that can't be known (ask the database). */
  version(): number | undefined;
}

const SQLITE_FUNCTION = 'recruiting_api_endpoint_state_changed';

/**
 * The temporary triggers: every change that can stop an endpoint's sending
 * (its status, enabled flag, owner or company changed, the endpoint or its
 * company deleted, its company's plan changed, a membership ended or moved).
 * A WHEN on the columns that matter, so the worker's outcome writes (which
 * update the endpoints' counters, and their `enabled` to itself) count nothing.
 */
const SQLITE_TRIGGERS = [
  `create temp trigger if not exists endpoint_state_updated after update on main.webhook_endpoints
    when old.status is not new.status or old.enabled is not new.enabled
      or old.owner_key is not new.owner_key or old.company_id is not new.company_id
    begin select ${SQLITE_FUNCTION}(); end`,
  `create temp trigger if not exists endpoint_state_deleted after delete on main.webhook_endpoints
    begin select ${SQLITE_FUNCTION}(); end`,
  `create temp trigger if not exists endpoint_state_plan after update on main.companies
    when old.plan is not new.plan
    begin select ${SQLITE_FUNCTION}(); end`,
  `create temp trigger if not exists endpoint_state_company_deleted after delete on main.companies
    begin select ${SQLITE_FUNCTION}(); end`,
  `create temp trigger if not exists endpoint_state_membership_moved after update on main.memberships
    when old.company_id is not new.company_id or old.user_id is not new.user_id
    begin select ${SQLITE_FUNCTION}(); end`,
  `create temp trigger if not exists endpoint_state_membership_deleted after delete on main.memberships
    begin select ${SQLITE_FUNCTION}(); end`,
];

// The triggers and the function live as long as the connection, so a watch
// needs no closing; every watcher of one connection shares its watch.
const sqliteWatches = new WeakMap<BetterSqlite3.Database, EndpointStateWatch>();

/**
 * The watch of a SQLite connection (one per connection, made on first use,
 * after the migrations: the triggers need the tables). `dataVersion` reads
 * the connection's data_version.
 */
export function sqliteEndpointStateWatch(connection: BetterSqlite3.Database, dataVersion: () => number): EndpointStateWatch {
  let watch = sqliteWatches.get(connection);
  if (watch) return watch;
  let counter = 0;
  connection.function(SQLITE_FUNCTION, { deterministic: false }, () => {
    counter++;
    return null;
  });
  for (const text of SQLITE_TRIGGERS) connection.exec(text);
  let seenDataVersion = dataVersion();
  watch = {
    version() {
      if (connection.inTransaction) return undefined;
      const current = dataVersion();
      if (current !== seenDataVersion) {
        seenDataVersion = current;
        counter++;
      }
      return counter;
    },
  };
  sqliteWatches.set(connection, watch);
  return watch;
}

/** PostgreSQL: never known (see the top of this file). */
export const POSTGRES_ENDPOINT_STATE_WATCH: EndpointStateWatch = {
  version: () => undefined,
};
