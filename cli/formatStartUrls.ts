/** A tenant as the start URLs need it. */
export interface UrlTenant {
  readonly key: string;
  readonly name: string;
  readonly hosts: readonly string[];
}

/** A seeded sales campaign as the start URLs need it. */
export interface UrlCampaign {
  readonly tenant: string;
  readonly salesCampaignId: string;
  readonly printProductType: string;
  /** The case it shows, as sandbox/README.md words it. */
  readonly description?: string;
}

/** Which tenants `start` shows and with which kind of subscription: one per theme family and one reached by host. */
const showcase: ReadonlyArray<{ readonly key: string; readonly kind: string; readonly label: string; readonly byHost: boolean }> = [
  { key: 'sz', kind: 'D', label: 'Digital-Abo', byHost: false },
  { key: 'swb', kind: 'P', label: 'Zeitungs-Abo', byHost: true },
  { key: 'stz', kind: 'M', label: 'Magazin-Abo', byHost: false },
];

/** The Start route URL of a campaign: by the tenant's own `*.localhost` host when it has one, else by `?tenant=`. */
function campaignUrl(port: number, tenant: UrlTenant, salesCampaignId: string, byHost: boolean): string {
  const localHost = tenant.hosts.map((host) => host.replace(/:\d+$/, '')).find((host) => host.endsWith('.localhost'));
  const wa = `wa=${encodeURIComponent(salesCampaignId)}`;
  return byHost && localHost
    ? `http://${localHost}:${port}/neubestellung/abo/?${wa}`
    : `http://localhost:${port}/neubestellung/abo/?tenant=${tenant.key}&${wa}`;
}

/**
 * Ready-to-click URLs of the Start route for a few tenants: by `?tenant=` on localhost, or by the tenant's
 * own `*.localhost` host (browsers resolve those to this machine), each with a seeded campaign as `wa`.
 * The first line is the bare URL of the first showcased offer, so the first thing a person sees opens an
 * orderable offer; the labelled list follows, then every tenant with each of its campaigns (generated ones
 * included), linked by the tenant's own host.
 */
export function formatStartUrls(port: number, tenants: readonly UrlTenant[], campaigns: readonly UrlCampaign[]): string[] {
  const rows: [string, string][] = [];
  for (const item of showcase) {
    const tenant = tenants.find((t) => t.key === item.key);
    const campaign = campaigns.find((c) => c.tenant === item.key && c.printProductType === item.kind);
    if (!tenant || !campaign) continue;
    rows.push([`${tenant.name}, ${item.label}`, campaignUrl(port, tenant, campaign.salesCampaignId, item.byHost)]);
  }
  const admin = tenants.find((t) => t.key === showcase[0]!.key) ?? tenants[0];
  if (admin) rows.push([`Admin-Bereich (${admin.key})`, `http://localhost:${port}/internal?tenant=${admin.key}`]);
  const width = Math.max(0, ...rows.map(([label]) => label.length));
  const columns = { id: Math.max(0, ...campaigns.map((c) => c.salesCampaignId.length)), text: Math.max(0, ...campaigns.map((c) => (c.description ?? '').length)) };
  const first = rows[0];
  return [
    ...(first ? [first[1], `  ↑ ${first[0]}. More to open:`] : []),
    ...rows.map(([label, url]) => `  ${`${label}:`.padEnd(width + 1)}  ${url}`),
    '',
    'Every tenant and its sandbox campaigns (sandbox/README.md describes them):',
    ...tenants.flatMap((tenant) => formatTenantCampaigns(port, tenant, campaigns.filter((c) => c.tenant === tenant.key), columns)),
  ];
}

/** A tenant's heading line and one line per campaign: code, case and URL, in columns of the given widths. */
function formatTenantCampaigns(port: number, tenant: UrlTenant, campaigns: readonly UrlCampaign[], columns: { readonly id: number; readonly text: number }): string[] {
  if (campaigns.length === 0) return [`  ${tenant.name} (${tenant.key}): no campaigns; the sandbox generates them when it starts.`];
  return [
    `  ${tenant.name} (${tenant.key})`,
    ...campaigns.map((c) => `    ${c.salesCampaignId.padEnd(columns.id)}  ${(c.description ?? '').padEnd(columns.text)}  ${campaignUrl(port, tenant, c.salesCampaignId, true)}`),
  ];
}
