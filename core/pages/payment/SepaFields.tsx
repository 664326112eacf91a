import { useForm, useFormState } from 'react-final-form';
import { CheckboxField } from '../../ui/CheckboxField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { IbanCheck } from './groupIban.ts';
import { ibanCheckKey, ibanCountry } from './groupIban.ts';
import { IbanField } from './IbanField.tsx';
import { paymentTexts } from './paymentTexts.ts';
import { SepaMandateText } from './SepaMandateText.tsx';
import type { PaymentValues } from './initialPaymentValues.ts';

/**
 * The SEPA direct-debit fields (funnel.md section 5, "IBAN"): IBAN with the server check on
 * leaving the field and the bank name it finds, SWIFT for a bank outside Germany, the account
 * owner, the tenant's mandate text and the mandate checkbox.
 */
export function SepaFields(props: { readonly ibanCheck: IbanCheck | undefined; readonly onCheck: (iban: string, swift: string) => void }) {
  const form = useForm<PaymentValues>();
  const { values } = useFormState<PaymentValues>({ subscription: { values: true } });
  const country = ibanCountry(values.iban);
  const check = props.ibanCheck?.key === ibanCheckKey(values.iban, values.swift) ? props.ibanCheck : undefined;
  const checkNow = () => {
    const current = form.getState().values;
    props.onCheck(current.iban ?? '', current.swift ?? '');
  };
  return (
    <fieldset className="form-section">
      <legend>{paymentTexts.sepa}</legend>
      <div className="field-grid">
        <IbanField onLeave={checkNow} />
        <div className="field field--third iban-check-note" aria-live="polite">
          {check?.status === 'checking' ? <span className="field__hint">{paymentTexts.ibanChecking}</span> : null}
          {check?.status === 'valid' && check.bankName ? (
            <span className="field__hint">
              {paymentTexts.bankName} {check.bankName}
            </span>
          ) : null}
        </div>
        {country !== '' && country !== 'DE' ? (
          <TextField name="swift" label={paymentTexts.swiftLabel} hint={paymentTexts.swiftHint} required maxLength={15} upperCase width="half" onBlur={checkNow} autoComplete="off" />
        ) : null}
        <TextField name="bankAccountOwner" label={paymentTexts.ownerLabel} required maxLength={70} autoComplete="name" />
      </div>
      <fieldset className="form-section" style={{ marginTop: 'calc(var(--spacing) * 3)' }}>
        <legend>{paymentTexts.mandateLegend}</legend>
        <SepaMandateText />
        <CheckboxField name="sepaMandateAccepted" label={paymentTexts.mandateAccept} required />
      </fieldset>
    </fieldset>
  );
}
