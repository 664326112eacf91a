import type { UploadCheckResult } from './UploadCheckResult.ts';
import { maxUploadBytes } from '../../core/api/entities/uploadResponse.ts';
import { detectFileType } from './detectFileType.ts';
import { fileSuffix } from './fileSuffix.ts';
import { isValidUploadFileName } from './isValidUploadFileName.ts';
import { randomStorageName } from './randomStorageName.ts';
import { readImageInfo } from './readImageInfo.ts';

const BONUS_IMAGE_HEIGHT = 164;
const BONUS_IMAGE_MAX_WIDTH = 200;

/**
 * Checks an order bonus image uploaded in the admin area (platform.md sections 5, 8 and 9):
 * empty → ERROR_NO_FILE_CONTENT; over 500 KB → ERROR_SIZE_EXCEEDED (413); a name under
 * 5 characters → ERROR_INVALID_FILE_NAME; a suffix other than png or gif → ERROR_INVALID_SUFFIX;
 * content that is not the PNG or GIF its suffix says, or an image not exactly 164 px high, wider
 * than 200 px or without transparency → ERROR_INVALID_FILE_TYPE with a German `detail`.
 * Failures other than the size answer 400; success answers 200 with a random storage name.
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
  const image = detectFileType(input.bytes) === suffix ? readImageInfo(input.bytes) : undefined;
  if (image === undefined) return invalid(`Die Datei ist kein gültiges ${suffix.toUpperCase()}-Bild.`);
  if (image.height !== BONUS_IMAGE_HEIGHT) {
    return invalid(`Das Bild muss genau ${BONUS_IMAGE_HEIGHT} Pixel hoch sein (es ist ${image.height} Pixel hoch).`);
  }
  if (image.width > BONUS_IMAGE_MAX_WIDTH) {
    return invalid(`Das Bild darf höchstens ${BONUS_IMAGE_MAX_WIDTH} Pixel breit sein (es ist ${image.width} Pixel breit).`);
  }
  if (!image.hasTransparency) return invalid('Das Bild muss einen transparenten Hintergrund haben.');
  return { status: 200, message: 'SUCCESS', storageName: randomStorageName(suffix, input.randomBytes) };
}
