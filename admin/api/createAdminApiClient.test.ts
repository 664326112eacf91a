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
});
