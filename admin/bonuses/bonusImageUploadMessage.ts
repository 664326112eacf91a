import type { BonusImageUploadOutcome } from '../api/createAdminApiClient.ts';
import type { BonusImageUploadResponse } from '../api/bonusImageUploadResponse.ts';

/** What the page says after an upload: success or the reason of the refusal. */
export interface UploadMessage {
  readonly kind: 'success' | 'error';
  readonly text: string;
}

/** The German message per result code of platform.md section 8. */
const texts: Readonly<Record<BonusImageUploadResponse['message'], string>> = {
  SUCCESS: 'Das Bild wurde hochgeladen und ist ab sofort bei der Prämie zu sehen.',
  ERROR_SIZE_EXCEEDED: 'Die Datei ist zu groß: Ein Prämienbild darf höchstens 500 KB groß sein.',
  ERROR_INVALID_FILE_NAME: 'Der Dateiname ist ungültig: Er muss mindestens 5 Zeichen lang sein.',
  ERROR_INVALID_SUFFIX: 'Die Dateiendung ist ungültig: Erlaubt sind nur PNG- und GIF-Dateien.',
  ERROR_INVALID_FILE_TYPE: 'Der Dateityp ist ungültig oder das Bild erfüllt die Vorgaben nicht.',
  ERROR_NO_FILE_CONTENT: 'Es ist keine Datei angekommen. Bitte wählen Sie eine Bilddatei aus.',
  INTERNAL_SERVER_ERROR: 'Beim Hochladen ist ein Serverfehler aufgetreten. Bitte versuchen Sie es in einigen Minuten erneut.',
  ERROR_BONUS_NOT_ADMINISTRATED: 'Für diese Prämie können bei diesem Titel keine Bilder hinterlegt werden (die Prämie ist hier nicht angelegt).',
  ERROR_IMAGE_ALREADY_EXISTS: 'Genau dieses Bild ist bei der Prämie bereits hinterlegt.',
};

/** Any other failure: a refused or lost call, an answer without a result code. */
export const uploadFailedText = 'Das Bild konnte nicht hochgeladen werden. Bitte versuchen Sie es erneut.';

/**
 * The message of an image upload's outcome (platform.md section 8): each result code in German,
 * with the server's German `detail` where it names the broken rule; a 500 is a server error
 * whatever its body; `undefined` (the call failed otherwise) the general failure.
 */
export function bonusImageUploadMessage(outcome: BonusImageUploadOutcome | undefined): UploadMessage {
  if (outcome?.httpStatus === 500) return { kind: 'error', text: texts.INTERNAL_SERVER_ERROR };
  const code = outcome?.response?.message;
  if (!code) return { kind: 'error', text: uploadFailedText };
  if (code === 'SUCCESS') return outcome?.httpStatus === 200 ? { kind: 'success', text: texts.SUCCESS } : { kind: 'error', text: uploadFailedText };
  const detail = outcome?.response?.detail;
  return { kind: 'error', text: detail && detail !== texts[code] ? `${texts[code]} ${detail}` : texts[code] };
}
