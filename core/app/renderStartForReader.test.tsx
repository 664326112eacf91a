import { describe, expect, it } from 'vitest';
import { entryCookie } from '../funnel/entryCookie.ts';
import { orderFormDataFixture } from '../funnel/funnelContextFixture.ts';
import { tenantFixture } from '../tenant/tenantFixture.ts';
import { renderStartForReader, type StartUpstream } from './renderStartForReader.tsx';

const digitalFormData = {
  ...orderFormDataFixture,
  salesCampaign: { ...orderFormDataFixture.salesCampaign, printProductType: 'D' },
};

/** An upstream that answers the login check and the form data, and notes every request it got. */
function upstream(answers: { loggedIn?: boolean; loginStatus?: number; formData?: unknown; status?: string }) {
  const requests: Request[] = [];
  const fake: StartUpstream = {
    apiBaseUrl: 'http://upstream.test/api',
    timeoutMs: 1000,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      requests.push(request);
      const path = new URL(request.url).pathname;
      if (path.startsWith('/api/isLoggedIn/')) {
        return Response.json({ loggedIn: answers.loggedIn ?? false, serviceTicketUrl: '/sandbox/login' }, { status: answers.loginStatus ?? 200 });
      }
      if (path === '/api/order-service/v1/order/initialFormData') {
        return Response.json({ status: answers.status ?? 'SUCCESS', formData: answers.formData ?? digitalFormData });
      }
      return new Response('not found', { status: 404 });
    },
  };
  return { fake, requests };
}

describe('renderStartForReader', () => {
  it('renders Start from the reader\'s answers: login prompt, headline and form, and hands the answers on by the page\'s keys', async () => {
    expect(typeof window).toBe('undefined');
    const { fake, requests } = upstream({});
    const page = await renderStartForReader(
      tenantFixture,
      { url: new URL('https://shop.test/neubestellung/abo/?wa=SZ-DIGITAL'), cookie: 'session=abc' },
      fake,
    );
    expect(page.markup).toContain('id="login-prompt-title"');
    expect(page.markup).toContain('<h1 tabindex="-1">start.headlineDigital</h1>');
    expect(page.markup).toContain('name="firstName"');
    expect(page.markup).not.toContain('Angebot wird geladen');
    // Every part rendered on the server: no boundary left for the client to render instead.
    expect(page.markup).not.toMatch(/<!--\$[!?]-->|<template data-msg/);
    expect(Object.keys(page.answers).sort()).toEqual([
      ` /api/isLoggedIn/${encodeURIComponent('/neubestellung/abo/?wa=SZ-DIGITAL')}?loginRequired=false&authScreen=default`,
      `${tenantFixture.key} /api/order-service/v1/order/initialFormData?wa=SZ-DIGITAL`,
    ]);
    expect(requests.map((request) => new URL(request.url).origin)).toEqual(['http://upstream.test', 'http://upstream.test']);
  });

  it('renders the logged-in reader the logged-in box, from the same answers the page will have', async () => {
    const { fake } = upstream({ loggedIn: true });
    const page = await renderStartForReader(tenantFixture, { url: new URL('https://shop.test/neubestellung/abo/?wa=SZ-DIGITAL') }, fake);
    expect(page.markup).toContain('<h2 id="login-prompt-title">Angemeldet</h2>');
    expect(page.markup).toContain('name="firstName"');
  });

  it.each([
    ['an answer that leads to another page', { status: 'ORDER_EXISTS' }],
    ['a failed login check', { loginStatus: 500 }],
  ])('renders nothing on %s, and still hands on what it was told', async (_, answers) => {
    const { fake } = upstream(answers);
    const page = await renderStartForReader(tenantFixture, { url: new URL('https://shop.test/neubestellung/abo/?wa=SZ-DIGITAL') }, fake);
    expect(page.markup).toBeUndefined();
    expect(Object.keys(page.answers).length).toBeGreaterThan(0);
  });

  it.each([
    ['a return from the login', '/neubestellung/abo/?wa=SZ-DIGITAL&st=ST-1'],
    ['a staff preview', '/neubestellung/abo/?wa=SZ-DIGITAL&preview=true'],
    ['no campaign', '/neubestellung/abo/'],
    ['another route', '/neubestellung/abo/payment?wa=SZ-DIGITAL'],
  ])('asks nothing and renders nothing for %s', async (_, path) => {
    const { fake, requests } = upstream({});
    const page = await renderStartForReader(tenantFixture, { url: new URL(path, 'https://shop.test') }, fake);
    expect(page).toEqual({ answers: {} });
    expect(requests).toEqual([]);
  });

  it("takes the campaign remembered in the reader's entry cookie", async () => {
    const { fake, requests } = upstream({});
    const cookie = `other=1; ${entryCookie.serialize({ wa: 'SZ-REMEMBERED' }, true).split(';')[0]}`;
    await renderStartForReader(tenantFixture, { url: new URL('https://shop.test/neubestellung/abo/'), cookie }, fake);
    expect(requests.map((request) => new URL(request.url).search)).toContain('?wa=SZ-REMEMBERED');
  });
});
