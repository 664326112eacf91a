import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** A plugin a tenant can enable: its id, the name of its factory and its index.ts. */
export interface AvailablePlugin {
  readonly id: string;
  readonly factory: string;
  readonly file: string;
}

/** The factory name of a plugin id: `cash-bonus` → `cashBonus`. */
export function pluginFactoryName(id: string): string {
  return id.replace(/-([a-z0-9])/g, (_, char: string) => char.toUpperCase());
}

/** Every plugin under plugins/ (folders with an index.ts) and the staff area `admin`, sorted by id. */
export function listPlugins(projectRoot: string): AvailablePlugin[] {
  const dir = join(projectRoot, 'plugins');
  const found = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'index.ts')))
        .map((entry) => ({ id: entry.name, factory: pluginFactoryName(entry.name), file: join(dir, entry.name, 'index.ts') }))
    : [];
  const admin = join(projectRoot, 'admin', 'index.ts');
  return [...found, ...(existsSync(admin) ? [{ id: 'admin', factory: 'admin', file: admin }] : [])].sort((a, b) => a.id.localeCompare(b.id));
}
