import type { CheckContext, FormTokens } from './CheckContext.ts';
import { expectCall } from './expectCall.ts';
import type { CheckRow } from './judgeAnswer.ts';

const tokenOf = (body: unknown) => (body as { formData?: { token?: unknown } } | undefined)?.formData?.token;

/**
 * Opens the order form of the tenant's two campaigns and of the neighbour tenant's campaign (initialFormData), as
 * the reader's front end does; each answer is a row, each form token is kept for the later checks.
 */
export async function openForms(context: CheckContext): Promise<{ rows: CheckRow[]; tokens: FormTokens }> {
  const { fixture } = context;
  const neighbour = context.fixtures.tenants[fixture.otherTenant];
  const open = (tenant: string, wa: string) =>
    expectCall(context, `initialFormData ${tenant} ${wa}: form data and token`, { operationId: 'initialFormData', tenant, query: { wa } }, { status: 200 });
  const order = await open(context.tenant, fixture.orderCampaign);
  const otherCampaign = await open(context.tenant, fixture.otherCampaign);
  const otherTenant = await open(fixture.otherTenant, neighbour?.orderCampaign ?? '');
  const rows = [order.row, otherCampaign.row, otherTenant.row];
  const tokens = { order: tokenOf(order.answer?.body), otherCampaign: tokenOf(otherCampaign.answer?.body), otherTenant: tokenOf(otherTenant.answer?.body) };
  for (const [name, token] of Object.entries(tokens)) {
    if (token === undefined) rows.push({ check: `form token (${name})`, expected: 'formData.token in the answer', seen: 'none', passed: false });
  }
  return { rows, tokens };
}
