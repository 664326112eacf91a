import { enums, number, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { maybe, uploadResultCodes } from '../../core/index.ts';

/** The result codes of a bonus image upload (platform.md section 8) plus the 409 of an image already there. */
const bonusImageUploadCodes = [...uploadResultCodes, 'ERROR_BONUS_NOT_ADMINISTRATED', 'ERROR_IMAGE_ALREADY_EXISTS'] as const;

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
