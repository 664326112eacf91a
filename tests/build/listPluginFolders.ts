import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { findPluginMarkers } from './findPluginMarkers.ts';

/** A plugin folder and the id its marker constant declares (undefined when index.ts has no marker). */
export interface PluginFolder {
  readonly folder: string;
  readonly markerId: string | undefined;
  /** More than one marker in index.ts is a mistake the test reports. */
  readonly markerCount: number;
}

/** Every folder under `pluginsRoot` with an index.ts (a plugin's public surface), with the marker id found in that file. */
export function listPluginFolders(pluginsRoot: string): PluginFolder[] {
  if (!existsSync(pluginsRoot)) return [];
  return readdirSync(pluginsRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(pluginsRoot, entry.name, 'index.ts')))
    .map((entry) => readPluginFolder(pluginsRoot, entry.name))
    .sort((a, b) => a.folder.localeCompare(b.folder));
}

/** The plugin in `root/folder` (its index.ts) with the marker id found there; also for a plugin outside plugins/, the admin app. */
export function readPluginFolder(root: string, folder: string): PluginFolder {
  const ids = [...findPluginMarkers([readFileSync(join(root, folder, 'index.ts'), 'utf8')])];
  return { folder, markerId: ids[0], markerCount: ids.length };
}
