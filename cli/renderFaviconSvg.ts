import { escapeXml } from './escapeXml.ts';

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
