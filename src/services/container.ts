// Builds the services of one process: the storage's repositories and the
// process-wide state, handed to each service that needs them. The only place
// where services are wired; everything else (routes, the CLI, the server, the
// tests) takes a finished Services.
import { EndpointStatsService } from './endpoint-stats-service.ts';
import { LocalListenerService } from './local-listener-service.ts';
import { ReceiverCheckService } from './receiver-check.ts';
import { WebhookTestLimits } from './webhook-test-limits.ts';
import { EventFeedService } from './event-feed-service.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { SecretBox } from '../crypto/secret-box.ts';
import { SessionTokenMinter } from '../crypto/tokens.ts';
import { CommitSignal } from '../delivery/commit-signal.ts';
import type { Storage } from '../storage/database.ts';
import { commitGroupsOf } from '../storage/group-commit.ts';
import { Store } from '../storage/store.ts';
import type { Tracing } from '../tracing/tracing.ts';
import { failureReason, smtpTransport } from '../mail/smtp-transport.ts';
import { MessageSender } from '../mail/message-sender.ts';
import { ApiRateLimiter } from './api-rate-limiter.ts';
import { AuthService } from './auth-service.ts';
import { BackgroundCheckService } from './background-check-service.ts';
import { CandidateService } from './candidate-service.ts';
import { CompanyService } from './company-service.ts';
import { ConversationService } from './conversation-service.ts';
import { HealthService } from './health-service.ts';
import { IdempotencyService } from './idempotency-service.ts';
import { LastUseRecorder } from './last-use-recorder.ts';
import { NoteService } from './note-service.ts';
import { CandidateFileService } from './candidate-file-service.ts';
import { CandidateFromResumeService } from './candidate-from-resume-service.ts';
import { CompanyTemplateService } from './company-template-service.ts';
import { CompanyMetadataService } from './company-metadata-service.ts';
import { CandidateAttributeService } from './candidate-attribute-service.ts';
import { CandidateStreamService } from './candidate-stream-service.ts';
import { CandidateHistoryService } from './candidate-history-service.ts';
import { CandidateScorecardService } from './candidate-scorecard-service.ts';
import { PipelineService } from './pipeline-service.ts';
import { PositionService } from './position-service.ts';
import { QuestionnaireService } from './questionnaire-service.ts';
import { readResumeOnThread } from './resume-thread.ts';
import { SetupService } from './setup-service.ts';
import { SigninRateLimiter } from './signin-rate-limiter.ts';
import { UserService } from './user-service.ts';
import { WebhookDeliveryService } from './webhook-delivery-service.ts';
import { WebhookEndpointService } from './webhook-endpoint-service.ts';

export interface ServiceOptions {
  storage: Storage;
  config: Config;
  clock: Clock;
  masterKey: Buffer;
  onBackgroundError?: (error: unknown) => void;
  /** The outbox writes' spans, when tracing is on (OTEL_*). */
  tracing?: Tracing;
}

/** Process-wide state: one of each per process, shared by the services of every transaction. */
interface ProcessState {
  lastUse: LastUseRecorder;
  limiter: SigninRateLimiter;
  secretBox: SecretBox;
  minter: SessionTokenMinter;
  commits: CommitSignal;
  messageSender: MessageSender | undefined;
  tracing: Tracing | undefined;
  rateLimiter: ApiRateLimiter | undefined;
  webhookTestLimits: WebhookTestLimits;
}

export interface Services {
  /** The process's storage; opened and closed by whoever made the services. */
  storage: Storage;
  config: Config;
  clock: Clock;
  /** Opens the webhook secrets that the delivery worker signs with. */
  secretBox: SecretBox;
  /** Fired after every commit that queued deliveries: what wakes this process's workers. */
  commits: CommitSignal;
  auth: AuthService;
  users: UserService;
  companies: CompanyService;
  webhookEndpoints: WebhookEndpointService;
  /** The delivery log of endpoints and its controls (retry, recover, test). */
  webhookDeliveries: WebhookDeliveryService;
  /** The events feed (GET /events). */
  eventFeed: EventFeedService;
  /** An endpoint's delivery health (GET .../stats). */
  endpointStats: EndpointStatsService;
  receiverCheck: ReceiverCheckService;
  /** The bounds on receiver checks and test events: per company, checks at once, one connection pool. */
  webhookTestLimits: WebhookTestLimits;
  /** The endpoint of `recruiting-api listen`, a receiver on the operator's machine. */
  localListeners: LocalListenerService;
  pipelines: PipelineService;
  positions: PositionService;
  candidates: CandidateService;
  notes: NoteService;
  candidateFiles: CandidateFileService;
  /** Adding a candidate from a resume (POST .../candidates/resume). */
  candidatesFromResumes: CandidateFromResumeService;
  candidateAttributes: CandidateAttributeService;
  candidateStreams: CandidateStreamService;
  candidateHistory: CandidateHistoryService;
  candidateScorecards: CandidateScorecardService;
  /** Departments, position categories and custom fields (the company's lists). */
  companyMetadata: CompanyMetadataService;
  /** The company's email and questionnaire templates. */
  companyTemplates: CompanyTemplateService;
  conversations: ConversationService;
  backgroundChecks: BackgroundCheckService;
  questionnaires: QuestionnaireService;
  /** Kept answers of creates sent with an Idempotency-Key. */
  idempotency: IdempotencyService;
  /** The request rate limit per token and per user (API_RATE_LIMIT, API_USER_RATE_LIMIT); undefined when it is off. */
  rateLimiter: ApiRateLimiter | undefined;
  /**
   * Emails queued candidate messages, when a mail server is configured
   * (SMTP_URL); started by the server process (start()), stopped by close().
   */
  messageSender: MessageSender | undefined;
  health: HealthService;
  setup: SetupService;
  /**
   * Runs `work` with the same services over one transaction: everything it
   * writes commits together, or nothing does (a throw or a killed process).
   * Service methods called inside join that transaction; process-wide state
   * (last uses, sign-in limits, the commit signal) is shared.
   */
  transaction<T>(work: (scoped: Services) => Promise<T>): Promise<T>;
  /** Work to finish before the database closes. */
  close(): Promise<void>;
}

export function createServices({ storage, config, clock, masterKey, onBackgroundError, tracing }: ServiceOptions): Services {
  // SQLite's group commit runs a group's units in the first one's turn: each is bound to its request's span instead.
  if (tracing && storage.dialect === 'sqlite') commitGroupsOf(storage).bindUnit = (work) => tracing.bind(work);
  const commits = new CommitSignal();
  const store = new Store(storage, (endpointIds) => commits.notify(endpointIds));
  const state: ProcessState = {
    // Last uses are written outside any request's transaction, through the process's own repository.
    lastUse: new LastUseRecorder(store.repos.credentials, clock, {
      granularityMs: 60_000,
      flushDelayMs: 1_000,
      onError: onBackgroundError ?? (() => {}),
    }),
    limiter: new SigninRateLimiter(clock),
    secretBox: new SecretBox(masterKey, config.secretEncryptionPreviousKeys),
    minter: new SessionTokenMinter(masterKey),
    commits,
    // Over the process's store: it claims and records messages in transactions of its own, never a request's.
    messageSender: config.mail
      ? new MessageSender({
          messages: store.repos.messages,
          transport: smtpTransport(config.mail),
          clock,
          describeFailure: (error) => failureReason(error, config.mail!.smtpUrl),
          onError: onBackgroundError ?? (() => {}),
        })
      : undefined,
    tracing,
    rateLimiter: config.rateLimit ? new ApiRateLimiter({ storage, clock, config: config.rateLimit }) : undefined,
    webhookTestLimits: new WebhookTestLimits({ storage, clock, config }),
  };
  return assemble(store, config, clock, state);
}

/** The services over `store`: the process's database, or one transaction. */
function assemble(store: Store, config: Config, clock: Clock, state: ProcessState): Services {
  const { repos } = store;
  const { region } = config;
  const { lastUse, limiter, secretBox, minter, commits, messageSender, tracing, webhookTestLimits } = state;
  const webhookEndpoints = new WebhookEndpointService({ store, config, clock, secretBox });
  return {
    storage: store.storage,
    config,
    clock,
    secretBox,
    commits,
    auth: new AuthService({
      users: repos.users,
      credentials: repos.credentials,
      clock,
      region,
      minter,
      lastUse,
      limiter,
      passwordHashCost: config.passwordHashCost,
    }),
    users: new UserService({ users: repos.users, clock, region, passwordHashCost: config.passwordHashCost }),
    companies: new CompanyService({ companies: repos.companies, users: repos.users, store, clock, region }),
    webhookEndpoints,
    webhookDeliveries: new WebhookDeliveryService({ store, config, clock, endpoints: webhookEndpoints, tracing, secretBox }),
    eventFeed: new EventFeedService({ store, config, clock }),
    endpointStats: new EndpointStatsService({ store, clock }),
    receiverCheck: new ReceiverCheckService({ config, clock, secretBox, limits: webhookTestLimits }),
    webhookTestLimits,
    localListeners: new LocalListenerService({ store, config, secretBox, endpoints: webhookEndpoints }),
    pipelines: new PipelineService(),
    positions: new PositionService({ store, clock, region, tracing }),
    candidates: new CandidateService({ store, clock, region, tracing }),
    notes: new NoteService({ store, clock, region, tracing }),
    candidateFiles: new CandidateFileService({ store, clock, region }),
    candidatesFromResumes: new CandidateFromResumeService({ store, clock, region, tracing, readResume: readResumeOnThread }),
    candidateAttributes: new CandidateAttributeService({ store, clock, region }),
    candidateStreams: new CandidateStreamService({ store, clock, region }),
    candidateHistory: new CandidateHistoryService({ store, clock, region }),
    candidateScorecards: new CandidateScorecardService({ store, clock, region }),
    companyMetadata: new CompanyMetadataService({ store }),
    companyTemplates: new CompanyTemplateService({ store, clock, region }),
    conversations: new ConversationService({ store, clock, region, onQueued: messageSender && (() => messageSender.wake()) }),
    backgroundChecks: new BackgroundCheckService({ store, clock, region }),
    questionnaires: new QuestionnaireService({ store, clock, region }),
    idempotency: new IdempotencyService({ keys: repos.idempotencyKeys, clock }),
    rateLimiter: state.rateLimiter,
    messageSender,
    health: new HealthService({ meta: repos.meta, dialect: store.dialect, writeBlocker: () => store.storage.writeBlocker() }),
    setup: new SetupService({ meta: repos.meta, users: repos.users, clock }),
    transaction: (work) => store.transaction((tx) => work(assemble(tx, config, clock, state))),
    close: async () => {
      await messageSender?.stop();
      await webhookTestLimits.close();
      await lastUse.flush();
    },
  };
}
