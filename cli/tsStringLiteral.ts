/** A single-quoted TypeScript string literal for `text`. */
export function tsStringLiteral(text: string): string {
  return `'${text.replace(/[\\']/g, (char) => `\\${char}`).replace(/\n/g, '\\n')}'`;
}
