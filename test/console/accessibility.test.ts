// The console against WCAG 2.2 AA in a real browser (Debian's Chromium driven
// by playwright-core): axe-core over every page and every dialog or form
// state a person can open, at zero violations; where keyboard focus goes after
// each submit (never to <body>); the focus ring's and the fields' contrast;
// field errors tied to their fields; tab titles that name the thing shown.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { chromiumInstalled, CHROMIUM_PATH, type Browser } from '../../scripts/browser.ts';
import { signInThroughForm } from '../helpers/browser-journey.ts';
import { startConsoleRig } from '../helpers/console-rig.ts';
import type { HttpsReceiver } from '../helpers/https-receiver.ts';
import type { TestServer } from '../helpers/test-server.ts';
import { eventually } from '../helpers/webhook-fixtures.ts';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../test-results/console');
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** The rules of WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const found = chromiumInstalled();
if (!found && process.env.CI) {
  throw new Error(`Chromium is not installed at ${CHROMIUM_PATH} and CI is set: the browser tests must run (apt-get install -y chromium)`);
}

interface Violation {
  id: string;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

describe('the console against WCAG 2.2 AA in Chromium', { skip: found ? false : `Chromium not found at ${CHROMIUM_PATH}` }, () => {
  let server: TestServer;
  let receiver: HttpsReceiver;
  let browser: Browser;
  let close: (() => Promise<void>) | undefined;
  let positionId: string;
  let candidateId: string;
  let endpointId: string;
  const POSITION = 'Staff Data Engineer';
  const CANDIDATE = 'Grace Hopper';

  before(async () => {
    ({ server, receiver, browser, close } = await startConsoleRig({
      env: { WEBHOOK_RETRY_BASE_MS: '60000', WEBHOOK_RETRY_MAX_MS: '60000' },
    }));
    const token = demo().token;
    const position = await server.post(companyPath('/positions'), { token, body: { name: POSITION } });
    assert.ok(position.status < 300, position.text);
    positionId = position.body._id;
    const candidate = await server.post(companyPath(`/position/${positionId}/candidates`), { token, body: { name: CANDIDATE } });
    assert.ok(candidate.status < 300, candidate.text);
    candidateId = candidate.body._id;
    const endpoint = await server.post(companyPath('/webhook_endpoints'), {
      token,
      body: { url: receiver.url('/a11y'), events: ['companyPositionAdded'] },
    });
    assert.equal(endpoint.status, 201, endpoint.text);
    endpointId = endpoint.body.id;
    const test = await server.post(companyPath(`/webhook_endpoint/${endpointId}/test`), {
      token,
      body: { event_type: 'companyPositionAdded' },
    });
    assert.ok(test.status < 300, test.text);
  });

  after(() => close?.());

  function demo() {
    assert.ok(server.server.demo, 'the first start made the demo workspace');
    return server.server.demo;
  }
  function companyPath(rest: string) {
    return `/v3/company/${demo().companyId}${rest}`;
  }
  const consolePath = (rest = '') => `${server.url}/companies/${demo().companyId}${rest}`;

  /** A new tab; a screenshot when the work fails. */
  async function inPage(name: string, work: (page: Page) => Promise<void>) {
    // The console's session cookie is the browser's: each starts signed out.
    await browser.context.clearCookies();
    const page = await browser.context.newPage();
    const scriptErrors: string[] = [];
    page.on('pageerror', (error) => scriptErrors.push(String(error)));
    try {
      await work(page);
      assert.deepEqual(scriptErrors, [], 'no script errors on the page');
    } catch (error) {
      fs.mkdirSync(SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SCREENSHOTS, `a11y-${name}-failed.png`), fullPage: true }).catch(() => undefined);
      throw error;
    } finally {
      await page.close();
    }
  }

  async function signIn(page: Page) {
    await signInThroughForm(page, server.url + '/companies', demo());
  }

  /** The violations of `state` that axe-core finds, none allowed; every state checked is added to `checked`. */
  const checked: string[] = [];
  async function noViolations(page: Page, state: string) {
    await page.waitForLoadState('networkidle');
    // No loading line left: the state is the one a person reads.
    await page
      .locator('.loading')
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 })
      .catch(() => undefined);
    // Through the DevTools protocol, not a <script> tag: the console's Content-Security-Policy allows no inline script.
    if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(AXE_SOURCE);
    // label-content-name-mismatch (WCAG 2.5.3, the visible text in the accessible name) is experimental in axe: asked for by name.
    const { violations, passes } = (await page.evaluate(
      `axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(WCAG_AA)} }, rules: { 'label-content-name-mismatch': { enabled: true } } })
        .then((r) => ({ passes: r.passes.length, violations: r.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) })) }))`,
    )) as { violations: Violation[]; passes: number };
    assert.ok(passes > 0, `axe-core ran its rules on ${state}`);
    const described = violations.map(
      (v) => `${v.id} (${v.help}): ${v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`).join('; ')}`,
    );
    assert.deepEqual(described, [], `axe-core finds no WCAG 2.2 AA violation on ${state}`);
    checked.push(state);
  }

  /** The element that has focus: its accessible text, and never <body>. */
  async function focusIsNotLost(page: Page, why: string): Promise<string> {
    return eventually(
      async () => {
        const focused = (await page.evaluate(`(() => {
          const e = document.activeElement;
          if (!e || e === document.body) return null;
          return (e.getAttribute('aria-label') || e.textContent || e.tagName).trim();
        })()`)) as string | null;
        return focused ?? false;
      },
      10_000,
      `focus kept or moved after ${why}, not on <body>`,
    );
  }

  /** Waits until the focused element's text matches. */
  async function focusOn(page: Page, pattern: RegExp, why: string) {
    let last = '';
    await eventually(
      async () => {
        last = await focusIsNotLost(page, why);
        return pattern.test(last);
      },
      10_000,
      `focus on ${pattern} after ${why}`,
    ).catch((error: Error) => {
      throw new Error(`${error.message}; it is on "${last}"`);
    });
  }

  it('has no violations on the sign-in page, empty and after a failed sign-in, whose error takes the focus', async () => {
    await inPage('sign-in', async (page) => {
      await page.goto(server.url + '/companies');
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      await noViolations(page, 'the sign-in page');
      await page.getByLabel('Email').fill(demo().email);
      await page.getByLabel('Password').fill('wrong password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('alert').getByText('Invalid email or password').waitFor();
      await focusOn(page, /Invalid email or password/, 'a failed sign-in');
      await noViolations(page, 'the sign-in page with its error');
    });
  });

  it('has no violations on the companies, account and API key pages and their dialogs', async () => {
    await inPage('account', async (page) => {
      await signIn(page);
      await noViolations(page, 'the companies page');
      await page.goto(server.url + '/account');
      await page.getByRole('heading', { name: 'Account' }).waitFor();
      await noViolations(page, 'the account page');
      await page.goto(server.url + '/account/api-keys');
      await page.getByRole('heading', { name: 'Create an API key' }).waitFor();
      await noViolations(page, 'the API keys page');
      await page.getByLabel('Key name').fill('axe');
      await page.getByRole('button', { name: 'Create key' }).click();
      await page.getByText("you won't see it again").waitFor();
      await noViolations(page, 'a new API key shown once');
      await page.getByRole('button', { name: /^Done/ }).click();
      await page.getByRole('button', { name: 'Revoke axe' }).click();
      await page.getByRole('dialog').waitFor();
      await noViolations(page, 'the revoke dialog');
      await page.keyboard.press('Escape');
      await page.goto(server.url + '/nowhere');
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      await noViolations(page, 'the page not found');
    });
  });

  it('has no violations on the webhook pages, tabs and dialogs; a refused endpoint ties its error to the URL field and shows the hint', async () => {
    await inPage('webhooks', async (page) => {
      await signIn(page);
      await page.goto(consolePath('/webhooks'));
      await page
        .getByRole('row')
        .filter({ hasText: receiver.url('/a11y') })
        .waitFor();
      await noViolations(page, 'the webhooks page');
      await page.getByRole('button', { name: 'New endpoint' }).click();
      const form = page.getByRole('form', { name: 'New endpoint' });
      await noViolations(page, 'the new endpoint form');
      await form.getByLabel('Endpoint URL').fill('http://example.com/hook');
      await form.getByRole('checkbox').first().check();
      await form.getByRole('button', { name: 'Create endpoint' }).click();
      await page.getByRole('alert').getByText('URL must use HTTPS protocol').waitFor();
      await focusOn(page, /URL must use HTTPS protocol/, 'a refused endpoint');
      // The API's hint beside its message, and the field marked and described by the error.
      await page.getByRole('alert').locator('.error-hint').waitFor();
      const url = form.getByLabel('Endpoint URL');
      assert.equal(await url.getAttribute('aria-invalid'), 'true');
      const describedBy = (await url.getAttribute('aria-describedby')) ?? '';
      const description = await page.evaluate(
        (ids) =>
          ids
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' '),
        describedBy,
      );
      assert.match(description, /URL must use HTTPS protocol/);
      await noViolations(page, 'the new endpoint form with its error');

      const endpointPage = consolePath(`/webhooks/${endpointId}`);
      await page.goto(endpointPage);
      await page.getByRole('heading', { name: 'Health' }).first().waitFor();
      assert.match(await page.title(), new RegExp(receiver.url('/a11y').replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')));
      await noViolations(page, 'the endpoint overview');
      await page.goto(`${endpointPage}/deliveries`);
      await page.getByRole('table').first().waitFor();
      await noViolations(page, 'the delivery log');
      await page.getByRole('table').first().getByRole('link').first().click();
      await page
        .getByRole('heading', { name: /^Delivery #/ })
        .first()
        .waitFor();
      await noViolations(page, 'a delivery');
      await page.goto(`${endpointPage}/testing`);
      await page.getByRole('button', { name: 'Send test event' }).click();
      await page
        .getByText(/Queued for|as delivery #/)
        .first()
        .waitFor();
      await focusIsNotLost(page, 'a test send');
      await page.getByRole('button', { name: /Check receiver/ }).click();
      await page
        .getByText(/^The receiver (accepted|did not)/)
        .first()
        .waitFor();
      await focusIsNotLost(page, 'a receiver check');
      await noViolations(page, 'the testing tab with its results');
      await page.goto(`${endpointPage}/settings`);
      await page.getByRole('button', { name: 'Pause' }).click();
      await page
        .getByRole('button', { name: /^Resume/ })
        .first()
        .waitFor();
      await focusIsNotLost(page, 'Pause');
      await noViolations(page, 'the settings of a paused endpoint');
      await page
        .getByRole('button', { name: /^Resume/ })
        .first()
        .click();
      await page.getByRole('button', { name: 'Pause' }).waitFor();
      await focusIsNotLost(page, 'Resume');
      await page.getByRole('button', { name: /Rotate secret/ }).click();
      await page.getByRole('dialog').waitFor();
      await noViolations(page, 'the rotate secret dialog');
      await page.keyboard.press('Escape');
      await page
        .getByRole('button', { name: /Delete/ })
        .last()
        .click();
      await page.getByRole('dialog').waitFor();
      await noViolations(page, 'the delete endpoint dialog');
      await page.keyboard.press('Escape');
      await page.goto(consolePath('/event-types'));
      await page
        .getByRole('heading', { name: /Event types/ })
        .first()
        .waitFor();
      await noViolations(page, 'the event catalog');
    });
  });

  it('has no violations on the recruiting, position and candidate pages and their forms, which keep the focus after a submit', async () => {
    await inPage('recruiting', async (page) => {
      await signIn(page);
      await page.goto(consolePath('/recruiting'));
      await page.getByRole('link', { name: POSITION }).waitFor();
      await noViolations(page, 'the recruiting page');
      await page.getByRole('button', { name: 'New position' }).click();
      await noViolations(page, 'the new position form');
      await page.getByLabel('Position name').fill('Second Position');
      await page.getByRole('button', { name: 'Create position' }).click();
      await page.getByRole('link', { name: 'Second Position' }).waitFor();
      await focusIsNotLost(page, 'Create position');

      await page.getByRole('link', { name: POSITION }).click();
      await page.getByRole('heading', { name: POSITION }).first().waitFor();
      assert.match(await page.title(), new RegExp(POSITION));
      await noViolations(page, 'a position');
      await page.getByRole('button', { name: 'Edit position' }).click();
      await noViolations(page, 'the edit position form');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Add candidate' }).click();
      await page.getByLabel('Candidate name').fill('Second Candidate');
      await page.getByRole('button', { name: 'Add candidate' }).click();
      await page.getByRole('link', { name: 'Second Candidate' }).waitFor();
      await focusIsNotLost(page, 'Add candidate');
      await noViolations(page, 'a position with its candidates');

      await page.goto(consolePath(`/recruiting/${positionId}/candidates/${candidateId}`));
      await page.getByRole('heading', { name: CANDIDATE, level: 2 }).waitFor();
      assert.match(await page.title(), new RegExp(CANDIDATE));
      await noViolations(page, 'a candidate');
      // Each section of the candidate's page, one at a time, with its forms.
      const sections = page.getByRole('navigation', { name: 'Candidate sections' });
      for (const section of [
        'Conversation',
        'Attributes',
        'Work and education',
        'Scorecards',
        'Resume and documents',
        'Checks and questionnaires',
        'Notes',
      ]) {
        const tab = sections.getByRole('link', { name: section, exact: true });
        await tab.click();
        await eventually(async () => (await tab.getAttribute('aria-current')) === 'page', 5_000, `${section} shown`);
        await noViolations(page, `a candidate's ${section} section`);
      }
      await sections.getByRole('link', { name: 'Work and education', exact: true }).click();
      const work = page.getByRole('form', { name: 'Add work history' });
      await work.getByLabel('Company').fill('Remington Rand');
      await work.getByRole('button', { name: 'Add work history' }).click();
      await page
        .getByRole('list', { name: `Work history of ${CANDIDATE}` })
        .getByText('Remington Rand')
        .waitFor();
      await focusIsNotLost(page, 'Add work history');
      await sections.getByRole('link', { name: 'Conversation', exact: true }).click();
      const message = page.getByRole('form', { name: `Write to ${CANDIDATE}` });
      await message.getByLabel('Message text').fill('Would Tuesday suit you?');
      await message.getByRole('button', { name: /Send message|Record reply/ }).click();
      await page
        .getByRole('list', { name: `Conversation with ${CANDIDATE}` })
        .getByText('Would Tuesday suit you?')
        .waitFor();
      await focusIsNotLost(page, 'Send message');
      await noViolations(page, 'a candidate with a message');
      await page.getByRole('button', { name: /Delete candidate/ }).click();
      await page.getByRole('dialog').waitFor();
      await noViolations(page, 'the delete candidate dialog');
      await page.keyboard.press('Escape');
    });
  });

  it("loads a candidate's page with few requests, wraps a 150-character name, and keeps right-to-left values in place", async () => {
    const token = demo().token;
    const longName = 'Q'.repeat(150);
    const position = await server.post(companyPath('/positions'), { token, body: { name: longName, department: 'هندسة' } });
    assert.ok(position.status < 300, position.text);
    const candidate = await server.post(companyPath(`/position/${position.body._id}/candidates`), {
      token,
      body: { name: 'דנה כהן', email_address: 'dana@example.org' },
    });
    assert.ok(candidate.status < 300, candidate.text);
    await inPage('candidate-load', async (page) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page);
      const requests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/v3/')) requests.push(new URL(request.url()).pathname);
      });
      await page.goto(consolePath(`/recruiting/${position.body._id}/candidates/${candidate.body._id}`));
      await page.getByRole('heading', { name: 'דנה כהן', level: 2 }).waitFor();
      await page.getByText('No notes yet.').waitFor();
      await page.waitForLoadState('networkidle');
      // The user, the position, the candidate, the pipelines and the section shown (notes): no section that is not shown.
      assert.ok(requests.length <= 5, `requests on load: ${requests.join(', ')}`);
      assert.ok(
        !requests.some((path) => /conversation|documents|resume|background_checks|questionnaires|scorecards/.test(path)),
        requests.join(', '),
      );
      // User text beside other text is isolated: a right-to-left name cannot swap places with its neighbours.
      assert.equal(await page.locator('h2 bdi').first().textContent(), 'דנה כהן');
      assert.equal(await page.locator('.breadcrumb bdi').last().textContent(), longName);
      const { content, viewport } = (await page.evaluate(
        '({ content: document.documentElement.scrollWidth, viewport: window.innerWidth })',
      )) as {
        content: number;
        viewport: number;
      };
      assert.ok(content <= viewport, `the candidate's page is ${content} px wide in a ${viewport} px window`);
      await page.goto(consolePath(`/recruiting/${position.body._id}`));
      await page.getByRole('heading', { name: longName }).first().waitFor();
      const wide = (await page.evaluate('document.documentElement.scrollWidth')) as number;
      assert.ok(wide <= viewport, `the position's page is ${wide} px wide in a ${viewport} px window`);
      await page.goto(consolePath('/recruiting'));
      await page.getByRole('link', { name: longName }).waitFor();
      assert.equal(await page.getByRole('listitem').filter({ hasText: longName }).locator('.hint bdi').first().textContent(), 'هندسة');
      await noViolations(page, 'the recruiting page with long and right-to-left names');
    });
  });

  it('keeps the focus off <body> after a submit on a busy page, whose render comes frames after the answer, and ends it on what was made', async () => {
    await inPage('busy-page', async (page) => {
      // React renders an update made after a request in a task of its own
      // (a MessageChannel message): held back here, as a busy page holds it,
      // so several frames pass between the answer and the form's removal.
      await page.addInitScript(`{
        const Channel = window.MessageChannel;
        window.MessageChannel = class extends Channel {
          constructor() {
            super();
            const post = this.port2.postMessage.bind(this.port2);
            this.port2.postMessage = (message) => setTimeout(() => post(message), 80);
          }
        };
      }`);
      await signIn(page);
      await page.goto(consolePath('/recruiting'));
      await page.getByRole('link', { name: POSITION }).waitFor();
      await page.getByRole('button', { name: 'New position' }).click();
      await page.getByLabel('Position name').fill('Busy Page Position');
      await page.getByRole('button', { name: 'Create position' }).click();
      await page.getByRole('link', { name: 'Busy Page Position' }).waitFor();
      await focusOn(page, /Busy Page Position/, 'Create position on a busy page');
    });
  });

  it('draws the focus ring and field borders at 3:1 or more against the page', async () => {
    await inPage('contrast', async (page) => {
      await page.goto(server.url + '/companies');
      const email = page.getByLabel('Email');
      await email.focus();
      const { ring, border, background } = (await email.evaluate((element) => {
        const style = getComputedStyle(element);
        const card = getComputedStyle(element.closest('.card') ?? document.body);
        return { ring: style.outlineColor, border: style.borderTopColor, background: card.backgroundColor };
      })) as { ring: string; border: string; background: string };
      assert.ok(contrast(ring, background) >= 3, `focus ring ${ring} on ${background}: ${contrast(ring, background).toFixed(2)}:1`);
      assert.ok(contrast(border, background) >= 3, `field border ${border} on ${background}: ${contrast(border, background).toFixed(2)}:1`);
      const pageBackground = (await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)) as string;
      assert.ok(contrast(ring, pageBackground) >= 3, `focus ring ${ring} on the page ${pageBackground}`);
    });
  });

  it('checked every page and state above', () => {
    assert.ok(checked.length >= 25, `states checked: ${checked.join(', ')}`);
  });
});

/** The WCAG contrast ratio of two rgb()/rgba() colours (alpha ignored: the console's are opaque). */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? ['0', '0', '0']).slice(0, 3).map((c) => {
      const s = Number(c) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}
