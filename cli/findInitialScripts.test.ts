import { describe, expect, it } from 'vitest';
import { findEntryScripts, findInitialScripts } from './findInitialScripts.ts';
import { renderRoutePreloadScript } from './pluginPreloadRouteChunks.ts';

describe('findInitialScripts', () => {
  it('lists script sources and script preloads in document order, once each', () => {
    const html = `<!doctype html><html lang="de"><head>
      <link rel="stylesheet" href="/static/css/index.css">
      <link rel="preload" as="script" href="/static/js/preloaded.js">
      <link href="/static/js/module.js" rel="modulepreload">
      <link rel="preload" as="font" href="/static/font/a.woff2">
      <link rel="prefetch" as="script" href="/static/js/async/later.js">
      <script defer src="/static/js/lib-react.js"></script>
      <script defer src='/static/js/index.js'></script>
      <script>window.inline = true;</script>
      <script defer src="/static/js/index.js"></script>
    </head><body><div id="root"></div></body></html>`;
    expect(findInitialScripts(html)).toEqual([
      '/static/js/preloaded.js',
      '/static/js/module.js',
      '/static/js/lib-react.js',
      '/static/js/index.js',
    ]);
    expect(findEntryScripts(html)).toEqual(['/static/js/lib-react.js', '/static/js/index.js']);
  });

  it('adds the chunks the route-preload script preloads on Start, not those of other routes', () => {
    const preloads = renderRoutePreloadScript(
      {
        '/neubestellung/abo': ['static/js/async/start-form.js', 'static/js/index.js'],
        '/neubestellung/abo/payment': ['static/js/async/payment.js'],
      },
      '/',
    );
    const html = `<html><head><script defer src="/static/js/index.js"></script><script>${preloads}</script></head></html>`;
    expect(findInitialScripts(html)).toEqual(['/static/js/index.js', '/static/js/async/start-form.js']);
    expect(findEntryScripts(html)).toEqual(['/static/js/index.js']);
  });

  it('counts an entry script’s preload, which the page’s loader runs after the first paint, as an entry script', () => {
    const html = `<html><head><link rel="preload" as="script" href="/static/js/lib-react.js" crossorigin="anonymous" data-entry-script>
      <link rel="preload" as="script" href="/static/js/chunk.js"><link rel="preload" as="script" href="/static/js/index.js" data-entry-script></head></html>`;
    expect(findEntryScripts(html)).toEqual(['/static/js/lib-react.js', '/static/js/index.js']);
    expect(findInitialScripts(html)).toEqual(['/static/js/lib-react.js', '/static/js/chunk.js', '/static/js/index.js']);
  });

  it('finds nothing in a page without scripts', () => {
    expect(findInitialScripts('<html><body><noscript>Bitte JavaScript aktivieren.</noscript></body></html>')).toEqual([]);
  });
});
