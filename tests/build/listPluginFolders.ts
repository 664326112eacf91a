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
    .map((entry) => {
      const ids = [...findPluginMarkers([readFileSync(join(pluginsRoot, entry.name, 'index.ts'), 'utf8')])];
      return { folder: entry.name, markerId: ids[0], markerCount: ids.length };
    })
    .sort((a, b) => a.folder.localeCompare(b.folder));
}
