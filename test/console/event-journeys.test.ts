// The console's event catalog, an endpoint's receiver check, settings and
// delivery states in a real browser (Debian's Chromium driven by
// playwright-core) against a real server on SQLite and a real HTTPS
// receiver, at 1280 and 390 px, finding things by
// their labels, roles and visible text (the set-up of journeys.test.ts). Each
// journey saves a screenshot at its end in test-results/console/. Delivery
// health and the live log are in delivery-health.test.ts.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { EVENT_TYPES } from '../../src/schemas/event-types.ts';
import { chromiumInstalled, CHROMIUM_PATH, type Browser } from '../../scripts/browser.ts';
import { focusMovesTo, journey as browserJourney, SCREENSHOTS, signInThroughForm } from '../helpers/browser-journey.ts';
import { fitsTheWidth, startConsoleRig, type ConsoleRig } from '../helpers/console-rig.ts';
import type { HttpsReceiver } from '../helpers/https-receiver.ts';
import type { TestServer } from '../helpers/test-server.ts';
import { eventually } from '../helpers/webhook-fixtures.ts';

const found = chromiumInstalled();
if (!found && process.env.CI) {
  throw new Error(`Chromium is not installed at ${CHROMIUM_PATH} and CI is set: the browser tests must run (apt-get install -y chromium)`);
}
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

describe(
  'the event catalog, the receiver check and an endpoint’s settings in Chromium',
  { skip: found ? false : `Chromium not found at ${CHROMIUM_PATH}` },
  () => {
    let rig: ConsoleRig | undefined;
    let server: TestServer;
    let receiver: HttpsReceiver;
    let browser: Browser;
    /** Paths at which the receiver answers 500. */
    let failing: Set<string>;

    before(async () => {
      rig = await startConsoleRig({ env: { WEBHOOK_RETRY_BASE_MS: '60000', WEBHOOK_RETRY_MAX_MS: '60000' } });
      ({ server, receiver, browser, failing } = rig);
    });

    after(() => rig?.close());

    const demo = () => rig!.demo();
    const companyPath = (rest: string) => rig!.companyPath(rest);
    const createEndpoint = (hookPath: string, events?: readonly string[]) => rig!.createEndpoint(hookPath, events);

    /** A journey in a new tab at the given size: no script error allowed, a screenshot at the end (or on failure). */
    const journey = (name: string, viewport: { width: number; height: number }, work: (page: Page) => Promise<void>) =>
      browserJourney(() => browser, { screenshotAtEnd: true }, name, viewport, work);

    const settingsTab = (page: Page) => page.getByRole('navigation', { name: 'Endpoint' }).getByRole('link', { name: 'Settings' });
    const overviewTab = (page: Page) => page.getByRole('navigation', { name: 'Endpoint' }).getByRole('link', { name: 'Overview' });

    async function signIn(page: Page) {
      await signInThroughForm(page, server.url + '/', demo());
    }

    for (const viewport of [DESKTOP, PHONE]) {
      it(
        `reads the event catalog and sends an example to a chosen endpoint (${viewport.width} px)`,
        journey('event-types', viewport, async (page) => {
          const hookPath = `/catalog-${viewport.width}`;
          await createEndpoint(hookPath);
          await signIn(page);
          await page.getByRole('link', { name: 'Webhooks' }).first().click();
          await page
            .getByRole('navigation', { name: /sections$/ })
            .getByRole('link', { name: 'Event types', exact: true })
            .click();
          for (const type of EVENT_TYPES) await page.getByRole('heading', { name: type, level: 2 }).waitFor();
          await page.screenshot({ path: path.join(SCREENSHOTS, `event-types-top-${viewport.width}.png`) });
          const section = page.getByRole('region', { name: 'candidateStatusUpdated', exact: true });
          const fields = section.getByRole('table', { name: 'Fields of a candidateStatusUpdated payload' });
          await section.getByRole('region', { name: 'Fields of a candidateStatusUpdated payload' }).scrollIntoViewIfNeeded();
          await page.screenshot({ path: path.join(SCREENSHOTS, `event-type-section-${viewport.width}.png`) });
          await fields.getByRole('rowheader', { name: 'object.stage_was.name', exact: true }).waitFor();
          const example = JSON.parse((await section.getByLabel('Example candidateStatusUpdated payload').textContent()) ?? '');
          assert.equal(example.type, 'candidateStatusUpdated');
          await section.getByText('JSON Schema of candidateStatusUpdated').click();
          await section.getByText('"additionalProperties": false').first().waitFor();

          await page.getByLabel('Send test events to').selectOption({ label: receiver.url(hookPath) });
          await section.getByRole('button', { name: 'Send candidateStatusUpdated as a test event' }).click();
          await section.getByText(/Queued for .* as delivery #\d+\./).waitFor();
          const [request] = await receiver.waitFor((r) => r.some((x) => x.path === hookPath), 10_000, 'the test event');
          const sent = receiver.requests.find((r) => r.path === hookPath) ?? request!;
          const body = JSON.parse(sent.body);
          assert.deepEqual([body.type, body.test], ['candidateStatusUpdated', true]);
          assert.deepEqual(Object.keys(body.object).sort(), Object.keys(example.object).sort(), 'the shape of the catalog example');
          await fitsTheWidth(page, 'the Event types page');
        }),
      );
    }

    for (const viewport of [DESKTOP, PHONE]) {
      it(
        `checks an endpoint's receiver and shows what it answered to each step (${viewport.width} px)`,
        journey('receiver-check', viewport, async (page) => {
          // This receiver answers 200 to anything: the check flags the three it should have refused.
          const hookPath = `/checked-${viewport.width}`;
          await createEndpoint(hookPath);
          await signIn(page);
          await page.goto(`${server.url}/companies/${demo().companyId}/webhooks`);
          await page.getByRole('link', { name: receiver.url(hookPath), exact: true }).click();
          await page.getByRole('navigation', { name: 'Endpoint' }).getByRole('link', { name: 'Testing' }).click();
          await page.getByRole('button', { name: 'Check receiver' }).click();
          const table = page.getByRole('table', { name: `Receiver check of ${receiver.url(hookPath)}` });
          await table.waitFor();
          await page.getByText('The receiver did not answer every step as a receiver that verifies signatures does.').waitFor();
          assert.equal(await table.getByRole('row').count(), 5, 'a header and four steps');
          assert.equal(await table.getByText('not as expected', { exact: true }).count(), 3);
          assert.equal(await table.getByText('as expected', { exact: true }).count(), 1);
          assert.equal(receiver.requests.filter((r) => r.path === hookPath).length, 4, 'four requests reached the receiver');
          await table.scrollIntoViewIfNeeded();
          await fitsTheWidth(page, "an endpoint's Testing tab with a receiver check");
        }),
      );
    }

    it(
      'sets and removes an endpoint’s rate limit in its Settings, and shows it with the custom header names on its Overview',
      journey('rate-limit-form', PHONE, async (page) => {
        const hookPath = '/limited';
        const endpoint = await createEndpoint(hookPath);
        const put = await server.put(companyPath(`/webhook_endpoint/${endpoint}`), {
          token: demo().token,
          body: { headers: { 'X-Gateway-Key': 'gw-form-value' } },
        });
        assert.equal(put.status, 200, put.text);
        await signIn(page);
        await page.goto(`${server.url}/companies/${demo().companyId}/webhooks/${endpoint}`);
        const setUp = page.getByRole('region', { name: 'Set up' });
        await setUp.getByText('X-Gateway-Key').waitFor();
        assert.equal(await page.getByText('gw-form-value').count(), 0, 'no header value on the page');
        await settingsTab(page).click();
        await page.getByLabel('Rate limit, deliveries per second (optional)').fill('5');
        await page.getByRole('button', { name: 'Save changes' }).click();
        await page.getByRole('status').getByText('Settings saved.').waitFor();
        await focusMovesTo(page, 'Settings', 'the form, after saving');
        const shown = await server.get(companyPath(`/webhook_endpoint/${endpoint}`), { token: demo().token });
        assert.equal(shown.body.rate_limit, 5);
        await fitsTheWidth(page, 'the Settings tab with a rate limit');
        await overviewTab(page).click();
        await setUp.getByText('5 deliveries per second').waitFor();

        await settingsTab(page).click();
        await page.getByLabel('Rate limit, deliveries per second (optional)').fill('');
        await page.getByRole('button', { name: 'Save changes' }).click();
        await eventually(
          async () => (await server.get(companyPath(`/webhook_endpoint/${endpoint}`), { token: demo().token })).body.rate_limit === null,
        );
        await overviewTab(page).click();
        await setUp.getByText('none', { exact: true }).waitFor();
      }),
    );

    it(
      'replaces an endpoint’s custom headers in its form, which deliveries then carry, and removes them',
      journey('custom-headers-form', PHONE, async (page) => {
        const hookPath = '/gatewayed';
        const endpoint = await createEndpoint(hookPath);
        const put = await server.put(companyPath(`/webhook_endpoint/${endpoint}`), {
          token: demo().token,
          body: { headers: { 'X-Gateway-Key': 'gw-old-value' } },
        });
        assert.equal(put.status, 200, put.text);
        await signIn(page);
        await page.goto(`${server.url}/companies/${demo().companyId}/webhooks/${endpoint}/settings`);
        const card = page.getByRole('form', { name: `Edit ${receiver.url(hookPath)}` });
        await card.getByText('Custom headers: X-Gateway-Key (values not shown).').waitFor();
        // A URL on another origin would drop them (the values were meant for the old receiver): the form says so first.
        const urlField = card.getByLabel('Endpoint URL');
        await urlField.fill('https://elsewhere.example/hook');
        await card
          .getByText('The new URL is on another site: saving removes the custom headers (X-Gateway-Key) unless you enter them again.')
          .waitFor();
        await urlField.fill(receiver.url(hookPath));
        await card.getByText('Custom headers: X-Gateway-Key (values not shown).').waitFor();
        await card.getByRole('button', { name: 'Replace custom headers' }).click();
        assert.equal(await card.getByLabel('Header name 1').inputValue(), 'X-Gateway-Key', 'the stored name to start from');
        assert.equal(await card.getByLabel('Header value 1').inputValue(), '', 'a stored value is never shown');
        await card.getByLabel('Header value 1').fill('gw-new-value');
        await card.getByRole('button', { name: 'Add a header' }).click();
        await card.getByLabel('Header name 2').fill('X-Tenant');
        await card.getByLabel('Header value 2').fill('acme');
        await fitsTheWidth(page, 'the endpoint form with custom headers');
        await card.getByRole('button', { name: 'Save changes' }).click();
        await card.getByText('X-Gateway-Key, X-Tenant').waitFor();
        assert.equal(await page.getByText('gw-new-value').count(), 0, 'no header value on the page once saved');

        const res = await server.post(companyPath('/positions'), { token: demo().token, body: { name: 'Behind a gateway' } });
        assert.equal(res.status, 200, res.text);
        const [delivery] = (await receiver.waitFor((r) => r.some((x) => x.path === hookPath), 10_000, 'a delivery')).filter(
          (x) => x.path === hookPath,
        );
        assert.equal(delivery!.headers['x-gateway-key'], 'gw-new-value');
        assert.equal(delivery!.headers['x-tenant'], 'acme');

        await card.getByRole('button', { name: 'Replace custom headers' }).click();
        await card.getByRole('button', { name: 'Remove header 2' }).click();
        await card.getByRole('button', { name: 'Remove header 1' }).click();
        await card.getByRole('button', { name: 'Save changes' }).click();
        await card.getByText('X-Gateway-Key, X-Tenant').waitFor({ state: 'detached' });
        const shown = await server.get(companyPath(`/webhook_endpoint/${endpoint}`), { token: demo().token });
        assert.deepEqual(shown.body.headers, {});
      }),
    );

    it(
      'resumes a paused endpoint discarding what it held: nothing is sent and the log shows it cancelled',
      journey('resume-discarding', DESKTOP, async (page) => {
        const hookPath = '/held';
        const endpoint = await createEndpoint(hookPath);
        await signIn(page);
        await page.goto(`${server.url}/companies/${demo().companyId}/webhooks/${endpoint}/settings`);
        const state = page.locator('.endpoint-head');
        await page.getByRole('button', { name: 'Pause' }).click();
        await state.getByText('Paused').waitFor();
        await focusMovesTo(page, 'Resume', 'the button, whose name changed with the state');
        for (const name of ['Held, then discarded', 'Held too']) {
          const res = await server.post(companyPath('/positions'), { token: demo().token, body: { name } });
          assert.equal(res.status, 200, res.text);
        }
        // The confirmation says how many deliveries it cancels: the API's dry run, before anything changes.
        await page.getByRole('button', { name: 'Resume, discarding held events' }).click();
        const dialog = page.getByRole('dialog', { name: 'Resume and discard the held events?' });
        await dialog.getByText('2 held deliveries').waitFor();
        assert.equal(
          (await server.get(companyPath(`/webhook_endpoint/${endpoint}`), { token: demo().token })).body.status,
          'paused',
          'nothing changed yet',
        );
        await dialog.getByRole('button', { name: 'Resume and discard 2 deliveries' }).click();
        await state.getByText('Active').waitFor();
        await page.getByRole('status').getByText('Resumed: 2 held deliveries were cancelled.').waitFor();
        await page.getByRole('navigation', { name: 'Endpoint' }).getByRole('link', { name: 'Deliveries' }).click();
        const rows = page.getByRole('table', { name: 'Deliveries' }).getByRole('row');
        await rows.filter({ hasText: 'Cancelled' }).nth(1).waitFor();
        assert.equal(receiver.requests.filter((r) => r.path === hookPath).length, 0, 'nothing was sent');
      }),
    );

    it(
      'says what a pending delivery waits for: the delivery ahead of it in the queue, or the paused endpoint',
      journey('waiting', DESKTOP, async (page) => {
        const hookPath = '/behind';
        const endpoint = await createEndpoint(hookPath);
        failing.add(hookPath);
        const ahead = await server.post(companyPath('/positions'), { token: demo().token, body: { name: 'Ahead' } });
        assert.equal(ahead.status, 200, ahead.text);
        // Its first attempt fails; the next is a minute away (this server's retry delay), and the endpoint's queue waits for it.
        await receiver.waitFor((r) => r.some((x) => x.path === hookPath), 10_000, 'the first attempt');
        await server.post(companyPath('/positions'), { token: demo().token, body: { name: 'Behind' } });
        const listed = await server.get(companyPath(`/webhook_endpoint/${endpoint}/deliveries`), { token: demo().token });
        const [behind, head] = listed.body.data as Array<{ id: string }>;

        await signIn(page);
        await page.goto(`${server.url}/companies/${demo().companyId}/webhooks/${endpoint}/deliveries`);
        const table = page.getByRole('table', { name: 'Deliveries' });
        const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: `#${behind!.id}`, exact: true }) });
        await row.getByText(`Waiting behind #${head!.id}`).waitFor();
        await table
          .getByRole('row')
          .filter({ has: page.getByRole('link', { name: `#${head!.id}`, exact: true }) })
          .getByText(/^next attempt /)
          .waitFor();
        await row.getByRole('link', { name: `#${head!.id}` }).click();
        await page.getByRole('heading', { name: `Delivery #${head!.id}` }).waitFor();
        const title = await page.title();
        assert.ok(title.startsWith(`Delivery #${head!.id} · ${receiver.url(hookPath)} · `), `the tab names the delivery: ${title}`);

        assert.equal((await server.post(companyPath(`/webhook_endpoint/${endpoint}/pause`), { token: demo().token })).status, 200);
        await page.goto(`${server.url}/companies/${demo().companyId}/webhooks/${endpoint}/deliveries`);
        await table.getByText('Held while paused').nth(1).waitFor();
        assert.equal(await table.getByText(/^Waiting behind/).count(), 0);
      }),
    );
  },
);
