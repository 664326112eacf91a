// Lighthouse (mobile, the machine's Chromium) on a tenant's Start route, served from its own bundle by the sandbox.
// Usage: npm run bench:lighthouse -- [--tenant sz] [--runs 3]. Builds nothing: run `npm run build` first.
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createCliContext } from '../cli/createCliContext.ts';
import { seededCampaigns } from '../cli/seededCampaigns.ts';
import { startServer } from '../cli/startServer.ts';

/** The quality bars of the design brief for the Start route on a mid-range phone. */
const targets = { performance: 95, accessibility: 100, cumulativeLayoutShift: 0.05 } as const;

interface RunResult {
  readonly performance: number;
  readonly accessibility: number;
  readonly cumulativeLayoutShift: number;
  readonly largestContentfulPaintMs: number;
  readonly firstContentfulPaintMs: number;
  readonly totalBlockingTimeMs: number;
  readonly speedIndexMs: number;
  readonly failedAudits: readonly string[];
}

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { tenant: { type: 'string', default: 'sz' }, runs: { type: 'string', default: '3' } } });
  const tenant = values.tenant!;
  const runs = Math.max(1, Number(values.runs));
  const context = createCliContext(join(import.meta.dirname, '..'));
  const staticDir = join(context.distRoot, tenant);
  if (!existsSync(join(staticDir, 'index.html'))) {
    context.err(`No bundle in dist/${tenant}/: run \`npm run build -- --tenant ${tenant}\` first.`);
    return 1;
  }
  const campaign = seededCampaigns().find((entry) => entry.tenant === tenant);
  const server = await startServer(context, { port: 0, staticDir, test: true, latencyMs: 0 });
  const url = `${server.url.replace(/\/$/, '')}/neubestellung/abo/${campaign ? `?wa=${encodeURIComponent(campaign.salesCampaignId)}` : ''}`;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const results: RunResult[] = [];
  let lastReport = '';
  try {
    for (let run = 1; run <= runs; run += 1) {
      // Lighthouse's default configuration: a mid-range phone (Moto G Power class) on slow 4G, simulated throttling.
      const answer = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
      if (!answer) throw new Error('Lighthouse returned no result');
      const { lhr } = answer;
      lastReport = typeof answer.report === 'string' ? answer.report : '';
      const metric = (id: string) => Number(lhr.audits[id]?.numericValue ?? Number.NaN);
      results.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        cumulativeLayoutShift: metric('cumulative-layout-shift'),
        largestContentfulPaintMs: metric('largest-contentful-paint'),
        firstContentfulPaintMs: metric('first-contentful-paint'),
        totalBlockingTimeMs: metric('total-blocking-time'),
        speedIndexMs: metric('speed-index'),
        failedAudits: Object.values(lhr.audits)
          .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual')
          .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`),
      });
      context.out(`run ${run}/${runs}: performance ${results.at(-1)!.performance}, accessibility ${results.at(-1)!.accessibility}, CLS ${results.at(-1)!.cumulativeLayoutShift.toFixed(3)}`);
    }
  } finally {
    chrome.kill();
    await server.close();
  }
  const summary = {
    tenant,
    url: url.replace(server.url.replace(/\/$/, ''), ''),
    runs,
    chromium: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    performance: median(results.map((r) => r.performance)),
    accessibility: median(results.map((r) => r.accessibility)),
    cumulativeLayoutShift: median(results.map((r) => r.cumulativeLayoutShift)),
    largestContentfulPaintMs: Math.round(median(results.map((r) => r.largestContentfulPaintMs))),
    firstContentfulPaintMs: Math.round(median(results.map((r) => r.firstContentfulPaintMs))),
    totalBlockingTimeMs: Math.round(median(results.map((r) => r.totalBlockingTimeMs))),
    speedIndexMs: Math.round(median(results.map((r) => r.speedIndexMs))),
    failedAudits: [...new Set(results.flatMap((r) => r.failedAudits))],
  };
  const reportDir = join(context.projectRoot, 'bench', 'reports');
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(join(reportDir, `lighthouse-${tenant}.json`), `${JSON.stringify(summary, null, 2)}\n`);
  // The whole report of the last run, for looking into a miss (not committed).
  writeFileSync(join(reportDir, `lighthouse-${tenant}.full.json`), lastReport);
  context.out(JSON.stringify(summary, null, 2));
  const misses = [
    summary.performance < targets.performance ? `performance ${summary.performance} < ${targets.performance}` : '',
    summary.accessibility < targets.accessibility ? `accessibility ${summary.accessibility} < ${targets.accessibility}` : '',
    summary.cumulativeLayoutShift > targets.cumulativeLayoutShift ? `CLS ${summary.cumulativeLayoutShift} > ${targets.cumulativeLayoutShift}` : '',
  ].filter(Boolean);
  context.out(misses.length === 0 ? `Targets met (median of ${runs}).` : `Targets missed: ${misses.join('; ')}`);
  return misses.length === 0 ? 0 : 1;
}

process.exitCode = await main();
