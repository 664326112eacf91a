import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { listFiles } from './listFiles.ts';

/** The text assets a bundle serves; woff2 and images are compressed already, source maps are not deployed. */
export const compressibleExtensions = ['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt'] as const;

/** The two encodings written next to each text asset, best first. */
const precompressedEncodings = [
  { encoding: 'br', suffix: '.br', compress: (content: Buffer) => brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }) },
  { encoding: 'gzip', suffix: '.gz', compress: (content: Buffer) => gzipSync(content, { level: 9 }) },
] as const;

// Tenant bundles share many chunks byte for byte (React, libraries): each content is compressed once per build process.
const copies = new Map<string, Buffer>();

function compressOnce(content: Buffer, encoding: (typeof precompressedEncodings)[number]): Buffer {
  const key = `${encoding.suffix}:${createHash('sha256').update(content).digest('base64')}`;
  const known = copies.get(key);
  if (known) return known;
  const copy = encoding.compress(content);
  copies.set(key, copy);
  return copy;
}

/**
 * Writes `<file>.br` (brotli quality 11) and `<file>.gz` (gzip level 9) next to every text asset below
 * `dir`, each only when it is smaller than the file itself (issue 13), so a web server can send them
 * without compressing per request. Files under `skipDir` (relative, e.g. "security") are left out.
 * Returns how many copies were written.
 */
export function compressAssets(dir: string, skipDir?: string): number {
  let written = 0;
  const skipped = skipDir === undefined ? undefined : `${dir.replace(/[\\/]$/, '')}/${skipDir}/`.replace(/\\/g, '/');
  for (const file of listFiles(dir, compressibleExtensions)) {
    if (skipped !== undefined && file.replace(/\\/g, '/').startsWith(skipped)) continue;
    const content = readFileSync(file);
    for (const encoding of precompressedEncodings) {
      const { suffix } = encoding;
      const copy = compressOnce(content, encoding);
      if (copy.length >= content.length) continue;
      writeFileSync(`${file}${suffix}`, copy);
      written += 1;
    }
  }
  return written;
}
