import type { FormToken } from '../../core/api/entities/formToken.ts';

/** Starts the random part of a form token issued for a staff preview; the signature covers it, so nobody can forge one. */
export const previewTokenPrefix = 'preview.';

/** Whether the form token was issued for a staff preview (admin/README.md, "Preview as a reader"). */
export function isPreviewToken(token: FormToken | undefined): boolean {
  return token?.content.random.startsWith(previewTokenPrefix) ?? false;
}
