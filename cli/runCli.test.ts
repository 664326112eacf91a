import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CliContext } from './CliContext.ts';
import { defineCommand } from './defineCommand.ts';
import { runCli } from './runCli.ts';

function capture(): CliContext & { readonly lines: { out: string[]; err: string[] } } {
  const lines = { out: [] as string[], err: [] as string[] };
  return { projectRoot: '/p', tenantsRoot: '/p/tenants', distRoot: '/p/dist', env: {}, out: (l) => lines.out.push(l), err: (l) => lines.err.push(l), lines };
}

const echo = defineCommand({
  words: ['echo'],
  summary: 'Echo.',
  positionals: ['[TEXT]'],
  options: {},
  run: async (args, context) => {
    context.out(args.positionals[0] ?? '');
    return args.positionals[0] === 'fail' ? 1 : 0;
  },
});

describe('runCli', () => {
  it('runs the command and returns its exit code', async () => {
    const context = capture();
    expect(await runCli(['echo', 'hallo'], [echo], context)).toBe(0);
    expect(context.lines.out).toEqual(['hallo']);
    expect(await runCli(['echo', 'fail'], [echo], capture())).toBe(1);
  });

  it('prints usage and returns 2 for an unknown command', async () => {
    const context = capture();
    expect(await runCli(['frobnicate'], [echo], context)).toBe(2);
    expect(context.lines.err.join('\n')).toMatch(/unknown command "frobnicate"[\s\S]*Commands:/);
  });

  it('prints the version of package.json for --version', async () => {
    const context = { ...capture(), projectRoot: dirname(dirname(fileURLToPath(import.meta.url))) };
    expect(await runCli(['--version'], [echo], context)).toBe(0);
    expect(context.lines.out).toEqual([`aboflow 0.1.0 (Node ${process.versions.node})`]);
  });

  it('prints help and returns 0', async () => {
    const context = capture();
    expect(await runCli(['echo', '--help'], [echo], context)).toBe(0);
    expect(context.lines.out.join('\n')).toContain('Usage: node cli/aboflow.mjs echo [TEXT]');
  });
});
