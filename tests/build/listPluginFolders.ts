import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** A plugin folder and the id its index.ts declares (undefined when it declares none). */
export interface PluginFolder {
  readonly folder: string;
  readonly id: string | undefined;
  /** How many `definePlugin({ id: … })` calls index.ts makes: one, or a mistake the tests report. */
  readonly idCount: number;
}

// The id a plugin's index.ts gives definePlugin, its first property by the project's convention.
const pluginIdPattern = /definePlugin\(\{\s*id:\s*'([^']+)'/g;

/** Every folder under `pluginsRoot` with an index.ts (a plugin's public surface), with the plugin id declared there. */
export function listPluginFolders(pluginsRoot: string): PluginFolder[] {
  if (!existsSync(pluginsRoot)) return [];
  return readdirSync(pluginsRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(pluginsRoot, entry.name, 'index.ts')))
    .map((entry) => readPluginFolder(pluginsRoot, entry.name))
    .sort((a, b) => a.folder.localeCompare(b.folder));
}

/** The plugin in `root/folder` (its index.ts) with the id declared there; also for a plugin outside plugins/, the admin app. */
export function readPluginFolder(root: string, folder: string): PluginFolder {
  const ids = [...readFileSync(join(root, folder, 'index.ts'), 'utf8').matchAll(pluginIdPattern)].map((match) => match[1]!);
  return { folder, id: ids[0], idCount: ids.length };
}
