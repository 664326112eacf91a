/**
 * The size of an image scaled down, aspect kept, to fit `maxWidth` × `maxHeight`; an image that
 * fits already keeps its size (never scaled up). Sides are whole pixels, at least 1.
 */
export function fitWithin(width: number, height: number, maxWidth: number, maxHeight: number): { readonly width: number; readonly height: number } {
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) };
}
