import type { CheckRow } from './judgeAnswer.ts';

/** The rows as a plain-text table (result, check, expected, seen) with a closing count. */
export function formatCheckTable(rows: readonly CheckRow[]): string[] {
  const header = ['result', 'check', 'expected', 'seen'];
  const cells = rows.map((row) => [row.passed ? 'ok' : 'FAIL', row.check, row.expected, row.seen]);
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((cell) => Math.min(cell[i]?.length ?? 0, 70))));
  const line = (cell: readonly string[]) => cell.map((text, i) => text.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
  const failed = rows.filter((row) => !row.passed).length;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line), `${rows.length - failed} of ${rows.length} checks passed${failed > 0 ? `, ${failed} failed` : ''}.`];
}
