import { describe, expect, it } from 'vitest';
import { createAdminApiClient } from './createAdminApiClient.ts';

describe('createAdminApiClient', () => {
  it('asks past the browser cache, so staff never see an answer kept from before a change', async () => {
    const requests: Request[] = [];
    const fetch = async (input: Request) => {
      requests.push(input);
      return new Response('{}', { status: 500 });
    };
    const client = createAdminApiClient({ baseUrl: 'http://127.0.0.1/api', tenantKey: 'sz', fetch: fetch as never });
    await client.home().catch(() => undefined);
    expect(requests.map((request) => request.cache)).toEqual(['no-store']);
  });

  it('tells the app when a call answers 401, the session having ended, and sends the add-user address as JSON', async () => {
    const requests: Array<{ contentType: string | null; body: string }> = [];
    const fetch = async (input: Request) => {
      requests.push({ contentType: input.headers.get('content-type'), body: await input.clone().text() });
      return new Response(JSON.stringify({ error: 'SESSION_EXPIRED' }), { status: 401 });
    };
    let loggedOut = 0;
    const client = createAdminApiClient({ baseUrl: 'http://127.0.0.1/api', tenantKey: 'sz', fetch: fetch as never, onLoggedOut: () => loggedOut++ });
    await client.addUser({ href: '/api/customizing-service/v1/swmh/sz/users/users' }, 'neu@example.de').catch(() => undefined);
    expect(loggedOut).toBe(1);
    expect(requests).toEqual([{ contentType: 'application/json', body: '{"email":"neu@example.de"}' }]);
  });
});
