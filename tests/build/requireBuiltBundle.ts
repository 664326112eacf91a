import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Fails the calling test unless `dist/<bundle>/index.html` exists: these tests inspect a build, they never pass without one. */
export function requireBuiltBundle(distRoot: string, bundle: string): string {
  const dir = join(distRoot, bundle);
  if (!existsSync(join(dir, 'index.html'))) {
    throw new Error(
      `${dir}/index.html is missing. The build-output tests inspect dist/: run "npm run build" first (or "npm test", which builds).`,
    );
  }
  return dir;
}
