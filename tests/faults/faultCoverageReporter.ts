import type { Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';
import { callsNotMade, cellTitle, faultKindIds, faultKinds, faultTable, parseCellTitle } from './faultTable.ts';

/**
 * Prints the fault table's coverage at the end of a run that ran any of its cells: calls × faults
 * handled / total, every cell that failed or did not run, and the client calls the reader's funnel
 * never makes (with why). A cell counts as handled when its test step passed.
 */
export default class FaultCoverageReporter implements Reporter {
  private readonly passed = new Set<string>();
  private readonly failed = new Map<string, string>();
  private seen = false;

  onStepEnd(_test: TestCase, _result: TestResult, step: TestStep): void {
    const cell = parseCellTitle(step.title);
    if (!cell) return;
    this.seen = true;
    const key = cellTitle(cell.call, cell.kind);
    if (step.error) this.failed.set(key, (step.error.message ?? 'failed').split('\n')[0]!);
    else this.passed.add(key);
  }

  onEnd(): void {
    if (!this.seen) return;
    const total = faultTable.length * faultKindIds.length;
    const lines = [`Fault table: ${this.passed.size} of ${total} cells handled (${faultTable.length} calls × ${faultKindIds.length} faults, ${Math.round((this.passed.size / total) * 100)} %)`];
    for (const row of faultTable) {
      for (const kind of faultKindIds) {
        const key = cellTitle(row.call, kind);
        if (this.passed.has(key)) continue;
        lines.push(`  not handled: ${row.call} × ${faultKinds[kind].label}: ${this.failed.get(key) ?? 'not run'}`);
      }
    }
    for (const [call, why] of Object.entries(callsNotMade)) lines.push(`  not in the table: ${call} (${why})`);
    console.log(`\n${lines.join('\n')}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
