import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Theme } from '../core/theme/defineTheme.ts';
import { existsSync, readdirSync } from 'node:fs';

/** Imports `themes/<name>/index.ts`, whose export of the same name is the theme; names the available themes when it is not there. */
export async function loadTheme(projectRoot: string, name: string): Promise<Theme> {
  const themesRoot = join(projectRoot, 'themes');
  const available = listThemes(projectRoot);
  if (!/^[a-zA-Z_$][\w$]*$/.test(name) || !available.includes(name)) {
    throw new Error(`unknown theme "${name}". Available themes: ${available.join(', ') || '(none)'}.`);
  }
  const module = (await import(pathToFileURL(join(themesRoot, name, 'index.ts')).href)) as Record<string, unknown>;
  const theme = module[name] as Theme | undefined;
  if (theme?.kind !== 'theme') throw new Error(`themes/${name}/index.ts must export the theme as "${name}".`);
  return theme;
}

/** The names of the themes under themes/ (folders with an index.ts), sorted. */
export function listThemes(projectRoot: string): string[] {
  const themesRoot = join(projectRoot, 'themes');
  if (!existsSync(themesRoot)) return [];
  return readdirSync(themesRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(themesRoot, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
}
