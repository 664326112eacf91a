import { Deflate } from 'pako';
import { describe, expect, it } from 'vitest';
import { compressState, decompressState, maxInflatedStateBytes } from './stateCompression.ts';

/** A deflate stream of `megabytes` MB of zeros, made without ever holding them at once. */
function zeroBomb(megabytes: number): string {
  const deflate = new Deflate({ level: 9 });
  const chunks: Uint8Array[] = [];
  deflate.onData = (chunk) => chunks.push(chunk as Uint8Array);
  const zeros = new Uint8Array(1024 * 1024);
  for (let index = 0; index < megabytes; index += 1) deflate.push(zeros, index === megabytes - 1);
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

describe('compressState / decompressState', () => {
  it('round-trips a state, umlauts included, and makes it smaller', () => {
    const json = JSON.stringify({ street: 'Königstraße', items: Array.from({ length: 200 }, (_, index) => ({ index, city: 'München' })) });
    const compressed = compressState(json);
    expect(compressed.length).toBeLessThan(json.length / 4);
    expect(decompressState(compressed)).toEqual({ json });
  });

  // Making the 100 MB bomb takes seconds on a busy machine; the refusal itself is bounded by bytes, not by a clock.
  it('refuses a 100 KB stream that would inflate to 100 MB without allocating it', { timeout: 60_000 }, () => {
    const bomb = zeroBomb(100);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const heapBefore = process.memoryUsage().arrayBuffers;
    expect(decompressState(bomb)).toEqual({ failure: 'tooLarge' });
    // What was inflated before the refusal stays near the 1 MB limit, nowhere near 100 MB.
    expect(process.memoryUsage().arrayBuffers - heapBefore).toBeLessThan(8 * maxInflatedStateBytes);
  });

  it('accepts exactly up to the limit and refuses one byte more', () => {
    const atLimit = compressState('x'.repeat(1000));
    expect(decompressState(atLimit, 1000)).toEqual({ json: 'x'.repeat(1000) });
    expect(decompressState(atLimit, 999)).toEqual({ failure: 'tooLarge' });
  });

  it('refuses text that is not base64, a corrupt stream and a truncated one', () => {
    expect(decompressState('not base64 !!')).toEqual({ failure: 'notBase64' });
    expect(decompressState(btoa('this is no deflate stream'))).toEqual({ failure: 'corrupt' });
    const whole = atob(compressState(JSON.stringify({ a: 'b'.repeat(5000) })));
    expect(decompressState(btoa(whole.slice(0, Math.floor(whole.length / 2))))).toEqual({ failure: 'corrupt' });
  });
});
