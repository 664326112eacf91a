import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Why `preview --tenant key` cannot serve, told apart: no such tenant package (with the known keys and how to
 * create one), or a package whose bundle dist/<key>/ is not built yet (with the build command). Undefined when it can.
 */
export function previewProblem(key: string, knownKeys: readonly string[], distRoot: string): string | undefined {
  if (!knownKeys.includes(key)) {
    return [
      `unknown tenant "${key}": there is no tenants/${key}/tenant.ts.`,
      `  Known tenants: ${knownKeys.join(', ') || 'none'}.`,
      `  To add it: npm run tenant -- new ${key} --name "Brand"`,
    ].join('\n');
  }
  if (!existsSync(join(distRoot, key, 'index.html'))) {
    return [`tenant "${key}" is not built yet (dist/${key}/ has no index.html). Build it first:`, `  npm run build -- --tenant ${key}`].join('\n');
  }
  return undefined;
}
