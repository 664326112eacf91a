/** One run of the tenant check of a package, as `dev --tenant` shows it. */
export interface TenantCheckRun {
  readonly ok: boolean;
  /** The problems as `tenant check` words them (tenant, field, fix); empty when ok. */
  readonly report: string;
}
