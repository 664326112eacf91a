import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sandboxDatabaseFile } from './database/openDatabase.ts';
import { startSandbox } from './startSandbox.ts';
import type { SandboxMode } from './server/SandboxContext.ts';

// Runs the sandbox alone: node sandbox/main.ts [--port 8787] [--reset] [--mode dev|test|production] [--static dist/sz] [--memory] [--trust-proxy]
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    host: { type: 'string', default: '127.0.0.1' },
    reset: { type: 'boolean', default: false },
    memory: { type: 'boolean', default: false },
    mode: { type: 'string', default: 'dev' },
    static: { type: 'string' },
    'trust-proxy': { type: 'boolean', default: false },
  },
});
const mode = values.mode as SandboxMode;
if (!['dev', 'test', 'production'].includes(mode)) throw new Error(`--mode must be dev, test or production, got "${values.mode}"`);
const database = values.memory ? ':memory:' : sandboxDatabaseFile(fileURLToPath(new URL('..', import.meta.url)));
const sandbox = await startSandbox({
  port: Number(values.port),
  host: values.host,
  database,
  reset: values.reset,
  mode,
  ...(values['trust-proxy'] ? { trustProxy: true } : {}),
  ...(values.static ? { staticDir: values.static } : {}),
});
console.log(`sandbox (${mode}) listening on ${sandbox.url}${values.reset ? ' — database reset and reseeded' : ''}`);
const stop = () => {
  sandbox.close().then(() => process.exit(0), () => process.exit(1));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
