import { defineConfig } from 'vitest/config';

const unitTests = [
  'core/**/*.test.{ts,tsx}',
  'plugins/**/*.test.{ts,tsx}',
  'tenants/**/*.test.ts',
  'themes/**/*.test.ts',
  'admin/**/*.test.{ts,tsx}',
  'cli/**/*.test.ts',
  'sandbox/**/*.test.ts',
];

/** Two projects: `unit` runs on sources alone; `build` inspects dist/ and runs after `aboflow build`. */
export default defineConfig({
  test: {
    pool: 'threads',
    maxWorkers: 2,
    projects: [
      // No per-file isolation: the unit files share no global state they do not reset, and module loading is most of their time.
      { test: { name: 'unit', include: unitTests, environment: 'node', isolate: false } },
      { test: { name: 'build', include: ['tests/build/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
