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
  /**
   * Runs the script on a page at `path` in a tab that is visible or hidden, keeping its animation-frame callbacks and
   * timers until `nextFrame` and `runTimers` run them.
   */
  function pageAt(path: string, files: Record<string, string[]>, visibilityState: 'visible' | 'hidden' = 'visible') {
    const added: Record<string, string>[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const document = {
      visibilityState,
      createElement: () => {
        const link: Record<string, string> = {};
        return Object.assign(link, { setAttribute: (name: string, value: string) => Object.assign(link, { [name]: value }) });
      },
      head: { appendChild: (link: Record<string, string>) => added.push(link) },
    };
    const window = {
      location: { pathname: path },
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => timers.push(callback),
    };
    runInNewContext(renderRoutePreloadScript(files, '/'), { window, document });
    const take = (queue: (() => void)[]) => {
      for (const callback of queue) callback();
    };
    return {
      links: () => added.map(({ rel, as, href, fetchpriority }) => ({ rel, as, href, fetchpriority })),
      nextFrame: () => take(frames.splice(0)),
      runTimers: () => take(timers.splice(0)),
      pending: () => frames.length + timers.length,
    };
  }
  /** The links the script adds on a page at `path` once the first frame and the task after it have run. */
  function linksOn(path: string, files: Record<string, string[]>) {
    const page = pageAt(path, files);
    page.nextFrame();
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

  it('adds the preloads in a task after the first frame, not while the page is read', () => {
    const page = pageAt('/neubestellung/abo', files);
    expect(page.links()).toEqual([]);
    page.nextFrame();
    expect(page.links()).toEqual([]);
    page.runTimers();
    expect(page.links().map(({ href }) => href)).toEqual(['/static/js/a.js', '/static/js/b.js']);
  });

  it('adds them at once in a hidden tab, which renders no frame', () => {
    const page = pageAt('/neubestellung/abo/payment', files, 'hidden');
    expect(page.links().map(({ href }) => href)).toEqual(['/static/js/p.js']);
    expect(page.pending()).toBe(0);
  });

  it('preloads nothing on another page, and waits for no frame there', () => {
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
