import { deflate, Inflate } from 'pako';

/** The most a restored state may inflate to (docs/security.md, "Security model": pako has no output cap of its own). */
export const maxInflatedStateBytes = 1024 * 1024;

/** Input is fed in slices this small, so one push can never produce more than about 1 MB. */
const inputSliceBytes = 1024;

/** Raised inside pako's output callback to stop inflating at once. */
class InflateLimitReached extends Error {}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let offset = 0; offset < bytes.length; offset += 0x8000) binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array | undefined {
  try {
    const binary = atob(text.trim());
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
    return bytes;
  } catch {
    return undefined;
  }
}

/** Deflates a JSON text and answers it as base64, the text body POST storedData takes. */
export function compressState(json: string): string {
  return toBase64(deflate(new TextEncoder().encode(json), { level: 9 }));
}

/** Why a stored state could not be read back. */
export type DecompressFailure = 'notBase64' | 'corrupt' | 'tooLarge';

/**
 * Inflates a stored state, refusing more than `maxBytes` of output without ever allocating it:
 * the input goes into a streamed Inflate in small slices, and a byte counter in the output
 * callback stops the stream as soon as the limit is passed.
 */
export function decompressState(text: string, maxBytes: number = maxInflatedStateBytes): { json: string } | { failure: DecompressFailure } {
  const input = fromBase64(text);
  if (!input) return { failure: 'notBase64' };
  const inflate = new Inflate({ chunkSize: 16 * 1024 });
  const chunks: Uint8Array[] = [];
  let total = 0;
  inflate.onData = (chunk) => {
    total += chunk.length;
    if (total > maxBytes) throw new InflateLimitReached();
    chunks.push(chunk as Uint8Array);
  };
  inflate.onEnd = () => {};
  try {
    for (let offset = 0; offset < input.length && !inflate.ended; offset += inputSliceBytes) {
      const last = offset + inputSliceBytes >= input.length;
      inflate.push(input.subarray(offset, offset + inputSliceBytes), last);
      if (inflate.err) return { failure: 'corrupt' };
    }
  } catch (error) {
    if (error instanceof InflateLimitReached) return { failure: 'tooLarge' };
    return { failure: 'corrupt' };
  }
  if (!inflate.ended || inflate.err) return { failure: 'corrupt' };
  const bytes = new Uint8Array(total);
  let position = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, position);
    position += chunk.length;
  }
  try {
    return { json: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { failure: 'corrupt' };
  }
}
