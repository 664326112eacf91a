import { parseArgs } from 'node:util';
import { closestMatch } from '../core/tenant/closestMatch.ts';
import type { CliArguments, CliCommand } from './CliCommand.ts';
import { formatCommandUsage } from './formatCommandUsage.ts';

/** What the command line asks for: run a command, show help (exit 0), or a usage error (exit 2). */
export type ParsedCommandLine =
  | { readonly kind: 'run'; readonly command: CliCommand; readonly args: CliArguments }
  | { readonly kind: 'help'; readonly text: string }
  | { readonly kind: 'usageError'; readonly message: string; readonly text: string };

const helpFlags = new Set(['--help', '-h']);

// " (did you mean "build"?)" for a mistyped word, else nothing.
function didYouMean(word: string, candidates: readonly string[], prefix = ''): string {
  const suggestion = closestMatch(word, [...new Set(candidates)]);
  return suggestion ? ` (did you mean "${prefix}${suggestion}"?)` : '';
}

function matchCommand(argv: readonly string[], commands: readonly CliCommand[]): CliCommand | undefined {
  const matching = commands.filter((c) => c.words.every((word, i) => argv[i] === word));
  return matching.sort((a, b) => b.words.length - a.words.length)[0];
}

function parseArguments(command: CliCommand, rest: readonly string[]): CliArguments | string {
  const options = Object.fromEntries(Object.entries(command.options).map(([name, o]) => [name, { type: o.type }]));
  let parsed: { values: Record<string, string | boolean | undefined>; positionals: string[] };
  try {
    parsed = parseArgs({ args: [...rest], options, strict: true, allowPositionals: true }) as typeof parsed;
  } catch (error) {
    // Node's message goes on about positionals after "--"; the first sentence is the useful part.
    return (error as Error).message.split(/\.\s/)[0]!;
  }
  const required = command.positionals.filter((p) => !p.startsWith('['));
  if (parsed.positionals.length < required.length) return `missing argument ${required[parsed.positionals.length]}`;
  if (parsed.positionals.length > command.positionals.length) {
    return `unexpected argument "${parsed.positionals[command.positionals.length]}"`;
  }
  for (const [name, option] of Object.entries(command.options)) {
    if (option.required && parsed.values[name] === undefined) return `missing option --${name} ${option.valueName ?? 'VALUE'}`;
    if (option.type === 'string' && parsed.values[name] === '') return `option --${name} needs a value`;
  }
  return { positionals: parsed.positionals, values: parsed.values };
}

/** Finds the command the words of `argv` name and parses its positionals and options strictly. */
export function parseCommandLine(argv: readonly string[], commands: readonly CliCommand[]): ParsedCommandLine {
  const first = argv[0];
  if (first === undefined || helpFlags.has(first) || first === 'help') {
    return { kind: 'help', text: formatUsage(commands) };
  }
  const command = matchCommand(argv, commands);
  if (!command) {
    const group = commands.filter((c) => c.words.length > 1 && c.words[0] === first);
    if (group.length > 0) {
      const second = argv[1];
      if (second !== undefined && helpFlags.has(second)) return { kind: 'help', text: formatUsage(commands, [first]) };
      const message =
        second === undefined
          ? `"${first}" needs a sub-command`
          : `unknown command "${first} ${second}"${didYouMean(second, group.map((c) => c.words[1]!), `${first} `)}`;
      return { kind: 'usageError', message, text: formatUsage(commands, [first]) };
    }
    const message = `unknown command "${first}"${didYouMean(first, commands.map((c) => c.words[0]!))}`;
    return { kind: 'usageError', message, text: formatUsage(commands) };
  }
  const rest = argv.slice(command.words.length);
  if (rest.some((word) => helpFlags.has(word))) return { kind: 'help', text: formatCommandUsage(command) };
  const args = parseArguments(command, rest);
  if (typeof args === 'string') return { kind: 'usageError', message: args, text: formatCommandUsage(command) };
  return { kind: 'run', command, args };
}

/** The overview printed by `--help` and on an unknown command: every command with its summary. */
function formatUsage(commands: readonly CliCommand[], prefix: readonly string[] = []): string {
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
