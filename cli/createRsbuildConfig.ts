import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type { HtmlTag, RsbuildConfig, Rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginEntryScriptsAfterFirstPaint } from './pluginEntryScriptsAfterFirstPaint.ts';
import { pluginEagerCompileEntryScripts } from './pluginEagerCompileEntryScripts.ts';
import { pluginPreloadRouteChunks } from './pluginPreloadRouteChunks.ts';
import { renderEarlyRequestsScript, type EarlyRequestsTenants } from './renderEarlyRequestsScript.ts';

/** One bundle to build: an rsbuild environment with its entry, output folder and the title the page has before the app runs. */
export interface BundleTarget {
  readonly name: string;
  readonly entryFile: string;
  readonly distDir: string;
  readonly title: string;
  /** The theme families whose web fonts (`themes/<name>/fonts.css`) the bundle carries: a tenant bundle only its own. */
  readonly themes?: readonly string[];
  /** The tenants the bundle serves, for the script that starts the initial load's calls while the HTML is parsed. */
  readonly earlyRequests?: EarlyRequestsTenants;
  /** A one-tenant bundle's theme stylesheet (`renderThemeStylesheet`): the prerendered Start page paints in it. */
  readonly themeStyle?: string;
}

/** A theme family's font stylesheet, if it has one. */
function themeFontsFile(projectRoot: string, theme: string): string | undefined {
  const file = join(projectRoot, 'themes', theme, 'fonts.css');
  return existsSync(file) ? file : undefined;
}

/**
 * The woff2 files the first paint cannot do without: the body family's faces (regular and semibold), in which the
 * HTML's Start page and payment frame set their texts (the progress bar's numbers and current step are semibold).
 * Preloaded, they are decoded when the first layout asks for them; a face that is still on its way makes that
 * layout look up the platform's bold fallback, the longest task of the first paint on the simulated phone. The
 * heading face loads when a heading is first laid out, so its bytes stay off the path to Start's largest paint
 * (themes/README.md, "Fonts"). Returned as patterns for the hashed names.
 */
function firstPaintFonts(fontsFile: string): RegExp[] {
  const faces = readFileSync(fontsFile, 'utf8').match(/@font-face\s*{[^}]*}/g) ?? [];
  const familyOf = (face: string) => /font-family:\s*([^;]+);/.exec(face)?.[1]?.trim();
  const body = familyOf(faces.find((face) => /font-weight:\s*400\b/.test(face)) ?? '');
  return faces
    .filter((face) => body !== undefined && familyOf(face) === body)
    .map((face) => /url\(['"]?([^'")]+\.woff2)['"]?\)/.exec(face)?.[1])
    .filter((file) => file !== undefined)
    .map((file) => new RegExp(`${basename(file, '.woff2').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.[^/]*woff2$`));
}

/** Entry and preload of one bundle: its families' font stylesheets go first; a one-family bundle preloads that family's body faces. */
function fontsOf(projectRoot: string, target: BundleTarget) {
  const files = (target.themes ?? []).map((theme) => themeFontsFile(projectRoot, theme)).filter((file) => file !== undefined);
  // The multi-tenant bundle cannot know before the host is resolved which family it needs, so it preloads none.
  const preload = files.length === 1 ? firstPaintFonts(files[0]!) : [];
  return { files, preload };
}

/** Names the preloaded font's type, so a browser without woff2 skips the download instead of fetching a font it cannot use. */
function withWoff2Type(tags: HtmlTag[]): HtmlTag[] {
  return tags.map((tag) =>
    tag.tag === 'link' && tag.attrs?.['as'] === 'font' && String(tag.attrs['href']).endsWith('.woff2')
      ? { ...tag, attrs: { ...tag.attrs, type: 'font/woff2' } }
      : tag,
  );
}

/** Packages that only lazily loaded code uses; each gets its own async chunk so it never lands in a Start route's initial JS. */
const lazyPackages: Readonly<Record<string, RegExp>> = {
  'lib-phonenumber': /[\\/]node_modules[\\/]libphonenumber-js[\\/]/,
  'lib-pako': /[\\/]node_modules[\\/]pako[\\/]/,
};

interface StatsModule {
  readonly nameForCondition?: string | null;
  readonly modules?: readonly StatsModule[];
}

/** The project files among rspack's modules (concatenated ones included), relative to the project root. */
function sourceFilesOf(modules: readonly StatsModule[], projectRoot: string, into: Set<string>): Set<string> {
  for (const module of modules) {
    if (module.nameForCondition) into.add(relative(projectRoot, module.nameForCondition).split('\\').join('/'));
    sourceFilesOf(module.modules ?? [], projectRoot, into);
  }
  return into;
}

/**
 * Writes rspack's module graph of each bundle as `dist/<name>.modules.json` (beside the bundle's folder,
 * so it is never served): every source file in its output. A build-output test proves from it that a
 * plugin a tenant does not enable has no module in that tenant's bundle.
 */
function moduleGraphWriter(projectRoot: string): Rspack.RspackPluginInstance {
  return {
    apply(compiler) {
      compiler.hooks.done.tap('aboflow-module-graph', (stats) => {
        const outputPath = compiler.options.output.path;
        if (!outputPath) return;
        const { modules = [] } = stats.toJson({ all: false, modules: true, nestedModules: true });
        const files = [...sourceFilesOf(modules as StatsModule[], projectRoot, new Set())]
          .filter((file) => !file.includes('node_modules/'))
          .sort();
        writeFileSync(`${outputPath}.modules.json`, `${JSON.stringify(files, null, 1)}\n`);
      });
    },
  };
}

/**
 * The rsbuild configuration for a set of bundles: one environment per target, each writing to its own
 * dist folder (and cleaning only that), German HTML shell, no source maps in production.
 */
export function createRsbuildConfig(options: {
  readonly projectRoot: string;
  readonly targets: readonly BundleTarget[];
  readonly mode: 'production' | 'development';
  /** The module that renders each tenant's Start page, built for Node beside the bundles (`renderStartPages`). */
  readonly startPages?: StartPagesTarget;
}): RsbuildConfig {
  const { projectRoot, targets, mode, startPages } = options;
  const cacheGroups = Object.fromEntries(
    Object.entries(lazyPackages).map(([name, test]) => [name, { test, name, chunks: 'async' as const, priority: 20, enforce: true }]),
  );
  return {
    root: projectRoot,
    mode,
    plugins: [pluginReact(), pluginEntryScriptsAfterFirstPaint(), pluginPreloadRouteChunks(), pluginEagerCompileEntryScripts()],
    // wouter and @preact/signals-react import React 18's useSyncExternalStore shim, which on React 19 hands out React's
    // own hook: taken from React directly, its code leaves the entry scripts.
    resolve: { alias: { 'use-sync-external-store/shim/index.js$': 'react' } },
    html: {
      template: join(projectRoot, 'cli', 'index.html'),
      mountId: 'root',
    },
    output: {
      sourceMap: mode === 'development',
      // Absolute asset URLs so deep links like /neubestellung/abo/ served by SPA fallback still find their chunks.
      assetPrefix: '/',
      // Logos, favicons and other SVGs stay files: inlined as data URIs they would count towards the Start route's JS.
      dataUriLimit: { svg: 0 },
    },
    splitChunks: { cacheGroups },
    // The spec's chunk loading time-out (platform.md section 9: 120 s), stated rather than left to the default.
    tools: { rspack: { output: { chunkLoadTimeout: 120_000 }, plugins: mode === 'production' ? [moduleGraphWriter(projectRoot)] : [] } },
    performance: { printFileSize: false },
    environments: Object.fromEntries([
      ...targets.map((target) => {
        const fonts = fontsOf(projectRoot, target);
        return [
          target.name,
          {
            // The theme's tokens come after the entry's stylesheets, whose neutral tokens they replace.
            source: { entry: { index: [...fonts.files, target.entryFile, ...(target.themeStyle ? [target.themeStyle] : [])] } },
            performance: fonts.preload.length > 0 ? { preload: { type: 'all-assets' as const, include: fonts.preload } } : {},
            // Each bundle owns its folder, so a production build may clean it even outside the project (tests);
            // the dev server writes nothing and must leave the last build in place.
            output: { distPath: { root: relative(projectRoot, target.distDir) || '.' }, cleanDistPath: mode === 'production' },
            html: {
              title: target.title,
              tags: [
                withWoff2Type,
                ...(target.earlyRequests
                  ? [{ tag: 'script', children: renderEarlyRequestsScript(target.earlyRequests), head: true, append: false }]
                  : []),
              ],
            },
          },
        ];
      }),
      ...(startPages ? [[startPagesEnvironment, startPagesConfig(projectRoot, startPages)] as const] : []),
    ]),
  };
}

/** The Node build of the module that renders each tenant's Start page at build time. */
export interface StartPagesTarget {
  readonly entryFile: string;
  readonly distDir: string;
}

/** The environment name of the Start pages' Node build; no bundle is named so (tenant keys have no dash at the end). */
const startPagesEnvironment = 'start-pages-';

function startPagesConfig(projectRoot: string, target: StartPagesTarget) {
  return {
    source: { entry: { index: target.entryFile } },
    // An ES module, as Node loads every .js file of this package; run once by the build, so not minified.
    output: {
      target: 'node' as const,
      module: true,
      minify: false,
      distPath: { root: relative(projectRoot, target.distDir) },
      cleanDistPath: true,
    },
  };
}
