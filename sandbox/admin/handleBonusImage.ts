import { apiFailure } from '../server/apiFailure.ts';
import type { AdminHandler } from './AdminHandler.ts';

/**
 * GET {tenant}/bonus/{materialNumber}/image: the uploaded image, public (readers' bonus tiles show
 * it). Cached for long: every new image gets a new stamp in the bonus's imagePath.
 */
export const handleBonusImage: AdminHandler = (context, request) => {
  const row = context.db
    .prepare('SELECT content, content_type FROM bonus_images WHERE material_number = ? AND tenant = ?')
    .get(request.params.materialNumber ?? '', request.caller.tenant);
  if (!row) throw apiFailure(404, 'IMAGE_NOT_FOUND', { message: 'Für diese Prämie ist kein Bild hochgeladen.' });
  return {
    status: 200,
    bytes: new Uint8Array(row.content as Uint8Array),
    headers: { 'content-type': String(row.content_type), 'cache-control': 'public, max-age=31536000, immutable' },
  };
};
