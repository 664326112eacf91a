import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

// What git ignores or the build and tests write: never the project's own text.
const skippedFolders = new Set(['node_modules', 'dist', '.git', '.aboflow', 'test-results', 'playwright-report', 'screenshots']);
const skippedPaths = new Set(['sandbox/data']);

/**
 * Every file of the project below `root` whose name passes `accept`, as sorted paths relative to `root`
 * (forward slashes), skipping dependencies, build output and what tests and the sandbox write.
 */
export function listProjectFiles(root: string, accept: (name: string) => boolean): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const rel = relative(root, path).split('\\').join('/');
      if (entry.isDirectory()) {
        if (!skippedFolders.has(entry.name) && !skippedPaths.has(rel)) walk(path);
      } else if (entry.isFile() && accept(entry.name)) {
        found.push(rel);
      }
    }
  };
  walk(root);
  return found.sort();
}
