import { minCertificateFileNameLength } from './minCertificateFileNameLength.ts';

/**
 * The name of a certificate image re-encoded as JPEG: the original's name with a .jpg suffix, so
 * the server's suffix and content checks agree; a name that would be too short for the spec's
 * 5-character rule is padded with "-foto" ("a.png" stays "a.jpg", 5 characters, which passes).
 */
export function compressedFileName(original: string): string {
  const dot = original.lastIndexOf('.');
  const base = (dot > 0 ? original.slice(0, dot) : original).trim() || 'bescheinigung';
  const name = `${base}.jpg`;
  return name.length >= minCertificateFileNameLength ? name : `${base}-foto.jpg`;
}
