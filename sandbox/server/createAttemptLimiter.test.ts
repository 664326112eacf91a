import { describe, expect, it } from 'vitest';
import { createAttemptLimiter } from './createAttemptLimiter.ts';

describe('createAttemptLimiter', () => {
  it('blocks a key after the limit within the window, per key, and frees it when the window has passed', () => {
    const limiter = createAttemptLimiter(5, 10 * 60_000);
    const start = new Date('2026-03-02T10:00:00Z');
    for (let index = 0; index < 5; index += 1) {
      expect(limiter.isBlocked('gp:3000000101', start)).toBe(false);
      limiter.record('gp:3000000101', start);
    }
    expect(limiter.isBlocked('gp:3000000101', start)).toBe(true);
    expect(limiter.isBlocked('gp:3000000102', start)).toBe(false);
    expect(limiter.isBlocked('gp:3000000101', new Date(start.getTime() + 10 * 60_000 - 1))).toBe(true);
    expect(limiter.isBlocked('gp:3000000101', new Date(start.getTime() + 10 * 60_000))).toBe(false);
    limiter.clear();
    expect(limiter.isBlocked('gp:3000000101', start)).toBe(false);
  });

  it('tells how long until a blocked key may try again: until its oldest attempt in the window leaves it', () => {
    const limiter = createAttemptLimiter(2, 10 * 60_000);
    const start = new Date('2026-03-02T10:00:00Z');
    const at = (milliseconds: number) => new Date(start.getTime() + milliseconds);
    expect(limiter.retryAfterMs('203.0.113.7', start)).toBe(0);
    limiter.record('203.0.113.7', start);
    limiter.record('203.0.113.7', at(3 * 60_000));
    expect(limiter.limitFor('203.0.113.7')).toBe(2);
    expect(limiter.retryAfterMs('203.0.113.7', at(4 * 60_000))).toBe(6 * 60_000);
    expect(limiter.isBlocked('203.0.113.7', at(10 * 60_000))).toBe(false);
    expect(limiter.retryAfterMs('203.0.113.7', at(10 * 60_000))).toBe(3 * 60_000);
  });

  it('takes each key’s limit from a function of the key', () => {
    const limiter = createAttemptLimiter((key) => (key.startsWith('pair:') ? 2 : 3), 60_000);
    const now = new Date('2026-03-02T10:00:00Z');
    for (let index = 0; index < 2; index += 1) limiter.record('pair:a', now);
    for (let index = 0; index < 2; index += 1) limiter.record('login:a', now);
    expect(limiter.isBlocked('pair:a', now)).toBe(true);
    expect(limiter.isBlocked('login:a', now)).toBe(false);
    limiter.record('login:a', now);
    expect(limiter.isBlocked('login:a', now)).toBe(true);
  });
});
