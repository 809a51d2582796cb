// `npm run console:measure`: what the console costs a person, measured in
// Chromium with its CPU slowed down four times (the DevTools protocol's
// CPU throttling), the figures docs/console.md records:
// - the sign-in page: the JavaScript it loads (bytes on the wire, compressed)
//   and how long until its form can be used;
// - a delivery log of 10 000 deliveries: the first page, a next page, and the
//   10 000th delivery reached (oldest first) and opened, with the number of
//   elements on the page.
// It builds the console, starts the service in process on a throwaway SQLite
// database with the demo workspace, and queues the deliveries as test events
// of a paused endpoint (nothing is sent).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApiClient } from '../packages/client/src/index.ts';
import { loadConfig } from '../src/config.ts';
import { startServer } from '../src/server.ts';
import { buildConsoleInto, chromiumInstalled, CHROMIUM_PATH, launchChromium } from './browser.ts';

const DELIVERIES = Number(process.env.DELIVERIES ?? 10_000);
const CPU_SLOWDOWN = 4;

if (!chromiumInstalled()) {
  process.stderr.write(`Chromium is not installed at ${CHROMIUM_PATH}: apt-get install -y chromium\n`);
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recruiting-api-measure-'));
const consoleDir = await buildConsoleInto(path.join(dataDir, 'console'));
const server = await startServer(
  loadConfig({
    DATABASE_URL: `sqlite:${path.join(dataDir, 'measure.db')}`,
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    API_RATE_LIMIT: '1000000/1s',
  }),
  { quiet: true, consoleDir, demo: true },
);
const browser = await launchChromium();
const figures: Record<string, string> = {};
try {
  const demo = server.demo!;
  const api = createApiClient({ baseUrl: server.url, token: demo.token });
  const company = { company_id: demo.companyId };
  const created = await api.POST('/v3/company/{company_id}/webhook_endpoints', {
    params: { path: company },
    body: { url: 'https://127.0.0.1:9/hooks', events: ['candidateAdded'] },
  });
  if (!created.data) throw new Error(`could not create the endpoint: ${JSON.stringify(created.error)}`);
  const path_ = { ...company, endpoint_id: created.data.id };
  await api.POST('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/pause', { params: { path: path_ } });
  const started = performance.now();
  for (let sent = 0; sent < DELIVERIES; sent += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, DELIVERIES - sent) }, () =>
        api.POST('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/test', { params: { path: path_ }, body: {} }),
      ),
    );
  }
  process.stdout.write(`queued ${DELIVERIES} deliveries in ${Math.round(performance.now() - started)} ms\n`);

  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  const cdp = await browser.context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let scriptBytes = 0;
  const scripts = new Map<string, boolean>();
  cdp.on('Network.responseReceived', (event) => scripts.set(event.requestId, event.type === 'Script'));
  cdp.on('Network.loadingFinished', (event) => {
    if (scripts.get(event.requestId)) scriptBytes += event.encodedDataLength;
  });

  const timed = async (what: string, work: () => Promise<unknown>) => {
    const start = performance.now();
    await work();
    const ms = Math.round(performance.now() - start);
    figures[what] = `${ms} ms`;
    process.stdout.write(`${what}: ${ms} ms\n`);
    return ms;
  };

  await timed('sign-in page usable', async () => {
    await page.goto(`${server.url}/signin`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
  });
  figures['sign-in page JavaScript on the wire'] = `${(scriptBytes / 1024).toFixed(1)} KB`;
  process.stdout.write(`sign-in page JavaScript on the wire: ${(scriptBytes / 1024).toFixed(1)} KB\n`);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });

  await page.getByLabel('Email').fill(demo.email);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Companies', level: 1 }).waitFor();

  const log = `${server.url}/companies/${demo.companyId}/webhooks/${created.data.id}/deliveries`;
  const rows = page.getByRole('table', { name: 'Deliveries' }).getByRole('link', { name: /^#\d+$/ });
  await timed('delivery log, first page of 10 000', async () => {
    await page.goto(log);
    await rows.nth(49).waitFor();
  });
  await timed('delivery log, next page', async () => {
    const last = await rows.nth(49).textContent();
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByRole('table', { name: 'Deliveries' }).getByRole('link', { name: last!, exact: true }).waitFor({ state: 'detached' });
    await rows.nth(49).waitFor();
  });
  const oldest = await api.GET('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/deliveries', {
    params: { path: path_, query: { order: 'oldest', limit: 1 } },
  });
  const oldestId = oldest.data!.data[0]!.id;
  await timed('the 10 000th delivery reached and opened', async () => {
    await page.getByLabel('Order').selectOption('oldest');
    await page
      .getByRole('table', { name: 'Deliveries' })
      .getByRole('link', { name: `#${oldestId}`, exact: true })
      .click();
    await page.getByRole('heading', { name: `Delivery #${oldestId}` }).waitFor();
    await page.getByLabel(/^Payload of delivery/).waitFor();
  });
  await page.goBack();
  await rows.nth(49).waitFor();
  const elements = await page.evaluate(() => document.querySelectorAll('*').length);
  figures['elements on the log page'] = String(elements);
  process.stdout.write(`elements on the log page: ${elements}\n`);
  process.stdout.write(`\n${JSON.stringify(figures, null, 2)}\n`);
} finally {
  await browser.close();
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
