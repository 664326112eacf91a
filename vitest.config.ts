import { defineConfig } from 'vitest/config';

const unitTests = [
  'core/**/*.test.{ts,tsx}',
  'plugins/**/*.test.{ts,tsx}',
  'tenants/**/*.test.ts',
  'themes/**/*.test.ts',
  'admin/**/*.test.{ts,tsx}',
  'cli/**/*.test.ts',
  'sandbox/**/*.test.ts',
  'tests/lint/**/*.test.ts',
  'bench/**/*.test.ts',
];

/** Two projects: `unit` runs on sources alone; `build` inspects dist/ and runs after `aboflow build`. */
export default defineConfig({
  test: {
    pool: 'threads',
    maxWorkers: 2,
    projects: [
      // One module registry per worker, not per file (docs/testing.md, "Browser tests: faults and parallel workers"): every unit file passes so in any order (checked with
      // --sequence.shuffle.files), and the phase took 50 s instead of 330 s on a busy machine.
      { test: { name: 'unit', include: unitTests, environment: 'node', isolate: false } },
      // Build tests import tenant packages and read every file of dist/: on a busy 2-core machine the first one can take 10 s.
      { test: { name: 'build', include: ['tests/build/**/*.test.ts'], environment: 'node', testTimeout: 30_000 } },
    ],
  },
});
