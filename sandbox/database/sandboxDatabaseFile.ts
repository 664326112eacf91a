import { join } from 'node:path';

/** The one file database of a checkout, used by `aboflow start`, `preview`, `dev` and `node sandbox/main.ts` alike, and by their `--reset`. */
export function sandboxDatabaseFile(projectRoot: string): string {
  return join(projectRoot, 'sandbox', 'data', 'sandbox.sqlite');
}
