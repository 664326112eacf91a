import { describe, expect, it } from 'vitest';
import type { IbanResult, OrderFormValues, Tenant } from '../../core/index.ts';
import { funnelContextFixture, orderFormDataFixture } from '../../core/testing.ts';
import { cashBonusTexts } from './cashBonusTexts.ts';
import { cashBonusBankStateOf } from './cashBonusPayout.ts';
import { checkIban } from './checkIban.ts';
import { settleIbanCheck } from './settleIbanCheck.ts';
import { cashBonus } from './index.ts';

const okResult: IbanResult = { checkFailed: false, knownBySAP: false, ibanError: false, bankName: 'Commerzbank' };
const failedResult: IbanResult = { checkFailed: true, knownBySAP: false, ibanError: true };
const formValues = { firstName: 'Erika', lastName: 'Mustermann' } as OrderFormValues;

/** A funnel whose checkIbanSwift answers `result` once `release` is called, counting the calls. */
function funnelWithHeldCheck(result: IbanResult) {
  const { context } = funnelContextFixture({ tenant: {} as Tenant, plugins: [cashBonus()] });
  context.store.formData.value = orderFormDataFixture;
  const calls: unknown[] = [];
  let release = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  (context.api as { checkIbanSwift: unknown }).checkIbanSwift = async (body: unknown) => {
    calls.push(body);
    await answered;
    return result;
  };
  return { context, calls, release: () => release() };
}

describe('settleIbanCheck', () => {
  it('waits for the blur check still out and stops the submit when it fails, with one call for both', async () => {
    const { context, calls, release } = funnelWithHeldCheck(failedResult);
    const blur = checkIban(context, { iban: 'DE89 3704 0044 0532 0130 01', orderFormPerson: formValues });
    let settled: unknown = 'pending';
    const submit = settleIbanCheck({ iban: 'DE89 3704 0044 0532 0130 01' }, context, formValues).then((errors) => (settled = errors));
    await Promise.resolve();
    expect(settled).toBe('pending');
    release();
    await Promise.all([blur, submit]);
    expect(settled).toEqual({ iban: cashBonusTexts.texts.ibanInvalid });
    expect(calls).toHaveLength(1);
  });

  it('asks the server itself when the reader submitted without leaving the field, and lets a passed check through', async () => {
    const { context, calls, release } = funnelWithHeldCheck(okResult);
    release();
    await expect(settleIbanCheck({ iban: 'de89370400440532013000' }, context, formValues)).resolves.toBeUndefined();
    expect(calls).toEqual([{ iban: 'DE89370400440532013000' }]);
    expect(cashBonusBankStateOf(context)?.iban).toBe('DE89370400440532013000');
    // The stored answer for the same account is used again: no second call.
    await expect(settleIbanCheck({ iban: 'DE89 3704 0044 0532 0130 00' }, context, formValues)).resolves.toBeUndefined();
    expect(calls).toHaveLength(1);
  });

  it('checks again when the SWIFT changed since the stored check', async () => {
    const { context, calls, release } = funnelWithHeldCheck(okResult);
    release();
    await settleIbanCheck({ iban: 'AT611904300234573201', swift: 'BKAUATWW' }, context, formValues);
    await settleIbanCheck({ iban: 'AT611904300234573201', swift: 'OPSKATWW' }, context, formValues);
    expect(calls).toHaveLength(2);
  });

  it('stops the submit when the check call failed (the error page is on its way)', async () => {
    const { context } = funnelContextFixture({ tenant: {} as Tenant, plugins: [cashBonus()] });
    context.store.formData.value = orderFormDataFixture;
    (context.api as { checkIbanSwift: unknown }).checkIbanSwift = async () => {
      throw new Error('HTTP 500');
    };
    await expect(settleIbanCheck({ iban: 'DE89370400440532013000' }, context, formValues)).resolves.toEqual({
      iban: cashBonusTexts.texts.ibanInvalid,
    });
  });

  it('leaves an empty IBAN to the validator', async () => {
    const { context, calls } = funnelWithHeldCheck(okResult);
    await expect(settleIbanCheck({ iban: '  ' }, context, formValues)).resolves.toBeUndefined();
    expect(calls).toHaveLength(0);
  });
});
