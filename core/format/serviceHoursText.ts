import type { Tenant } from '../tenant/defineTenant.ts';

/** A tenant's service hours in words, e.g. 'Mo–Fr 07:00–18:00 Uhr, Sa 07:30–12:30 Uhr' (funnel.md section 9). */
export function serviceHoursText(hours: Tenant['contact']['serviceHours']): string {
  return `Mo–Fr ${hours.weekdays.from}–${hours.weekdays.to} Uhr, Sa ${hours.saturday.from}–${hours.saturday.to} Uhr`;
}
