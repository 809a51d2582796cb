// `npm run screenshot`: writes docs/console.png, the picture of the web
// console in the README. Builds the console, starts the service in process on
// a throwaway SQLite database (asked to make the demo workspace), fills it with
// a little data through the typed client, signs in in Chromium as a person
// would, and photographs the Webhooks page at 1280 × 800.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApiClient } from '../client/index.ts';
import { loadConfig } from '../src/config.ts';
import { startServer } from '../src/server.ts';
import { buildConsoleInto, chromiumInstalled, CHROMIUM_PATH, launchChromium } from './browser.ts';

const OUTPUT = path.resolve(import.meta.dirname, '../docs/console.png');

if (!chromiumInstalled()) {
  process.stderr.write(`Chromium is not installed at ${CHROMIUM_PATH}: apt-get install -y chromium\n`);
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recruiting-api-screenshot-'));
const consoleDir = await buildConsoleInto(path.join(dataDir, 'console'));
// No delivery worker: the example endpoints point at example domains.
const server = await startServer(
  loadConfig({ DATABASE_URL: `sqlite:${path.join(dataDir, 'screenshot.db')}`, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' }),
  { quiet: true, consoleDir, role: 'api', demo: true },
);
const browser = await launchChromium();
try {
  const demo = server.demo!;
  const api = createApiClient({ baseUrl: server.url, token: demo.token });
  const company = { company_id: demo.companyId };
  const created = await api.POST('/v3/company/{company_id}/webhook_endpoints', {
    params: { path: company },
    body: {
      url: 'https://hooks.example.com/recruiting',
      description: 'Applicant sync to the data warehouse',
      events: ['candidateAdded', 'candidateStatusUpdated', 'candidateDeleted'],
    },
  });
  const paused = await api.POST('/v3/company/{company_id}/webhook_endpoints', {
    params: { path: company },
    body: { url: 'https://chat.example.org/hooks/hiring', description: 'Team chat notifications', events: ['companyPositionAdded', 'companyNotePosted'] },
  });
  if (!created.data || !paused.data) throw new Error('could not create the example endpoints');
  await api.POST('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/pause', { params: { path: { ...company, endpoint_id: paused.data.id } } });

  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(server.url + '/');
  await page.getByLabel('Email').fill(demo.email);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Webhooks', exact: true }).click();
  await page.getByText('https://chat.example.org/hooks/hiring').waitFor();
  fs.mkdirSync(path.dirname(OUTPUT), { recursive: true });
  await page.screenshot({ path: OUTPUT });
  process.stdout.write(`wrote ${path.relative(process.cwd(), OUTPUT)}\n`);
} finally {
  await browser.close();
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
