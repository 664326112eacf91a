import { join, relative } from 'node:path';
import type { RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

/** One bundle to build: an rsbuild environment with its entry, output folder and the title the page has before the app runs. */
export interface BundleTarget {
  readonly name: string;
  readonly entryFile: string;
  readonly distDir: string;
  readonly title: string;
}

/** Packages that only lazily loaded code uses; each gets its own async chunk so it never lands in a Start route's initial JS. */
const lazyPackages: Readonly<Record<string, RegExp>> = {
  'lib-phonenumber': /[\\/]node_modules[\\/]libphonenumber-js[\\/]/,
  'lib-pako': /[\\/]node_modules[\\/]pako[\\/]/,
};

/**
 * The rsbuild configuration for a set of bundles: one environment per target, each writing to its own
 * dist folder (and cleaning only that), German HTML shell, no source maps in production.
 */
export function createRsbuildConfig(options: {
  readonly projectRoot: string;
  readonly targets: readonly BundleTarget[];
  readonly mode: 'production' | 'development';
}): RsbuildConfig {
  const { projectRoot, targets, mode } = options;
  const cacheGroups = Object.fromEntries(
    Object.entries(lazyPackages).map(([name, test]) => [name, { test, name, chunks: 'async' as const, priority: 20, enforce: true }]),
  );
  return {
    root: projectRoot,
    mode,
    plugins: [pluginReact()],
    html: {
      template: join(projectRoot, 'cli', 'index.html'),
      mountId: 'root',
    },
    output: {
      sourceMap: mode === 'development',
      // Absolute asset URLs so deep links like /neubestellung/abo/ served by SPA fallback still find their chunks.
      assetPrefix: '/',
    },
    splitChunks: { cacheGroups },
    // The spec's chunk loading time-out (platform.md section 9: 120 s), stated rather than left to the default.
    tools: { rspack: { output: { chunkLoadTimeout: 120_000 } } },
    performance: { printFileSize: false },
    environments: Object.fromEntries(
      targets.map((target) => [
        target.name,
        {
          source: { entry: { index: target.entryFile } },
          // Each bundle owns its folder, so a production build may clean it even outside the project (tests);
          // the dev server writes nothing and must leave the last build in place.
          output: { distPath: { root: relative(projectRoot, target.distDir) || '.' }, cleanDistPath: mode === 'production' },
          html: { title: target.title },
        },
      ]),
    ),
  };
}
