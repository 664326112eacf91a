import type { ContractTarget } from './callContract.ts';
import type { ConformanceFixtures, TenantFixture } from './conformanceFixtures.ts';

/** What every check of `contract check` works with. */
export interface CheckContext {
  readonly target: ContractTarget;
  readonly tenant: string;
  /** The tenant's campaigns, neighbour and staff account, from the contract's `x-aboflow-conformance`. */
  readonly fixture: TenantFixture;
  readonly fixtures: ConformanceFixtures;
  /** The origin the shop's return URLs point at (the back end must accept it for the tenant). */
  readonly shopOrigin: string;
  /** The staff session cookie (`name=value`); undefined when none could be had. */
  readonly staffCookie: string | undefined;
}

/** The form tokens the checks use: of the order campaign, of another campaign, and of the neighbour tenant. */
export interface FormTokens {
  readonly order: unknown;
  readonly otherCampaign: unknown;
  readonly otherTenant: unknown;
}
