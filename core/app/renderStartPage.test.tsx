import { describe, expect, it } from 'vitest';
import { tenantFixture } from '../tenant/tenantFixture.ts';
import { renderPaymentFrame, renderStartPage, servedFavicon } from './renderStartPage.tsx';

describe('renderStartPage', () => {
  // This file runs in Node without a DOM, as the build does: a render that reached for `window` would throw here.
  it('renders the Start route without a browser: header, progress bar at "Ihre Daten", the skeleton and the footer', () => {
    expect(typeof window).toBe('undefined');
    const html = renderStartPage(tenantFixture);
    expect(html).toContain(`alt="${tenantFixture.header.logoAltDigital}"`);
    expect(html).toMatch(
      /aria-current="step"><span class="progress__number" aria-hidden="true">2<\/span><span class="progress__label">Ihre Daten/,
    );
    expect(html).toContain('<p role="status" class="visually-hidden">Angebot wird geladen …</p>');
    expect(html).toContain(`href="${tenantFixture.legal.imprintUrl}"`);
  });

  it('turns the file URLs of assets built for Node into the paths the bundle serves', () => {
    const html = renderStartPage({ ...tenantFixture, header: { ...tenantFixture.header, logo: 'file:///static/svg/logo.abc.svg' } });
    expect(html).toContain('src="/static/svg/logo.abc.svg"');
    expect(html).not.toContain('file://');
  });
});

describe('servedFavicon', () => {
  it('names the favicon as the bundle serves it: a file URL of the Node build as its path, any other URL as it is', () => {
    expect(servedFavicon({ ...tenantFixture, favicon: 'file:///static/svg/favicon.abc.svg' })).toBe('/static/svg/favicon.abc.svg');
    expect(servedFavicon({ ...tenantFixture, favicon: '/favicon.svg' })).toBe('/favicon.svg');
  });
});

describe('renderPaymentFrame', () => {
  it('renders the payment page before its order without a browser: progress bar at "Zahlung", heading, intro, skeletons, complete', async () => {
    expect(typeof window).toBe('undefined');
    const html = await renderPaymentFrame(tenantFixture);
    expect(html).toMatch(
      /aria-current="step"><span class="progress__number" aria-hidden="true">3<\/span><span class="progress__label">Zahlung/,
    );
    expect(html).toContain('<h1 tabindex="-1" id="payment-title">Bitte wählen Sie eine Zahlmethode</h1>');
    // The intro is a page text (the fixture's is its key path): the static prerender waited for the lazily loaded texts
    // and the page's code.
    expect(html).toContain('</h1><p>payment.intro</p>');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain(`href="${tenantFixture.legal.imprintUrl}"`);
    // Every boundary complete: no fallback for the client to render, no script to move content in.
    expect(html).not.toMatch(/<!--\$[!?]-->|<script\b/);
  });
});
