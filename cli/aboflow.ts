// The aboflow CLI; start it through `node cli/aboflow.mjs <command>`, which checks the Node version first.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allCommands } from './allCommands.ts';
import { createCliContext } from './createCliContext.ts';
import { runCli } from './runCli.ts';

const projectRoot = dirname(dirname(fileURLToPath(import.meta.url)));
const exitCode = await runCli(process.argv.slice(2), allCommands, createCliContext(projectRoot));
// Long-running commands (start, serve, dev, preview) resolve only when they stop; the rest end here.
process.exitCode = exitCode;
