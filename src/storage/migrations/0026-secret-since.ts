// When an endpoint's current signing secret began to sign: set by each
// rotation, null while the endpoint still has the secret it was created with
// (it signed from created_at). The delivery log shows each attempt's request
// headers with their signatures made again from the stored secrets
// (services/sent-headers.ts); this column tells which attempts the current
// secret signed, so a signature made with a secret rotated out since is never
// shown made with another.
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

export function secretSince(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('webhook_endpoints').addColumn('secret_since', t.bigint).execute();
    },
  };
}
