import { describe, expect, it } from 'vitest';
import type { CliCommand } from './CliCommand.ts';
import { defineCommand } from './defineCommand.ts';
import { parseCommandLine } from './parseCommandLine.ts';

const run = async () => 0;
const commands: CliCommand[] = [
  defineCommand({
    words: ['build'],
    summary: 'Build.',
    positionals: [],
    options: { tenant: { type: 'string', valueName: 'KEY', description: 'One tenant.' } },
    run,
  }),
  defineCommand({ words: ['tenant', 'check'], summary: 'Check.', positionals: ['[KEY]'], options: {}, run }),
  defineCommand({
    words: ['tenant', 'new'],
    summary: 'New.',
    positionals: ['KEY'],
    options: {
      name: { type: 'string', valueName: 'NAME', description: 'Brand.', required: true },
      from: { type: 'string', valueName: 'KEY', description: 'Copy.' },
    },
    run,
  }),
  defineCommand({
    words: ['serve'],
    summary: 'Serve.',
    positionals: [],
    options: { port: { type: 'string', valueName: 'N', description: 'Port.' }, test: { type: 'boolean', description: 'Test.' } },
    run,
  }),
];

describe('parseCommandLine', () => {
  it('finds a one-word command and its string option', () => {
    const parsed = parseCommandLine(['build', '--tenant', 'sz'], commands);
    expect(parsed.kind).toBe('run');
    if (parsed.kind !== 'run') return;
    expect(parsed.command.words).toEqual(['build']);
    expect(parsed.args.values.tenant).toBe('sz');
    expect(parsed.args.positionals).toEqual([]);
  });

  it('accepts --option=value and boolean flags', () => {
    const parsed = parseCommandLine(['serve', '--port=9000', '--test'], commands);
    expect(parsed.kind === 'run' && parsed.args.values).toEqual({ port: '9000', test: true });
  });

  it('picks the sub-command by its two words and keeps the positional', () => {
    const parsed = parseCommandLine(['tenant', 'new', 'demo', '--name', 'Demo Zeitung'], commands);
    expect(parsed.kind).toBe('run');
    if (parsed.kind !== 'run') return;
    expect(parsed.command.words).toEqual(['tenant', 'new']);
    expect(parsed.args.positionals).toEqual(['demo']);
    expect(parsed.args.values.name).toBe('Demo Zeitung');
  });

  it('allows an optional positional to be left out', () => {
    const parsed = parseCommandLine(['tenant', 'check'], commands);
    expect(parsed.kind === 'run' && parsed.args.positionals).toEqual([]);
  });

  it('shows the overview for no arguments, --help, -h and help', () => {
    for (const argv of [[], ['--help'], ['-h'], ['help']]) {
      const parsed = parseCommandLine(argv, commands);
      expect(parsed.kind).toBe('help');
      expect(parsed.kind === 'help' && parsed.text).toContain('tenant new KEY');
    }
  });

  it('shows the usage of one command for its --help, even with other arguments', () => {
    const parsed = parseCommandLine(['tenant', 'new', '--help'], commands);
    expect(parsed.kind).toBe('help');
    expect(parsed.kind === 'help' && parsed.text).toContain('Usage: node cli/aboflow.mjs tenant new KEY --name NAME [--from KEY]');
  });

  it('lists the sub-commands for "tenant --help"', () => {
    const parsed = parseCommandLine(['tenant', '--help'], commands);
    expect(parsed.kind === 'help' && parsed.text).toMatch(/tenant check \[KEY\][\s\S]*tenant new KEY/);
  });

  it('reports an unknown command as a usage error with the overview', () => {
    const parsed = parseCommandLine(['deploy'], commands);
    expect(parsed).toMatchObject({ kind: 'usageError', message: 'unknown command "deploy"' });
    expect(parsed.kind === 'usageError' && parsed.text).toContain('Commands:');
  });

  it('suggests the command meant for a mistyped one', () => {
    expect(parseCommandLine(['biuld'], commands)).toMatchObject({ kind: 'usageError', message: 'unknown command "biuld" (did you mean "build"?)' });
    expect(parseCommandLine(['tenant', 'chek'], commands)).toMatchObject({ kind: 'usageError', message: 'unknown command "tenant chek" (did you mean "tenant check"?)' });
  });

  it('reports an unknown or missing sub-command', () => {
    expect(parseCommandLine(['tenant', 'delete'], commands)).toMatchObject({ kind: 'usageError', message: 'unknown command "tenant delete"' });
    expect(parseCommandLine(['tenant'], commands)).toMatchObject({ kind: 'usageError', message: '"tenant" needs a sub-command' });
  });

  it('rejects an unknown option', () => {
    const parsed = parseCommandLine(['build', '--tenat', 'sz'], commands);
    expect(parsed).toMatchObject({ kind: 'usageError', message: "Unknown option '--tenat'" });
  });

  it('rejects a missing required positional, a missing required option, an extra positional and an empty value', () => {
    expect(parseCommandLine(['tenant', 'new', '--name', 'X'], commands)).toMatchObject({ kind: 'usageError', message: 'missing argument KEY' });
    expect(parseCommandLine(['tenant', 'new', 'demo'], commands)).toMatchObject({ kind: 'usageError', message: 'missing option --name NAME' });
    expect(parseCommandLine(['build', 'sz'], commands)).toMatchObject({ kind: 'usageError', message: 'unexpected argument "sz"' });
    expect(parseCommandLine(['build', '--tenant='], commands)).toMatchObject({ kind: 'usageError', message: 'option --tenant needs a value' });
  });

  it('rejects a string option given without its value', () => {
    expect(parseCommandLine(['build', '--tenant'], commands).kind).toBe('usageError');
  });
});
