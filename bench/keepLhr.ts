import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Keeps a run's whole Lighthouse report as `<name>.json` in the folder `ABOFLOW_BENCH_LHR` names, for reading its long
 * tasks, request chain and paint timings; nothing without it.
 */
export function keepLhr(name: string, lhr: unknown): void {
  const folder = process.env.ABOFLOW_BENCH_LHR;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, `${name}.json`), JSON.stringify(lhr));
}
