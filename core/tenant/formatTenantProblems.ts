import type { TenantProblem } from './checkTenant.ts';

/** Renders tenant problems as one readable block, one line per problem. */
export function formatTenantProblems(problems: readonly TenantProblem[]): string {
  return problems.map((p) => `tenant "${p.tenant}", field "${p.field}": ${p.message}. Fix: ${p.fix}.`).join('\n');
}
