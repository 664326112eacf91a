import { seedStaffLogin } from '../../sandbox/seed/seedAdminArea.ts';
import { seedVouchers } from '../../sandbox/seed/seedVouchers.ts';
import { seededTenantKeys } from '../../sandbox/seed/loadTenantProfiles.ts';
import { munich } from '../../sandbox/testing/orderFixtures.ts';

/** What the conformance check uses of one tenant: two campaigns, a neighbour tenant and a staff account. */
export interface TenantFixture {
  /** Ordered by SEPA, card and PayPal (a digital standard offer: no delivery area). */
  readonly orderCampaign: string;
  /** Another campaign of the tenant, for the campaign binding of the form token. */
  readonly otherCampaign: string;
  /** A tenant whose campaigns this tenant's token must not reach. */
  readonly otherTenant: string;
  /** The staff login the check signs in with (a role of admin in the tenant). */
  readonly staffLogin: string;
  /** A voucher code that reduces the order campaign's price (docs/vouchers.md, "Voucher codes"); null where the tenant has none. */
  readonly voucherCode: string | null;
}

/** The `x-aboflow-conformance` extension of the contract: what a back end must serve for `contract check`. */
export interface ConformanceFixtures {
  readonly description: string;
  readonly tenants: Readonly<Record<string, TenantFixture>>;
  /** The orderer of the check's orders (an address the sandbox's reference set knows) and the IBAN they pay with. */
  readonly orderer: typeof munich;
  readonly iban: string;
}

/**
 * The campaigns and accounts the conformance check needs, per tenant the sandbox seeds by hand (sandbox/README.md,
 * "Seed data" and "Staff"): `<KEY>-DIGITAL-STANDARD` and `<KEY>-PRINT-STANDARD`, the next seeded tenant as the
 * neighbour, `admin@<key>.verlag.example`, and a seeded voucher code of the order campaign where there is one. A back end that claims the contract serves the same.
 */
export function conformanceFixtures(): ConformanceFixtures {
  const tenants: Record<string, TenantFixture> = {};
  seededTenantKeys.forEach((key, index) => {
    const orderCampaign = `${key.toUpperCase()}-DIGITAL-STANDARD`;
    // Unlimited and open now: the check may ask for it on any day and as often as it runs.
    const voucher = seedVouchers.find(
      (seed) => seed.tenant === key && seed.campaignIds.includes(orderCampaign) && seed.redemptionLimit === null && seed.validUntil >= '2099-01-01',
    );
    tenants[key] = {
      orderCampaign,
      otherCampaign: `${key.toUpperCase()}-PRINT-STANDARD`,
      otherTenant: seededTenantKeys[(index + 1) % seededTenantKeys.length] ?? key,
      staffLogin: seedStaffLogin(key, 'admin'),
      voucherCode: voucher?.code ?? null,
    };
  });
  return {
    description: 'What `aboflow contract check --tenant KEY` needs of a back end: the tenant’s campaigns, its neighbour tenant and the staff account named here.',
    tenants,
    orderer: munich,
    iban: 'DE89370400440532013000',
  };
}
