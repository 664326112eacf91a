/** A section a file cites by name: the document (a path from the repository root) and the section's name as written. */
export interface CitedSection {
  readonly document: string;
  readonly section: string;
  readonly line: number;
}

// A document a citation names: a README by path, a page of docs/, SPEC-COVERAGE.md, or the bare word README (the root's).
const documentName = String.raw`((?:[\w.-]+\/)*README\.md|docs\/[\w-]+\.md|SPEC-COVERAGE\.md|\bREADME\b)`;
// What may stand between it and the first name: a closing code span or link, "'s", a comma or colon, a comment's line break.
const gap = String.raw`\`?(?:\]\([^)\s]*\))?(?:'s)?[,:]?(?:\s|\*|\/\/|#|--)*\(?`;
// A quoted name: starts with no space and spans at most one line break (a wrapped comment or paragraph).
const quoted = String.raw`"([^"\s\n][^"\n]*(?:\n[^"\n]*)?)"`;
const citation = new RegExp(`${documentName}${gap}${quoted}((?:(?:,|\\s+and)\\s*${quoted})*)`, 'g');
const furtherName = new RegExp(quoted, 'g');

/**
 * The sections `text` cites by name, such as `docs/testing.md, "Browser tests: faults and parallel workers"`,
 * `admin/README.md ("Who may do what", "Endpoints")` or `README "The two commands"` (the bare word is the root README).
 * A name wrapped over two lines of a comment is joined with one space; escaped JSON quotes count as quotes.
 */
export function citedSections(text: string): CitedSection[] {
  const plain = text.replaceAll('\\"', '"');
  return [...plain.matchAll(citation)].flatMap((match) => {
    const document = match[1] === 'README' ? 'README.md' : match[1]!;
    const line = plain.slice(0, match.index).split('\n').length;
    const names = [match[2]!, ...[...match[3]!.matchAll(furtherName)].map((further) => further[1]!)];
    return names.map((name) => ({ document, section: joinWrappedLine(name), line }));
  });
}

/**
 * The names a Markdown document offers to cite: its headings, and the bold lead of a paragraph or list item
 * (`- **Free campaign:** …`), without the trailing colon or full stop and without quotes around it, each also
 * without a closing parenthesis (`Fault injection (dev and test mode)` may be cited as `Fault injection`).
 * Fenced code is skipped.
 */
export function sectionsOf(markdown: string): Set<string> {
  const names = new Set<string>();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    const lead = /^\s*(?:[-*]\s+)?\*\*(.+?)\*\*/.exec(line);
    for (const name of [heading?.[1], lead?.[1]]) {
      if (!name) continue;
      const plain = name.replace(/[:.]$/, '').replace(/^"(.*)"$/, '$1');
      names.add(plain).add(plain.replace(/\s+\([^()]*\)$/, ''));
    }
  }
  return names;
}

// A comment's line break inside a name (" * ", "// ", "# ") becomes one space.
function joinWrappedLine(name: string): string {
  return name.replace(/\s*\n\s*(?:\*|\/\/|#|--)?\s*/g, ' ');
}

/**
 * What is wrong with the sections `text` (the file `citingFile`) cites: each name that is not a section of its
 * document, or a document that is not there. `sectionsIn` gives a document's names by its path from the
 * repository root, undefined when there is no such file; a path that is not found there is tried beside `citingFile`.
 */
export function staleSectionCitations(
  citingFile: string,
  text: string,
  sectionsIn: (document: string) => Set<string> | undefined,
): string[] {
  const folder = citingFile.includes('/') ? citingFile.slice(0, citingFile.lastIndexOf('/') + 1) : '';
  return citedSections(text).flatMap(({ document, section, line }) => {
    const sections = sectionsIn(document) ?? sectionsIn(folder + document);
    if (!sections) return [`${citingFile}:${line} cites ${document}, which does not exist`];
    return sections.has(section) ? [] : [`${citingFile}:${line} cites "${section}" of ${document}, which has no such section`];
  });
}
