import { test as base, expect } from '@playwright/test';
import { startWorkerServer, workerPort, type WorkerServer } from './startWorkerServer.ts';
import { recordStalledPages, refuseRetryWithoutStall } from './stalledFrames.ts';

/**
 * Playwright's test with its own server per worker and the outside world cut off. Each worker
 * starts the built app with a fresh in-memory sandbox on its own port (`E2E_PORT` plus the worker's
 * parallel index) and points `baseURL` there, so resets, injected faults and stored orders of one
 * worker never reach another, and every relative `page.goto` or `request` call finds the worker's
 * sandbox. Other hosts (consent scripts, tracking, a publisher's article) do not resolve in the
 * browser (playwright.config.ts), so tests never wait on a network this machine does not have; a test
 * that follows the reader out to such a host sets `outsideHostsAnswered` and finds an empty page there.
 * Every page runs under the bundle's Content-Security-Policy; a test fails when the browser refused
 * anything by it (a test that provokes a refusal on purpose sets `cspRefusalsExpected`). A failed test's pages are
 * asked whether they still draw; a second attempt runs only after one that did not (docs/testing.md, "A page that
 * stops producing frames").
 */
export const test = base.extend<
  { cspRefusalsExpected: boolean; outsideHostsAnswered: boolean; retryOnlyAfterStall: undefined },
  { workerServer: WorkerServer }
>({
  cspRefusalsExpected: [false, { option: true }],
  outsideHostsAnswered: [false, { option: true }],
  retryOnlyAfterStall: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring; it must be there.
    async ({}, use, testInfo) => {
      refuseRetryWithoutStall(testInfo);
      await use(undefined);
    },
    { auto: true },
  ],
  workerServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring; it must be there.
    async ({}, use, workerInfo) => {
      const server = await startWorkerServer(workerPort(workerInfo.parallelIndex));
      await use(server);
      await server.stop();
    },
    { scope: 'worker', auto: true, timeout: 90_000 },
  ],
  baseURL: async ({ workerServer }, use) => {
    await use(workerServer.baseURL);
  },
  page: async ({ page, cspRefusalsExpected, outsideHostsAnswered }, use, testInfo) => {
    // Only where needed: a route turns off the browser's HTTP cache for the page, and every page load would fetch and
    // compile the app's scripts anew, where a reader's browser takes them from its cache.
    if (outsideHostsAnswered) {
      await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1|[a-z0-9-]+\.localhost)/, (route) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
      );
    }
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
    });
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) await recordStalledPages(page.context().pages(), testInfo);
    if (!cspRefusalsExpected) expect(refusals, 'refused by the Content-Security-Policy').toEqual([]);
  },
});

export { expect };
