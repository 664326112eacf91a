import type { UploadCheckResult } from './UploadCheckResult.ts';
import { maxUploadBytes } from '../../core/api/entities/uploadResponse.ts';
import { detectFileType, mediaTypes } from './detectFileType.ts';
import { fileSuffix, randomStorageName, readImageLayout } from './checkUpload.ts';
import { hasTransparentPixel } from './hasTransparentPixel.ts';
import { imageFlawDetail } from './imageFlawDetail.ts';
import { isValidUploadFileName } from './isValidUploadFileName.ts';

const BONUS_IMAGE_HEIGHT = 164;
const BONUS_IMAGE_MAX_WIDTH = 200;

/**
 * Checks an order bonus image uploaded in the admin area (platform.md sections 5, 8 and 9):
 * empty → ERROR_NO_FILE_CONTENT; over 500 KB → ERROR_SIZE_EXCEEDED (413); a name under
 * 5 characters → ERROR_INVALID_FILE_NAME; a suffix other than png or gif → ERROR_INVALID_SUFFIX;
 * ERROR_INVALID_FILE_TYPE with a German `detail` for content that is not the PNG or GIF its suffix
 * says, a flawed structure (`readImageLayout`: bytes after the image's end, width or height 0, a GIF
 * frame outside its screen), an image not exactly 164 px high or wider than 200 px, image data that
 * inflates to more than that size needs, or decoded pixels none of which is transparent. The pixels
 * are decoded only after the size rules hold. Failures other than the size answer 400; success
 * answers 200 with a random storage name and the media type of the content.
 */
export function checkBonusImage(input: {
  readonly fileName: string;
  readonly bytes: Uint8Array;
  readonly randomBytes?: (size: number) => Uint8Array;
}): UploadCheckResult {
  if (input.bytes.length === 0) return { status: 400, message: 'ERROR_NO_FILE_CONTENT', detail: 'Bitte wählen Sie eine Bilddatei aus.' };
  if (input.bytes.length > maxUploadBytes) {
    return { status: 413, message: 'ERROR_SIZE_EXCEEDED', detail: 'Das Bild darf höchstens 500 KB groß sein.' };
  }
  if (!isValidUploadFileName(input.fileName)) {
    return { status: 400, message: 'ERROR_INVALID_FILE_NAME', detail: 'Der Dateiname muss mindestens 5 Zeichen lang sein und darf keine Schrägstriche enthalten.' };
  }
  const suffix = fileSuffix(input.fileName);
  if (suffix !== 'png' && suffix !== 'gif') {
    return { status: 400, message: 'ERROR_INVALID_SUFFIX', detail: 'Erlaubt sind nur PNG- und GIF-Dateien.' };
  }
  const invalid = (detail: string): UploadCheckResult => ({ status: 400, message: 'ERROR_INVALID_FILE_TYPE', detail });
  if (detectFileType(input.bytes) !== suffix) return invalid(imageFlawDetail('malformed', suffix));
  const image = readImageLayout(input.bytes);
  if (typeof image === 'string') return invalid(imageFlawDetail(image, suffix));
  if (image.height !== BONUS_IMAGE_HEIGHT) {
    return invalid(`Das Bild muss genau ${BONUS_IMAGE_HEIGHT} Pixel hoch sein (es ist ${image.height} Pixel hoch).`);
  }
  if (image.width > BONUS_IMAGE_MAX_WIDTH) {
    return invalid(`Das Bild darf höchstens ${BONUS_IMAGE_MAX_WIDTH} Pixel breit sein (es ist ${image.width} Pixel breit).`);
  }
  const transparent = hasTransparentPixel(input.bytes, image);
  if (typeof transparent === 'string') return invalid(imageFlawDetail(transparent, suffix));
  if (!transparent) return invalid('Das Bild muss einen transparenten Hintergrund haben.');
  return { status: 200, message: 'SUCCESS', storageName: randomStorageName(suffix, input.randomBytes), contentType: mediaTypes[suffix] };
}
