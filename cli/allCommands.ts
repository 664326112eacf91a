import type { CliCommand } from './CliCommand.ts';
import { build } from './commands/build.ts';
import { contractCheck } from './commands/contractCheck.ts';
import { dev } from './commands/dev.ts';
import { pluginNew } from './commands/pluginNew.ts';
import { preview } from './commands/preview.ts';
import { serve } from './commands/serve.ts';
import { serveStart } from './commands/serveStart.ts';
import { start } from './commands/start.ts';
import { tenantCheck } from './commands/tenantCheck.ts';
import { tenantList } from './commands/tenantList.ts';
import { tenantNew } from './commands/tenantNew.ts';

/** Every command of the CLI, in the order the usage lists them. */
export const allCommands: readonly CliCommand[] = [start, build, tenantList, tenantCheck, tenantNew, pluginNew, serve, serveStart, dev, preview, contractCheck];
