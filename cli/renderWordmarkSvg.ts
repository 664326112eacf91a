import { escapeXml } from './escapeXml.ts';

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
