import { existsSync } from 'node:fs';
import { join } from 'node:path';

// A path-like code span or link target: segments of word characters, dots and hyphens joined by slashes, or a file name.
const pathLike = /^\.{0,2}\/?[\w.@-]+(\/[\w.@*-]*)*$/;

/** A path a document cites, as written, with the line it stands on. */
export interface CitedPath {
  readonly path: string;
  readonly line: number;
}

/**
 * The repository paths a Markdown text cites: code spans like `core/api/apiRoutes.ts` (a test name after
 * " › ", a line number or an anchor is cut off) and relative link targets. Bare file names, URLs, absolute
 * paths and placeholders (`<key>`, `KEY`, `{a,b}`) are left out; a glob keeps the part before its first `*`.
 */
export function citedPaths(markdown: string): CitedPath[] {
  const cited: CitedPath[] = [];
  markdown.split('\n').forEach((text, index) => {
    const candidates = [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!.split(' › ')[0]!.trim());
    for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) candidates.push(match[1]!);
    for (const candidate of candidates) {
      const path = candidate.replace(/#.*$/, '').replace(/:\d+(-\d+)?$/, '').replace(/\*.*$/, '');
      if (!path.includes('/') || !pathLike.test(path) || path.startsWith('/')) continue;
      if (/[<>{}]|(^|\/)[A-Z][A-Z_]*(\/|$)/.test(candidate) || /^[a-z]+:/.test(candidate)) continue;
      cited.push({ path, line: index + 1 });
    }
  });
  return cited;
}

/**
 * Whether `path`, cited in a document in `docFolder`, names something in the repository: resolved against the
 * document's own folder or the repository root. A path whose first folder exists in neither place (`security/`
 * of a bundle, a section-relative `verification/…`) is not taken for a repository path and passes.
 */
export function isStaleCitation(root: string, docFolder: string, path: string): boolean {
  const first = path.replace(/^(\.\.?\/)+/, '').split('/')[0]!;
  const relative = /^\.\.?\//.test(path);
  const bases = relative ? [join(root, docFolder)] : [join(root, docFolder), root];
  const anchored = bases.filter((base) => relative || existsSync(join(base, first)));
  return anchored.length > 0 && !anchored.some((base) => existsSync(join(base, path)));
}
