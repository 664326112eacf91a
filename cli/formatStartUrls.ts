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
}

/** Which tenants `start` shows and with which kind of subscription: one per theme family and one reached by host. */
const showcase: ReadonlyArray<{ readonly key: string; readonly kind: string; readonly label: string; readonly byHost: boolean }> = [
  { key: 'sz', kind: 'D', label: 'Digital-Abo', byHost: false },
  { key: 'swb', kind: 'P', label: 'Zeitungs-Abo', byHost: true },
  { key: 'stz', kind: 'M', label: 'Magazin-Abo', byHost: false },
];

/**
 * Ready-to-click URLs of the Start route for a few tenants: by `?tenant=` on localhost, or by the tenant's
 * own `*.localhost` host (browsers resolve those to this machine), each with a seeded campaign as `wa`.
 * The first line is the bare URL of the first showcased offer, so the first thing a person sees opens an
 * orderable offer; the labelled list follows.
 */
export function formatStartUrls(port: number, tenants: readonly UrlTenant[], campaigns: readonly UrlCampaign[]): string[] {
  const rows: [string, string][] = [];
  for (const item of showcase) {
    const tenant = tenants.find((t) => t.key === item.key);
    const campaign = campaigns.find((c) => c.tenant === item.key && c.printProductType === item.kind);
    if (!tenant || !campaign) continue;
    const localHost = tenant.hosts.map((host) => host.replace(/:\d+$/, '')).find((host) => host.endsWith('.localhost'));
    const wa = `wa=${encodeURIComponent(campaign.salesCampaignId)}`;
    const url =
      item.byHost && localHost
        ? `http://${localHost}:${port}/neubestellung/abo/?${wa}`
        : `http://localhost:${port}/neubestellung/abo/?tenant=${tenant.key}&${wa}`;
    rows.push([`${tenant.name}, ${item.label}`, url]);
  }
  const admin = tenants.find((t) => t.key === showcase[0]!.key) ?? tenants[0];
  if (admin) rows.push([`Admin-Bereich (${admin.key})`, `http://localhost:${port}/internal?tenant=${admin.key}`]);
  const width = Math.max(0, ...rows.map(([label]) => label.length));
  const first = rows[0];
  return [
    ...(first ? [first[1], `  ↑ ${first[0]}. More to open:`] : []),
    ...rows.map(([label, url]) => `  ${`${label}:`.padEnd(width + 1)}  ${url}`),
    `  Every tenant: ?tenant=<key> with ${tenants.map((t) => t.key).join(', ')}; seeded campaigns are listed in sandbox/README.md.`,
  ];
}
