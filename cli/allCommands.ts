import type { CliCommand } from './CliCommand.ts';
import { build } from './commands/build.ts';
import { tenantCheck } from './commands/tenantCheck.ts';
import { tenantNew } from './commands/tenantNew.ts';

/** Every command of the CLI, in the order the usage lists them. */
export const allCommands: readonly CliCommand[] = [build, tenantCheck, tenantNew];
