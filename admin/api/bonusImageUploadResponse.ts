import { enums, number, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { maybe } from '../../core/index.ts';

/** The result codes of a bonus image upload (platform.md section 8) plus the 409 of an image already there. */
export const bonusImageUploadCodes = [
  'SUCCESS',
  'ERROR_NO_FILE_CONTENT',
  'ERROR_SIZE_EXCEEDED',
  'ERROR_INVALID_FILE_NAME',
  'ERROR_INVALID_SUFFIX',
  'ERROR_INVALID_FILE_TYPE',
  'ERROR_BONUS_NOT_ADMINISTRATED',
  'ERROR_IMAGE_ALREADY_EXISTS',
  'INTERNAL_SERVER_ERROR',
] as const;

/**
 * The answer of `POST {tenant}/bonus/{materialNumber}/image` (platform.md section 3 "Upload
 * response"): `message` is the result code, `path` the bonus's new image path with its
 * cache-busting stamp, `detail` a German explanation of a broken image rule.
 */
export const bonusImageUploadResponse = type({
  message: enums(bonusImageUploadCodes),
  path: maybe(string()),
  status: maybe(number()),
  timestamp: maybe(string()),
  id: maybe(string()),
  detail: maybe(string()),
});

/** The answer of a bonus image upload. */
export type BonusImageUploadResponse = Infer<typeof bonusImageUploadResponse>;
