// What the browser tests and `npm run screenshot` share: the system Chromium
// (Debian's `chromium` package; playwright-core downloads no browser) driven
// by playwright-core, and the console built by Vite into a directory of its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function chromiumInstalled(): boolean {
  return fs.existsSync(CHROMIUM_PATH);
}

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** Chromium with a fresh profile (user-data-dir) of its own, removed on close; `locale` as a reader elsewhere has it set ('de-DE'). */
export async function launchChromium(options: { locale?: string } = {}): Promise<Browser> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'recruiting-api-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 800 },
    ...(options.locale ? { locale: options.locale } : {}),
  });
  return {
    context,
    async close() {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Builds the console from console/ into a new temporary directory (what `npm run build` puts in dist/console). */
export async function buildConsoleInto(outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recruiting-api-console-'))): Promise<string> {
  const { build } = await import('vite');
  await build({
    configFile: path.resolve(import.meta.dirname, '../console/vite.config.ts'),
    build: { outDir, emptyOutDir: true },
    logLevel: 'warn',
  });
  return outDir;
}
