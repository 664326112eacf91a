import type { CliCommand } from './CliCommand.ts';

/** Declares a CLI command. An identity function for types. */
export function defineCommand(command: CliCommand): CliCommand {
  return command;
}
