import { createHash } from 'node:crypto';

/** The text of every inline `<script>` (one without `src`) of a page, in document order. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/\ssrc\s*=/i.test(` ${match[1]!}`))
    .map((match) => match[2]!)
    .filter((text) => text.trim() !== '');
}

/** The CSP hash source (`sha256-…`, without quotes) of each inline script, which lets exactly that script run. */
export function inlineScriptHashes(html: string): string[] {
  return inlineScripts(html).map((text) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`);
}
