// Runs the tenant check of one package in a fresh process, so every run sees the files as they are now
// (a long-running process would keep the first import of tenant.ts): node cli/tenantCheckWorker.ts PROJECT_ROOT TENANTS_ROOT KEY
import { formatTenantProblems } from '../core/tenant/TenantProblem.ts';
import { checkTenants } from './checkTenants.ts';

const [projectRoot, tenantsRoot, key] = process.argv.slice(2);
if (!projectRoot || !tenantsRoot || !key) {
  process.stderr.write('usage: node cli/tenantCheckWorker.ts PROJECT_ROOT TENANTS_ROOT KEY\n');
  process.exit(2);
}
const { problems } = await checkTenants(projectRoot, tenantsRoot, [key]);
if (problems.length > 0) process.stdout.write(`${formatTenantProblems(problems)}\n`);
process.exitCode = problems.length > 0 ? 1 : 0;
