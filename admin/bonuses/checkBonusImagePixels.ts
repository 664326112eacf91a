import { bonusImageRules } from './checkBonusImageFile.ts';

/** What decoding a bonus image tells: its size in pixels and whether any pixel is (partly) transparent. */
export interface BonusImagePixels {
  readonly width: number;
  readonly height: number;
  readonly hasTransparency: boolean;
}

/** Whether RGBA pixel data (as a canvas's getImageData gives it) holds a pixel with alpha below 255. */
export function hasTransparentPixel(rgba: ArrayLike<number>): boolean {
  for (let index = 3; index < rgba.length; index += 4) {
    if ((rgba[index] ?? 255) < 255) return true;
  }
  return false;
}

/**
 * The rules a decoded bonus image breaks (platform.md section 5), one German message per rule:
 * exactly 164 pixels high, at most 200 pixels wide, a transparent background.
 */
export function checkBonusImagePixels(image: BonusImagePixels): string[] {
  const messages: string[] = [];
  if (image.height !== bonusImageRules.height) {
    messages.push(`Das Bild muss genau ${bonusImageRules.height} Pixel hoch sein (es ist ${image.height} Pixel hoch).`);
  }
  if (image.width > bonusImageRules.maxWidth) {
    messages.push(`Das Bild darf höchstens ${bonusImageRules.maxWidth} Pixel breit sein (es ist ${image.width} Pixel breit).`);
  }
  if (!image.hasTransparency) messages.push('Das Bild muss einen transparenten Hintergrund haben.');
  return messages;
}
