/** The file extensions accepted for an enrolment certificate (funnel.md sections 5 and 9). */
const allowedCertificateExtensions: readonly string[] = ['pdf', 'jpg', 'jpeg', 'png', 'gif'];

/**
 * Whether the file name has an accepted extension, case-insensitive: pdf, jpg, jpeg, png or gif
 * (funnel.md section 5 "Student upload"). Otherwise the unsupported-file-type event follows and
 * the selection is cleared.
 */
export function isAllowedCertificateFile(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  if (dot === -1) return false;
  return allowedCertificateExtensions.includes(fileName.slice(dot + 1).toLowerCase());
}
