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
 * They stay separate chunks: other routes (a payment return, the error pages) never execute them. The preloads ask
 * for low priority (`fetchpriority="low"`): as high-priority scripts they would queue the entry scripts, which all
 * else waits for, and Lighthouse would count them as render-blocking.
 */
export function pluginPreloadStartChunks(): RsbuildPlugin {
  return {
    name: 'aboflow:preload-start-chunks',
    setup(api) {
      api.modifyHTMLTags((tags, { compilation, assetPrefix }) => {
        const files = startChunkFiles(compilation.namedChunkGroups.values());
        // Low priority: the entry scripts, which all else waits for, keep their place ahead of these.
        const preloads = files.map((file) => ({ tag: 'link', attrs: { rel: 'preload', as: 'script', href: `${assetPrefix}${file}`, fetchpriority: 'low' } }));
        return { ...tags, headTags: [...tags.headTags, ...preloads] };
      });
    },
  };
}
