/** What the sandbox takes from a tenant package to generate its campaigns. */
export interface TenantProfile {
  readonly key: string;
  /** The brand name readers know, e.g. 'Nordwest-Zeitung'. */
  readonly name: string;
  /** The enabled plugins: id and the options the tenant gave them. */
  readonly plugins: ReadonlyArray<{ readonly id: string; readonly options: Readonly<Record<string, unknown>> }>;
}
