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
