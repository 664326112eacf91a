import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The folders the build-output tests read: the checkout root, its tenants/, plugins/ and dist/. */
export const projectPaths = {
  projectRoot,
  tenantsRoot: join(projectRoot, 'tenants'),
  pluginsRoot: join(projectRoot, 'plugins'),
  distRoot: join(projectRoot, 'dist'),
} as const;
