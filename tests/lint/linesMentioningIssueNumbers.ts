// The word followed by a number, with or without "#": a tracker's reference, which a reader of the code cannot look up.
const issueNumber = /\bissues?\s+#?\d+/i;

/** The 1-based numbers of the lines of `text` that cite an issue by its number. */
export function linesMentioningIssueNumbers(text: string): number[] {
  return text.split('\n').flatMap((line, index) => (issueNumber.test(line) ? [index + 1] : []));
}
