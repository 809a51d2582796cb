// The web console in a real browser (Debian's Chromium driven by
// playwright-core) against a real server on SQLite and a real HTTPS webhook
// receiver: a few journeys of a person, finding things by their labels,
// roles and visible text. Each journey saves a screenshot when it fails
// (test-results/console/); BROWSER_SCREENSHOTS=all saves one at the end of
// each, and at each 390 px width check, as well. The server retries quickly
// (WEBHOOK_RETRY_BASE_MS), so a delivery to a failing receiver is `failed`
// within a second or two, and the receiver fails on the paths in `failing`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { verifySignature } from '../../packages/receiver/verify-signature.js';
import { EVENT_TYPES } from '../../src/schemas/event-types.ts';
import { chromiumInstalled, CHROMIUM_PATH, type Browser } from '../../scripts/browser.ts';
import { focusMovesTo, journey as browserJourney, signInThroughForm } from '../helpers/browser-journey.ts';
import { fitsTheWidth, setHidden, startConsoleRig, textOf } from '../helpers/console-rig.ts';
import type { HttpsReceiver } from '../helpers/https-receiver.ts';
import type { TestServer } from '../helpers/test-server.ts';
import { eventually } from '../helpers/webhook-fixtures.ts';

const found = chromiumInstalled();
if (!found && process.env.CI) {
  throw new Error(`Chromium is not installed at ${CHROMIUM_PATH} and CI is set: the browser tests must run (apt-get install -y chromium)`);
}
if (!found)
  process.stderr.write(`\n*** Chromium not found at ${CHROMIUM_PATH}: browser tests are SKIPPED (apt-get install -y chromium) ***\n\n`);

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

describe('the web console in Chromium', { skip: found ? false : `Chromium not found at ${CHROMIUM_PATH}` }, () => {
  let server: TestServer;
  let receiver: HttpsReceiver;
  let browser: Browser;
  let close: (() => Promise<void>) | undefined;
  /** Paths at which the receiver answers 500. */
  const failing = new Set<string>();

  before(async () => {
    // Short retry delays: a delivery to a failing receiver is `failed` after its 11 attempts within a second or two.
    // The journeys share the demo company and send more test events a minute than its default allowance (20).
    ({ server, receiver, browser, close } = await startConsoleRig({
      env: { WEBHOOK_RETRY_BASE_MS: '20', WEBHOOK_RETRY_MAX_MS: '100', WEBHOOK_TEST_RATE_LIMIT: 'off' },
    }));
    receiver.behave = (request) =>
      failing.has(request.path)
        ? { status: 500, headers: { 'content-type': 'application/json' }, body: '{"error":"receiver is down"}' }
        : { status: 200, body: 'ok' };
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  });

  after(() => close?.());

  const demo = () => {
    assert.ok(server.server.demo, 'the first start made the demo workspace');
    return server.server.demo;
  };

  /** Runs a journey in a new tab, signed out, at the given size; a screenshot on failure; no script error nor CSP violation allowed. */
  const journey = (name: string, viewport: { width: number; height: number }, work: (page: Page) => Promise<void>) =>
    browserJourney(() => browser, { screenshotAtEnd: process.env.BROWSER_SCREENSHOTS === 'all' }, name, viewport, work);

  async function signIn(page: Page, email = demo().email, password = demo().password) {
    await signInThroughForm(page, server.url + '/', { email, password });
  }

  /** A tab of an endpoint's page (Overview, Deliveries, Settings, Testing). */
  function endpointTab(page: Page, name: string) {
    return page.getByRole('navigation', { name: 'Endpoint' }).getByRole('link', { name, exact: true });
  }

  /** Opens a section of a candidate's page (Notes, Conversation, Attributes…) and waits until it is the one shown. */
  async function candidateSection(page: Page, name: string) {
    const tab = page.getByRole('navigation', { name: 'Candidate sections' }).getByRole('link', { name, exact: true });
    await tab.click();
    await eventually(async () => (await tab.getAttribute('aria-current')) === 'page', 5_000, `the ${name} section shown`);
  }

  /** A tab of the company's pages (Webhooks, Recruiting). */
  function companyTab(page: Page, name: string) {
    return page.getByRole('navigation', { name: /sections$/ }).getByRole('link', { name, exact: true });
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
      // The session token is in an HttpOnly, SameSite=Strict cookie (Secure: Chromium keeps one over http://127.0.0.1), never in a script's reach.
      const [cookie, ...others] = await browser.context.cookies();
      assert.deepEqual(others, [], 'one cookie');
      assert.equal(cookie?.name, 'recruiting_console_session');
      assert.deepEqual([cookie.httpOnly, cookie.secure, cookie.sameSite], [true, true, 'Strict']);
      const session = cookie.value;
      assert.match(session, /^rs_st_/);
      const stored = await page.evaluate(
        () => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }) + document.cookie,
      );
      assert.ok(!stored.includes(session), 'the token is not in storage a script can read');

      // A new tab, and a bookmark opened in it, are signed in too.
      const tab = await browser.context.newPage();
      await tab.goto(server.url + '/account');
      await tab.getByRole('heading', { name: 'Account', level: 1 }).waitFor();
      await tab.close();

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
      await focusMovesTo(page, 'Your API keys', "the list, not the revoked key's vanished button");
      // The list is read again after the revocation; until it answers, the old rows stay.
      await page.getByRole('list', { name: 'API keys' }).getByText('deploy script').waitFor({ state: 'detached' });
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
      assert.deepEqual(await browser.context.cookies(), [], 'sign-out cleared the cookie');
      // A new tab asks to sign in again.
      const signedOut = await browser.context.newPage();
      await signedOut.goto(server.url + '/account');
      await signedOut.getByRole('heading', { name: 'Sign in' }).waitFor();
      await signedOut.close();
    }),
  );

  it(
    'creates an endpoint to the receiver, causes every event type from the recruiting pages at 390 px, and sees the deliveries arrive and in the log',
    journey('webhooks-and-recruiting', PHONE, async (page) => {
      await signIn(page);
      // The company's card shows its friendly id, the slug of its name.
      await page.getByRole('listitem').filter({ hasText: 'Demo Company' }).getByText('Friendly id demo-company').waitFor();
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
      // The list shows the new endpoint while its secret is on screen; Done then puts focus on it.
      const card = page.getByRole('row').filter({ hasText: receiver.url('/console') });
      await card.getByText('Active').waitFor();
      await page.getByRole('button', { name: 'Done, I have copied it' }).click();
      await focusMovesTo(page, receiver.url('/console'), 'after Done, the new endpoint');
      await fitsTheWidth(page, 'the Webhooks page');

      // Recruiting: a position, edited and published; a candidate, moved; notes posted, edited, deleted; a conversation; then deletions.
      await companyTab(page, 'Recruiting').click();
      await page.getByRole('button', { name: 'New position' }).click();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await focusMovesTo(page, 'New position', 'Cancel, back to the button that opened the form');
      await page.getByRole('button', { name: 'New position' }).click();
      await page.getByLabel('Position name').fill('Platform Engineer');
      await page.getByLabel('Department', { exact: true }).fill('Engineering');
      await page.getByRole('button', { name: 'Create position' }).click();
      await page.getByRole('list', { name: 'Departments' }).getByText('Engineering').waitFor();
      await page.getByRole('link', { name: 'Platform Engineer' }).click();
      await page.getByRole('heading', { name: 'Platform Engineer' }).waitFor();
      await page.getByRole('button', { name: 'Edit position' }).click();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await focusMovesTo(page, 'Edit position', 'Cancel, back to the button that opened the form');
      await page.getByRole('button', { name: 'Edit position' }).click();
      await page.getByLabel('Location').fill('Remote');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText(/Engineering · Remote/).waitFor();
      await page.getByLabel('State').selectOption('published');
      await page.getByRole('button', { name: 'Change state' }).click();
      await page.locator('.panel-head').getByText('published').waitFor();

      await page.getByRole('button', { name: 'Add candidate' }).click();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await focusMovesTo(page, 'Add candidate', 'Cancel, back to the button that opened the form');
      await page.getByRole('button', { name: 'Add candidate' }).click();
      await page.getByLabel('Candidate name').fill('Ada Lovelace');
      await page.getByLabel('Email (optional)').fill('ada@example.org');
      await page.getByRole('button', { name: 'Add candidate' }).click();
      const candidate = page.getByRole('list', { name: 'Candidates' }).getByRole('listitem').filter({ hasText: 'Ada Lovelace' });
      await candidate.waitFor();
      await candidate.getByLabel('Stage of Ada Lovelace').selectOption({ label: 'Interviewing' });
      await candidate.getByRole('button', { name: 'Move' }).click();
      await candidate.getByText(/stage Interviewing/).waitFor();

      await candidate.getByRole('link', { name: 'Ada Lovelace' }).click();
      await page.getByRole('heading', { name: 'Ada Lovelace', level: 2 }).waitFor();
      await page.getByText('No notes yet.').waitFor();
      await page.getByLabel('New note on Ada Lovelace').fill('Strong systems background.');
      await page.getByRole('button', { name: 'Post note' }).click();
      const notes = page.getByRole('list', { name: 'Notes on Ada Lovelace' });
      await notes.getByText('Strong systems background.').waitFor();
      await notes.getByRole('button', { name: 'Edit note' }).click();
      await notes.getByLabel('Edit note').fill('Strong systems background; invite to a second interview.');
      await notes.getByRole('button', { name: 'Save note' }).click();
      await notes.getByText(/invite to a second interview/).waitFor();
      await notes.getByRole('button', { name: 'Delete note' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete note' }).click();
      await page.getByText('No notes yet.').waitFor();

      // The conversation: a message to the candidate (no mail server here: stored, not emailed) and a reply received elsewhere.
      await candidateSection(page, 'Conversation');
      await page.getByText('No messages yet.').waitFor();
      await page.getByLabel('Subject (optional)').fill('Second interview');
      await page.getByLabel('Message text').fill('Could you do Thursday at 10?');
      await page.getByRole('button', { name: 'Send message' }).click();
      const conversation = page.getByRole('list', { name: 'Conversation with Ada Lovelace' });
      await conversation.getByText('Could you do Thursday at 10?').waitFor();
      await conversation.getByText('Stored, not emailed').waitFor();
      await page.getByRole('radio', { name: /A reply from Ada Lovelace/ }).check();
      await page.getByLabel('Message text').fill('Thursday works for me.');
      await page.getByRole('button', { name: 'Record reply' }).click();
      await conversation.getByText('Ada Lovelace replied').waitFor();

      // Custom attributes, set and changed; a resume and a document, uploaded and downloaded.
      await candidateSection(page, 'Attributes');
      await page.getByText('No custom attributes.').waitFor();
      await page.getByLabel('Attribute name').fill('Desired Salary');
      await page.getByLabel('Attribute value').fill('100000');
      await page.getByRole('button', { name: 'Set attribute' }).click();
      const attributes = page.getByLabel('Custom attributes of Ada Lovelace');
      await attributes.getByText('100000').waitFor();
      await page.getByLabel('Attribute name').fill('Desired Salary');
      await page.getByLabel('Attribute value').fill('110000');
      await page.getByRole('button', { name: 'Set attribute' }).click();
      await attributes.getByText('110000').waitFor();

      // Work history and education, added; a scorecard, set.
      await candidateSection(page, 'Work and education');
      await page.getByText('No work history.').waitFor();
      const jobForm = page.getByRole('form', { name: 'Add work history' });
      await jobForm.getByLabel('Company').fill('Analytical Engines Ltd');
      await jobForm.getByLabel('Title').fill('Programmer');
      await jobForm.getByLabel('Start year').fill('2019');
      await jobForm.getByLabel('Works there now').check();
      await jobForm.getByRole('button', { name: 'Add work history' }).click();
      const jobs = page.getByRole('list', { name: 'Work history of Ada Lovelace' });
      await jobs.getByText('Programmer, Analytical Engines Ltd').waitFor();
      await jobs.getByText('2019 – now').waitFor();
      const schoolForm = page.getByRole('form', { name: 'Add education' });
      await schoolForm.getByLabel('School').fill('University of London');
      await schoolForm.getByLabel('Field of study').fill('Mathematics');
      await schoolForm.getByRole('button', { name: 'Add education' }).click();
      await page.getByRole('list', { name: 'Education of Ada Lovelace' }).getByText('University of London').waitFor();
      // An entry added by mistake, then removed after its confirmation.
      await schoolForm.getByLabel('School').fill('Wrong School');
      await schoolForm.getByRole('button', { name: 'Add education' }).click();
      const schools = page.getByRole('list', { name: 'Education of Ada Lovelace' });
      // Exact: the confirmation's heading ("Remove Wrong School?") is in the list too until it closes.
      const wrongSchool = schools.getByText('Wrong School', { exact: true });
      await wrongSchool.waitFor();
      await schools.getByRole('button', { name: 'Remove Wrong School' }).click();
      await page.getByRole('dialog', { name: 'Remove Wrong School?' }).getByRole('button', { name: 'Remove' }).click();
      await wrongSchool.waitFor({ state: 'detached' });
      await schools.getByText('University of London').waitFor();
      await candidateSection(page, 'Scorecards');
      await page.getByText('Nobody scored this candidate yet.').waitFor();
      const scoreForm = page.getByRole('form', { name: 'Set your scorecard' });
      await scoreForm.getByLabel('Your score').selectOption('very_good');
      await scoreForm.getByLabel('Note').fill('Invite to the on-site');
      await scoreForm.getByRole('button', { name: 'Save scorecard' }).click();
      await page.getByRole('list', { name: 'Scorecards' }).getByText('Invite to the on-site').waitFor();
      await page.getByText('overall +2 from 1 scorecard').waitFor();
      await candidateSection(page, 'Resume and documents');
      await page.getByText('No resume yet.').waitFor();
      await page.getByText('No documents yet.').waitFor();
      const resumeBytes = Buffer.from('%PDF-1.7\nA resume\n%%EOF\n');
      await page
        .getByLabel(/^Upload a resume \(/)
        .setInputFiles({ name: 'Ada Lovelace CV.pdf', mimeType: 'application/pdf', buffer: resumeBytes });
      await page.getByRole('button', { name: 'Upload a resume', exact: true }).click();
      await page.getByText('Resume: Ada Lovelace CV.pdf').waitFor();
      await page
        .getByLabel(/^Upload a document \(/)
        .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Cover letter') });
      await page.getByRole('button', { name: 'Upload a document', exact: true }).click();
      await page.getByRole('list', { name: 'Documents of Ada Lovelace' }).getByText('notes.txt', { exact: true }).waitFor();
      const [saved] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download resume' }).click()]);
      assert.equal(saved.suggestedFilename(), 'Ada Lovelace CV.pdf');
      assert.deepEqual(fs.readFileSync((await saved.path())!), resumeBytes);
      const [document] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download notes.txt' }).click(),
      ]);
      assert.equal(document.suggestedFilename(), 'notes.txt');
      // A file of a type that is not kept is refused, and the page says why.
      await page
        .getByLabel(/^Upload a document \(/)
        .setInputFiles({ name: 'tool.pdf', mimeType: 'application/pdf', buffer: Buffer.from([0x4d, 0x5a, 0x90, 0x00]) });
      await page.getByRole('button', { name: 'Upload a document', exact: true }).click();
      await page.getByText(/none of the types kept/).waitFor();
      await fitsTheWidth(page, "the candidate's page");

      await page.getByRole('button', { name: 'Delete candidate' }).click();
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
      for (const request of mine)
        assert.ok(verifySignature(request.body, request.headers['x-hook-signature'], secret), 'signed with the shown secret');
      const added = mine.map((r) => JSON.parse(r.body)).find((event) => event.type === 'candidateAdded');
      assert.equal(added.object.candidate.name, 'Ada Lovelace');

      // The endpoint's stats show them; pause and resume.
      await companyTab(page, 'Webhooks').click();
      await textOf(page, () => card, new RegExp(`${mine.length} succeeded`), true);
      await card.getByRole('link', { name: receiver.url('/console'), exact: true }).click();
      await endpointTab(page, 'Settings').click();
      const state = page.locator('.endpoint-head');
      await page.getByRole('button', { name: 'Pause' }).click();
      await state.getByText('Paused').waitFor();
      await page.getByRole('button', { name: 'Resume', exact: true }).click();
      await state.getByText('Active').waitFor();

      // The delivery log: the candidate's delivery, found by its event type, with its attempt and payload.
      await endpointTab(page, 'Deliveries').click();
      await page.getByRole('heading', { name: 'Deliveries', level: 2, exact: true }).waitFor();
      // On a phone the filters are folded behind a button that counts those in use.
      const filters = page.getByRole('button', { name: /^Filters \(\d+ active\)/ });
      assert.equal(await filters.textContent(), 'Filters (0 active)');
      assert.equal(await page.getByLabel('Event type', { exact: true }).isVisible(), false, 'the filters folded');
      await filters.click();
      assert.equal(await filters.getAttribute('aria-expanded'), 'true');
      await page.getByLabel('Event type', { exact: true }).selectOption('candidateAdded');
      await page.getByRole('button', { name: 'Filters (1 active)' }).waitFor();
      const row = page.getByRole('table', { name: 'Deliveries' }).getByRole('row').filter({ hasText: 'candidateAdded' });
      await row.waitFor();
      assert.match(page.url(), /event_type=candidateAdded/, 'the filter is in the address');
      await fitsTheWidth(page, 'the delivery log');
      await row.getByRole('link', { name: /^#\d+$/ }).click();
      await page
        .getByRole('list', { name: /^Attempts of delivery/ })
        .getByText(/HTTP 200/)
        .waitFor();
      const payload = JSON.parse((await page.getByLabel(/^Payload of delivery/).textContent()) ?? '');
      assert.equal(payload._id, added._id, 'the payload shown is the one the receiver got');
      // The position was deleted with its candidate: the stored event no longer carries the candidate's data.
      assert.equal(payload.object.candidate.name, '[deleted]');
      await fitsTheWidth(page, 'the delivery log with a delivery open');
    }),
  );

  it(
    'shows a failing receiver in the delivery log, retries and recovers from it, sends test events and rotates the secret',
    journey('delivery-log', DESKTOP, async (page) => {
      await signIn(page);
      await page.getByRole('link', { name: 'Webhooks' }).first().click();
      await page.getByRole('button', { name: 'New endpoint' }).click();
      const form = page.getByRole('form', { name: 'New endpoint' });
      await form.getByLabel('Endpoint URL').fill(receiver.url('/flaky'));
      await form.getByRole('checkbox', { name: /^candidateAdded / }).check();
      // The list's next reads are held until Done is pressed: a person who puts
      // the secret away at once still lands on the new endpoint, once it shows.
      const list = /\/v3\/company\/[^/?]+\/webhook_endpoints(\?.*)?$/;
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(list, async (route) => {
        if (route.request().method() === 'GET') await released;
        await route.continue();
      });
      await form.getByRole('button', { name: 'Create endpoint' }).click();
      const oldSecret = await page.getByLabel('Signing secret').inputValue();
      assert.equal(
        await page
          .getByRole('row')
          .filter({ hasText: receiver.url('/flaky') })
          .count(),
        0,
        'the list has not shown it yet',
      );
      await page.getByRole('button', { name: 'Done, I have copied it' }).click();
      release();
      await focusMovesTo(page, receiver.url('/flaky'), 'after Done pressed before the list showed it, the new endpoint once it shows');
      await page.unroute(list);
      failing.add('/flaky');

      // A candidate made in the console; the receiver answers 500.
      await companyTab(page, 'Recruiting').click();
      await page.getByRole('button', { name: 'New position' }).click();
      await page.getByLabel('Position name').fill('Site Reliability Engineer');
      await page.getByRole('button', { name: 'Create position' }).click();
      await page.getByRole('link', { name: 'Site Reliability Engineer' }).click();
      await page.getByRole('button', { name: 'Add candidate' }).click();
      await page.getByLabel('Candidate name').fill('Grace Hopper');
      await page.getByRole('button', { name: 'Add candidate' }).click();
      await page.getByRole('link', { name: 'Grace Hopper' }).waitFor();

      await companyTab(page, 'Webhooks').click();
      await page.getByRole('link', { name: `Deliveries of ${receiver.url('/flaky')}` }).click();
      const deliveries = page.getByRole('table', { name: 'Deliveries' });
      const first = deliveries.getByRole('row').filter({ hasText: 'candidateAdded' });
      // Every attempt fails (short retry delays here); the log sees it on its own, without a reload.
      await first.getByText('Failed').waitFor();
      await first.getByText('11 attempts · HTTP 500').waitFor();
      await first.getByRole('link', { name: /^#\d+$/ }).click();
      await page.getByRole('heading', { name: /^Delivery #\d+$/ }).waitFor();
      const attempts = page.getByRole('list', { name: /^Attempts of delivery/ });
      await attempts.getByRole('listitem').nth(10).waitFor();
      assert.equal(await attempts.getByRole('listitem').count(), 11, 'the first attempt and 10 retries');
      const firstAttempt = attempts.getByRole('listitem').first();
      await firstAttempt.getByText(/HTTP 500/).waitFor();
      await firstAttempt.getByText('{"error":"receiver is down"}').waitFor();
      await firstAttempt.getByText(/^\d+ ms$/).waitFor();
      assert.match((await page.getByLabel(/^Payload of delivery/).textContent()) ?? '', /"name": "Grace Hopper"/);
      // The request headers it was sent with: the very signature the receiver got.
      await firstAttempt.getByText('Request headers (6)').click();
      const sentFirst = receiver.requests.find((r) => r.path === '/flaky')!;
      const headers = firstAttempt.getByRole('definition');
      await firstAttempt.getByText(sentFirst.headers['x-hook-signature']!, { exact: true }).waitFor();
      await firstAttempt.getByText(sentFirst.headers['webhook-signature']!, { exact: true }).waitFor();
      assert.ok((await headers.count()) >= 6);
      assert.ok(verifySignature(sentFirst.body, sentFirst.headers['x-hook-signature'], oldSecret));
      // Copy buttons for the ids and the payload.
      await page.getByRole('button', { name: 'Copy payload' }).click();
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), sentFirst.body, 'the bytes sent, not the indented view');
      await fitsTheWidth(page, 'a failed delivery with its attempts');
      const deliveryUrl = page.url();
      await page.reload();
      await page.getByRole('heading', { name: /^Delivery #\d+$/ }).waitFor();
      assert.equal(page.url(), deliveryUrl, 'a delivery has an address of its own');

      // The receiver is fixed; Resend sends the same event again, and the page sees it succeed.
      failing.delete('/flaky');
      const delivered = receiver.requests.filter((r) => r.path === '/flaky').length;
      await page.getByRole('button', { name: 'Resend' }).click();
      await page
        .getByRole('status')
        .getByText(/queued again/)
        .waitFor();
      await focusMovesTo(page, (await page.getByRole('heading', { name: /^Delivery #\d+$/ }).textContent())!.trim(), 'the resent delivery');
      await page.locator('.details').getByText('Succeeded').waitFor();
      const retried = receiver.requests.filter((r) => r.path === '/flaky').slice(delivered);
      assert.equal(retried.length, 1);
      assert.equal(JSON.parse(retried[0]!.body).object.candidate.name, 'Grace Hopper');
      assert.ok(verifySignature(retried[0]!.body, retried[0]!.headers['x-hook-signature'], oldSecret));

      // A test event while the receiver is down again, then "recover" for the failed ones of the last day, after a count.
      failing.add('/flaky');
      await endpointTab(page, 'Testing').click();
      await page.getByRole('form', { name: 'Send a test event' }).getByRole('button', { name: 'Send test event' }).click();
      await page
        .getByRole('status')
        .getByText(/^Test event candidateAdded queued as delivery #\d+\.$/)
        .waitFor();
      await endpointTab(page, 'Deliveries').click();
      await deliveries.getByRole('row').nth(1).getByText('Failed').waitFor();
      await page.getByLabel('Status', { exact: true }).focus();
      await page.getByLabel('Status', { exact: true }).selectOption('failed');
      await focusMovesTo(page, 'Any statusPendingSucceededFailedCancelled', 'the filter keeps focus');
      await deliveries.getByRole('row').nth(1).getByText('Failed').waitFor();
      assert.equal(await deliveries.getByRole('row').count(), 2, 'a header and only the failed delivery');
      failing.delete('/flaky');
      await page.getByRole('button', { name: 'Recover failed deliveries' }).click();
      const recover = page.getByRole('dialog', { name: 'Queue 1 failed delivery again?' });
      await recover.getByRole('button', { name: 'Queue 1 delivery' }).click();
      await page.getByText('1 failed delivery queued again.').waitFor();
      await page.getByText('No deliveries match these filters.').waitFor();
      await page.getByRole('button', { name: 'Show all deliveries' }).click();
      await deliveries.getByRole('row').nth(1).getByText('Succeeded').waitFor();
      assert.equal(await deliveries.getByText('Succeeded').count(), 2);

      // Rotate the secret: the new one is shown once, with the overlap; a test event then carries both signatures.
      await endpointTab(page, 'Settings').click();
      await page.getByRole('button', { name: 'Rotate secret' }).click();
      const dialog = page.getByRole('dialog', { name: 'Rotate the signing secret?' });
      await focusMovesTo(page, 'Cancel', 'a dialog starts on its harmless choice');
      await dialog.getByLabel('Overlap in hours (0 to 168)').fill('24');
      await dialog.getByRole('button', { name: 'Rotate secret' }).click();
      await page.getByText(/X-Hook-Signature-Previous/).waitFor();
      await focusMovesTo(page, 'Secret rotated', 'the new secret, shown where the dialog was closed');
      const newSecret = await page.getByLabel('New signing secret').inputValue();
      assert.match(newSecret, /^whsec_/);
      assert.notEqual(newSecret, oldSecret);
      await page.getByRole('button', { name: 'Done, I have copied it' }).click();
      await page.getByText(`${newSecret.slice(0, 12)}…`).waitFor();

      await endpointTab(page, 'Testing').click();
      await page.getByLabel('Test event type').selectOption('companyNotePosted');
      await page.getByRole('button', { name: 'Send test event' }).click();
      await page
        .getByRole('status')
        .getByText(/Test event companyNotePosted queued as delivery #\d+/)
        .waitFor();
      const [sent] = (
        await receiver.waitFor(
          (requests) => requests.some((r) => r.path === '/flaky' && JSON.parse(r.body).type === 'companyNotePosted'),
          10_000,
          'the test event',
        )
      ).filter((r) => r.path === '/flaky' && JSON.parse(r.body).type === 'companyNotePosted');
      assert.equal(JSON.parse(sent!.body).test, true);
      assert.ok(verifySignature(sent!.body, sent!.headers['x-hook-signature'], newSecret), 'X-Hook-Signature is made with the new secret');
      assert.ok(
        verifySignature(sent!.body, sent!.headers['x-hook-signature-previous'], oldSecret),
        'X-Hook-Signature-Previous with the old one',
      );
      assert.ok(!verifySignature(sent!.body, sent!.headers['x-hook-signature'], oldSecret));

      // Paused, a test event is held: the log keeps looking, less often while nothing changes, and not while the tab is hidden.
      await endpointTab(page, 'Settings').click();
      await page.getByRole('button', { name: 'Pause' }).click();
      await page.locator('.endpoint-head').getByText('Paused').waitFor();
      await endpointTab(page, 'Testing').click();
      await page.getByRole('button', { name: 'Send test event' }).click();
      await page
        .getByRole('status')
        .getByText(/queued as delivery/)
        .waitFor();
      await endpointTab(page, 'Deliveries').click();
      const top = deliveries.getByRole('row').nth(1);
      await top.getByText('Pending').waitFor();
      await top.getByText('Held while paused').waitFor();
      await page.getByText('Live: looking again every 2 s.').waitFor();
      await page.getByText('Live: looking again every 3 s.').waitFor();
      // A delivery made elsewhere shows up on its own, and a change brings the interval back down.
      const endpointId = new URL(page.url()).pathname.split('/').at(-2);
      const elsewhere = await server.post(`/v3/company/${demo().companyId}/webhook_endpoint/${endpointId}/test`, {
        token: demo().token,
        body: {},
      });
      assert.equal(elsewhere.status, 202);
      await deliveries.getByRole('link', { name: `#${elsewhere.body.id}`, exact: true }).waitFor();
      await page.getByText('Live: looking again every 2 s.').waitFor();
      await page.getByText('Live: looking again every 3 s.').waitFor();
      await setHidden(page, true);
      await page.getByText('Paused while this tab is hidden.').waitFor();
      await setHidden(page, false);
      await page.getByText('Live: looking again every 2 s.').waitFor();

      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
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
    'after sign-in goes to the page of next only when it is a page of the console, else home, without a script error',
    journey('sign-in-next', DESKTOP, async (page) => {
      // As given in the address (already encoded): each but the last is a path the browser reads as another site.
      for (const [next, landing, path] of [
        ['/%5Cevil.example', 'Companies', '/companies'],
        ['/%5C/evil.example', 'Companies', '/companies'],
        ['%2F%2Fevil.example', 'Companies', '/companies'],
        ['/%09/evil.example', 'Companies', '/companies'],
        ['https%3A%2F%2Fevil.example%2F', 'Companies', '/companies'],
        ['%2Faccount', 'Account', '/account'],
      ] as const) {
        await page.goto(`${server.url}/signin?next=${next}`);
        await page.getByLabel('Email').fill(demo().email);
        await page.getByLabel('Password').fill(demo().password);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.getByRole('heading', { name: landing, level: 1 }).waitFor();
        const url = new URL(page.url());
        assert.equal(url.origin + url.pathname, server.url + path, next);
        await page.getByRole('button', { name: 'Sign out' }).click();
        await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      }
    }),
  );

  it(
    "shows the API's refusal for a Free company, legacy endpoints read-only, and the log a page at a time",
    journey('plans-and-legacy', DESKTOP, async (page) => {
      const free = await server.createCompany({ name: 'Small Shop', plan: 'free' });
      const owner = await server.get('/v3/user/details', { token: demo().token });
      await server.addMember(free.id, owner.body._id);
      const legacy = await server.services.webhookEndpoints.importLegacy({
        companyId: demo().companyId,
        url: receiver.url('/legacy'),
        events: ['candidateAdded'],
      });

      await signIn(page);
      await page.getByRole('listitem').filter({ hasText: 'Small Shop' }).getByRole('link', { name: 'Webhooks' }).click();
      // What the plan allows is the API's to say: the page shows whatever the API answers, with its message.
      const listed = await server.get(`/v3/company/${free.id}/webhook_endpoints`, { token: demo().token });
      if (listed.status === 403) {
        await page.getByRole('heading', { name: "Small Shop can't use webhooks now" }).waitFor();
        await page.getByText(listed.body.error.message).waitFor();
        await page.getByText('Small Shop is on the Free plan.').waitFor();
      } else {
        // Listing allowed: a new endpoint is where the API says no.
        const body = { url: receiver.url('/free'), events: ['candidateAdded'] };
        const refused = await server.post(`/v3/company/${free.id}/webhook_endpoints`, { token: demo().token, body });
        assert.equal(refused.status, 403);
        await page.getByRole('button', { name: 'New endpoint' }).click();
        await page.getByLabel('Endpoint URL').fill(body.url);
        await page.getByRole('checkbox', { name: /^candidateAdded / }).check();
        await page.getByRole('button', { name: 'Create endpoint' }).click();
        await page.getByRole('alert').getByText(refused.body.error.message).waitFor();
      }
      await page
        .getByText(/company set-plan/)
        .first()
        .waitFor();
      await fitsTheWidth(page, "a Free company's Webhooks page");

      await page.goto(`${server.url}/companies/${demo().companyId}/webhooks`);
      const card = page.getByRole('row').filter({ hasText: receiver.url('/legacy') });
      await card.getByText('Legacy · read-only').waitFor();
      await card.getByRole('link', { name: receiver.url('/legacy'), exact: true }).click();
      await endpointTab(page, 'Settings').click();
      await page.getByText(/Legacy webhooks are read-only/).waitFor();
      for (const name of ['Pause', 'Rotate secret', 'Delete endpoint', 'Save changes']) {
        assert.equal(await page.getByRole('button', { name }).count(), 0, `no ${name} for a legacy endpoint`);
      }

      // Its delivery log, a page of 50 at a time: the table never holds more, however long the log.
      for (let i = 0; i < 55; i++) {
        const sent = await server.post(`/v3/company/${demo().companyId}/webhook_endpoint/${legacy.id}/test`, {
          token: demo().token,
          body: {},
        });
        assert.equal(sent.status, 202);
      }
      const all = (
        await server.get(`/v3/company/${demo().companyId}/webhook_endpoint/${legacy.id}/deliveries?limit=200`, {
          token: demo().token,
        })
      ).body.data as Array<{ id: string }>;
      await endpointTab(page, 'Deliveries').click();
      const table = page.getByRole('table', { name: 'Deliveries' });
      const rows = table.getByRole('link', { name: /^#\d+$/ });
      await rows.nth(49).waitFor();
      assert.equal(await rows.count(), 50);
      assert.equal(await page.getByRole('button', { name: 'Previous page' }).isDisabled(), true, 'the first page');
      await page.getByRole('button', { name: 'Next page' }).click();
      await table.getByRole('link', { name: `#${all[54]!.id}`, exact: true }).waitFor();
      assert.equal(await rows.count(), 5);
      await focusMovesTo(page, 'Deliveries', "the list's heading, on another page of it");
      assert.match(page.url(), /cursor=/, 'the page is in the address');
      assert.equal(await page.getByRole('button', { name: 'Next page' }).isDisabled(), true, 'the last page');
      await page.getByRole('button', { name: 'Previous page' }).click();
      await table.getByRole('link', { name: `#${all[0]!.id}`, exact: true }).waitFor();
      assert.equal(await rows.count(), 50);
      // Oldest first: the first delivery ever made is the first row, one step away however long the log is.
      await page.getByLabel('Order').selectOption('oldest');
      await rows.first().waitFor();
      assert.equal(await rows.first().textContent(), `#${all[54]!.id}`);
      await rows.first().click();
      await page.getByText(/a test event: "test": true in the payload/).waitFor();
      await page.goBack();
      await page.getByLabel('Order').selectOption('');

      // Scrolled down, new deliveries are counted, not pushed in; shown when asked.
      await rows.nth(49).scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const lastShown = await rows.nth(49).textContent();
      for (let i = 0; i < 2; i++) {
        await server.post(`/v3/company/${demo().companyId}/webhook_endpoint/${legacy.id}/test`, { token: demo().token, body: {} });
      }
      const newer = page.getByRole('button', { name: '2 new deliveries: show' });
      await newer.waitFor();
      assert.equal(await rows.nth(49).textContent(), lastShown, 'what the reader looks at did not move');
      await newer.click();
      await newer.waitFor({ state: 'detached' });
      // The button goes as the page asks for the newer rows; they are drawn when that answer comes.
      await eventually(
        async () => (await rows.nth(49).textContent()) !== lastShown,
        undefined,
        'the two new ones at the top, the rows moved down by two',
      );
    }),
  );
});
