import type { CliCommand } from './CliCommand.ts';

/** The overview printed by `--help` and on an unknown command: every command with its summary. */
export function formatUsage(commands: readonly CliCommand[], prefix: readonly string[] = []): string {
  const shown = commands.filter((c) => prefix.every((word, i) => c.words[i] === word));
  const names = shown.map((c) => [...c.words, ...c.positionals].join(' '));
  const width = Math.max(...names.map((n) => n.length));
  return [
    `Usage: node cli/aboflow.mjs ${prefix.length > 0 ? `${prefix.join(' ')} ` : ''}<command> [options]   (npm run <script> -- [options])`,
    '',
    'Commands:',
    ...shown.map((c, i) => `  ${names[i]!.padEnd(width)}  ${c.summary}`),
    '',
    `Run "node cli/aboflow.mjs <command> --help" for the options of one command, "node cli/aboflow.mjs --version" for the version.`,
  ].join('\n');
}
