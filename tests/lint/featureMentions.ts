/**
 * Words that name a feature plugin or its own concept, as they appear in code: the plugin ids in camel, kebab or
 * snake case (`youngAdult`, `young-adult`, `young_adult`) and the concepts only one plugin has (recruiter, giver,
 * credit card, a card's pseudo number). Core's own concepts stay out on purpose: the bonus cart (a spec entity) and the region (an order
 * address rule) are core's, and "card" alone is also a bonus tile.
 */
const featureWords: readonly RegExp[] = [
  /student/i,
  /young[-_]?adult/i,
  /recruit/i,
  /\bgiver|Giver/,
  /cash[-_]?bonus/i,
  /gift/i,
  /lwl/i,
  /credit[-_]?card|\bcard[-_]?(agreement|one[-_]?off|result|return|pan)|pseudo[-_]?card|(?<=['"])cards?(?=['"])/i,
  /pay[-_]?pal/i,
  /voucher/i,
  /loyalty/i,
];

// Comments are documentation: they may cite the spec's words (funnel.md names every feature). Re-exports of
// core/api are core/api's: its contract types keep the spec's names.
function withoutCommentsAndApiExports(source: string): string {
  return source
    .replace(/^export .* from '\.\/api\/.*$/gm, '')
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** The 1-based lines of `source`'s code (comments left out) that mention a feature word, each with the word found. */
export function featureMentions(source: string): readonly { readonly line: number; readonly word: string }[] {
  return withoutCommentsAndApiExports(source)
    .split('\n')
    .flatMap((text, index) => {
      const hit = featureWords.map((word) => word.exec(text)?.[0]).find((found) => found !== undefined);
      return hit === undefined ? [] : [{ line: index + 1, word: hit }];
    });
}
