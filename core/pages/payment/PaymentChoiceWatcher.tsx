import { useEffect } from 'react';
import { useForm, useFormState } from 'react-final-form';
import type { BillingFrequency } from '../../api/entities/billingFrequency.ts';
import type { PaymentMethodKey } from '../../api/entities/paymentMethodKey.ts';
import type { FunnelContext } from '../../funnel/FunnelContext.ts';
import { isPaidOnce } from '../../funnel/isPaidOnce.ts';
import { loadPrice } from '../../funnel/loadPrice.ts';
import type { PaymentValues } from './initialPaymentValues.ts';

// One stable empty list, so that an order paid once does not re-run the effects on every render.
const noFrequencies: readonly BillingFrequency[] = [];

/**
 * Follows the method and frequency radios (funnel.md section 4, "Price display"): asks for the
 * chosen method's billing frequencies, keeps a frequency only when the method offers it (the only
 * one is chosen for the reader), and reloads the price once method and frequency are settled. An
 * order paid once (see `isPaidOnce`) asks for no frequencies and keeps none.
 */
export function PaymentChoiceWatcher(props: {
  readonly context: FunnelContext;
  readonly frequencies: Readonly<Record<string, readonly BillingFrequency[]>>;
  readonly onNeedFrequencies: (methodKey: string) => void;
}) {
  const form = useForm<PaymentValues>();
  const { values } = useFormState<PaymentValues>({ subscription: { values: true } });
  const { methodKey, billingFrequency } = values;
  const { context, onNeedFrequencies } = props;
  const paidOnce = isPaidOnce(context);
  const offered = !methodKey ? undefined : paidOnce ? noFrequencies : props.frequencies[methodKey];

  useEffect(() => {
    if (methodKey && !offered) onNeedFrequencies(methodKey);
  }, [methodKey, offered, onNeedFrequencies]);

  useEffect(() => {
    if (!methodKey || !offered) return;
    const codes = offered.map((frequency) => frequency.code);
    const settled = billingFrequency && codes.includes(billingFrequency) ? billingFrequency : codes.length === 1 ? codes[0] : undefined;
    if (settled !== billingFrequency) {
      form.change('billingFrequency', settled);
      return;
    }
    const payment = context.store.payment.value;
    if (payment.methodKey === methodKey && payment.billingFrequency === settled) return;
    context.store.payment.value = { ...payment, methodKey: methodKey as PaymentMethodKey, billingFrequency: settled };
    void loadPrice(context);
  }, [context, form, methodKey, billingFrequency, offered]);

  return null;
}
