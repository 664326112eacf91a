import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { listFiles } from './listFiles.ts';

/** The text assets a bundle serves; woff2 and images are compressed already, source maps are not deployed. */
export const compressibleExtensions = ['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt'] as const;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The two encodings written next to each text asset, best first; zlib's thread pool compresses them side by side. */
const precompressedEncodings = [
  {
    encoding: 'br',
    suffix: '.br',
    compress: (content: Buffer) =>
      brotliAsync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
  },
  { encoding: 'gzip', suffix: '.gz', compress: (content: Buffer) => gzipAsync(content, { level: 9 }) },
] as const;

// Tenant bundles share many chunks byte for byte (React, libraries): each content is compressed once per build process.
const copies = new Map<string, Promise<Buffer>>();

function compressOnce(content: Buffer, encoding: (typeof precompressedEncodings)[number]): Promise<Buffer> {
  const key = `${encoding.suffix}:${createHash('sha256').update(content).digest('base64')}`;
  const known = copies.get(key);
  if (known) return known;
  const copy = encoding.compress(content);
  copies.set(key, copy);
  return copy;
}

/**
 * Writes `<file>.br` (brotli quality 11) and `<file>.gz` (gzip level 9) next to every text asset below
 * `dir`, each only when it is smaller than the file itself (docs/deployment.md, "Serving the bundles: compression and headers"), so a web server can send them
 * without compressing per request. Files under `skipDir` (relative, e.g. "security") are left out.
 * Resolves to how many copies were written.
 */
export async function compressAssets(dir: string, skipDir?: string): Promise<number> {
  const skipped = skipDir === undefined ? undefined : `${dir.replace(/[\\/]$/, '')}/${skipDir}/`.replace(/\\/g, '/');
  const files = listFiles(dir, compressibleExtensions).filter(
    (file) => skipped === undefined || !file.replace(/\\/g, '/').startsWith(skipped),
  );
  const written = await Promise.all(
    files.flatMap((file) => {
      const content = readFileSync(file);
      return precompressedEncodings.map(async (encoding) => {
        const copy = await compressOnce(content, encoding);
        if (copy.length >= content.length) return 0;
        writeFileSync(`${file}${encoding.suffix}`, copy);
        return 1;
      });
    }),
  );
  return written.reduce<number>((sum, count) => sum + count, 0);
}
