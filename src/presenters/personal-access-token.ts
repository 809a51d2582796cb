import { isoTime } from '../clock.ts';
import type { ApiKey, PersonalAccessToken } from '../schemas/personal-access-token.ts';
import type { PersonalAccessTokenRow } from '../storage/schema.ts';

/** `lastUse`: the effective last use, which may be newer than the stored one (services/last-use-recorder.ts). */
export function presentApiKey(row: PersonalAccessTokenRow, lastUse: number | null): ApiKey {
  return {
    id: row.id,
    name: row.name,
    token_prefix: row.token_prefix,
    created_at: isoTime(row.created_at),
    last_used_at: lastUse === null ? null : isoTime(lastUse),
  };
}

export function presentPersonalAccessToken(row: PersonalAccessTokenRow, lastUse: number | null): PersonalAccessToken {
  return { ...presentApiKey(row, lastUse), revoked_at: row.revoked_at === null ? null : isoTime(row.revoked_at) };
}
