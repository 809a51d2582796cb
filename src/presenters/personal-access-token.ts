import { isoTime } from '../clock.ts';
import type { PersonalAccessToken } from '../schemas/personal-access-token.ts';
import type { PersonalAccessTokenRow } from '../storage/schema.ts';

/** `lastUse`: the effective last use, which may be newer than the stored one (services/last-use-recorder.ts). */
export function presentPersonalAccessToken(row: PersonalAccessTokenRow, lastUse: number | null): PersonalAccessToken {
  return {
    id: row.id,
    name: row.name,
    created_at: isoTime(row.created_at),
    last_used_at: lastUse === null ? null : isoTime(lastUse),
    revoked_at: row.revoked_at === null ? null : isoTime(row.revoked_at),
  };
}
