import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { citedPaths, isStaleCitation } from './citedPaths.ts';
import { citedSections, sectionsOf, staleSectionCitations } from './citedSections.ts';
import { gitIgnoreMatcher } from './gitIgnoreMatcher.ts';
import { isProjectText, listProjectFiles } from './listProjectFiles.ts';

const projectRoot = join(import.meta.dirname, '..', '..');
const documents = listProjectFiles(
  projectRoot,
  (name) => name === 'README.md' || name === 'SPEC-COVERAGE.md' || name.endsWith('.md'),
).filter((path) => path.endsWith('README.md') || path === 'SPEC-COVERAGE.md' || path.startsWith('docs/'));
const isIgnored = gitIgnoreMatcher(readFileSync(join(projectRoot, '.gitignore'), 'utf8'));
// The walk-throughs' hypothetical new tenant and plugin (docs/onboarding.md "Onboarding a publisher", core/README.md "Writing a plugin").
const examples = new Set(['tenants/nwz/', 'plugins/newsletter/']);

describe('every repository path the READMEs, docs/ and SPEC-COVERAGE.md cite exists', () => {
  it('reads the root README, docs/, SPEC-COVERAGE.md and the READMEs of the folders', () => {
    expect(documents).toEqual(
      expect.arrayContaining(['README.md', 'docs/testing.md', 'SPEC-COVERAGE.md', 'core/README.md', 'sandbox/README.md']),
    );
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

describe('every section a file cites by name exists in the document it names', () => {
  const files = listProjectFiles(projectRoot, isProjectText);
  const sections = new Map<string, Set<string> | undefined>();
  const sectionsIn = (document: string) => {
    if (!sections.has(document)) {
      const path = join(projectRoot, document);
      sections.set(document, existsSync(path) ? sectionsOf(readFileSync(path, 'utf8')) : undefined);
    }
    return sections.get(document);
  };

  it('finds the citations of code, tests, configuration and docs', () => {
    const citing = new Set(files.filter((file) => citedSections(readFileSync(join(projectRoot, file), 'utf8')).length > 0));
    expect([...citing]).toEqual(expect.arrayContaining(['vitest.config.ts', 'biome.jsonc', 'SPEC-COVERAGE.md', 'sandbox/README.md']));
  });

  it('finds no stale one', () => {
    const stale = files.flatMap((file) => staleSectionCitations(file, readFileSync(join(projectRoot, file), 'utf8'), sectionsIn));
    expect(stale).toEqual([]);
  });

  it('fails once a cited section is renamed', () => {
    const renamed = (document: string) =>
      document === 'docs/testing.md'
        ? sectionsOf(readFileSync(join(projectRoot, document), 'utf8').replace('## Browser tests: faults', '## Browser tests: failures'))
        : sectionsIn(document);
    const config = readFileSync(join(projectRoot, 'vitest.config.ts'), 'utf8');
    expect(staleSectionCitations('vitest.config.ts', config, sectionsIn)).toEqual([]);
    expect(staleSectionCitations('vitest.config.ts', config, renamed)).toEqual([
      expect.stringMatching(
        /^vitest\.config\.ts:\d+ cites "Browser tests: faults and parallel workers" of docs\/testing\.md, which has no such section$/,
      ),
    ]);
  });
});

describe('citedSections', () => {
  // Documents in variables, so that this file cites no section itself.
  const [testingPage, adminReadme, vouchersPage, readme] = ['docs/testing.md', 'admin/README.md', 'docs/vouchers.md', 'README'];

  it('takes a document and each name after it, wrapped comments joined, the bare README as the root one', () => {
    const text = [
      `// (${testingPage}, "Browser tests: faults`,
      ` * and parallel workers")`,
      `see ${adminReadme} ("Who may do what", "Decisions")`,
      `the ${readme}'s "Security model", and [${vouchersPage}, "Voucher codes"](vouchers.md)`,
      `{ "summary": "x (${readme}, \\"Voucher codes\\")" }`,
    ].join('\n');
    expect(citedSections(text)).toEqual([
      { document: 'docs/testing.md', section: 'Browser tests: faults and parallel workers', line: 1 },
      { document: 'admin/README.md', section: 'Who may do what', line: 3 },
      { document: 'admin/README.md', section: 'Decisions', line: 3 },
      { document: 'README.md', section: 'Security model', line: 4 },
      { document: 'docs/vouchers.md', section: 'Voucher codes', line: 4 },
      { document: 'README.md', section: 'Voucher codes', line: 5 },
    ]);
  });

  it('leaves out quotes that follow no document, and a quote that starts with a space', () => {
    expect(citedSections(`"Erneut versuchen" and "${readme}" means the "Decisions"`)).toEqual([]);
  });
});

describe('sectionsOf', () => {
  it('offers headings and bold leads, also without a closing parenthesis, not what a code block holds', () => {
    const markdown = [
      '# Title',
      '## Fault injection (dev only)',
      '- **Free campaign:** text',
      '**nginx** (1.22)',
      '- **"Confirm again"** holds',
    ];
    const sections = sectionsOf([...markdown, '```', '# a comment', '```'].join('\n'));
    expect([...sections]).toEqual(['Title', 'Fault injection (dev only)', 'Fault injection', 'Free campaign', 'nginx', 'Confirm again']);
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
    const markdown =
      '`index.ts` [x](https://example.org/a/b) `/internal/users` `tenants/<key>/tenant.ts` `dist/KEY/` `{a,b}/c` `tenants/*/tenant.ts`';
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
