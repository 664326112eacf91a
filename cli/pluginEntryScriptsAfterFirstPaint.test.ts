import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { answeredAttribute } from '../core/app/answeredStart.ts';
import {
  entryPreloadsMarker,
  entryScriptAttribute,
  entryScriptsAsPreloads,
  entryScriptsMarker,
  renderEntryPreloadsLine,
  renderEntryScriptLoader,
} from './pluginEntryScriptsAfterFirstPaint.ts';
import { answersBlockId } from './renderEarlyRequestsScript.ts';

describe('entryScriptsAsPreloads', () => {
  it('turns each deferred script into a low-priority, CORS preload marked as an entry script, not fetched yet, followed by the line that fetches them', () => {
    const title = { tag: 'title', children: 'Abo bestellen' };
    const inline = { tag: 'script', children: 'window.early = true;' };
    const stylesheet = { tag: 'link', attrs: { rel: 'stylesheet', href: '/static/css/index.css' } };
    const tags = entryScriptsAsPreloads([
      title,
      inline,
      { tag: 'script', attrs: { defer: true, src: '/static/js/lib-react.js' } },
      { tag: 'script', attrs: { defer: true, src: '/static/js/index.js' } },
      stylesheet,
    ]);
    const preload = (href: string) => ({
      tag: 'link',
      attrs: {
        rel: 'preload',
        as: 'script',
        href,
        crossorigin: 'anonymous',
        fetchpriority: 'low',
        media: 'not all',
        [entryScriptAttribute]: true,
      },
    });
    const line = { tag: 'script', children: renderEntryPreloadsLine() };
    expect(tags).toEqual([title, inline, preload('/static/js/lib-react.js'), preload('/static/js/index.js'), line, stylesheet]);
  });

  it('leaves a script that is not deferred (it runs where it stands)', () => {
    const consent = { tag: 'script', attrs: { src: 'https://consent.example/cmp.js' } };
    expect(entryScriptsAsPreloads([consent])).toEqual([consent]);
  });
});

describe('renderEntryPreloadsLine', () => {
  /**
   * The entry preloads' media after the line ran on a page at `path`; `answered` says whether the page holds Start
   * rendered for the reader (the marked answers block), `kept` how many entries the tab's session storage holds.
   */
  function mediaAfterLine(path: string, { answered = false, kept = 0 }: { answered?: boolean; kept?: number } = {}) {
    const links = [{ media: 'not all' as string | undefined }, { media: 'not all' as string | undefined }];
    const document = {
      querySelector: (selector: string) => (answered && selector === `#${answersBlockId}[${answeredAttribute}]` ? {} : null),
      querySelectorAll: (selector: string) =>
        selector === `link[${entryScriptAttribute}]`
          ? links.map((link) => ({ removeAttribute: (name: string) => name === 'media' && Object.assign(link, { media: undefined }) }))
          : [],
    };
    runInNewContext(renderEntryPreloadsLine(), { document, location: { pathname: path }, sessionStorage: { length: kept } });
    return links.map(({ media }) => media);
  }

  it('starts the downloads on Start and every other page', () => {
    for (const path of [
      '/neubestellung/abo/',
      '/neubestellung/abo',
      '/neubestellung/abo/verification',
      '/paypal/agreement/result',
      '/internal',
    ])
      expect(mediaAfterLine(path)).toEqual([undefined, undefined]);
  });

  it('leaves them to the loader on the payment page, whose frame the HTML paints', () => {
    expect(mediaAfterLine('/neubestellung/abo/payment')).toEqual(['not all', 'not all']);
  });

  it('leaves them to the loader on Start rendered for the reader, in a tab that kept nothing', () => {
    expect(mediaAfterLine('/neubestellung/abo/', { answered: true })).toEqual(['not all', 'not all']);
  });

  it("starts them where the guard puts the build's Start back: a tab that kept state, or answers without a render", () => {
    expect(mediaAfterLine('/neubestellung/abo/', { answered: true, kept: 1 })).toEqual([undefined, undefined]);
    expect(mediaAfterLine('/neubestellung/abo/', { answered: false })).toEqual([undefined, undefined]);
  });

  it('opens with its marker', () => {
    expect(renderEntryPreloadsLine().startsWith(entryPreloadsMarker)).toBe(true);
  });
});

describe('renderEntryScriptLoader', () => {
  interface PageOptions {
    readonly visibilityState?: 'visible' | 'hidden';
    /** Whether `#root` holds a prerendered page (Start, the payment frame) when the loader runs. */
    readonly prerendered?: boolean;
    /** The entry types the browser's PerformanceObserver supports; none: a browser without it. */
    readonly entryTypes?: readonly string[];
  }
  /** Runs the loader in a page whose head has the given entry preloads; paints, frames and timers wait until run. */
  function pageWith(preloads: { href: string; integrity: string }[], options: PageOptions = {}) {
    const { visibilityState = 'visible', prerendered = true, entryTypes = ['paint', 'largest-contentful-paint'] } = options;
    const added: Record<string, unknown>[] = [];
    const observers: { callback: (entries: unknown, self: { disconnect: () => void }) => void; type?: string; connected: boolean }[] = [];
    const frames: (() => void)[] = [];
    const timers: { callback: () => void; delay: number }[] = [];
    const document = {
      visibilityState,
      getElementById: (id: string) => (id === 'root' ? { firstChild: prerendered ? {} : null } : null),
      querySelectorAll: (selector: string) => (selector === `link[${entryScriptAttribute}]` ? preloads : []),
      createElement: (name: string) => ({ name }),
      body: { appendChild: (element: Record<string, unknown>) => added.push(element) },
    };
    class PerformanceObserver {
      static supportedEntryTypes = entryTypes;
      readonly record: (typeof observers)[number];
      constructor(callback: (typeof observers)[number]['callback']) {
        this.record = { callback, connected: false };
        observers.push(this.record);
      }
      observe(options: { type: string; buffered: boolean }) {
        Object.assign(this.record, { type: options.type, connected: options.buffered });
      }
    }
    const window = {
      ...(options.entryTypes?.length === 0 ? {} : { PerformanceObserver }),
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void, delay: number) => timers.push({ callback, delay }),
    };
    runInNewContext(renderEntryScriptLoader(), { window, document });
    return {
      scripts: () => added.map(({ name, src, integrity, crossOrigin, async }) => ({ name, src, integrity, crossOrigin, async })),
      /** The browser reports the first paint to every connected paint observer. */
      paint: () => {
        for (const observer of observers.filter(({ type, connected }) => type === 'paint' && connected))
          observer.callback([{ name: 'first-paint' }], { disconnect: () => Object.assign(observer, { connected: false }) });
      },
      nextFrame: () => {
        for (const callback of frames.splice(0)) callback();
      },
      /** Runs the timers due within `ms` (in the order they were set). */
      runTimers: (ms: number) => {
        for (const timer of timers.filter(({ delay }) => delay <= ms)) {
          timers.splice(timers.indexOf(timer), 1);
          timer.callback();
        }
      },
      /** Runs the zero-delay timers, and those they set, until none is left. */
      settle: () => {
        for (let timer = timers.find(({ delay }) => delay === 0); timer; timer = timers.find(({ delay }) => delay === 0)) {
          timers.splice(timers.indexOf(timer), 1);
          timer.callback();
        }
      },
      waiting: () => observers.filter(({ connected }) => connected).length + frames.length + timers.length,
    };
  }
  const preloads = [
    { href: 'https://abo.example/static/js/lib-react.js', integrity: 'sha384-a' },
    { href: 'https://abo.example/static/js/index.js', integrity: 'sha384-b' },
  ];
  const scripts = [
    { name: 'script', src: 'https://abo.example/static/js/lib-react.js', integrity: 'sha384-a', crossOrigin: 'anonymous', async: false },
    { name: 'script', src: 'https://abo.example/static/js/index.js', integrity: 'sha384-b', crossOrigin: 'anonymous', async: false },
  ];

  it('adds the entry scripts after the first paint, one per task, in order and with their integrity, not while the page is read', () => {
    const page = pageWith(preloads);
    expect(page.scripts()).toEqual([]);
    // An animation frame comes before its paint is on screen: it does not start them.
    page.nextFrame();
    page.runTimers(0);
    expect(page.scripts()).toEqual([]);
    page.paint();
    expect(page.scripts()).toEqual([]);
    page.runTimers(0);
    expect(page.scripts()).toEqual(scripts.slice(0, 1));
    page.runTimers(0);
    expect(page.scripts()).toEqual(scripts);
    expect(page.waiting()).toBe(1);
  });

  it('adds them once only: a later paint or the fallback timer adds nothing', () => {
    const page = pageWith(preloads);
    page.paint();
    page.settle();
    page.paint();
    page.runTimers(60_000);
    page.settle();
    expect(page.scripts()).toEqual(scripts);
    expect(page.waiting()).toBe(0);
  });

  it('adds them after two seconds when no paint comes (a window the browser does not draw)', () => {
    const page = pageWith(preloads);
    page.runTimers(1999);
    expect(page.scripts()).toEqual([]);
    page.runTimers(2000);
    page.settle();
    expect(page.scripts()).toEqual(scripts);
  });

  it('waits for nothing when there is nothing to paint, or in a hidden tab, which paints nothing', () => {
    for (const page of [pageWith(preloads, { prerendered: false }), pageWith(preloads, { visibilityState: 'hidden' })]) {
      expect(page.scripts()).toEqual(scripts.slice(0, 1));
      page.settle();
      expect(page.scripts()).toEqual(scripts);
      expect(page.waiting()).toBe(0);
    }
  });

  it('waits for one animation frame in a browser without paint timing', () => {
    for (const entryTypes of [[], ['resource']]) {
      const page = pageWith(preloads, { entryTypes });
      expect(page.scripts()).toEqual([]);
      page.nextFrame();
      page.settle();
      expect(page.scripts()).toEqual(scripts);
    }
  });

  it('opens with its marker', () => {
    expect(renderEntryScriptLoader().startsWith(entryScriptsMarker)).toBe(true);
  });
});
