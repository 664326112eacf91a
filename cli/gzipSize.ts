import { gzipSync } from 'node:zlib';

/** Bytes after gzip at level 9, the size a browser downloads from a compressing server. */
export function gzipSize(content: Uint8Array | string): number {
  return gzipSync(content, { level: 9 }).length;
}
