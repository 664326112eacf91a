import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['core/**/*.test.{ts,tsx}', 'plugins/**/*.test.{ts,tsx}', 'tenants/**/*.test.ts', 'themes/**/*.test.ts', 'admin/**/*.test.{ts,tsx}', 'cli/**/*.test.ts', 'sandbox/**/*.test.ts', 'tests/build/**/*.test.ts'],
    environment: 'node',
    pool: 'threads',
    maxWorkers: 2,
  },
});
