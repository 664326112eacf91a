import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Keeps a run's whole Lighthouse report as `<name>.json` in the folder `ABOFLOW_BENCH_LHR` names, for reading its long
 * tasks, request chain and paint timings, and, when given, the run's artifacts (trace and network log) as
 * `<name>.artifacts.json`, which `bench/explainLcp.ts` reads; nothing without the variable.
 */
export function keepLhr(name: string, lhr: unknown, artifacts?: unknown): void {
  const folder = process.env.ABOFLOW_BENCH_LHR;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, `${name}.json`), JSON.stringify(lhr));
  if (artifacts !== undefined) writeFileSync(join(folder, `${name}.artifacts.json`), JSON.stringify(artifacts));
}
