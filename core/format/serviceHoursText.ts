import type { Tenant } from '../tenant/defineTenant.ts';

/** A tenant's service hours in words, e.g. 'Mo–Fr 07:00–18:00 Uhr, Sa 07:30–12:30 Uhr' (funnel.md section 9). */
export function serviceHoursText(hours: Tenant['contact']['serviceHours']): string {
  return `Mo–Fr ${hours.weekdays.from}–${hours.weekdays.to} Uhr, Sa ${hours.saturday.from}–${hours.saturday.to} Uhr`;
}

/** The tel: link of a phone number as people write it, e.g. '089 2183-8000' → 'tel:08921838000'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
