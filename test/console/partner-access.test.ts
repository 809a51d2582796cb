// A partner member in Chromium: the console offers it only what the server's
// partner table (src/hooks/partner-access.ts) lets it use, so it reads the
// positions and their candidates as lists, with no link to a candidate's
// page, no change it would be refused, and no request the API answers 403.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { chromiumInstalled, CHROMIUM_PATH, type Browser } from '../../scripts/browser.ts';
import { journey as browserJourney, signInThroughForm } from '../helpers/browser-journey.ts';
import { startConsoleRig } from '../helpers/console-rig.ts';
import type { TestServer, UserFixture } from '../helpers/test-server.ts';

const found = chromiumInstalled();
if (!found && process.env.CI) {
  throw new Error(`Chromium is not installed at ${CHROMIUM_PATH} and CI is set: the browser tests must run (apt-get install -y chromium)`);
}
const DESKTOP = { width: 1280, height: 800 };
const POSITION = 'Partner-visible position';
const CANDIDATE = 'Ada Listed';

describe('a partner member in Chromium', { skip: found ? false : `Chromium not found at ${CHROMIUM_PATH}` }, () => {
  let server: TestServer;
  let browser: Browser;
  let close: (() => Promise<void>) | undefined;
  let partner: UserFixture;
  let companyId: string;
  let positionId: string;
  let candidateId: string;

  before(async () => {
    ({ server, browser, close } = await startConsoleRig());
    const demo = server.server.demo!;
    companyId = demo.companyId;
    const position = await server.post(`/v3/company/${companyId}/positions`, { token: demo.token, body: { name: POSITION } });
    assert.ok(position.status < 300, position.text);
    positionId = position.body._id;
    const candidate = await server.post(`/v3/company/${companyId}/position/${positionId}/candidates`, {
      token: demo.token,
      body: { name: CANDIDATE },
    });
    assert.ok(candidate.status < 300, candidate.text);
    candidateId = candidate.body._id;
    partner = await server.createUser({ partner: true });
    await server.addMember(companyId, partner.id);
  });

  after(() => close?.());

  const journey = (name: string, work: (page: Page) => Promise<void>) =>
    browserJourney(() => browser, { screenshotAtEnd: false }, name, DESKTOP, work);

  /** The API's 403 answers to the page's requests, as they come. */
  const refusals = (page: Page) => {
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
    });
    return refused;
  };

  it(
    'reads positions and candidates with no candidate link, no change it would be refused and no 403',
    journey('partner-access', async (page) => {
      const refused = refusals(page);
      await signInThroughForm(page, server.url + '/', partner);
      await page.goto(`${server.url}/companies/${companyId}/recruiting`);
      await page.getByRole('list', { name: 'Positions' }).getByRole('link', { name: POSITION }).waitFor();
      await page.getByRole('list', { name: 'Departments' }).or(page.getByText('No departments yet.')).waitFor();
      await page.getByText(/not a partner's/).waitFor();
      assert.equal(await page.getByRole('button', { name: 'New position' }).count(), 0, 'no New position for a partner');

      await page.getByRole('list', { name: 'Positions' }).getByRole('link', { name: POSITION }).click();
      const candidates = page.getByRole('list', { name: 'Candidates' });
      await candidates.getByRole('heading', { name: CANDIDATE }).waitFor();
      assert.equal(await candidates.getByRole('link').count(), 0, 'no link to a candidate’s page');
      assert.equal(await page.locator(`a[href*="/candidates/"]`).count(), 0, 'no candidate link anywhere on the page');
      for (const name of ['Add candidate', 'Add from resume', 'Edit position', 'Delete position', 'Change state', 'Move']) {
        assert.equal(await page.getByRole('button', { name, exact: true }).count(), 0, `no ${name} for a partner`);
      }

      // A candidate's address opened all the same says what it is, without asking the API and showing its refusal.
      await page.goto(`${server.url}/companies/${companyId}/recruiting/${positionId}/candidates/${candidateId}`);
      await page.getByText("A candidate's page is not open to partners.").waitFor();

      assert.equal(await page.getByRole('alert').count(), 0, 'no error panel');
      assert.deepEqual(refused, [], 'the console asked for nothing the API refuses a partner');
    }),
  );

  it(
    'shows a member the same company with its candidate links and forms (the partner’s view is the partner’s alone)',
    journey('partner-access-member', async (page) => {
      await signInThroughForm(page, server.url + '/', server.server.demo!);
      await page.goto(`${server.url}/companies/${companyId}/recruiting/${positionId}`);
      await page.getByRole('list', { name: 'Candidates' }).getByRole('link', { name: CANDIDATE }).waitFor();
      await page.getByRole('button', { name: 'Add candidate' }).waitFor();
    }),
  );
});
