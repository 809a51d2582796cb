// The displayable start of each personal access token (`rs_pat_` and the first
// characters of its random part), so its owner can tell keys apart without
// the token being stored. Tokens made before this migration have none: only
// their hashes were ever stored, so it can't be derived; they stay null.
import type { Kysely, Migration } from 'kysely';

export function apiKeyPrefix(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('personal_access_tokens').addColumn('token_prefix', 'text').execute();
    },
  };
}
