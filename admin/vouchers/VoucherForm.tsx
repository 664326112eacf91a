import { type FormEvent, type ReactNode, useState } from 'react';
import type { FieldError } from '../rules/FieldError.ts';
import type { VoucherFormValues } from './voucherFormValues.ts';

/** Props of {@link VoucherForm}. */
export interface VoucherFormProps {
  readonly heading: string;
  readonly initial: VoucherFormValues;
  readonly submitLabel: string;
  /** Sends the values; answers the server's failing fields (none: saved). */
  readonly onSubmit: (values: VoucherFormValues) => Promise<readonly FieldError[]>;
  readonly onCancel?: () => void;
}

/** One labelled input with its server message, tied by aria-describedby. */
function Field(props: { readonly id: string; readonly label: string; readonly hint?: string; readonly error?: string; readonly children: (describedBy: string | undefined) => ReactNode }) {
  const describedBy = [props.hint ? `${props.id}-hint` : '', props.error ? `${props.id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field voucher-admin__field">
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      {props.hint ? (
        <span id={`${props.id}-hint`} className="field__hint">
          {props.hint}
        </span>
      ) : null}
      {props.children(describedBy)}
      {props.error ? (
        <span id={`${props.id}-error`} className="field__error">
          {props.error}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The form of a voucher code (create or edit): every field of `voucherInput`; the server's field messages stand at their
 * fields (`validateVoucher`, plus what only the server knows: a code taken, campaigns of the tenant).
 */
export function VoucherForm({ heading, initial, submitLabel, onSubmit, onCancel }: VoucherFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<readonly FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const errorOf = (path: string) => errors.find((error) => error.path === path)?.message;
  const set = <K extends keyof VoucherFormValues>(key: K, value: VoucherFormValues[K]) => setValues({ ...values, [key]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const failed = await onSubmit(values);
    setBusy(false);
    setErrors(failed);
  };

  const text = (key: 'code' | 'description' | 'campaignIds' | 'discountValue' | 'months' | 'redemptionLimit', label: string, hint?: string) => (
    <Field id={`voucher-${key}`} label={label} {...(hint ? { hint } : {})} {...(errorOf(key) ? { error: errorOf(key) } : {})}>
      {(describedBy) => (
        <input
          id={`voucher-${key}`}
          className="input"
          value={values[key]}
          aria-invalid={errorOf(key) ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => set(key, event.target.value)}
        />
      )}
    </Field>
  );
  const date = (key: 'validFrom' | 'validUntil', label: string) => (
    <Field id={`voucher-${key}`} label={label} {...(errorOf(key) ? { error: errorOf(key) } : {})}>
      {(describedBy) => (
        <input
          id={`voucher-${key}`}
          className="input"
          type="date"
          value={values[key]}
          aria-invalid={errorOf(key) ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => set(key, event.target.value)}
        />
      )}
    </Field>
  );

  return (
    <form className="voucher-admin__form" aria-labelledby="voucher-form-heading" onSubmit={(event) => void submit(event)} noValidate>
      <h2 id="voucher-form-heading">{heading}</h2>
      {errors.length > 0 ? (
        <p className="field__error" role="alert">
          Bitte prüfen Sie die markierten Felder.
        </p>
      ) : null}
      {text('code', 'Code', 'A–Z, 0–9 und „-“, höchstens 32 Zeichen')}
      {text('description', 'Beschreibung')}
      {text('campaignIds', 'Angebote', 'Verkaufsaktionen, durch Komma getrennt, z. B. SZ-DIGITAL-STANDARD')}
      <Field id="voucher-discountKind" label="Rabattart">
        {() => (
          <select id="voucher-discountKind" className="select" value={values.discountKind} onChange={(event) => set('discountKind', event.target.value as 'percent' | 'amount')}>
            <option value="percent">Prozent</option>
            <option value="amount">Betrag je Abrechnungszeitraum (€)</option>
          </select>
        )}
      </Field>
      {text('discountValue', 'Rabatt')}
      {text('months', 'Dauer in Monaten', 'Leer: für die ganze Laufzeit')}
      {date('validFrom', 'Einlösbar ab')}
      {date('validUntil', 'Einlösbar bis')}
      {text('redemptionLimit', 'Einlösungen höchstens', 'Leer: unbegrenzt')}
      <div className="field"><div className="choice">
        <input id="voucher-oncePerCustomer" type="checkbox" checked={values.oncePerCustomer} onChange={(event) => set('oncePerCustomer', event.target.checked)} />
        <label htmlFor="voucher-oncePerCustomer">Einmal pro Kundin oder Kunde</label>
      </div></div>
      <div className="field"><div className="choice">
        <input id="voucher-active" type="checkbox" checked={values.active} onChange={(event) => set('active', event.target.checked)} />
        <label htmlFor="voucher-active">Aktiv</label>
      </div></div>
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={busy}>
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Abbrechen
          </button>
        ) : null}
      </div>
    </form>
  );
}
