import type { RsbuildPlugin } from '@rsbuild/core';

/** Dynamic imports named `start-…` (webpackChunkName) are what the Start route needs for its first full render. */
const startChunkPrefix = 'start-';

/** The script files of every chunk group whose name marks it as part of the Start route's first render, in build order. */
export function startChunkFiles(namedChunkGroups: Iterable<{ readonly name?: string | null; readonly chunks: Iterable<{ readonly files: Iterable<string> }> }>): string[] {
  const files = new Set<string>();
  for (const group of namedChunkGroups) {
    if (!group.name?.startsWith(startChunkPrefix)) continue;
    for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return [...files];
}

/**
 * Preloads the Start route's lazily loaded chunks from the HTML (`<link rel="preload" as="script">`), so a phone
 * downloads them beside the entry scripts instead of one round trip after the app has booted (issue 13).
 * They stay separate chunks: other routes (a payment return, the error pages) never execute them. The entry
 * scripts get `fetchpriority="high"`, so the preloads do not queue them.
 */
export function pluginPreloadStartChunks(): RsbuildPlugin {
  return {
    name: 'aboflow:preload-start-chunks',
    setup(api) {
      api.modifyHTMLTags((tags, { compilation, assetPrefix }) => {
        const files = startChunkFiles(compilation.namedChunkGroups.values());
        const preloads = files.map((file) => ({ tag: 'link', attrs: { rel: 'preload', as: 'script', href: `${assetPrefix}${file}` } }));
        // A deferred script is fetched at low priority, behind every preload: the entry scripts, which all else waits for, go first.
        const headTags = tags.headTags.map((tag) => (tag.tag === 'script' && tag.attrs?.src ? { ...tag, attrs: { ...tag.attrs, fetchpriority: 'high' } } : tag));
        return { ...tags, headTags: [...headTags, ...preloads] };
      });
    },
  };
}
