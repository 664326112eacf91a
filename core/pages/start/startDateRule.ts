import { parseISO } from 'date-fns';
import type { FunnelStore } from '../../funnel/FunnelStore.ts';
import type { Tenant } from '../../tenant/defineTenant.ts';
import { earliestStartDate } from '../../pricing/earliestStartDate.ts';
import { isSelectableStartDate } from '../../pricing/isSelectableStartDate.ts';

/** The start-date picker's bounds and check (funnel.md section 4, "Price display"; section 9). */
export function startDateRule(store: FunnelStore, tenant: Tenant, now: Date) {
  const price = store.price.value;
  const earliest = earliestStartDate({
    deliveryDateInfo: price.deliveryDateInfo,
    callFailed: price.callFailed,
    offsetDays: tenant.flags.earliestStartDateOffsetForPrintInDays,
    now,
  });
  const invalidDates = price.deliveryDateInfo?.invalidDates ?? [];
  return {
    earliest,
    isValid(iso: string | undefined): boolean {
      if (!iso || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return false;
      return isSelectableStartDate(parseISO(iso), { earliestDate: earliest, invalidDates });
    },
  };
}
