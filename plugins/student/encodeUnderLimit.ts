/** JPEG qualities tried in turn: a certificate must stay readable, so the steps stop at 0.3. */
const jpegQualities = [0.92, 0.85, 0.75, 0.65, 0.55, 0.45, 0.35, 0.3] as const;

/**
 * Encodes with decreasing quality until the result is at most `maxBytes`; the first small enough
 * result, or undefined when even the lowest quality is too large (or encoding fails).
 */
export async function encodeUnderLimit(encode: (quality: number) => Promise<Blob | null>, maxBytes: number): Promise<Blob | undefined> {
  for (const quality of jpegQualities) {
    const blob = await encode(quality);
    if (blob && blob.size <= maxBytes) return blob;
  }
  return undefined;
}
