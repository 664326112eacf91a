/**
 * Counts attempts per key within a sliding window: failed connect attempts per login, registrations and student uploads
 * per client address.
 */
export interface AttemptLimiter {
  /** Whether the key has used up its attempts in the window ending `now`. */
  isBlocked(key: string, now: Date): boolean;
  /** Records one attempt of the key. */
  record(key: string, now: Date): void;
  /** How long until the key's oldest attempt in the window leaves it (0 when none is in it): a blocked key's wait. */
  retryAfterMs(key: string, now: Date): number;
  /** The attempts the key is allowed in the window. */
  limitFor(key: string): number;
  clear(): void;
}

/**
 * A limiter allowing `limit` attempts per key within `windowMs` (a function of the key gives each kind of key its own
 * limit); kept in memory, so a restart forgets it.
 */
export function createAttemptLimiter(limit: number | ((key: string) => number), windowMs: number): AttemptLimiter {
  const attempts = new Map<string, number[]>();
  const limitFor = typeof limit === 'number' ? () => limit : limit;
  const recent = (key: string, now: Date) => (attempts.get(key) ?? []).filter((time) => time > now.getTime() - windowMs);
  return {
    isBlocked: (key, now) => recent(key, now).length >= limitFor(key),
    record(key, now) {
      attempts.set(key, [...recent(key, now), now.getTime()]);
    },
    retryAfterMs(key, now) {
      const [oldest] = recent(key, now);
      return oldest === undefined ? 0 : oldest + windowMs - now.getTime();
    },
    limitFor,
    clear() {
      attempts.clear();
    },
  };
}
