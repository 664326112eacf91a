import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first line is this comment has all its functions
 * compiled while it streams in, on a background thread, instead of each on the main thread when it is first called.
 */
export const eagerCompileHint = '//# allFunctionsCalledOnLoad';

/**
 * Puts {@link eagerCompileHint} on the first line of each bundle's entry scripts (React, the shared chunk, the app),
 * whose functions nearly all run as the page starts: compiled lazily, React DOM's alone took 10–30 ms of one main-thread
 * task on the page's start (docs/performance.md, "Compiled while they download"). Lazily loaded chunks keep V8's
 * default, since most of them run only on some pages. Added after minification, which would drop the comment, and
 * before the content hashes are computed, so file names and integrity cover it. Browsers without the hint ignore a
 * comment.
 */
export function pluginEagerCompileEntryScripts(): RsbuildPlugin {
  return {
    name: 'aboflow:eager-compile-entry-scripts',
    setup(api) {
      api.processAssets({ stage: 'optimize-inline', targets: ['web'] }, ({ compilation, sources }) => {
        const done = new Set<string>();
        for (const entrypoint of compilation.entrypoints.values()) {
          for (const chunk of entrypoint.chunks) {
            for (const file of chunk.files) {
              if (!file.endsWith('.js') || done.has(file)) continue;
              done.add(file);
              compilation.updateAsset(file, (source) => new sources.ConcatSource(`${eagerCompileHint}\n`, source));
            }
          }
        }
      });
    },
  };
}
