/**
 * Whether an uploaded file's name is acceptable: at least 5 characters overall
 * (funnel.md section 5), no path separators and no control characters.
 */
export function isValidUploadFileName(fileName: string): boolean {
  if (fileName.trim().length < 5) return false;
  if (/[/\\]/.test(fileName)) return false;
  return !/[\u0000-\u001f\u007f]/.test(fileName);
}
