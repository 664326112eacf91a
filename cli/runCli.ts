import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CliCommand } from './CliCommand.ts';
import type { CliContext } from './CliContext.ts';
import { parseCommandLine } from './parseCommandLine.ts';

/** Parses `argv`, runs the command it names (or prints the version) and returns the exit code: 2 for a usage error, else the command's. */
export async function runCli(argv: readonly string[], commands: readonly CliCommand[], context: CliContext): Promise<number> {
  if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-v')) {
    const { version } = JSON.parse(readFileSync(join(context.projectRoot, 'package.json'), 'utf8')) as { version: string };
    context.out(`aboflow ${version} (Node ${process.versions.node})`);
    return 0;
  }
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
