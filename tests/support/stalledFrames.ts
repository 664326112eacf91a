import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { describeFrozenPage, framesRun, stalledFramesAnnotation } from './describeFrozenPage.ts';

/** Where a test's attempt leaves word that it met a page without frames; the run's output folder starts empty. */
function stallMarker(testInfo: TestInfo): string {
  return join(testInfo.project.outputDir, '.stalled-frames', testInfo.testId);
}

/**
 * After a failed attempt, asks each page of the test whether it still runs animation frames. A page whose main thread
 * answers but draws no frame has met the browser defect of docs/testing.md ("A page that stops producing frames"):
 * its reading goes to the report, and the test may run once more. A page that answers with frames, or not at all
 * (a busy or hung main thread), leaves the failure the test's own.
 */
export async function recordStalledPages(pages: readonly Page[], testInfo: TestInfo): Promise<void> {
  for (const page of pages) {
    if (page.isClosed() || (await framesRun(page, 3000)) !== false) continue;
    const reading = await describeFrozenPage(page, 'the failed test');
    testInfo.annotations.push({ type: stalledFramesAnnotation, description: reading });
    mkdirSync(join(testInfo.project.outputDir, '.stalled-frames'), { recursive: true });
    writeFileSync(stallMarker(testInfo), reading);
    return;
  }
}

/**
 * Refuses a second attempt unless the first met a page without frames: `retries: 1` in playwright.config.ts exists for
 * that browser defect alone, so any other failure stays a failure.
 */
export function refuseRetryWithoutStall(testInfo: TestInfo): void {
  if (testInfo.retry === 0 || existsSync(stallMarker(testInfo))) return;
  throw new Error(
    'Not run again: no page of the first attempt had stopped producing frames, so its failure is the test\'s or the product\'s own (docs/testing.md, "A page that stops producing frames").',
  );
}
