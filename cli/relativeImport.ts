import { relative, sep } from 'node:path';

/** The specifier that imports `target` from a module in `fromDir`: posix separators, always starting with ./ or ../. */
export function relativeImport(fromDir: string, target: string): string {
  const path = relative(fromDir, target).split(sep).join('/');
  return path.startsWith('.') ? path : `./${path}`;
}
