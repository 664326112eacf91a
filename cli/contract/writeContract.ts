import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildContract } from './buildContract.ts';

/** The contract as its file holds it: two-space JSON with a final newline. */
export function formatContract(): string {
  return `${JSON.stringify(buildContract(), null, 2)}\n`;
}

/** Writes the back-end contract to `<distRoot>/contract/openapi.json` and answers the file's path. */
export function writeContract(distRoot: string): string {
  const file = join(distRoot, 'contract', 'openapi.json');
  mkdirSync(join(distRoot, 'contract'), { recursive: true });
  writeFileSync(file, formatContract());
  return file;
}
