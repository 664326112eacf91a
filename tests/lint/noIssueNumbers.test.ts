import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listProjectFiles } from './listProjectFiles.ts';
import { linesMentioningIssueNumbers } from './linesMentioningIssueNumbers.ts';

const projectRoot = join(import.meta.dirname, '..', '..');
// Source, styles, configuration, scripts and docs: everything a reader of the repository reads.
const textFile = /\.(ts|tsx|mts|mjs|js|cjs|md|css|json|jsonc|html|yml|yaml|sh|conf)$|^(Dockerfile|Caddyfile|run)$/;

describe('no source or doc file cites an issue number (name the README section or the spec rule instead)', () => {
  const files = listProjectFiles(projectRoot, (name) => textFile.test(name) && name !== 'package-lock.json');

  it('reads the project’s files', () => {
    expect(files).toEqual(expect.arrayContaining(['core/index.ts', 'biome.jsonc', 'core/README.md', 'core/shell/base.css']));
  });

  it('finds none', () => {
    const found = files.flatMap((file) =>
      linesMentioningIssueNumbers(readFileSync(join(projectRoot, file), 'utf8')).map((line) => `${file}:${line}`),
    );
    expect(found).toEqual([]);
  });
});

describe('linesMentioningIssueNumbers', () => {
  // Built from parts, so this file does not cite a number itself.
  const word = 'issue';
  it('finds a number after "issue" or "issues", with or without #, in any case', () => {
    const text = ['fine', `see ${word} 15 §5`, `${word}s 12 and 13`, `(${word.toUpperCase()} #4)`, `the ${word}'s title`].join('\n');
    expect(linesMentioningIssueNumbers(text)).toEqual([2, 3, 4]);
  });

  it('passes a line that names a README section', () => {
    expect(linesMentioningIssueNumbers('(README, "Lint and formatting")\nissued 12 cards')).toEqual([]);
  });
});
