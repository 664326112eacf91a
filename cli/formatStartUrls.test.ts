import { describe, expect, it } from 'vitest';
import { formatStartUrls } from './formatStartUrls.ts';

const tenants = [
  { key: 'stz', name: 'Stuttgarter Zeitung', hosts: ['abo.stuttgarter-zeitung.de', 'stz.localhost'] },
  { key: 'swb', name: 'Schwarzwälder Bote', hosts: ['abo.schwarzwaelder-bote.de', 'swb.localhost:8080'] },
  { key: 'sz', name: 'Süddeutsche Zeitung', hosts: ['abo.sueddeutsche.de'] },
];
const campaigns = [
  { tenant: 'sz', salesCampaignId: 'SZ-PRINT-STANDARD', printProductType: 'P' },
  { tenant: 'sz', salesCampaignId: 'SZ-DIGITAL-STANDARD', printProductType: 'D' },
  { tenant: 'swb', salesCampaignId: 'SWB-PRINT-STANDARD', printProductType: 'P' },
  { tenant: 'stz', salesCampaignId: 'STZ-MAGAZIN-STANDARD', printProductType: 'M' },
];

describe('formatStartUrls', () => {
  const text = formatStartUrls(9000, tenants, campaigns).join('\n');

  it('links a tenant by ?tenant= with a seeded campaign of the wanted kind', () => {
    expect(text).toContain('http://localhost:9000/neubestellung/abo/?tenant=sz&wa=SZ-DIGITAL-STANDARD');
    expect(text).toContain('http://localhost:9000/neubestellung/abo/?tenant=stz&wa=STZ-MAGAZIN-STANDARD');
  });

  it('links swb by its *.localhost host, without a tenant parameter and without the host’s own port', () => {
    expect(text).toContain('http://swb.localhost:9000/neubestellung/abo/?wa=SWB-PRINT-STANDARD');
  });

  it('skips a showcased tenant that has no seeded campaign of that kind, and still lists every tenant', () => {
    const lines = formatStartUrls(8080, tenants, campaigns.filter((c) => c.tenant !== 'stz'));
    expect(lines.join('\n')).not.toContain('tenant=stz&wa');
    expect(lines).toContain('  Stuttgarter Zeitung (stz): no campaigns; the sandbox generates them when it starts.');
  });

  it('lists every tenant with each of its campaigns, by its own host where it has one', () => {
    const withNew = [...tenants, { key: 'nwz', name: 'Nordwest-Zeitung', hosts: ['abo.nwz.example', 'nwz.localhost'] }];
    const listed = [...campaigns, { tenant: 'nwz', salesCampaignId: 'NWZ-GIFT', printProductType: 'P', description: 'Geschenkabo (generiert)' }];
    const lines = formatStartUrls(9000, withNew, listed);
    const from = lines.indexOf('Every tenant and its sandbox campaigns (sandbox/README.md describes them):');
    expect(from).toBeGreaterThan(0);
    const listing = lines.slice(from + 1);
    expect(listing).toContain('  Nordwest-Zeitung (nwz)');
    expect(listing).toContain('    NWZ-GIFT              Geschenkabo (generiert)  http://nwz.localhost:9000/neubestellung/abo/?wa=NWZ-GIFT');
    expect(listing.join('\n')).toContain('http://localhost:9000/neubestellung/abo/?tenant=sz&wa=SZ-PRINT-STANDARD');
    expect(listing.filter((line) => line.startsWith('    ')).length).toBe(listed.length);
  });
});
