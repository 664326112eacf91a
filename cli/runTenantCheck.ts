import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const worker = fileURLToPath(new URL('./tenantCheckWorker.ts', import.meta.url));

/** Runs the tenant check of `key` under `tenantsRoot` in a child process (fresh imports every time). */
export function runTenantCheck(projectRoot: string, tenantsRoot: string, key: string): Promise<TenantCheckRun> {
  return new Promise((resolve) => {
    execFile(process.execPath, [worker, projectRoot, tenantsRoot, key], { cwd: projectRoot, maxBuffer: 4 * 1024 * 1024 }, (error, stdout, stderr) => {
      const report = `${stdout}${stderr}`.trim();
      resolve({ ok: error === null, report: error === null ? '' : report || `the tenant check of "${key}" ended with ${error.code ?? error.message}` });
    });
  });
}

/** One run of the tenant check of a package, as `dev --tenant` shows it. */
export interface TenantCheckRun {
  readonly ok: boolean;
  /** The problems as `tenant check` words them (tenant, field, fix); empty when ok. */
  readonly report: string;
}
