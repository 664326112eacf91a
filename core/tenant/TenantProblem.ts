/** One problem found in a tenant package: which tenant, which field, what is wrong and how to fix it. */
export interface TenantProblem {
  readonly tenant: string;
  readonly field: string;
  /** An error stops the build; a warning (a placeholder while developing) is only shown. */
  readonly level: 'error' | 'warning';
  readonly message: string;
  readonly fix: string;
}

/** Renders tenant problems as one readable block, one line per problem; warnings say so. */
export function formatTenantProblems(problems: readonly TenantProblem[]): string {
  return problems
    .map((p) => `${p.level === 'warning' ? 'warning: ' : ''}tenant "${p.tenant}", field "${p.field}": ${p.message}. Fix: ${p.fix}.`)
    .join('\n');
}
