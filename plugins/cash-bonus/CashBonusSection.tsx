import { useState } from 'react';
import { useForm } from 'react-final-form';
import { Alert, TextField, useTexts } from '../../core/ui.ts';
import type { FormSectionProps } from '../../core/index.ts';
import { cashBonusFormTexts } from './cashBonusFormTexts.ts';
import { checkIban } from './checkIban.ts';
import { isIbanCheckFailure, needsAddressCompletion } from './paymentDataFromIbanCheck.ts';

/** IBAN and SWIFT for the cash-bonus payout; the IBAN is checked by the server when the field is left. */
export function CashBonusSection({ context, name }: FormSectionProps) {
  const t = useTexts(cashBonusFormTexts);
  const form = useForm();
  const [bankName, setBankName] = useState<string | undefined>(undefined);
  const [completeAddress, setCompleteAddress] = useState(false);
  const runCheck = async () => {
    const values = form.getState().values as Record<string, unknown> & { plugins?: Record<string, { iban?: string; swift?: string }> };
    const section = values.plugins?.[name.replace(/^plugins\./, '')] ?? {};
    const state = await checkIban(context, {
      iban: section.iban ?? '',
      swift: section.swift,
      orderFormPerson: { firstName: values.firstName as string | undefined, lastName: values.lastName as string | undefined },
    });
    if (!state) return;
    const failed = isIbanCheckFailure(state.result);
    form.change(`${name}.ibanCheck`, { iban: state.iban, failed });
    setBankName(failed ? undefined : state.result.bankName || undefined);
    setCompleteAddress(!failed && needsAddressCompletion(state.result));
  };
  return (
    <fieldset className="form-section">
      <legend>{t('legend')}</legend>
      <p>{t('intro')}</p>
      <div className="field-grid">
        <TextField
          name={`${name}.iban`}
          label={t('ibanLabel')}
          required
          maxLength={40}
          autoComplete="off"
          upperCase
          onBlur={() => void runCheck()}
          width="two-thirds"
        />
        <TextField
          name={`${name}.swift`}
          label={t('swiftLabel')}
          hint={t('swiftHint')}
          maxLength={15}
          autoComplete="off"
          upperCase
          onBlur={() => void runCheck()}
          width="third"
        />
      </div>
      {bankName ? <p role="status">{t('bankName', { bankName })}</p> : null}
      {completeAddress ? <Alert kind="info">{t('completeAddress')}</Alert> : null}
    </fieldset>
  );
}
