import { test as base, expect } from '@playwright/test';

/**
 * Playwright's test with the outside world cut off: consent scripts and other hosts are answered
 * with an empty script, so tests never wait on a network this machine does not have.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1|[a-z0-9-]+\.localhost)/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
    await use(page);
  },
});

export { expect };
