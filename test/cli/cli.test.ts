// The admin command line, run in the test's process (runCommand), and as a
// process from the server's build where that build is what is tested.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../../src/config.ts';
import { startServer, type RunningServer } from '../../src/server.ts';
import { cliProcess, runCli, type CliResult } from '../helpers/cli.ts';
import { postgres, sqlite, type TestDatabase } from '../helpers/dialects.ts';

/** The command line, run in this process (runCommand) on `database`, with `env` added to its environment. */
const cli = (database: TestDatabase, args: string[], env: Record<string, string> = {}): Promise<CliResult> =>
  runCli(args, { DATABASE_URL: database.url, DATA_DIR: database.dataDir, ...env });

/** The one JSON object a --json command prints, and nothing else. */
function onlyJson(result: CliResult): any {
  assert.equal(result.code, 0, `exit ${result.code}: ${result.stderr}`);
  const lines = result.stdout.split('\n').filter((line) => line !== '');
  assert.equal(lines.length, 1, `expected one line on stdout, got:\n${result.stdout}`);
  const value = JSON.parse(lines[0]!);
  assert.ok(value && typeof value === 'object' && !Array.isArray(value), 'one JSON object');
  return value;
}

function assertFailure(result: CliResult, pattern: RegExp): void {
  assert.notEqual(result.code, 0, 'exit status must be non-zero');
  assert.equal(result.stdout, '', 'nothing on stdout');
  assert.match(result.stderr, pattern);
}

describe('recruiting-api CLI [sqlite]', () => {
  let database: TestDatabase;
  before(async () => {
    database = await sqlite.createDatabase();
  });
  after(() => database?.drop());

  let user: any;
  let company: any;
  let pat: any;

  it('migrate --json applies the migrations once', async () => {
    const first = onlyJson(await cli(database, ['migrate', '--json']));
    assert.ok(Array.isArray(first.applied));
    assert.ok(first.applied.includes('0001-foundation'), JSON.stringify(first));
    assert.deepEqual(onlyJson(await cli(database, ['migrate', '--json'])), { applied: [] });
  });

  it('user create --json prints the User', async () => {
    user = onlyJson(
      await cli(database, [
        'user',
        'create',
        '--email',
        'Grace@Example.com',
        '--password',
        'hopper-1906',
        '--name',
        'Grace Hopper',
        '--json',
      ]),
    );
    assert.match(user._id, /^[0-9a-f]{12}$/);
    assert.equal(user.email_address, 'grace@example.com');
    assert.equal(user.name, 'Grace Hopper');
    assert.equal(user.username, 'grace');
    assert.equal(user.initial, 'GH');
    assert.equal(user.verified_email, false);
    assert.equal(user.signature, null);
    assert.equal(user.is_partner, false);
    assert.ok(!Number.isNaN(Date.parse(user.creation_date)));
    assert.ok(!Number.isNaN(Date.parse(user.updated_date)));
    assert.ok(!JSON.stringify(user).includes('hopper-1906'));
  });

  it('company create --json prints the company', async () => {
    company = onlyJson(await cli(database, ['company', 'create', '--name', 'Navy Labs', '--plan', 'pro', '--json']));
    assert.match(company._id, /^[0-9a-f]{12}$/);
    assert.equal(company.name, 'Navy Labs');
    assert.equal(company.plan, 'pro');
  });

  it('member add --json adds the membership once', async () => {
    const args = ['member', 'add', '--company', company._id, '--user', user._id, '--json'];
    assert.deepEqual(onlyJson(await cli(database, args)), { company_id: company._id, user_id: user._id, added: true });
    assert.equal(onlyJson(await cli(database, args)).added, false);
  });

  it('token create --json prints {id, name, token}', async () => {
    pat = onlyJson(await cli(database, ['token', 'create', '--user', user._id, '--name', 'ci', '--json']));
    assert.match(pat.id, /^[0-9a-f]{12}$/);
    assert.equal(pat.name, 'ci');
    assert.match(pat.token, /^rs_pat_[A-Za-z0-9_-]{43}$/);
  });

  describe('against a server on the same database', () => {
    let server: RunningServer;
    before(async () => {
      const config = loadConfig({ DATABASE_URL: database.url, DATA_DIR: database.dataDir, PORT: '0', LOG_LEVEL: 'silent' });
      server = await startServer(config, { quiet: true, role: 'api' });
    });
    after(() => server?.close());

    const api = async (urlPath: string, init: RequestInit = {}) => {
      const res = await fetch(server.url + urlPath, init);
      return { status: res.status, body: (await res.json()) as any };
    };
    const withToken = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

    it('the CLI-made user, company, membership and token work', async () => {
      const res = await api('/v3/companies', withToken(pat.token));
      assert.equal(res.status, 200);
      assert.deepEqual(
        res.body.map((c: any) => [c._id, c.name, c.plan]),
        [[company._id, 'Navy Labs', 'pro']],
      );
      const signin = await api('/v3/signin', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'grace@example.com', password: 'hopper-1906' }),
      });
      assert.equal(signin.status, 200);
      assert.equal(signin.body.user._id, user._id);
    });

    it('no demo workspace was made on a database that already had users', async () => {
      const res = await api('/v3/companies', withToken(pat.token));
      assert.ok(!res.body.some((c: any) => c.name === 'Demo Company'));
      assert.equal((await server.services.storage.db.selectFrom('users').select('id').execute()).length, 1);
    });

    it('company set-plan changes the plan', async () => {
      const changed = onlyJson(await cli(database, ['company', 'set-plan', '--company', company._id, '--plan', 'free', '--json']));
      assert.equal(changed._id, company._id);
      assert.equal(changed.plan, 'free');
      assert.equal((await api('/v3/companies', withToken(pat.token))).body[0].plan, 'free');
    });

    it('token list shows the tokens without their secret', async () => {
      const second = onlyJson(await cli(database, ['token', 'create', '--user', user._id, '--name', 'laptop', '--json']));
      const result = await cli(database, ['token', 'list', '--user', user._id, '--json']);
      const list = onlyJson(result);
      assert.deepEqual(
        list.data.map((t: any) => [t.id, t.name, t.revoked_at]),
        [
          [pat.id, 'ci', null],
          [second.id, 'laptop', null],
        ],
      );
      assert.ok(!result.stdout.includes(pat.token));
      assert.ok(!result.stdout.includes(second.token));
    });

    it('token revoke makes the token answer 401 revokedAccessToken', async () => {
      const revoked = onlyJson(await cli(database, ['token', 'revoke', '--id', pat.id, '--json']));
      assert.equal(revoked.id, pat.id);
      assert.equal(revoked.revoked_now, true);
      assert.ok(!Number.isNaN(Date.parse(revoked.revoked_at)));
      const res = await api('/v3/companies', withToken(pat.token));
      assert.equal(res.status, 401);
      assert.equal(res.body.error.type, 'revokedAccessToken');
      assert.equal(onlyJson(await cli(database, ['token', 'revoke', '--id', pat.id, '--json'])).revoked_now, false);
      const list = onlyJson(await cli(database, ['token', 'list', '--user', user._id, '--json']));
      assert.ok(list.data.find((t: any) => t.id === pat.id).revoked_at);
    });

    it('member remove takes the company away at once', async () => {
      const token = onlyJson(await cli(database, ['token', 'create', '--user', user._id, '--name', 'x', '--json'])).token;
      const removed = onlyJson(await cli(database, ['member', 'remove', '--company', company._id, '--user', user._id, '--json']));
      assert.equal(removed.removed, true);
      assert.deepEqual((await api('/v3/companies', withToken(token))).body, []);
    });

    it('openapi prints the document the server serves, without touching the database', async () => {
      const served = await api('/v3/openapi.json');
      assert.deepEqual(onlyJson(await cli(database, ['openapi', '--json'])), served.body);
      // No database at all: the document needs none. From the server's build (which the test runner
      // brings up to date), as an installed service runs: the bundle holds the whole app.
      const printed = await cliProcess(['openapi'], {
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
        RECRUITING_API_REQUIRE_BUILD: '1',
      });
      assert.equal(printed.code, 0, printed.stderr);
      assert.deepEqual(JSON.parse(printed.stdout), served.body);
    });
  });

  it('--help on each command exits 0 and prints its usage on stdout', async () => {
    const commands = [
      'serve',
      'migrate',
      'openapi',
      'user create',
      'user set-password',
      'user delete',
      'company create',
      'company set-plan',
      'company delete',
      'member add',
      'member remove',
      'token create',
      'token list',
      'token revoke',
    ];
    const results = await Promise.all(commands.map((name) => cli(database, [...name.split(' '), '--help'])));
    results.forEach((result, i) => {
      assert.equal(result.code, 0, `${commands[i]} --help: ${result.stderr}`);
      assert.ok(result.stdout.startsWith(`Usage: recruiting-api ${commands[i]}`), result.stdout);
      assert.equal(result.stderr, '');
    });
    const overview = await cli(database, ['--help']);
    assert.equal(overview.code, 0);
    for (const name of commands) assert.ok(overview.stdout.includes(name), name);
  });

  it('prints text for people without --json', async () => {
    const result = await cli(database, ['company', 'create', '--name', 'Plain']);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /^created company [0-9a-f]{12} "Plain" on the pro plan\n$/);
  });

  // The cases are asked together and answered one at a time (runCli takes turns).
  const mistakes: Array<[string, string[], RegExp, Record<string, string>?]> = [
    ['a missing --email', ['user', 'create', '--password', 'long enough', '--name', 'N', '--json'], /--email is required/],
    ['an unknown option', ['migrate', '--frobnicate'], /frobnicate/],
    ['an unknown command', ['frobnicate', '--json'], /unknown command/],
    ['a bad plan', ['company', 'create', '--name', 'X', '--plan', 'gold', '--json'], /plan/i],
    ['an unknown token id', ['token', 'revoke', '--id', 'abcdefabcdef', '--json'], /abcdefabcdef/],
    ['a bad configuration', ['migrate', '--json'], /REGION/, { REGION: 'mars' }],
  ];
  let mistakeResults: Promise<CliResult[]> | undefined;
  const mistakeResult = (i: number) => {
    mistakeResults ??= Promise.all(mistakes.map(([, args, , env]) => cli(database, args, env)));
    return mistakeResults.then((all) => all[i]!);
  };
  mistakes.forEach(([what, , pattern], i) => {
    it(`fails with a message on stderr and nothing on stdout for ${what}`, async () => {
      assertFailure(await mistakeResult(i), pattern);
    });
  });

  it('with --json, a failure is one JSON error object on stderr', async () => {
    const result = await mistakeResult(mistakes.findIndex(([what]) => what === 'a bad plan'));
    const error = JSON.parse(result.stderr.trim());
    assert.deepEqual(Object.keys(error), ['error']);
    assert.match(error.error.message, /gold/);
  });

  it('without a command prints the overview on stderr and fails', async () => {
    const result = await cli(database, []);
    assert.notEqual(result.code, 0);
    assert.equal(result.stdout, '');
    assert.match(result.stderr, /^Usage: recruiting-api <command>/);
  });

  it('makes EU ids with REGION=eu', async () => {
    const eu = onlyJson(
      await cli(database, ['user', 'create', '--email', 'eu@example.com', '--password', 'long enough', '--name', 'E U', '--json'], {
        REGION: 'eu',
      }),
    );
    assert.match(eu._id, /^[0-9a-f]{12}01$/);
  });
});

describe('recruiting-api CLI [postgres]', { skip: postgres.skip }, () => {
  let database: TestDatabase;
  before(async () => {
    database = await postgres.createDatabase();
  });
  after(() => database?.drop());

  it('user create --json works on PostgreSQL', async () => {
    const user = onlyJson(
      await cli(database, ['user', 'create', '--email', 'pg@example.com', '--password', 'long enough', '--name', 'P G', '--json']),
    );
    assert.match(user._id, /^[0-9a-f]{12}$/);
    assert.equal(user.email_address, 'pg@example.com');
    assertFailure(
      await cli(database, ['user', 'create', '--email', 'pg@example.com', '--password', 'long enough', '--name', 'P G']),
      /exists/,
    );
  });
});
