/** A small SVG tile as a data URI, so bonus images need no file server. */
export function bonusImage(label: string, colour: string): string {
  const text = label.replace(/[<>&"']/g, '');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="164" viewBox="0 0 200 164">` +
    `<rect width="200" height="164" rx="12" fill="${colour}"/>` +
    `<text x="100" y="90" font-family="sans-serif" font-size="18" fill="#fff" text-anchor="middle">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
