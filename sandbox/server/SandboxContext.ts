import type { DatabaseSync } from 'node:sqlite';
import type { AttemptLimiter } from './createAttemptLimiter.ts';
import type { FaultRegistry } from './createFaultRegistry.ts';

/** dev and test enable the control endpoints under /sandbox; production serves only the contract. */
export type SandboxMode = 'dev' | 'test' | 'production';

/** What every sandbox handler may use. */
export interface SandboxContext {
  readonly db: DatabaseSync;
  readonly mode: SandboxMode;
  /** HMAC key of form tokens. */
  readonly secret: string;
  readonly latencyMs: number;
  readonly faults: FaultRegistry;
  /** Current time; tests may fix it. */
  readonly now: () => Date;
  /** The tenant keys served (osc-tenant, admin paths): every tenant package found at start. */
  readonly tenants: ReadonlySet<string>;
  /** Where the tenant packages are (their hosts are read from there: `tenantHosts`). */
  readonly tenantsRoot: string;
  /**
   * The operator says the server sits behind a proxy that sets `X-Forwarded-Host` and `X-Forwarded-Proto`; only then
   * do those headers count (`requestOrigin`). Off by default.
   */
  readonly trustProxy: boolean;
  /** Failed customer-number connect attempts, per login and per login and number (sandbox/README.md). */
  readonly connectAttempts: AttemptLimiter;
  /** Student uploads per client address in the last ten minutes (sandbox/README.md, Uploads and images). */
  readonly uploadAttempts: AttemptLimiter;
  /** Failed voucher-code checks per form token and per client address (docs/vouchers.md, "Voucher codes"). */
  readonly voucherChecks: AttemptLimiter;
  /** Registrations on the login page per client address (`admitRegistration`). */
  readonly registrations: AttemptLimiter;
  /** Student-upload bytes received per form token (one reader's visit), against the upload quota. */
  readonly uploadVolume: Map<string, number>;
  /** Reseeds the store (POST /sandbox/reset). */
  readonly reset: () => void;
}
