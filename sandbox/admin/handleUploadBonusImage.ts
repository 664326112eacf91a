import type { BonusImageUploadResponse } from '../../admin/api/bonusImageUploadResponse.ts';
import { checkBonusImage } from '../domain/checkBonusImage.ts';
import type { ApiAnswer } from '../server/apiFailure.ts';
import type { AdminHandler } from './AdminHandler.ts';
import { adminHref } from './AdminHandler.ts';
import { loadTenantBonuses, storeBonus } from './bonuses.ts';
import { recordAudit } from './auditLog.ts';

async function uploadedFile(body: Buffer, contentType: string): Promise<File | undefined> {
  try {
    const file = (await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData()).get('imageFile');
    return file instanceof File ? file : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST {tenant}/bonus/{materialNumber}/image (multipart `imageFile`): checks the image by every
 * rule of platform.md section 5 (checkBonusImage) and makes it the bonus's image, served back at
 * GET …/image. Answers the result codes of section 8: 400 ERROR_BONUS_NOT_ADMINISTRATED for a
 * bonus the tenant does not have ("wrong tenant"), 400 / 413 for a broken rule (with a German
 * `detail`), 409 ERROR_IMAGE_ALREADY_EXISTS when the bonus already shows exactly this image, and
 * 200 SUCCESS with `path`, the bonus's new image path with a cache-busting stamp.
 */
export const handleUploadBonusImage: AdminHandler = async (context, request) => {
  const { tenant } = request.caller;
  const materialNumber = request.params.materialNumber ?? '';
  const timestamp = context.now().toISOString();
  const answer = (status: number, message: BonusImageUploadResponse['message'], extra: Partial<BonusImageUploadResponse> = {}): ApiAnswer => ({
    status,
    json: { message, status, timestamp, path: adminHref('uploadBonusImage', { tenant, materialNumber }), ...extra } satisfies BonusImageUploadResponse,
  });
  const [bonus] = loadTenantBonuses(context.db, tenant, materialNumber);
  if (!bonus) return answer(400, 'ERROR_BONUS_NOT_ADMINISTRATED', { detail: `Die Prämie ${materialNumber} ist bei diesem Titel nicht angelegt.` });
  const file = await uploadedFile(request.body, String(request.headers['content-type'] ?? ''));
  if (!file) return answer(400, 'ERROR_NO_FILE_CONTENT', { detail: 'Bitte wählen Sie eine Bilddatei aus.' });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const verdict = checkBonusImage({ fileName: file.name, bytes });
  if (verdict.status !== 200 || !verdict.storageName || !verdict.contentType) return answer(verdict.status, verdict.message, verdict.detail ? { detail: verdict.detail } : {});
  const current = context.db.prepare('SELECT content, original_name FROM bonus_images WHERE material_number = ?').get(materialNumber);
  if (current && Buffer.from(current.content as Uint8Array).equals(bytes)) {
    return answer(409, 'ERROR_IMAGE_ALREADY_EXISTS', { detail: 'Genau dieses Bild ist bei der Prämie bereits hinterlegt.' });
  }
  context.db
    .prepare(`INSERT INTO bonus_images (material_number, tenant, original_name, storage_name, content_type, content, uploaded_at)
      VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (material_number) DO UPDATE SET original_name = excluded.original_name,
      storage_name = excluded.storage_name, content_type = excluded.content_type, content = excluded.content, uploaded_at = excluded.uploaded_at`)
    .run(materialNumber, tenant, file.name.slice(0, 255), verdict.storageName, verdict.contentType, bytes, timestamp);
  // The path stays the bonus's; the stamp makes browsers and readers fetch the new image at once.
  const imagePath = `${adminHref('bonusImage', { tenant, materialNumber })}?v=${verdict.storageName.slice(0, 12)}`;
  storeBonus(context.db, tenant, { ...bonus, imagePath });
  recordAudit(context.db, request.caller, context.now(), {
    objectType: 'bonus',
    objectId: materialNumber,
    action: 'imageUploaded',
    changes: [
      { field: 'imagePath', before: bonus.imagePath || null, after: imagePath },
      { field: 'imageFileName', before: current ? String(current.original_name) : null, after: file.name },
    ],
  });
  return answer(200, 'SUCCESS', { path: imagePath, id: verdict.storageName });
};
