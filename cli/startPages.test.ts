import { describe, expect, it } from 'vitest';
import { tenantFixture } from '../core/tenant/tenantFixture.ts';
import { insertStartPage, renderThemeStylesheet, startPageGuardMarker } from './startPages.ts';

const shell = '<!doctype html>\n<html lang="de">\n  <head>\n    <title>x</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

describe('insertStartPage', () => {
  const html = insertStartPage(shell, tenantFixture, '<link rel="preload" as="image" href="/static/svg/logo.1.svg"/><div class="shell">Start $& $1</div>');

  it('puts the markup into #root, taken literally (no replacement patterns)', () => {
    expect(html).toContain('<div id="root"><div class="shell">Start $& $1</div></div>');
  });

  it('moves the image preloads React writes before the markup into the head', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/static/svg/logo.1.svg"/>');
    expect(html.slice(html.indexOf('<body>'))).not.toContain('rel="preload"');
  });

  it('names the tenant and its theme on <html>, where the theme rules select', () => {
    expect(html).toContain(`<html lang="de" data-tenant="${tenantFixture.key}" data-theme="${tenantFixture.theme.name}">`);
  });

  it('follows #root with the guard that empties it on every path but Start', () => {
    const guard = /<\/div><script>([^<]*)<\/script>/.exec(html)?.[1];
    expect(guard?.startsWith(startPageGuardMarker)).toBe(true);
    const root = { replaceChildren: () => (emptied = true) };
    let emptied = false;
    const run = (pathname: string) => {
      emptied = false;
      new Function('location', 'document', guard!)({ pathname }, { getElementById: () => root });
      return emptied;
    };
    expect(run('/neubestellung/abo/')).toBe(false);
    expect(run('/neubestellung/abo/payment')).toBe(true);
    expect(run('/neubestellung/abo/error/server')).toBe(true);
  });

  it('refuses a page without an empty #root', () => {
    expect(() => insertStartPage('<html lang="de"><body><div id="app"></div></body></html>', tenantFixture, '<p></p>')).toThrow(/no empty <div id="root">/);
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
