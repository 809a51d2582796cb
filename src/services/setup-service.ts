// One-time set-up of an installation (the demo workspace): what has been done
// once is recorded in `meta`, so it happens once per database, never again.
import { isoTime, type Clock } from '../clock.ts';
import type { MetaRepository } from '../storage/repositories/meta-repository.ts';
import type { UsersRepository } from '../storage/repositories/users-repository.ts';

export class SetupService {
  constructor(private readonly deps: { meta: MetaRepository; users: UsersRepository; clock: Clock }) {}

  /** Whether the one-time job `key` has been done (claimed) on this database. */
  async done(key: string): Promise<boolean> {
    return (await this.deps.meta.get(key)) !== undefined;
  }

  /** Whether nobody has any account yet. */
  async hasNoUsers(): Promise<boolean> {
    return (await this.deps.users.count()) === 0;
  }

  /**
   * Claims the one-time job `key`; false when it was claimed already. In a
   * transaction, a second process claiming at the same moment waits for the
   * first, then finds the claim taken; a rollback undoes the claim too.
   */
  claim(key: string): Promise<boolean> {
    return this.deps.meta.setOnce(key, isoTime(this.deps.clock.now()));
  }
}
