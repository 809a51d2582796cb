// The console when things go wrong under it, in Chromium: a panel whose load
// failed because the service could not be reached recovers on its own once it
// can be, and a note typed when the session ends is still there after
// signing in again.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { buildConsoleInto, chromiumInstalled, CHROMIUM_PATH, launchChromium, type Browser } from '../../scripts/browser.ts';
import { sqlite } from '../helpers/dialects.ts';
import { scaled } from '../helpers/time-scale.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const found = chromiumInstalled();
if (!found && process.env.CI) {
  throw new Error(`Chromium is not installed at ${CHROMIUM_PATH} and CI is set: the browser tests must run (apt-get install -y chromium)`);
}

describe('the console recovering in Chromium', { skip: found ? false : `Chromium not found at ${CHROMIUM_PATH}` }, () => {
  let server: TestServer;
  let browser: Browser;
  let consoleDir: string;
  let positionId: string;
  let candidateId: string;

  before(async () => {
    consoleDir = await buildConsoleInto();
    server = await startTestServer(sqlite, { consoleDir, realClock: true, demo: true });
    browser = await launchChromium();
    const token = demo().token;
    const position = await server.post(`/v3/company/${demo().companyId}/positions`, { token, body: { name: 'Site Reliability Engineer' } });
    assert.ok(position.status < 300, position.text);
    positionId = position.body._id;
    const candidate = await server.post(`/v3/company/${demo().companyId}/position/${positionId}/candidates`, {
      token,
      body: { name: 'Katherine Johnson' },
    });
    assert.ok(candidate.status < 300, candidate.text);
    candidateId = candidate.body._id;
  });

  after(async () => {
    await browser?.close();
    await server?.close();
    if (consoleDir) fs.rmSync(consoleDir, { recursive: true, force: true });
  });

  function demo() {
    assert.ok(server.server.demo, 'the first start made the demo workspace');
    return server.server.demo;
  }

  async function signIn(page: Page) {
    await page.getByLabel('Email').fill(demo().email);
    await page.getByLabel('Password').fill(demo().password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }

  it('loads a panel again on its own once the service can be reached', async () => {
    await browser.context.clearCookies();
    const page = await browser.context.newPage();
    try {
      await page.goto(`${server.url}/companies`);
      await signIn(page);
      await page.getByRole('heading', { name: 'Companies', level: 1 }).waitFor();
      // The positions cannot be reached (as with the service stopped), then can again.
      const positions = `**/v3/company/${demo().companyId}/positions`;
      await page.route(positions, (route) => route.abort('connectionrefused'));
      await page.goto(`${server.url}/companies/${demo().companyId}/recruiting`);
      await page.getByText('The service could not be reached').waitFor();
      await page.unroute(positions);
      // No click on "Try again": the next attempt (1, 2, 4 s… after) finds it.
      await page.getByRole('link', { name: 'Site Reliability Engineer' }).waitFor({ timeout: scaled(15_000) });
      assert.equal(await page.getByText('The service could not be reached').count(), 0);
    } finally {
      await page.close();
    }
  });

  it('keeps a note typed when the session ends through signing in again, and forgets it on sign-out', async () => {
    await browser.context.clearCookies();
    const page = await browser.context.newPage();
    try {
      const candidatePage = `${server.url}/companies/${demo().companyId}/recruiting/${positionId}/candidates/${candidateId}`;
      await page.goto(candidatePage);
      await signIn(page);
      await page.getByRole('heading', { name: 'Katherine Johnson', level: 2 }).waitFor();
      const note = page.getByLabel('New note on Katherine Johnson');
      await note.fill('Ask about the orbital mechanics project.');
      // The session ends elsewhere (signed out with its token), then the note is posted.
      const [cookie] = await browser.context.cookies();
      assert.ok(cookie, 'the session cookie');
      const out = await server.get('/v3/signout', { token: cookie.value });
      assert.equal(out.status, 200);
      await page.getByRole('button', { name: 'Post note' }).click();
      await page.getByText('Your session has ended. Please sign in again.').waitFor();
      await signIn(page);
      await page.getByRole('heading', { name: 'Katherine Johnson', level: 2 }).waitFor();
      assert.equal(await page.getByLabel('New note on Katherine Johnson').inputValue(), 'Ask about the orbital mechanics project.');
      // A deliberate sign-out leaves nothing typed behind.
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByText('You are signed out.').waitFor();
      assert.equal(await page.evaluate('Object.keys(sessionStorage).filter((key) => key.includes("draft")).length'), 0);
    } finally {
      await page.close();
    }
  });
});
