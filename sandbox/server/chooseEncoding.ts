/** A content coding the static serving can send. */
export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** The q-value the `Accept-Encoding` header gives a coding (`*` stands for any coding not named; absent means 0). */
function qualityOf(accepted: ReadonlyMap<string, number>, coding: string): number {
  return accepted.get(coding) ?? accepted.get('*') ?? 0;
}

/**
 * Picks the response's content coding from `Accept-Encoding` (RFC 9110 section 12.5.3) among `available`:
 * brotli before gzip at equal or higher weight, never a coding with q=0; identity when nothing else fits.
 */
export function chooseEncoding(acceptEncoding: string, available: readonly ('br' | 'gzip')[]): ContentEncoding {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)).find((match) => match !== null);
    const value = q ? Number(q[1]) : 1;
    accepted.set(name.trim(), Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0);
  }
  const ranked = available
    .map((coding) => ({ coding, q: qualityOf(accepted, coding) }))
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || (a.coding === 'br' ? -1 : 1));
  return ranked[0]?.coding ?? 'identity';
}
