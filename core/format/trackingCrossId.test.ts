import { describe, expect, it } from 'vitest';
import { sha256Hex } from './sha256Hex.ts';
import { trackingCrossId } from './trackingCrossId.ts';

describe('trackingCrossId', () => {
  it('hashes the trimmed, lower-cased e-mail', async () => {
    const expected = await sha256Hex('max@example.de');
    expect(await trackingCrossId('  Max@Example.DE ')).toBe(expected);
    expect(await trackingCrossId('max@example.de')).toBe(expected);
  });
  it('gives an empty id without an e-mail', async () => {
    expect(await trackingCrossId(undefined)).toBe('');
    expect(await trackingCrossId('   ')).toBe('');
  });
});
