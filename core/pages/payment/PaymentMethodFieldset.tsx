import type { ComponentType } from 'react';
import { Field } from 'react-final-form';
import type { PaymentProvider } from '../../extensionPoints/paymentProviders.ts';
import type { FunnelContext } from '../../funnel/FunnelContext.ts';
import { ContributionBoundary } from '../../ui/ContributionBoundary.tsx';
import { fieldId, visibleError } from '../../ui/FieldFrame.tsx';
import { InvoiceLogo } from './logos/InvoiceLogo.tsx';
import { SepaLogo } from './logos/SepaLogo.tsx';
import { paymentTexts } from './paymentTexts.ts';

function labelOf(key: string, providers: readonly PaymentProvider[], context: FunnelContext): string {
  if (key === '7') return paymentTexts.sepa;
  if (key === 'Y') return paymentTexts.invoice;
  return providers.find((provider) => provider.methodKey === key)?.label(context) ?? key;
}

function logoOf(key: string, providers: readonly PaymentProvider[]): ComponentType | undefined {
  if (key === '7') return SepaLogo;
  if (key === 'Y') return InvoiceLogo;
  return providers.find((provider) => provider.methodKey === key)?.logo;
}

/** The offered payment methods as a radio group in a fieldset, each with its small logo; card and PayPal show their provider's label, logo and description. */
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
              const Logo = logoOf(key, props.providers);
              return (
                <div key={key} className="payment-method">
                  <Field<string> name="methodKey" type="radio" value={key}>
                    {({ input }) => (
                      <label className="choice payment-method__choice">
                        <input {...input} aria-invalid={error ? true : undefined} />
                        <span className="payment-method__label">{labelOf(key, props.providers, props.context)}</span>
                        {Logo ? (
                          // A logo still loading keeps its place, so the choices do not shift when it arrives.
                          <ContributionBoundary id={`${key}-logo`} failure="hidden" fallback={<span className="payment-logo payment-logo--pending" />}>
                            <Logo />
                          </ContributionBoundary>
                        ) : null}
                      </label>
                    )}
                  </Field>
                  {Description ? (
                    <ContributionBoundary id={`${key}-description`}>
                      <Description context={props.context} />
                    </ContributionBoundary>
                  ) : null}
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
