import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file below `dir` (recursively) whose name ends with one of `extensions`, sorted. */
export function listFiles(dir: string, extensions: readonly string[]): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && extensions.some((ext) => entry.name.endsWith(ext)))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}
