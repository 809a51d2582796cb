// `backup` and `restore` of a SQLite database (storage/sqlite-backup.ts). On
// PostgreSQL they say to use pg_dump and pg_restore, which do it better than
// a command of this service could (and need the server's own client tools).
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import type { DatabaseSummary } from '../storage/sqlite-backup.ts';
import { plural, type Command, type CommandResult } from './command.ts';
import { UsageError } from './usage-error.ts';

/** The SQLite file DATABASE_URL names; a clear refusal for PostgreSQL and in-memory databases. */
function sqliteFile(config: Config, postgresAdvice: string): string {
  if (config.database.dialect === 'postgres') throw new UsageError(`DATABASE_URL names a PostgreSQL database: ${postgresAdvice}`);
  const file = config.database.file;
  if (file === ':memory:') throw new UsageError('DATABASE_URL names an in-memory database: there is nothing to back up or restore');
  return file;
}

/** Which configured key each key id in `sealedWith` is, for the operator who must keep it with the backup. */
async function describeKeys(config: Config, sealedWith: Record<string, number>): Promise<{ lines: string[]; missing: string[] }> {
  const [{ masterKeyId }, { KEY_FILE_NAME, loadMasterKey }] = await Promise.all([
    import('../crypto/secret-box.ts'),
    import('../crypto/secret-key.ts'),
  ]);
  const keyFile = path.join(config.dataDir, KEY_FILE_NAME);
  const names = new Map<string, string>();
  // Never makes a key file: one made now would open nothing.
  if (config.secretEncryptionKey || fs.existsSync(keyFile)) {
    names.set(masterKeyId(loadMasterKey(config)), config.secretEncryptionKey ? 'SECRET_ENCRYPTION_KEY' : `the key file ${keyFile}`);
  }
  for (const key of config.secretEncryptionPreviousKeys) names.set(masterKeyId(key), 'in SECRET_ENCRYPTION_PREVIOUS_KEYS');
  const lines: string[] = [];
  const missing: string[] = [];
  for (const [keyId, count] of Object.entries(sealedWith)) {
    if (keyId === 'unnamed') {
      lines.push(`  ${plural(count, 'secret')} sealed before sealed values named their key (opened with each configured key)`);
      continue;
    }
    const name = names.get(keyId);
    if (!name) missing.push(keyId);
    lines.push(`  ${plural(count, 'secret')} sealed with master key ${keyId} (${name ?? 'not configured here'})`);
  }
  return { lines, missing };
}

function summaryJson(summary: DatabaseSummary) {
  return {
    bytes: summary.bytes,
    migrations: summary.migrations,
    webhook_endpoints: summary.webhookEndpoints,
    pending_deliveries: summary.pendingDeliveries,
    sealed_with: summary.sealedWith,
  };
}

export const BACKUP_COMMANDS: Record<string, Command> = {
  backup: {
    summary: 'Copy the SQLite database to a file, consistently, while the service runs (on PostgreSQL: use pg_dump)',
    options: {
      to: { type: 'string', help: 'the backup file to write (made 0600)', required: true },
      overwrite: { type: 'boolean', help: 'replace the file if it exists' },
    },
    async run(values, config): Promise<CommandResult> {
      const database = sqliteFile(
        config,
        'back it up with pg_dump --format=custom --file=FILE "$DATABASE_URL" (docs/operations.md#backups)',
      );
      const target = values.to as string;
      const { backupSqlite } = await import('../storage/sqlite-backup.ts');
      const summary = await backupSqlite(database, target, { overwrite: values.overwrite === true });
      const keys = await describeKeys(config, summary.sealedWith);
      const text = [
        `backed up ${database} to ${target} (${summary.bytes} bytes): ${plural(summary.webhookEndpoints, 'webhook endpoint')}, ${plural(summary.pendingDeliveries, 'pending delivery', 'pending deliveries')}`,
        ...(keys.lines.length > 0
          ? ['Its webhook secrets open only with the master key that sealed them; keep that key too, apart from the backup:', ...keys.lines]
          : []),
      ].join('\n');
      return { json: { database, file: target, ...summaryJson(summary) }, text };
    },
  },

  restore: {
    summary: 'Put a backup back in place of the SQLite database while the service is stopped (on PostgreSQL: use pg_restore)',
    options: {
      from: { type: 'string', help: 'the backup file (made by backup)', required: true },
    },
    async run(values, config): Promise<CommandResult> {
      const database = sqliteFile(config, 'restore a pg_dump file with pg_restore (docs/operations.md#backups)');
      const source = values.from as string;
      const [{ restoreSqlite }, { migrations }, { sqliteWorkerLock }] = await Promise.all([
        import('../storage/sqlite-backup.ts'),
        import('../storage/migrate.ts'),
        import('../storage/queue/coordination/worker-lock.ts'),
      ]);
      const summary = await restoreSqlite(database, source, Object.keys(migrations('sqlite')), sqliteWorkerLock(database));
      const keys = await describeKeys(config, summary.sealedWith);
      const text = [
        `restored ${source} into ${database}: ${plural(summary.webhookEndpoints, 'webhook endpoint')}, ${plural(summary.pendingDeliveries, 'pending delivery', 'pending deliveries')}, sent when the service starts (those sent after the backup was taken go again, with the same _id)`,
        ...keys.lines,
        ...(keys.missing.length > 0
          ? [
              `warning: master key ${keys.missing.join(', ')} is not configured: give it as SECRET_ENCRYPTION_KEY (or in SECRET_ENCRYPTION_PREVIOUS_KEYS) before starting the service, or those endpoints' deliveries wait`,
            ]
          : []),
      ].join('\n');
      return { json: { database, file: source, ...summaryJson(summary), missing_keys: keys.missing }, text };
    },
  },
};
