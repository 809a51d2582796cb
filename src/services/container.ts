// Builds every repository and service of one process from its storage and config.
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Storage } from '../storage/database.ts';
import { CompaniesRepository } from '../storage/repositories/companies-repository.ts';
import { CredentialsRepository } from '../storage/repositories/credentials-repository.ts';
import { MetaRepository } from '../storage/repositories/meta-repository.ts';
import { UsersRepository } from '../storage/repositories/users-repository.ts';
import { EventOutbox } from '../delivery/event-outbox.ts';
import { AuthService } from './auth-service.ts';
import { CompanyService } from './company-service.ts';
import { LastUseRecorder } from './last-use-recorder.ts';
import { SecretBox } from './secret-box.ts';
import { SigninRateLimiter } from './signin-rate-limiter.ts';
import { SessionTokenMinter } from './tokens.ts';
import { RecruitingService } from './recruiting-service.ts';
import { UserService } from './user-service.ts';
import { WebhookEndpointService } from './webhook-endpoint-service.ts';

export interface ServiceOptions {
  storage: Storage;
  config: Config;
  clock: Clock;
  masterKey: Buffer;
  onBackgroundError?: (error: unknown) => void;
}

/** What every domain service may use. */
export interface CoreDeps {
  storage: Storage;
  config: Config;
  clock: Clock;
  outbox: EventOutbox;
  secretBox: SecretBox;
}

export function createServices(options: ServiceOptions): Services {
  const services = buildServices(options);
  return {
    ...services,
    transaction: (work) =>
      options.storage.db.transaction().execute((trx) => work(createServices({ ...options, storage: { ...options.storage, db: trx } }))),
  };
}

function buildServices(options: ServiceOptions) {
  const { storage, config, clock, masterKey, onBackgroundError } = options;
  const { db } = storage;
  const region = config.region;
  const users = new UsersRepository(db);
  const companies = new CompaniesRepository(db);
  const credentials = new CredentialsRepository(db);
  const meta = new MetaRepository(db);
  const lastUse = new LastUseRecorder(credentials, clock, {
    granularityMs: 60_000,
    flushDelayMs: 1_000,
    onError: onBackgroundError ?? (() => {}),
  });
  const limiter = new SigninRateLimiter(clock);
  const secretBox = new SecretBox(masterKey);
  const outbox = new EventOutbox({ dialect: storage.dialect, region, clock });
  const core: CoreDeps = { storage, config, clock, outbox, secretBox };
  return {
    storage,
    config,
    clock,
    secretBox,
    outbox,
    repositories: { users, companies, credentials, meta },
    lastUse,
    limiter,
    auth: new AuthService({ users, credentials, clock, region, minter: new SessionTokenMinter(masterKey), lastUse, limiter }),
    users: new UserService({ users, clock, region }),
    companies: new CompanyService({ companies, users, clock, region }),
    webhookEndpoints: new WebhookEndpointService(core),
    recruiting: new RecruitingService(core),
    /** Work to finish before the database closes. */
    async close(): Promise<void> {
      await lastUse.flush();
    },
  };
}

export type Services = ReturnType<typeof buildServices> & {
  /**
   * Runs `work` with the same services over one transaction: everything it
   * writes commits together, or nothing does (a throw or a killed process).
   */
  transaction<T>(work: (scoped: Services) => Promise<T>): Promise<T>;
};
