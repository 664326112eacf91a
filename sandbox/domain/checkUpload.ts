import type { UploadCheckResult } from './UploadCheckResult.ts';
import { maxUploadBytes } from '../../core/api/entities/uploadResponse.ts';
import { detectFileType, mediaTypes } from './detectFileType.ts';
import { isValidUploadFileName } from './isValidUploadFileName.ts';
import type { ImageFlaw } from './imageFlawDetail.ts';
import { type GifLayout, readGifLayout } from './readGifLayout.ts';
import { type PngLayout, readPngLayout } from './readPngLayout.ts';

/** Allowed suffixes of the enrolment certificate and the file type each must contain. */
const SUFFIX_TYPES: Readonly<Record<string, 'pdf' | 'png' | 'jpeg' | 'gif'>> = {
  pdf: 'pdf', jpg: 'jpeg', jpeg: 'jpeg', png: 'png', gif: 'gif',
};

/**
 * Checks a student enrolment certificate upload (funnel.md sections 4, 5, 8 and 9), in this order:
 * empty → ERROR_NO_FILE_CONTENT (400); over 500 KB → ERROR_SIZE_EXCEEDED (413); a name under
 * 5 characters or with path separators or control characters → ERROR_INVALID_FILE_NAME (400);
 * a suffix other than pdf, jpg, jpeg, png, gif (any case) → ERROR_INVALID_SUFFIX (400); content
 * whose magic bytes do not match the suffix, or a PNG or GIF whose structure is flawed (`readImageLayout`:
 * bytes after its end, width or height 0, a frame outside the screen, broken chunks) → ERROR_INVALID_FILE_TYPE
 * (400); else SUCCESS (200) with a random storage name and the media type of the magic bytes.
 */
export function checkUpload(input: {
  readonly fileName: string;
  readonly bytes: Uint8Array;
  readonly randomBytes?: (size: number) => Uint8Array;
}): UploadCheckResult {
  if (input.bytes.length === 0) return { status: 400, message: 'ERROR_NO_FILE_CONTENT' };
  if (input.bytes.length > maxUploadBytes) return { status: 413, message: 'ERROR_SIZE_EXCEEDED' };
  if (!isValidUploadFileName(input.fileName)) return { status: 400, message: 'ERROR_INVALID_FILE_NAME' };
  const suffix = fileSuffix(input.fileName);
  const expectedType = SUFFIX_TYPES[suffix];
  if (expectedType === undefined) return { status: 400, message: 'ERROR_INVALID_SUFFIX' };
  if (detectFileType(input.bytes) !== expectedType) return { status: 400, message: 'ERROR_INVALID_FILE_TYPE' };
  // Only the structure is checked: a certificate is stored, never decoded or served back.
  if ((expectedType === 'png' || expectedType === 'gif') && typeof readImageLayout(input.bytes) === 'string') {
    return { status: 400, message: 'ERROR_INVALID_FILE_TYPE' };
  }
  return { status: 200, message: 'SUCCESS', storageName: randomStorageName(suffix, input.randomBytes), contentType: mediaTypes[expectedType] };
}

/** The lower-cased part of a file name after its last dot; empty when there is none. */
export function fileSuffix(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * A random file name for storing an upload: 32 hex digits from 16 random bytes plus the
 * suffix. `randomBytes` is injectable for deterministic tests; it defaults to Web Crypto.
 */
export function randomStorageName(
  suffix: string,
  randomBytes: (size: number) => Uint8Array = (size) => crypto.getRandomValues(new Uint8Array(size)),
): string {
  const hex = [...randomBytes(16)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex}.${suffix}`;
}

/**
 * The structure of a PNG or GIF (`readPngLayout`, `readGifLayout`), read without inflating or decompressing anything;
 * the flaw that makes it unacceptable; 'malformed' for any other file.
 */
export function readImageLayout(bytes: Uint8Array): PngLayout | GifLayout | ImageFlaw {
  const type = detectFileType(bytes);
  if (type === 'png') return readPngLayout(bytes);
  if (type === 'gif') return readGifLayout(bytes);
  return 'malformed';
}
