/** A file size as readers read it, German: "412 KB", "2,9 MB" (1 KB = 1024 bytes, like the 500 KB limit). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
}
