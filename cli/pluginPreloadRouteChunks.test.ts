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
      group('verification', ['static/js/async/verification.js']),
      group(null, ['static/js/async/anonymous.js']),
    ]);
    const returnFiles = [
      'static/js/async/w.js',
      'static/js/async/offer-summary-price.js',
      'static/js/async/payment-page.js',
      'static/js/async/payment-resume.js',
      'static/js/async/check-page.js',
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
  /** Runs the script on a page at `path`; answers the links it added to the head. */
  function linksOn(path: string, files: Record<string, string[]>) {
    const links: Record<string, string>[] = [];
    const document = {
      createElement: () => {
        const link: Record<string, string> = {};
        return Object.assign(link, { setAttribute: (name: string, value: string) => Object.assign(link, { [name]: value }) });
      },
      head: { appendChild: (link: Record<string, string>) => links.push(link) },
    };
    runInNewContext(renderRoutePreloadScript(files, '/'), { window: { location: { pathname: path } }, document });
    return links.map(({ rel, as, href, fetchpriority }) => ({ rel, as, href, fetchpriority }));
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

  it('preloads nothing on another page', () => {
    expect(linksOn('/neubestellung/abo/verification', files)).toEqual([]);
    expect(linksOn('/internal', files)).toEqual([]);
  });

  it('opens with its marker and cannot be closed by a file name', () => {
    const script = renderRoutePreloadScript({ '/x': ['</script><script>alert(1)</script>.js'] }, '/');
    expect(script.startsWith(routePreloadsMarker)).toBe(true);
    expect(script).not.toContain('</script>');
  });
});
