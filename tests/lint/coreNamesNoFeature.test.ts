import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { featureMentions } from './featureMentions.ts';
import { listProjectFiles } from './listProjectFiles.ts';

const projectRoot = join(import.meta.dirname, '..', '..');

/** Mentions core keeps, by file and word (lower case), each with the reason. */
const allowed: Readonly<Record<string, { readonly words: readonly string[]; readonly reason: string }>> = {
  'core/funnel/routeTable.ts': { words: ['paypal'], reason: 'platform.md section 2: the return routes are answered when the provider plugin is not enabled' },
  'core/domain/isPayoutBonus.ts': { words: ['cashbonus'], reason: 'reads the contract field CampaignBonus.cashBonus, the amount paid out' },
};

const coreFiles = () =>
  listProjectFiles(join(projectRoot, 'core'), (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((file) => `core/${file}`)
    .filter((file) => !file.startsWith('core/api/'));

describe('core names no feature outside core/api (core/README.md, "Public surfaces")', () => {
  const files = coreFiles();
  const mentions = files.flatMap((file) =>
    featureMentions(readFileSync(join(projectRoot, file), 'utf8')).map(({ line, word }) => ({ file, line, word: word.toLowerCase() })),
  );

  it('reads core’s code, not core/api', () => {
    expect(files).toEqual(expect.arrayContaining(['core/index.ts', 'core/funnel/decideBackStep.ts', 'core/ui.ts']));
    expect(files.some((file) => file.startsWith('core/api/'))).toBe(false);
  });

  it('finds no plugin name or plugin concept in its code beyond the allowed ones', () => {
    const found = mentions.filter(({ file, word }) => !allowed[file]?.words.some((allowedWord) => word.includes(allowedWord)));
    expect(found.map(({ file, line, word }) => `${file}:${line} (${word})`)).toEqual([]);
  });

  it('allows nothing that is no longer there', () => {
    const stale = Object.entries(allowed).flatMap(([file, { words }]) =>
      words.filter((word) => !mentions.some((mention) => mention.file === file && mention.word.includes(word))).map((word) => `${file} (${word})`),
    );
    expect(stale).toEqual([]);
  });
});
