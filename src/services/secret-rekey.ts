// Re-seals every stored webhook secret (and every previous secret still in
// its rotation overlap, and every endpoint's sealed custom headers) with the current master key, so that the earlier keys
// (SECRET_ENCRYPTION_PREVIOUS_KEYS) can be removed. Runs beside the service:
// endpoints are walked by id in small batches, each written in one short
// transaction, and each row only if it still holds what was read
// (storage/sealed-secrets.ts), so a secret rotated through the API meanwhile
// is kept and its row read again. The plaintext secrets never leave this
// process's memory, and only for the moment of re-sealing.
//
// Values already sealed with the current key are left alone, so a second run
// (after an interruption) only does what the first left; and a second walk
// over the endpoints at the end catches what was sealed with an earlier key
// while the first ran (see sealedMeanwhileWithOtherKeys). Secrets that no
// configured key opens (sealed with a key that was never configured here, or
// damaged) are reported by endpoint id and left as they are.
import type { SecretBox } from '../crypto/secret-box.ts';
import type { Storage } from '../storage/database.ts';
import {
  replaceSealedSecrets,
  sealedSecretsAfter,
  sealedSecretsOf,
  type SealedSecrets,
  type SealedSecretsReplacement,
} from '../storage/sealed-secrets.ts';

export const DEFAULT_REKEY_BATCH = 100;
/** How many times a row that keeps changing under the rekey is read again before it is left for the next run. */
const MAX_REREADS = 5;

export interface RekeyReport {
  /** The id of the key everything is sealed with now. */
  keyId: string;
  /** Endpoints looked at. */
  endpoints: number;
  /** Endpoints whose secrets were re-sealed. */
  resealedEndpoints: number;
  /** Sealed values re-sealed (an endpoint in a rotation overlap has two, and its custom headers are one more). */
  resealedValues: number;
  /** Rows changed by someone else between read and write, read again and re-sealed as they were then. */
  rereads: number;
  /** Endpoints whose secret no configured key opens, left as they are. */
  unopenable: string[];
  /** Endpoints that kept changing under the rekey, left for the next run. */
  unfinished: string[];
  /**
   * Values sealed with another key than the current one while the rekey ran
   * (re-sealed by its second walk): some process still seals with an earlier
   * key, and must be restarted with the new one before the old key goes.
   */
  sealedMeanwhileWithOtherKeys: number;
}

export async function rekeySecrets(
  deps: { storage: Pick<Storage, 'db'>; secretBox: SecretBox },
  options: { batchSize?: number } = {},
): Promise<RekeyReport> {
  const { storage, secretBox } = deps;
  const batchSize = options.batchSize ?? DEFAULT_REKEY_BATCH;
  const report: RekeyReport = {
    keyId: secretBox.keyId,
    endpoints: 0,
    resealedEndpoints: 0,
    resealedValues: 0,
    rereads: 0,
    unopenable: [],
    unfinished: [],
    sealedMeanwhileWithOtherKeys: 0,
  };
  const unopenable = new Set<string>();
  const unfinished = new Set<string>();
  /** Counts what the second walk re-seals (rows the first left unfinished aside). */
  let lateCount: ((id: string, values: number) => void) | undefined;

  const stale = (value: string | null) => value !== null && !secretBox.sealedWithCurrentKey(value);
  const reseal = (value: string | null) => (stale(value) ? secretBox.seal(secretBox.open(value!)) : value);

  /** What `rows` hold, sealed with the current key; the rows that need nothing are left out. */
  const resealed = (rows: SealedSecrets[]): SealedSecretsReplacement[] => {
    const replacements: SealedSecretsReplacement[] = [];
    for (const row of rows) {
      if (!stale(row.secret_ciphertext) && !stale(row.previous_secret_ciphertext) && !stale(row.headers_ciphertext)) continue;
      try {
        replacements.push({
          expected: row,
          secret_ciphertext: reseal(row.secret_ciphertext)!,
          previous_secret_ciphertext: reseal(row.previous_secret_ciphertext),
          headers_ciphertext: reseal(row.headers_ciphertext),
        });
        unopenable.delete(row.id);
      } catch {
        // The reason (which key, or damage) is the same for the report; the secret never appears in it.
        unopenable.add(row.id);
      }
    }
    return replacements;
  };

  const write = async (rows: SealedSecrets[]): Promise<void> => {
    let pending = rows;
    for (let reads = 0; pending.length > 0; reads++) {
      const replacements = resealed(pending);
      const changed = await replaceSealedSecrets(storage.db, replacements);
      for (const replacement of replacements) {
        if (changed.includes(replacement.expected.id)) continue;
        const { id, secret_ciphertext, previous_secret_ciphertext, headers_ciphertext } = replacement.expected;
        const values = [secret_ciphertext, previous_secret_ciphertext, headers_ciphertext].filter(stale).length;
        report.resealedEndpoints++;
        report.resealedValues += values;
        lateCount?.(id, values);
        unfinished.delete(id);
      }
      if (changed.length === 0) return;
      if (reads === MAX_REREADS) {
        for (const id of changed) unfinished.add(id);
        return;
      }
      report.rereads += changed.length;
      pending = await sealedSecretsOf(storage.db, changed);
    }
  };

  const walk = async (): Promise<void> => {
    report.endpoints = 0;
    for (let afterId = ''; ;) {
      const rows = await sealedSecretsAfter(storage.db, afterId, batchSize);
      if (rows.length === 0) break;
      report.endpoints += rows.length;
      afterId = rows[rows.length - 1]!.id;
      await write(rows);
    }
  };

  await walk();
  // A second walk finds what was sealed with another key while the first ran
  // (an endpoint made or rotated by a process still sealing with an earlier
  // key), which the first may have passed by.
  const leftByFirstWalk = new Set(unfinished);
  lateCount = (id, values) => {
    if (!leftByFirstWalk.has(id)) report.sealedMeanwhileWithOtherKeys += values;
  };
  await walk();
  report.unopenable = [...unopenable].sort();
  report.unfinished = [...unfinished].sort();
  return report;
}
