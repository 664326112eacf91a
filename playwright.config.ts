import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  throw new Error(
    `No Chromium at ${chromium}. Install Debian's chromium (apt-get install chromium) or point CHROMIUM_PATH at a Chromium binary; the tests never download a browser.`,
  );
}

const port = Number(process.env.E2E_PORT ?? 4173);

// Browser, test workers and sandbox share the German calendar day: around midnight UTC and Berlin disagree on "today",
// and a date a test computes must be the one the page (timezoneId below) and the back end compute.
process.env.TZ = 'Europe/Berlin';

/** Browser tests drive the machine's Chromium against the built multi-tenant app and the sandbox in test mode. */
export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `node cli/aboflow.ts serve --test --port ${port}`,
    url: `http://localhost:${port}/neubestellung/abo/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
});
