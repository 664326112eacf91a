/** Counts failed attempts per key within a sliding window (connect attempts per session and per customer number). */
export interface AttemptLimiter {
  /** Whether the key has used up its attempts in the window ending `now`. */
  isBlocked(key: string, now: Date): boolean;
  /** Records one failed attempt of the key. */
  record(key: string, now: Date): void;
  clear(): void;
}

/** A limiter allowing `limit` failed attempts per key within `windowMs`; kept in memory, so a restart forgets it. */
export function createAttemptLimiter(limit: number, windowMs: number): AttemptLimiter {
  const attempts = new Map<string, number[]>();
  const recent = (key: string, now: Date) => (attempts.get(key) ?? []).filter((time) => time > now.getTime() - windowMs);
  return {
    isBlocked: (key, now) => recent(key, now).length >= limit,
    record(key, now) {
      attempts.set(key, [...recent(key, now), now.getTime()]);
    },
    clear() {
      attempts.clear();
    },
  };
}
