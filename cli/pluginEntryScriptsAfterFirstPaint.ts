import type { RsbuildPlugin } from '@rsbuild/core';
import { answeredAttribute } from '../core/app/answeredStart.ts';
import { routePath } from '../core/funnel/routeTable.ts';
import { renderAfterFirstPaint } from './renderAfterFirstPaint.ts';
import { answersBlockId } from './renderEarlyRequestsScript.ts';

/** The marker that opens the entry-script loader; the script inventory names inline scripts by it. */
export const entryScriptsMarker = '/* aboflow:entry-scripts */';

/** The attribute that marks the head's preload of an entry script, which the loader turns into a script element. */
export const entryScriptAttribute = 'data-entry-script';

/**
 * The inline script at the end of the body that runs the entry scripts once the page's first paint is on screen: it
 * adds a script element (not async, so they run in the order added) for each entry preload of the head, one per task,
 * with its integrity (the element takes the preloaded file, or downloads it where the head did not start it).
 *
 * It waits as {@link renderAfterFirstPaint} says: for the browser's paint timing entry, for nothing where nothing is
 * to paint or in a hidden tab, and for at most two seconds.
 */
export function renderEntryScriptLoader(): string {
  return `${entryScriptsMarker}
(function () {
  var started = false;
  var links = [];
  var next = 0;
  // One script per task: each starts or claims its download as it is added, which costs a phone's main thread up to
  // some 10 ms; scripts added with async = false still run in the order they were added.
  var add = function () {
    var script = document.createElement('script');
    script.src = links[next].href;
    script.integrity = links[next].integrity;
    script.crossOrigin = 'anonymous';
    script.async = false;
    document.body.appendChild(script);
    next += 1;
    if (next < links.length) window.setTimeout(add, 0);
  };
  var run = function () {
    if (started) return;
    started = true;
    links = document.querySelectorAll('link[${entryScriptAttribute}]');
    if (links.length > 0) add();
  };
${renderAfterFirstPaint('run')}
})();`;
}

/** The marker that opens the head's line that starts the entry scripts' downloads. */
export const entryPreloadsMarker = '/* aboflow:entry-preloads */';

/**
 * The head's line right after the entry preloads: it starts their downloads (drops their `media="not all"`) on every
 * page but the two whose largest paint the HTML holds: the payment page's frame, and Start rendered for the reader
 * (the answers block marked {@link answeredAttribute}) in a tab that kept nothing, which is the tab the guard line
 * leaves that Start in. There the loader requests them once the page is painted, so they do not share the link with
 * the page's stylesheet and fonts, and a download that ended before the paint does not count as needed for it
 * (docs/performance.md, "The entry scripts after the first paint").
 */
export function renderEntryPreloadsLine(): string {
  const payment = JSON.stringify(routePath('PaymentPage'));
  const start = JSON.stringify(routePath('Start'));
  return `${entryPreloadsMarker}(function(){var p=location.pathname,k=true;if(p===${payment})return;if(p===${start}&&document.querySelector("#${answersBlockId}[${answeredAttribute}]")){try{k=sessionStorage.length>0}catch(e){}if(!k)return}for(var l=document.querySelectorAll("link[${entryScriptAttribute}]"),i=0;i<l.length;i+=1)l[i].removeAttribute("media")})()`;
}

/** The parts of rsbuild's HTML tag the plugin reads and writes. */
interface HtmlTag {
  readonly tag: string;
  readonly attrs?: Record<string, string | boolean | null | undefined>;
  readonly children?: string;
}

/**
 * The head's tags with every deferred script replaced by a low-priority preload of the same file that the browser
 * does not fetch yet (`media="not all"`), marked as an entry script and asking for CORS like the script element the
 * loader makes (so that element uses the preloaded file), followed by the line that starts those downloads.
 */
export function entryScriptsAsPreloads<Tag extends HtmlTag>(headTags: readonly Tag[]): (Tag | HtmlTag)[] {
  const tags = headTags.map((tag): Tag | HtmlTag => {
    const src = tag.attrs?.src;
    if (tag.tag !== 'script' || !tag.attrs?.defer || typeof src !== 'string') return tag;
    return {
      tag: 'link',
      attrs: {
        rel: 'preload',
        as: 'script',
        href: src,
        crossorigin: 'anonymous',
        fetchpriority: 'low',
        media: 'not all',
        [entryScriptAttribute]: true,
      },
    };
  });
  const last = tags.findLastIndex((tag) => tag.attrs?.[entryScriptAttribute]);
  if (last < 0) return tags;
  return [...tags.slice(0, last + 1), { tag: 'script', children: renderEntryPreloadsLine() }, ...tags.slice(last + 1)];
}

/**
 * Runs the entry scripts only after the page's first paint (docs/performance.md, "The entry scripts after the first
 * paint"): the HTML already paints the Start page or the payment page's frame, and evaluating some 120 kB of script
 * first would hold that paint back. The downloads start from the head as before (a preload, low priority as a deferred
 * script has), except on the payment page, whose frame is its largest paint.
 */
export function pluginEntryScriptsAfterFirstPaint(): RsbuildPlugin {
  return {
    name: 'aboflow:entry-scripts-after-first-paint',
    setup(api) {
      api.modifyHTMLTags((tags) => {
        const headTags = entryScriptsAsPreloads(tags.headTags);
        if (headTags.length === tags.headTags.length) return tags;
        const loader = { tag: 'script', children: renderEntryScriptLoader() };
        return { headTags: headTags as typeof tags.headTags, bodyTags: [...tags.bodyTags, loader] };
      });
    },
  };
}
