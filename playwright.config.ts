import { availableParallelism } from 'node:os';
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * The machine's Chromium, never a downloaded one: CHROMIUM_PATH when set, else Debian's /usr/bin/chromium in its
 * headless mode. Not Debian's chromium-headless-shell, though it needs about a third less CPU: now and then one of its
 * pages stops producing frames for good under the suite's load, and the test waits for a frame that never comes
 * (docs/testing.md, "A page that stops producing frames").
 */
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

/**
 * Browser tests drive the machine's Chromium against the built multi-tenant app and the sandbox in test mode.
 * Each worker starts its own server with its own in-memory sandbox on port E2E_PORT + its parallel index (the
 * worker fixture in tests/support/test.ts), so tests run in parallel without sharing orders, sessions or faults.
 * E2E_WORKERS sets the number of workers: by default two more than the machine has cores. The suite keeps both cores
 * busy; the extra workers fill the time some tests spend waiting on purpose (idle pages, the
 * fake clock's time-outs), which left the cores idle 8 % of the run at three workers and 3 % at four.
 */
export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? availableParallelism() + 2),
  // One more attempt only for a test whose page stopped producing frames, a browser defect; any other failure is refused
  // a second attempt (tests/support/stalledFrames.ts, docs/testing.md "A page that stops producing frames").
  retries: 1,
  // A time-out catches a hang, not a slow page (speed is the bench's, docs/performance.md): the longest tests walk
  // several pages in the desktop browser's headless mode and came near 60 s on a loaded 2-core machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // The fault table's coverage is printed after the list whenever its cells ran.
  reporter: [['list'], ['./tests/faults/faultCoverageReporter.ts'], ['./tests/support/stalledFramesReporter.ts']],
  use: {
    // The worker fixture (tests/support/test.ts) replaces it with the worker's own server.
    baseURL: `http://localhost:${port}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    // The loading skeleton's pulse and the spinner are decoration; without them the compositor draws far fewer frames
    // (about 3 % of the suite's CPU). The product honours the reader's reduced-motion setting in the same way.
    reducedMotion: 'reduce',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Hosts outside the machine (consent, tracking, a publisher's article) fail at once instead of waiting on a
        // network this machine does not have; the fixture answers them for a test that follows the reader out
        // (tests/support/test.ts). Done in the browser rather than by a route, which would turn off its HTTP cache.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1, EXCLUDE *.localhost',
      ],
    },
  },
});
