import { useState } from 'react';
import { useForm } from 'react-final-form';
import { Alert, TextField } from '../../core/ui.ts';
import type { FormSectionProps } from '../../core/index.ts';
import { checkIban } from './checkIban.ts';
import { isIbanCheckFailure } from './isIbanCheckFailure.ts';
import { needsAddressCompletion } from './needsAddressCompletion.ts';

/** IBAN and SWIFT for the cash-bonus payout; the IBAN is checked by the server when the field is left. */
export function CashBonusSection({ context, name }: FormSectionProps) {
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
      <legend>Bankverbindung für Ihre Barprämie</legend>
      <p>Wir überweisen Ihnen die Barprämie auf dieses Konto.</p>
      <div className="field-grid">
        <TextField name={`${name}.iban`} label="IBAN" required maxLength={40} autoComplete="off" upperCase onBlur={() => void runCheck()} width="two-thirds" />
        <TextField name={`${name}.swift`} label="BIC (SWIFT-Code)" hint="Nur für Konten im Ausland nötig." maxLength={15} autoComplete="off" upperCase onBlur={() => void runCheck()} width="third" />
      </div>
      {bankName ? <p role="status">{`Kreditinstitut: ${bankName}`}</p> : null}
      {completeAddress ? (
        <Alert kind="info">Bitte prüfen Sie Ihre Adresse und ergänzen Sie fehlende Angaben, damit wir Ihnen die Prämie auszahlen können.</Alert>
      ) : null}
    </fieldset>
  );
}
