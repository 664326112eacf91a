import { useEffect, useRef } from 'react';
import { useField, useForm } from 'react-final-form';
import type { FunnelContext } from '../../funnel/FunnelContext.ts';
import { loadPriceForDate } from '../../funnel/loadPriceForDate.ts';
import { priceAddresses } from '../../funnel/priceAddresses.ts';
import type { OrderFormValues } from '../../orderForm/OrderFormValues.ts';

/**
 * Follows the start-date field (funnel.md section 7, priceForDate): each selectable date the reader
 * picks becomes the start date and its price is asked for and shown at once; an answer overtaken by
 * a later pick is dropped. The date the form opened with is already priced and asks nothing.
 */
export function StartDatePriceWatcher(props: { readonly context: FunnelContext; readonly isSelectable: (iso: string | undefined) => boolean }) {
  const form = useForm<OrderFormValues>();
  const startDate = useField<string>('startDate', { subscription: { value: true } }).input.value;
  const asked = useRef(startDate);
  const latest = useRef(0);
  const { context, isSelectable } = props;

  useEffect(() => {
    if (startDate === asked.current || !isSelectable(startDate)) return;
    asked.current = startDate;
    const question = (latest.current += 1);
    context.store.startDate.value = startDate;
    // A failed price call leads to the server error page: its "Erneut versuchen" must find what was typed so far.
    context.store.orderFormValues.value = form.getState().values;
    void loadPriceForDate(context, startDate, {
      addresses: priceAddresses(form.getState().values),
      isCurrent: () => question === latest.current,
    });
  }, [context, form, isSelectable, startDate]);

  return null;
}
