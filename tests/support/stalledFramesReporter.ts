import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { stalledFramesAnnotation } from './describeFrozenPage.ts';

/**
 * Prints, at the end of every run, each page that stopped producing frames during a test (docs/testing.md, "A page
 * that stops producing frames"): the test, which attempt, the reading of `describeFrozenPage` and whether the attempt
 * still passed, so a run that met the browser defect says so even when it ends green after a second attempt.
 */
export default class StalledFramesReporter implements Reporter {
  private readonly readings: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    for (const annotation of result.annotations) {
      if (annotation.type !== stalledFramesAnnotation) continue;
      const attempt = result.retry === 0 ? 'first attempt' : 'second attempt';
      this.readings.push(
        `  ${test.titlePath().filter(Boolean).join(' › ')} (${attempt} ${result.status}): ${annotation.description ?? ''}`,
      );
    }
  }

  onEnd(): void {
    console.log(
      `\nPages that stopped producing frames: ${this.readings.length}${this.readings.length ? `\n${this.readings.join('\n')}` : ''}\n`,
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
