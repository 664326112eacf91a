import { defineConfig } from '@rsbuild/core';
import { createCliContext } from './cli/createCliContext.ts';
import { createRsbuildConfig } from './cli/createRsbuildConfig.ts';
import { prepareBundles } from './cli/prepareBundles.ts';

/**
 * The rsbuild configuration for running rsbuild directly (`npx rsbuild build`, `npx rsbuild dev`):
 * every tenant's bundle and the multi-tenant one, exactly as `aboflow build` makes them. The CLI
 * adds the tenant check report and the size budget on top; use `npm run build` for releases.
 */
export default defineConfig(async ({ envMode }) => {
  const context = createCliContext(import.meta.dirname);
  const prepared = await prepareBundles(context, { includeTenantBundles: true, includeAllTenantsBundle: true });
  if ('failure' in prepared) throw new Error(prepared.failure);
  return createRsbuildConfig({
    projectRoot: context.projectRoot,
    targets: prepared.targets,
    mode: envMode === 'development' ? 'development' : 'production',
  });
});
