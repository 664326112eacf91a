import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminApiClient } from '../../admin/api/createAdminApiClient.ts';
import { buildImageBytes } from '../domain/buildImageBytes.ts';
import { seedStaffLogin } from '../seed/seedAdminArea.ts';
import { gifFrameWiderThanScreen, inflateBombPng, withTail } from '../testing/hostileImages.ts';
import { startTestSandbox } from '../testing/testSandbox.ts';
import type { TestSandbox } from '../testing/testSandbox.ts';

let sandbox: TestSandbox;
let user: AdminApiClient;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.sandbox.close());
beforeEach(async () => {
  await sandbox.fetch('/sandbox/reset', { method: 'POST' });
  user = sandbox.adminClient({ tenant: 'kwz', cookie: await sandbox.staffLogin(seedStaffLogin('kwz', 'benutzer')) });
});

const image = (type: 'png' | 'gif', width: number, height: number, transparency: 'none' | 'alpha' | 'tRNS' | 'declaredOnly' = 'alpha') =>
  buildImageBytes({ type, width, height, transparency });

/** The start of a JPEG file (SOI, JFIF APP0 segment) and its end marker. */
const jpegBytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);

function padded(bytes: Uint8Array, size: number): Uint8Array {
  const result = new Uint8Array(size);
  result.set(bytes);
  return result;
}

const upload = async (bytes: Uint8Array, fileName: string, materialNumber = 'KWZ-B-KOPFHOERER') =>
  user.uploadBonusImage(materialNumber, new Blob([new Uint8Array(bytes)]), fileName);

describe('bonus image upload (platform.md sections 5 and 8)', () => {
  it.each([
    ['a transparent PNG (alpha channel)', image('png', 200, 164), 'kopfhoerer.png'],
    ['a transparent PNG (tRNS)', image('png', 120, 164, 'tRNS'), 'kopfhoerer-trns.png'],
    ['a transparent GIF', image('gif', 150, 164, 'tRNS'), 'kopfhoerer.gif'],
  ])('accepts %s: the bonus shows it at once, for staff and readers', async (_case, bytes, fileName) => {
    const outcome = await upload(bytes, fileName);
    expect(outcome.httpStatus).toBe(200);
    expect(outcome.response).toMatchObject({ message: 'SUCCESS', status: 200 });
    const path = outcome.response!.path!;
    expect(path).toMatch(/^\/api\/customizing-service\/v1\/swmh\/kwz\/bonus\/KWZ-B-KOPFHOERER\/image\?v=[0-9a-f]{12}$/);
    expect((await user.bonus('KWZ-B-KOPFHOERER')).imagePath).toBe(path);
    const reader = await sandbox.client({ tenant: 'kwz' }).initialFormData({ wa: 'KWZ-PRINT-PRAEMIE' });
    expect(reader.formData?.salesCampaign.bonuses?.find((entry) => entry.bonus.materialNumber === 'KWZ-B-KOPFHOERER')?.bonus.imagePath).toBe(path);
    const served = await sandbox.fetch(path);
    expect(served.headers.get('content-type')).toBe(`image/${fileName.split('.').pop()}`);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });

  it('gives every new image a new stamp, and refuses the very image the bonus already shows with 409', async () => {
    const first = await upload(image('png', 100, 164), 'kopfhoerer.png');
    const second = await upload(image('png', 110, 164), 'kopfhoerer.png');
    expect(second.httpStatus).toBe(200);
    expect(second.response!.path).not.toBe(first.response!.path);
    const again = await upload(image('png', 110, 164), 'kopfhoerer-kopie.png');
    expect(again).toMatchObject({ httpStatus: 409, response: { message: 'ERROR_IMAGE_ALREADY_EXISTS', detail: 'Genau dieses Bild ist bei der Prämie bereits hinterlegt.' } });
    expect((await user.bonus('KWZ-B-KOPFHOERER')).imagePath).toBe(second.response!.path);
  });

  it.each([
    ['an opaque PNG', image('png', 120, 164, 'none'), 'undurchsichtig.png', 400, 'ERROR_INVALID_FILE_TYPE', 'Das Bild muss einen transparenten Hintergrund haben.'],
    ['an opaque GIF', image('gif', 120, 164, 'none'), 'undurchsichtig.gif', 400, 'ERROR_INVALID_FILE_TYPE', 'Das Bild muss einen transparenten Hintergrund haben.'],
    ['a PNG too tall', image('png', 120, 165), 'zu-hoch.png', 400, 'ERROR_INVALID_FILE_TYPE', 'Das Bild muss genau 164 Pixel hoch sein (es ist 165 Pixel hoch).'],
    ['a GIF too low', image('gif', 120, 100, 'tRNS'), 'zu-niedrig.gif', 400, 'ERROR_INVALID_FILE_TYPE', 'Das Bild muss genau 164 Pixel hoch sein (es ist 100 Pixel hoch).'],
    ['a PNG too wide', image('png', 201, 164), 'zu-breit.png', 400, 'ERROR_INVALID_FILE_TYPE', 'Das Bild darf höchstens 200 Pixel breit sein (es ist 201 Pixel breit).'],
    ['a PNG over 500 KB', padded(image('png', 120, 164), 500 * 1024 + 1), 'zu-gross.png', 413, 'ERROR_SIZE_EXCEEDED', 'Das Bild darf höchstens 500 KB groß sein.'],
    ['a JPEG renamed to .png', jpegBytes, 'umbenannt.png', 400, 'ERROR_INVALID_FILE_TYPE', 'Die Datei ist kein gültiges PNG-Bild.'],
    ['a JPEG', jpegBytes, 'foto.jpg', 400, 'ERROR_INVALID_SUFFIX', 'Erlaubt sind nur PNG- und GIF-Dateien.'],
    ['a file name under 5 characters', image('png', 120, 164), '.png', 400, 'ERROR_INVALID_FILE_NAME', 'Der Dateiname muss mindestens 5 Zeichen lang sein und darf keine Schrägstriche enthalten.'],
    ['an empty file', new Uint8Array(0), 'leer.png', 400, 'ERROR_NO_FILE_CONTENT', 'Bitte wählen Sie eine Bilddatei aus.'],
  ])('refuses %s', async (_case, bytes, fileName, status, message, detail) => {
    const before = (await user.bonus('KWZ-B-KOPFHOERER')).imagePath;
    const outcome = await upload(bytes, fileName);
    expect(outcome.httpStatus).toBe(status);
    expect(outcome.response?.message).toBe(message);
    expect(outcome.response?.detail).toBe(detail);
    expect((await user.bonus('KWZ-B-KOPFHOERER')).imagePath).toBe(before);
  });

  it('refuses a body far over the limit before reading it, with the same result code', async () => {
    const outcome = await upload(padded(image('png', 120, 164), 600 * 1024), 'riesig.png');
    expect(outcome).toMatchObject({ httpStatus: 413, response: { message: 'ERROR_SIZE_EXCEEDED' } });
  });

  it('refuses an image for a bonus the tenant does not have ("wrong tenant") with 400', async () => {
    const outcome = await upload(image('png', 120, 164), 'kalender.png', 'MAZ-B-KALENDER');
    expect(outcome).toMatchObject({ httpStatus: 400, response: { message: 'ERROR_BONUS_NOT_ADMINISTRATED' } });
    expect((await sandbox.fetch('/api/customizing-service/v1/swmh/maz/bonus/MAZ-B-KALENDER/image')).status).toBe(404);
  });

  it('refuses a request without the imageFile part', async () => {
    const cookie = await sandbox.staffLogin(seedStaffLogin('kwz', 'benutzer'));
    const form = new FormData();
    form.append('datei', new Blob([new Uint8Array(image('png', 120, 164))]), 'kopfhoerer.png');
    const answer = await sandbox.fetch('/api/customizing-service/v1/swmh/kwz/bonus/KWZ-B-KOPFHOERER/image', { method: 'POST', headers: { cookie, origin: sandbox.sandbox.url }, body: form });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ message: 'ERROR_NO_FILE_CONTENT' });
  });
});

describe('bonus images judged by their decoded pixels (sandbox/README.md, Uploads and images)', () => {
  const refusal = async (bytes: Uint8Array, fileName: string) => {
    const before = (await user.bonus('KWZ-B-KOPFHOERER')).imagePath;
    const outcome = await upload(bytes, fileName);
    expect((await user.bonus('KWZ-B-KOPFHOERER')).imagePath).toBe(before);
    return { status: outcome.httpStatus, message: outcome.response?.message, detail: outcome.response?.detail };
  };

  it.each([
    ['an RGBA PNG whose pixels are all opaque', image('png', 120, 164, 'declaredOnly'), 'undurchsichtig.png', 'Das Bild muss einen transparenten Hintergrund haben.'],
    ['a GIF that names a transparent colour no pixel has', image('gif', 120, 164, 'declaredOnly'), 'undurchsichtig.gif', 'Das Bild muss einen transparenten Hintergrund haben.'],
    ['a PNG of width 0', image('png', 0, 164), 'schmal.png', 'Das Bild muss mindestens 1 Pixel breit und hoch sein.'],
    ['a PNG with an HTML tail', withTail(image('png', 120, 164), '<html><script>alert(document.cookie)</script></html>'), 'polyglott.png', 'Nach dem Ende des PNG-Bildes folgen weitere Daten. Bitte speichern Sie das Bild neu.'],
    ['a GIF with a script tail', withTail(image('gif', 120, 164, 'tRNS'), '*/=1;alert(document.cookie)//'), 'polyglott.gif', 'Nach dem Ende des GIF-Bildes folgen weitere Daten. Bitte speichern Sie das Bild neu.'],
    ['a GIF whose frame is wider than its screen', gifFrameWiderThanScreen(100, 150), 'rahmen.gif', 'Ein Einzelbild des GIF-Bildes ragt über dessen Bildfläche hinaus.'],
  ])('refuses %s with 400 ERROR_INVALID_FILE_TYPE', async (_case, bytes, fileName, detail) => {
    expect(await refusal(bytes, fileName)).toEqual({ status: 400, message: 'ERROR_INVALID_FILE_TYPE', detail });
  });

  // Inflates 100 MB on purpose: seconds on a busy CI machine; the ceiling is shown by the refusal, not by a clock.
  it('refuses a 200 × 164 PNG whose image data inflates to 100 MB at the inflate ceiling', async () => {
    const bomb = inflateBombPng();
    expect(bomb.length).toBeLessThan(500 * 1024);
    // This detail comes only from the ceiling of the exact scanline size: the inflate stopped there, not at the end.
    expect(await refusal(bomb, 'bombe.png')).toEqual({
      status: 400, message: 'ERROR_INVALID_FILE_TYPE', detail: 'Die Bilddaten sind größer, als es die Bildgröße zulässt. Bitte speichern Sie das Bild neu.',
    });
  }, 30_000);
});
