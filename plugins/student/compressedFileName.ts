/**
 * The name of a certificate image re-encoded as JPEG: the original's name with a .jpg suffix, so
 * the server's suffix and content checks agree. A base name of at least one character keeps the
 * spec's 5-character minimum ("a.png" becomes "a.jpg"); a name that is only a suffix becomes
 * "bescheinigung.jpg".
 */
export function compressedFileName(original: string): string {
  const dot = original.lastIndexOf('.');
  const base = (dot >= 0 ? original.slice(0, dot) : original).trim();
  return `${base || 'bescheinigung'}.jpg`;
}
