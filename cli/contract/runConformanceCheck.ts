import { answerShapeChecks } from './answerShapeChecks.ts';
import type { CheckContext } from './CheckContext.ts';
import type { ConformanceFixtures } from './conformanceFixtures.ts';
import { errorCodeChecks } from './errorCodeChecks.ts';
import { exactlyOnceChecks } from './exactlyOnceChecks.ts';
import type { JsonSchema } from './validateJsonSchema.ts';
import type { CheckRow } from './judgeAnswer.ts';
import { openForms } from './openForms.ts';
import { securityModelChecks } from './securityModelChecks.ts';
import { signInStaff } from './signInStaff.ts';
import { voucherChecks } from './voucherChecks.ts';
import { tokenBindingChecks } from './tokenBindingChecks.ts';
import { expectCall } from './expectCall.ts';

/** What `contract check` is asked to check. */
export interface ConformanceOptions {
  readonly contract: JsonSchema;
  /** The back end's origin (its API below `/api`). */
  readonly baseUrl: string;
  readonly tenant: string;
  /** The staff account to sign in with; the contract's for the tenant unless given. */
  readonly staffEmail?: string;
  /** A staff session cookie (`name=value`) to use instead of signing in. */
  readonly staffCookie?: string;
  /** Where the shop's return URLs point; the back end's origin unless given. */
  readonly shopOrigin?: string;
  readonly timeoutMs?: number;
}

/**
 * Runs the black-box conformance check of a back end against the contract (docs/contract.md, "The back-end contract"): answer
 * shapes, error codes, exactly-once order/create, form tokens bound to tenant and campaign, the security model and
 * the staff reads. Answers one row per check; throws only when the contract names nothing for the tenant.
 */
export async function runConformanceCheck(options: ConformanceOptions): Promise<CheckRow[]> {
  const fixtures = options.contract['x-aboflow-conformance'] as ConformanceFixtures | undefined;
  const fixture = fixtures?.tenants[options.tenant];
  if (!fixtures || !fixture) {
    throw new Error(`the contract's x-aboflow-conformance names no tenant "${options.tenant}" (it names ${Object.keys(fixtures?.tenants ?? {}).join(', ') || 'none'})`);
  }
  const timeoutMs = options.timeoutMs ?? 5000;
  const staffCookie = options.staffCookie ?? (await signInStaff(options.baseUrl, options.staffEmail ?? fixture.staffLogin, timeoutMs));
  const context: CheckContext = {
    target: { contract: options.contract, baseUrl: options.baseUrl, timeoutMs },
    tenant: options.tenant,
    fixture,
    fixtures,
    shopOrigin: options.shopOrigin ?? new URL(options.baseUrl).origin,
    staffCookie,
  };
  const forms = await openForms(context);
  return [
    ...forms.rows,
    ...(await answerShapeChecks(context, forms.tokens)),
    ...(await errorCodeChecks(context, forms.tokens)),
    ...(await exactlyOnceChecks(context, forms.tokens)),
    ...(await tokenBindingChecks(context, forms.tokens)),
    ...(await securityModelChecks(context, forms.tokens)),
    ...(await voucherChecks(context, forms.tokens)),
    ...(await staffChecks(context)),
  ];
}

/** The admin area's reads with the staff session, each answer validated against the contract. */
async function staffChecks(context: CheckContext): Promise<CheckRow[]> {
  if (!context.staffCookie) {
    return [{ check: 'staff session', expected: `a session of ${context.fixture.staffLogin}`, seen: 'no staff session (see --staff-email, --staff-cookie)', passed: false }];
  }
  const headers = { cookie: context.staffCookie };
  const { tenant } = context;
  const outcomes = await Promise.all([
    expectCall(context, 'admin home', { operationId: 'home', query: { tenant }, headers }, { status: 200 }),
    expectCall(context, 'admin salesCampaigns', { operationId: 'salesCampaigns', pathParams: { tenant }, headers }, { status: 200 }),
    expectCall(context, 'admin availableSalesCampaigns', { operationId: 'availableSalesCampaigns', pathParams: { tenant }, headers }, { status: 200 }),
    expectCall(context, 'admin bonuses', { operationId: 'bonuses', pathParams: { tenant }, headers }, { status: 200 }),
  ]);
  return outcomes.map((outcome) => outcome.row);
}
