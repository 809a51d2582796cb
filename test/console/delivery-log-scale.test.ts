// The delivery log of an endpoint with 10 020 deliveries, in a real browser
// (Debian's Chromium driven by playwright-core) against a real server on
// SQLite: the log is a table of one page at a time, so the page holds the
// same rows and about the same elements at its first page, a few pages in
// and at the oldest delivery, which is one step away (Order: Oldest first)
// and opens. The deliveries are written straight into storage (an event and
// a finished delivery each), as ten thousand API calls would take minutes.
// The time it takes to reach the oldest is measured by
// `npm run console:measure` (docs/console.md), not asserted here.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { buildConsoleInto, chromiumInstalled, CHROMIUM_PATH, launchChromium, type Browser } from '../../scripts/browser.ts';
import { PAGE_SIZE } from '../../console/src/delivery-log.ts';
import { journey as browserJourney, signInThroughForm } from '../helpers/browser-journey.ts';
import { sqlite } from '../helpers/dialects.ts';
import { seedDeliveries } from '../helpers/delivery-log-fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { scaled } from '../helpers/time-scale.ts';

const found = chromiumInstalled();
if (!found && process.env.CI) {
  throw new Error(`Chromium is not installed at ${CHROMIUM_PATH} and CI is set: the browser tests must run (apt-get install -y chromium)`);
}
const DELIVERIES = 10_020;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

describe('a delivery log of 10 020 deliveries in Chromium', { skip: found ? false : `Chromium not found at ${CHROMIUM_PATH}` }, () => {
  let server: TestServer;
  let browser: Browser;
  let consoleDir: string;
  let endpointId: string;
  /** The deliveries' ids, oldest first, and the event of each. */
  let seeded: Array<{ id: number; eventId: string }>;

  before(async () => {
    consoleDir = await buildConsoleInto();
    server = await startTestServer(sqlite, { consoleDir, realClock: true, demo: true });
    const demo = server.server.demo!;
    const res = await server.post(`/v3/company/${demo.companyId}/webhook_endpoints`, {
      token: demo.token,
      body: { url: 'https://receiver.example/hooks', events: ['candidateAdded'] },
    });
    assert.equal(res.status, 201, res.text);
    endpointId = res.body.id;
    seeded = await seedDeliveries(server.services, demo.companyId, endpointId, DELIVERIES);
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await server?.close();
    if (consoleDir) fs.rmSync(consoleDir, { recursive: true, force: true });
  });

  const journey = (name: string, viewport: { width: number; height: number }, work: (page: Page) => Promise<void>) =>
    browserJourney(() => browser, { screenshotAtEnd: false }, name, viewport, work);

  for (const viewport of [DESKTOP, PHONE]) {
    it(
      `holds one page of rows at the first page, pages in and at the oldest delivery, which opens (${viewport.width} px)`,
      journey('delivery-log-scale', viewport, async (page) => {
        const demo = server.server.demo!;
        await signInThroughForm(page, server.url + '/', demo);
        await page.goto(`${server.url}/companies/${demo.companyId}/webhooks/${endpointId}/deliveries`);
        const table = page.getByRole('table', { name: 'Deliveries' });
        const rows = table.getByRole('rowheader');
        const newest = seeded.at(-1)!;
        await table.getByRole('link', { name: `#${newest.id}`, exact: true }).waitFor({ timeout: scaled(30_000) });
        const elements = () => page.evaluate(() => document.querySelectorAll('*').length);
        const shown = async () => ({ rows: await rows.count(), elements: await elements() });

        const first = await shown();
        assert.equal(first.rows, PAGE_SIZE, 'the first page is one page of rows, not the log');
        if (viewport === PHONE) {
          // On a phone the filters fold away, so the log's first row shows without scrolling.
          const top = await rows.first().evaluate((row) => row.getBoundingClientRect().top);
          assert.ok(top >= 0 && top < PHONE.height, `the first row's top at ${top} px, within the ${PHONE.height} px window`);
        }
        assert.ok(first.rows <= 100, `${first.rows} rows on the page: a bounded number, whatever the log's length`);
        assert.deepEqual(
          await rows.allTextContents(),
          seeded
            .slice(-PAGE_SIZE)
            .reverse()
            .map((d) => `#${d.id}`),
          'newest first',
        );

        // Three pages in: the same rows, the same elements give or take a few (a link for a page that has one before it).
        for (let n = 1; n <= 3; n++) {
          const last = await rows.nth(PAGE_SIZE - 1).textContent();
          await page.getByRole('button', { name: 'Next page' }).click();
          await table.getByRole('link', { name: last!, exact: true }).waitFor({ state: 'detached', timeout: scaled(30_000) });
          await rows.nth(PAGE_SIZE - 1).waitFor({ timeout: scaled(30_000) });
          assert.equal(await rows.first().textContent(), `#${seeded[seeded.length - 1 - n * PAGE_SIZE]!.id}`, `page ${n + 1} follows on`);
        }
        const later = await shown();
        assert.equal(later.rows, PAGE_SIZE);
        assert.ok(
          Math.abs(later.elements - first.elements) <= 20,
          `${later.elements} elements four pages in, ${first.elements} on the first`,
        );

        // The oldest of 10 020 is one step away, and the page holds no more there.
        const filters = page.getByRole('button', { name: 'Filters (0 active)' });
        if (viewport === PHONE) {
          assert.equal(await page.getByLabel('Order').isVisible(), false, 'the filters folded on a phone');
          await filters.click();
          assert.equal(await filters.getAttribute('aria-expanded'), 'true');
        } else {
          assert.equal(await filters.isVisible(), false, 'a wider screen shows the filters without a disclosure');
        }
        await page.getByLabel('Order').selectOption('oldest');
        const oldest = seeded[0]!;
        await page.waitForURL(/order=oldest/);
        await rows
          .first()
          .filter({ hasText: `#${oldest.id}` })
          .waitFor({ timeout: scaled(30_000) });
        assert.doesNotMatch(page.url(), /cursor=|before=/, 'oldest first starts from its first page');
        const atOldest = await shown();
        assert.equal(atOldest.rows, PAGE_SIZE);
        assert.deepEqual(
          await rows.allTextContents(),
          seeded.slice(0, PAGE_SIZE).map((d) => `#${d.id}`),
          'oldest first',
        );
        assert.ok(Math.abs(atOldest.elements - first.elements) <= 20, `${atOldest.elements} elements at the oldest`);

        await table.getByRole('link', { name: `#${oldest.id}`, exact: true }).click();
        await page.getByRole('heading', { name: `Delivery #${oldest.id}` }).waitFor({ timeout: scaled(30_000) });
        const payload = await page.getByLabel(/^Payload of delivery/).textContent();
        assert.match(payload ?? '', new RegExp(oldest.eventId), 'the oldest delivery’s own payload');
        assert.equal(await page.evaluate(() => document.title.startsWith(`Delivery #`)), true);
      }),
    );
  }
});
