import { routePath } from '../core/funnel/routeTable.ts';
import { entryScriptAttribute } from './pluginEntryScriptsAfterFirstPaint.ts';
import { routePreloadsOf } from './pluginPreloadRouteChunks.ts';

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(/([a-zA-Z:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    attributes.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/**
 * The JavaScript the Start route loads before anything else: the `src` of every `<script>` tag, the `href`
 * of every `<link rel="preload" as="script">` or `<link rel="modulepreload">`, in document order, and the chunks
 * the route-preload script adds on Start, without duplicates. Inline scripts carry no file and are not listed.
 */
export function findInitialScripts(html: string): string[] {
  return [...new Set([...findScripts(html, true), ...routePreloadsOf(html, routePath('Start'))])];
}

/**
 * The entry scripts alone, which run before the app: the `src` of every `<script>` tag and the `href` of every entry
 * script's preload (which the page's loader runs after the first paint), no other preloads.
 */
export function findEntryScripts(html: string): string[] {
  return findScripts(html, false);
}

function findScripts(html: string, withPreloads: boolean): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attributes = attributesOf(match[2]!);
    const isScript = match[1]!.toLowerCase() === 'script';
    const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    const preloadsScript = rel.includes('modulepreload') || (rel.includes('preload') && attributes.get('as') === 'script');
    const url = isScript
      ? attributes.get('src')
      : preloadsScript && (withPreloads || attributes.has(entryScriptAttribute))
        ? attributes.get('href')
        : undefined;
    if (url && !found.includes(url)) found.push(url);
  }
  return found;
}
