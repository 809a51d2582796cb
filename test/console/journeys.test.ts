// The web console in a real browser (Debian's Chromium driven by
// playwright-core) against a real server on SQLite and a real HTTPS webhook
// receiver: a few journeys of a person, finding things by their labels,
// roles and visible text. Each journey saves a screenshot when it fails
// (test-results/console/); BROWSER_SCREENSHOTS=all saves one at the end of
// each as well.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { verifySignature } from '../../receiver/verify-signature.js';
import { EVENT_TYPES } from '../../src/schemas/event-types.ts';
import { buildConsoleInto, chromiumInstalled, CHROMIUM_PATH, launchChromium, type Browser } from '../../scripts/browser.ts';
import { sqlite } from '../helpers/dialects.ts';
import { HttpsReceiver } from '../helpers/https-receiver.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { eventually } from '../helpers/webhook-fixtures.ts';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../test-results/console');

const found = chromiumInstalled();
if (!found && process.env.CI) {
  throw new Error(`Chromium is not installed at ${CHROMIUM_PATH} and CI is set: the browser tests must run (apt-get install -y chromium)`);
}
if (!found) process.stderr.write(`\n*** Chromium not found at ${CHROMIUM_PATH}: browser tests are SKIPPED (apt-get install -y chromium) ***\n\n`);

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

describe('the web console in Chromium', { skip: found ? false : `Chromium not found at ${CHROMIUM_PATH}` }, () => {
  let server: TestServer;
  let receiver: HttpsReceiver;
  let browser: Browser;
  let consoleDir: string;

  before(async () => {
    consoleDir = await buildConsoleInto();
    server = await startTestServer(sqlite, { consoleDir, realClock: true, demo: true });
    receiver = await HttpsReceiver.start();
    browser = await launchChromium();
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  });

  after(async () => {
    await browser?.close();
    await receiver?.close();
    await server?.close();
    if (consoleDir) fs.rmSync(consoleDir, { recursive: true, force: true });
  });

  const demo = () => {
    assert.ok(server.server.demo, 'the first start made the demo workspace');
    return server.server.demo;
  };

  /** Runs a journey in a new tab (its own sessionStorage) at the given size; a screenshot on failure; no script error nor CSP violation allowed. */
  function journey(name: string, viewport: { width: number; height: number }, work: (page: Page) => Promise<void>) {
    return async () => {
      const page = await browser.context.newPage();
      await page.setViewportSize(viewport);
      const scriptErrors: string[] = [];
      page.on('pageerror', (error) => scriptErrors.push(String(error)));
      // The Content-Security-Policy must never have to refuse anything the console itself does.
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy|Refused to/.test(message.text())) scriptErrors.push(message.text());
      });
      const shot = (suffix: string) => {
        fs.mkdirSync(SCREENSHOTS, { recursive: true });
        return page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${viewport.width}${suffix}.png`), fullPage: true });
      };
      try {
        await work(page);
        assert.deepEqual(scriptErrors, [], 'no script errors or policy violations on the page');
        if (process.env.BROWSER_SCREENSHOTS === 'all') await shot('');
      } catch (error) {
        await shot('-failed').catch(() => undefined);
        throw error;
      } finally {
        await page.close();
      }
    };
  }

  async function signIn(page: Page, email = demo().email, password = demo().password) {
    await page.goto(server.url + '/');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Companies', level: 1 }).waitFor();
  }

  /** Waits until the locator's text matches. */
  async function textOf(page: Page, find: () => ReturnType<Page['locator']>, pattern: RegExp, reload = false): Promise<string> {
    return eventually(
      async () => {
        if (reload) await page.reload();
        const text = (await find().textContent({ timeout: 5_000 }).catch(() => null)) ?? '';
        return pattern.test(text) ? text : false;
      },
      10_000,
      `text ${pattern}`,
    );
  }

  it(
    'signs in, makes an API key that works, revokes it, and signs out',
    journey('api-keys', DESKTOP, async (page) => {
      await page.goto(server.url + '/account/api-keys');
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      await page.getByLabel('Email').fill(demo().email);
      await page.getByLabel('Password').fill('not the password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('alert').getByText('Invalid email or password').waitFor();

      await page.getByLabel('Password').fill(demo().password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      // Back where the browser was headed before signing in.
      await page.getByRole('heading', { name: 'Create an API key' }).waitFor();
      const session = await page.evaluate(() => sessionStorage.getItem('recruiting-api.session'));
      assert.match(session ?? '', /^rs_st_/);
      assert.deepEqual(await browser.context.cookies(), [], 'no cookies');

      await page.getByLabel('Key name').fill('deploy script');
      await page.getByRole('button', { name: 'Create key' }).click();
      await page.getByText("you won't see it again").waitFor();
      const token = await page.getByLabel('API key', { exact: true }).inputValue();
      assert.match(token, /^rs_pat_[A-Za-z0-9_-]{43}$/);
      await page.getByRole('button', { name: 'Copy' }).click();
      await page.getByText('Copied to the clipboard.').waitFor();
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), token);

      const used = await fetch(`${server.url}/v3/companies`, { headers: { authorization: `Bearer ${token}` } });
      assert.equal(used.status, 200);
      assert.equal(((await used.json()) as Array<{ name: string }>)[0]!.name, 'Demo Company');

      await page.getByRole('button', { name: 'Done, I have copied it' }).click();
      assert.equal(await page.getByLabel('API key', { exact: true }).count(), 0, 'the token is gone from the page');
      const keys = page.getByRole('list', { name: 'API keys' });
      await keys.getByText('deploy script').waitFor();
      await keys.getByText(`${token.slice(0, 15)}…`).waitFor();
      await server.services.auth.flushLastUse();
      await page.reload();
      const row = page.getByRole('listitem').filter({ hasText: 'deploy script' });
      assert.doesNotMatch((await row.textContent()) ?? '', /Last used never/, 'the use with fetch shows');

      await page.getByRole('button', { name: 'Revoke deploy script' }).click();
      const dialog = page.getByRole('dialog', { name: 'Revoke “deploy script”?' });
      await dialog.getByRole('button', { name: 'Revoke key' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('list', { name: 'API keys' }).getByText('demo').waitFor();
      assert.equal(await page.getByText('deploy script').count(), 0);
      const refused = await fetch(`${server.url}/v3/companies`, { headers: { authorization: `Bearer ${token}` } });
      assert.equal(refused.status, 401);
      assert.equal(((await refused.json()) as { error: { type: string } }).error.type, 'revokedAccessToken');

      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      await page.getByText('You are signed out.').waitFor();
      const after = await fetch(`${server.url}/v3/companies`, { headers: { authorization: `Bearer ${session}` } });
      assert.equal(after.status, 401, 'sign-out ended the session on the server');
      assert.equal(await page.evaluate(() => sessionStorage.getItem('recruiting-api.session')), null);
    }),
  );

  it(
    'creates an endpoint to the receiver, then causes every event type from the recruiting pages, and the deliveries arrive',
    journey('webhooks-and-recruiting', PHONE, async (page) => {
      await signIn(page);
      await page.getByRole('link', { name: 'Webhooks' }).first().click();
      await page.getByRole('button', { name: 'New endpoint' }).click();
      const form = page.getByRole('form', { name: 'New endpoint' });
      await form.getByLabel('Endpoint URL').fill(receiver.url('/console'));
      await form.getByLabel('Description (optional)').fill('Receiver of the browser test');
      for (const type of EVENT_TYPES) await form.getByRole('checkbox', { name: new RegExp(`^${type} `) }).check();
      await form.getByRole('button', { name: 'Create endpoint' }).click();
      await page.getByText("you won't see it again").waitFor();
      const secret = await page.getByLabel('Signing secret').inputValue();
      assert.match(secret, /^whsec_/);
      await page.getByRole('button', { name: 'Done, I have copied it' }).click();
      const card = page.getByRole('listitem').filter({ hasText: receiver.url('/console') });
      await card.getByText('Active').waitFor();

      // Recruiting: a position, edited and published; a candidate, moved; notes posted, edited, deleted; then deletions.
      await page.getByRole('link', { name: 'Recruiting', exact: true }).click();
      await page.getByRole('button', { name: 'New position' }).click();
      await page.getByLabel('Position name').fill('Platform Engineer');
      await page.getByLabel('Department').fill('Engineering');
      await page.getByRole('button', { name: 'Create position' }).click();
      await page.getByRole('link', { name: 'Platform Engineer' }).click();
      await page.getByRole('heading', { name: 'Platform Engineer' }).waitFor();
      await page.getByRole('button', { name: 'Edit position' }).click();
      await page.getByLabel('Location').fill('Remote');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText(/Engineering · Remote/).waitFor();
      await page.getByLabel('State').selectOption('published');
      await page.getByRole('button', { name: 'Change state' }).click();
      await page.locator('.panel-head').getByText('published').waitFor();

      await page.getByRole('button', { name: 'Add candidate' }).click();
      await page.getByLabel('Candidate name').fill('Ada Lovelace');
      await page.getByLabel('Email (optional)').fill('ada@example.org');
      await page.getByRole('button', { name: 'Add candidate' }).click();
      const candidate = page.getByRole('list', { name: 'Candidates' }).getByRole('listitem').filter({ hasText: 'Ada Lovelace' });
      await candidate.waitFor();
      await candidate.getByLabel('Stage of Ada Lovelace').selectOption({ label: 'Interviewing' });
      await candidate.getByRole('button', { name: 'Move' }).click();
      await candidate.getByText(/stage Interviewing/).waitFor();

      await candidate.getByRole('button', { name: 'Notes' }).click();
      await candidate.getByText('No notes yet.').waitFor();
      await candidate.getByLabel('New note on Ada Lovelace').fill('Strong systems background.');
      await candidate.getByRole('button', { name: 'Post note' }).click();
      await candidate.getByText('Strong systems background.').waitFor();
      await candidate.getByRole('button', { name: 'Edit note' }).click();
      await candidate.getByLabel('Edit note').fill('Strong systems background; invite to a second interview.');
      await candidate.getByRole('button', { name: 'Save note' }).click();
      await candidate.getByText(/invite to a second interview/).waitFor();
      await candidate.getByRole('button', { name: 'Delete note' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete note' }).click();
      await candidate.getByText('No notes yet.').waitFor();

      await page.getByRole('button', { name: 'Delete candidate Ada Lovelace' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete candidate' }).click();
      await page.getByText('No candidates for this position yet.').waitFor();
      await page.getByRole('button', { name: 'Delete position' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete position' }).click();
      await page.getByText('No positions yet.').waitFor();

      // Every event type arrived, signed with the secret the page showed once.
      const received = await receiver.waitFor(
        (requests) => EVENT_TYPES.every((type) => requests.some((r) => r.path === '/console' && JSON.parse(r.body).type === type)),
        15_000,
        'a delivery of every event type',
      );
      const mine = received.filter((r) => r.path === '/console');
      for (const request of mine) assert.ok(verifySignature(request.body, request.headers['x-hook-signature'], secret), 'signed with the shown secret');
      const added = mine.map((r) => JSON.parse(r.body)).find((event) => event.type === 'candidateAdded');
      assert.equal(added.object.candidate.name, 'Ada Lovelace');

      // The endpoint's stats show them; pause and resume.
      await page.getByRole('link', { name: 'Webhooks', exact: true }).click();
      await textOf(page, () => card, new RegExp(`${mine.length} succeeded`), true);
      await card.getByRole('button', { name: /^Pause / }).click();
      await card.getByText('Paused').waitFor();
      await card.getByRole('button', { name: /^Resume / }).click();
      await card.getByText('Active').waitFor();
    }),
  );

  it(
    'says when to try again after too many failed sign-ins',
    journey('rate-limited-sign-in', PHONE, async (page) => {
      const user = await server.createUser();
      for (let i = 0; i < 5; i++) {
        const res = await server.post('/v3/signin', { body: { email: user.email, password: 'wrong' } });
        assert.equal(res.status, 401);
      }
      await page.goto(server.url + '/signin');
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password').fill(user.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      const alert = await textOf(page, () => page.getByRole('alert'), /Too many failed sign-in attempts/);
      assert.match(alert, /Try again in 15 minutes \(at \d{1,2}:\d{2}/);
    }),
  );

  it(
    'explains why a Free company has no webhooks, and shows legacy endpoints read-only',
    journey('plans-and-legacy', DESKTOP, async (page) => {
      const free = await server.createCompany({ name: 'Small Shop', plan: 'free' });
      const owner = await server.get('/v3/user/details', { token: demo().token });
      await server.addMember(free.id, owner.body._id);
      await server.services.webhookEndpoints.importLegacy({ companyId: demo().companyId, url: 'https://legacy.example.org/hook', events: ['candidateAdded'] });

      await signIn(page);
      await page.getByRole('listitem').filter({ hasText: 'Small Shop' }).getByRole('link', { name: 'Webhooks' }).click();
      await page.getByRole('heading', { name: 'Webhooks need the Pro plan' }).waitFor();
      await page.getByText('Small Shop is on the Free plan').waitFor();

      await page.goto(`${server.url}/companies/${demo().companyId}/webhooks`);
      const legacy = page.getByRole('listitem').filter({ hasText: 'https://legacy.example.org/hook' });
      await legacy.getByText('Legacy · read-only').waitFor();
      await legacy.getByText(/Legacy webhooks are read-only/).waitFor();
      assert.equal(await legacy.getByRole('button').count(), 0, 'no edit, pause or delete for a legacy endpoint');
    }),
  );
});
