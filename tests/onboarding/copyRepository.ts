import { cpSync, mkdtempSync, realpathSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';

/** What a fresh clone does not have: installed packages, build output, local databases, reports. */
const notInAClone = new Set(['node_modules', '.git', 'dist', 'test-results', 'playwright-report', 'screenshots', '.aboflow', join('sandbox', 'data'), join('bench', 'reports')]);

/**
 * Copies the repository's sources to a new temporary folder as a fresh clone would have them, and links
 * node_modules to the installed one (an install would take minutes and the network). Answers the folder.
 */
export function copyRepository(repositoryRoot: string): string {
  const target = mkdtempSync(join(tmpdir(), 'aboflow-onboarding-'));
  cpSync(repositoryRoot, target, {
    recursive: true,
    filter: (source) => {
      const path = relative(repositoryRoot, source);
      return path === '' || ![...notInAClone].some((skipped) => path === skipped || path.startsWith(skipped + sep));
    },
  });
  symlinkSync(realpathSync(join(repositoryRoot, 'node_modules')), join(target, 'node_modules'), 'dir');
  return target;
}
