import type { CliContext } from './CliContext.ts';

/** One option a command accepts, as `--name value` or `--name` (boolean). */
export interface CliOption {
  readonly type: 'string' | 'boolean';
  readonly description: string;
  /** Placeholder shown in the usage, e.g. KEY or N. */
  readonly valueName?: string;
  readonly required?: boolean;
}

/** The arguments a command receives after parsing. */
export interface CliArguments {
  readonly positionals: readonly string[];
  readonly values: Readonly<Record<string, string | boolean | undefined>>;
}

/** A CLI command: its words (e.g. ['tenant', 'new']), its usage and what it does. Returns the exit code. */
export interface CliCommand {
  readonly words: readonly string[];
  readonly summary: string;
  /** The positional arguments, e.g. ['KEY'] or ['[KEY]'] for an optional one. */
  readonly positionals: readonly string[];
  readonly options: Readonly<Record<string, CliOption>>;
  /** Extra lines printed under the usage by `--help`. */
  readonly details?: readonly string[];
  readonly run: (args: CliArguments, context: CliContext) => Promise<number>;
}
