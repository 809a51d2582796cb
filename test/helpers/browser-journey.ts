// One browser journey of the console's tests: a new tab at the given size,
// without the console's session cookie, failing on any script error, error
// the page logs (React's hydration mismatches among them) or
// Content-Security-Policy refusal on the page, with a screenshot when it
// fails (and at its end, when asked) in test-results/console/.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Browser } from '../../scripts/browser.ts';
import { eventually } from './webhook-fixtures.ts';

export const SCREENSHOTS = path.resolve(import.meta.dirname, '../../test-results/console');

export interface JourneyOptions {
  /** A screenshot at the end of a journey that passed as well (one is always taken of a failure). */
  screenshotAtEnd: boolean;
}

/** A test body that runs `work` on a new page of `browser()` at `viewport`, named `name` in its screenshots. */
export function journey(
  browser: () => Browser,
  options: JourneyOptions,
  name: string,
  viewport: { width: number; height: number },
  work: (page: Page) => Promise<void>,
): () => Promise<void> {
  return async () => {
    // The console's session cookie is the browser's: each journey starts without one.
    await browser().context.clearCookies();
    const page = await browser().context.newPage();
    await page.setViewportSize(viewport);
    const scriptErrors: string[] = [];
    page.on('pageerror', (error) => scriptErrors.push(String(error)));
    // The Content-Security-Policy must never have to refuse anything the console itself does, and
    // nothing may log an error, as React does when the prerendered sign-in page and its hydration differ.
    // A refused request is logged by Chromium itself ("Failed to load resource"): the journeys cause those on purpose.
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) scriptErrors.push(message.text());
    });
    const shot = (suffix: string) => {
      fs.mkdirSync(SCREENSHOTS, { recursive: true });
      return page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${viewport.width}${suffix}.png`), fullPage: true });
    };
    try {
      await work(page);
      assert.deepEqual(scriptErrors, [], 'no script errors or policy violations on the page');
      if (options.screenshotAtEnd) await shot('');
    } catch (error) {
      await shot('-failed').catch(() => undefined);
      throw error;
    } finally {
      await page.close();
    }
  };
}

/** Signs in through the console's form at `url` (the console's start page, or a page that asks to sign in first) and waits for the companies. */
export async function signInThroughForm(page: Page, url: string, user: { email: string; password: string }): Promise<void> {
  await page.goto(url);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Companies', level: 1 }).waitFor();
}

/** Waits until the element that has focus is the one with this name (its aria-labelledby heading, or its text). */
export async function focusMovesTo(page: Page, text: string, why: string): Promise<void> {
  const focused = () =>
    page.evaluate(() => {
      const element = document.activeElement;
      const labelledBy = element?.getAttribute('aria-labelledby');
      return ((labelledBy && document.getElementById(labelledBy)?.textContent) || element?.textContent || '').trim();
    });
  await eventually(async () => (await focused()) === text, 5_000, `focus on "${text}" (${why})`).catch(async (error) => {
    throw new Error(`${(error as Error).message}; it is on "${await focused()}"`);
  });
}
