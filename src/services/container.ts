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

/** Process-wide state: one of each per process, shared by the services of every transaction. */
interface SharedState {
  lastUse: LastUseRecorder;
  limiter: SigninRateLimiter;
  secretBox: SecretBox;
  outbox: EventOutbox;
  minter: SessionTokenMinter;
}

export function createServices({ storage, config, clock, masterKey, onBackgroundError }: ServiceOptions): Services {
  const credentials = new CredentialsRepository(storage.db);
  const shared: SharedState = {
    // Last uses are written outside any request's transaction, through the process's own repository.
    lastUse: new LastUseRecorder(credentials, clock, {
      granularityMs: 60_000,
      flushDelayMs: 1_000,
      onError: onBackgroundError ?? (() => {}),
    }),
    limiter: new SigninRateLimiter(clock),
    secretBox: new SecretBox(masterKey),
    outbox: new EventOutbox({ dialect: storage.dialect, region: config.region, clock }),
    minter: new SessionTokenMinter(masterKey),
  };
  return assemble(storage, config, clock, shared, credentials);
}

/** Repositories and services over `storage.db`, which is the process's database or one transaction. */
function assemble(storage: Storage, config: Config, clock: Clock, shared: SharedState, credentials?: CredentialsRepository): Services {
  return {
    ...assembleOver(storage, config, clock, shared, credentials),
    transaction: (work) => storage.db.transaction().execute((trx) => work(assemble({ ...storage, db: trx }, config, clock, shared))),
  };
}

function assembleOver(
  storage: Storage,
  config: Config,
  clock: Clock,
  { lastUse, limiter, secretBox, outbox, minter }: SharedState,
  credentials = new CredentialsRepository(storage.db),
) {
  const { db } = storage;
  const region = config.region;
  const users = new UsersRepository(db);
  const companies = new CompaniesRepository(db);
  const meta = new MetaRepository(db);
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
    auth: new AuthService({ users, credentials, clock, region, minter, lastUse, limiter }),
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

export type Services = ReturnType<typeof assembleOver> & {
  /**
   * Runs `work` with the same services over one transaction: everything it
   * writes commits together, or nothing does (a throw or a killed process).
   * Process-wide state (last uses, sign-in limits, the outbox) is shared.
   */
  transaction<T>(work: (scoped: Services) => Promise<T>): Promise<T>;
};
