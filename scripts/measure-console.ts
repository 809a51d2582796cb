// `npm run console:measure`: what the console costs a person, measured in
// Chromium, the figures docs/console.md records, each under three conditions:
// the machine as it is, its CPU slowed down four times (the DevTools
// protocol's `Emulation.setCPUThrottlingRate`), and that slower CPU behind
// DevTools' "Fast 3G" network (`Network.emulateNetworkConditions`: 562.5 ms
// round trip, 1.44 Mbit/s down, 675 kbit/s up).
// - the sign-in page: the JavaScript it loads (bytes on the wire, brotli, and
//   the same files gzipped); when its form is on screen (the browser's first
//   contentful paint: the form arrives prerendered, and submits without
//   script); when React has taken it over (the form's data-ready, set once
//   hydrated); the longest main-thread task between the two (what a keypress
//   or click on the form may wait for: the browser handles neither while a
//   task runs); and how long the main thread was busy in all. The times are
//   the page's own (performance.timeOrigin, the start of the navigation),
//   read after the fact, so that polling from here, which itself waits for
//   the main thread, does not lengthen them;
// - a delivery log of 10 000 deliveries: the first page, a next page, and the
//   10 000th delivery reached (Order: Oldest first) and opened, with the
//   number of elements on the page at the first page and at the 10 000th.
// The load average is printed beside the figures: the machine may be shared.
// It builds the console, starts the service in process on a throwaway SQLite
// database with the demo workspace, and writes the deliveries (each an event
// and its succeeded delivery) straight into storage, as the browser test of
// the log does (test/helpers/delivery-log-fixtures.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { createApiClient } from '../packages/client/src/index.ts';
import { loadConfig } from '../src/config.ts';
import { startServer } from '../src/server.ts';
import { seedDeliveries } from '../test/helpers/delivery-log-fixtures.ts';
import { buildConsoleInto, chromiumInstalled, CHROMIUM_PATH, launchChromium } from './browser.ts';

const DELIVERIES = Number(process.env.DELIVERIES ?? 10_000);
/** DevTools' "Fast 3G" preset, as its network panel sets it (bytes per second). */
const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
const CONDITIONS = [
  { name: 'as it is', cpu: 1, network: undefined },
  { name: '4× slower CPU', cpu: 4, network: undefined },
  { name: '4× slower CPU, Fast 3G', cpu: 4, network: FAST_3G },
] as const;

if (!chromiumInstalled()) {
  process.stderr.write(`Chromium is not installed at ${CHROMIUM_PATH}: apt-get install -y chromium\n`);
  process.exit(1);
}

/**
 * Run in the sign-in page before its own script (Playwright's init script,
 * which the Content-Security-Policy does not concern): records the page's
 * long tasks (50 ms or more) and when the form gets data-ready.
 */
const SIGN_IN_TIMING = `
  window.longTasks = [];
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) window.longTasks.push([task.startTime, task.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver((_records, observer) => {
    if (!document.querySelector('form[data-ready]')) return;
    window.signInReady = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-ready'] });
`;

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
const say = (line: string) => process.stdout.write(`${line}\n`);

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
const figures: Record<string, Record<string, string>> = {};
const record = (condition: string, what: string, value: string) => {
  (figures[condition] ??= {})[what] = value;
  say(`${condition} · ${what}: ${value}`);
};
let page: Page | undefined;
try {
  const demo = server.demo!;
  const api = createApiClient({ baseUrl: server.url, token: demo.token });
  const company = { company_id: demo.companyId };
  const created = await api.POST('/v3/company/{company_id}/webhook_endpoints', {
    params: { path: company },
    body: { url: 'https://127.0.0.1:9/hooks', events: ['candidateAdded'] },
  });
  if (!created.data) throw new Error(`could not create the endpoint: ${JSON.stringify(created.error)}`);
  const started = performance.now();
  const seeded = await seedDeliveries(server.services, demo.companyId, created.data.id, DELIVERIES);
  say(`wrote ${DELIVERIES} deliveries in ${Math.round(performance.now() - started)} ms`);
  const oldestId = String(seeded[0]!.id);
  const log = `${server.url}/companies/${demo.companyId}/webhooks/${created.data.id}/deliveries`;

  say(`load average (1, 5, 15 min) before: ${load()}`);
  for (const condition of CONDITIONS) {
    await browser.context.clearCookies();
    page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: condition.cpu });
    if (condition.network) await cdp.send('Network.emulateNetworkConditions', condition.network);
    const scripts = watchScripts(cdp);

    const timed = async (what: string, work: () => Promise<unknown>) => {
      const start = performance.now();
      await work();
      record(condition.name, what, `${Math.round(performance.now() - start)} ms`);
    };

    await cdp.send('Performance.enable');
    await page.addInitScript(SIGN_IN_TIMING);
    await page.goto(`${server.url}/signin`, { waitUntil: 'commit' });
    await page.locator('form[data-ready]').waitFor({ timeout: 120_000 });
    const timing = (await page.evaluate(`(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      ready: window.signInReady,
      longTasks: window.longTasks,
    }))()`)) as { painted?: number; ready?: number; longTasks: Array<[number, number]> };
    if (timing.painted === undefined || timing.ready === undefined) throw new Error(`sign-in timing incomplete: ${JSON.stringify(timing)}`);
    record(condition.name, 'sign-in form on screen (first paint; it submits without script)', `${Math.round(timing.painted)} ms`);
    record(condition.name, 'sign-in page taken over by React (hydrated)', `${Math.round(timing.ready)} ms`);
    const after = timing.longTasks.filter(([start, duration]) => start + duration > timing.painted! && start < timing.ready!);
    const longest = Math.max(0, ...after.map(([start, duration]) => start + duration - Math.max(start, timing.painted!)));
    record(condition.name, 'sign-in form on screen: longest main-thread task until taken over', `${Math.round(longest)} ms`);
    // The main thread's busy time in all (scripts, style, layout), which waits on the network do not lengthen.
    const { metrics } = await cdp.send('Performance.getMetrics');
    const busy = metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
    record(condition.name, 'sign-in page: main thread busy until taken over', `${Math.round(busy * 1000)} ms`);
    const wire = scripts.bytes();
    const gzipped = scripts.files().reduce((sum, file) => sum + fs.statSync(path.join(consoleDir, `${file}.gz`)).size, 0);
    record(condition.name, 'sign-in page JavaScript on the wire (brotli)', `${(wire / 1024).toFixed(1)} KB`);
    record(condition.name, 'sign-in page JavaScript gzipped', `${(gzipped / 1024).toFixed(1)} KB in ${scripts.files().length} files`);
    // From here on as a returning reader: the scripts are in the browser's cache.
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });

    await page.getByLabel('Email').fill(demo.email);
    await page.getByLabel('Password').fill(demo.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Companies', level: 1 }).waitFor({ timeout: 120_000 });

    const table = page.getByRole('table', { name: 'Deliveries' });
    const rows = table.getByRole('rowheader');
    await timed(`delivery log of ${DELIVERIES}, its first page`, async () => {
      await page!.goto(log, { waitUntil: 'commit' });
      await rows.nth(49).waitFor({ timeout: 120_000 });
    });
    const elements = () => page!.evaluate(() => document.querySelectorAll('*').length);
    record(condition.name, 'elements on the log page, first page', String(await elements()));
    await timed('delivery log, the next page', async () => {
      const last = await rows.nth(49).textContent();
      await page!.getByRole('button', { name: 'Next page' }).click();
      await table.getByRole('link', { name: last!, exact: true }).waitFor({ state: 'detached', timeout: 120_000 });
      await rows.nth(49).waitFor({ timeout: 120_000 });
    });
    await timed(`the ${DELIVERIES}th delivery reached (Order: Oldest first) and opened`, async () => {
      await page!.getByLabel('Order').selectOption('oldest');
      const first = table.getByRole('link', { name: `#${oldestId}`, exact: true });
      await first.waitFor({ timeout: 120_000 });
      record(condition.name, `elements on the log page, the ${DELIVERIES}th delivery in it`, String(await elements()));
      await first.click();
      await page!.getByRole('heading', { name: `Delivery #${oldestId}` }).waitFor({ timeout: 120_000 });
      await page!.getByLabel(/^Payload of delivery/).waitFor({ timeout: 120_000 });
    });
    await page.close();
    page = undefined;
  }
  say(`load average (1, 5, 15 min) after: ${load()}`);
  say(`\n${JSON.stringify(figures, null, 2)}`);
} catch (error) {
  // What the page showed when a step failed.
  const shot = path.resolve('test-results/measure-console-failed.png');
  fs.mkdirSync(path.dirname(shot), { recursive: true });
  await page?.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
  say(`failed; the page as it was: ${shot}`);
  throw error;
} finally {
  await browser.close();
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** The scripts a page loads: their bytes on the wire, and their paths under the console's directory. */
function watchScripts(cdp: CDPSession) {
  const scripts = new Map<string, string>();
  const finished: string[] = [];
  let bytes = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, new URL(event.response.url).pathname);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const file = scripts.get(event.requestId);
    if (file === undefined) return;
    bytes += event.encodedDataLength;
    finished.push(file);
  });
  return { bytes: () => bytes, files: () => [...new Set(finished)] };
}
