// The integrators' packages, @recruiting-api/client and @recruiting-api/receiver,
// as a user gets them: packed with `npm pack` (the client's prepack builds
// it from its sources, as in a fresh clone), installed from the tarballs
// into empty projects with `npm install --offline` (the npm cache, no
// registry), imported from a plain Node script, and compiled under each
// module resolution a project may use, together with every TypeScript block
// of docs/client.md and docs/webhooks.md as written. Prints each package's
// installed size.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { closureOf, installedPackages, installOffline, npm, pack, ROOT, sizeOf, tarballFiles } from './npm-project.ts';
import { inDocumentTerms, RESOLUTIONS, typeCheck, typescriptBlocks, writeBlocks, type Resolution } from './type-check.ts';

const PACKAGES = {
  '@recruiting-api/client': {
    dir: path.join(ROOT, 'packages/client'),
    files: ['LICENSE', 'README.md', 'package.json', 'dist/index.js', 'dist/index.d.ts', 'dist/openapi.d.ts'],
    dependencies: ['openapi-fetch'],
  },
  '@recruiting-api/receiver': {
    dir: path.join(ROOT, 'packages/receiver'),
    files: ['LICENSE', 'README.md', 'package.json', 'verify-signature.js', 'verify-signature.d.ts'],
    dependencies: [],
  },
};
type PackageName = keyof typeof PACKAGES;
const NAMES = Object.keys(PACKAGES) as PackageName[];
/** The most a package may take in node_modules, with everything it installs. */
const SIZE_LIMIT = 1_500_000;

/** A size the docs state ("450 kB", "1.0 MB"), in bytes; fails when `pattern` finds none. */
function statedSize(text: string, pattern: RegExp): number {
  const figure = pattern.exec(text)?.[1];
  assert.ok(figure, `no size matching ${pattern}`);
  const [number, unit] = figure.split(' ');
  return Number(number) * (unit === 'MB' ? 1_000_000 : 1000);
}
const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const clientDoc = fs.readFileSync(path.join(ROOT, 'docs/client.md'), 'utf8');
const REPOSITORY = 'git+https://github.com/recruiting-api/recruiting-api.git';

interface Manifest {
  name: string;
  license?: string;
  repository?: { type: string; url: string; directory?: string };
  main?: string;
  types?: string;
  exports?: unknown;
  typesVersions?: Record<string, Record<string, string[]>>;
  bin?: Record<string, string>;
  dependencies?: Record<string, string>;
  scripts?: Record<string, string>;
}

const readManifest = (dir: string): Manifest => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;

/** Every file a manifest points at (main, types, typesVersions, bin, each target of exports), relative to the package. */
function namedFiles(manifest: Manifest): string[] {
  const targets: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') targets.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(manifest.exports);
  walk(manifest.typesVersions);
  walk(manifest.bin);
  for (const field of [manifest.main, manifest.types]) if (field) targets.push(field);
  return [...new Set(targets.map((target) => path.posix.normalize(target)))].sort();
}

describe('the client and receiver packages, packed and installed offline', () => {
  let work: string;
  const tarballs = {} as Record<PackageName, string>;
  let consumer: string;

  before(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'recruiting-api-packages-'));
    for (const name of NAMES) tarballs[name] = pack(PACKAGES[name].dir, work);
    consumer = path.join(work, 'consumer');
    // An empty project: its lockfile knows openapi-fetch's version, nothing is listed as a dependency.
    installOffline(consumer, Object.values(tarballs), { available: ['openapi-fetch'] });
  });
  after(() => {
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  it('each tarball holds what its package.json names (exports, main, types), its LICENSE and README, and nothing else', () => {
    for (const name of NAMES) {
      const files = tarballFiles(tarballs[name]);
      assert.deepEqual(files.sort(), [...PACKAGES[name].files].sort(), name);
      const manifest = readManifest(PACKAGES[name].dir);
      assert.ok(manifest.main && manifest.types, `${name}: main and types lead node10 resolution to the files`);
      for (const target of namedFiles(manifest)) {
        if (target !== 'package.json') assert.ok(files.includes(target), `${name} names ${target}, which its tarball lacks`);
      }
    }
  });

  it('every package, the root one too, is MIT with a LICENSE file and names its repository', () => {
    const root = readManifest(ROOT);
    assert.equal(root.license, 'MIT');
    assert.deepEqual(root.repository, { type: 'git', url: REPOSITORY });
    assert.match(fs.readFileSync(path.join(ROOT, 'LICENSE'), 'utf8'), /^MIT License/);
    for (const name of NAMES) {
      const manifest = readManifest(PACKAGES[name].dir);
      assert.equal(manifest.name, name);
      assert.equal(manifest.license, 'MIT');
      assert.deepEqual(manifest.repository, { type: 'git', url: REPOSITORY, directory: path.relative(ROOT, PACKAGES[name].dir) });
      assert.equal(fs.readFileSync(path.join(PACKAGES[name].dir, 'LICENSE'), 'utf8'), fs.readFileSync(path.join(ROOT, 'LICENSE'), 'utf8'));
    }
  });

  it("the root package's pack still has its ./client and ./receiver targets, its bin and LICENSE", () => {
    // Listed without the root's prepack (its whole build): the client's pack above built packages/client/dist.
    const [listing] = JSON.parse(npm(ROOT, ['pack', '--dry-run', '--json', '--ignore-scripts'])) as [{ files: { path: string }[] }];
    const files = new Set(listing.files.map((file) => file.path));
    const root = readManifest(ROOT);
    assert.match(root.scripts?.prepack ?? '', /npm run build/, 'the root package builds before it is packed');
    for (const target of [...namedFiles(root), 'LICENSE']) assert.ok(files.has(target), `the root pack lacks ${target}`);
  });

  it('installs without the server: only the two packages and openapi-fetch with its helper types, nothing native, each under 1.5 MB', (t) => {
    const installed = installedPackages(consumer);
    assert.deepEqual([...installed.keys()].sort(), [
      '@recruiting-api/client',
      '@recruiting-api/receiver',
      'openapi-fetch',
      'openapi-typescript-helpers',
    ]);
    for (const [name, dir] of installed) {
      const manifest = readManifest(dir);
      const scripts = Object.keys(manifest.scripts ?? {}).filter((script) => /^(pre|post)?install$/.test(script));
      assert.deepEqual(scripts, [], `${name} runs install scripts`);
      const files = fs.readdirSync(dir, { recursive: true }).map(String);
      assert.ok(!files.some((file) => file.endsWith('.node') || path.basename(file) === 'binding.gyp'), `${name} has native code`);
    }
    for (const name of NAMES) {
      assert.deepEqual(Object.keys(readManifest(installed.get(name)!).dependencies ?? {}), PACKAGES[name].dependencies, name);
      const closure = [...closureOf(consumer, name)];
      const bytes = closure.reduce((sum, each) => sum + sizeOf(installed.get(each)!), 0);
      t.diagnostic(`${name}: ${(bytes / 1000).toFixed(0)} kB installed (${closure.join(', ')})`);
      assert.ok(bytes < SIZE_LIMIT, `${name} takes ${bytes} bytes installed`);
      // The README's figure (its packages table), and docs/client.md's for the client, within a tenth of what it is.
      const said = [statedSize(readme, new RegExp(`^\\| \`${name}\` \\|.*\\| ([\\d.]+ [kM]B)[^|]*\\|$`, 'm'))];
      if (name === '@recruiting-api/client') said.push(statedSize(clientDoc, /about ([\d.]+ [kM]B)\s+installed/));
      for (const figure of said)
        assert.ok(Math.abs(figure - bytes) <= bytes / 10, `${name}: the docs say ${figure} bytes, it takes ${bytes}`);
    }
  });

  it('imports and works in a plain Node project', () => {
    const script = path.join(consumer, 'use-packages.mjs');
    fs.writeFileSync(
      script,
      `import { createHmac } from 'node:crypto';
import { createApiClient, isApiErrorBody } from '@recruiting-api/client';
import { verifyHookSignatures, verifySignature } from '@recruiting-api/receiver';

const requests = [];
const api = createApiClient({
  baseUrl: 'http://api.test',
  token: () => 'rs_pat_example',
  fetch: async (request) => {
    requests.push([request.method, request.url, request.headers.get('authorization')]);
    return Response.json({ error: { type: 'forbidden', message: 'No access' } }, { status: 403 });
  },
});
const { error, response } = await api.GET('/v3/company/{company_id}/positions', { params: { path: { company_id: 'abcdefabcdef' } } });
const secret = 'whsec_example';
const body = '{"_id":"0123456789ab"}';
const signature = createHmac('sha256', secret).update(body).digest('hex');
console.log(JSON.stringify({
  requests,
  status: response.status,
  apiError: isApiErrorBody(error),
  signed: verifySignature(body, signature, secret),
  previous: verifyHookSignatures(new TextEncoder().encode(body), { 'x-hook-signature-previous': signature }, secret),
  forged: verifySignature(body, signature, secret + 'x'),
}));
`,
    );
    const run = spawnSync(process.execPath, [script], { cwd: consumer, encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual(JSON.parse(run.stdout), {
      requests: [['GET', 'http://api.test/v3/company/abcdefabcdef/positions', 'Bearer rs_pat_example']],
      status: 403,
      apiError: true,
      signed: true,
      previous: true,
      forged: false,
    });
  });

  it("the packages' types resolve under NodeNext, Bundler and node10, and need no @types/node (none is installed there)", () => {
    const receiverUse = path.join(consumer, 'receiver-types.ts');
    fs.writeFileSync(
      receiverUse,
      `import { verifyHookSignatures, verifySignature, type DeliveryHeaders } from '@recruiting-api/receiver';
const body = new Uint8Array([123, 125]);
const headers: DeliveryHeaders = { 'x-hook-signature': 'ab', 'x-forwarded-for': ['a', 'b'], other: undefined };
export const checks: boolean[] = [
  verifySignature(body, headers['x-hook-signature'], 'whsec_x'),
  verifySignature('{}', null, 'whsec_x'),
  verifyHookSignatures(body, headers, 'whsec_x'),
];
`,
    );
    const clientUse = path.join(consumer, 'client-types.ts');
    fs.writeFileSync(
      clientUse,
      `import { createApiClient, isApiErrorBody, type components, type RequestBody, type ResponseBody } from '@recruiting-api/client';
const api = createApiClient({ baseUrl: 'http://127.0.0.1:3000', token: () => 'rs_pat_x' });
export async function companyNames(): Promise<string[]> {
  const { data, error } = await api.GET('/v3/companies');
  if (error) throw new Error(isApiErrorBody(error) ? error.error.message : 'failed');
  return data.map((company: components['schemas']['Company']) => company.name);
}
export const position: RequestBody<'createPosition'> = { name: 'Platform Engineer' };
export const companies: ResponseBody<'listCompanies'> = [];
// Real types, not any: a path the API does not have is refused.
// @ts-expect-error
void api.GET('/v3/no-such-route');
`,
    );
    // The control: here a Node type is not there, so a declaration that used one would fail.
    const control = path.join(consumer, 'uses-buffer.ts');
    fs.writeFileSync(control, 'export const size = (b: Buffer): number => b.length;\n');
    for (const resolution of Object.keys(RESOLUTIONS) as Resolution[]) {
      // The receiver's declarations are checked themselves (a Node type in them would fail); the client's 190 kB of
      // generated ones only through their use (checking them takes seconds), where a path they don't have must fail.
      const receiverProblems = typeCheck([receiverUse, control], resolution, { lib: ['ES2022'], types: [], checkLibraries: true });
      assert.deepEqual(
        receiverProblems.filter((problem) => !problem.startsWith(`${control}:`)),
        [],
        resolution,
      );
      assert.match(receiverProblems.join('\n'), /uses-buffer\.ts:1 TS2\d+: Cannot find name 'Buffer'/, resolution);
      assert.deepEqual(typeCheck([clientUse], resolution, { lib: ['ES2022', 'DOM'], types: [], checkLibraries: false }), [], resolution);
    }
    // docs/client.md: without the DOM library (and without @types/node) the client's fetch types do not resolve.
    const bare = typeCheck([clientUse], 'NodeNext', { lib: ['ES2022'], types: [], checkLibraries: true });
    assert.match(bare.join('\n'), /Cannot find name '(Request|Response|Headers|RequestInit|fetch)/, 'the client needs DOM or @types/node');
    assert.match(clientDoc, /`@types\/node` \(Node\.js\) or the `DOM` library/);
  });

  it('every TypeScript block of docs/client.md and docs/webhooks.md type-checks as written, under NodeNext, Bundler and node10', () => {
    const project = path.join(work, 'docs-examples');
    installOffline(project, Object.values(tarballs), { dependencies: ['@types/node', 'standardwebhooks'], available: ['openapi-fetch'] });
    const blocks = ['docs/client.md', 'docs/webhooks.md'].flatMap((doc) => {
      const found = typescriptBlocks(path.join(ROOT, doc), doc);
      assert.ok(found.length > 0, `${doc} has no TypeScript block`);
      return found;
    });
    for (const name of NAMES)
      assert.ok(
        blocks.some((block) => block.code.includes(`from '${name}'`)),
        `no block imports ${name}`,
      );
    const files = writeBlocks(path.join(project, 'examples'), blocks);
    for (const resolution of Object.keys(RESOLUTIONS) as Resolution[]) {
      const problems = typeCheck([...files.keys()], resolution, { lib: ['ES2022'], types: ['node'], checkLibraries: false });
      assert.deepEqual(inDocumentTerms(problems, files), [], resolution);
    }
  });
});
