import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectPaths } from './projectPaths.ts';

describe('aboflow build writes the back-end contract (docs/contract.md, "The back-end contract")', () => {
  it('writes dist/contract/openapi.json, the committed contract of this checkout', () => {
    const built = readFileSync(join(projectPaths.distRoot, 'contract', 'openapi.json'), 'utf8');
    expect(built).toBe(readFileSync(join(projectPaths.projectRoot, 'cli', 'contract', 'openapi.json'), 'utf8'));
    expect(JSON.parse(built)).toMatchObject({ openapi: '3.1.0', 'x-aboflow-conformance': { tenants: { sz: { orderCampaign: 'SZ-DIGITAL-STANDARD' } } } });
  });
});
