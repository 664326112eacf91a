import { describe, expect, it } from 'vitest';
import { bonusImageUploadMessage, uploadFailedText } from './bonusImageUploadMessage.ts';

const answer = (httpStatus: number, message: string, detail?: string) =>
  ({ httpStatus, response: { message, ...(detail ? { detail } : {}) } }) as Parameters<typeof bonusImageUploadMessage>[0];

describe('bonusImageUploadMessage (platform.md section 8)', () => {
  it.each([
    [200, 'SUCCESS', 'success', 'Das Bild wurde hochgeladen'],
    [413, 'ERROR_SIZE_EXCEEDED', 'error', 'Die Datei ist zu groß'],
    [400, 'ERROR_INVALID_FILE_NAME', 'error', 'Der Dateiname ist ungültig'],
    [400, 'ERROR_INVALID_SUFFIX', 'error', 'Die Dateiendung ist ungültig'],
    [400, 'ERROR_INVALID_FILE_TYPE', 'error', 'Der Dateityp ist ungültig'],
    [400, 'ERROR_NO_FILE_CONTENT', 'error', 'Es ist keine Datei angekommen'],
    [400, 'ERROR_BONUS_NOT_ADMINISTRATED', 'error', 'Für diese Prämie können bei diesem Titel keine Bilder hinterlegt werden'],
    [409, 'ERROR_IMAGE_ALREADY_EXISTS', 'error', 'Genau dieses Bild ist bei der Prämie bereits hinterlegt.'],
    [500, 'INTERNAL_SERVER_ERROR', 'error', 'Beim Hochladen ist ein Serverfehler aufgetreten'],
  ])('says what %i %s means', (status, code, kind, start) => {
    const message = bonusImageUploadMessage(answer(status, code));
    expect(message.kind).toBe(kind);
    expect(message.text.startsWith(start)).toBe(true);
  });

  it('adds the server detail that names the broken rule, once', () => {
    expect(bonusImageUploadMessage(answer(400, 'ERROR_INVALID_FILE_TYPE', 'Das Bild muss einen transparenten Hintergrund haben.')).text).toBe(
      'Der Dateityp ist ungültig oder das Bild erfüllt die Vorgaben nicht. Das Bild muss einen transparenten Hintergrund haben.',
    );
    expect(bonusImageUploadMessage(answer(409, 'ERROR_IMAGE_ALREADY_EXISTS', 'Genau dieses Bild ist bei der Prämie bereits hinterlegt.')).text).toBe(
      'Genau dieses Bild ist bei der Prämie bereits hinterlegt.',
    );
  });

  it('takes any 500 as a server error and everything else without a code as the general failure', () => {
    expect(bonusImageUploadMessage({ httpStatus: 500, response: undefined }).text).toMatch(/^Beim Hochladen ist ein Serverfehler/);
    expect(bonusImageUploadMessage({ httpStatus: 400, response: undefined })).toEqual({ kind: 'error', text: uploadFailedText });
    expect(bonusImageUploadMessage(undefined)).toEqual({ kind: 'error', text: uploadFailedText });
  });
});
