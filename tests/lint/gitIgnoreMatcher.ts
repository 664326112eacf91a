/**
 * A test for repository paths against the patterns of a `.gitignore` text (the forms the project uses:
 * `name/`, `/anchored/path`, `*` within a segment): a document may cite what the build or a tool writes
 * there (`dist/…`, a benchmark screenshot) although no checkout has it.
 */
export function gitIgnoreMatcher(gitignore: string): (path: string) => boolean {
  const patterns = gitignore
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith('!'))
    .map((line) => {
      const anchored = line.startsWith('/') || line.replace(/\/$/, '').includes('/');
      const body = line.replace(/^\//, '').replace(/\/$/, '');
      const glob = body.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*');
      // A pattern matches the path itself or a folder above it.
      return new RegExp(`${anchored ? '^' : '(^|/)'}${glob}(/|$)`);
    });
  return (path) => patterns.some((pattern) => pattern.test(path));
}
