import { describe, expect, it } from 'vitest';
import { apiCallError } from '../api/apiCallError.ts';
import type { ApiClient } from '../api/createApiClient.ts';
import { tenantFixture } from '../tenant/tenantFixture.ts';
import { funnelContextFixture } from './funnelContextFixture.ts';
import { accountUrls, loadConfiguration } from './loadConfiguration.ts';

function contextAnswering(configuration: ApiClient['configuration']) {
  const { context, record } = funnelContextFixture({ tenant: tenantFixture });
  return { context: { ...context, api: { ...context.api, configuration } as ApiClient }, record };
}

const served = { loginUrl: '/sso/login', logoutUrl: '/sso/logout', registerUrl: '/sso/register' };

describe('loadConfiguration', () => {
  it("uses the tenant package's URLs until the configuration answered, then the configuration's", async () => {
    const { context } = contextAnswering(async () => ({ urls: served }));
    expect(accountUrls(context)).toBe(tenantFixture.urls);
    await loadConfiguration(context);
    expect(accountUrls(context)).toEqual(served);
  });

  it("ignores a time-out and keeps the tenant's URLs, without leaving the page", async () => {
    const { context, record } = contextAnswering(async () => {
      throw apiCallError('configuration', 'timeout');
    });
    await loadConfiguration(context);
    expect(accountUrls(context)).toBe(tenantFixture.urls);
    expect(record.navigations).toEqual([]);
  });

  it('sends any other failure to the server error page', async () => {
    for (const kind of ['http', 'schema', 'network'] as const) {
      const { context, record } = contextAnswering(async () => {
        throw apiCallError('configuration', kind, { status: 500 });
      });
      await loadConfiguration(context);
      expect(record.navigations).toEqual([{ route: 'ErrorPage', type: 'server' }]);
    }
  });
});
