import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

// What git ignores or the build and tests write: never the project's own text.
const skippedFolders = new Set(['node_modules', 'dist', '.git', '.aboflow', 'test-results', 'playwright-report', 'screenshots']);
const skippedPaths = new Set(['sandbox/data']);

// Source, styles, configuration, scripts and docs: everything a reader of the repository reads.
const textFile = /\.(ts|tsx|mts|mjs|js|cjs|md|css|json|jsonc|html|yml|yaml|sh|conf|sql)$|^(Dockerfile|Caddyfile|run)$/;

/** Whether a file of this name is one of the project's texts (the lock file is the registry's, not ours). */
export function isProjectText(name: string): boolean {
  return textFile.test(name) && name !== 'package-lock.json';
}

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
