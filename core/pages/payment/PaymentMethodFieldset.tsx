import { Field } from 'react-final-form';
import type { PaymentProvider } from '../../extensionPoints/paymentProviders.ts';
import type { FunnelContext } from '../../funnel/FunnelContext.ts';
import { fieldId } from '../../ui/fieldId.ts';
import { visibleError } from '../../ui/visibleError.ts';
import { paymentTexts } from './paymentTexts.ts';

function labelOf(key: string, providers: readonly PaymentProvider[]): string {
  if (key === '7') return paymentTexts.sepa;
  if (key === 'Y') return paymentTexts.invoice;
  return providers.find((provider) => provider.methodKey === key)?.label ?? key;
}

/** The offered payment methods as a radio group in a fieldset; card and PayPal show their provider's label and description. */
export function PaymentMethodFieldset(props: {
  readonly context: FunnelContext;
  readonly methodKeys: readonly string[];
  readonly providers: readonly PaymentProvider[];
}) {
  const id = fieldId('methodKey');
  return (
    <Field<string> name="methodKey" subscription={{ error: true, touched: true, submitFailed: true, submitError: true, dirtySinceLastSubmit: true }}>
      {({ meta }) => {
        const error = visibleError(meta);
        return (
          <fieldset id={id} className="form-section field" aria-describedby={error ? `${id}-error` : undefined}>
            <legend className="field__label">
              {paymentTexts.methodLegend}
              <span className="field__required" aria-hidden="true">
                {' '}*
              </span>
            </legend>
            {props.methodKeys.map((key) => {
              const Description = props.providers.find((provider) => provider.methodKey === key)?.description;
              return (
                <div key={key}>
                  <Field<string> name="methodKey" type="radio" value={key}>
                    {({ input }) => (
                      <label className="choice">
                        <input {...input} aria-invalid={error ? true : undefined} />
                        <span>{labelOf(key, props.providers)}</span>
                      </label>
                    )}
                  </Field>
                  {Description ? <Description context={props.context} /> : null}
                </div>
              );
            })}
            {error ? (
              <span id={`${id}-error`} className="field__error">
                {error}
              </span>
            ) : null}
          </fieldset>
        );
      }}
    </Field>
  );
}
