import { checkBonusImageFile, imageTypeOf } from './checkBonusImageFile.ts';
import { checkBonusImagePixels, hasTransparentPixel, type BonusImagePixels } from './checkBonusImagePixels.ts';

async function decode(file: Blob): Promise<BonusImagePixels | undefined> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return undefined;
  }
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return undefined;
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const pixels = canvas.width > 0 && canvas.height > 0 ? context.getImageData(0, 0, canvas.width, canvas.height).data : new Uint8ClampedArray();
  return { width: canvas.width, height: canvas.height, hasTransparency: hasTransparentPixel(pixels) };
}

/**
 * Checks a chosen bonus image in the browser before it is sent (platform.md section 5): name,
 * suffix, type by magic bytes and size from the file, then height, width and transparency by
 * decoding it and looking at every pixel's alpha. Answers one German message per broken rule,
 * none for an image the server will take.
 */
export async function inspectBonusImage(file: File): Promise<string[]> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const messages = checkBonusImageFile({ name: file.name, size: file.size, head });
  const type = imageTypeOf(head);
  if (file.size === 0 || (type !== 'png' && type !== 'gif')) return messages;
  const pixels = await decode(file);
  if (!pixels) return [...messages, 'Das Bild lässt sich nicht lesen; die Datei ist beschädigt.'];
  return [...messages, ...checkBonusImagePixels(pixels)];
}
