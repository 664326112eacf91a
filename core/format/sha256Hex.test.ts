import { describe, expect, it } from 'vitest';
import { sha256Hex } from './sha256Hex.ts';

describe('sha256Hex', () => {
  it('matches the published SHA-256 test vectors', async () => {
    expect(await sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
  it('hashes UTF-8', async () => {
    expect(await sha256Hex('ä')).not.toBe(await sha256Hex('a'));
    expect(await sha256Hex('ä')).toMatch(/^[0-9a-f]{64}$/);
  });
});
