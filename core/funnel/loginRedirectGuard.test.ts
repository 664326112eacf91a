import { describe, expect, it } from 'vitest';
import { loginRedirectGuard } from './loginRedirectGuard.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe('loginRedirectGuard', () => {
  it('allows the first redirect, then blocks for 30 seconds', () => {
    const storage = memoryStorage();
    expect(loginRedirectGuard.mayRedirect(storage, 1_000_000)).toBe(true);
    loginRedirectGuard.remember(storage, 1_000_000);
    expect(loginRedirectGuard.mayRedirect(storage, 1_000_000 + 29_999)).toBe(false);
    expect(loginRedirectGuard.mayRedirect(storage, 1_000_000 + 30_000)).toBe(true);
  });
});
