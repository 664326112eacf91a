import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { neededNodeVersion, nodeVersionProblem } from './nodeVersionProblem.mjs';

const launcher = join(dirname(fileURLToPath(import.meta.url)), 'aboflow.mjs');

describe('nodeVersionProblem', () => {
  it('accepts the needed version and newer ones', () => {
    for (const found of ['22.19.0', '22.20.1', '23.0.0', '24.11.1', 'v24.1.0']) expect(nodeVersionProblem(found, '22.19')).toBeUndefined();
  });

  it('names the version found, the version needed and how to get it, in one line', () => {
    const problem = nodeVersionProblem('20.20.2', '22.19');
    expect(problem).toBe('aboflow needs Node 22.19 or newer, found 20.20.2: run "nvm use" (reads .nvmrc) or install Node 24 from https://nodejs.org');
    expect(nodeVersionProblem('22.18.0', '22.19')).toContain('found 22.18.0');
  });

  it('reads the needed version from the engines field', () => {
    expect(neededNodeVersion('>=22.19')).toBe('22.19');
    expect(() => neededNodeVersion('^22')).toThrow(/engines.node must read/);
  });
});

describe('cli/aboflow.mjs', () => {
  // Starts two Node processes: seconds on a busy CI machine.
  it('stops an old Node with the one line before loading any .ts file, and runs the CLI on a recent one', () => {
    const old = spawnSync(process.execPath, [launcher, 'start'], { env: { ...process.env, ABOFLOW_TEST_NODE_VERSION: '20.11.1' }, encoding: 'utf8' });
    expect(old.status).toBe(1);
    expect(old.stdout).toBe('');
    expect(old.stderr).toBe('aboflow needs Node 22.19 or newer, found 20.11.1: run "nvm use" (reads .nvmrc) or install Node 24 from https://nodejs.org\n');
    const recent = spawnSync(process.execPath, [launcher, '--help'], { encoding: 'utf8' });
    expect(recent.status).toBe(0);
    expect(recent.stdout).toContain('Usage: node cli/aboflow.mjs <command>');
  }, 30_000);
});
