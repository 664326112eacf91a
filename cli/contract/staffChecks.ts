import type { CheckContext } from './CheckContext.ts';
import { expectCall } from './expectCall.ts';
import type { CheckRow } from './judgeAnswer.ts';

/** The admin area's reads with the staff session, each answer validated against the contract. */
export async function staffChecks(context: CheckContext): Promise<CheckRow[]> {
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
