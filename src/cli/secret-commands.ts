// `secrets rekey`: re-seal every stored webhook secret with the current
// master key (services/secret-rekey.ts), the step of a key rotation between
// giving every process the new key (the old one in
// SECRET_ENCRYPTION_PREVIOUS_KEYS) and removing the old key.
import { plural, type Command } from './command.ts';
import { UsageError } from './usage-error.ts';
import { notice } from './notices.ts';

export const SECRET_COMMANDS: Record<string, Command> = {
  'secrets rekey': {
    summary:
      'Re-seal every stored webhook secret with SECRET_ENCRYPTION_KEY (or the key file), in small batches, while the service runs; then the keys in SECRET_ENCRYPTION_PREVIOUS_KEYS can be removed',
    options: {
      'batch-size': { type: 'string', help: 'endpoints per transaction (default 100, 1 to 10000)' },
      'allow-empty': {
        type: 'boolean',
        help: 'succeed on a database without webhook secrets too (by default that is an error: usually the wrong database)',
      },
    },
    async run(values, config) {
      const raw = values['batch-size'] as string | undefined;
      const batchSize = raw === undefined ? undefined : Number(raw);
      if (batchSize !== undefined && !(/^\d+$/.test(raw!) && batchSize >= 1 && batchSize <= 10_000)) {
        throw new UsageError(`--batch-size must be a whole number from 1 to 10000, got "${raw}"`);
      }
      const { commandTarget, describeTarget } = await import('./command-target.ts');
      const target = commandTarget(config);
      notice(describeTarget(target));
      // Never made here: a new database has nothing to re-seal, and a new key opens nothing.
      if (target.databaseIsNew) {
        throw new UsageError(
          `no database at ${target.database}: DATABASE_URL (by default data/recruiting.db) is relative to the working directory; run this where the service runs, or set DATABASE_URL`,
        );
      }
      if (target.keyIsNew) {
        throw new UsageError(
          `no key file at ${target.key}: DATA_DIR (by default the database's directory) names where it is; set it, or give the key as SECRET_ENCRYPTION_KEY`,
        );
      }
      const [{ loadMasterKey }, { SecretBox }, { openStorage }, { migrateToLatest }, { rekeySecrets }] = await Promise.all([
        import('../crypto/secret-key.ts'),
        import('../crypto/secret-box.ts'),
        import('../storage/database.ts'),
        import('../storage/migrate.ts'),
        import('../services/secret-rekey.ts'),
      ]);
      const secretBox = new SecretBox(loadMasterKey(config), config.secretEncryptionPreviousKeys);
      const storage = openStorage(config.database, { poolSize: 2 });
      try {
        await migrateToLatest(storage);
        const report = await rekeySecrets({ storage, secretBox }, { batchSize });
        const done = `re-sealed ${plural(report.resealedValues, 'secret')} of ${plural(report.resealedEndpoints, 'endpoint')} with key ${report.keyId} (${plural(report.endpoints, 'endpoint')} in all)`;
        const left = [...report.unopenable, ...report.unfinished];
        if (left.length > 0) {
          const problems = [];
          if (report.unopenable.length > 0) {
            problems.push(
              `the secrets of ${plural(report.unopenable.length, 'endpoint')} open with none of the configured keys (${report.unopenable.join(', ')}): add the key that sealed them to SECRET_ENCRYPTION_PREVIOUS_KEYS and run this again, or delete or recreate those endpoints`,
            );
          }
          if (report.unfinished.length > 0) {
            problems.push(
              `${plural(report.unfinished.length, 'endpoint')} kept changing meanwhile (${report.unfinished.join(', ')}): run this again`,
            );
          }
          throw new Error(`${done}, but ${problems.join('; ')}. Keep the earlier keys until this succeeds.`);
        }
        if (report.endpoints === 0 && values['allow-empty'] !== true) {
          throw new UsageError(
            `${target.database} has no webhook secrets to re-seal: is it the service's database? (--allow-empty accepts a database without endpoints)`,
          );
        }
        const json = {
          database: target.database,
          key_id: report.keyId,
          endpoints: report.endpoints,
          resealed_endpoints: report.resealedEndpoints,
          resealed_secrets: report.resealedValues,
          sealed_meanwhile_with_other_keys: report.sealedMeanwhileWithOtherKeys,
        };
        const warning =
          report.sealedMeanwhileWithOtherKeys > 0
            ? `\nwarning: ${plural(report.sealedMeanwhileWithOtherKeys, 'secret was', 'secrets were')} sealed with an earlier key while this ran (and re-sealed since): some process still runs with an earlier SECRET_ENCRYPTION_KEY. Restart it with the new key and run this again before removing the earlier keys.`
            : '\nevery stored secret is sealed with the current key: SECRET_ENCRYPTION_PREVIOUS_KEYS can be removed.';
        return { json, text: done + warning };
      } finally {
        await storage.close();
      }
    },
  },
};
