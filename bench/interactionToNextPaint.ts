/** What the bench reads of a PerformanceEventTiming entry. */
export interface EventTimingEntry {
  /** 0 for events that are not part of a user interaction (e.g. mouseover). */
  readonly interactionId: number;
  readonly duration: number;
}

/** Interaction to Next Paint of a page visit. */
export interface InteractionToNextPaint {
  readonly inpMs: number;
  readonly interactions: number;
}

/**
 * INP as Chrome defines it: the events of one interaction (keydown, keyup, input …) are grouped by
 * interactionId and count with their longest duration; INP is the worst interaction, and from 50
 * interactions on one worst interaction per 50 is left out (the 98th percentile). Pass the page's
 * `performance.interactionCount` where known: entries below the observer's duration threshold are
 * never reported, yet their interactions count. Undefined without any reported interaction.
 */
export function interactionToNextPaint(entries: readonly EventTimingEntry[], interactionCount?: number): InteractionToNextPaint | undefined {
  const longest = new Map<number, number>();
  for (const entry of entries) {
    if (entry.interactionId === 0) continue;
    longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
  }
  if (longest.size === 0) return undefined;
  const worstFirst = [...longest.values()].sort((a, b) => b - a);
  const interactions = Math.max(interactionCount ?? 0, worstFirst.length);
  const skipped = Math.floor(interactions / 50);
  return { inpMs: worstFirst[Math.min(skipped, worstFirst.length - 1)]!, interactions };
}
