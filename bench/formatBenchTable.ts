import type { BenchReport } from './BenchReport.ts';
import { meetsTarget, type PageTargets, paymentPageTargets, speedTargets, type TargetedFigure } from './speedTargets.ts';

const notMeasured = '–';

function cell(figure: TargetedFigure, value: number, text: (value: number) => string, targets: PageTargets = speedTargets): string {
  if (Number.isNaN(value)) return notMeasured;
  const met = meetsTarget(figure, value, targets);
  return met === undefined ? text(value) : `${text(value)} ${met ? '✓' : '✗'}`;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** A paint time to the hundredth: a figure just over its bar must not read as the bar itself. */
const paintTime = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const milliseconds = (ms: number) => `${Math.round(ms)} ms`;
const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
/** The longest task after the first paint: none of 50 ms or more is the goal (Lighthouse lists no shorter ones). */
const longestTask = (ms: number) => (ms === 0 ? 'none ≥ 50 ms' : milliseconds(ms));
/** A table cell holds text from the page: pipes and line breaks would break the row. */
const escapeCell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

/** How fast the host is by Lighthouse's own yardstick: the simulated tasks scale with it. */
const hostSpeed = (index: number | undefined) =>
  index === undefined || Number.isNaN(index) ? '' : ` (Lighthouse benchmark index ${Math.round(index)}; higher is faster)`;

/** The bench's result as a Markdown table (one row per page, plus the INP row), with a heading line and the legend. */
export function formatBenchTable(report: BenchReport): string {
  const runs = [...new Set([...report.pages.map((page) => page.runs), ...(report.inp ? [report.inp.runs] : [])])].join('/');
  const lines = [
    `Speed on a mid-range phone (Lighthouse ${report.lighthouse} mobile preset, simulated throttling; median of ${runs} runs), ${report.measuredAt}, ${report.cpus} CPUs${hostSpeed(report.hostBenchmarkIndex)}, ${report.chromium}${report.servedBy ? `; served by ${report.servedBy}` : ''}`,
    '',
    '| page | performance | accessibility | LCP | TBT | longest task | CLS | transfer | INP | FCP | LCP element |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  for (const page of report.pages) {
    const targets = page.kind === 'payment' ? paymentPageTargets : speedTargets;
    lines.push(
      row([
        `${escapeCell(page.page)}${page.mode === 'timespan' ? ' (timespan)' : ''}`,
        cell('performance', page.performance, String, targets),
        cell('accessibility', page.accessibility, String, targets),
        cell('largestContentfulPaintMs', page.largestContentfulPaintMs, paintTime, targets),
        cell('totalBlockingTimeMs', page.totalBlockingTimeMs, milliseconds, targets),
        cell('longestTaskMs', page.longestTaskMs, longestTask, targets),
        cell('cumulativeLayoutShift', page.cumulativeLayoutShift, (value) => value.toFixed(3), targets),
        cell('transferBytes', page.transferBytes, kilobytes, targets),
        notMeasured,
        Number.isNaN(page.firstContentfulPaintMs) ? notMeasured : paintTime(page.firstContentfulPaintMs),
        page.lcpElement === '' ? notMeasured : escapeCell(page.lcpElement),
      ]),
    );
  }
  if (report.inp) {
    const inp = report.inp;
    lines.push(
      row([
        `${escapeCell(inp.page)}, ${inp.cpuSlowdown}× CPU, ${inp.interactions} interactions`,
        ...Array<string>(7).fill(notMeasured),
        cell('inpMs', inp.inpMs, milliseconds),
        notMeasured,
        notMeasured,
      ]),
    );
  }
  const t = speedTargets;
  const start = `performance ≥ ${t.performance.atLeast}, accessibility ${t.accessibility.atLeast}, LCP ≤ ${seconds(t.largestContentfulPaintMs.atMost)}, TBT ≤ ${milliseconds(t.totalBlockingTimeMs.atMost)}, no task ≥ 50 ms, CLS ≤ ${t.cumulativeLayoutShift.atMost}, transfer ≤ ${t.transferBytes.atMost / 1000} kB`;
  const payment = `the same with LCP ≤ ${seconds(paymentPageTargets.largestContentfulPaintMs?.atMost ?? Number.NaN)} and no transfer budget`;
  lines.push(
    '',
    `✓ target met, ✗ target missed (docs/performance.md, "Speed of the Start route": Start ${start}; payment page ${payment}; INP ≤ ${milliseconds(t.inpMs.atMost)}); – not measured.`,
  );
  return `${lines.join('\n')}\n`;
}
