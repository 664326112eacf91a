import { describe, expect, it } from 'vitest';
import { createPaymentUniqueId } from './createPaymentUniqueId.ts';

describe('createPaymentUniqueId', () => {
  it('gives 20 characters of [A-Za-z0-9]', () => {
    expect(createPaymentUniqueId()).toMatch(/^[A-Za-z0-9]{20}$/);
  });
  it('differs between calls', () => {
    const ids = new Set(Array.from({ length: 50 }, () => createPaymentUniqueId()));
    expect(ids.size).toBe(50);
  });
  it('maps random bytes onto the alphabet', () => {
    const bytes = (values: number[]) => (array: Uint8Array) => {
      array.fill(0).set(values.slice(0, array.length));
      return array;
    };
    expect(createPaymentUniqueId(bytes([0, 25, 26, 51, 52, 61, 62, ...Array<number>(13).fill(1)]))).toBe('AZaz09A' + 'B'.repeat(13));
  });
  it('skips bytes that would bias the distribution and draws again', () => {
    let call = 0;
    const random = (array: Uint8Array) => {
      call += 1;
      array.fill(call === 1 ? 255 : 248);
      if (call === 3) array.fill(61);
      return array;
    };
    expect(createPaymentUniqueId(random)).toBe('9'.repeat(20));
    expect(call).toBe(3);
  });
});
