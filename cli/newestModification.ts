import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The latest modification time (ms) of any file under the given paths, ignoring node_modules and test files; 0 when there is none. */
export function newestModification(paths: readonly string[]): number {
  let newest = 0;
  const visit = (path: string): void => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isFile()) {
      newest = Math.max(newest, stat.mtimeMs);
      return;
    }
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || /\.test\.tsx?$/.test(entry.name)) continue;
      visit(join(path, entry.name));
    }
  };
  paths.forEach(visit);
  return newest;
}
