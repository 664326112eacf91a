/** Counts attempts per key within a sliding window (failed connect attempts per login, registrations per client). */
export interface AttemptLimiter {
  /** Whether the key has used up its attempts in the window ending `now`. */
  isBlocked(key: string, now: Date): boolean;
  /** Records one attempt of the key. */
  record(key: string, now: Date): void;
  clear(): void;
}

/**
 * A limiter allowing `limit` attempts per key within `windowMs` (a function of the key gives each kind of key its own
 * limit); kept in memory, so a restart forgets it.
 */
export function createAttemptLimiter(limit: number | ((key: string) => number), windowMs: number): AttemptLimiter {
  const attempts = new Map<string, number[]>();
  const limitOf = typeof limit === 'number' ? () => limit : limit;
  const recent = (key: string, now: Date) => (attempts.get(key) ?? []).filter((time) => time > now.getTime() - windowMs);
  return {
    isBlocked: (key, now) => recent(key, now).length >= limitOf(key),
    record(key, now) {
      attempts.set(key, [...recent(key, now), now.getTime()]);
    },
    clear() {
      attempts.clear();
    },
  };
}
