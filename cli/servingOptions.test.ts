import { describe, expect, it } from 'vitest';
import { resolveLatency, resolvePort } from './servingOptions.ts';

describe('resolvePort', () => {
  it('prefers --port, then PORT, then the default', () => {
    expect(resolvePort('9000', { PORT: '7000' }, 8080)).toBe(9000);
    expect(resolvePort(undefined, { PORT: '7000' }, 8080)).toBe(7000);
    expect(resolvePort(undefined, {}, 8080)).toBe(8080);
  });

  it('rejects what is not a port, naming where it came from', () => {
    expect(() => resolvePort('abc', {}, 8080)).toThrow('--port must be a port number from 1 to 65535, got "abc".');
    expect(() => resolvePort(undefined, { PORT: '70000' }, 8080)).toThrow(/^PORT must be/);
    expect(() => resolvePort('0', {}, 8080)).toThrow(/got "0"/);
  });
});

describe('resolveLatency', () => {
  it('is the spec’s 500 ms unless SANDBOX_LATENCY_MS says otherwise', () => {
    expect(resolveLatency({})).toBe(500);
    expect(resolveLatency({ SANDBOX_LATENCY_MS: '0' })).toBe(0);
    expect(resolveLatency({ SANDBOX_LATENCY_MS: '1200' })).toBe(1200);
    expect(() => resolveLatency({ SANDBOX_LATENCY_MS: 'fast' })).toThrow(/whole number of milliseconds/);
  });
});
