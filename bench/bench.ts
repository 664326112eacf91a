// npm run bench -- [--tenant sz,swb] [--runs 3] [--pages start,payment,inp]
// Lighthouse (mobile preset, the machine's Chromium) on the Start route of every tenant (or those named), each served
// through its generated nginx.conf (bench/serveBundle.ts), and on sz's payment page, plus INP
// while typing an address at 4× CPU slowdown; prints the table, writes bench/reports/bench.{md,json} and the `speed` key of
// dist/size-report.json. Builds nothing: build the tenants first. A benchmark, not a test: a missed target still exits 0.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { createCliContext } from '../cli/createCliContext.ts';
import { listTenantKeys } from '../tenants/listTenantKeys.ts';
import type { BenchReport, InpMeasurement, PageMeasurement } from './BenchReport.ts';
import { formatBenchTable } from './formatBenchTable.ts';
import { measureAddressInp } from './measureAddressInp.ts';
import { measurePaymentPage } from './measurePaymentPage.ts';
import { measureStartRoute } from './measureStartRoute.ts';
import { median } from './median.ts';
import { mergeSpeedIntoSizeReport } from './mergeSpeedIntoSizeReport.ts';
import { type ServedBundle, serveBundle } from './serveBundle.ts';

const allPages = ['start', 'payment', 'inp'] as const;
/** The payment page and INP are measured on sz, the tenant with the most plugins. */
const flowTenant = 'sz';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { tenant: { type: 'string' }, runs: { type: 'string', default: '3' }, pages: { type: 'string', default: allPages.join(',') } },
  });
  const context = createCliContext(join(import.meta.dirname, '..'));
  const tenants = (values.tenant ?? listTenantKeys(context.tenantsRoot).join(',')).split(',').map((key) => key.trim()).filter(Boolean);
  const runs = Math.max(1, Math.floor(Number(values.runs)) || 1);
  const pages = new Set(values.pages!.split(',').map((page) => page.trim()));
  const unknown = [...pages].filter((page) => !(allPages as readonly string[]).includes(page));
  if (unknown.length > 0) {
    context.err(`Unknown page(s): ${unknown.join(', ')}; choose from ${allPages.join(', ')}.`);
    return 1;
  }
  const needed = [...new Set([...(pages.has('start') ? tenants : []), ...(pages.has('payment') || pages.has('inp') ? [flowTenant] : [])])];
  const missing = needed.filter((key) => !existsSync(join(context.distRoot, key, 'index.html')));
  if (missing.length > 0) {
    context.err(`No bundle in ${missing.map((key) => `dist/${key}/`).join(', ')}: build first (\`npm run build\` or \`npm run build -- --tenant KEY\`).`);
    return 1;
  }
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const servers = new Map<string, ServedBundle>();
  const originOf = async (tenant: string) => {
    const served = servers.get(tenant) ?? (await serveBundle(context, tenant));
    servers.set(tenant, served);
    return served.origin;
  };
  const measured: PageMeasurement[] = [];
  let inp: InpMeasurement | undefined;
  const attempt = async (what: string, measure: () => Promise<void>) => {
    try {
      await measure();
    } catch (error) {
      context.err(`${what} could not be measured: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--ignore-certificate-errors', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    if (pages.has('start')) {
      for (const tenant of tenants) {
        await attempt(`Start of ${tenant}`, async () => {
          const origin = await originOf(tenant);
          measured.push(await measureStartRoute({ chromePort: chrome.port, origin, tenant, salesCampaignId: `${tenant.toUpperCase()}-DIGITAL-STANDARD`, runs, log: context.out }));
        });
      }
    }
    if (pages.has('payment')) {
      await attempt('The payment page', async () => {
        const origin = await originOf(flowTenant);
        const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
        try {
          const screenshotPath = join(context.projectRoot, 'bench', 'reports', 'payment-page.png');
          mkdirSync(join(context.projectRoot, 'bench', 'reports'), { recursive: true });
          measured.push(await measurePaymentPage({ browser, origin, runs, screenshotPath, log: context.out }));
          context.out(`The last measured payment page: ${screenshotPath}`);
        } finally {
          await browser.disconnect();
        }
      });
    }
  } finally {
    chrome.kill();
  }
  try {
    if (pages.has('inp')) {
      await attempt('INP', async () => {
        inp = await measureAddressInp({ executablePath: chromePath, origin: await originOf(flowTenant), runs, log: context.out });
      });
    }
  } finally {
    for (const server of servers.values()) await server.close();
  }
  if (measured.length === 0 && inp === undefined) {
    context.err('Nothing could be measured.');
    return 1;
  }
  const hostBenchmarkIndex = median(measured.map((page) => page.hostBenchmarkIndex).filter((index) => !Number.isNaN(index)));
  const report: BenchReport = {
    measuredAt: new Date().toISOString(),
    cpus: availableParallelism(),
    ...(Number.isNaN(hostBenchmarkIndex) ? {} : { hostBenchmarkIndex: Math.round(hostBenchmarkIndex) }),
    chromium: execFileSync(chromePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
    lighthouse: (JSON.parse(readFileSync(join(context.projectRoot, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string }).version,
    servedBy: [...new Set([...servers.values()].map((served) => served.servedBy))].join('; '),
    pages: measured,
    inp,
  };
  const table = formatBenchTable(report);
  context.out(`\n${table}`);
  const reportDir = join(context.projectRoot, 'bench', 'reports');
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(join(reportDir, 'bench.md'), table);
  writeFileSync(join(reportDir, 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
  const sizeReport = join(context.distRoot, 'size-report.json');
  const merged = mergeSpeedIntoSizeReport(existsSync(sizeReport) ? readFileSync(sizeReport, 'utf8') : undefined, report);
  writeFileSync(sizeReport, `${JSON.stringify(merged, null, 2)}\n`);
  context.out(`Written: bench/reports/bench.md, bench/reports/bench.json, and \`speed\` in dist/size-report.json.`);
  return 0;
}

process.exitCode = await main();
