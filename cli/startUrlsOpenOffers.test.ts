import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOrderable } from '../sandbox/api/previewAccess.ts';
import { loadCampaign } from '../sandbox/store/loadCampaign.ts';
import { startTestSandbox, type TestSandbox } from '../sandbox/testing/testSandbox.ts';
import type { Tenant } from '../core/tenant/defineTenant.ts';
import { formatStartUrls } from './formatStartUrls.ts';
import { seededCampaigns } from './seededCampaigns.ts';

let sandbox: TestSandbox;
let lines: string[];
beforeAll(async () => {
  sandbox = await startTestSandbox();
  const tenants = await Promise.all(
    ['sz', 'swb', 'stz'].map(async (key) => ((await import(`../tenants/${key}/tenant.ts`)) as { default: Tenant }).default),
  );
  lines = formatStartUrls(8080, tenants, seededCampaigns());
});
afterAll(() => sandbox.sandbox.close());

/** The tenant and campaign a printed start URL opens: from `?tenant=` or from the `<key>.localhost` host. */
function campaignOf(url: string): { tenant: string; wa: string } {
  const parsed = new URL(url);
  const tenant = parsed.searchParams.get('tenant') ?? parsed.hostname.replace(/\.localhost$/, '');
  return { tenant, wa: parsed.searchParams.get('wa') ?? '' };
}

describe('start URLs printed by `npm start`', () => {
  it('begin with the bare URL of the first offer, nothing before it', () => {
    expect(lines[0]).toBe('http://localhost:8080/neubestellung/abo/?tenant=sz&wa=SZ-DIGITAL-STANDARD');
  });

  it('open seeded campaigns that exist, are active and valid today, and load as SUCCESS', async () => {
    const offers = lines.flatMap((line) => line.match(/https?:\/\/\S+\/neubestellung\/abo\/\?\S+/g) ?? []);
    expect(offers.length).toBeGreaterThanOrEqual(3);
    for (const url of offers) {
      const { tenant, wa } = campaignOf(url);
      const campaign = loadCampaign(sandbox.sandbox.db, wa, tenant);
      expect(campaign, url).toBeDefined();
      expect(campaign!.active, url).toBe(true);
      expect(isOrderable(campaign!, new Date()), url).toBe(true);
      expect(campaign!.unavailableCode, url).toBeNull();
      const answer = await sandbox.client({ tenant }).initialFormData({ wa });
      expect(answer.status, url).toBe('SUCCESS');
    }
  });
});
