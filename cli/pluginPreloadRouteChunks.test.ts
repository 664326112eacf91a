import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { renderRoutePreloadScript, routeChunkFiles, routePreloadsMarker } from './pluginPreloadRouteChunks.ts';

const group = (name: string | null, ...chunks: string[][]) => ({ name, chunks: chunks.map((files) => ({ files })) });

describe('routeChunkFiles', () => {
  it('lists the script files of the groups by the routes their name prefix serves, once each, nothing of other groups', () => {
    const files = routeChunkFiles([
      group('start-order-form', ['static/js/async/w.js'], ['static/js/async/start-order-form.js', 'static/css/async/form.css']),
      group('offer-summary-price', ['static/js/async/w.js', 'static/js/async/offer-summary-price.js']),
      group('payment-page', ['static/js/async/w.js', 'static/js/async/payment-page.js']),
      group('payment-resume', ['static/js/async/payment-resume.js']),
      group('check-page', ['static/js/async/check-page.js']),
      group('return-state-inflate', ['static/js/async/lib-pako.js', 'static/js/async/return-state-inflate.js']),
      group('verification', ['static/js/async/verification.js']),
      group(null, ['static/js/async/anonymous.js']),
    ]);
    const returnFiles = [
      'static/js/async/w.js',
      'static/js/async/offer-summary-price.js',
      'static/js/async/payment-page.js',
      'static/js/async/payment-resume.js',
      'static/js/async/check-page.js',
      'static/js/async/lib-pako.js',
      'static/js/async/return-state-inflate.js',
    ];
    expect(files).toEqual({
      '/neubestellung/abo': ['static/js/async/w.js', 'static/js/async/start-order-form.js', 'static/js/async/offer-summary-price.js'],
      '/neubestellung/abo/payment': [
        'static/js/async/w.js',
        'static/js/async/offer-summary-price.js',
        'static/js/async/payment-page.js',
        'static/js/async/payment-resume.js',
      ],
      '/neubestellung/abo/verification': [
        'static/js/async/w.js',
        'static/js/async/offer-summary-price.js',
        'static/js/async/payment-resume.js',
        'static/js/async/check-page.js',
      ],
      '/paypal/agreement/result': returnFiles,
      '/card/agreement/result': returnFiles,
      '/card/oneoffpay/result': returnFiles,
    });
  });
});

describe('renderRoutePreloadScript', () => {
  interface PageOptions {
    readonly visibilityState?: 'visible' | 'hidden';
    /** Whether `#root` holds a prerendered page (Start, the payment frame) when the script runs. */
    readonly prerendered?: boolean;
  }
  /** Runs the script on a page at `path`; the first paint and the timers wait until `paint` and `runTimers` run them. */
  function pageAt(path: string, files: Record<string, string[]>, options: PageOptions = {}) {
    const { visibilityState = 'visible', prerendered = true } = options;
    const added: Record<string, string>[] = [];
    const paintObservers: ((entries: unknown, self: { disconnect: () => void }) => void)[] = [];
    const timers: (() => void)[] = [];
    const document = {
      visibilityState,
      getElementById: (id: string) => (id === 'root' ? { firstChild: prerendered ? {} : null } : null),
      createElement: () => {
        const link: Record<string, string> = {};
        return Object.assign(link, { setAttribute: (name: string, value: string) => Object.assign(link, { [name]: value }) });
      },
      head: { appendChild: (link: Record<string, string>) => added.push(link) },
    };
    class PerformanceObserver {
      static supportedEntryTypes = ['paint'];
      readonly callback: (typeof paintObservers)[number];
      constructor(callback: (typeof paintObservers)[number]) {
        this.callback = callback;
      }
      observe(options: { type: string }) {
        if (options.type === 'paint') paintObservers.push(this.callback);
      }
    }
    const window = {
      location: { pathname: path },
      PerformanceObserver,
      requestAnimationFrame: () => {
        throw new Error('The script waits for the paint, not for an animation frame');
      },
      setTimeout: (callback: () => void) => timers.push(callback),
    };
    runInNewContext(renderRoutePreloadScript(files, '/'), { window, document });
    return {
      links: () => added.map(({ rel, as, href, fetchpriority }) => ({ rel, as, href, fetchpriority })),
      /** The browser reports the first paint to the observers that wait for it. */
      paint: () => {
        for (const callback of paintObservers.splice(0)) callback([{ name: 'first-paint' }], { disconnect: () => {} });
      },
      /** Runs the waiting tasks, and the tasks they queue, until none is left. */
      runTimers: () => {
        while (timers.length > 0) timers.shift()!();
      },
      /** Runs the tasks waiting now, not those they queue. */
      runOneRound: () => {
        for (const callback of timers.splice(0)) callback();
      },
      pending: () => paintObservers.length + timers.length,
    };
  }
  /** The links the script adds on a page at `path` once the first paint and the task after it have run. */
  function linksOn(path: string, files: Record<string, string[]>) {
    const page = pageAt(path, files);
    page.paint();
    page.runTimers();
    return page.links();
  }
  const files = { '/neubestellung/abo': ['static/js/a.js', 'static/js/b.js'], '/neubestellung/abo/payment': ['static/js/p.js'] };

  it('preloads the chunks of the route the page opens on, at low priority, with or without its trailing slash', () => {
    const start = [
      { rel: 'preload', as: 'script', href: '/static/js/a.js', fetchpriority: 'low' },
      { rel: 'preload', as: 'script', href: '/static/js/b.js', fetchpriority: 'low' },
    ];
    expect(linksOn('/neubestellung/abo/', files)).toEqual(start);
    expect(linksOn('/neubestellung/abo', files)).toEqual(start);
    expect(linksOn('/neubestellung/abo/payment', files)).toEqual([
      { rel: 'preload', as: 'script', href: '/static/js/p.js', fetchpriority: 'low' },
    ]);
  });

  it('adds the preloads in a task after the first paint, not while the page is read, and once only', () => {
    const page = pageAt('/neubestellung/abo/payment', files);
    expect(page.links()).toEqual([]);
    page.paint();
    expect(page.links()).toEqual([]);
    // The task after the paint and the two seconds' fallback: the second adds nothing.
    page.runTimers();
    expect(page.links().map(({ href }) => href)).toEqual(['/static/js/p.js']);
    expect(page.pending()).toBe(0);
  });

  it('adds one link per task, so that no task starts all the downloads', () => {
    const page = pageAt('/neubestellung/abo', { '/neubestellung/abo': ['static/js/a.js', 'static/js/b.js', 'static/js/c.js'] });
    page.paint();
    // The task after the paint adds the first link; each link queues the task of the next.
    page.runOneRound();
    expect(page.links().map(({ href }) => href)).toEqual(['/static/js/a.js']);
    page.runOneRound();
    expect(page.links().map(({ href }) => href)).toEqual(['/static/js/a.js', '/static/js/b.js']);
    page.runTimers();
    expect(page.links().map(({ href }) => href)).toEqual(['/static/js/a.js', '/static/js/b.js', '/static/js/c.js']);
    expect(page.pending()).toBe(0);
  });

  it('adds them at once where the HTML paints nothing, and in a hidden tab, which renders no frame', () => {
    for (const page of [
      pageAt('/neubestellung/abo/payment', files, { prerendered: false }),
      pageAt('/neubestellung/abo/payment', files, { visibilityState: 'hidden' }),
    ]) {
      expect(page.links().map(({ href }) => href)).toEqual(['/static/js/p.js']);
      expect(page.pending()).toBe(0);
    }
  });

  it('preloads nothing on another page, and waits for no paint there', () => {
    expect(pageAt('/neubestellung/abo/verification', files).pending()).toBe(0);
    expect(linksOn('/neubestellung/abo/verification', files)).toEqual([]);
    expect(linksOn('/internal', files)).toEqual([]);
  });

  it('opens with its marker and cannot be closed by a file name', () => {
    const script = renderRoutePreloadScript({ '/x': ['</script><script>alert(1)</script>.js'] }, '/');
    expect(script.startsWith(routePreloadsMarker)).toBe(true);
    expect(script).not.toContain('</script>');
  });
});
