import type { CliCommand } from './CliCommand.ts';
import type { CliContext } from './CliContext.ts';
import { parseCommandLine } from './parseCommandLine.ts';

/** Parses `argv`, runs the command it names and returns the exit code: 2 for a usage error, else the command's. */
export async function runCli(argv: readonly string[], commands: readonly CliCommand[], context: CliContext): Promise<number> {
  const parsed = parseCommandLine(argv, commands);
  if (parsed.kind === 'help') {
    context.out(parsed.text);
    return 0;
  }
  if (parsed.kind === 'usageError') {
    context.err(`aboflow: ${parsed.message}\n\n${parsed.text}`);
    return 2;
  }
  return parsed.command.run(parsed.args, context);
}
