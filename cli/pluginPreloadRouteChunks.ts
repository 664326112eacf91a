import type { RsbuildPlugin } from '@rsbuild/core';
import { renderAfterFirstPaint } from './renderAfterFirstPaint.ts';
import { paymentReturnPaths, routePath } from '../core/funnel/routeTable.ts';

/**
 * Dynamic imports named with one of these prefixes (webpackChunkName) are what those routes need for their first full
 * render: `start-…` the Start route, `payment-…` the payment page and `check-…` the check page as a reader reloads them
 * or comes back to them from a payment provider (whose return leads to one of the two), `payment-resume…` the order
 * restore both need, `later-…` both of them too (the tenant's page texts), `offer-…` all of them (the offer summary
 * beside them), `return-…` a provider's return alone (inflating the order the server saved; a reload restores the tab's
 * own copy, which needs no inflating).
 */
const routeChunkPrefixes: readonly (readonly [prefix: string, paths: readonly string[]])[] = [
  ['start-', [routePath('Start')]],
  // The first matching prefix counts: the order restore serves both pages, the rest of `payment-…` the payment page.
  ['payment-resume', [routePath('PaymentPage'), routePath('VerificationPage'), ...paymentReturnPaths]],
  ['payment-', [routePath('PaymentPage'), ...paymentReturnPaths]],
  ['later-', [routePath('PaymentPage'), routePath('VerificationPage'), ...paymentReturnPaths]],
  ['check-', [routePath('VerificationPage'), ...paymentReturnPaths]],
  ['offer-', [routePath('Start'), routePath('PaymentPage'), routePath('VerificationPage'), ...paymentReturnPaths]],
  ['return-', paymentReturnPaths],
];

/** A path as the preload script compares it: without trailing slashes. */
function comparablePath(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}

/** The marker that opens the preload script; the script inventory names inline scripts by it. */
export const routePreloadsMarker = '/* aboflow:route-preloads */';

/**
 * The script files of every chunk group whose name marks it as part of a route's first render, by the route's path
 * (without trailing slash), each file once per route, in build order.
 */
export function routeChunkFiles(
  namedChunkGroups: Iterable<{ readonly name?: string | null; readonly chunks: Iterable<{ readonly files: Iterable<string> }> }>,
): Record<string, string[]> {
  const byPath = new Map<string, Set<string>>();
  for (const group of namedChunkGroups) {
    const route = routeChunkPrefixes.find(([prefix]) => group.name?.startsWith(prefix));
    for (const path of (route?.[1] ?? []).map(comparablePath)) {
      const files = byPath.get(path) ?? new Set<string>();
      for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      byPath.set(path, files);
    }
  }
  return Object.fromEntries([...byPath].map(([path, files]) => [path, [...files]]));
}

/**
 * The inline script that preloads the chunks of the route the page opens on (`<link rel="preload" as="script">`, low
 * priority), so a phone downloads them beside the entry scripts instead of one round trip after the app has booted
 * (docs/performance.md, "Speed of the Start route"), and a page other than that route downloads none of them.
 *
 * It adds them one per task (a task that started five downloads measured 50–66 ms on the simulated phone) once the
 * page's first paint is on screen, as {@link renderAfterFirstPaint} says (at once where the HTML
 * paints nothing, such as the check page, or in a hidden tab): the chunks are needed only after the entry scripts
 * have run, and a download that shares the link with the stylesheet and fonts before that paint delays it (on the
 * payment page, whose frame is its largest paint, Lighthouse counted them towards it in one run of three when they
 * started after an animation frame). It stands at the end of the body, where `#root` holds what the HTML paints.
 */
export function renderRoutePreloadScript(filesByPath: Readonly<Record<string, readonly string[]>>, assetPrefix: string): string {
  const hrefs = Object.fromEntries(
    Object.entries(filesByPath).map(([path, files]) => [path, files.map((file) => `${assetPrefix}${file}`)]),
  );
  // `<` is escaped so that no file name can close the script element.
  const config = JSON.stringify(hrefs).replace(/</g, '\\u003c');
  return `${routePreloadsMarker}
(function () {
  var routes = ${config};
  var files = routes[window.location.pathname.replace(/\\/+$/, '') || '/'] || [];
  var started = false;
  var next = 0;
  // One link per task: each starts its download at once, which on a phone costs the main thread a few milliseconds.
  var add = function () {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = files[next];
    link.setAttribute('fetchpriority', 'low');
    document.head.appendChild(link);
    next += 1;
    if (next < files.length) window.setTimeout(add, 0);
  };
  var preload = function () {
    if (started) return;
    started = true;
    add();
  };
  if (files.length === 0) return;
${renderAfterFirstPaint('preload')}
})();`;
}

/**
 * The chunk URLs a built index.html preloads for the route at `path` (as its route-preload script decides in the
 * browser); none when the page has no such script or the route preloads nothing.
 */
export function routePreloadsOf(html: string, path: string): string[] {
  const script = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((match) => match[1]!)
    .find((text) => text.trimStart().startsWith(routePreloadsMarker));
  const routes = script ? /var routes = (\{.*\});/.exec(script)?.[1] : undefined;
  if (!routes) return [];
  return (JSON.parse(routes) as Record<string, string[]>)[comparablePath(path)] ?? [];
}

/**
 * Preloads the lazily loaded chunks of the route the page opens on. They stay separate chunks: other routes never
 * execute them. The preloads ask for low priority: as high-priority scripts they would queue the entry scripts, which
 * all else waits for, and Lighthouse would count them as render-blocking. They carry no integrity or crossorigin: the
 * bundler's chunk loader requests them without either, and only a preload that matches the request is used.
 */
export function pluginPreloadRouteChunks(): RsbuildPlugin {
  return {
    name: 'aboflow:preload-route-chunks',
    setup(api) {
      api.modifyHTMLTags((tags, { compilation, assetPrefix }) => {
        const files = routeChunkFiles(compilation.namedChunkGroups.values());
        if (Object.keys(files).length === 0) return tags;
        const script = { tag: 'script', children: renderRoutePreloadScript(files, assetPrefix) };
        return { ...tags, bodyTags: [...tags.bodyTags, script] };
      });
    },
  };
}
