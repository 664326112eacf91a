import { describe, expect, it } from 'vitest';
import { encodeUnderLimit } from './encodeUnderLimit.ts';

// A fake encoder whose output shrinks with the quality, recording what it was asked.
function fakeEncoder(bytesAt: (quality: number) => number) {
  const asked: number[] = [];
  const encode = async (quality: number) => {
    asked.push(quality);
    return new Blob([new Uint8Array(bytesAt(quality))]);
  };
  return { encode, asked };
}

describe('encodeUnderLimit', () => {
  it('lowers the quality step by step and stops at the first result within the limit', async () => {
    const { encode, asked } = fakeEncoder((quality) => Math.round(quality * 1000));
    const blob = await encodeUnderLimit(encode, 700);
    expect(blob?.size).toBe(650);
    expect(asked).toEqual([0.92, 0.85, 0.75, 0.65]);
  });
  it('keeps the best quality when it fits at once', async () => {
    const { encode, asked } = fakeEncoder(() => 10);
    expect((await encodeUnderLimit(encode, 700))?.size).toBe(10);
    expect(asked).toEqual([0.92]);
  });
  it('gives up below the lowest quality', async () => {
    const { encode, asked } = fakeEncoder(() => 5000);
    expect(await encodeUnderLimit(encode, 700)).toBeUndefined();
    expect(asked.at(-1)).toBe(0.3);
  });
  it('treats a failed encoding as too large', async () => {
    expect(await encodeUnderLimit(async () => null, 700)).toBeUndefined();
  });
});
