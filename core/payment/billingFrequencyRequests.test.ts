import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/createApiClient.ts';
import type { BillingFrequency } from '../api/entities/billingFrequency.ts';
import type { FunnelContext } from '../funnel/FunnelContext.ts';
import { answeredBillingFrequencies, requestBillingFrequencies } from './billingFrequencyRequests.ts';

const monthly: BillingFrequency = { code: '12', name: 'monatlich', discountDomestic: 0, discountAbroad: 0 };
const yearly: BillingFrequency = { code: '01', name: 'jährlich', discountDomestic: 10, discountAbroad: 10 };

/** A context whose client answers billing frequencies with `answer` (test data only). */
function contextAnswering(answer: (salesCampaignId: string, methodKey: string) => Promise<BillingFrequency[]>) {
  const billingFrequencies = vi.fn(answer);
  const context = { api: { billingFrequencies } as Partial<ApiClient> as ApiClient } as FunnelContext;
  return { context, billingFrequencies };
}

describe('requestBillingFrequencies', () => {
  it('asks once per campaign and method, and the answered lists are there for the next visit of the page', async () => {
    const { context, billingFrequencies } = contextAnswering(async (_id, method) => (method === '7' ? [yearly, monthly] : [monthly]));
    expect(answeredBillingFrequencies(context, 'C1', ['7', 'Y'])).toEqual({});
    const first = requestBillingFrequencies(context, 'C1', '7');
    expect(requestBillingFrequencies(context, 'C1', '7')).toBe(first);
    expect(answeredBillingFrequencies(context, 'C1', ['7']), 'nothing before the answer').toEqual({});
    await first;
    await requestBillingFrequencies(context, 'C1', 'Y');
    expect(billingFrequencies.mock.calls).toEqual([
      ['C1', '7'],
      ['C1', 'Y'],
    ]);
    expect(answeredBillingFrequencies(context, 'C1', ['7', 'Y', 'K'])).toEqual({ '7': [yearly, monthly], Y: [monthly] });
    expect(answeredBillingFrequencies(context, 'C2', ['7']), 'another campaign').toEqual({});
  });

  it('forgets a failed call, so the next request asks again', async () => {
    let fail = true;
    const { context, billingFrequencies } = contextAnswering(async () => {
      if (fail) throw new Error('HTTP 500');
      return [monthly];
    });
    await expect(requestBillingFrequencies(context, 'C1', '7')).rejects.toThrow('HTTP 500');
    expect(answeredBillingFrequencies(context, 'C1', ['7'])).toEqual({});
    fail = false;
    await expect(requestBillingFrequencies(context, 'C1', '7')).resolves.toEqual([monthly]);
    expect(billingFrequencies).toHaveBeenCalledTimes(2);
    expect(answeredBillingFrequencies(context, 'C1', ['7'])).toEqual({ '7': [monthly] });
  });

  it('keeps each funnel\'s answers apart', async () => {
    const one = contextAnswering(async () => [monthly]);
    const other = contextAnswering(async () => [yearly]);
    await requestBillingFrequencies(one.context, 'C1', '7');
    expect(answeredBillingFrequencies(other.context, 'C1', ['7'])).toEqual({});
    await expect(requestBillingFrequencies(other.context, 'C1', '7')).resolves.toEqual([yearly]);
  });
});
