/** The sandbox's answer delay: SANDBOX_LATENCY_MS when set, else the spec's 500 ms dev delay. */
export function resolveLatency(env: Readonly<Record<string, string | undefined>>): number {
  const raw = env.SANDBOX_LATENCY_MS;
  if (raw === undefined || raw === '') return 500;
  if (!/^\d+$/.test(raw)) throw new Error(`SANDBOX_LATENCY_MS must be a whole number of milliseconds, got "${raw}".`);
  return Number(raw);
}
