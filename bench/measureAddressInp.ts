import { chromium, type Page } from 'playwright-core';
import type { InpMeasurement } from './BenchReport.ts';
import { interactionToNextPaint, type EventTimingEntry } from './interactionToNextPaint.ts';
import { median } from './median.ts';

/** Where and how often to measure INP. */
export interface AddressInpRun {
  readonly executablePath: string;
  /** The sandbox serving sz's bundle, without a trailing slash. */
  readonly origin: string;
  readonly runs: number;
  readonly log: (line: string) => void;
}

const salesCampaignId = 'SZ-PRINT-STANDARD';
const cpuSlowdown = 4;
/** A reader typing at a steady pace. */
const keyDelayMs = 50;
const address = { Straße: 'Königstraße', Hausnummer: '12', PLZ: '70173', Ort: 'Stuttgart' } as const;

/** Collects every event-timing entry of the page from its first script on (run before the app's code). */
function observeEvents(): void {
  const target = window as unknown as { benchEvents: { interactionId: number; duration: number }[]; benchObserver: PerformanceObserver };
  target.benchEvents = [];
  target.benchObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) target.benchEvents.push({ interactionId: entry.interactionId, duration: entry.duration });
  });
  target.benchObserver.observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** The entries so far, with those still queued in the observer, and the page's interaction count where the browser has one. */
async function collectEvents(page: Page): Promise<{ entries: EventTimingEntry[]; interactionCount: number | undefined }> {
  // Event timing entries are queued after the paint that follows the event: wait two frames for the last keystroke's.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => {
    const target = window as unknown as { benchEvents: { interactionId: number; duration: number }[]; benchObserver: PerformanceObserver };
    for (const entry of target.benchObserver.takeRecords() as PerformanceEventTiming[]) target.benchEvents.push({ interactionId: entry.interactionId, duration: entry.duration });
    const count = (performance as unknown as { interactionCount?: number }).interactionCount;
    return { entries: target.benchEvents, interactionCount: count };
  });
}

/**
 * INP while a reader types street, house number, postcode and city into sz's print order form on a
 * phone-class CPU (4× slowdown through the DevTools protocol), measured with the Event Timing API;
 * `runs` times in a fresh page each, the median.
 */
export async function measureAddressInp(run: AddressInpRun): Promise<InpMeasurement> {
  const browser = await chromium.launch({ executablePath: run.executablePath, args: ['--no-sandbox'] });
  const values: { inpMs: number; interactions: number }[] = [];
  const path = `/neubestellung/abo/?wa=${salesCampaignId}`;
  try {
    for (let index = 1; index <= run.runs; index += 1) {
      // The bench's certificate is its own, made for the run (selfSignedCertificate.ts).
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, ignoreHTTPSErrors: true });
      const page = await context.newPage();
      await page.addInitScript(observeEvents);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      await page.goto(`${run.origin}${path}`);
      // Start rendered for the reader takes input once the app has hydrated it (docs/performance.md, "Start rendered per reader").
      await page.waitForFunction(() => !(window as { __aboflowHoldInput?: boolean }).__aboflowHoldInput, undefined, { timeout: 60_000 });
      for (const [label, text] of Object.entries(address)) {
        const field = page.getByRole('textbox', { name: label, exact: true });
        await field.click({ timeout: 60_000 });
        await field.pressSequentially(text, { delay: keyDelayMs });
      }
      const { entries, interactionCount } = await collectEvents(page);
      const inp = interactionToNextPaint(entries, interactionCount);
      await context.close();
      if (!inp) throw new Error('No interaction was recorded while typing the address');
      values.push(inp);
      run.log(`INP run ${index}/${run.runs}: ${Math.round(inp.inpMs)} ms over ${inp.interactions} interactions`);
    }
  } finally {
    await browser.close();
  }
  const inpMs = median(values.map((value) => value.inpMs));
  const medianRun = [...values].sort((a, b) => Math.abs(a.inpMs - inpMs) - Math.abs(b.inpMs - inpMs))[0]!;
  return { page: `address typed into sz print (${salesCampaignId})`, url: path, inpMs, interactions: medianRun.interactions, cpuSlowdown, runs: run.runs };
}
