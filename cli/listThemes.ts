import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The names of the themes under themes/ (folders with an index.ts), sorted. */
export function listThemes(projectRoot: string): string[] {
  const themesRoot = join(projectRoot, 'themes');
  if (!existsSync(themesRoot)) return [];
  return readdirSync(themesRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(themesRoot, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
}
