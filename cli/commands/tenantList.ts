import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Tenant } from '../../core/tenant/defineTenant.ts';
import { defineCommand } from '../defineCommand.ts';
import { formatKilobytes } from '../formatKilobytes.ts';
import { listTenantKeys } from '../listTenantKeys.ts';
import { loadTenant } from '../loadTenant.ts';
import type { SizeReport } from '../writeSizeReport.ts';

/** One row of `tenant list`. */
interface TenantListRow {
  readonly key: string;
  readonly name: string;
  readonly hosts: readonly string[];
  readonly theme: string;
  readonly plugins: readonly string[];
  /** The Start route's initial JS in bytes (gzip) from dist/size-report.json, or undefined when not built. */
  readonly startRouteGzip: number | undefined;
}

function readSizes(distRoot: string): SizeReport['bundles'] {
  const file = join(distRoot, 'size-report.json');
  if (!existsSync(file)) return {};
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as SizeReport).bundles ?? {};
  } catch {
    // A broken report reads as "not built": the next build rewrites it.
    return {};
  }
}

/** `tenant list [--json]`: every tenant package with name, hosts, theme, plugins and Start route size. */
export const tenantList = defineCommand({
  words: ['tenant', 'list'],
  summary: 'List the tenant packages: key, name, hosts, theme, plugins and Start route size (after a build).',
  positionals: [],
  options: { json: { type: 'boolean', description: 'Print the rows as JSON (startRouteGzip in bytes, null when not built).' } },
  run: async (args, context) => {
    const sizes = readSizes(context.distRoot);
    const rows: TenantListRow[] = [];
    for (const key of listTenantKeys(context.tenantsRoot)) {
      let tenant: Tenant;
      try {
        tenant = (await loadTenant(context.tenantsRoot, key)) as Tenant;
      } catch (error) {
        context.err(`tenant list: ${(error as Error).message.split('\n')[0]}; run "tenant check ${key}".`);
        return 1;
      }
      rows.push({
        key,
        name: tenant.name,
        hosts: tenant.hosts,
        theme: tenant.theme.name,
        plugins: tenant.plugins.map((plugin) => plugin.id),
        startRouteGzip: sizes[key]?.initialJsGzip,
      });
    }
    if (args.values.json === true) {
      context.out(JSON.stringify(rows.map((row) => ({ ...row, startRouteGzip: row.startRouteGzip ?? null })), null, 2));
      return 0;
    }
    const header = ['key', 'name', 'hosts', 'theme', 'plugins', 'Start route'];
    const cells = rows.map((row) => [
      row.key,
      row.name,
      row.hosts.join(', '),
      row.theme,
      row.plugins.join(', ') || '–',
      row.startRouteGzip === undefined ? 'not built' : formatKilobytes(row.startRouteGzip),
    ]);
    const widths = header.map((title, i) => Math.max(title.length, ...cells.map((row) => row[i]!.length)));
    const line = (row: readonly string[]) => row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd();
    for (const row of [header, widths.map((w) => '-'.repeat(w)), ...cells]) context.out(line(row));
    context.out(`${rows.length} tenant(s); sizes are gzip from ${join(context.distRoot, 'size-report.json')} ("not built": run build).`);
    return 0;
  },
});
