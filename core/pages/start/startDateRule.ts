import { isAfter, isValid, parseISO, startOfDay } from 'date-fns';
import type { SalesCampaign } from '../../api/entities/salesCampaign.ts';
import type { FunnelStore } from '../../funnel/FunnelStore.ts';
import type { Tenant } from '../../tenant/defineTenant.ts';
import { earliestStartDate, isSelectableStartDate } from '../../pricing/earliestStartDate.ts';

/** The start-date rule of one render of the order form. */
export type StartDateRule = ReturnType<typeof startDateRule>;

/** What is wrong with a start-date value: not a dd.mm.yyyy day, after the latest day, or not a day a delivery can start. */
export type StartDateProblem = 'format' | 'tooLate' | 'notSelectable';

const isoPattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The start-date field's bounds and check (funnel.md section 4, "Price display"; section 9): the
 * earliest day from the delivery date info (or the tenant's offset when the call failed), no
 * invalid date, and not after the campaign's subscription end date when it has one.
 */
export function startDateRule(store: FunnelStore, tenant: Tenant, now: Date) {
  const price = store.price.value;
  const earliest = earliestStartDate({
    deliveryDateInfo: price.deliveryDateInfo,
    callFailed: price.callFailed,
    offsetDays: tenant.flags.earliestStartDateOffsetForPrintInDays,
    now,
  });
  const invalidDates = price.deliveryDateInfo?.invalidDates ?? [];
  const end = store.formData.value?.salesCampaign.subscriptionEndDate;
  const endDate = end ? startOfDay(parseISO(end)) : undefined;
  const latest = endDate && isValid(endDate) && !isAfter(earliest, endDate) ? endDate : undefined;
  const isSelectable = (date: Date) =>
    isSelectableStartDate(date, { earliestDate: earliest, invalidDates }) && !(latest && isAfter(startOfDay(date), latest));
  const problemOf = (value: string | undefined): StartDateProblem | undefined => {
    // An empty field asks for a day in range, like a day out of range; only typed text that is no date asks for the format.
    if (!value) return 'notSelectable';
    if (!isoPattern.test(value)) return 'format';
    const date = parseISO(value);
    if (latest && isAfter(date, latest)) return 'tooLate';
    return isSelectable(date) ? undefined : 'notSelectable';
  };
  return {
    earliest,
    latest,
    isSelectable,
    problemOf,
    isValid: (iso: string | undefined): boolean => problemOf(iso) === undefined,
  };
}

/**
 * Whether the order form shows the start-date section (funnel.md section 4): print and magazine campaigns that let
 * the reader choose the start.
 */
export function showsStartDate(campaign: Pick<SalesCampaign, 'printProductType' | 'showStartDate'>): boolean {
  return campaign.printProductType !== 'D' && campaign.showStartDate === true;
}
