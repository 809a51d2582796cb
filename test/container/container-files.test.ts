// The Dockerfile and compose.yaml, checked without a Docker engine (CI builds
// the image with buildah and runs it with podman: image.test.ts): every command they run is one CI
// runs or an npm script that exists, every path they copy exists and reaches
// the build context, the runtime stage runs as an unprivileged user, compose
// shares one database and one key taken from .env, and the entry point, the
// roles and the health checks they name are run here as the container would
// run them: the image's default command on SQLite, compose's API and worker
// on one PostgreSQL database.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parse as parseYaml } from 'yaml';
import { COMMANDS } from '../../src/cli/commands.ts';
import { loadConfig } from '../../src/config.ts';
import { BUILT_CONSOLE_DIR } from '../../src/routes/console.ts';
import { ChildServer } from '../helpers/child-server.ts';
import { postgres, sqlite, type TestDatabase } from '../helpers/dialects.ts';
import { copyPaths, envOf, execForm, isDockerIgnored, parseDockerfile, runCommands, type Stage } from './dockerfile.ts';
import { freePort } from '../helpers/free-port.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const stages = parseDockerfile(read('Dockerfile'));
const ignored = read('.dockerignore').split('\n');
const packageJson = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
const compose = parseYaml(read('compose.yaml'), { merge: true }) as {
  services: Record<string, Record<string, any>>;
  volumes?: Record<string, unknown>;
};

const stage = (name: string): Stage => {
  const found = stages.find((s) => s.name === name);
  assert.ok(found, `the Dockerfile has no stage ${name}`);
  return found;
};
const instructions = (of: Stage, keyword: string) => of.instructions.filter((i) => i.keyword === keyword);
const inContext = (file: string) => fs.existsSync(path.join(ROOT, file)) && !isDockerIgnored(ignored, file);
/** What a path in the build stage's WORKDIR is made by, when no COPY brought it. */
const MADE_IN_BUILD: Record<string, string> = { node_modules: 'npm ci', dist: 'npm run build' };

describe('the Dockerfile', () => {
  it('builds on a Node.js 24 image, in a build stage and a runtime stage', () => {
    assert.deepEqual(
      stages.map((s) => s.name),
      ['build', 'runtime'],
    );
    for (const s of stages) assert.match(s.image, /^node:24[.-].*slim$/, `${s.name}: ${s.image}`);
    for (const s of stages)
      assert.deepEqual(
        instructions(s, 'WORKDIR').map((i) => i.args),
        ['/app'],
        s.name,
      );
  });

  it('runs the commands CI runs, npm scripts that exist, and nothing else', () => {
    const ci = read('.ci/run');
    const commands = stages.flatMap((s) => instructions(s, 'RUN').flatMap(runCommands));
    assert.ok(commands.length > 0);
    for (const words of commands) {
      const command = words.join(' ');
      switch (`${words[0]} ${words[1]}`) {
        case 'npm ci':
          assert.ok(ci.includes('npm ci'), `.ci/run does not run ${command}`);
          break;
        case 'npm run':
          assert.ok(packageJson.scripts[words[2]!], `no npm script ${words[2]}`);
          assert.ok(ci.includes(`npm run ${words[2]}`), `.ci/run does not run ${command}`);
          break;
        case 'npm prune':
          assert.deepEqual(words.slice(2, 3), ['--omit=dev'], command);
          break;
        case 'rm -rf':
          // The workspace links: npm makes them for packages/*, and the server imports neither package.
          assert.deepEqual(words.slice(2), ['node_modules/@recruiting-api'], command);
          assert.ok(JSON.parse(read('package-lock.json')).packages['node_modules/@recruiting-api/client']?.link);
          for (const file of fs.readdirSync(path.join(ROOT, 'src'), { recursive: true }).map(String)) {
            if (file.endsWith('.ts')) assert.doesNotMatch(read(`src/${file}`), /from '@recruiting-api\//, `src/${file}`);
          }
          break;
        case 'mkdir data':
        case 'chown node:node':
          assert.ok(command === 'mkdir data' || command === 'chown node:node data', command);
          break;
        default:
          assert.fail(`a command this test does not know: ${command}`);
      }
    }
  });

  it('copies into the build only paths that exist and that .dockerignore lets through, with what the build reads', () => {
    const build = stage('build');
    const sources = instructions(build, 'COPY').flatMap((copy) => copyPaths(copy).sources);
    for (const source of sources) assert.ok(source === '.' || inContext(source), `COPY ${source}: missing or ignored`);
    // `COPY . .` brings the sources; what the build and the package install read must be among them.
    assert.ok(sources.includes('.'));
    for (const input of [
      'package.json',
      'package-lock.json',
      'tsconfig.json',
      'scripts/build.mjs',
      'scripts/build-server.mjs',
      'src/cli/main.ts',
      'console/vite.config.ts',
      'packages/client/build.mjs',
      'packages/client/src/index.ts',
      'packages/client/package.json',
      'packages/receiver/package.json',
      'bin/recruiting-api',
    ]) {
      assert.ok(inContext(input), `${input} does not reach the build`);
    }
    for (const secret of [
      '.env',
      '.env.production',
      'data/secret.key',
      'node_modules/x',
      'packages/client/node_modules/x',
      'dist/server/main.js',
    ]) {
      assert.ok(isDockerIgnored(ignored, secret), `${secret} would be sent to the build`);
    }
  });

  it('gives the runtime only the build output, the production dependencies, the entry point and the health check', () => {
    const runtime = stage('runtime');
    const copied = instructions(runtime, 'COPY').map((copy) => {
      assert.equal(copy.flags.from, 'build', `COPY ${copy.args} in the runtime comes from the build stage`);
      const { sources } = copyPaths(copy);
      assert.equal(sources.length, 1);
      assert.ok(sources[0]!.startsWith('/app/'), sources[0]);
      return sources[0]!.slice('/app/'.length);
    });
    const buildCommands = instructions(stage('build'), 'RUN').flatMap((run) => runCommands(run).map((words) => words.join(' ')));
    for (const file of copied) {
      const made = MADE_IN_BUILD[file];
      if (made)
        assert.ok(
          buildCommands.some((command) => command.startsWith(made)),
          `${file} needs ${made} in the build stage`,
        );
      else assert.ok(inContext(file), `${file}: neither made by the build nor in the context`);
    }
    assert.deepEqual(copied.sort(), ['bin', 'dist', 'node_modules', 'package.json', 'scripts/container-healthcheck.mjs']);
    // `npm run build` makes the server that bin/recruiting-api runs (scripts/build-server.mjs, which the test
    // runner also runs first) and the console the server serves, both under dist/.
    assert.ok(fs.existsSync(path.join(ROOT, 'dist/server/main.js')), 'the server build has no dist/server/main.js');
    assert.ok(path.relative(ROOT, BUILT_CONSOLE_DIR).startsWith('dist/'), BUILT_CONSOLE_DIR);
    assert.match(read('bin/recruiting-api'), /'dist\/server\/main\.js'/);
  });

  it('runs as an unprivileged user: node itself, the CLI entry and a command it has', () => {
    const runtime = stage('runtime');
    const users = instructions(runtime, 'USER');
    assert.equal(users.length, 1);
    assert.doesNotMatch(users[0]!.args, /^(root|0)(:|$)/);
    const [entrypoint] = instructions(runtime, 'ENTRYPOINT');
    const [cmd] = instructions(runtime, 'CMD');
    assert.ok(users[0]!.line < entrypoint!.line);
    const entry = execForm(entrypoint!.args);
    assert.deepEqual(entry, ['node', 'bin/recruiting-api']);
    assert.ok(fs.existsSync(path.join(ROOT, entry[1]!)));
    assert.ok(COMMANDS[execForm(cmd!.args).join(' ')], `CMD ${cmd!.args} is not a command of the CLI`);
    const [healthcheck] = instructions(runtime, 'HEALTHCHECK');
    const check = execForm(healthcheck!.args.replace(/^CMD\s+/, ''));
    assert.deepEqual(check, ['node', 'scripts/container-healthcheck.mjs']);
    assert.equal(envOf(runtime).RECRUITING_API_REQUIRE_BUILD, '1', 'without the build the CLI stops instead of looking for sources');
  });
});

describe('compose.yaml', () => {
  const { services } = compose;

  it('has PostgreSQL, an API process and a worker process built from the Dockerfile', () => {
    assert.deepEqual(Object.keys(services).sort(), ['api', 'postgres', 'worker']);
    assert.match(services.postgres!.image, /^postgres:\d+/);
    assert.ok(services.postgres!.healthcheck?.test, 'PostgreSQL has a health check to wait on');
    for (const name of ['api', 'worker']) {
      const service = services[name]!;
      assert.equal(service.build, '.', `${name} is built from ./Dockerfile`);
      assert.equal(service.image, services.api!.image);
      assert.deepEqual(service.command, ['serve', '--role', name]);
      assert.deepEqual(service.depends_on, { postgres: { condition: 'service_healthy' } });
    }
    assert.deepEqual(services.worker!.healthcheck.test, ['CMD', 'node', 'scripts/container-healthcheck.mjs', 'metrics']);
    assert.ok(services.worker!.environment.METRICS_PORT, 'the worker health check asks the metrics listener');
  });

  it('shares one database and one master key, taken from .env and never written in the file', () => {
    const api = services.api!.environment;
    const worker = services.worker!.environment;
    assert.equal(api.DATABASE_URL, worker.DATABASE_URL);
    assert.equal(api.SECRET_ENCRYPTION_KEY, worker.SECRET_ENCRYPTION_KEY);
    assert.match(api.SECRET_ENCRYPTION_KEY, /^\$\{SECRET_ENCRYPTION_KEY:\?[^}]+\}$/, 'a missing key stops compose');
    assert.match(api.DATABASE_URL, /^postgres:\/\/recruiting:\$\{POSTGRES_PASSWORD:\?[^}]+\}@postgres:5432\/recruiting$/);
    assert.match(services.postgres!.environment.POSTGRES_PASSWORD, /^\$\{POSTGRES_PASSWORD:\?[^}]+\}$/);
    for (const file of ['compose.yaml', 'Dockerfile']) {
      assert.doesNotMatch(read(file), /[0-9a-f]{64}|[A-Za-z0-9+/]{43}=/i, `${file} holds what looks like a key`);
    }
    assert.ok(read('.gitignore').split('\n').includes('.env'), '.env is never committed');
    assert.ok(isDockerIgnored(ignored, '.env'));
  });

  it("gives each process a stop grace longer than the drain (a send's WEBHOOK_TIMEOUT_MS), so docker stop never cuts one", () => {
    const drainSeconds = loadConfig({}).webhook.timeoutMs / 1000;
    for (const name of ['api', 'worker']) {
      const grace = /^(\d+)s$/.exec(String(services[name]!.stop_grace_period))?.[1];
      assert.ok(grace && Number(grace) > drainSeconds, `${name}: stop_grace_period ${services[name]!.stop_grace_period}`);
      assert.equal(services[name]!.environment.WEBHOOK_TIMEOUT_MS, undefined, 'the drain is the default one');
    }
  });
});

/** Runs a health check's command (`node <script> ...`) from the repository's root, as WORKDIR /app; its exit status. */
function runHealthcheck(command: string[], env: Record<string, string>): Promise<number | null> {
  assert.equal(command[0], 'node');
  const child = spawn(process.execPath, command.slice(1), { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'ignore' });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

/** The environment a container of the image has: its ENV, then the given variables, on loopback. */
function containerEnv(database: TestDatabase, env: Record<string, string>): Record<string, string> {
  return { ...envOf(stage('runtime')), HOST: '127.0.0.1', DATA_DIR: database.dataDir, ...env };
}

describe('the container commands, run here', () => {
  const running: ChildServer[] = [];
  after(async () => {
    await Promise.all(running.map((child) => child.kill()));
  });
  const imageCommand = () => execForm(instructions(stage('runtime'), 'CMD')[0]!.args);
  const imageHealthcheck = () => execForm(instructions(stage('runtime'), 'HEALTHCHECK')[0]!.args.replace(/^CMD\s+/, ''));

  describe('the image on its own, on SQLite', { skip: sqlite.skip }, () => {
    let database: TestDatabase;
    before(async () => {
      database = await sqlite.createDatabase();
    });
    after(() => database?.drop());

    it('serves with its default command; the health check passes, and fails once the server has stopped', async () => {
      const env = containerEnv(database, { DATABASE_URL: database.url, PORT: String(await freePort()) });
      const server = ChildServer.start(database, { args: imageCommand(), env });
      running.push(server);
      await server.ready();
      assert.equal(await runHealthcheck(imageHealthcheck(), env), 0);
      assert.equal(await server.kill('SIGTERM'), 0, 'SIGTERM drains and exits cleanly');
      assert.equal(await runHealthcheck(imageHealthcheck(), env), 1);
    });
  });

  describe("compose's API and worker on one PostgreSQL database", { skip: postgres.skip }, () => {
    let database: TestDatabase;
    before(async () => {
      database = await postgres.createDatabase();
    });
    after(() => database?.drop());

    it('start with their roles and one key (as `openssl rand -hex 32` makes it), and both health checks pass', async () => {
      const key = randomBytes(32).toString('hex');
      const started = await Promise.all(
        ['api', 'worker'].map(async (name) => {
          const service = compose.services[name]!;
          const env = containerEnv(database, {
            ...service.environment,
            DATABASE_URL: database.url,
            SECRET_ENCRYPTION_KEY: key,
            PORT: String(await freePort()),
            ...(service.environment.METRICS_PORT ? { METRICS_PORT: String(await freePort()) } : {}),
          });
          const server = ChildServer.start(database, { args: service.command, env });
          running.push(server);
          return { server, env, healthcheck: service.healthcheck ? service.healthcheck.test.slice(1) : imageHealthcheck() };
        }),
      );
      for (const { server, env, healthcheck } of started) {
        await server.ready();
        assert.equal(await runHealthcheck(healthcheck, env), 0, server.output.slice(-2000));
      }
    });
  });
});
