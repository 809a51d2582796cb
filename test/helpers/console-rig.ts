// What the console's browser suites run against: the console built into a
// directory of its own, a real server on SQLite serving it (with the demo
// workspace, on real time), a real HTTPS receiver and Chromium; and the
// checks on a page that several suites make.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { buildConsoleInto, launchChromium, type Browser } from '../../scripts/browser.ts';
import type { DemoWorkspace } from '../../src/services/demo-workspace.ts';
import { SCREENSHOTS } from './browser-journey.ts';
import { sqlite } from './dialects.ts';
import { HttpsReceiver } from './https-receiver.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { eventually } from './webhook-fixtures.ts';

export interface ConsoleRig {
  server: TestServer;
  receiver: HttpsReceiver;
  browser: Browser;
  /** Paths at which the receiver answers 500; it answers 200 at every other. */
  failing: Set<string>;
  /** The demo workspace the server's first start made. */
  demo(): DemoWorkspace;
  /** `rest` under the demo company's path: `/v3/company/{id}{rest}`. */
  companyPath(rest: string): string;
  /** Makes a webhook endpoint of the demo company at the receiver's `hookPath`, for `events`; its id. */
  createEndpoint(hookPath: string, events?: readonly string[]): Promise<string>;
  /** Stops the browser, the receiver and the server, and removes the built console. */
  close(): Promise<void>;
}

/** Starts the rig; `env` goes to the server (retry delays, allowances). The receiver answers 200 but at the paths in `failing`. */
export async function startConsoleRig(options: { env?: Record<string, string> } = {}): Promise<ConsoleRig> {
  const consoleDir = await buildConsoleInto();
  let server: TestServer | undefined;
  let receiver: HttpsReceiver | undefined;
  let browser: Browser | undefined;
  const close = async () => {
    await browser?.close();
    await receiver?.close();
    await server?.close();
    fs.rmSync(consoleDir, { recursive: true, force: true });
  };
  try {
    server = await startTestServer(sqlite, { consoleDir, realClock: true, demo: true, env: options.env });
    receiver = await HttpsReceiver.start();
    const failing = new Set<string>();
    receiver.behave = (request) => (failing.has(request.path) ? { status: 500, body: 'down' } : { status: 200, body: 'ok' });
    browser = await launchChromium();
    const started = { server, receiver };
    const demo = () => {
      assert.ok(started.server.server.demo, 'the first start made the demo workspace');
      return started.server.server.demo;
    };
    const companyPath = (rest: string) => `/v3/company/${demo().companyId}${rest}`;
    const createEndpoint = async (hookPath: string, events: readonly string[] = ['companyPositionAdded']) => {
      const res = await started.server.post(companyPath('/webhook_endpoints'), {
        token: demo().token,
        body: { url: started.receiver.url(hookPath), events },
      });
      assert.equal(res.status, 201, res.text);
      return res.body.id as string;
    };
    return { server, receiver, browser, failing, demo, companyPath, createEndpoint, close };
  } catch (error) {
    // What did start stops again, so that a failed start leaves nothing running to hold the test process open.
    await close().catch(() => undefined);
    throw error;
  }
}

/**
 * Nothing sticks out sideways: the page scrolls only up and down. When
 * something does, the message names the outermost elements that do. With
 * BROWSER_SCREENSHOTS=all it also saves the page, to look at it at this width.
 */
export async function fitsTheWidth(page: Page, what: string): Promise<void> {
  // A script as text: functions given to evaluate() would carry the test runner's transpiler helpers along.
  const { content, viewport, wide } = (await page.evaluate(`(() => {
    const viewport = window.innerWidth;
    const sticksOut = (e) => e && e.getBoundingClientRect().right > viewport + 1;
    const wide = [...document.querySelectorAll('body *')]
      .filter((e) => sticksOut(e) && !sticksOut(e.parentElement))
      .slice(0, 5)
      .map((e) => e.tagName.toLowerCase() + (typeof e.className === 'string' && e.className ? '.' + e.className.split(' ').join('.') : ''));
    return { content: document.documentElement.scrollWidth, viewport, wide };
  })()`)) as { content: number; viewport: number; wide: string[] };
  if (process.env.BROWSER_SCREENSHOTS === 'all') {
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    const file = `${what.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}-${viewport}.png`;
    await page.screenshot({ path: path.join(SCREENSHOTS, file), fullPage: true });
  }
  assert.ok(content <= viewport, `${what} is ${content} px wide in a ${viewport} px window: ${wide.join(', ')}`);
}

/** Waits until the text of what `find` finds matches `pattern` (reloading the page before each look, when asked), and gives it. */
export async function textOf(page: Page, find: () => ReturnType<Page['locator']>, pattern: RegExp, reload = false): Promise<string> {
  return eventually(
    async () => {
      if (reload) await page.reload();
      const text =
        (await find()
          .textContent({ timeout: 5_000 })
          .catch(() => null)) ?? '';
      return pattern.test(text) ? text : false;
    },
    10_000,
    `text ${pattern}`,
  );
}

/** As if the tab went to the background (true) or came back (false). */
export async function setHidden(page: Page, hidden: boolean): Promise<void> {
  // A script as text, as in fitsTheWidth.
  await page.evaluate(
    hidden
      ? `Object.defineProperty(document, 'hidden', { configurable: true, value: true });
         Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
         document.dispatchEvent(new Event('visibilitychange'));`
      : // The document's own properties go; those of Document.prototype answer again.
        `delete document.hidden; delete document.visibilityState; document.dispatchEvent(new Event('visibilitychange'));`,
  );
}
