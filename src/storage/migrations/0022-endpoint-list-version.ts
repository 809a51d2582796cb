// What the webhook endpoint list's cache is validated by (services/
// endpoint-list-cache.ts): `change_seq` on webhook_endpoints, set from a
// counter that only grows on every insert of a row and on every update that
// changes a column the list shows. A cached list is served while its owner's
// rows still carry the numbers it was built from
// (queue/endpoint-list-version.ts): a change of any shown column (the API's
// writes, the delivery outcome writer's stats, the automatic disabling,
// retention), a new row or a deleted one changes them, whichever process made
// it.
//
// Why triggers: every write of the table, in this process or another, in a
// repository, in a multi-row raw statement (queue/outcome-statements.ts) or in
// one added later, is covered without its author thinking of it. Why only the
// shown columns: the pacing state (rate_next_at, rate_burst_count) and the run
// of failures (failing_since) change on sends that show nothing new, and the
// sealed secrets and headers are never shown (their prefix and names are); a
// bump on those would empty the cache under delivery for nothing.
//
// - PostgreSQL: a sequence, taken by a BEFORE trigger (the row is written
//   once, and no index holds the column, so the stats' updates stay HOT). A
//   number is taken while the row is locked, so a row's number only grows,
//   but numbers are not taken in commit order: the validator compares the
//   whole set of the owner's numbers, not their maximum.
// - SQLite: a one-row counter, bumped by AFTER triggers that then set the
//   row's number. One writer at a time, so numbers are in commit order and
//   the owner's count and maximum are enough; an index on (company_id,
//   owner_key, change_seq) answers that from the index alone.
//
// The list's columns as of this migration; test/storage/endpoint-list-version.test.ts
// checks that each of ENDPOINT_VIEW_COLUMNS changes the number.
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database.ts';

export const SHOWN_COLUMNS = [
  'company_id',
  'owner_key',
  'url',
  'description',
  'events',
  'status',
  'enabled',
  'is_legacy',
  'secret_prefix',
  'successful_deliveries',
  'failed_deliveries',
  'last_delivery_at',
  'created_at',
  'updated_at',
  'disabled_reason',
  'disabled_at',
  'rate_limit',
  'header_names',
];

export function endpointListVersion(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      if (dialect === 'postgres') await postgres(db);
      else await sqlite(db);
    },
  };
}

async function postgres(db: Kysely<any>): Promise<void> {
  await sql`create sequence webhook_endpoints_change_seq`.execute(db);
  await sql`alter table webhook_endpoints add column change_seq bigint not null default 0`.execute(db);
  await sql`update webhook_endpoints set change_seq = nextval('webhook_endpoints_change_seq')`.execute(db);
  // The sequence is named with the table's schema, whatever the search path of the writer.
  await sql`create function webhook_endpoints_bump_change_seq() returns trigger language plpgsql as $$
    begin
      new.change_seq := nextval(quote_ident(tg_table_schema) || '.webhook_endpoints_change_seq');
      return new;
    end
  $$`.execute(db);
  await sql`create trigger webhook_endpoints_change_seq_insert before insert on webhook_endpoints
    for each row execute function webhook_endpoints_bump_change_seq()`.execute(db);
  await createUpdateTrigger(db, 'postgres', SHOWN_COLUMNS);
}

const SQLITE_BUMP = `update webhook_endpoint_change_counter set seq = seq + 1;
      update webhook_endpoints set change_seq = (select seq from webhook_endpoint_change_counter) where id = new.id;`;

async function sqlite(db: Kysely<any>): Promise<void> {
  await sql`create table webhook_endpoint_change_counter (id integer primary key check (id = 1), seq integer not null)`.execute(db);
  await sql`alter table webhook_endpoints add column change_seq integer not null default 0`.execute(db);
  await sql`update webhook_endpoints set change_seq = rowid`.execute(db);
  await sql`insert into webhook_endpoint_change_counter (id, seq) values (1, (select coalesce(max(change_seq), 0) from webhook_endpoints))`.execute(
    db,
  );
  await sql`create index webhook_endpoints_change_seq_idx on webhook_endpoints (company_id, owner_key, change_seq)`.execute(db);
  await sql`create trigger webhook_endpoints_change_seq_insert after insert on webhook_endpoints
    begin ${sql.raw(SQLITE_BUMP)} end`.execute(db);
  await createUpdateTrigger(db, 'sqlite', SHOWN_COLUMNS);
}

/**
 * The trigger that gives a row a new number when an update changes one of
 * `shownColumns`; a later migration that changes which columns the list
 * shows drops it and makes it again with its own list.
 */
export async function createUpdateTrigger(db: Kysely<any>, dialect: DialectName, shownColumns: readonly string[]): Promise<void> {
  if (dialect === 'postgres') {
    const columns = (side: string) => sql.raw(shownColumns.map((c) => `${side}.${c}`).join(', '));
    await sql`create trigger webhook_endpoints_change_seq_update before update on webhook_endpoints
      for each row when ((${columns('old')}) is distinct from (${columns('new')}))
      execute function webhook_endpoints_bump_change_seq()`.execute(db);
    return;
  }
  const changed = sql.raw(shownColumns.map((c) => `old.${c} is not new.${c}`).join(' or '));
  // Setting change_seq itself is not `update of` a shown column: the trigger does not fire again.
  await sql`create trigger webhook_endpoints_change_seq_update after update of ${sql.raw(shownColumns.join(', '))} on webhook_endpoints
    when ${changed}
    begin ${sql.raw(SQLITE_BUMP)} end`.execute(db);
}
