import { mkdtempSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tenantKeyProblem } from './tenantKeyProblem.ts';

describe('tenantKeyProblem', () => {
  const root = mkdtempSync(join(tmpdir(), 'tenants-'));
  mkdirSync(join(root, 'sz'));

  it('accepts a free, well-formed key', () => {
    expect(tenantKeyProblem('nwz-online', root)).toBeUndefined();
  });

  it('refuses a malformed key, an existing tenant and the folder of the back-end contract', () => {
    expect(tenantKeyProblem('NWZ', root)).toMatch(/not a valid tenant key/);
    expect(tenantKeyProblem('sz', root)).toMatch(/already exists/);
    expect(tenantKeyProblem('contract', root)).toMatch(/taken by the build: dist\/contract\/ holds the back-end contract/);
  });
});
