import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sandboxDatabaseFile } from '../sandbox/database/openDatabase.ts';
import type { CliContext } from './CliContext.ts';
import { startServer } from './startServer.ts';

// A checkout whose sandbox only reports the options it was started with.
const root = mkdtempSync(join(tmpdir(), 'aboflow-server-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(join(root, 'sandbox'));
writeFileSync(join(root, 'sandbox', 'startSandbox.ts'), 'export function startSandbox(options) { return { url: JSON.stringify(options), port: 1, close() {} }; }\n');
const context: CliContext = { projectRoot: root, tenantsRoot: join(root, 'tenants'), distRoot: join(root, 'dist'), env: {}, out: () => undefined, err: () => undefined };
const optionsOf = async (options: Parameters<typeof startServer>[1]) => JSON.parse((await startServer(context, options)).url) as Record<string, unknown>;
const repository = join(import.meta.dirname, '..');

describe('one database file for start, preview, dev and reset', () => {
  it('serves from sandbox/data/sandbox.sqlite, reset and host passed on', async () => {
    expect(await optionsOf({ port: 9, test: false, latencyMs: 0, reset: true, host: '0.0.0.0' })).toMatchObject({
      database: join(root, 'sandbox', 'data', 'sandbox.sqlite'),
      reset: true,
      host: '0.0.0.0',
    });
    expect(sandboxDatabaseFile(root)).toBe(join(root, 'sandbox', 'data', 'sandbox.sqlite'));
  });

  it('never resets or touches the file in test mode', async () => {
    const options = await optionsOf({ port: 9, test: true, latencyMs: 500, reset: true });
    expect(options).toMatchObject({ database: ':memory:', latencyMs: 0, mode: 'test' });
    expect(options).not.toHaveProperty('reset');
  });

  it('is the file the CLI page, the onboarding page and the sandbox README name, with reset commands that target it', () => {
    const read = (...path: string[]) => readFileSync(join(repository, ...path), 'utf8');
    const cliPage = read('docs', 'cli.md');
    for (const text of [cliPage, read('docs', 'onboarding.md'), read('sandbox', 'README.md')]) {
      const files = new Set(text.match(/sandbox\/data\/[\w.-]+\.sqlite/g) ?? []);
      expect([...files]).toEqual(['sandbox/data/sandbox.sqlite']);
    }
    expect(cliPage).toMatch(/npm start -- --reset[^\n]*sandbox\/data\/sandbox\.sqlite/);
  });
});
