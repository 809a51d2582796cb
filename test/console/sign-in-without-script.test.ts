// The sign-in page before (or without) its script, in Chromium against a real
// server on SQLite: /signin arrives with its form in the HTML (signin.html,
// prerendered at build), which signs in by a plain post when scripts are
// off; the same browser with scripts then finds itself signed in (the
// console asks GET /console/session), a failure the post came back with is
// said once the script runs, and React takes the prerendered form over
// without a hydration error (the journey fails on any error the page logs).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { chromiumInstalled, CHROMIUM_PATH, type Browser } from '../../scripts/browser.ts';
import { journey as browserJourney } from '../helpers/browser-journey.ts';
import { startConsoleRig } from '../helpers/console-rig.ts';
import type { TestServer } from '../helpers/test-server.ts';
import { eventually } from '../helpers/webhook-fixtures.ts';

const found = chromiumInstalled();
if (!found && process.env.CI) {
  throw new Error(`Chromium is not installed at ${CHROMIUM_PATH} and CI is set: the browser tests must run (apt-get install -y chromium)`);
}

const DESKTOP = { width: 1280, height: 800 };
const SESSION_COOKIE = 'recruiting_console_session';

describe('the sign-in page without its script', { skip: found ? false : `Chromium not found at ${CHROMIUM_PATH}` }, () => {
  let server: TestServer;
  let browser: Browser;
  let close: (() => Promise<void>) | undefined;

  before(async () => {
    ({ server, browser, close } = await startConsoleRig());
  });
  after(() => close?.());

  const demo = () => {
    assert.ok(server.server.demo, 'the first start made the demo workspace');
    return server.server.demo;
  };

  const journey = (name: string, work: (page: Page) => Promise<void>) =>
    browserJourney(() => browser, { screenshotAtEnd: process.env.BROWSER_SCREENSHOTS === 'all' }, name, DESKTOP, work);

  /** Turns the page's scripts off, as the browser's own setting does: the page gets what it would with JavaScript disabled. */
  async function withoutScripts(page: Page): Promise<void> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
  }

  /** Signs out through the page, which also forgets, in this browser's storage, that it signed in: the next journey starts signed out. */
  async function signOut(page: Page): Promise<void> {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  }

  /** Whether React has taken the form over (it marks the form once it has). */
  const formTakenOver = (page: Page) => page.locator('form[data-ready]').count();

  it('serves /signin with the labelled form in its HTML', async () => {
    const res = await fetch(`${server.url}/signin?next=%2Faccount`, { headers: { accept: 'text/html' } });
    assert.equal(res.status, 200);
    const html = await res.text();
    assert.match(html, /<label for="email">Email<\/label><input id="email"[^>]* name="email"/);
    assert.match(html, /<label for="password">Password<\/label><input id="password" type="password"[^>]* name="password"/);
    assert.match(html, /<form method="post">[\s\S]*<button type="submit"[^>]*>Sign in<\/button>/);
    assert.doesNotMatch(html, /needs JavaScript/);
    assert.doesNotMatch(html, /<script(?![^>]*\ssrc=)[^>]*>/, 'no inline script: the Content-Security-Policy forbids them');
  });

  it(
    'signs in by a plain post with scripts off, and the same browser with scripts is then signed in',
    journey('sign-in-without-script', async (page) => {
      await withoutScripts(page);
      await page.goto(`${server.url}/signin?next=${encodeURIComponent('/account')}`);
      assert.equal(await formTakenOver(page), 0, 'the page loaded, and no script ran');
      const posted = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/signin');
      await page.getByLabel('Email').fill(demo().email);
      await page.getByLabel('Password').fill(demo().password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      const request = await posted;
      assert.ok(request.isNavigationRequest(), 'the browser posted the form itself');
      assert.equal(request.headers()['content-type'], 'application/x-www-form-urlencoded');
      await page.waitForURL(`${server.url}/account`);
      const cookies = await browser.context.cookies();
      assert.deepEqual(
        cookies.map((cookie) => [cookie.name, cookie.httpOnly, cookie.sameSite]),
        [[SESSION_COOKIE, true, 'Strict']],
      );

      // The console's record of signing in is not there: it asks the server about the cookie, and shows the page.
      const withScripts = await browser.context.newPage();
      try {
        await withScripts.goto(`${server.url}/account`);
        await withScripts.getByRole('heading', { name: 'Account', level: 1 }).waitFor();
        assert.equal(new URL(withScripts.url()).pathname, '/account');
        await signOut(withScripts);
      } finally {
        await withScripts.close();
      }
    }),
  );

  it(
    'comes back to the form after a wrong password, which the script then says, with focus on it',
    journey('sign-in-failure-without-script', async (page) => {
      await withoutScripts(page);
      await page.goto(`${server.url}/signin?next=${encodeURIComponent('/account')}`);
      await page.getByLabel('Email').fill(demo().email);
      await page.getByLabel('Password').fill('not the password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((url) => url.searchParams.get('error') === 'invalidCredentials');
      const address = page.url();
      assert.equal(new URL(address).pathname, '/signin');
      assert.ok(!address.includes('not%20the%20password') && !address.includes(encodeURIComponent(demo().email)), address);
      assert.deepEqual(await browser.context.cookies(), [], 'not signed in');

      const withScripts = await browser.context.newPage();
      try {
        await withScripts.goto(address);
        const alert = withScripts.getByRole('alert');
        await alert.getByText('Invalid email or password').waitFor();
        await eventually(
          async () => (await withScripts.evaluate(() => document.activeElement?.id)) === 'sign-in-error',
          5_000,
          'focus on the failure',
        );
        for (const label of ['Email', 'Password']) {
          const field = withScripts.getByLabel(label);
          assert.equal(await field.getAttribute('aria-invalid'), 'true', label);
          assert.equal(await field.getAttribute('aria-describedby'), 'sign-in-error', label);
        }
        // Signing in from here with the script: the failure goes, and the page asked for comes.
        await withScripts.getByLabel('Email').fill(demo().email);
        await withScripts.getByLabel('Password').fill(demo().password);
        await withScripts.getByRole('button', { name: 'Sign in' }).click();
        await withScripts.getByRole('heading', { name: 'Account', level: 1 }).waitFor();
        await signOut(withScripts);
      } finally {
        await withScripts.close();
      }
    }),
  );

  it(
    'says when to try again after too many attempts, from the address the post came back to',
    journey('sign-in-rate-limited', async (page) => {
      await page.goto(`${server.url}/signin?next=%2Fcompanies&error=tooManySigninAttempts&retry=120`);
      await page.getByRole('alert').getByText('Too many failed sign-in attempts. Try again in 2 minutes').waitFor();
      await page.goto(`${server.url}/signin?error=tooManySigninAttempts&retry=1e400`);
      await page.getByRole('alert').getByText('Too many failed sign-in attempts; try again later').waitFor();
    }),
  );

  it(
    'is usable while its script is still on the way: what was typed before React took the form over is kept and sent',
    journey('sign-in-before-script', async (page) => {
      // The page's script is held back until the fields are filled in.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      // Not until DOMContentLoaded: that waits for the page's (deferred) module script.
      await page.goto(`${server.url}/signin?next=%2Faccount`, { waitUntil: 'commit' });
      await page.getByLabel('Email').fill(demo().email);
      await page.getByLabel('Password').fill(demo().password);
      assert.equal(await formTakenOver(page), 0, 'typed before the script ran');
      release();
      await page.locator('form[data-ready]').waitFor();
      assert.equal(await page.getByLabel('Email').inputValue(), demo().email);
      assert.equal(await page.getByLabel('Password').inputValue(), demo().password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Account', level: 1 }).waitFor();
      await page.unroute(/\/assets\/index-[^/]+\.js$/);
      await signOut(page);
    }),
  );

  it(
    'is taken over by React without a hydration error, and then signs in with the script',
    journey('sign-in-hydration', async (page) => {
      await page.goto(`${server.url}/signin?next=%2Faccount`);
      await page.locator('form[data-ready]').waitFor();
      await page.getByLabel('Email').fill(demo().email);
      await page.getByLabel('Password').fill(demo().password);
      let posted = false;
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/signin') posted = true;
      });
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Account', level: 1 }).waitFor();
      assert.equal(posted, false, 'the script signed in, not a post of the form');
      await signOut(page);
    }),
  );
});
