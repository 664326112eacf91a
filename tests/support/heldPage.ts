import type { Page } from '@playwright/test';

/** Holds every script of the bundle until `release` is called: the page shows what its HTML and CSS paint alone. */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/static\/js\/[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

/** The page's console errors and warnings from now on, and the layout shift it sums up from its next load on. */
export async function watchPage(page: Page): Promise<{ readonly messages: string[]; readonly layoutShift: () => Promise<number> }> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  await page.addInitScript(() => {
    const store = window as unknown as { aboflowShift: number };
    store.aboflowShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) store.aboflowShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return { messages, layoutShift: () => page.evaluate(() => (window as unknown as { aboflowShift: number }).aboflowShift) };
}

/**
 * The page's problems on the console: none but the offline hosts (consent scripts) and Chrome's hint that a preloaded
 * chunk waited more than a few seconds after the load event (tests that hold the scripts while they read the HTML take
 * longer on a slow machine; tests/prerenderedStart.spec.ts checks that each chunk is fetched once and run).
 */
export function problemsOf(messages: readonly string[]): string[] {
  return messages.filter(
    (text) => !/Failed to load resource|ERR_NAME_NOT_RESOLVED|was preloaded using link preload but not used within a few seconds/.test(text),
  );
}
