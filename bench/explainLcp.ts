// node bench/explainLcp.ts <name>.artifacts.json — what Lighthouse's simulated LCP of a kept run waited for.
import { readFileSync } from 'node:fs';
import { initializeConfig } from 'lighthouse/core/config/config.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

/** The parts of a Lantern graph node the listing reads. */
interface GraphNode {
  readonly type: string;
  readonly request?: { readonly url: string; readonly resourceType?: string; readonly priority: string; readonly transferSize: number };
  readonly duration?: number;
  readonly childEvents?: readonly { readonly name: string; readonly args?: { readonly data?: { readonly url?: string } } }[];
}

/** One line per node of the simulation: its simulated start and end, and what it is. */
export function describeNode(node: GraphNode, timing: { readonly startTime: number; readonly endTime: number }): string {
  const span = `${Math.round(timing.startTime)}–${Math.round(timing.endTime)} ms`;
  if (node.type === 'network' && node.request) {
    const { resourceType, priority, transferSize, url } = node.request;
    return `${span}  ${resourceType ?? 'Other'} ${priority} ${(transferSize / 1000).toFixed(1)} kB ${url.replace(/^https?:\/\/[^/]+/, '')}`;
  }
  const events = node.childEvents ?? [];
  const named = [
    ...new Set(events.map((event) => event.name).filter((name) => /^(Layout|Paint|ParseHTML|EvaluateScript|FunctionCall)$/.test(name))),
  ];
  const scripts = events.flatMap((event) =>
    event.name === 'EvaluateScript' && event.args?.data?.url ? [event.args.data.url.replace(/^.*\//, '')] : [],
  );
  return `${span}  main thread ${Math.round((node.duration ?? 0) / 1000)} ms ${named.join(',')}${scripts.length ? ` (${scripts.join(', ')})` : ''}`;
}

async function main(file: string): Promise<void> {
  const artifacts = JSON.parse(readFileSync(file, 'utf8'));
  const { resolvedConfig } = await initializeConfig('navigation', undefined, { formFactor: 'mobile' });
  const settings = resolvedConfig.settings;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
    HostDPR: artifacts.HostDPR,
  };
  const lcp = await LanternLargestContentfulPaint.request(data as never, { computedCache: new Map() } as never);
  console.log(
    `simulated LCP ${Math.round(lcp.timing)} ms (optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)})`,
  );
  console.log('what the pessimistic estimate waited for:');
  const rows = [...lcp.pessimisticEstimate.nodeTimings.entries()].sort(([, a], [, b]) => a.startTime - b.startTime);
  for (const [node, timing] of rows) console.log(`  ${describeNode(node as unknown as GraphNode, timing)}`);
}

if (import.meta.main) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node bench/explainLcp.ts <folder of ABOFLOW_BENCH_LHR>/<run>.artifacts.json');
    process.exit(2);
  }
  await main(file);
}
