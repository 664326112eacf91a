import type { CliCommand, CliOption } from './CliCommand.ts';

function flag(name: string, option: CliOption): string {
  return option.type === 'string' ? `--${name} ${option.valueName ?? 'VALUE'}` : `--${name}`;
}

/** The `--help` text of one command: synopsis, summary, options and details. */
export function formatCommandUsage(command: CliCommand): string {
  const options = Object.entries(command.options);
  const synopsis = [
    'node cli/aboflow.mjs',
    ...command.words,
    ...command.positionals,
    ...options.map(([name, option]) => (option.required ? flag(name, option) : `[${flag(name, option)}]`)),
  ];
  const rows: [string, string][] = [
    ...options.map(([name, option]): [string, string] => [flag(name, option), option.description]),
    ['--help', 'Show this help.'],
  ];
  const width = Math.max(...rows.map(([left]) => left.length));
  const lines = [`Usage: ${synopsis.join(' ')}`, '', command.summary, '', 'Options:'];
  lines.push(...rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`));
  if (command.details) lines.push('', ...command.details);
  return lines.join('\n');
}
