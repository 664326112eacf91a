import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allTenantsName } from '../../cli/allTenantsName.ts';
import { listTenantKeys } from '../../cli/listTenantKeys.ts';
import { paymentFrameTemplateId } from '../../cli/startPages.ts';
import { loadTenant } from '../../cli/loadTenant.ts';
import type { Tenant } from '../../core/tenant/defineTenant.ts';
import { projectPaths } from './projectPaths.ts';
import { requireBuiltBundle } from './requireBuiltBundle.ts';

const tenantKeys = listTenantKeys(projectPaths.tenantsRoot);

const frameOpening = `<template id="${paymentFrameTemplateId}">`;

/** What the build put inside `<div id="root">`: the Start page. */
function rootMarkup(html: string): string {
  const start = html.indexOf('<div id="root">');
  const frame = html.indexOf(frameOpening);
  if (start < 0 || frame < 0) return '';
  return html.slice(start + '<div id="root">'.length, frame).replace(/<\/div>$/, '');
}

/** What the build put into the payment page's template beside `#root`. */
function paymentFrameMarkup(html: string): string {
  const start = html.indexOf(frameOpening);
  const end = html.indexOf('</template><script>/* aboflow:start-page-guard */');
  return start < 0 || end < 0 ? '' : html.slice(start + frameOpening.length, end);
}

/** `#aabbcc` as the minifier writes it (`#abc`). */
function shortHex(color: string): string {
  return color.replace(/^#([0-9a-f])\1([0-9a-f])\2([0-9a-f])\3$/, '#$1$2$3');
}

// docs/performance.md, "The Start page in the HTML": each tenant bundle's index.html holds its Start page.
describe('the prerendered Start page in index.html', () => {
  it.each(tenantKeys)("bundle %s: the tenant's header, progress bar, skeleton and footer, in its theme", async (key) => {
    const dir = requireBuiltBundle(projectPaths.distRoot, key);
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    const tenant = (await loadTenant(projectPaths.tenantsRoot, key)) as Tenant;
    const markup = rootMarkup(html);
    expect(markup).toContain('class="header__logo"');
    expect(markup).toContain(`href="${tenant.backLink}"`);
    expect(markup).toContain('aria-label="Bestellfortschritt"');
    expect(markup).toContain('aria-current="step"');
    expect(markup).toContain('aria-busy="true"');
    expect(markup).toContain('<footer class="footer">');
    // The logo the markup names is a file of the bundle, preloaded from the head.
    const logo = /<img src="([^"]+)"/.exec(markup)?.[1];
    expect(logo).toMatch(/^\/static\/svg\/[^/]+\.svg$/);
    expect(existsSync(join(dir, ...logo!.split('/').filter(Boolean)))).toBe(true);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<link rel="preload" as="image" href="${logo}"/>`);
    // So is the favicon, named in the head: without it the browser asks for /favicon.ico, which no bundle serves.
    const favicon = /<link rel="icon" href="([^"]+)"\/>/.exec(head)?.[1];
    expect(favicon).toMatch(/^\/static\//);
    expect(existsSync(join(dir, ...favicon!.split('/').filter(Boolean)))).toBe(true);
    // The theme's rules select on <html>, and its tokens come with the page's stylesheet.
    expect(html).toMatch(new RegExp(`<html lang="de" data-tenant="${key}" data-theme="${tenant.theme.name}">`));
    const css = [...html.matchAll(/<link href="(\/static\/css\/[^"]+\.css)"/g)]
      .map((match) => readFileSync(join(dir, match[1]!), 'utf8'))
      .join('');
    const primary = (tenant.brand?.colors?.primary ?? tenant.theme.tokens.colors.primary).toLowerCase();
    expect([primary, shortHex(primary)].some((value) => css.includes(`--color-primary:${value}`))).toBe(true);
    // Nothing of a campaign: the offer, its price and the page's heading come after the initial load.
    expect(markup).not.toMatch(/<h1\b/);
    expect(markup).not.toContain('€');
  });

  it('the multi-tenant bundle has none: its tenant is known only once the host is resolved', () => {
    const html = readFileSync(join(requireBuiltBundle(projectPaths.distRoot, allTenantsName), 'index.html'), 'utf8');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('aboflow:start-page-guard');
    expect(html).not.toContain(frameOpening);
  });
});

// docs/performance.md, "The payment page in the HTML": beside it, the payment page's frame for a reload.
describe('the prerendered payment page frame in index.html', () => {
  it.each(tenantKeys)(
    "bundle %s: the tenant's header, the progress bar at Zahlung, the page's heading and intro, skeletons, no script",
    async (key) => {
      const html = readFileSync(join(requireBuiltBundle(projectPaths.distRoot, key), 'index.html'), 'utf8');
      const tenant = (await loadTenant(projectPaths.tenantsRoot, key)) as Tenant;
      const markup = paymentFrameMarkup(html);
      expect(markup).toContain(`href="${tenant.backLink}"`);
      expect(markup).toMatch(
        /aria-current="step"><span class="progress__number" aria-hidden="true">3<\/span><span class="progress__label">Zahlung</,
      );
      expect(markup).toContain('<h1 tabindex="-1" id="payment-title">Bitte wählen Sie eine Zahlmethode</h1>');
      expect(markup).toContain(
        '<p>Wählen Sie, wie Sie Ihr Abonnement bezahlen möchten. Ihre Zahlungsdaten werden verschlüsselt übertragen.</p>',
      );
      expect(markup).toContain('aria-busy="true"');
      expect(markup).toContain('<footer class="footer">');
      // Complete markup: no script, no inline style (the CSP allows neither in the page), nothing of an order.
      expect(markup).not.toMatch(/<script\b|\sstyle="/);
      expect(markup).not.toContain('€');
      // The voucher field's space is kept in the summary where the tenant has the plugin.
      expect(markup.includes('offer-summary__extra-space')).toBe(tenant.plugins.some((plugin) => plugin.id === 'voucher'));
    },
  );
});
