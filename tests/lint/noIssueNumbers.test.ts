import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isProjectText, listProjectFiles } from './listProjectFiles.ts';
import { linesMentioningIssueNumbers } from './linesMentioningIssueNumbers.ts';

const projectRoot = join(import.meta.dirname, '..', '..');

describe('no source or doc file cites an issue number (name the docs section or the spec rule instead)', () => {
  const files = listProjectFiles(projectRoot, isProjectText);

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

  it('passes a line that names a docs section', () => {
    expect(linesMentioningIssueNumbers('(docs/architecture.md, "Lint and formatting")\nissued 12 cards')).toEqual([]);
  });
});
