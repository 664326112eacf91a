/**
 * A random file name for storing an upload: 32 hex digits from 16 random bytes plus the
 * suffix. `randomBytes` is injectable for deterministic tests; it defaults to Web Crypto.
 */
export function randomStorageName(
  suffix: string,
  randomBytes: (size: number) => Uint8Array = (size) => crypto.getRandomValues(new Uint8Array(size)),
): string {
  const hex = [...randomBytes(16)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex}.${suffix}`;
}
