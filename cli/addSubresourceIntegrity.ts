import { createHash } from 'node:crypto';
import { entryScriptAttribute } from './pluginEntryScriptsAfterFirstPaint.ts';

/** The `integrity` value of a file: `sha384-` and the base64 digest, as browsers check it. */
export function sha384Integrity(content: Buffer | string): string {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
}

/** The URL a tag loads if it is a subresource SRI covers: a script, stylesheet, modulepreload or preload of a style. */
function subresourceUrl(name: string, attributes: string): string | undefined {
  const value = (attribute: string) => new RegExp(`\\s${attribute}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(attributes);
  const pick = (match: RegExpExecArray | null) => (match ? (match[1] ?? match[2]) : undefined);
  if (name === 'script') return pick(value('src'));
  const rel = (pick(value('rel')) ?? '').toLowerCase().split(/\s+/);
  const as = (pick(value('as')) ?? '').toLowerCase();
  // A preloaded script chunk is consumed by the bundler's chunk loader, which fetches it without integrity and without
  // CORS: a preload with either would not match that request, and the browser would download the chunk twice. An entry
  // script's preload is consumed by the loader's script element, which carries both.
  const entryScript = rel.includes('preload') && as === 'script' && new RegExp(`\\s${entryScriptAttribute}\\b`, 'i').test(attributes);
  const loads = rel.includes('stylesheet') || rel.includes('modulepreload') || (rel.includes('preload') && as === 'style') || entryScript;
  return loads ? pick(value('href')) : undefined;
}

/**
 * Adds `integrity="sha384-…"` and `crossorigin="anonymous"` to every `<script src>` and every
 * `<link>` that loads a script or stylesheet in `html` (docs/security.md, "Security model"). `readAsset` returns the bytes a URL
 * serves, or undefined for a file the build does not own (another origin), whose tag is then left as it is.
 */
export function addSubresourceIntegrity(html: string, readAsset: (url: string) => Buffer | undefined): string {
  return html.replace(/<(script|link)\b([^>]*)>/gi, (tag, name: string, attributes: string) => {
    if (/\sintegrity\s*=/i.test(attributes)) return tag;
    const url = subresourceUrl(name.toLowerCase(), attributes);
    if (url === undefined) return tag;
    const content = readAsset(url);
    if (content === undefined) return tag;
    const crossorigin = /\scrossorigin\b/i.test(attributes) ? '' : ' crossorigin="anonymous"';
    const selfClosing = attributes.endsWith('/');
    const kept = selfClosing ? attributes.slice(0, -1).trimEnd() : attributes;
    return `<${name}${kept} integrity="${sha384Integrity(content)}"${crossorigin}${selfClosing ? ' /' : ''}>`;
  });
}
