import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startSandbox } from '../sandbox/startSandbox.ts';
import { providerSteps } from './payment/providerSteps.ts';
import { funnelSteps } from './support/funnelSteps.ts';
import { journey } from './support/journey.ts';
import { orderSteps } from './support/orderSteps.ts';
import { sandbox } from './support/sandbox.ts';
import { expect, test } from './support/test.ts';

interface Violation {
  readonly directive: string;
  readonly blocked: string;
}

/** Records every CSP violation the page reports, from the first script on, and every "Refused to …" console message. */
async function watchViolations(page: Page): Promise<{ violations: () => Promise<Violation[]>; console: string[] }> {
  await page.addInitScript(() => {
    const store = window as unknown as { __cspViolations: { directive: string; blocked: string }[] };
    store.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => store.__cspViolations.push({ directive: event.effectiveDirective, blocked: event.blockedURI }));
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) console.push(message.text());
  });
  return {
    console,
    violations: () => page.evaluate(() => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? []),
  };
}

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test.describe('the policy in force', () => {
  // This test injects a script to show that the browser refuses it.
  test.use({ cspRefusalsExpected: true });

  test('sz’s own bundle: the Start route runs under its policy without a violation, and the policy is in force', async ({ page }) => {
    const served = await startSandbox({ port: 0, mode: 'test', latencyMs: 0, secret: 'test', faults: [], staticDir: join(import.meta.dirname, '..', 'dist', 'sz') });
    try {
      const watch = await watchViolations(page);
      const response = await page.goto(`${served.url}/neubestellung/abo/?wa=SZ-DIGITAL-STANDARD`);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
      await expect(page.getByLabel('Vorname')).toBeVisible();
      // The early-requests script ran (allowed by its hash) and left its answers for the app.
      expect(await page.evaluate(() => typeof (window as unknown as { __aboflowEarly?: object }).__aboflowEarly)).toBe('object');
      await page.getByLabel('Vorname').fill('Erika');
      expect(await watch.violations()).toEqual([]);
      expect(watch.console).toEqual([]);
      // A script injected without a hash is refused and reported: the policy is enforced, and the watch sees it.
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.injected = true;';
        document.head.append(script);
      });
      await expect.poll(async () => (await watch.violations()).map((violation) => violation.directive)).toEqual(['script-src-elem']);
      expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
      // Chromium also logs the refusal, which is what tests/support/test.ts fails every other test on.
      await expect.poll(() => watch.console.filter((text) => /Content Security Policy/i.test(text)).length).toBe(1);
    } finally {
      await served.close();
    }
  });
});

test('through the payment page to the card provider and back to the check page without a violation', async ({ page }) => {
  const watch = await watchViolations(page);
  await journey.toPayment(page, { tenant: 'stz', query: 'wa=STZ-DIGITAL-STANDARD' });
  expect(await watch.violations()).toEqual([]);
  await providerSteps.leaveWith(page, 'Kreditkarte');
  await providerSteps.payWithCard(page, '4111 1111 1111 1111', providerSteps.expiryInMonths(24));
  await funnelSteps.expectHeading(page, 'Bestellung abschließen');
  expect(await watch.violations()).toEqual([]);
  await orderSteps.placeOrder(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await watch.violations()).toEqual([]);
  expect(watch.console).toEqual([]);
});
