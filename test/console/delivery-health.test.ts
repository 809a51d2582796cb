// An endpoint's delivery health and its live delivery log in a real browser
// (Debian's Chromium driven by playwright-core) against a real server on
// SQLite and a real HTTPS receiver, finding things by their labels, roles and
// visible text (the set-up of event-journeys.test.ts): the badge follows the
// window's success rate and new attempts as they happen, the chart's axis is
// in the reader's locale, and deliveries made while the log is open appear
// without Refresh. Each journey
// saves a screenshot at its end in test-results/console/.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { chromiumInstalled, CHROMIUM_PATH, launchChromium, type Browser } from '../../scripts/browser.ts';
import { journey as browserJourney, signInThroughForm } from '../helpers/browser-journey.ts';
import { fitsTheWidth, startConsoleRig, type ConsoleRig } from '../helpers/console-rig.ts';
import type { TestServer } from '../helpers/test-server.ts';
import { scaled } from '../helpers/time-scale.ts';
import { eventually } from '../helpers/webhook-fixtures.ts';

const found = chromiumInstalled();
if (!found && process.env.CI) {
  throw new Error(`Chromium is not installed at ${CHROMIUM_PATH} and CI is set: the browser tests must run (apt-get install -y chromium)`);
}
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** How long a page that looks again on its own may take to show a change: its looks are at most 15 s apart. */
const live = scaled(30_000);

/** Records every text drawn on a canvas (uPlot draws its axis with fillText) in window.drawnTexts. A script as text, as the page runs it. */
const RECORD_CANVAS_TEXT = `(() => {
  const drawn = (window.drawnTexts = []);
  const fillText = CanvasRenderingContext2D.prototype.fillText;
  CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
    drawn.push(String(text));
    return fillText.call(this, text, ...rest);
  };
})()`;

describe(
  'delivery health and the live delivery log in Chromium',
  { skip: found ? false : `Chromium not found at ${CHROMIUM_PATH}` },
  () => {
    let rig: ConsoleRig | undefined;
    let server: TestServer;
    let browser: Browser;
    /** Paths at which the receiver answers 500. */
    let failing: Set<string>;

    before(async () => {
      rig = await startConsoleRig({ env: { WEBHOOK_RETRY_BASE_MS: '60000', WEBHOOK_RETRY_MAX_MS: '60000' } });
      ({ server, browser, failing } = rig);
    });

    after(() => rig?.close());

    const demo = () => rig!.demo();
    const companyPath = (rest: string) => rig!.companyPath(rest);
    const createEndpoint = (hookPath: string, events?: readonly string[]) => rig!.createEndpoint(hookPath, events);

    /** A test event to this endpoint alone: the id of its delivery. */
    async function testEvent(endpoint: string): Promise<string> {
      const res = await server.post(companyPath(`/webhook_endpoint/${endpoint}/test`), { token: demo().token, body: {} });
      assert.equal(res.status, 202, res.text);
      return String(res.body.id);
    }

    /** A position made (an event every endpoint here subscribes to, and no limit on how many): the id of this endpoint's delivery of it. */
    async function positionMade(endpoint: string): Promise<string> {
      const newest = async () =>
        (await server.get(companyPath(`/webhook_endpoint/${endpoint}/deliveries?limit=1`), { token: demo().token })).body.data[0]?.id as
          string | undefined;
      const before = await newest();
      const res = await server.post(companyPath('/positions'), { token: demo().token, body: { name: 'Live' } });
      assert.equal(res.status, 200, res.text);
      const made = await eventually(
        async () => {
          const id = await newest();
          return id !== undefined && id !== before && id;
        },
        10_000,
        'the delivery of the new position',
      );
      return String(made);
    }

    /** Waits until the endpoint's stats count these attempts. */
    async function attemptsCounted(endpoint: string, succeeded: number, failed: number) {
      await eventually(
        async () => {
          const res = await server.get(companyPath(`/webhook_endpoint/${endpoint}/stats`), { token: demo().token });
          return res.body.succeeded === succeeded && res.body.failed === failed;
        },
        10_000,
        `${succeeded} successful and ${failed} failed attempts`,
      );
    }

    /** A journey in a new tab of `on` at the given size: no script error allowed, a screenshot at the end (or on failure). */
    const journey = (name: string, viewport: { width: number; height: number }, work: (page: Page) => Promise<void>, on = () => browser) =>
      browserJourney(on, { screenshotAtEnd: true }, name, viewport, work);

    async function signIn(page: Page) {
      await signInThroughForm(page, server.url + '/', demo());
    }

    for (const viewport of [DESKTOP, PHONE]) {
      it(
        `judges an endpoint's health on the window's success rate, not its latest attempt, says so in one unit, and follows new attempts without a reload (${viewport.width} px)`,
        journey('delivery-health', viewport, async (page) => {
          const hookPath = `/health-${viewport.width}`;
          const endpoint = await createEndpoint(hookPath);
          await signIn(page);
          await page.goto(`${server.url}/companies/${demo().companyId}/webhooks/${endpoint}`);
          const panel = page.getByRole('region', { name: 'Delivery health' });
          await panel.getByText('no attempts yet').waitFor();
          await panel.getByText(/^Over the last 24 hours: no attempts\./).waitFor();

          // The badge, the summary and the latest deliveries follow new attempts on their own: never a reload on this page.
          await page.evaluate('window.notReloaded = true');
          const latest = page.getByRole('table', { name: 'Latest deliveries' });
          const made: string[] = [];
          for (let i = 0; i < 3; i++) made.push(await testEvent(endpoint));
          await attemptsCounted(endpoint, 3, 0);
          await panel.getByText('healthy: 100% succeeded').waitFor({ timeout: live });
          await panel.getByText(/^Over the last 24 hours: 3 of 3 attempts succeeded \(100%\)\./).waitFor();
          await latest.getByRole('link', { name: `#${made[2]}`, exact: true }).waitFor({ timeout: live });

          // The latest attempt fails: three of four still succeeded, so the badge says degraded, not failing and not healthy.
          failing.add(hookPath);
          made.push(await testEvent(endpoint));
          await attemptsCounted(endpoint, 3, 1);
          await panel.getByText('degraded: 75% succeeded').waitFor({ timeout: live });
          await latest.getByRole('link', { name: `#${made[3]}`, exact: true }).waitFor({ timeout: live });
          await page.getByText(/^3 successful and 1 failed attempts in all/).waitFor({ timeout: live });
          assert.equal(await page.evaluate('window.notReloaded'), true, 'the page was never loaded again');
          await panel.getByText(/^Over the last 24 hours: 3 of 4 attempts succeeded \(75%\)\./).waitFor();
          await panel.getByText(/^failing since /).waitFor();
          await panel.getByText(/median [\d,]+ ms, 95th percentile [\d,]+ ms/).waitFor();
          assert.equal(await panel.locator('canvas').count(), 1, 'the chart is drawn');
          await panel.getByText('Attempts per hour, as a table').click();
          const table = panel.getByRole('table', { name: /per hour/ });
          assert.equal(await table.getByRole('row').count(), 25, 'a header and 24 hours');
          await fitsTheWidth(page, 'the delivery health');

          await panel.getByRole('button', { name: '7 days' }).click();
          await panel.getByText(/^Over the last 7 days: 3 of 4 attempts succeeded/).waitFor();
          assert.equal(await panel.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed'), 'true');
          await fitsTheWidth(page, 'the delivery health over 7 days');

          // An endpoint whose every attempt failed is failing.
          const downPath = `/down-${viewport.width}`;
          failing.add(downPath);
          const down = await createEndpoint(downPath);
          await testEvent(down);
          await attemptsCounted(down, 0, 1);
          await page.goto(`${server.url}/companies/${demo().companyId}/webhooks/${down}`);
          await panel.getByText('failing: 0% succeeded').waitFor();
          await panel.getByText(/^Over the last 24 hours: 0 of 1 attempt succeeded \(0%\)\./).waitFor();
        }),
      );
    }

    it('draws the chart’s axis, its table and its figures in the reader’s locale: German for a de-DE browser', async () => {
      const german = await launchChromium({ locale: 'de-DE' });
      try {
        await journey(
          'delivery-health-de',
          DESKTOP,
          async (page) => {
            await page.addInitScript(RECORD_CANVAS_TEXT);
            const endpoint = await createEndpoint('/german');
            await testEvent(endpoint);
            await attemptsCounted(endpoint, 1, 0);
            await signIn(page);
            await page.goto(`${server.url}/companies/${demo().companyId}/webhooks/${endpoint}`);
            const panel = page.getByRole('region', { name: 'Delivery health' });
            // German percentages have a space before the sign.
            await panel.getByText(/^Over the last 24 hours: 1 of 1 attempt succeeded \(100\s%\)\./).waitFor();
            const drawn = () => page.evaluate('window.drawnTexts') as Promise<string[]>;
            // The axis shows hours as Germans write them (14:00).
            await eventually(async () => (await drawn()).some((text) => /^\d{2}:\d{2}$/.test(text)), 10_000, 'German hours on the axis');
            assert.deepEqual(
              (await drawn()).filter((text) => /\b(AM|PM)\b/i.test(text)),
              [],
              'no US-style hours anywhere on the canvas',
            );
            await panel.getByText('Attempts per hour, as a table').click();
            const firstHour = await panel
              .getByRole('table', { name: /per hour/ })
              .getByRole('rowheader')
              .first()
              .textContent();
            assert.match(firstHour ?? '', /^\d{2}:\d{2}$/, 'the table too');

            await page.evaluate('window.drawnTexts.length = 0');
            await panel.getByRole('button', { name: '7 days' }).click();
            await eventually(
              async () => (await drawn()).some((text) => /^(Mo|Di|Mi|Do|Fr|Sa|So)\.?, \d{1,2} Uhr$/.test(text)),
              10_000,
              'German weekdays on the 7-day axis (Mo., 14 Uhr)',
            );
          },
          () => german,
        )();
      } finally {
        await german.close();
      }
    });

    it(
      'shows a delivery made while the log is open without Refresh, and counts those made while the reader is on a later page',
      journey('live-log', DESKTOP, async (page) => {
        const endpoint = await createEndpoint('/live');
        await signIn(page);
        await page.goto(`${server.url}/companies/${demo().companyId}/webhooks/${endpoint}/deliveries`);
        await page.getByText('No deliveries yet.').waitFor();
        const table = page.getByRole('table', { name: 'Deliveries' });
        // Nothing is pending, and the log still looks again on its own.
        const first = await positionMade(endpoint);
        await table.getByRole('link', { name: `#${first}`, exact: true }).waitFor({ timeout: scaled(30_000) });

        // 51 in all: the first one made is alone on the second page.
        let newest = first;
        for (let i = 0; i < 50; i++) newest = await positionMade(endpoint);
        await table.getByRole('link', { name: `#${newest}`, exact: true }).waitFor({ timeout: scaled(30_000) });
        await page.getByRole('button', { name: 'Next page' }).click();
        const rows = table.getByRole('link', { name: /^#\d+$/ });
        await table.getByRole('link', { name: `#${first}`, exact: true }).waitFor();
        assert.equal(await rows.count(), 1);

        // Two more while the reader is there: counted, not pushed in; "show" goes to the first page.
        const made = [await positionMade(endpoint), await positionMade(endpoint)];
        const newer = page.getByRole('button', { name: '2 new deliveries: show' });
        await newer.waitFor({ timeout: scaled(30_000) });
        assert.deepEqual(await rows.allTextContents(), [`#${first}`], 'the page read did not move');
        await newer.click();
        await table.getByRole('link', { name: `#${made[1]}`, exact: true }).waitFor();
        assert.equal(await rows.first().textContent(), `#${made[1]}`, 'the newest on top');
        assert.doesNotMatch(page.url(), /cursor=|before=/, 'the first page');
      }),
    );
  },
);
