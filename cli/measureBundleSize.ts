import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { findEntryScripts, findInitialScripts } from './findInitialScripts.ts';
import { listFiles } from './listFiles.ts';
import { gzipSync } from 'node:zlib';

function localFile(bundleDir: string, url: string): string | undefined {
  if (/^([a-z]+:)?\/\//i.test(url) || url.startsWith('data:')) return undefined;
  const path = url.replace(/[?#].*$/, '').replace(/^\.?\//, '');
  return join(bundleDir, ...path.split('/'));
}

function sumGzip(files: readonly string[]): number {
  return files.reduce((sum, file) => sum + gzipSize(readFileSync(file)), 0);
}

/**
 * Measures a built bundle (`dist/<bundle>/`). The Start route's initial JS is what `index.html` makes the
 * browser fetch before the app runs: its `<script src>` files, its `<link rel="preload" as="script">` /
 * `modulepreload` files (the entry scripts' preloads among them) and the chunks its route preloads on Start; other
 * lazily imported chunks are not counted there. Scripts from other
 * origins are not part of the bundle and are skipped. Each file is gzipped on its own at level 9.
 */
export function measureBundleSize(bundleDir: string, bundle: string): BundleSize {
  const htmlFile = join(bundleDir, 'index.html');
  if (!existsSync(htmlFile)) throw new Error(`${htmlFile} is missing: build the bundle "${bundle}" first.`);
  const html = readFileSync(htmlFile, 'utf8');
  const filesOf = (urls: readonly string[]) =>
    urls.flatMap((url) => {
      const file = localFile(bundleDir, url);
      if (file === undefined) return [];
      if (!existsSync(file)) throw new Error(`${htmlFile} loads ${url}, but ${file} does not exist.`);
      return [file];
    });
  const initialFiles = filesOf(findInitialScripts(html));
  return {
    bundle,
    initialJsGzip: sumGzip(initialFiles),
    entryJsGzip: sumGzip(filesOf(findEntryScripts(html))),
    initialJsFiles: initialFiles.map((file) => relative(bundleDir, file).split(sep).join('/')),
    totalJsGzip: sumGzip(listFiles(bundleDir, ['.js', '.mjs'])),
    cssGzip: sumGzip(listFiles(bundleDir, ['.css'])),
  };
}

/** Measured sizes of one bundle in dist/, all in bytes after gzip (see measureBundleSize). */
export interface BundleSize {
  /** The bundle name: a tenant key or `_all`. */
  readonly bundle: string;
  /** The Start route's initial JS: every script the HTML loads up front, with its static preloads. */
  readonly initialJsGzip: number;
  /** The entry scripts alone (`<script src>` and entry preloads, no chunks): the design brief's "initial JavaScript". */
  readonly entryJsGzip: number;
  /** The files counted in `initialJsGzip`, relative to the bundle folder. */
  readonly initialJsFiles: readonly string[];
  /** Every .js file of the bundle, lazily loaded chunks included. */
  readonly totalJsGzip: number;
  /** Every .css file of the bundle. */
  readonly cssGzip: number;
}

/** Bytes after gzip at level 9, the size a browser downloads from a compressing server. */
export function gzipSize(content: Uint8Array | string): number {
  return gzipSync(content, { level: 9 }).length;
}
