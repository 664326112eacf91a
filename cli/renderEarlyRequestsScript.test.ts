import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../core/api/createApiClient.ts';
import { heldInputGlobal, inputHoldGlobal } from '../core/app/answeredStart.ts';
import { answersBlockId, renderEarlyRequestsScript } from './renderEarlyRequestsScript.ts';

const tenants = { hosts: { 'abo.sueddeutsche.de': 'sz', 'sz.localhost': 'sz', 'swb.localhost': 'swb' }, keys: ['sz', 'swb'] };

const formDataBody = JSON.stringify({ status: 'FAILURE', message: 'NO_OFFER_STORE' });

const keptToken = JSON.stringify({ content: { random: 'r4nd0m', expirationTimestamp: 1_800_000_000_000 }, signature: 'S-1' });

/**
 * Runs the inline script as a page at `url` would (with this tab's session storage and, when the Start renderer served
 * the page, its answers block), with a fetch that records what it is asked.
 */
function runScript(url: string, config = tenants, session: Record<string, string> = {}, answersBlock?: string) {
  const requests: { url: string; headers: Record<string, string>; cache?: string }[] = [];
  const sessionStorage = { getItem: (key: string) => session[key] ?? null };
  const window: Record<string, unknown> = { location: new URL(url), sessionStorage };
  const fetch = (input: string, init: { headers: Record<string, string>; cache?: string }) => {
    requests.push({ url: input, headers: init.headers, cache: init.cache });
    const body = input.includes('storedData')
      ? 'eJyrVkrOzy0oSi0uTi1SslIqS8wpTQUAPq4GoQ=='
      : input.includes('initialFormData')
        ? formDataBody
        : JSON.stringify({ loggedIn: false, serviceTicketUrl: '/sandbox/login' });
    return Promise.resolve(new Response(body, { status: 200 }));
  };
  const listeners: { type: string; listener: (event: unknown) => void; capture: boolean }[] = [];
  const document = {
    getElementById: (id: string) => (id === answersBlockId && answersBlock !== undefined ? { textContent: answersBlock } : null),
    addEventListener: (type: string, listener: (event: unknown) => void, capture: boolean) => listeners.push({ type, listener, capture }),
  };
  runInNewContext(renderEarlyRequestsScript(config), { window, document, fetch, URLSearchParams, Object, JSON, Promise });
  return { requests, answers: window.__aboflowEarly as Record<string, unknown> | undefined, window, listeners };
}

describe('the early-requests script', () => {
  it('starts isLoggedIn and initialFormData for a campaign on the Start route, with the tenant of the host', () => {
    const { requests } = runScript('https://abo.sueddeutsche.de/neubestellung/abo/?wa=SZ-DIGITAL-STANDARD&screen=register');
    expect(requests).toEqual([
      {
        url: '/api/isLoggedIn/%2Fneubestellung%2Fabo%2F%3Fwa%3DSZ-DIGITAL-STANDARD%26screen%3Dregister?loginRequired=false&authScreen=register',
        headers: {},
        cache: 'no-store',
      },
      { url: '/api/order-service/v1/order/initialFormData?wa=SZ-DIGITAL-STANDARD', headers: { 'osc-tenant': 'sz' }, cache: 'no-store' },
    ]);
  });

  it('takes the tenant from the query on an unknown host, and a one-tenant bundle its own', () => {
    expect(runScript('http://localhost:4173/neubestellung/abo/?tenant=SWB&oid=4711').requests[1]).toMatchObject({
      url: '/api/order-service/v1/order/initialFormData?oid=4711',
      headers: { 'osc-tenant': 'swb' },
    });
    expect(runScript('http://127.0.0.1/neubestellung/abo/?wa=X', { ...tenants, only: 'sz' } as never).requests[1]!.headers).toEqual({
      'osc-tenant': 'sz',
    });
  });

  it.each([
    ['a return from the login', 'http://sz.localhost/neubestellung/abo/?wa=X&st=ST-1'],
    ['a staff preview', 'http://sz.localhost/neubestellung/abo/?wa=X&preview=true'],
    ['another route', 'http://sz.localhost/neubestellung/abo/payment?wa=X'],
    ['no campaign', 'http://sz.localhost/neubestellung/abo/'],
    ['an unknown tenant', 'http://localhost/neubestellung/abo/?tenant=xx&wa=X'],
  ])('starts nothing on %s', (_, url) => {
    expect(runScript(url).requests).toEqual([]);
  });

  it('leaves answers the API client takes once, under the keys it computes, instead of asking again', async () => {
    const { answers } = runScript('http://sz.localhost/neubestellung/abo/?wa=SZ-DIGITAL-STANDARD');
    (globalThis as { __aboflowEarly?: unknown }).__aboflowEarly = answers;
    const fetch = vi.fn(async () => new Response('{}', { status: 500 }));
    try {
      const client = createApiClient({ tenantKey: 'sz', getToken: () => undefined, fetch, baseUrl: '/api' });
      expect(await client.initialFormData({ wa: 'SZ-DIGITAL-STANDARD', preview: undefined } as never)).toMatchObject({
        message: 'NO_OFFER_STORE',
      });
      expect(
        await client.isLoggedIn('/neubestellung/abo/?wa=SZ-DIGITAL-STANDARD', { loginRequired: false, authScreen: 'default' }),
      ).toMatchObject({ loggedIn: false });
      expect(fetch).not.toHaveBeenCalled();
      // Taken once: a later call asks the server.
      expect(Object.keys(answers ?? {})).toEqual([]);
    } finally {
      delete (globalThis as { __aboflowEarly?: unknown }).__aboflowEarly;
    }
  });

  it.each(['/paypal/agreement/result', '/card/agreement/result', '/card/oneoffpay/result'])(
    "on the provider return %s starts the saved order under the tab's token, and nothing else",
    (path) => {
      expect(runScript(`http://sz.localhost${path}?st=ST-1&ctxtoken=C-1`, tenants, { oscDataToken: keptToken }).requests).toEqual([
        { url: '/api/storedData', headers: { token: keptToken }, cache: 'no-store' },
      ]);
    },
  );

  it.each([
    ['a tab without a kept token', 'http://sz.localhost/paypal/agreement/result?st=ST-1&ctxtoken=C-1', {}],
    ['a provider error', 'http://sz.localhost/card/agreement/result?mode=error', { oscDataToken: keptToken }],
  ])('starts nothing on a provider return from %s', (_, url, session) => {
    expect(runScript(url, tenants, session).requests).toEqual([]);
  });

  it('leaves the saved order for the API client, which takes it under the same token instead of asking again', async () => {
    const { answers } = runScript('http://sz.localhost/paypal/agreement/result?st=ST-1&ctxtoken=C-1', tenants, { oscDataToken: keptToken });
    (globalThis as { __aboflowEarly?: unknown }).__aboflowEarly = answers;
    const fetch = vi.fn(async () => new Response('', { status: 500 }));
    try {
      const client = createApiClient({ tenantKey: 'sz', getToken: () => JSON.parse(keptToken), fetch, baseUrl: '/api' });
      expect(await client.getStoredData()).toBe('eJyrVkrOzy0oSi0uTi1SslIqS8wpTQUAPq4GoQ==');
      expect(fetch).not.toHaveBeenCalled();
      expect(Object.keys(answers ?? {})).toEqual([]);
      // Under another token the early answer is not this tab's: the client leaves it and asks the server itself.
      const early = runScript('http://sz.localhost/card/agreement/result?st=S', tenants, { oscDataToken: keptToken }).answers;
      (globalThis as { __aboflowEarly?: unknown }).__aboflowEarly = early;
      const other = createApiClient({
        tenantKey: 'sz',
        getToken: () => ({ ...JSON.parse(keptToken), signature: 'S-2' }),
        fetch,
        baseUrl: '/api',
      });
      await expect(other.getStoredData()).rejects.toThrow();
      expect(Object.keys(early ?? {})).toHaveLength(1);
    } finally {
      delete (globalThis as { __aboflowEarly?: unknown }).__aboflowEarly;
    }
  });

  it("hands on the Start renderer's answers from the page's JSON block under their keys, and asks nothing itself", async () => {
    const loginKey = ` /api/isLoggedIn/${encodeURIComponent('/neubestellung/abo/?wa=SZ-DIGITAL-STANDARD')}?loginRequired=false&authScreen=default`;
    const block = JSON.stringify({
      [loginKey]: { status: 200, ok: true, text: JSON.stringify({ loggedIn: true, serviceTicketUrl: '' }) },
      'sz /api/order-service/v1/order/initialFormData?wa=SZ-DIGITAL-STANDARD': { status: 200, ok: true, text: formDataBody },
    });
    const { requests, answers, window, listeners } = runScript('http://sz.localhost/neubestellung/abo/?wa=SZ-DIGITAL-STANDARD', tenants, {}, block);
    expect(requests).toEqual([]);
    // Until the app has hydrated the rendered page (mountTenant sets the flag to false), what needs the app waits there,
    // and what the reader changes and presses is noted for the app to hand on.
    expect(window[inputHoldGlobal]).toBe(true);
    const held = window[heldInputGlobal] as { fields: unknown[]; press: unknown };
    expect(held).toEqual({ fields: [], press: null });
    expect(listeners.every((entry) => entry.capture)).toBe(true);
    const dispatch = (type: string, inside: string[], tagName = 'DIV', target?: object, submitter?: object) => {
      let prevented = false;
      const element = target ?? {
        tagName,
        closest: (selector: string) => (selector.split(', ').some((part) => inside.includes(part)) ? { pressed: tagName } : null),
      };
      for (const entry of listeners.filter((candidate) => candidate.type === type)) {
        entry.listener({ type, target: element, submitter, preventDefault: () => (prevented = true) });
      }
      return { prevented, element };
    };
    // A button pressed waits, and is noted; the last press counts.
    expect(dispatch('click', ['#root', 'button'], 'SPAN').prevented).toBe(true);
    expect(held.press).toEqual({ pressed: 'SPAN' });
    expect(dispatch('click', ['#root', 'input[type="submit"]'], 'INPUT').prevented).toBe(true);
    expect(held.press).toEqual({ pressed: 'INPUT' });
    const submitter = { name: 'Weiter' };
    expect(dispatch('submit', ['#root', 'form'], 'FORM', undefined, submitter).prevented).toBe(true);
    expect(held.press).toBe(submitter);
    // Typing, ticking and choosing go through, and are noted once per field; a change after a press drops the press.
    expect(dispatch('click', ['#root', 'a']).prevented).toBe(false);
    expect(dispatch('click', ['#root'], 'INPUT').prevented).toBe(false);
    const typedInto = dispatch('input', ['#root'], 'INPUT');
    expect(typedInto.prevented).toBe(false);
    expect(held.press).toBeNull();
    dispatch('input', ['#root'], 'INPUT', typedInto.element);
    const chosen = dispatch('change', ['#root'], 'SELECT').element;
    dispatch('input', [], 'INPUT');
    dispatch('input', ['#root'], 'BUTTON');
    expect(held.fields).toEqual([typedInto.element, chosen]);
    window[inputHoldGlobal] = false;
    expect(dispatch('click', ['#root', 'button']).prevented).toBe(false);
    expect(dispatch('submit', ['#root', 'form']).prevented).toBe(false);
    dispatch('input', ['#root'], 'TEXTAREA');
    expect(held.fields).toHaveLength(2);
    expect(held.press).toBeNull();
    (globalThis as { __aboflowEarly?: unknown }).__aboflowEarly = answers;
    const fetch = vi.fn(async () => new Response('{}', { status: 500 }));
    try {
      const client = createApiClient({ tenantKey: 'sz', getToken: () => undefined, fetch, baseUrl: '/api' });
      expect(
        await client.isLoggedIn('/neubestellung/abo/?wa=SZ-DIGITAL-STANDARD', { loginRequired: false, authScreen: 'default' }),
      ).toMatchObject({ loggedIn: true });
      expect(await client.initialFormData({ wa: 'SZ-DIGITAL-STANDARD' })).toMatchObject({ message: 'NO_OFFER_STORE' });
      expect(fetch).not.toHaveBeenCalled();
    } finally {
      delete (globalThis as { __aboflowEarly?: unknown }).__aboflowEarly;
    }
  });
});
