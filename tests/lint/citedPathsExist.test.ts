import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { citedPaths, isStaleCitation } from './citedPaths.ts';
import { gitIgnoreMatcher } from './gitIgnoreMatcher.ts';
import { listProjectFiles } from './listProjectFiles.ts';

const projectRoot = join(import.meta.dirname, '..', '..');
const documents = listProjectFiles(projectRoot, (name) => name === 'README.md' || name === 'SPEC-COVERAGE.md');
const isIgnored = gitIgnoreMatcher(readFileSync(join(projectRoot, '.gitignore'), 'utf8'));
// The walk-throughs' hypothetical new tenant and plugin (README "Onboarding a publisher", core/README.md "Writing a plugin").
const examples = new Set(['tenants/nwz/', 'plugins/newsletter/']);

describe('every repository path the READMEs and SPEC-COVERAGE.md cite exists', () => {
  it('reads the root README, SPEC-COVERAGE.md and the READMEs of the folders', () => {
    expect(documents).toEqual(expect.arrayContaining(['README.md', 'SPEC-COVERAGE.md', 'core/README.md', 'sandbox/README.md']));
  });

  it.each(documents)('%s', (document) => {
    const folder = dirname(document);
    const stale = citedPaths(readFileSync(join(projectRoot, document), 'utf8'))
      .filter(({ path }) => !examples.has(path) && !isIgnored(join(folder, path)) && !isIgnored(path))
      .filter(({ path }) => isStaleCitation(projectRoot, folder, path))
      .map(({ path, line }) => `${document}:${line} cites ${path}, which does not exist`);
    expect(stale).toEqual([]);
  });
});

describe('citedPaths', () => {
  it('takes code spans and relative links, cutting off test names, anchors and line numbers', () => {
    const markdown = [
      'See `core/api/apiRoutes.ts` and [the themes](../themes/README.md#brands).',
      '| `tests/a.spec.ts › does a thing` | `cli/build.ts:12` |',
    ].join('\n');
    expect(citedPaths(markdown)).toEqual([
      { path: 'core/api/apiRoutes.ts', line: 1 },
      { path: '../themes/README.md', line: 1 },
      { path: 'tests/a.spec.ts', line: 2 },
      { path: 'cli/build.ts', line: 2 },
    ]);
  });

  it('leaves out bare names, URLs, absolute paths and placeholders, and keeps a glob up to its star', () => {
    const markdown = '`index.ts` [x](https://example.org/a/b) `/internal/users` `tenants/<key>/tenant.ts` `dist/KEY/` `{a,b}/c` `tenants/*/tenant.ts`';
    expect(citedPaths(markdown).map(({ path }) => path)).toEqual(['tenants/']);
  });
});

describe('isStaleCitation', () => {
  it('finds a path missing under the root or the document’s folder, and passes one that is there', () => {
    expect(isStaleCitation(projectRoot, '.', 'core/api/apiRoutes.ts')).toBe(false);
    expect(isStaleCitation(projectRoot, 'core', 'api/apiRoutes.ts')).toBe(false);
    expect(isStaleCitation(projectRoot, '.', 'core/api/noSuchFile.ts')).toBe(true);
    expect(isStaleCitation(projectRoot, 'tenants', '../themes/noSuchFolder/')).toBe(true);
  });

  it('passes a path whose first folder is not the repository’s (a bundle’s security/ folder)', () => {
    expect(isStaleCitation(projectRoot, '.', 'security/headers.json')).toBe(false);
  });
});

describe('gitIgnoreMatcher', () => {
  it('matches folders anywhere, anchored paths and stars within a segment', () => {
    const isIgnoredHere = gitIgnoreMatcher('node_modules/\n/bench/reports/*.png\nsandbox/data/\n# a comment\n');
    expect(isIgnoredHere('node_modules/x/index.js')).toBe(true);
    expect(isIgnoredHere('bench/reports/payment-page.png')).toBe(true);
    expect(isIgnoredHere('bench/reports/bench.md')).toBe(false);
    expect(isIgnoredHere('sandbox/data/sandbox.sqlite')).toBe(true);
    expect(isIgnoredHere('sandbox/api/priceFor.ts')).toBe(false);
  });
});
