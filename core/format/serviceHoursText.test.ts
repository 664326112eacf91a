import { describe, expect, it } from 'vitest';
import { serviceHoursText, telHref } from './serviceHoursText.ts';

describe('serviceHoursText', () => {
  it('names weekdays and Saturday with their hours', () => {
    const hours = { weekdays: { from: '07:00', to: '18:00' }, saturday: { from: '07:30', to: '12:30' } };
    expect(serviceHoursText(hours)).toBe('Mo–Fr 07:00–18:00 Uhr, Sa 07:30–12:30 Uhr');
  });
});

describe('telHref', () => {
  it('keeps digits and a leading plus only', () => {
    expect(telHref('089 2183-8000')).toBe('tel:08921838000');
    expect(telHref('+49 (711) 7205/6161')).toBe('tel:+4971172056161');
  });
});
