import { describe, expect, it } from 'vitest';
import { tenantFixture } from '../core/tenant/tenantFixture.ts';
import { answersBlockId } from './renderEarlyRequestsScript.ts';
import {
  insertReaderStart,
  insertStartPage,
  paymentFrameTemplateId,
  renderThemeStylesheet,
  startFrameTemplateId,
  startPageGuardMarker,
} from './startPages.ts';

const shell =
  '<!doctype html>\n<html lang="de">\n  <head>\n    <title>x</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

describe('insertStartPage', () => {
  const logo = '<link rel="preload" as="image" href="/static/svg/logo.1.svg"/>';
  const html = insertStartPage(shell, tenantFixture, {
    start: `${logo}<div class="shell">Start $& $1</div>`,
    payment: `${logo}<div class="shell">Zahlung $&</div>`,
    favicon: '/static/svg/favicon.2.svg',
  });

  it('puts the markup into #root, taken literally (no replacement patterns)', () => {
    expect(html).toContain('<div id="root"><div class="shell">Start $& $1</div></div>');
  });

  it('puts the payment frame into a template beside #root, taken literally', () => {
    expect(html).toContain(
      `<div id="root"><div class="shell">Start $& $1</div></div><template id="${paymentFrameTemplateId}"><div class="shell">Zahlung $&</div></template>`,
    );
  });

  it('moves the image preloads React writes before the markup into the head, once', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(logo);
    expect(html.slice(html.indexOf('<body>'))).not.toContain('rel="preload"');
  });

  it("names the tenant's favicon in the head, so that the browser asks for no /favicon.ico", () => {
    expect(html.slice(0, html.indexOf('</head>'))).toContain('<link rel="icon" href="/static/svg/favicon.2.svg"/>');
    const quoted = insertStartPage(shell, tenantFixture, { start: '<p></p>', payment: '<p></p>', favicon: '/x.svg?a="b"&c' });
    expect(quoted).toContain('<link rel="icon" href="/x.svg?a=&quot;b&quot;&amp;c"/>');
  });

  it('refuses a payment frame with a script: the template must be complete markup', () => {
    expect(() =>
      insertStartPage(shell, tenantFixture, { start: '<p></p>', payment: '<p></p><script>$RC()</script>', favicon: '/f.svg' }),
    ).toThrow(/holds a script/);
  });

  it('names the tenant and its theme on <html>, where the theme rules select', () => {
    expect(html).toContain(`<html lang="de" data-tenant="${tenantFixture.key}" data-theme="${tenantFixture.theme.name}">`);
  });

  it('follows #root with the guard that shows the payment frame on the payment page and empties #root on every path but Start', () => {
    const guard = /<\/template><script>([^<]*)<\/script>/.exec(html)?.[1];
    expect(guard?.startsWith(startPageGuardMarker)).toBe(true);
    const frame = { content: 'payment frame' };
    const run = (pathname: string) => {
      let children: unknown[] | undefined;
      const root = { replaceChildren: (...nodes: unknown[]) => (children = nodes) };
      new Function('location', 'document', guard!)(
        { pathname },
        { getElementById: (id: string) => (id === 'root' ? root : id === paymentFrameTemplateId ? frame : null) },
      );
      return children;
    };
    expect(run('/neubestellung/abo/')).toBeUndefined();
    expect(run('/neubestellung/abo/payment')).toEqual(['payment frame']);
    expect(run('/neubestellung/abo/verification')).toEqual([]);
    expect(run('/neubestellung/abo/error/server')).toEqual([]);
  });

  it('refuses a page without an empty #root', () => {
    expect(() =>
      insertStartPage('<html lang="de"><body><div id="app"></div></body></html>', tenantFixture, {
        start: '<p></p>',
        payment: '<p></p>',
        favicon: '/f.svg',
      }),
    ).toThrow(/no empty <div id="root">/);
  });
});

describe('renderThemeStylesheet', () => {
  it("writes the theme's tokens with the brand's colours as custom properties of :root", () => {
    const css = renderThemeStylesheet({ ...tenantFixture, brand: { colors: { primary: '#123456' } } });
    expect(css).toMatch(/^\/\*[^*]*\*\/\n:root \{\n/);
    expect(css).toContain('  --color-primary: #123456;');
    expect(css).toContain(`  --font-body: ${tenantFixture.theme.tokens.fonts.body};`);
  });

  it('keeps a value from closing the rule', () => {
    const css = renderThemeStylesheet({ ...tenantFixture, brand: { colors: { primary: 'red;} body{display:none' } } });
    expect(css).toContain('  --color-primary: red body' + 'display:none;');
    expect(css.match(/}/g)).toHaveLength(1);
  });
});

describe('insertReaderStart', () => {
  const early = '<script>window.__aboflowEarly = {};</script>';
  const built = insertStartPage(shell.replace('</head>', `${early}</head>`), tenantFixture, {
    start: '<div class="shell">Build</div>',
    payment: '<div class="shell">Zahlung</div>',
    favicon: '/f.svg',
  });
  const answers = { ' /api/isLoggedIn/x': { status: 200, ok: true, text: '{"a":"</script><b>"}' } };

  it("puts the answers before the early-requests script, with no '<' that could end their block", () => {
    const html = insertReaderStart(built, { answers });
    const block = `<script type="application/json" id="${answersBlockId}">`;
    expect(html.indexOf(block)).toBeGreaterThan(0);
    expect(html.indexOf(block)).toBeLessThan(html.indexOf(early));
    const text = html.slice(html.indexOf(block) + block.length, html.indexOf('</script>', html.indexOf(block)));
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(answers);
    // Nothing rendered: the build's page stays as it was.
    expect(html).toContain('<div id="root"><div class="shell">Build</div></div>');
  });

  it("puts Start rendered for the reader into #root, marked, and keeps the build's page beside it for a tab with state", () => {
    const html = insertReaderStart(built, { markup: '<link rel="preload" as="image" href="/l.svg"/><main>Leser $&</main>', answers });
    expect(html).toContain(
      `<div id="root" data-answered=""><main>Leser $&</main></div><template id="${startFrameTemplateId}"><div class="shell">Build</div></template><template id="${paymentFrameTemplateId}"><div class="shell">Zahlung</div></template>`,
    );
    // The answers block says so too: the head's entry-preloads line, which runs before #root is parsed, reads it.
    expect(html).toContain(`<script type="application/json" id="${answersBlockId}" data-answered="">`);
  });

  it("refuses a page whose first script is not the early-requests script: the answers would come after it", () => {
    expect(() => insertReaderStart(shell.replace('</head>', '<script>other()</script></head>'), { answers })).toThrow(/early-requests/);
  });

  it("lets the guard keep the reader's Start in a tab that kept nothing, and put the build's page back in one that did", () => {
    const html = insertReaderStart(built, { markup: '<main>Leser</main>', answers });
    const guard = /<\/template><script>([^<]*)<\/script>/.exec(html)?.[1];
    const run = (storage: { length: number } | 'blocked') => {
      let children: unknown[] | undefined;
      const removed: string[] = [];
      const root = { replaceChildren: (...nodes: unknown[]) => (children = nodes), removeAttribute: (name: string) => removed.push(name) };
      const frames: Record<string, unknown> = { root, [startFrameTemplateId]: { content: 'build start' }, [paymentFrameTemplateId]: { content: 'payment' } };
      const sessionStorage =
        storage === 'blocked'
          ? {
              get length(): number {
                throw new Error('SecurityError');
              },
            }
          : storage;
      new Function('location', 'document', 'sessionStorage', guard!)(
        { pathname: '/neubestellung/abo/' },
        { getElementById: (id: string) => frames[id] ?? null },
        sessionStorage,
      );
      return { children, removed };
    };
    expect(run({ length: 0 })).toEqual({ children: undefined, removed: [] });
    expect(run({ length: 2 })).toEqual({ children: ['build start'], removed: ['data-answered'] });
    expect(run('blocked')).toEqual({ children: ['build start'], removed: ['data-answered'] });
  });
});
