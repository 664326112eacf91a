import { test as base, expect } from '@playwright/test';

/**
 * Playwright's test with the outside world cut off: consent scripts and other hosts are answered
 * with an empty script, so tests never wait on a network this machine does not have. Every page runs
 * under the bundle's Content-Security-Policy; a test fails when the browser refused anything by it
 * (a test that provokes a refusal on purpose sets `cspRefusalsExpected`).
 */
export const test = base.extend<{ cspRefusalsExpected: boolean }>({
  cspRefusalsExpected: [false, { option: true }],
  page: async ({ page, cspRefusalsExpected }, use) => {
    await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1|[a-z0-9-]+\.localhost)/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
    });
    await use(page);
    if (!cspRefusalsExpected) expect(refusals, 'refused by the Content-Security-Policy').toEqual([]);
  },
});

export { expect };
