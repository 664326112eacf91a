/** The shortest accepted file name, extension included (funnel.md section 5 "Student upload"). */
const minCertificateFileNameLength = 5;

/**
 * Checks the chosen certificate file (funnel.md section 5 "Student upload"): a file is required
 * ('required') and its name must have at least 5 characters overall ('nameTooShort'); undefined
 * when the selection is fine. The texts are in `studentUploadTexts`.
 */
export function validateCertificateSelection(
  file: { readonly name: string } | undefined | null,
): 'required' | 'nameTooShort' | undefined {
  if (!file) return 'required';
  if (file.name.length < minCertificateFileNameLength) return 'nameTooShort';
  return undefined;
}
