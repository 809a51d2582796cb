// `npm run screenshot`: writes docs/console.png, the picture of the web
// console in the README: the delivery log of an endpoint, with real
// deliveries. Builds the console, starts the service in process on a
// throwaway SQLite database (asked to make the demo workspace) with a delivery
// worker, and an HTTPS receiver on loopback that fails some deliveries;
// makes a position and candidates through the typed client, waits until
// every delivery has its outcome, then signs in in Chromium as a person would
// and photographs at 1280 × 1100 the delivery that succeeded on its third
// attempt, opened from the log.
//
// `npm run screenshot -- --phone file.png` also writes the same page at
// 390 px wide, full length, to look at the narrow layout.
//
// `npm run screenshot -- --pages DIR NAME` also writes three pages as they
// open in a 1280 × 800 window and in a 390 × 844 one (a phone), as
// DIR/NAME-webhooks-1280.png, DIR/NAME-webhooks-390.png, and so on for
// delivery-log and candidate: the pictures of docs/console.md.
//
// The delivery worker trusts only certificates that Node trusts, and Node
// reads NODE_EXTRA_CA_CERTS at start-up: so the script makes a private CA and
// runs itself again with it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiClient } from '../packages/client/src/index.ts';
import { loadConfig } from '../src/config.ts';
import { startServer } from '../src/server.ts';
import { buildConsoleInto, chromiumInstalled, CHROMIUM_PATH, launchChromium } from './browser.ts';

const OUTPUT = path.resolve(import.meta.dirname, '../docs/console.png');
const phoneIndex = process.argv.indexOf('--phone');
const PHONE_OUTPUT = phoneIndex > 0 ? path.resolve(process.argv[phoneIndex + 1] ?? 'console-390.png') : undefined;
const pagesIndex = process.argv.indexOf('--pages');
const PAGES =
  pagesIndex > 0 ? { dir: path.resolve(process.argv[pagesIndex + 1] ?? '.'), name: process.argv[pagesIndex + 2] ?? 'console' } : undefined;

if (!chromiumInstalled()) {
  process.stderr.write(`Chromium is not installed at ${CHROMIUM_PATH}: apt-get install -y chromium\n`);
  process.exit(1);
}

if (!process.env.TEST_TLS_DIR) {
  const { makeTestCertificates } = await import('../test/helpers/certificates.mjs');
  const tlsDir = makeTestCertificates();
  const run = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, TEST_TLS_DIR: tlsDir, NODE_EXTRA_CA_CERTS: path.join(tlsDir, 'ca.crt') },
  });
  fs.rmSync(tlsDir, { recursive: true, force: true });
  process.exit(run.status ?? 1);
}

const { HttpsReceiver } = await import('../test/helpers/https-receiver.ts');
const receiver = await HttpsReceiver.start('trusted', { host: '::' });
// One candidate's deliveries always fail, another's fail twice before the receiver takes them.
const seen = new Map<string, number>();
receiver.behave = (request) => {
  const name: string | undefined = JSON.parse(request.body).object?.candidate?.name;
  const count = (seen.get(request.body) ?? 0) + 1;
  seen.set(request.body, count);
  const unavailable = {
    status: 503,
    headers: { 'content-type': 'application/json' },
    body: '{"error":"warehouse is being migrated, try later"}',
  };
  if (name === 'Alan Turing') return { status: 500, headers: { 'content-type': 'text/plain' }, body: 'Internal Server Error' };
  if (name === 'Katherine Johnson' && count <= 2) return unavailable;
  return { status: 200, headers: { 'content-type': 'application/json' }, body: '{"received":true}' };
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recruiting-api-screenshot-'));
const consoleDir = await buildConsoleInto(path.join(dataDir, 'console'));
const server = await startServer(
  loadConfig({
    DATABASE_URL: `sqlite:${path.join(dataDir, 'screenshot.db')}`,
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    // The receiver is on loopback; short retries, so the failing deliveries are done within seconds.
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    WEBHOOK_RETRY_BASE_MS: '50',
    WEBHOOK_RETRY_MAX_MS: '200',
  }),
  { quiet: true, consoleDir, demo: true },
);
const browser = await launchChromium();
try {
  const demo = server.demo!;
  const api = createApiClient({ baseUrl: server.url, token: demo.token });
  const company = { company_id: demo.companyId };
  const created = await api.POST('/v3/company/{company_id}/webhook_endpoints', {
    params: { path: company },
    body: {
      url: receiver.url('/hooks/recruiting').replace('127.0.0.1', 'localhost'),
      description: 'Applicant sync to the data warehouse',
      events: ['candidateAdded', 'candidateStatusUpdated', 'candidateDeleted', 'companyPositionAdded'],
    },
  });
  if (!created.data) throw new Error('could not create the example endpoint');
  const endpoint = created.data;

  const position = await api.POST('/v3/company/{company_id}/positions', {
    params: { path: company },
    body: { name: 'Platform Engineer', department: 'Engineering', location: 'Remote' },
  });
  if (!position.data) throw new Error('could not create the example position');
  const positionPath = { ...company, position_id: position.data._id };
  const pipelines = await api.GET('/v3/company/{company_id}/pipelines', { params: { path: company } });
  const stages = pipelines.data?.[position.data.pipeline]?.stages ?? [];
  const add = async (name: string) => {
    const candidate = await api.POST('/v3/company/{company_id}/position/{position_id}/candidates', {
      params: { path: positionPath },
      body: { name },
    });
    if (!candidate.data) throw new Error(`could not add ${name}`);
    return { ...positionPath, candidate_id: candidate.data._id };
  };
  const ada = await add('Ada Lovelace');
  await add('Grace Hopper');
  await add('Katherine Johnson');
  if (stages[1]) {
    await api.PUT('/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/stage', {
      params: { path: ada },
      body: { stage_id: stages[1].id },
    });
  }
  await add('Alan Turing');
  // Every delivery has its outcome: nothing pending.
  const endpointPath = { ...company, endpoint_id: endpoint.id };
  for (let tries = 0; ; tries++) {
    const pending = await api.GET('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/deliveries', {
      params: { path: endpointPath, query: { status: 'pending' } },
    });
    if (pending.data?.data.length === 0) break;
    if (tries > 300) throw new Error('deliveries still pending after a minute');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 1280, height: 1100 });
  await page.goto(server.url + '/');
  await page.getByLabel('Email').fill(demo.email);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Webhooks', exact: true }).click();
  await page.getByRole('link', { name: /^Deliveries of / }).click();
  const katherine = page
    .getByRole('table', { name: 'Deliveries' })
    .getByRole('row')
    .filter({ hasText: /3 attempts/ });
  await katherine.getByRole('link', { name: /^#\d+$/ }).click();
  await page.getByText('{"received":true}').first().waitFor();
  // The mouse away from the buttons, and the caret out of sight.
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  fs.mkdirSync(path.dirname(OUTPUT), { recursive: true });
  await page.screenshot({ path: OUTPUT });
  process.stdout.write(`wrote ${path.relative(process.cwd(), OUTPUT)}\n`);

  if (PHONE_OUTPUT) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: PHONE_OUTPUT, fullPage: true });
    process.stdout.write(`wrote ${PHONE_OUTPUT}\n`);
  }

  if (PAGES) {
    // What a person sees on opening each page, on a laptop and on a phone: the window, not the whole length.
    const shoot = async (what: string, address: string, ready: () => Promise<void>) => {
      for (const size of [
        { width: 1280, height: 800 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(size);
        await page.goto(server.url + address);
        await ready();
        await page.mouse.move(0, 0);
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        const file = path.join(PAGES.dir, `${PAGES.name}-${what}-${size.width}.png`);
        fs.mkdirSync(PAGES.dir, { recursive: true });
        await page.screenshot({ path: file });
        process.stdout.write(`wrote ${path.relative(process.cwd(), file)}\n`);
      }
    };
    const webhooks = `/companies/${demo.companyId}/webhooks`;
    await shoot('webhooks', webhooks, () => page.getByText(endpoint.url).first().waitFor());
    await shoot('delivery-log', `${webhooks}/${endpoint.id}/deliveries`, () =>
      page
        .getByRole('table', { name: 'Deliveries' })
        .getByText(/Failed/)
        .first()
        .waitFor(),
    );
    await shoot('candidate', `/companies/${demo.companyId}/recruiting/${ada.position_id}/candidates/${ada.candidate_id}`, () =>
      page.getByRole('heading', { name: 'Ada Lovelace' }).first().waitFor(),
    );
  }
} finally {
  await browser.close();
  await server.close();
  await receiver.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
