import type { ComponentType, ReactNode } from 'react';
import { Field } from 'react-final-form';
import type { PaymentProvider } from '../../extensionPoints/paymentProviders.ts';
import type { FunnelContext } from '../../funnel/FunnelContext.ts';
import { ContributionBoundary } from '../../ui/ContributionBoundary.tsx';
import { fieldId, visibleError } from '../../ui/FieldFrame.tsx';
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
    <Field<string>
      name="methodKey"
      subscription={{ error: true, touched: true, submitFailed: true, submitError: true, dirtySinceLastSubmit: true }}
    >
      {({ meta }) => {
        const error = visibleError(meta);
        return (
          <fieldset id={id} className="form-section field" aria-describedby={error ? `${id}-error` : undefined}>
            <legend className="field__label">
              {paymentTexts.methodLegend}
              <span className="field__required" aria-hidden="true">
                {' '}
                *
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
                          <ContributionBoundary
                            id={`${key}-logo`}
                            failure="hidden"
                            fallback={<span className="payment-logo payment-logo--pending" />}
                          >
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

/** The card both drawn payment marks sit on: a white rounded box in the size of the providers' logos (decorative). */
function PaymentLogoCard({ children }: { readonly children: ReactNode }) {
  return (
    <svg className="payment-logo" viewBox="0 0 64 32" width="48" height="24" aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="63" height="31" rx="4" fill="#ffffff" stroke="#c7ccd6" />
      {children}
    </svg>
  );
}

/** A small invoice icon drawn for the payment choice: a sheet with lines and a euro sign (decorative). */
function InvoiceLogo() {
  return (
    <PaymentLogoCard>
      <path d="M24 5h12l5 5v17H24z" fill="#f4f6fa" stroke="#3b4a63" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M36 5v5h5" fill="none" stroke="#3b4a63" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M27 13h7M27 17h11M27 21h11" stroke="#3b4a63" strokeWidth="1.3" strokeLinecap="round" />
      <circle cx="42" cy="23" r="6" fill="#2e7d32" />
      <text x="42" y="26.5" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontWeight="700" fontSize="9" fill="#ffffff">
        €
      </text>
    </PaymentLogoCard>
  );
}

/** A small SEPA direct-debit mark drawn for the payment choice: the word SEPA under an arc of stars (decorative). */
function SepaLogo() {
  return (
    <PaymentLogoCard>
      <g fill="#f7c600">
        {[14, 22, 30, 38, 46].map((x, index) => (
          <circle key={x} cx={x + 2} cy={index === 0 || index === 4 ? 9 : 7} r="1.6" />
        ))}
      </g>
      <text
        x="32"
        y="24"
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontWeight="700"
        fontStyle="italic"
        fontSize="13"
        fill="#10298e"
      >
        SEPA
      </text>
    </PaymentLogoCard>
  );
}
