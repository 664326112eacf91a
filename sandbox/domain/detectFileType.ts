const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

const ascii = (text: string): number[] => [...text].map((character) => character.charCodeAt(0));

/** A file type that `detectFileType` recognises. */
type DetectedFileType = 'pdf' | 'png' | 'jpeg' | 'gif';

/** The media type stored and served for each detected file type: from the content, never from what the client declared. */
export const mediaTypes: Readonly<Record<DetectedFileType, string>> = {
  pdf: 'application/pdf', png: 'image/png', jpeg: 'image/jpeg', gif: 'image/gif',
};

/**
 * The file type its first bytes (magic numbers) reveal: PDF ("%PDF-"), PNG (the 8-byte PNG
 * signature), JPEG (FF D8 FF) or GIF ("GIF87a" / "GIF89a"); undefined for anything else.
 */
export function detectFileType(bytes: Uint8Array): DetectedFileType | undefined {
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  return undefined;
}
