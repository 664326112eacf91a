import { useState } from 'react';
import type { FormApi } from 'final-form';
import type { CheckAddressesResponse } from '../../api/checkAddresses.ts';
import type { AddressCheckOutcome } from '../../addressCheck/interpretAddressCheck.ts';
import { checkedAddressKey } from '../../addressCheck/checkedAddressKey.ts';
import type { SubTitleNotice } from '../../addressCheck/subTitleNotice.ts';
import type { FormSection } from '../../extensionPoints/formSections.ts';
import { continueFromStart } from '../../funnel/continueFromStart.ts';
import type { FunnelContext } from '../../funnel/FunnelContext.ts';
import { loadPrice } from '../../funnel/loadPrice.ts';
import type { OrderFormValidationContext } from '../../orderForm/OrderFormValidationContext.ts';
import type { OrderFormValues } from '../../orderForm/OrderFormValues.ts';
import type { OrderFormNext } from './orderFormSubmitNext.ts';

let pipelineLoad: Promise<typeof import('./orderFormSubmitNext.ts')> | undefined;

/**
 * Loads the submit pipeline once per page: the form's first paint does not need it, so it is not part of
 * the Start route's first load; usePhoneCheck starts it when the reader starts on the page.
 */
export function loadSubmitPipeline() {
  // A failed download is tried again on the next submit.
  pipelineLoad ??= import('./orderFormSubmitNext.ts').catch((error: unknown) => {
    pipelineLoad = undefined;
    throw error;
  });
  return pipelineLoad;
}

/** What the order form's submit needs beyond the funnel context. */
export interface OrderFormSubmitOptions {
  readonly rules: OrderFormValidationContext;
  readonly sections: readonly FormSection[];
  /** The start date's earliest day as the store has it now (startDateRule). */
  readonly earliestStartDate: () => Date;
  readonly showStartDate: boolean;
  readonly subTitleFallback: string;
  /** The phone check of a submit faster than its download (usePhoneCheck). */
  readonly checkPhone: (values: OrderFormValues) => Promise<Record<string, string> | undefined>;
  /** The address check demanded the full address: it is required from now on. */
  readonly onFullAddressNeeded: () => void;
}

/**
 * The order form's submit (funnel.md sections 4 and 5): the phone check, the sections' server checks
 * still out, then `orderFormSubmitNext` with the address check's answer; moving on keeps the order
 * data (`keptOrderData`), loads the price and continues with continueFromStart. Returns the state the
 * form shows: busy, the check's outcome, the submit attempt and the sub-title notice.
 */
export function useOrderFormSubmit(context: FunnelContext, options: OrderFormSubmitOptions) {
  const { store, api } = context;
  const { rules, sections } = options;
  const [outcome, setOutcome] = useState<AddressCheckOutcome | undefined>(undefined);
  // The addresses (checkedAddressKey) the reader may confirm by submitting again; any edit ends it.
  const [confirmable, setConfirmable] = useState<string | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [subTitle, setSubTitle] = useState<SubTitleNotice | undefined>(undefined);

  // A pipeline that cannot be downloaded is a failed call like any other: the server error page, whose retry
  // returns to Start with everything typed (funnel.md, error pages); never a form left busy.
  const pipeline = async () => {
    try {
      return await loadSubmitPipeline();
    } catch {
      setBusy(false);
      context.navigate({ route: 'ErrorPage', type: 'server' });
      return undefined;
    }
  };

  const proceed = async (values: OrderFormValues, mailDelivery: boolean) => {
    setBusy(true);
    const steps = await pipeline();
    if (!steps) return;
    const { keptOrderData } = steps;
    const kept = keptOrderData(values, mailDelivery, {
      shown: options.showStartDate,
      kept: store.startDate.value,
      earliest: options.earliestStartDate(),
    });
    store.addresses.value = kept.addresses;
    store.startDate.value = kept.startDate;
    const loaded = await loadPrice(context);
    setBusy(false);
    if (loaded) continueFromStart(context);
  };

  // The sections' server checks still out (an IBAN checked on blur, answering after the click on "Weiter") are
  // waited for: an answer that fails must stop the form, not arrive on the next page.
  const settleSections = async (values: OrderFormValues) => {
    const waiting = sections.filter((section) => section.beforeSubmit !== undefined);
    if (waiting.length === 0) return undefined;
    setBusy(true);
    const results = await Promise.all(
      waiting.map(
        async (section) =>
          [
            section.id,
            await section.beforeSubmit!((values.plugins?.[section.id] ?? {}) as Record<string, unknown>, context, values),
          ] as const,
      ),
    );
    setBusy(false);
    const failed = results.filter(([, errors]) => errors !== undefined && Object.values(errors).some(Boolean));
    return failed.length > 0 ? { plugins: Object.fromEntries(failed) } : undefined;
  };

  const onSubmit = async (values: OrderFormValues, form: FormApi<OrderFormValues>) => {
    const earlyErrors = (await options.checkPhone(values)) ?? (await settleSections(values));
    if (earlyErrors) return earlyErrors;
    store.orderFormValues.value = values;
    const steps = await pipeline();
    if (!steps) return undefined;
    const { orderFormSubmitNext } = steps;
    let next: OrderFormNext = orderFormSubmitNext(values, rules, undefined, options.subTitleFallback);
    if (next.kind === 'checkAddresses') {
      const salesCampaignId = store.formData.value!.salesCampaign.salesCampaignId;
      setBusy(true);
      let response: CheckAddressesResponse;
      try {
        response = await api.checkAddresses({ addresses: next.addresses, salesCampaignId });
      } catch {
        setBusy(false);
        context.navigate({ route: 'ErrorPage', type: 'server' });
        return undefined;
      }
      setBusy(false);
      const checked = orderFormSubmitNext(values, rules, { response, confirmable }, options.subTitleFallback);
      context.track({ type: 'generic', category: 'addressCheck', action: checked.outcome.state, label: salesCampaignId });
      setOutcome(checked.outcome);
      setAttempt((count) => count + 1);
      setConfirmable(checked.kind === 'confirm' ? checked.confirmable : undefined);
      next = checked;
    }
    if (next.kind === 'errors') {
      if (next.fullAddressNeeded) options.onFullAddressNeeded();
      return next.errors;
    }
    if (next.kind === 'confirm') {
      const { changes } = next;
      form.batch(() => {
        for (const [name, value] of Object.entries(changes)) form.change(name as keyof OrderFormValues, value);
      });
    } else if (next.kind === 'subTitle') setSubTitle(next.notice);
    else await proceed(values, false);
    return undefined;
  };

  return {
    onSubmit,
    proceed,
    busy,
    outcome,
    setOutcome,
    attempt,
    countAttempt: () => setAttempt((count) => count + 1),
    subTitle,
    closeSubTitle: () => setSubTitle(undefined),
    confirmChosen: (values: OrderFormValues) => setConfirmable(checkedAddressKey(values)),
  };
}
