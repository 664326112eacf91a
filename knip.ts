import type { KnipConfig } from 'knip';

/** What CSS refers to (`@import`, `url()` of a package file) read as imports, so the @fontsource packages count as used. */
function cssImports(text: string): string {
  const targets = [...text.matchAll(/@import\s+(?:url\()?['"]([^'"]+)['"]|url\(\s*['"]?([^'")]+)['"]?\s*\)/g)].map(
    (match) => match[1] ?? match[2] ?? '',
  );
  return targets
    .filter((target) => target !== '' && !/^(data:|https?:|#)/.test(target))
    .map((target) => `import '${target}';`)
    .join('\n');
}

/**
 * knip: no unused file, export or dependency (docs/architecture.md, "Lint and formatting"). The public surfaces (core's
 * index.ts, ui.ts and testing.ts, each plugin's index.ts) are entries, so what they offer plugins and tenants stays.
 */
const config: KnipConfig = {
  entry: [
    // The generated per-tenant entries (cli/writeEntries.ts) import the app and each tenant package.
    'core/app/mountApp.tsx',
    'tenants/*/tenant.ts',
    // The CLI's rsbuild configuration picks each theme family's web fonts by path.
    'themes/*/fonts.css',
    // Public surfaces.
    'core/index.ts',
    'core/ui.ts',
    'core/testing.ts',
    'plugins/*/index.ts',
    'admin/index.ts',
    // Scripts run by hand (their header or docs/cli.md says when).
    'sandbox/main.ts',
    'bench/explainLcp.ts',
    'themes/tools/drawLogos.ts',
    'themes/tools/subsetFonts.ts',
    'tests/admin/fixtures/generateBonusImageFixtures.ts',
  ],
  project: ['**/*.{ts,tsx,css}'],
  // The @fontsource fonts are the generators' input (themes/tools/subsetFonts.ts, drawLogos.ts), named by path in each
  // family's fonts.css and read by themes/webFonts.test.ts; no module imports them.
  ignoreDependencies: [/^@fontsource\//],
  // The benchmark makes its throwaway TLS certificate with the machine's openssl (bench/selfSignedCertificate.ts).
  ignoreBinaries: ['openssl'],
  compilers: { css: cssImports },
};

export default config;
