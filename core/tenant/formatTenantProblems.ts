import type { TenantProblem } from './TenantProblem.ts';

/** Renders tenant problems as one readable block, one line per problem; warnings say so. */
export function formatTenantProblems(problems: readonly TenantProblem[]): string {
  return problems
    .map((p) => `${p.level === 'warning' ? 'warning: ' : ''}tenant "${p.tenant}", field "${p.field}": ${p.message}. Fix: ${p.fix}.`)
    .join('\n');
}
