// The services of the database DATABASE_URL names, for an admin command:
// opened (migrations applied, so a fresh clone works), handed to the
// command's work, and closed. Which database and key it opened is said on
// stderr first (command-target.ts).
import type { Config } from '../config.ts';
import type { Services } from '../services/container.ts';
import { notice } from './notices.ts';

export async function withServices<T>(config: Config, work: (services: Services) => Promise<T>): Promise<T> {
  const { commandTarget, describeTarget } = await import('./command-target.ts');
  notice(describeTarget(commandTarget(config)));
  const [{ systemClock }, { loadMasterKey }, { createServices }, { openReachableStorage }, { migrateToLatest }] = await Promise.all([
    import('../clock.ts'),
    import('../crypto/secret-key.ts'),
    import('../services/container.ts'),
    import('../storage/reachable-storage.ts'),
    import('../storage/migrate.ts'),
  ]);
  const storage = await openReachableStorage(config.database, { poolSize: 2 });
  try {
    await migrateToLatest(storage);
    const services = createServices({ storage, config, clock: systemClock, masterKey: loadMasterKey(config) });
    try {
      return await work(services);
    } finally {
      await services.close();
    }
  } finally {
    await storage.close();
  }
}
