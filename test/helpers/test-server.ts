// A real server on a real port over a fresh database, with a controllable
// clock and captured logs, plus fixtures made through the services.
import { Writable } from 'node:stream';
import { ManualClock } from '../../src/clock.ts';
import { loadConfig } from '../../src/config.ts';
import type { DeliveryWorker } from '../../src/delivery/delivery-worker.ts';
import { startServer, type RunningServer } from '../../src/server.ts';
import type { RetentionJob } from '../../src/jobs/retention-job.ts';
import type { UserDetails } from '../../src/schemas/user.ts';
import type { Services } from '../../src/services/container.ts';
import type { TestDatabase, TestDialect } from './dialects.ts';
import { TEST_SETTINGS } from './test-settings.ts';

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  /** Sent as is, without JSON encoding. */
  rawBody?: string;
  headers?: Record<string, string>;
}

/** A user made for a test: the fields tests use most, the password it signs in with, and the user as the API shows it. */
export interface UserFixture {
  id: string;
  email: string;
  name: string;
  is_partner: boolean;
  password: string;
  view: UserDetails;
}

export interface CompanyFixture {
  id: string;
  name: string;
  plan: 'pro' | 'free';
}

export class TestServer {
  constructor(
    readonly server: RunningServer,
    readonly database: TestDatabase,
    readonly clock: ManualClock,
    /** Every log line the server wrote, at trace level. */
    readonly logs: string[],
  ) {}

  get url(): string {
    return this.server.url;
  }

  get services(): Services {
    return this.server.services;
  }

  get retention(): RetentionJob {
    if (!this.server.retention) throw new Error('this test server runs no retention (role api)');
    return this.server.retention;
  }

  get worker(): DeliveryWorker {
    if (!this.server.worker) throw new Error('this test server runs no delivery worker');
    return this.server.worker;
  }

  async request<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token !== undefined) headers.authorization ??= `Bearer ${options.token}`;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(this.url + path, { method, headers, body });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  get<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }
  post<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('POST', path, options);
  }
  put<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('PUT', path, options);
  }
  delete<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, options);
  }

  async createUser(input: { email?: string; password?: string; name?: string; partner?: boolean } = {}): Promise<UserFixture> {
    const password = input.password ?? 'correct horse battery';
    const user = await this.services.users.create({
      email: input.email ?? `user-${Math.random().toString(36).slice(2)}@example.com`,
      password,
      name: input.name ?? 'Test User',
      partner: input.partner,
    });
    return { id: user._id, email: user.email_address, name: user.name, is_partner: user.is_partner, password, view: user };
  }

  async createCompany(input: { name?: string; plan?: 'pro' | 'free' } = {}): Promise<CompanyFixture> {
    const company = await this.services.companies.create({ name: input.name ?? 'Acme', plan: input.plan ?? 'pro' });
    return { id: company._id, name: company.name, plan: company.plan };
  }

  async addMember(companyId: string, userId: string): Promise<void> {
    await this.services.companies.addMember(companyId, userId);
  }

  async createPat(userId: string, name = 'test'): Promise<string> {
    return (await this.services.auth.createPersonalAccessToken(userId, name)).token;
  }

  /** A Pro company with one member holding a PAT: the usual starting point. */
  async createWorkspace(input: { plan?: 'pro' | 'free'; partner?: boolean } = {}) {
    const company = await this.createCompany({ plan: input.plan });
    const user = await this.createUser({ partner: input.partner });
    await this.addMember(company.id, user.id);
    const token = await this.createPat(user.id);
    return { company, user, token };
  }

  async close(): Promise<void> {
    await this.server.close();
    await this.database.drop();
  }
}

/** The system clock behind the ManualClock interface; `advance` is refused. */
class SystemClockForTests extends ManualClock {
  override now(): number {
    return Date.now();
  }
  override advance(): void {
    throw new Error('this test server runs on real time');
  }
}

export async function startTestServer(
  dialect: TestDialect,
  options: {
    env?: Record<string, string>;
    role?: 'all' | 'api' | 'worker';
    database?: TestDatabase;
    realClock?: boolean;
    /** A built web console to serve at /; by default none, whatever dist/ holds. */
    consoleDir?: string;
    /** Real milliseconds between retention runs (default: a minute). */
    retentionIntervalMs?: number;
    /** Delivery worker settings beyond the configuration. */
    worker?: NonNullable<Parameters<typeof startServer>[1]>['worker'];
    /** Make the demo workspace on this first start (test databases are never the default one). */
    demo?: boolean;
  } = {},
): Promise<TestServer> {
  const database = options.database ?? (await dialect.createDatabase());
  // Delivery tests run on real time with short configured delays; the rest move a manual clock.
  const clock = options.realClock ? new SystemClockForTests() : new ManualClock(Date.now());
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk));
      callback();
    },
  });
  const config = loadConfig({
    ...TEST_SETTINGS,
    DATABASE_URL: database.url,
    PORT: '0',
    DATA_DIR: database.dataDir,
    LOG_LEVEL: 'trace',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    ...options.env,
  });
  const server = await startServer(config, {
    // The manual clock and the worker settings live in this thread: the engine runs beside them.
    deliveryEngine: 'in-process',
    clock,
    quiet: true,
    logStream,
    role: options.role,
    consoleDir: options.consoleDir ?? null,
    retentionIntervalMs: options.retentionIntervalMs,
    worker: options.worker,
    demo: options.demo,
  });
  return new TestServer(server, database, clock, logs);
}
