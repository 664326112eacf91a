import { maxUploadBytes } from '../../core/index.ts';
import { compressedFileName } from './compressedFileName.ts';
import { encodeUnderLimit } from './encodeUnderLimit.ts';
import { fitWithin } from './fitWithin.ts';
import type { PreparedCertificate } from './PreparedCertificate.ts';

// The certificate limits of funnel.md sections 5 and 9: the upload's 500 KB and 595 × 842 pixels.
const maxWidth = 595;
const maxHeight = 842;

/**
 * Brings a chosen certificate within the spec's limits before upload (funnel.md sections 5 and 9:
 * 500 KB, 595 × 842 pixels): a PDF passes unchanged when small enough; an image that is too large
 * in bytes or pixels is scaled down (aspect kept) on a white canvas and encoded as JPEG with
 * decreasing quality until it is at most 500 KB, named like the original with .jpg. An image the
 * browser cannot decode goes unchanged, so the server's checks answer for it. Loaded lazily: only
 * the student upload needs canvas code.
 */
export async function prepareCertificate(file: File): Promise<PreparedCertificate> {
  if (/\.pdf$/i.test(file.name)) return file.size <= maxUploadBytes ? { kind: 'ready', file } : { kind: 'tooLarge' };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { kind: 'ready', file };
  }
  try {
    if (file.size <= maxUploadBytes && bitmap.width <= maxWidth && bitmap.height <= maxHeight) return { kind: 'ready', file };
    const size = fitWithin(bitmap.width, bitmap.height, maxWidth, maxHeight);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return { kind: 'tooLarge' };
    // JPEG has no transparency: a transparent PNG scan would turn black without a white ground.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await encodeUnderLimit((quality) => new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality)), maxUploadBytes);
    if (!blob) return { kind: 'tooLarge' };
    return { kind: 'ready', file: new File([blob], compressedFileName(file.name), { type: 'image/jpeg' }), originalBytes: file.size };
  } finally {
    bitmap.close();
  }
}
