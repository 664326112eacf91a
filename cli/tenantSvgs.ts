/** Escapes text for XML/SVG content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);
}

/** A text wordmark logo for a new tenant: the brand name in a serif face over a rule, with an accessible name. */
export function renderWordmarkSvg(name: string, color: string): string {
  const width = Math.max(120, Math.round(name.length * 16.5));
  const text = escapeXml(name);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 48" width="${width}" height="48" role="img" aria-label="${text}">`,
    `  <title>${text}</title>`,
    `  <text x="0" y="31" fill="${color}" font-family="Georgia, &apos;Times New Roman&apos;, Times, serif" font-size="30" font-weight="700" textLength="${width}" lengthAdjust="spacingAndGlyphs">${text}</text>`,
    `  <rect x="0" y="40" width="${width}" height="3" fill="${color}"/>`,
    '</svg>',
    '',
  ].join('\n');
}

/** The initials of a brand name for its favicon: the first letter of up to three words, e.g. "Demo Zeitung" → "DZ". */
function initials(name: string): string {
  const letters = name
    .split(/[\s-]+/)
    .map((word) => word.match(/\p{L}|\p{N}/u)?.[0] ?? '')
    .filter(Boolean)
    .slice(0, 3)
    .join('');
  return (letters || name.slice(0, 2)).toUpperCase();
}

/** A 32×32 favicon for a new tenant: the brand's initials in white on a rounded square of `color`. */
export function renderFaviconSvg(name: string, color: string): string {
  const text = escapeXml(initials(name));
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">',
    `  <rect width="32" height="32" rx="6" fill="${color}"/>`,
    `  <text x="16" y="21" text-anchor="middle" fill="#ffffff" font-family="Georgia, &apos;Times New Roman&apos;, Times, serif" font-size="16" font-weight="700" textLength="${Math.min(26, 10 * text.length)}" lengthAdjust="spacingAndGlyphs">${text}</text>`,
    '</svg>',
    '',
  ].join('\n');
}
