/** Bytes as kB with one decimal, 1 kB = 1000 bytes (the unit of the size budget). */
export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}
