import type { BundleSize } from './measureBundleSize.ts';
import { formatKilobytes } from './formatKilobytes.ts';

/** The size table the build prints: one row per bundle, sizes gzip in kB (1 kB = 1000 bytes). */
export function formatSizeReport(sizes: readonly BundleSize[], budget: number): string {
  const header = ['bundle', 'entry JS', 'Start initial JS', 'total JS', 'CSS', `budget ${formatKilobytes(budget)}`];
  const rows = sizes.map((s) => [
    s.bundle,
    formatKilobytes(s.entryJsGzip),
    formatKilobytes(s.initialJsGzip),
    formatKilobytes(s.totalJsGzip),
    formatKilobytes(s.cssGzip),
    s.initialJsGzip <= budget ? 'ok' : `OVER by ${formatKilobytes(s.initialJsGzip - budget)}`,
  ]);
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: readonly string[]) =>
    cells.map((cell, i) => (i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ').trimEnd();
  return [
    'Bundle sizes (gzip level 9, 1 kB = 1000 bytes; entry JS = the entry scripts index.html runs first; Start initial JS = those and the chunks Start preloads):',
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
  ].join('\n');
}
