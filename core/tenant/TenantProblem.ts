/** One problem found in a tenant package: which tenant, which field, what is wrong and how to fix it. */
export interface TenantProblem {
  readonly tenant: string;
  readonly field: string;
  /** An error stops the build; a warning (a placeholder while developing) is only shown. */
  readonly level: 'error' | 'warning';
  readonly message: string;
  readonly fix: string;
}
